import { SSR_DATA_ELEMENT_ID, type TSsrData } from '@showfloor/contracts';

/**
 * What the server's render of this document left for hydration (<script id="ssr-data" type="application/json">);
 * null when the page was not server-rendered (a signed-in page, `vite dev`, a static host).
 */
export function readSsrData(doc: Document = document): TSsrData | null {
  const el = doc.getElementById(SSR_DATA_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    const parsed = JSON.parse(el.textContent) as TSsrData | null;
    return parsed && typeof parsed === 'object' && parsed.router ? parsed : null;
  } catch {
    return null;
  }
}
