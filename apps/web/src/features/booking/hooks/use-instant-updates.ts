import { useEffect, useRef } from 'react';
import type { TInstantRequest, TLanguage } from '@showfloor/contracts';
import { acquireRealtime } from '../../../lib/realtime/realtime-socket.ts';

/**
 * Hears the instant negotiation requests of the event over the page's one /ws socket: `instant.watch` on every
 * (re)open, then each `instant.update`. `onOpen` runs after each (re)open so the caller can read what changed
 * while the socket was away.
 */
export function useInstantUpdates(
  bventId: string | null,
  lang: TLanguage,
  onUpdate: (request: TInstantRequest) => void,
  onOpen?: () => void,
): void {
  const handlers = useRef({ onUpdate, onOpen });
  handlers.current = { onUpdate, onOpen };
  useEffect(() => {
    if (!bventId) return;
    const { socket, release } = acquireRealtime(lang);
    const offFrame = socket.on((frame) => {
      if (frame.type === 'instant.update' && frame.request.bventId === bventId)
        handlers.current.onUpdate(frame.request);
    });
    const offOpen = socket.onOpen(() => {
      socket.ask({ type: 'instant.watch', bventId }).then(
        () => handlers.current.onOpen?.(),
        () => undefined,
      );
    });
    return () => {
      offFrame();
      offOpen();
      release();
    };
  }, [bventId, lang]);
}
