import { type TLanguage } from '@showfloor/contracts';
import { ZCurrency } from '@showfloor/contracts/schemas';
import { formatCurrency, isLanguage } from '@showfloor/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OrderRow } from '../domains/identity/identity.repository.ts';
import { safeReturnPath } from '../http/return-url.ts';
import { offlineProvider } from './offline-provider.ts';
import { escapeHtml, orderReference, type PaymentProvider } from './provider.ts';
import { testProvider } from './test-provider.ts';

export interface CashierOptions {
  /** PAYMENT_TEST_MODE=1: the test provider exists. Off by default. */
  testMode: boolean;
}

/** The configured providers: offline always, test only when configuration enables it. */
export function paymentProviders(opts: CashierOptions): PaymentProvider[] {
  return opts.testMode ? [offlineProvider, testProvider] : [offlineProvider];
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const field = (source: unknown, name: string): unknown =>
  source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f3f6fb;color:#1d2129}
main{max-width:480px;margin:0 auto;padding:16px}h1{font-size:20px;margin:8px 0 16px}h2{font-size:17px;margin:0 0 8px}
.card{background:#fff;border-radius:12px;padding:16px;margin:0 0 12px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
.amount{font-size:28px;font-weight:600;color:#1f6feb}dl{margin:0}dt{color:#5c6370;font-size:14px;margin-top:8px}dd{margin:0;word-break:break-all}
.ref{font-family:ui-monospace,monospace;font-size:18px}button,.back{display:block;width:100%;min-height:44px;border:0;border-radius:22px;background:#1f6feb;color:#fff;font-size:16px;text-align:center;line-height:44px;text-decoration:none;margin-top:12px;cursor:pointer}
.back{background:#e8f0fe;color:#1f6feb}`;

function page(lang: TLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function send(reply: FastifyReply, status: number, html: string): FastifyReply {
  // The URL carries a pay token: no caching, no referrer, no framing, no script.
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'",
    )
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * GET /cashier/:orderId (the page GetPayPageUrl links to) and POST /cashier/:orderId/test (the test
 * provider's button). The payer proves who they are with the signed pay token of the link, not a session.
 */
export function registerCashierRoutes(app: FastifyInstance, opts: CashierOptions): void {
  const providers = paymentProviders(opts);

  async function words(lang: TLanguage, bventId: string | null, keys: string[]) {
    const found = new Map<string, string>();
    for (const key of keys)
      found.set(key, (await app.services.dictionary.translate(key, lang, bventId)) ?? key);
    return (key: string) => found.get(key) ?? key;
  }
  const KEYS = [
    'cashier_title',
    'cashier_order',
    'cashier_amount',
    'cashier_offline_title',
    'cashier_offline_body',
    'cashier_offline_bank',
    'cashier_test_title',
    'cashier_test_body',
    'cashier_test_button',
    'cashier_paid',
    'cashier_back',
    'cashier_invalid',
    'cashier_test_disabled',
  ];

  /** The order of a valid link: the token is ours, for this order, unexpired, and made for its owner. */
  async function orderOf(orderId: string, token: unknown): Promise<OrderRow | null> {
    if (!GUID.test(orderId)) return null;
    const payer = await app.services.identity.payTokens.verify(token, orderId);
    if (!payer) return null;
    const order = await app.services.identity.order(orderId);
    return order && order.accountId.toLowerCase() === payer.toLowerCase() ? order : null;
  }

  function langOf(value: unknown): TLanguage {
    return isLanguage(value) ? value : 'zh-CN';
  }

  async function refuse(reply: FastifyReply, lang: TLanguage, key: string, back: string) {
    const t = await words(lang, null, KEYS);
    const body = `<h1>${escapeHtml(t('cashier_title'))}</h1><section class="card"><p>${escapeHtml(t(key))}</p>
<a class="back" href="${escapeHtml(back)}">${escapeHtml(t('cashier_back'))}</a></section>`;
    return send(reply, 403, page(lang, t('cashier_title'), body));
  }

  app.get('/cashier/:orderId', async (request, reply) => {
    const orderId = String(field(request.params, 'orderId'));
    const lang = langOf(field(request.query, 'lang'));
    const token = str(field(request.query, 't')) ?? '';
    const back = safeReturnPath(field(request.query, 'returnUrl'), `/m/${lang}/`);
    const order = await orderOf(orderId, token);
    if (!order) return refuse(reply, lang, 'cashier_invalid', back);
    const t = await words(lang, order.bventId, KEYS);
    const amount = formatCurrency(order.amount / 100, ZCurrency.catch('CNY').parse(order.currency), lang);
    const head = `<h1>${escapeHtml(t('cashier_title'))}</h1><section class="card">
<dl><dt>${escapeHtml(t('cashier_amount'))}</dt><dd class="amount">${escapeHtml(amount)}</dd>
<dt>${escapeHtml(t('cashier_order'))}</dt><dd class="ref">${escapeHtml(orderReference(order.id))}</dd></dl></section>`;
    const backLink = `<a class="back" href="${escapeHtml(back)}">${escapeHtml(t('cashier_back'))}</a>`;
    if (order.status !== 'Unpaid') {
      const body = `${head}<section class="card" data-state="paid"><p>${escapeHtml(t('cashier_paid'))}</p>${backLink}</section>`;
      return send(reply, 200, page(lang, t('cashier_title'), body));
    }
    const view = { order, amount, t, token, returnUrl: back, lang };
    const sections = providers
      .filter((p) => p.accepts(order))
      .map((p) => p.section(view))
      .join('\n');
    return send(reply, 200, page(lang, t('cashier_title'), `${head}${sections}${backLink}`));
  });

  // Forms post urlencoded; this scope parses it without another dependency.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post('/cashier/:orderId/test', async (request, reply) => {
    const orderId = String(field(request.params, 'orderId'));
    const lang = langOf(field(request.body, 'lang'));
    const back = safeReturnPath(field(request.body, 'returnUrl'), `/m/${lang}/`);
    const test = providers.find((p) => p.id === 'test');
    if (!test) return refuse(reply, lang, 'cashier_test_disabled', back);
    const order = await orderOf(orderId, field(request.body, 't'));
    if (!order || !test.accepts(order)) return refuse(reply, lang, 'cashier_invalid', back);
    // Guarded in the database: a second press (or two racing) finds the order paid and changes nothing.
    await app.services.identity.settleOrder(order.id, 'test', null);
    return reply.header('Cache-Control', 'no-store').redirect(back, 303);
  });
}
