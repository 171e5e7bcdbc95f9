import { useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { TLanguage, TServerFrame } from '@showfloor/contracts';
import { TOAST_MS } from '../../../lib/api-client.ts';
import { getI18n } from '../../../lib/language.ts';
import { useEventWatch } from '../../../lib/realtime/use-event-watch.ts';
import { showToast } from '../../../lib/toast.ts';
import { DEMAND_KEY } from '../api/demand-api.ts';

type DemandFrame = Extract<TServerFrame, { type: 'demand.updated' }>;

/** What the buyer is told, wherever they are: a new reply, or the organizer's decision. */
function newsKey(frame: DemandFrame, before: number): string | null {
  if (frame.replyCount > before) return 'demand_reply_arrived';
  if (frame.state === 'published' && frame.replyCount === 0) return 'demand_approved_news';
  if (frame.state === 'rejected') return 'demand_rejected_news';
  return null;
}

/** The demand's page and the buyer's list (the hall too: a demand published or answered shows there). */
const refresh = (client: QueryClient) => void client.invalidateQueries({ queryKey: [DEMAND_KEY] });

/**
 * The buyer's demands over the page's one /ws socket (mounted once per signed-in page): `demand.watch` at every
 * (re)open; each `demand.updated` reads the pages that show demands again and tells the buyer what happened.
 * After a reconnect they are read again: what changed meanwhile was not replayed.
 */
export function useDemandStream(bventId: string | null, lang: TLanguage): void {
  // The reply count last heard of each demand: a frame with more is a new reply, not the decision again.
  const counts = useRef(new Map<string, number>());
  useEventWatch(bventId, lang, 'demand.watch', {
    onFrame: (frame, client) => {
      if (frame.type !== 'demand.updated' || frame.bventId !== bventId) return;
      const key = newsKey(frame, counts.current.get(frame.id) ?? 0);
      counts.current.set(frame.id, frame.replyCount);
      refresh(client);
      if (key) showToast(getI18n().t(key), TOAST_MS);
    },
    onReconnect: refresh,
  });
}
