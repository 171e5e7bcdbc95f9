import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  Navigate,
  redirect,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import type { TLanguage } from '@showfloor/contracts';
import { isGuid } from '@showfloor/domain';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { InlineState } from '../../components/inline-state.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { paths } from '../../config/paths.ts';
import { roomInfoOptions } from '../../features/room/api/room-queries.ts';
import { PrejoinView, type RoomEntry } from '../../features/room/components/prejoin-view.tsx';
import { RoomOutcome } from '../../features/room/components/room-outcome.tsx';
import { RoomView } from '../../features/room/components/room-view.tsx';
import { useRoomSession } from '../../features/room/hooks/use-room-session.ts';
import '../../features/room/components/room.css';
import { ApiError, failureDescription } from '../../lib/api-client.ts';
import { startLogin } from '../../lib/login.ts';
import { useSessionUserId } from '../../lib/auth-session.ts';
import { useCurrentEventId } from '../../lib/event-session.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { ensureEvent } from '../event-data.ts';

const ROOM_NUMBER = /^[0-9]{9}$/;

/**
 * /m/:lang/exhibitor/:id/meetMiddleware/:roomNumber and .../meeting/:roomNumber: the event is the
 * exhibitor's; a malformed exhibitor or room number is the not-found page, as any unknown address.
 */
export async function roomLoader({ params }: LoaderFunctionArgs) {
  const lang = params.lang as TLanguage;
  if (!isGuid(params.id) || !ROOM_NUMBER.test(params.roomNumber ?? '')) throw redirect(paths.notFound(lang));
  await ensureEvent({ exhibitorId: params.id }, lang);
  return null;
}

/** The pre-join page: the meeting, the room's state, the camera check, the password; then into the room. */
export function MeetMiddlewarePage() {
  const { t } = useTranslation();
  const { lang, roomNumber } = useParams() as { lang: TLanguage; roomNumber: string };
  const invite = useSearchParams()[0].get('invite') ?? undefined;
  const accountId = useSessionUserId();
  // A refused join comes back with why, and the name the guest typed (the password is typed again).
  const back = useLocation().state as { refusal?: { code: number; message: string }; name?: string } | null;
  const refusal = back?.refusal ?? null;
  const info = useQuery(roomInfoOptions(roomNumber, invite, accountId));
  const bventId = useCurrentEventId();
  useDocumentTitle(t('room_prejoin_title'));

  let body: React.ReactNode;
  if (info.isPending) body = <PageFallback />;
  else if (info.isError) {
    const notFound = info.error instanceof ApiError && info.error.statusCode === 404;
    body = (
      <div data-testid="room-unavailable">
        <InlineState
          title={notFound ? t('room_not_found') : failureDescription(info.error, t('room_connecting'))}
          // A member who is not signed in learns nothing until they sign in; then the room is theirs to see.
          description={!accountId && !invite ? t('meetings_login_hint') : undefined}
          actionLabel={!accountId && !invite ? t('log_in') : undefined}
          onAction={() =>
            void startLogin({
              lang,
              bventId: bventId ?? '',
              returnUrl: window.location.pathname + window.location.search,
            })
          }
        />
      </div>
    );
  } else
    body = <PrejoinView info={info.data} lang={lang} invite={invite} refusal={refusal} name={back?.name} />;
  return (
    <div className="sf-page" data-testid="meet-middleware-page">
      <BrowseBar lang={lang} title={t('room_prejoin_title')} searchLink={false} />
      {body}
    </div>
  );
}

/** The room itself: no header, and no login needed (an invited guest joins by name). */
export function MeetingRoomPage() {
  const { lang, id, roomNumber } = useParams() as { lang: TLanguage; id: string; roomNumber: string };
  const invite = useSearchParams()[0].get('invite') ?? undefined;
  const entry = useLocation().state as RoomEntry | null;
  // Opened without the pre-join page (a reload, a shared link): the camera check and password come first.
  if (!entry?.choice) return <Navigate replace to={paths.meetMiddleware(lang, id, roomNumber, invite)} />;
  return <RoomInside lang={lang} exhibitorId={id} room={roomNumber} invite={invite} entry={entry} />;
}

function RoomInside(props: {
  lang: TLanguage;
  exhibitorId: string;
  room: string;
  invite?: string;
  entry: RoomEntry;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('room_title'));
  const { session, snapshot, mediaProblem } = useRoomSession(
    props.lang,
    props.room,
    { invite: props.invite, name: props.entry.name, password: props.entry.password },
    props.entry.choice,
    () => undefined,
  );
  // A refused join (wrong password, full, not open) goes back to the pre-join page, which says why.
  useEffect(() => {
    if (snapshot.phase === 'refused' && snapshot.refusal) {
      navigate(paths.meetMiddleware(props.lang, props.exhibitorId, props.room, props.invite), {
        replace: true,
        state: { refusal: snapshot.refusal, name: props.entry.name },
      });
    }
  }, [
    snapshot.phase,
    snapshot.refusal,
    navigate,
    props.lang,
    props.exhibitorId,
    props.room,
    props.invite,
    props.entry.name,
  ]);
  if (!session) return <PageFallback />;
  if (snapshot.phase === 'kicked' || snapshot.phase === 'closed' || snapshot.phase === 'left') {
    return (
      <RoomOutcome
        phase={snapshot.phase}
        lang={props.lang}
        exhibitorId={props.exhibitorId}
        room={props.room}
        invite={props.invite}
        host={snapshot.host}
        ticket={session.ticket}
      />
    );
  }
  return (
    <RoomView
      lang={props.lang}
      exhibitorId={props.exhibitorId}
      session={session}
      snapshot={snapshot}
      mediaProblem={mediaProblem}
    />
  );
}
