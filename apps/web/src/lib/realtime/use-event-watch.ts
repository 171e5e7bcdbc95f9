import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TLanguage, TServerFrame } from '@showfloor/contracts';
import { acquireRealtime } from './realtime-socket.ts';

/** The watch frames that subscribe a signed-in socket to one kind of news at an event. */
export type EventWatch = 'im.watch' | 'enquiry.watch' | 'demand.watch' | 'livestream.watch';

interface Handlers {
  /** Every frame the page's socket receives (the handler picks its own kinds). */
  onFrame: (frame: TServerFrame, client: QueryClient) => void;
  /** After a reconnect, once watching again: read again what changed while away (frames are not replayed). */
  onReconnect: (client: QueryClient) => void;
}

/**
 * One kind of news of an event over the page's one /ws socket (mounted once per signed-in page): the watch frame
 * at every (re)open, each frame to `onFrame`, and `onReconnect` once watching again after the line came back.
 */
export function useEventWatch(
  bventId: string | null,
  lang: TLanguage,
  watch: EventWatch,
  handlers: Handlers,
): void {
  const client = useQueryClient();
  // The latest handlers, without opening the socket again when a render makes new ones.
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!bventId) return;
    const { socket, release } = acquireRealtime(lang);
    let opened = 0;
    const offFrame = socket.on((frame) => latest.current.onFrame(frame, client));
    const offOpen = socket.onOpen(() => {
      const again = opened++ > 0;
      socket.ask({ type: watch, bventId }).then(
        () => {
          if (again) latest.current.onReconnect(client);
        },
        () => undefined,
      );
    });
    return () => {
      offFrame();
      offOpen();
      release();
    };
  }, [bventId, lang, watch, client]);
}
