import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query';
import {
  STATUS_PAGES,
  scriptSafeJson,
  type SsrRequest,
  type SsrResult,
  type TBootData,
  type TDictionaryRecord,
  type TSsrData,
} from '@showfloor/contracts';
import { AppProviders } from './app/app.tsx';
import { isServerRendered, routeContextAt, routes } from './app/router.tsx';
import { seedBootData } from './app/seed-boot-data.ts';
import { createI18n } from './lib/i18n.ts';
import { setLanguage } from './lib/language.ts';
import { newQueryClient } from './lib/query-client.ts';
import { setRenderScopeSource, type RenderScope } from './lib/render-scope.ts';
import { hasAuthParams } from './lib/auth-param-names.ts';
import { detectHost } from './lib/device.ts';
import { env } from './env.ts';

/**
 * The server's side of every public page: the same routes and loaders as the browser, run by React Router's
 * static handler against the gateway (through the fetch the gateway hands in), then drawn by React's streaming
 * renderer for an anonymous visitor. The page's query cache, the router's loader data and the facts hydration
 * needs leave with the HTML, so the browser hydrates without asking for anything the server already read.
 */

const scopes = new AsyncLocalStorage<RenderScope>();
setRenderScopeSource(() => scopes.getStore());

// Built once: the handler resolves each lazy route on its first match and keeps it.
const handler = createStaticHandler(routes);

/** A render that has not finished by then answers an error (the page is drawn in the browser instead). */
const RENDER_TIMEOUT_MS = 5_000;

type PageRequest = SsrRequest<typeof fetch>;

export async function render(req: PageRequest): Promise<SsrResult> {
  const url = new URL(req.url, req.origin);
  // Sign-in steps (uid, code+state, tickets) run in the browser, as do pages of the signed-in visitor.
  if (hasAuthParams(url.searchParams)) return { kind: 'client' };
  const scope = newScope(req);
  return scopes.run(scope, () => renderPage(scope, url, req));
}

// One translator per dictionary (the gateway's boot data keeps the same records for a while) instead of one
// built and filled with hundreds of entries per render. Renders only read it: its language is theirs, its records
// are added once, and a render that needs other records forks it (ensureDictionary).
const i18nByDictionary = new WeakMap<readonly TDictionaryRecord[], ReturnType<typeof createI18n>>();

function i18nFor(boot: TBootData): ReturnType<typeof createI18n> {
  let instance = i18nByDictionary.get(boot.dictionary);
  if (!instance) {
    instance = createI18n(boot.language);
    i18nByDictionary.set(boot.dictionary, instance);
  }
  return instance;
}

function newScope(req: PageRequest): RenderScope {
  const scope: RenderScope = {
    queryClient: newQueryClient(),
    i18n: i18nFor(req.boot),
    sharedDictionary: req.boot.dictionary,
    language: req.boot.language,
    eventId: null,
    host: detectHost(req.userAgent, undefined),
    timeZone: req.timeZone,
    acceptLanguages: acceptedLanguages(req.acceptLanguage),
    storedLanguage: req.storedLanguage,
    navigatedTo: null,
    api: {
      baseUrl: req.origin + env.apiBase,
      fetch: req.fetch,
      // Where the browser would go (noContent, forbidden), the server renders that page.
      navigate: (to) => {
        scope.navigatedTo ??= to;
      },
      toast: () => undefined,
      t: (key, fallback) => scope.i18n.t(key, { defaultValue: fallback }),
      getLanguage: () => scope.language,
      getToken: () => null,
      getCurrentOrg: () => null,
      getEventId: () => scope.eventId,
      // noContent names the page that found nothing, as it does in the browser.
      getRoute: () => routeContextAt(new URL(req.url, req.origin).pathname),
      host: 'browser',
    },
  };
  scope.api.host = scope.host;
  return scope;
}

