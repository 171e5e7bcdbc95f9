import { BOOT_DATA_ELEMENT_ID, type TBootData } from '@showfloor/contracts';

/**
 * The boot data the gateway inlined into the document (<script id="boot-data" type="application/json">).
 * Absent in `vite dev` and on a static host: then every part is fetched. Not validated with zod here, to keep
 * the first chunk small; the server built it from the same contracts.
 */
export function readBootData(doc: Document = document): TBootData | null {
  const el = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    const parsed = JSON.parse(el.textContent) as Partial<TBootData> | null;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.language !== 'string') return null;
    return {
      language: parsed.language,
      bvent: parsed.bvent ?? null,
      setting: parsed.setting ?? null,
      logo: parsed.logo ?? null,
      decoration: parsed.decoration ?? null,
      benefits: parsed.benefits ?? [],
      dictionary: parsed.dictionary ?? [],
      // NaN when absent (an older gateway): the clock then stays on the browser's own.
      now: typeof parsed.now === 'number' ? parsed.now : Number.NaN,
    };
  } catch {
    return null;
  }
}

/** The CSP nonce the gateway put in <meta name="csp-nonce">; organizer scripts run only with it. */
export function cspNonce(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || null;
}
