import { useCallback, useRef, useState } from 'react';

/**
 * A sheet behind the chat gate (the booking dialog, "talk now"): `start` runs `enter` (the gate's dialogs, and
 * the sheet's chunk loading beside it) once at a time; let in, the sheet is mounted and opened. `mounted` stays
 * after closing, so the sheet can play its closing animation.
 */
export function useChatEntry(enter: () => Promise<boolean>, onRefused?: () => void) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const starting = useRef(false);
  const start = useCallback(async () => {
    if (starting.current) return;
    starting.current = true;
    try {
      if (await enter()) {
        setMounted(true);
        setOpen(true);
      } else {
        onRefused?.();
      }
    } finally {
      starting.current = false;
    }
  }, [enter, onRefused]);
  const close = useCallback(() => setOpen(false), []);
  return { open, mounted, start, close };
}
