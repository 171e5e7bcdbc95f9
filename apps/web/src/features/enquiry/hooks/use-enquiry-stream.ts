import type { QueryClient } from '@tanstack/react-query';
import type { TLanguage, TServerFrame } from '@showfloor/contracts';
import { TOAST_MS } from '../../../lib/api-client.ts';
import { getI18n } from '../../../lib/language.ts';
import { useEventWatch } from '../../../lib/realtime/use-event-watch.ts';
import { showToast } from '../../../lib/toast.ts';
import { ENQUIRY_KEY } from '../api/enquiry-api.ts';

type EnquiryFrame = Extract<TServerFrame, { type: 'enquiry.updated' }>;

/** The lists a change shows in: the buyer's own enquiries, or the inbox (every state tab) of the exhibitor's team. */
function refreshLists(client: QueryClient, audience: EnquiryFrame['audience'] | 'both'): void {
  if (audience !== 'exhibitor') void client.invalidateQueries({ queryKey: [ENQUIRY_KEY, 'mine'] });
  if (audience !== 'buyer') void client.invalidateQueries({ queryKey: [ENQUIRY_KEY, 'inbox'] });
}

/**
 * The page's product enquiries over its one /ws socket (mounted once per signed-in page): `enquiry.watch` at
 * every (re)open; each `enquiry.updated` reads the lists that show it again (the frame is news only, the lists
 * come in the page's language), and the buyer is told of a reply wherever they are. After a reconnect, the lists
 * are read again: what changed meanwhile was not replayed.
 */
export function useEnquiryStream(bventId: string | null, lang: TLanguage): void {
  useEventWatch(bventId, lang, 'enquiry.watch', {
    onFrame: (frame, client) => {
      if (frame.type !== 'enquiry.updated' || frame.bventId !== bventId) return;
      refreshLists(client, frame.audience);
      if (frame.audience === 'buyer' && frame.state === 'replied')
        showToast(getI18n().t('enquiry_reply_arrived'), TOAST_MS);
    },
    onReconnect: (client) => refreshLists(client, 'both'),
  });
}
