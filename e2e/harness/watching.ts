import type { Page } from 'playwright-core';

/**
 * Resolves once the next socket the page opens has had its `<type>` frame (enquiry.watch, demand.watch) answered:
 * from then on a change reaches the page live (before it, the page would only read it on its next visit, and the
 * test would prove nothing). Read off the wire, not from the page's own code.
 */
export function watching(page: Page, type: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      let ref: string | null = null;
      ws.on('framesent', ({ payload }) => {
        const f = JSON.parse(String(payload)) as { type: string; ref?: string };
        if (f.type === type) ref = f.ref ?? null;
      });
      ws.on('framereceived', ({ payload }) => {
        const f = JSON.parse(String(payload)) as { type: string; ref?: string };
        if (ref !== null && f.type === 'ok' && f.ref === ref) resolve();
      });
    });
  });
}
