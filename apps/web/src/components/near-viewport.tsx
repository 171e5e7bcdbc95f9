import { useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/hydrated.ts';
import { useNearViewport } from '../lib/use-near-viewport.ts';

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
  const [seen, setSeen] = useState(false);
  useNearViewport(ref, hydrated && !seen, () => setSeen(true));
  // Without an observer (an old webview) there is no way to know: it is drawn once the page is hydrated.
  const near = seen || (hydrated && typeof IntersectionObserver === 'undefined');
  return near ? children : <div ref={ref} data-testid={testId} aria-hidden="true" />;
}
