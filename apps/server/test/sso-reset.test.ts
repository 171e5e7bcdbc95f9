import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema/identity.ts';
import { mailOutbox } from '../src/db/schema/mail.ts';
import { MAILS_PER_ADDRESS_PER_HOUR } from '../src/mail/outbox.ts';
import { build, type TestApp } from './helpers.ts';
import {
  authorizeUrl,
  Browser,
  createAccount,
  csrfOf,
  exchangeCode,
  followToCallback,
  linkIn,
  loginFlow,
  mailsTo,
  ORIGIN,
  pkce,
} from './sso-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build({ publicOrigins: [ORIGIN] });
});
afterAll(() => t.close());

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@example.com`;

async function askReset(browser: Browser, email: string, lang = 'en-US') {
  const page = await browser.get(`/sso/forgot?lang=${lang}&returnUrl=/m/${lang}/meetings`);
  expect(page.statusCode).toBe(200);
  return browser.post('/sso/forgot', {
    csrf: csrfOf(page.body),
    lang,
    email,
    returnUrl: `/m/${lang}/meetings`,
  });
}

/** The answer to the authority's login form: 303 signed in, 400 refused. */
async function loginStatus(email: string, password: string) {
  const browser = new Browser(t.app);
  const page = await browser.get('/sso/login?lang=en-US');
  return (await browser.post('/sso/login', { csrf: csrfOf(page.body), lang: 'en-US', email, password }))
    .statusCode;
}

describe('sso: forgot password', () => {
  it('the login page offers it', async () => {
    const page = await new Browser(t.app).get('/sso/login?lang=en-US');
    expect(page.body).toContain('href="/sso/forgot?lang=en-US&amp;returnUrl=');
    expect(page.body).toContain('Forgot password?');
  });

  it('answers the same for a known and an unknown address; only the account is mailed, in the page language', async () => {
    const email = unique('known');
    await createAccount(t.db, email, 'old-password-1');
    const stranger = unique('nobody');
    const known = await askReset(new Browser(t.app), email, 'pt-PT');
    const unknown = await askReset(new Browser(t.app), stranger, 'pt-PT');
    const same = (body: string, address: string) =>
      body.replaceAll(address, 'EMAIL').replace(/nonce-[^']+'|nonce="[^"]+"/g, 'NONCE');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(same(known.body, email)).toBe(same(unknown.body, stranger));
    expect(known.body).toContain(`Se existir uma conta com ${email}`);
    const [mail] = await mailsTo(t.app, t.db, email);
    expect(mail!.subject).toBe('Escolher uma nova palavra-passe');
    expect(linkIn(mail!.text, '/sso/reset/')).toMatch(/^\/sso\/reset\/[\w-]{43}\?lang=pt-PT$/);
    expect(await mailsTo(t.app, t.db, stranger)).toHaveLength(0);
  });

  it('the link shows a form (opening it spends nothing); the new password works, the old one and every session end', async () => {
    const email = unique('reset');
    const accountId = await createAccount(t.db, email, 'old-password-1');
    // Signed in elsewhere with the old password: a token that must stop working.
    const elsewhere = await loginFlow(new Browser(t.app), email, 'old-password-1');
    expect(await t.app.sso.verifyAccessToken(elsewhere.access_token)).toMatchObject({ accountId });

    const browser = new Browser(t.app);
    await askReset(browser, email);
    const [mail] = await mailsTo(t.app, t.db, email);
    const link = linkIn(mail!.text, '/sso/reset/');
    await new Browser(t.app).get(link); // a mail scanner
    const form = await browser.get(link);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('autocomplete="new-password"');
    const short = await browser.post(link.split('?')[0]!, {
      csrf: csrfOf(form.body),
      lang: 'en-US',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('The password needs at least 8 characters.');
    const before = (await t.db.select().from(accounts).where(eq(accounts.id, accountId)))[0]!.passwordHash;
    const done = await browser.post(link.split('?')[0]!, {
      csrf: csrfOf(form.body),
      lang: 'en-US',
      password: 'new-password-2',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('Your new password is saved and you are logged in.');
    expect(done.body).toContain('href="/m/en-US/meetings"');
    expect((await t.db.select().from(accounts).where(eq(accounts.id, accountId)))[0]!.passwordHash).not.toBe(
      before,
    );
    expect(await t.app.sso.verifyAccessToken(elsewhere.access_token)).toBeNull();
    // This browser is signed in; the new password signs in anywhere, the old one nowhere.
    const { verifier, challenge } = pkce();
    const code = await followToCallback(browser, authorizeUrl(challenge));
    const tokens = await exchangeCode(browser, code, verifier);
    expect(await t.app.sso.verifyAccessToken(tokens.access_token)).toMatchObject({ accountId });
    expect(await loginStatus(email, 'old-password-1')).toBe(400);
    expect(await loginStatus(email, 'new-password-2')).toBe(303);
    // The link is spent.
    const again = await new Browser(t.app).get(link);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link has expired or has already been used.');
  });

  it('a link works for an hour only', async () => {
    const email = unique('late');
    await createAccount(t.db, email, 'old-password-1');
    await askReset(new Browser(t.app), email);
    const [mail] = await mailsTo(t.app, t.db, email);
    const link = linkIn(mail!.text, '/sso/reset/');
    // Written an hour and a minute ago, as far as the link is concerned.
    const { emailLinks } = await import('../src/db/schema/mail.ts');
    await t.db
      .update(emailLinks)
      .set({ expiresAt: new Date(t.app.clock.now() - 60_000) })
      .where(eq(emailLinks.email, email));
    expect((await new Browser(t.app).get(link)).statusCode).toBe(400);
  });

  it(`mails one address at most ${MAILS_PER_ADDRESS_PER_HOUR} times an hour, answering the same`, async () => {
    const email = unique('flood');
    await createAccount(t.db, email, 'old-password-1');
    for (let i = 0; i < MAILS_PER_ADDRESS_PER_HOUR + 3; i++) {
      expect((await askReset(new Browser(t.app), email)).statusCode).toBe(200);
    }
    expect(await mailsTo(t.app, t.db, email)).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);
  });
});

describe('the local outbox page', () => {
  it('lists the messages to this machine, each with its working links; other machines get a 404', async () => {
    const email = unique('outbox');
    await createAccount(t.db, email, 'old-password-1');
    await askReset(new Browser(t.app), email);
    await t.app.mail.kick();
    const list = await t.app.inject({
      url: `/dev/outbox?to=${encodeURIComponent(email)}`,
      remoteAddress: '127.0.0.1',
    });
    expect(list.statusCode).toBe(200);
    const id = /href="\/dev\/outbox\/([0-9a-f-]{36})"/.exec(list.body)![1]!;
    const one = await t.app.inject({ url: `/dev/outbox/${id}`, remoteAddress: '127.0.0.1' });
    expect(one.body).toMatch(/<a href="http:\/\/localhost\/sso\/reset\/[\w-]{43}\?lang=en-US">/);
    const far = await t.app.inject({ url: '/dev/outbox', remoteAddress: '203.0.113.9' });
    expect(far.statusCode).toBe(404);
  });
});

describe('SMTP_URL', () => {
  const received: { to: string[]; data: string }[] = [];
  const smtpServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          done();
        });
      },
    });
  /** The message as its reader sees it: quoted-printable soft breaks and escapes undone. */
  const readable = (data: string) =>
    data
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

  it('sends through the SMTP server; a message queued while it is down stays, with the reason, and leaves once it is back', async () => {
    // A port with nobody listening yet.
    const probe = smtpServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.server.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const app = await build({
      publicOrigins: [ORIGIN],
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Fair <fair@example.com>' },
    });
    const server = smtpServer();
    try {
      const email = unique('smtp');
      await createAccount(app.db, email, 'old-password-1');
      await askReset(new Browser(app.app), email);
      await app.app.mail.kick();
      const queued = () => app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
      const [waiting] = await queued();
      expect(waiting).toMatchObject({ sentAt: null, attempts: 1 });
      expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);
      // No outbox page when a real server is configured.
      expect((await app.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);

      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      // The next try comes when the claim is stale; here, at once.
      await app.db
        .update(mailOutbox)
        .set({ claimedAt: new Date(0) })
        .where(eq(mailOutbox.recipient, email));
      await app.app.mail.kick();
      const got = received.find((r) => r.to.includes(email));
      expect(got?.data).toContain('From: Fair <fair@example.com>');
      expect(readable(got!.data)).toMatch(/http:\/\/localhost\/sso\/reset\/[\w-]{43}\?lang=en-US/);
      const [sent] = await queued();
      expect(sent).toMatchObject({ attempts: 2, lastError: null });
      expect(sent!.sentAt).not.toBeNull();
    } finally {
      await app.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
