import { useCallback, useEffect, useState } from 'react';
import type { TLanguage, TLiveChatEnter, TLiveChatMessage } from '@showfloor/contracts';
import { acquireRealtime } from '../../../lib/realtime/realtime-socket.ts';
import { enterRoom, openRooms } from '../api/live-chat-api.ts';

/** Adds messages by id, each once, in order; drops the removed. */
function merge(list: TLiveChatMessage[], incoming: TLiveChatMessage[]): TLiveChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * An exhibitor's chat room, live: its room (made on first asking), the latest messages, then each message and
 * removal over the page's one socket; after a reconnect, the room read again. `account` re-reads what the
 * reader may do when they sign in or out.
 */
export function useLiveChat(bventId: string, exhibitorId: string, lang: TLanguage, account: string | null) {
  const [state, setState] = useState<TLiveChatEnter | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    let roomId: string | null = null;
    const { socket, release } = acquireRealtime(lang);
    // The room as it is now: its latest messages (a removal made while away is gone too), and whatever arrived
    // over the socket meanwhile merged in.
    const catchUp = async () => {
      if (!roomId) return;
      const entered = await enterRoom(roomId);
      if (!live) return;
      setState((s) => ({
        ...entered,
        messages: merge(
          entered.messages,
          (s?.messages ?? []).filter((m) => m.id > (entered.messages.at(-1)?.id ?? 0)),
        ),
      }));
    };
    const offFrame = socket.on((f) => {
      if (f.type === 'live.message' && f.message.roomId === roomId)
        setState((s) => (s ? { ...s, messages: merge(s.messages, [f.message]) } : s));
      else if (f.type === 'live.removed' && f.roomId === roomId)
        setState((s) => (s ? { ...s, messages: s.messages.filter((m) => m.id !== f.id) } : s));
    });
    let offOpen = () => undefined as unknown;
    void openRooms(bventId, exhibitorId).then(
      async (rooms) => {
        roomId = rooms[0]?.roomId ?? null;
        if (!roomId || !live) return;
        await catchUp();
        offOpen = socket.onOpen(() => {
          if (roomId)
            socket.ask({ type: 'live.watch', roomId }).then(
              () => catchUp(),
              () => undefined,
            );
        });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      offFrame();
      offOpen();
      if (roomId) socket.send({ type: 'live.leave', roomId });
      release();
    };
  }, [bventId, exhibitorId, lang, account]);

  const added = useCallback((m: TLiveChatMessage) => {
    setState((s) => (s ? { ...s, messages: merge(s.messages, [m]) } : s));
  }, []);
  const removed = useCallback((id: number) => {
    setState((s) => (s ? { ...s, messages: s.messages.filter((m) => m.id !== id) } : s));
  }, []);
  return { state, failed, added, removed };
}
