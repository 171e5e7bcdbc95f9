import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates on its own, after the parts above it: React leaves a Suspense
 * boundary's server HTML in place and hydrates it in a later, lower-priority pass (at once if the visitor taps
 * in it), so the page's hydration is several short tasks instead of one long one. Nothing inside suspends, so
 * in the browser's own renders the fallback never shows.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
