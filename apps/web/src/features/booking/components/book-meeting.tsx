import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { withChunkTimeout } from '../../../lib/lazy-with-timeout.ts';
import { CalendarIcon } from '../../../components/icons.tsx';
import { useChatEntry } from '../hooks/use-chat-entry.ts';
import type { BookingTarget } from './booking-dialog.tsx';
import './book-meeting.css';

const BookingDialog = lazy(withChunkTimeout(() => import('./booking-dialog.tsx')));

interface Props {
  /** null while the page's data (the exhibitor's organization) is still loading: the button waits. */
  target: BookingTarget | null;
  lang: TLanguage;
  /** Open at once (the reserveChat route) instead of showing a button. */
  auto?: boolean;
  /** The dialog has closed, or the gate refused to open it. */
  onClosed?: () => void;
  className?: string;
}

/**
 * 'Book a meeting': the chat gate first (its dialogs), then the booking dialog, which with its antd-mobile
 * parts is a chunk of its own, loaded on the first tap.
 */
export function BookMeeting({ target, lang, auto = false, onClosed, className }: Props) {
  const { t } = useTranslation();
  const enter = useCallback(async () => {
    if (!target) return false;
    const [{ prepareBooking }] = await Promise.all([
      import('../hooks/prepare-booking.ts'),
      import('./booking-dialog.tsx'),
    ]);
    return (await prepareBooking(target.exhibitorOrgId, target.chatRoles)) === 'ok';
  }, [target]);
  const { open, mounted, start, close } = useChatEntry(enter, onClosed);

  const autoStarted = useRef(false);
  useEffect(() => {
    if (auto && target && !autoStarted.current) {
      autoStarted.current = true;
      void start();
    }
  }, [auto, target, start]);

  return (
    <>
      {auto ? null : (
        <button
          type="button"
          className={`sf-button sf-button--primary sf-book-meeting ${className ?? ''}`}
          disabled={!target}
          onClick={() => void start()}
          data-testid="book-meeting"
        >
          <CalendarIcon />
          {t('booking_title')}
        </button>
      )}
      {mounted && target ? (
        <Suspense fallback={null}>
          <BookingDialog target={target} open={open} lang={lang} onClose={close} onClosed={onClosed} />
        </Suspense>
      ) : null}
    </>
  );
}
