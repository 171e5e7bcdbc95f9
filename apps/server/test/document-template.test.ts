import { describe, expect, it } from 'vitest';
import { renderDocument } from '../src/web/document-template.ts';

// A template shaped as the web build writes index.html (apps/server/README.md, "Document contract").
const TEMPLATE = `<!doctype html>
<html lang="en" data-theme="light">
  <head>
    <meta name="description" content="build description">
    <meta name="theme-color" content="#000">
    <script type="module" crossorigin src="/m/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/m/assets/core-def.js">
    <!--app-head-->
  </head>
  <body>
    <div id="root">
      <!--app-root--><div class="sf-boot"><!--app-shell--></div><!--/app-root-->
    </div>
    <!--app-boot-->
  </body>
</html>`;

const parts = { head: '<title>T</title>', boot: '<script id="boot-data"></script>', lang: 'zh-HK' };

describe('the document from the template', () => {
  it('fills head, boot, language and the shell, and keeps the skeleton when nothing is rendered', () => {
    const html = renderDocument(TEMPLATE, { ...parts, shell: '<span>Fair</span>' });
    expect(html).toContain('<html lang="zh-HK" data-theme="light">');
    expect(html).toMatch(/<title>T<\/title>\s*<\/head>/);
    expect(html).toContain('<div class="sf-boot"><span>Fair</span></div>');
    expect(html).toContain('<script id="boot-data"></script>');
    // The build's description and colour give way to the event's (in the head part).
    expect(html).not.toContain('build description');
    expect(html).not.toContain('#000');
    // Scripts stay as the build wrote them.
    expect(html).toContain('<script type="module" crossorigin src="/m/assets/index-abc.js"></script>');
    expect(html).not.toMatch(/<!--app-(head|boot|shell)-->/);
  });

  it('puts the rendered page between the markers, without the whitespace around them', () => {
    const html = renderDocument(TEMPLATE, { ...parts, root: '<main>page</main>' });
    expect(html).toContain('<div id="root"><main>page</main></div>');
    expect(html).not.toContain('sf-boot');
  });

  it('never reads a slot inside what it puts in', () => {
    const root = '<p>&lt;!--app-head--&gt; <!--app-boot--> \uE000lang\uE000</p>';
    const html = renderDocument(TEMPLATE, { ...parts, root, lang: 'en-US' });
    expect(html).toContain(`<div id="root">${root}</div>`);
    expect(html.match(/<title>T<\/title>/g)).toHaveLength(1);
    expect(html.match(/id="boot-data"/g)).toHaveLength(1);
  });

  it("defers the scripts of a rendered page to one nonce'd loader with the template's and the route's preloads", () => {
    const html = renderDocument(TEMPLATE, {
      ...parts,
      root: '<main>page</main>',
      deferScripts: {
        nonce: 'n0nce',
        routePreloads: ['/m/assets/exhibitor-page-1.js', '/m/assets/core-def.js'],
      },
    });
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('src="/m/assets/index-abc.js"');
    const loader = /<script type="module" nonce="n0nce">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('["/m/assets/core-def.js","/m/assets/exhibitor-page-1.js"]');
    expect(loader).toContain('import("/m/assets/index-abc.js")');
    // The same template without deferring keeps its scripts: the two cuts do not mix.
    expect(renderDocument(TEMPLATE, parts)).toContain('src="/m/assets/index-abc.js"');
  });

  it('gives a template without placeholders its head and boot before </head> and </body>', () => {
    const html = renderDocument('<html lang="x"><head></head><body></body></html>', parts);
    expect(html).toBe(
      '<html lang="zh-HK"><head><title>T</title>\n</head><body><script id="boot-data"></script>\n</body></html>',
    );
  });

  it('follows a rebuilt template', () => {
    expect(renderDocument(TEMPLATE, parts)).toContain('data-theme="light"');
    const rebuilt = TEMPLATE.replace('data-theme="light"', 'data-theme="dark"');
    expect(renderDocument(rebuilt, parts)).toContain('data-theme="dark"');
    expect(renderDocument(rebuilt, parts)).not.toContain('data-theme="light"');
  });
});