async function renderPage(scope: RenderScope, url: URL, req: PageRequest): Promise<SsrResult> {
  const seeded = seedBootData(scope.queryClient, req.boot, url.pathname);
  setLanguage(req.boot.language);
  let context = await runLoaders(url, req);
  if (context === CLIENT_ONLY) return { kind: 'client' };
  if (context instanceof Response) {
    // A loader that sends the visitor to a status page (a malformed id: notfound) gets that page, here.
    const target = context.headers.get('Location') ?? '';
    if (statusOfTarget(target) === 200) return redirectOf(context);
    scope.navigatedTo = target;
  }
  await settled(scope.queryClient);
  // A loader's call answered "no such content" or "forbidden": the page is the status page the browser would
  // have gone to, answered with its status at the address asked.
  let location: string | null = null;
  if (scope.navigatedTo) {
    location = scope.navigatedTo;
    scope.navigatedTo = null;
    context = await runLoaders(new URL(location, req.origin), req);
    await settled(scope.queryClient);
  }
  if (context === CLIENT_ONLY) return { kind: 'client' };
  if (context instanceof Response) return redirectOf(context);
  const status = location ? statusOfTarget(location) : pageStatus(context);
  // A failed loader (the gateway down, a bug) is left to the browser, which retries and explains.
  if (context.errors) return { kind: 'client', status: 500 };
  // A query that failed renders as still loading, as it will in the browser before it asks again.
  scope.queryClient.removeQueries({ predicate: (q) => q.state.status === 'error' });
  const html = await renderHtml(context, req.nonce);
  const data: TSsrData = {
    router: { loaderData: context.loaderData, actionData: null, errors: null },
    // What the boot data seeded and no loader replaced is in the document already (the browser seeds it again).
    queries: dehydrate(scope.queryClient, {
      shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) && !seeded.has(q.state.data),
    }),
    language: scope.language,
    eventId: scope.eventId,
    timeZone: scope.timeZone,
    location,
  };
  return { kind: 'html', status, html, data: scriptSafeJson(data), eventId: scope.eventId };
}

/** What runLoaders answers for an address the browser draws alone: its loaders have not run. */
const CLIENT_ONLY = Symbol('client only');

/**
 * Runs the loaders of the page at this address, unless the browser draws it alone (a signed-in page, or an
 * address no route matches): the handler's own matching decides, so the route table is not matched again here.
 */
async function runLoaders(
  url: URL,
  req: PageRequest,
): Promise<StaticHandlerContext | Response | typeof CLIENT_ONLY> {
  const request = new Request(url, { headers: { 'user-agent': req.userAgent } });
  let rendered = false;
  const context = await handler.query(request, {
    async dataStrategy({ matches }) {
      rendered = isServerRendered(matches);
      if (!rendered) return {};
      const loading = matches.filter((m) => m.shouldLoad);
      const results = await Promise.all(loading.map((m) => m.resolve()));
      return Object.fromEntries(loading.map((m, i) => [m.route.id, results[i]!]));
    },
  });
  return rendered ? context : CLIENT_ONLY;
}

function redirectOf(res: Response): SsrResult {
  const location = res.headers.get('Location') ?? '/';
  return { kind: 'redirect', status: res.status === 301 ? 301 : 302, location };
}

/** 404 on the not-found pages (an unknown page, or an unknown child of a known one), a status page's own. */
function pageStatus(context: StaticHandlerContext): number {
  const names = context.matches.map((m) => (m.route.handle as { name?: string } | undefined)?.name ?? '');
  if (names.includes('notFound') || names.includes('globalNotFound')) return 404;
  const own = names.map((n) => STATUS_PAGES[n]).find((s) => s !== undefined);
  return own ?? context.statusCode;
}

/** The status of the page the api-client sent the visitor to: forbidden 403, noContent and notfound 404. */
function statusOfTarget(location: string): number {
  const page = new URL(location, 'http://page').pathname.split('/').pop() ?? '';
  return STATUS_PAGES[page] ?? 200;
}

/**
 * Waits until no query is fetching: loaders start the sections below the fold without waiting for them, and
 * some start one when another has answered (a product's exhibitor, a result page's products). A turn of the
 * event loop after each quiet moment lets such follow-ups begin before the render does.
 */
async function settled(client: QueryClient): Promise<void> {
  for (;;) {
    if (client.isFetching() > 0) {
      await new Promise<void>((resolve) => {
        const stop = client.getQueryCache().subscribe(() => {
          if (client.isFetching() > 0) return;
          stop();
          resolve();
        });
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (client.isFetching() === 0) return;
  }
}

function renderHtml(context: StaticHandlerContext, nonce: string): Promise<string> {
  const router = createStaticRouter(handler.dataRoutes, context);
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.setEncoding('utf8');
    sink.on('data', (chunk: string) => {
      html += chunk;
    });
    sink.on('end', () => resolve(html));
    const timer = setTimeout(() => {
      abort();
      reject(new Error(`render timed out after ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS);
    const { pipe, abort } = renderToPipeableStream(
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
      </AppProviders>,
      {
        nonce,
        // Everything at once: the loaders already read the data, and crawlers read the whole page.
        onAllReady() {
          clearTimeout(timer);
          pipe(sink);
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error) {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      },
    );
  });
}

function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((l) => l.tag && l.tag !== '*' && Number.isFinite(l.q) && l.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag);
}
