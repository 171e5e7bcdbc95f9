import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/hydrated.ts';

interface Props {
  children: ReactNode;
  /** Names the place holder for tests and tools (`data-testid`). */
  testId: string;
}

/**
 * A part below the first screen that the browser alone draws (it is live: a chat room, a socket) and that
 * costs a chunk, calls and a render: drawn once the visitor scrolls within 400 px of it, never during the
 * first screen's hydration, where its work would be a long task on a slow phone. Until then an empty marker
 * holds its place at the end of the page (nothing below it moves when it comes).
 */
export function NearViewport({ children, testId }: Props) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!hydrated || near || !el) return;
    // Without an observer (an old webview) there is no way to know: draw it.
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '400px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hydrated, near]);
  return near ? children : <div ref={ref} data-testid={testId} aria-hidden="true" />;
}
