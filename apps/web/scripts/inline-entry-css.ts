import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Puts the app's one stylesheet into index.html as a <style> element (about 11 KB gzip). Every page needs
 * it before its first paint, a server-rendered one most of all, so a separate render-blocking request only
 * delays that paint on a slow phone network. The CSP allows inline styles (antd-mobile sets style attributes anyway).
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
        // The sign-in redirect pages (callback.html, silent.html) draw nothing: the app's one stylesheet
        // (cssCodeSplit off) is not theirs.
        const app = ctx.filename.endsWith('/index.html');
        return html.replace(/<link rel="stylesheet"[^>]*?href="([^"]+)"[^>]*>/g, (tag, href: string) => {
          if (!app) return '';
          const asset = bundle[href.startsWith(base) ? href.slice(base.length) : href];
          if (!asset || asset.type !== 'asset') return tag;
          // '</style' inside the CSS would end the element early.
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}
