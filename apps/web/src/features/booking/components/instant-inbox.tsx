import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TInstantRequest, TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { VideoCallIcon } from '../../../components/icons.tsx';
import { answerInstant } from '../api/instant-meeting.ts';
import { useInstantUpdates } from '../hooks/use-instant-updates.ts';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';
import './instant.css';

/**
 * The exhibitor side of instant negotiation, on every page of a signed-in member of an exhibiting
 * organization: a request rings as a card over the page (the oldest first), accepted it opens the room's
 * pre-join page. Requests answered elsewhere (another member, the buyer cancelling, the time running out) leave
 * at once, told over /ws.
 */
export default function InstantInbox({ lang }: { lang: TLanguage }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { bventId, roles } = useSession();
  const orgs = useMemo(
    () =>
      new Set(
        (roles?.orgRoles ?? [])
          .filter((o) => o.roles.some((r) => r.registerType === 'Exhibition' && !r.isForbidden))
          .map((o) => o.orgId),
      ),
    [roles],
  );
  const [ringing, setRinging] = useState<TInstantRequest[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const heard = useCallback(
    (r: TInstantRequest) => {
      if (!orgs.has(r.receiveOrgId)) return;
      setRinging((list) => {
        const rest = list.filter((x) => x.id !== r.id);
        return r.status === 'pending'
          ? [...rest, r].sort((a, b) => a.createdAt.localeCompare(b.createdAt))
          : rest;
      });
    },
    [orgs],
  );
  // After a reconnect the server sends what still rings; whatever is not sent again has ended meanwhile.
  const reopened = useCallback(() => setRinging([]), []);
  useInstantUpdates(orgs.size > 0 ? bventId : null, lang, heard, reopened);

  const current = ringing[0];
  const secondsLeft = useSecondsLeft(current?.expiresAt);
  if (!current || !bventId) return null;

  const answer = async (accept: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const r = await answerInstant(bventId, current.id, accept);
      heard(r);
      if (accept && r.roomNumber) void navigate(paths.meetMiddleware(lang, r.exhibitorId, r.roomNumber));
    } catch (e) {
      // Answered by someone else, cancelled, or over: the card goes and the reason shows on the next one.
      setRinging((list) => list.filter((x) => x.id !== current.id));
      setError(e instanceof ApiError ? e.message : null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className="sf-instant-incoming"
      role="alertdialog"
      aria-labelledby="sf-instant-incoming-title"
      data-testid="instant-incoming"
    >
      <p id="sf-instant-incoming-title" className="sf-instant-incoming__title">
        <VideoCallIcon width={16} height={16} /> {t('instant_incoming')}
      </p>
      <p className="sf-instant-incoming__who">{t('instant_incoming_from', { name: current.buyerName })}</p>
      <p className="sf-instant-incoming__topic">{current.topic}</p>
      <p className="sf-instant__muted" data-testid="instant-incoming-left">
        {t('instant_seconds_left', { seconds: secondsLeft })}
      </p>
      {ringing.length > 1 ? (
        <p className="sf-instant__muted">{t('instant_incoming_more', { n: ringing.length - 1 })}</p>
      ) : null}
      {error ? (
        <p className="sf-instant__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="sf-instant-incoming__actions">
        <button
          type="button"
          className="sf-button sf-button--ghost"
          disabled={busy}
          onClick={() => void answer(false)}
          data-testid="instant-decline"
        >
          {t('instant_decline')}
        </button>
        <button
          type="button"
          className="sf-button sf-button--primary"
          disabled={busy}
          onClick={() => void answer(true)}
          data-testid="instant-accept"
        >
          {t('instant_accept')}
        </button>
      </div>
    </section>
  );
}
