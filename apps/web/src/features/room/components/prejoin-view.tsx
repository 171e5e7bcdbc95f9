import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ErrorCode,
  ROOM_NAME_MAX,
  ROOM_PASSWORD_MAX,
  type TLanguage,
  type TRoomInfo,
} from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { viewerTimeZone } from '../../../lib/time-zone.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { meetingTimeLine } from '../../../lib/time-range.ts';
import { usePreview } from '../hooks/use-preview.ts';
import { instantInZone } from '../hooks/room-time.ts';
import type { MediaChoice } from '../../../lib/local-media.ts';
import { RoomControl } from './room-control.tsx';
import { CameraIcon, CameraOffIcon, MicIcon, MicOffIcon } from './room-icons.tsx';
import { VideoTile } from './video-tile.tsx';

/** What the room page is handed by the pre-join page (history state: never in the address). */
export interface RoomEntry {
  choice: MediaChoice;
  name?: string;
  password?: string;
}

interface Props {
  info: TRoomInfo;
  lang: TLanguage;
  invite?: string;
  /** A refusal the room answered when this participant tried to join (wrong password...). */
  refusal?: { code: number; message: string } | null;
  /** The guest's name as typed before a refused join. */
  name?: string;
}

const PROBLEM_KEY = {
  denied: 'room_camera_denied',
  'no-device': 'room_no_device',
  busy: 'room_device_busy',
  unsupported: 'room_no_device',
  'camera-denied': 'room_camera_only_denied',
  'no-camera': 'room_no_camera',
  'camera-busy': 'room_camera_busy',
} as const;

/**
 * The pre-join page's body: the meeting (topic, time in the viewer's zone, the two sides), the room's state,
 * a preview of camera and microphone with their switches and devices, the guest's name and the password when
 * the room asks for them, and the ways in: with camera and microphone, voice only, or listening only.
 */
