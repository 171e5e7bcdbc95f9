import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TImContent, TImMessage } from '@showfloor/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchMessages, IM_KEY, sendInto } from '../api/message-api.ts';
import { gapsIn, lastSeqOf, mergeMessages, type Thread } from '../lib/thread.ts';
import { newClientId } from '../../../lib/client-id.ts';
import { threadKey } from './use-message-stream.ts';

const PAGE = 30;

/** A message on its way: shown at once, then replaced by what was stored, or marked failed with a retry. */
export interface Outgoing {
  clientId: string;
  content: TImContent;
  /** What the bubble shows meanwhile (the text, or the photo picked). */
  preview: { text?: string; imageUrl?: string };
  state: 'sending' | 'failed';
  error?: string;
  /** The business code of a refusal (an incomplete card asks for the card editor). */
  code?: number | null;
}

/**
 * One conversation's messages: the latest page first, older ones on demand; a thread the page already holds
 * (merged into by the socket) is caught up by seq when the page opens it again, and a gap between two seqs is
 * filled. Sends go out optimistically; a retry reuses the client id, so it is stored once.
 */
export function useThread(bventId: string, conversationId: string) {
  const client = useQueryClient();
  const key = threadKey(conversationId);
  const thread = useQuery({
    queryKey: key,
    refetchOnMount: 'always',
    staleTime: Infinity,
    queryFn: async ({ signal }): Promise<Thread> => {
      const held = client.getQueryData<Thread>(key);
      if (held) {
        const newer = await fetchMessages(
          bventId,
          conversationId,
          { after: lastSeqOf(held.messages), limit: 50 },
          signal,
        );
        return { ...held, messages: mergeMessages(held.messages, newer) };
      }
      const latest = await fetchMessages(bventId, conversationId, { limit: PAGE }, signal);
      return { messages: latest, hasOlder: (latest[0]?.seq ?? 1) > 1 };
    },
  });
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);

  const merge = useCallback(
    (incoming: TImMessage[], older?: boolean) =>
      client.setQueryData<Thread>(key, (t) =>
        t
          ? {
              messages: mergeMessages(t.messages, incoming),
              hasOlder: older ? (incoming[0]?.seq ?? 1) > 1 : t.hasOlder,
            }
          : t,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key is derived from conversationId
    [client, conversationId],
  );

  // A frame lost between two that arrived leaves a gap: read it by seq, once for each gap (a gap the gateway
  // cannot fill is not asked for again and again).
  const messages = thread.data?.messages;
  const asked = useRef(new Set<number>());
  useEffect(() => {
    if (!messages) return;
    const gap = gapsIn(messages)[0];
    if (gap === undefined || asked.current.has(gap)) return;
    asked.current.add(gap);
    void fetchMessages(bventId, conversationId, { after: gap - 1, limit: 50 }).then(merge, () => undefined);
  }, [messages, bventId, conversationId, merge]);

  const loadOlder = useCallback(async () => {
    const first = thread.data?.messages[0]?.seq;
    if (!first || first <= 1) return;
    merge(await fetchMessages(bventId, conversationId, { before: first, limit: PAGE }), true);
  }, [thread.data, bventId, conversationId, merge]);

  const send = useCallback(
    async (content: TImContent, preview: Outgoing['preview'], clientId = newClientId()) => {
      setOutgoing((list) => [
        ...list.filter((o) => o.clientId !== clientId),
        { clientId, content, preview, state: 'sending' },
      ]);
      try {
        const stored = await sendInto(bventId, conversationId, clientId, content);
        merge([stored]);
        setOutgoing((list) => list.filter((o) => o.clientId !== clientId));
        void client.invalidateQueries({ queryKey: [IM_KEY, 'conversations'] });
      } catch (e) {
        const error = e instanceof Error ? e.message : String(e);
        const code = e instanceof ApiError ? e.businessCode : null;
        setOutgoing((list) =>
          list.map((o) => (o.clientId === clientId ? { ...o, state: 'failed', error, code } : o)),
        );
      }
    },
    [bventId, conversationId, merge, client],
  );

  const retry = useCallback((o: Outgoing) => send(o.content, o.preview, o.clientId), [send]);
  const drop = useCallback(
    (o: Outgoing) => setOutgoing((list) => list.filter((x) => x.clientId !== o.clientId)),
    [],
  );

  return { thread, outgoing, send, retry, drop, loadOlder };
}
