import { lazy, Suspense, useCallback } from 'react';
import type { TLanguage } from '@showfloor/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { withChunkTimeout } from '../../../lib/lazy-with-timeout.ts';
import { VideoCallIcon } from '../../../components/icons.tsx';
import { useChatEntry } from '../hooks/use-chat-entry.ts';
import type { InstantTarget } from './instant-sheet.tsx';

const InstantSheet = lazy(withChunkTimeout(() => import('./instant-sheet.tsx')));

/**
 * 'Talk now': the chat gate first (the booking's own entry: login, buyer role, permission, not one's own
 * organization), then the sheet that asks the exhibitor for an instant negotiation and waits for the answer.
 */
export function InstantAsk({ target, lang }: { target: InstantTarget | null; lang: TLanguage }) {
  const { t } = useTranslation();
  const enter = useCallback(async () => {
    if (!target) return false;
    const [{ prepareBooking }, chatRoles] = await Promise.all([
      import('../hooks/prepare-booking.ts'),
      target.loadChatRoles().catch(() => [] as readonly string[]),
      import('./instant-sheet.tsx'),
    ]);
    return (await prepareBooking(target.exhibitorOrgId, chatRoles)) === 'ok';
  }, [target]);
  const { open, mounted, start, close } = useChatEntry(enter);

  return (
    <>
      <button
        type="button"
        className="sf-button sf-button--ghost sf-button--block"
        disabled={!target}
        onClick={() => void start()}
        data-testid="instant-ask"
      >
        <VideoCallIcon />
        {t('instant_title')}
      </button>
      {mounted && target ? (
        <Suspense fallback={null}>
          <InstantSheet target={target} lang={lang} open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
