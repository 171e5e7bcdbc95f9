/**
 * Runs work that must not compete with the first screen when the browser is idle, at the latest after
 * `timeoutMs` (or soon, where the browser cannot say when it is idle). Returns a cancel.
 */
export function whenIdle(work: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, Math.min(timeoutMs, 200));
  return () => clearTimeout(id);
}
