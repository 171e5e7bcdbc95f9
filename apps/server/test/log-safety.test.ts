import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/db/seed/demo-ids.ts';
import { type TestApp, build } from './helpers.ts';
import { Browser, ORIGIN, csrfOf, linkIn, mailsTo } from './sso-helpers.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await build({
    publicOrigins: [ORIGIN],
    logLevel: 'info',
    logStream: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => t?.close());

describe('the log holds no secret', () => {
  it('a registration that fails in the database logs the failure, never the password, its hash, the link or the cookies', async () => {
    // The store refuses every new account, as a broken database would: opening the confirmation link answers 500.
    await t.db.execute(sql`alter table accounts add constraint refuse_all check (false) not valid`);
    try {
      const browser = new Browser(t.app);
      const page = await browser.get(`/sso/register?bventId=${DEMO_EVENT_ID}&identity=visitor&lang=en-US`);
      const csrf = csrfOf(page.body);
      const res = await browser.post('/sso/register', {
        csrf,
        lang: 'en-US',
        bventId: DEMO_EVENT_ID,
        identity: 'visitor',
        email: 'leak-check@example.com',
        password: 'Sup3r-Secret-Pa55',
        fullName: 'Lea Leak',
        phone: '+351 912 345 678',
        company: 'Acme Lda',
        jobTitle: 'Buyer',
        region: 'overseas',
      });
      expect(res.statusCode).toBe(200);
      const [mail] = await mailsTo(t.app, t.db, 'leak-check@example.com');
      const link = linkIn(mail!.text, '/sso/verify/');
      const secret = link.split('/')[3]!.split('?')[0]!;
      expect((await browser.get(link)).statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('/sso/verify/[redacted]');
      expect(log).not.toContain(secret);
      // The failure is there (with the statement that failed), so the test reads a real error line ...
      expect(log).toContain('unhandled error');
      expect(log).toContain('refuse_all');
      // ... and none of the secrets the statement carried, nor the request's cookies.
      expect(log).not.toContain('Sup3r-Secret-Pa55');
      expect(log).not.toContain('$argon2');
      expect(log).not.toContain(csrf);
    } finally {
      await t.db.execute(sql`alter table accounts drop constraint refuse_all`);
    }
  });

  it('logs a request at debug only, with one-time tickets and codes masked in its address', async () => {
    lines.length = 0;
    await t.app.inject({ url: '/api/nowhere?urf_ticket=tkt-4f9a2c&code=oidc-code-77&page=2' });
    // At info a request writes nothing: logging each one cost a quarter to a third of the throughput.
    expect(lines.join('')).toBe('');
    t.app.log.level = 'debug';
    try {
      await t.app.inject({ url: '/api/nowhere?urf_ticket=tkt-4f9a2c&code=oidc-code-77&page=2' });
    } finally {
      t.app.log.level = 'info';
    }
    const log = lines.join('');
    expect(log).toContain('"msg":"request completed"');
    expect(log).toContain('/api/nowhere?urf_ticket=%5Bredacted%5D&code=%5Bredacted%5D&page=2');
    expect(log).not.toContain('tkt-4f9a2c');
    expect(log).not.toContain('oidc-code-77');
  });
});
