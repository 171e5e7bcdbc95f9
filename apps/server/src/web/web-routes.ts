import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SsrResult, TBootData } from '@showfloor/contracts';
import { DEMO_EXHIBITOR_ID } from '../db/seed/demo-ids.ts';
import { siteOrigin } from '../http/site-origin.ts';
import { sendPieces } from '../plugins/whole-compress.ts';
import { BootDataBuilder } from './boot-data.ts';
import { documentCsp, newNonce } from './csp.ts';
import { renderBoot, renderFailure, renderHead, renderShell } from './document.ts';
import { renderDocumentPieces } from './document-template.ts';
import { ServerRenderer } from './server-render.ts';
import { documentSubject } from './document-subject.ts';
import { parsePageRoute } from './page-route.ts';
import type { WebDist } from './web-dist.ts';

const BASE = '/m/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Vite's hashed names: name-<8+ url-safe chars>.ext
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const NO_CACHE_FILES = new Set(['service-worker.js', 'index.html', 'offline.html']);

function cacheControlFor(file: string): string {
  const base = file.split('/').pop() ?? file;
  if (NO_CACHE_FILES.has(base)) return 'no-cache';
  return file.startsWith('assets/') || HASHED.test(base) ? IMMUTABLE : 'no-cache';
}

/** Absolute URL of a same-site path on a configured origin (share cards are read by other sites). */
function absolute(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * The web client: static files under /m/ (precompressed .br/.gz preferred, immutable when hashed) and, for
 * every other /m/ or /pc/ path, index.html with the route's head, preloads and boot data filled in.
 */
export function registerWebRoutes(
  app: FastifyInstance,
  dist: WebDist,
  origins: readonly string[],
  opts: { renderTimeoutMs?: number } = {},
): void {
  const boot = new BootDataBuilder(app.services, app.clock);
  const renderer = new ServerRenderer(app, () => dist.ssrEntry(), opts.renderTimeoutMs);

  async function serveDocument(request: FastifyRequest, reply: FastifyReply) {
    const template = dist.indexHtml();
    if (template === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          'The web client is not built yet: run `npm run build` (npm start builds it first), then reload.',
        );
    }
    const route = parsePageRoute(request.url);
    const kind = route.name === 'exhibitor' || route.name === 'exhibit' ? route.name : null;
    const bventId = await app.services.bvent.eventIdForRoute(kind, route.id);
    const data = await boot.build(bventId, route.language);
    const nonce = newNonce();
    const eventTitle = data.bvent?.shareSetting.shareTitle || data.bvent?.title || 'Showfloor';
    // The page's subject (exhibitor, product, project) leads the title and the share card, and sets the status;
    // read beside the page's render.
    const [subject, page] = await Promise.all([
      documentSubject(app.services, route),
      renderPage(request, siteOrigin(request, origins), data, nonce),
    ]);
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    const rendered = page.kind === 'html' ? page : null;
    const preloads = dist.pagePreloads(
      route.name || 'home',
      request.url.toLowerCase().startsWith('/pc'),
      BASE,
    );
    const head = renderHead({
      nonce,
      title: subject.title ? `${subject.title} | ${eventTitle}` : eventTitle,
      description: subject.description ?? data.bvent?.shareSetting.shareDesc ?? '',
      image: absolute(
        siteOrigin(request, origins),
        subject.image || data.bvent?.shareSetting.shareImage || data.logo?.logo || '',
      ),
      url: absolute(siteOrigin(request, origins), request.url),
      favicon: data.decoration?.faviconUrl ?? '',
      themeColor: data.decoration?.themeColor ?? '#1f6feb',
      // A rendered page's module preloads go into its deferred loader instead.
      preloads: rendered ? [] : preloads,
    });
    // The render knows best when it met a missing or forbidden subject; the share card's own check stands else.
    const status = page.status && page.status >= 400 ? page.status : subject.status;
    const document = renderDocumentPieces(template, {
      head,
      boot: renderBoot(data, nonce, rendered?.data ?? null),
      lang: route.language,
      shell: renderShell(data.bvent?.title ?? ''),
      root: rendered?.html ?? (page.kind === 'failed' ? renderFailure(data) : null),
      deferScripts: rendered
        ? {
            nonce,
            routePreloads: preloads.filter((p) => p.as === 'modulepreload').map((p) => p.href),
          }
        : undefined,
    });
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', documentCsp(nonce));
    return sendPieces(request, reply, document);
  }

  /**
   * The server-rendered page, or what stands in for it: a redirect, the skeleton for a page the browser draws,
   * or (a render that threw or hung) a failure the document shows while the browser tries again.
   */
  async function renderPage(
    request: FastifyRequest,
    origin: string,
    data: TBootData,
    nonce: string,
  ): Promise<SsrResult | { kind: 'failed'; status: 500 }> {
    try {
      return await renderer.render(request, origin, data, nonce);
    } catch (err) {
      request.log.error({ err, url: request.url }, 'server render failed');
      return { kind: 'failed', status: 500 };
    }
  }

  app.get('/', (_request, reply) => reply.redirect(`/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}`, 302));
  app.get('/m', serveDocument);
  app.get('/pc', serveDocument);
  app.get('/pc/*', serveDocument);
  app.get('/m/*', async (request, reply) => {
    const rest = (request.params as { '*': string })['*'] ?? '';
    const file = rest === 'index.html' ? null : dist.resolveFile(rest);
    if (file) {
      reply.header('cache-control', cacheControlFor(file));
      if (file === 'service-worker.js') reply.header('service-worker-allowed', BASE);
      return reply.sendFile(file);
    }
    // A missing file must be a 404, not the document: a browser would try to run HTML as a script, and
    // callback.html/silent.html exist only when the build made them. Page routes have no extension.
    const last = rest.split('/').pop() ?? '';
    if (rest !== 'index.html' && /\.[a-z0-9]{1,8}$/i.test(last)) return reply.callNotFound();
    return serveDocument(request, reply);
  });
}
