import { useEffect, useState } from 'react';
import type { TLanguage } from '@showfloor/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { canShareScreen, type MediaProblem } from '../../../lib/local-media.ts';
import type { RoomSession, RoomSnapshot } from '../lib/room-session.ts';
import { RoomChat } from './room-chat.tsx';
import {
  CameraIcon,
  CameraOffIcon,
  ChatIcon,
  GridIcon,
  LeaveIcon,
  MicIcon,
  MicOffIcon,
  PeopleIcon,
  ScreenIcon,
  SwitchCameraIcon,
} from './room-icons.tsx';
import { RoomControl as Control } from './room-control.tsx';
import { RoomPeople } from './room-people.tsx';
import { VideoTile } from './video-tile.tsx';

interface Props {
  lang: TLanguage;
  exhibitorId: string;
  session: RoomSession;
  snapshot: RoomSnapshot;
  mediaProblem: MediaProblem | null;
}

type Sheet = 'chat' | 'people' | null;

/**
 * Inside the room: every participant's picture (a grid, or the speaker large with the others in a strip), the
 * controls along the bottom, and the chat and people sheets. No header: the meeting has the whole screen.
 */
export function RoomView({ lang, exhibitorId, session, snapshot: s, mediaProblem }: Props) {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState<Sheet>(null);
  const [speaker, setSpeaker] = useState(false);
  const [seenMessages, setSeenMessages] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const others = s.seats.filter((x) => x.seat !== s.seat);
  const me = s.seats.find((x) => x.seat === s.seat);
  const unread = sheet === 'chat' ? 0 : s.messages.length - seenMessages;
  const say = (text: string) => {
    setNotice(text);
    setTimeout(() => setNotice((n) => (n === text ? null : n)), 4000);
  };
  useEffect(() => {
    session.onNotice = (n) =>
      say(t(n.kind === 'joined' ? 'room_peer_joined' : 'room_peer_left', { name: n.name }));
  }, [session, t]);

  const selfTile = (
    <VideoTile
      key="self"
      stream={s.local.stream}
      name={me?.name ? `${me.name} (${t('room_you')})` : t('room_you')}
      self
      videoOn={s.local.video || s.local.sharing}
      audioOn={s.local.audio}
      badge={s.host ? t('room_host') : undefined}
      testId="room-tile-self"
      mutedLabel={t('room_muted')}
    />
  );
  // The others first (in speaker view the first is large); one's own picture last, or, with one other
  // person, small in a corner over theirs, as phones show a call.
  const tiles = [
    ...others.map((o, i) => (
      <VideoTile
        key={o.seat}
        stream={s.streams[o.seat] ?? null}
        name={o.name}
        videoOn={o.video}
        audioOn={o.audio}
        badge={o.host ? t('room_host') : undefined}
        note={
          o.reconnecting
            ? t('room_reconnecting')
            : s.linking[o.seat] !== false
              ? t('room_connecting')
              : undefined
        }
        large={speaker && i === 0}
        testId="room-tile-remote"
        mutedLabel={t('room_muted')}
      />
    )),
    selfTile,
  ];

  return (
    <div className={`sf-room${speaker ? ' sf-room--speaker' : ''}`} data-testid="room" data-phase={s.phase}>
      <div
        className={`sf-room__stage sf-room__stage--n${Math.min(tiles.length, 4)}`}
        data-testid="room-stage"
      >
        {tiles}
      </div>
      {others.length === 0 ? (
        <p className="sf-room__waiting" role="status" data-testid="room-waiting">
          {t('room_waiting_others')}
        </p>
      ) : null}
      {s.phase === 'reconnecting' || s.phase === 'joining' ? (
        <p className="sf-room__banner" role="status" data-testid="room-connecting">
          {t(s.phase === 'joining' ? 'room_connecting' : 'room_reconnecting')}
        </p>
      ) : null}
      {mediaProblem ? (
        <p className="sf-room__banner sf-room__banner--warn" role="alert">
          {t(
            mediaProblem === 'denied'
              ? 'room_camera_denied'
              : mediaProblem === 'busy'
                ? 'room_device_busy'
                : 'room_no_device',
          )}
        </p>
      ) : null}
      {notice ? (
        <p className="sf-room__banner" role="status">
          {notice}
        </p>
      ) : null}

      <nav className="sf-room__controls" aria-label={t('room_title')}>
        <Control
          label={t(s.local.audio ? 'room_mute' : 'room_unmute')}
          pressed={!s.local.audio}
          testId="room-mic"
          disabled={s.local.stream.getAudioTracks().length === 0}
          onClick={() => session.setAudio(!s.local.audio)}
        >
          {s.local.audio ? <MicIcon /> : <MicOffIcon />}
        </Control>
        <Control
          label={t(s.local.video ? 'room_camera_stop' : 'room_camera_start')}
          pressed={!s.local.video}
          testId="room-camera"
          onClick={() => void session.setVideo(!s.local.video).catch(() => say(t('room_camera_denied')))}
        >
          {s.local.video ? <CameraIcon /> : <CameraOffIcon />}
        </Control>
        <Control
          label={t('room_switch_camera')}
          testId="room-switch-camera"
          disabled={!s.local.video}
          onClick={() => void session.switchCamera().catch(() => say(t('room_no_device')))}
        >
          <SwitchCameraIcon />
        </Control>
        <Control
          label={t(s.local.sharing ? 'room_stop_share' : 'room_share_screen')}
          pressed={s.local.sharing}
          testId="room-share"
          onClick={() => {
            // Most phone browsers have no screen sharing: the button says so instead of failing.
            if (!canShareScreen()) say(t('room_share_unsupported'));
            else if (s.local.sharing) void session.stopShare();
            else void session.shareScreen().catch(() => undefined);
          }}
        >
          <ScreenIcon />
        </Control>
        <Control
          label={t(speaker ? 'room_view_grid' : 'room_view_speaker')}
          pressed={speaker}
          testId="room-layout"
          onClick={() => setSpeaker((v) => !v)}
        >
          <GridIcon />
        </Control>
        <Control
          label={t('room_chat')}
          pressed={sheet === 'chat'}
          testId="room-chat-open"
          badge={unread > 0 ? unread : undefined}
          onClick={() => {
            setSheet(sheet === 'chat' ? null : 'chat');
            setSeenMessages(s.messages.length);
          }}
        >
          <ChatIcon />
        </Control>
        <Control
          label={t('room_people')}
          pressed={sheet === 'people'}
          testId="room-people-open"
          badge={s.seats.length}
          onClick={() => setSheet(sheet === 'people' ? null : 'people')}
        >
          <PeopleIcon />
        </Control>
        <Control label={t('room_leave')} testId="room-leave" danger onClick={() => void session.leave()}>
          <LeaveIcon />
        </Control>
      </nav>

      {sheet ? (
        <section
          className="sf-room__sheet"
          aria-label={t(sheet === 'chat' ? 'room_chat' : 'room_people')}
          data-testid={`room-sheet-${sheet}`}
        >
          <header className="sf-room__sheet-head">
            <h2>{t(sheet === 'chat' ? 'room_chat' : 'room_people')}</h2>
            <button
              type="button"
              className="sf-icon-button"
              aria-label={t('room_close_sheet')}
              data-testid="room-sheet-close"
              onClick={() => {
                if (sheet === 'chat') setSeenMessages(s.messages.length);
                setSheet(null);
              }}
            >
              ×
            </button>
          </header>
          {sheet === 'chat' ? (
            <RoomChat messages={s.messages} mySeat={s.seat} send={(text) => session.sendChat(text)} />
          ) : (
            <RoomPeople
              lang={lang}
              exhibitorId={exhibitorId}
              room={session.room}
              seats={s.seats}
              mySeat={s.seat}
              host={s.host}
              kick={(seat) => session.kick(seat)}
              closeRoom={() => session.closeRoom()}
            />
          )}
        </section>
      ) : null}
    </div>
  );
}
