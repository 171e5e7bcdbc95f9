import type { QueryClient } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { useEventWatch } from '../../../lib/realtime/use-event-watch.ts';
import { fetchMessages, IM_KEY } from '../api/message-api.ts';
import { lastSeqOf, mergeMessages, type Thread } from '../lib/thread.ts';

export const threadKey = (conversationId: string) => [IM_KEY, 'thread', conversationId] as const;

/** The lists, the badge and the conversations' read marks are read again; the threads are merged into. */
function refreshViews(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: [IM_KEY, 'conversations'] });
  void client.invalidateQueries({ queryKey: [IM_KEY, 'conversation'] });
  void client.invalidateQueries({ queryKey: [IM_KEY, 'unread'] });
}

/**
 * Everything after the last message a thread holds, page by page: what arrived while the socket was away, in
 * order, each once (mergeMessages).
 */
export async function catchUp(client: QueryClient, bventId: string, conversationId: string): Promise<void> {
  for (;;) {
    const held = client.getQueryData<Thread>(threadKey(conversationId));
    if (!held) return;
    const after = lastSeqOf(held.messages);
    const page = await fetchMessages(bventId, conversationId, { after, limit: 50 });
    client.setQueryData<Thread>(threadKey(conversationId), (t) =>
      t ? { ...t, messages: mergeMessages(t.messages, page) } : t,
    );
    if (page.length < 50) return;
  }
}

/**
 * The page's instant messages over its one /ws socket (mounted once per signed-in page, never per component):
 * `im.watch` at every (re)open; each `im.message` merged into its thread if the page holds it; after a reconnect,
 * every thread held catches up by seq, and the lists and the badge are read again.
 */
export function useMessageStream(bventId: string | null, lang: TLanguage): void {
  useEventWatch(bventId, lang, 'im.watch', {
    onFrame: (frame, client) => {
      if (frame.type === 'im.message' && frame.bventId === bventId) {
        client.setQueryData<Thread>(threadKey(frame.message.conversationId), (t) =>
          t ? { ...t, messages: mergeMessages(t.messages, [frame.message]) } : t,
        );
        refreshViews(client);
      } else if (frame.type === 'im.read' && frame.bventId === bventId) {
        refreshViews(client);
      }
    },
    onReconnect: (client) => {
      if (!bventId) return;
      for (const q of client.getQueryCache().findAll({ queryKey: [IM_KEY, 'thread'] }))
        void catchUp(client, bventId, String(q.queryKey[2])).catch(() => undefined);
      refreshViews(client);
    },
  });
}
