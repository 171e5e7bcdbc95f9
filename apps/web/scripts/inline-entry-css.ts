import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Puts the entry's stylesheet into index.html as a <style> element. It is small (a few KB) and every page
 * needs it before its first paint, so a separate render-blocking request only delays that paint on a slow
 * phone network. The CSP allows inline styles (antd-mobile sets style attributes anyway).
 */
export function inlineEntryCss(): Plugin {
  let base = '/';
  return {
    name: 'showfloor-inline-entry-css',
    apply: 'build',
    configResolved(c: ResolvedConfig) {
      base = c.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*?href="([^"]+)"[^>]*>/g, (tag, href: string) => {
          const asset = bundle[href.startsWith(base) ? href.slice(base.length) : href];
          if (!asset || asset.type !== 'asset') return tag;
          // '</style' inside the CSS would end the element early.
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}
