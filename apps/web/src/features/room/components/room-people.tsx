import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { ROOM_PASSWORD_MAX, ROOM_PASSWORD_MIN, type TLanguage, type TRoomSeat } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { TOAST_MS } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { newInvitation, savePassword } from '../api/room-queries.ts';

interface Props {
  lang: TLanguage;
  exhibitorId: string;
  room: string;
  seats: TRoomSeat[];
  mySeat: string | null;
  host: boolean;
  kick(seat: string): Promise<void>;
  closeRoom(): void;
}

/**
 * Who is in the room; for its host also the invitation (a link and its QR code), the password, removing someone
 * and ending the meeting for everyone. Every host action asks first.
 */
export function RoomPeople({ lang, exhibitorId, room, seats, mySeat, host, kick, closeRoom }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<{ seat: string; name: string } | 'close' | null>(null);
  return (
    <div className="sf-room-people" data-testid="room-people">
      <ul className="sf-room-people__list">
        {seats.map((s) => (
          <li key={s.seat} className="sf-room-people__row" data-testid="room-person" data-seat={s.seat}>
            <span className="sf-room-people__name">
              {s.seat === mySeat ? `${s.name} (${t('room_you')})` : s.name}
              {s.host ? <small className="sf-room-tile__badge">{t('room_host')}</small> : null}
              {s.reconnecting ? (
                <small className="sf-room-people__note">{t('room_reconnecting')}</small>
              ) : null}
            </span>
            {host && s.seat !== mySeat ? (
              <button
                type="button"
                className="sf-button sf-button--small"
                data-testid="room-kick"
                onClick={() => setConfirming({ seat: s.seat, name: s.name })}
              >
                {t('room_kick')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {confirming ? (
        <div className="sf-room-confirm" role="alertdialog" aria-modal="false" data-testid="room-confirm">
          <p>
            {confirming === 'close'
              ? t('room_close_question')
              : t('room_kick_question', { name: confirming.name })}
          </p>
          <div className="sf-room-confirm__buttons">
            <button type="button" className="sf-button" onClick={() => setConfirming(null)}>
              {t('room_cancel')}
            </button>
            <button
              type="button"
              className="sf-button sf-button--danger"
              data-testid="room-confirm-yes"
              onClick={() => {
                const what = confirming;
                setConfirming(null);
                if (what === 'close') closeRoom();
                else void kick(what.seat).catch((e: Error) => showToast(e.message, TOAST_MS));
              }}
            >
              {confirming === 'close' ? t('room_close_room') : t('room_kick')}
            </button>
          </div>
        </div>
      ) : null}
      {host ? (
        <>
          <Invitation lang={lang} exhibitorId={exhibitorId} room={room} />
          <PasswordForm room={room} />
          <button
            type="button"
            className="sf-button sf-button--danger sf-room-people__end"
            data-testid="room-close"
            onClick={() => setConfirming('close')}
          >
            {t('room_close_room')}
          </button>
        </>
      ) : null}
    </div>
  );
}

function Invitation({ lang, exhibitorId, room }: { lang: TLanguage; exhibitorId: string; room: string }) {
  const { t } = useTranslation();
  const [link, setLink] = useState<string | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    if (!link) return;
    void QRCode.toDataURL(link, { width: 280, margin: 1, errorCorrectionLevel: 'M' }).then(setQr);
  }, [link]);
  return (
    <section className="sf-room-people__invite" aria-label={t('room_invite_title')}>
      <h2>{t('room_invite_title')}</h2>
      {link ? (
        <>
          <p className="sf-room-people__hint">{t('room_invite_hint')}</p>
          {qr ? <img src={qr} alt={link} width={180} height={180} data-testid="room-invite-qr" /> : null}
          <input readOnly value={link} data-testid="room-invite-link" onFocus={(e) => e.target.select()} />
        </>
      ) : null}
      <div className="sf-room-people__invite-buttons">
        {link ? (
          <button
            type="button"
            className="sf-button"
            onClick={() =>
              void navigator.clipboard?.writeText(link).then(() => showToast(t('room_link_copied'), TOAST_MS))
            }
          >
            {t('room_copy_link')}
          </button>
        ) : null}
        {/* Each link is its own invitation: removing someone revokes theirs, never the others'. */}
        <button
          type="button"
          className={`sf-button${link ? '' : ' sf-button--primary'}`}
          data-testid="room-invite"
          onClick={() =>
            void newInvitation(room).then((invite) =>
              setLink(
                new URL(paths.meetMiddleware(lang, exhibitorId, room, invite), window.location.origin).href,
              ),
            )
          }
        >
          {t(link ? 'room_new_link' : 'room_invite')}
        </button>
      </div>
    </section>
  );
}

function PasswordForm({ room }: { room: string }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const valid = password.length >= ROOM_PASSWORD_MIN && password.length <= ROOM_PASSWORD_MAX;
  return (
    <form
      className="sf-room-people__password"
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        void savePassword(room, password).then(() => {
          setPassword('');
          showToast(t('room_password_saved'), TOAST_MS);
        });
      }}
    >
      <label className="sf-room-field">
        <span>{t('room_set_password')}</span>
        <input
          value={password}
          maxLength={ROOM_PASSWORD_MAX}
          autoComplete="new-password"
          data-testid="room-password-new"
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <div className="sf-room-confirm__buttons">
        <button
          type="button"
          className="sf-button"
          onClick={() =>
            void savePassword(room, null).then(() => showToast(t('room_password_removed'), TOAST_MS))
          }
        >
          {t('room_remove_password')}
        </button>
        <button
          type="submit"
          className="sf-button sf-button--primary"
          disabled={!valid}
          data-testid="room-password-save"
        >
          {t('room_save')}
        </button>
      </div>
    </form>
  );
}
