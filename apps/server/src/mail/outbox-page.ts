import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { esc, newNonce, renderPage, ssoCsp } from '../sso/html.ts';

/** Loopback only: the outbox holds working sign-in links, which nobody but the machine's own user may read. */
function fromThisMachine(request: FastifyRequest): boolean {
  const ip = request.socket.remoteAddress ?? '';
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

/** Text with its web addresses made into links (the text was escaped first). */
function linked(text: string): string {
  return esc(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function send(reply: FastifyReply, status: number, title: string, body: string) {
  const nonce = newNonce();
  return reply
    .code(status)
    .header('content-security-policy', ssoCsp(nonce))
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(renderPage({ lang: 'en-US', title, nonce, body }));
}

/**
 * The local outbox, for development and the demo (no SMTP_URL): the messages the product would have mailed,
 * newest first, with their links, at /dev/outbox. A developer's tool in English, answered to this machine only;
 * with SMTP_URL set, or NODE_ENV=production, it does not exist.
 */
export function registerOutboxPage(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: { to?: string } }>('/dev/outbox', async (request, reply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
    const to = typeof request.query.to === 'string' ? request.query.to.trim().toLowerCase() : '';
    const rows = await db
      .select({
        id: mailOutbox.id,
        recipient: mailOutbox.recipient,
        subject: mailOutbox.subject,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.recipient, to) : undefined)
      .orderBy(desc(mailOutbox.seq))
      .limit(50);
    const items = rows
      .map(
        (r) =>
          `<li><a href="/dev/outbox/${esc(r.id)}" data-testid="outbox-message"><strong>${esc(r.subject)}</strong></a><br><span class="sub">${esc(r.recipient)} · ${esc(r.createdAt.toISOString())}</span></li>`,
      )
      .join('');
    return send(
      reply,
      200,
      'Outbox',
      `<h1>Outbox</h1><p class="sub">E-mails kept on this machine (SMTP_URL is not set), newest first.</p>${
        items ? `<ul class="outbox">${items}</ul>` : '<p>No messages yet.</p>'
      }`,
    );
  });

  app.get<{ Params: { id: string } }>('/dev/outbox/:id', async (request, reply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
    const id = request.params.id;
    const [row] = /^[0-9a-f-]{36}$/.test(id)
      ? await db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
      : [];
    if (!row) return send(reply, 404, 'Outbox', '<h1>Not found</h1><p><a href="/dev/outbox">Outbox</a></p>');
    return send(
      reply,
      200,
      row.subject,
      `<p class="links"><a href="/dev/outbox">← Outbox</a></p><h1>${esc(row.subject)}</h1>
<p class="sub">To ${esc(row.recipient)} · ${esc(row.createdAt.toISOString())}${row.sentAt ? '' : ' · not written yet'}</p>
<pre class="mail" data-testid="outbox-text">${linked(row.text)}</pre>`,
    );
  });
}