export function PrejoinView({ info, lang, invite, refusal, name: typedName }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const preview = usePreview();
  const [name, setName] = useState(typedName ?? '');
  const [password, setPassword] = useState('');
  const zone = viewerTimeZone();
  const time = meetingTimeLine(info.startTime, info.endTime, zone);
  const open = info.state === 'open';

  const enter = (choice: MediaChoice) => {
    preview.release();
    const entry: RoomEntry = {
      choice,
      name: info.guest ? name.trim() : undefined,
      password: info.needsPassword ? password : undefined,
    };
    navigate(paths.meetingRoom(lang, info.exhibitorId, info.roomNumber, invite), { state: entry });
  };
  const nameMissing = info.guest && !name.trim();
  const passwordMissing = info.needsPassword && !password;

  return (
    <div className="sf-room-pre" data-testid="room-prejoin" data-state={info.state}>
      <section className="sf-card sf-room-pre__meeting">
        <p className="sf-room-pre__number">{t('room_number_label', { number: info.roomNumber })}</p>
        <h1 className="sf-room-pre__topic" data-testid="room-topic">
          {info.topic}
        </h1>
        <dl className="sf-room-pre__facts">
          <dt>{t('room_time')}</dt>
          <dd data-testid="room-time">
            {time ? `${time.range} ${time.zone}` : `${info.startTime} - ${info.endTime}`}
          </dd>
          <dt>{t('room_participants')}</dt>
          <dd>
            {info.participants.map((p) => (
              <span key={p.side} className="sf-room-pre__party">
                {p.name}{' '}
                <small>{t(p.side === 'visitor' ? 'room_side_visitor' : 'room_side_exhibitor')}</small>
              </span>
            ))}
          </dd>
        </dl>
      </section>

      {!open ? (
        <p className="sf-card sf-room-pre__state" role="status" data-testid="room-state-message">
          {info.state === 'upcoming'
            ? t('room_opens_at', { time: instantInZone(info.opensAt, zone) })
            : info.state === 'closed'
              ? t('room_closed_by_host')
              : t('room_ended_at', { time: instantInZone(info.closesAt, zone) })}
        </p>
      ) : (
        <>
          <section className="sf-room-pre__preview">
            <VideoTile
              stream={preview.stream}
              name={info.guest ? name || t('room_guest') : t('room_you')}
              self
              videoOn={preview.choice.video && Boolean(preview.stream?.getVideoTracks().length)}
              audioOn={preview.choice.audio}
              large
              testId="room-preview"
              mutedLabel={t('room_muted')}
            />
            <div className="sf-room-pre__switches">
              <RoomControl
                label={t(preview.choice.audio ? 'room_mute' : 'room_unmute')}
                pressed={!preview.choice.audio}
                testId="prejoin-mic"
                onClick={() => preview.setChoice({ audio: !preview.choice.audio })}
              >
                {preview.choice.audio ? <MicIcon /> : <MicOffIcon />}
              </RoomControl>
              <RoomControl
                label={t(preview.choice.video ? 'room_camera_stop' : 'room_camera_start')}
                pressed={!preview.choice.video}
                testId="prejoin-camera"
                onClick={() => preview.setChoice({ video: !preview.choice.video })}
              >
                {preview.choice.video ? <CameraIcon /> : <CameraOffIcon />}
              </RoomControl>
            </div>
            {preview.problem ? (
              <p
                className="sf-room-pre__problem"
                role="alert"
                data-testid="media-problem"
                data-problem={preview.problem}
              >
                {t(PROBLEM_KEY[preview.problem])}
              </p>
            ) : null}
            <DeviceSelect
              label={t('room_camera')}
              devices={preview.cameras}
              value={preview.choice.videoDeviceId}
              onChange={(id) => preview.setChoice({ videoDeviceId: id })}
            />
            <DeviceSelect
              label={t('room_microphone')}
              devices={preview.microphones}
              value={preview.choice.audioDeviceId}
              onChange={(id) => preview.setChoice({ audioDeviceId: id })}
            />
          </section>

          <form
            className="sf-room-pre__form"
            onSubmit={(e) => {
              e.preventDefault();
              if (!nameMissing && !passwordMissing)
                enter(preview.problem ? { audio: false, video: false } : preview.choice);
            }}
          >
            {info.guest ? (
              <label className="sf-room-field">
                <span>{t('room_your_name')}</span>
                <input
                  value={name}
                  maxLength={ROOM_NAME_MAX}
                  autoComplete="name"
                  placeholder={t('room_your_name_placeholder')}
                  data-testid="room-name"
                  onChange={(e) => setName(e.target.value)}
                />
              </label>
            ) : null}
            {info.needsPassword ? (
              <label className="sf-room-field">
                <span>{t('room_password')}</span>
                <input
                  type="password"
                  value={password}
                  maxLength={ROOM_PASSWORD_MAX}
                  autoComplete="off"
                  placeholder={t('room_password_placeholder')}
                  data-testid="room-password"
                  onChange={(e) => setPassword(e.target.value)}
                />
              </label>
            ) : null}
            {refusal ? (
              <p
                className="sf-room-pre__problem"
                role="alert"
                data-testid="room-refusal"
                data-code={refusal.code}
              >
                {refusal.code === ErrorCode.RoomPasswordWrong ? t('room_password_wrong') : refusal.message}
              </p>
            ) : null}
            {preview.problem ? (
              <div className="sf-room-pre__ways">
                {preview.problem === 'no-device' ? null : (
                  <button
                    type="button"
                    className="sf-button sf-button--primary"
                    data-testid="join-voice-only"
                    disabled={nameMissing || passwordMissing}
                    onClick={() => enter({ audio: true, video: false })}
                  >
                    {t('room_join_voice_only')}
                  </button>
                )}
                <button
                  type="submit"
                  className="sf-button"
                  data-testid="join-listen-only"
                  disabled={nameMissing || passwordMissing}
                >
                  {t('room_join_listen_only')}
                </button>
              </div>
            ) : (
              <button
                type="submit"
                className="sf-button sf-button--primary sf-room-pre__join"
                data-testid="room-join"
                disabled={nameMissing || passwordMissing || !preview.stream}
              >
                {t('room_join')}
              </button>
            )}
          </form>
        </>
      )}
    </div>
  );
}

function DeviceSelect(props: {
  label: string;
  devices: MediaDeviceInfo[];
  value?: string;
  onChange(id: string): void;
}) {
  if (props.devices.length < 2) return null;
  return (
    <label className="sf-room-field sf-room-field--inline">
      <span>{props.label}</span>
      <select
        value={props.value ?? props.devices[0]?.deviceId}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.devices.map((d, i) => (
          <option key={d.deviceId} value={d.deviceId}>
            {d.label || `${props.label} ${i + 1}`}
          </option>
        ))}
      </select>
    </label>
  );
}
