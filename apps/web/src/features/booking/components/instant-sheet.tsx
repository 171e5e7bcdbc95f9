import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { INSTANT_TOPIC_MAX, type TLanguage } from '@showfloor/contracts';
import { topicLength } from '@showfloor/domain';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { useInstantAsk } from '../hooks/use-instant-ask.ts';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';
import './booking.css';
import './instant.css';

/** Who is asked: the exhibitor whose page the buyer is on. */
export interface InstantTarget {
  bventId: string;
  exhibitorId: string;
  exhibitorOrgId: string;
  exhibitorName: string;
  /** The event's chat roles (its setting's chatRoleList), read when the buyer taps, for the chat gate. */
  loadChatRoles: () => Promise<readonly string[]>;
}

interface Props {
  target: InstantTarget;
  lang: TLanguage;
  open: boolean;
  onClose: () => void;
}

/**
 * The instant negotiation sheet: the topic, then the ring (a countdown and a cancel), then the answer. Accepted,
 * the buyer goes to the room's pre-join page; declined or unanswered, a scheduled meeting is offered instead.
 */
export default function InstantSheet({ target, lang, open, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { request, busy, error, ask, cancel, reset } = useInstantAsk(
    target.bventId,
    target.exhibitorId,
    lang,
  );
  const [topic, setTopic] = useState('');
  const secondsLeft = useSecondsLeft(request?.status === 'pending' ? request.expiresAt : undefined);
  const name = target.exhibitorName;
  const count = topicLength(topic);
  const over = count > INSTANT_TOPIC_MAX;

  const room = request?.status === 'accepted' ? request.roomNumber : null;
  useEffect(() => {
    if (room) void navigate(paths.meetMiddleware(lang, target.exhibitorId, room));
  }, [room, navigate, lang, target.exhibitorId]);

  // Closing the sheet while it rings withdraws the request: nobody should answer a buyer who has gone.
  const close = () => {
    if (request?.status === 'pending') void cancel();
    onClose();
  };

  return (
    <BottomSheet
      open={open}
      onClose={close}
      afterClose={reset}
      title={t('instant_title')}
      note={name}
      testId="instant-sheet"
    >
      {!request ? (
        <form
          className="sf-booking__form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!over && topic.trim()) void ask(topic);
          }}
        >
          <p className="sf-instant__intro">{t('instant_intro', { name })}</p>
          <div className="sf-booking__field">
            <label className="sf-booking__label" htmlFor={`${id}-topic`}>
              {t('instant_topic_label')}
              <span className="sf-booking__required" aria-hidden="true">
                *
              </span>
            </label>
            <textarea
              id={`${id}-topic`}
              className="sf-booking__textarea"
              rows={3}
              required
              aria-invalid={over}
              placeholder={t('instant_topic_placeholder')}
              value={topic}
              onChange={(e) => setTopic(e.target.value)}
              data-testid="instant-topic"
            />
            <span className={over ? 'sf-booking__count sf-booking__count--over' : 'sf-booking__count'}>
              {count}/{INSTANT_TOPIC_MAX}
            </span>
          </div>
          {error ? (
            <p className="sf-instant__error" role="alert" data-testid="instant-error">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            className="sf-button sf-button--primary sf-button--block"
            disabled={busy || over || !topic.trim()}
            data-testid="instant-call"
          >
            {t('instant_call')}
          </button>
        </form>
      ) : request.status === 'pending' ? (
        <div className="sf-instant__ring" role="status" data-testid="instant-ringing">
          <span className="sf-instant__pulse" aria-hidden="true" />
          <p className="sf-instant__line">{t('instant_ringing', { name })}</p>
          <p className="sf-instant__muted">{t('instant_seconds_left', { seconds: secondsLeft })}</p>
          <button
            type="button"
            className="sf-button sf-button--ghost sf-button--block"
            disabled={busy}
            onClick={() => void cancel()}
            data-testid="instant-cancel"
          >
            {t('instant_cancel')}
          </button>
        </div>
      ) : request.status === 'accepted' ? (
        <p className="sf-instant__line" role="status" data-testid="instant-accepted">
          {t('instant_accepted')}
        </p>
      ) : (
        <div className="sf-instant__ring" role="status" data-testid={`instant-${request.status}`}>
          <p className="sf-instant__line">{t(`instant_${request.status}`, { name })}</p>
          <Link
            className="sf-button sf-button--primary sf-button--block"
            to={paths.exhibitorTab(lang, target.exhibitorId, 'reserveChat')}
            preventScrollReset
            onClick={onClose}
            data-testid="instant-book-instead"
          >
            {t('instant_book_instead')}
          </Link>
          <button type="button" className="sf-button sf-button--ghost sf-button--block" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      )}
    </BottomSheet>
  );
}
