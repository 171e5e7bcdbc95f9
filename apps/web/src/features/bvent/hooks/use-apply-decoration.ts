import { useLayoutEffect } from 'react';
import type { TDecoration } from '@showfloor/contracts';
import { cspNonce } from '../../../lib/boot-data.ts';
import { applyAccent } from '../../../lib/theme.ts';

const STYLE_ID = 'sf-custom-style';
const SCRIPT_ATTR = 'data-sf-custom-script';

/** A CSS url() only for web or same-origin addresses, quoted so a value cannot break out of it. */
function cssUrl(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  try {
    const url = new URL(v, window.location.href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'data:') return null;
    return `url("${url.href.replace(/["\\\n]/g, encodeURIComponent)}")`;
  } catch {
    return null;
  }
}

/**
 * Applies the organizer's decoration to the document: background, theme colour, custom style, favicon and
 * custom script. The script runs only under the document's CSP nonce (no nonce, no script), once per event:
 * a script cannot be taken back, so it is not re-run on every visit of a page.
 */
export function useApplyDecoration(decoration: TDecoration | null | undefined): void {
  useLayoutEffect(() => {
    if (!decoration) return;
    const body = document.body.style;
    const bg = cssUrl(decoration.globalDecorate.backgroundImg);
    body.backgroundImage = bg ?? '';
    body.backgroundColor = /^#[0-9a-f]{3,8}$/i.test(decoration.globalDecorate.backgroundColor.trim())
      ? decoration.globalDecorate.backgroundColor.trim()
      : '';
    applyAccent(decoration.themeColor);

    let style = document.getElementById(STYLE_ID);
    if (decoration.customStyle) {
      style ??= Object.assign(document.createElement('style'), { id: STYLE_ID });
      style.textContent = decoration.customStyle;
      document.head.appendChild(style);
    } else {
      style?.remove();
    }

    if (decoration.faviconUrl) {
      let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      link ??= Object.assign(document.createElement('link'), { rel: 'icon' });
      link.href = decoration.faviconUrl;
      document.head.appendChild(link);
    }

    const nonce = cspNonce();
    const ran = document.querySelector(`script[${SCRIPT_ATTR}="${CSS.escape(decoration.bventId)}"]`);
    if (decoration.customScript && nonce && !ran) {
      const script = document.createElement('script');
      script.nonce = nonce;
      script.setAttribute(SCRIPT_ATTR, decoration.bventId);
      script.textContent = decoration.customScript;
      document.body.appendChild(script);
    }

    return () => {
      body.backgroundImage = '';
      body.backgroundColor = '';
      applyAccent(null);
      document.getElementById(STYLE_ID)?.remove();
    };
  }, [decoration]);
}
