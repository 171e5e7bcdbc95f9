import { eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { oidcPayloads } from '../src/db/schema/identity.ts';
import { buildTestApp, freshDatabase } from './helpers.ts';
import {
  authorizeUrl,
  Browser,
  createAccount,
  loginFlow,
  ORIGIN,
  path,
  pkce,
  refresh,
} from './sso-helpers.ts';

describe('sso: state in the database', () => {
  it('a rebuilt app on the same database keeps sessions, tokens and keys', async () => {
    const { database, pglite } = await freshDatabase();
    const make = async (): Promise<FastifyInstance> => {
      const app = await buildTestApp({ database, publicOrigins: [ORIGIN] });
      await app.ready();
      return app;
    };
    try {
      const first = await make();
      await createAccount(database.db, 'bob@example.com', 'password123');
      const browser = new Browser(first);
      const tokens = await loginFlow(browser, 'bob@example.com', 'password123');
      const jwks1 = (
        await first.inject({ url: '/sso/jwks', headers: { host: 'localhost' } })
      ).json<unknown>();
      await first.close();

      const second = await make();
      const moved = new Browser(second);
      for (const [k, v] of browser.jar) moved.jar.set(k, v);
      expect((await second.inject({ url: '/sso/jwks', headers: { host: 'localhost' } })).json()).toEqual(
        jwks1,
      );
      expect(await second.sso.verifyAccessToken(tokens.access_token)).not.toBeNull();
      const res = await refresh(moved, tokens.refresh_token);
      expect(res.statusCode, res.body).toBe(200);
      // The authority session survived too: authorize goes straight to the callback.
      const auth = await moved.get(
        `/sso/auth?client_id=evosClient&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${ORIGIN}/m/callback.html`)}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256&state=s`,
      );
      expect(auth.statusCode).toBe(303);
      expect(String(auth.headers.location)).toContain('/m/callback.html?code=');
      await second.close();
    } finally {
      await pglite.close();
    }
  });

  it('rows stored before each issuer kept its own go to the first public origin’s issuer at the next start', async () => {
    const { database, pglite } = await freshDatabase();
    const other = 'http://127.0.0.1:8080';
    const make = async (): Promise<FastifyInstance> => {
      const app = await buildTestApp({ database, publicOrigins: [ORIGIN, other] });
      await app.ready();
      return app;
    };
    try {
      const first = await make();
      await createAccount(database.db, 'gail@example.com', 'password123');
      const browser = new Browser(first);
      const tokens = await loginFlow(browser, 'gail@example.com', 'password123');
      await first.close();
      // What the previous version left: the same rows with no issuer.
      await database.db.update(oidcPayloads).set({ issuer: '' });

      const second = await make();
      // Before any /sso request: the gateway still knows the access token, now its first issuer's.
      expect(await second.sso.verifyAccessToken(tokens.access_token)).not.toBeNull();
      const moved = new Browser(second);
      for (const [k, v] of browser.jar) moved.jar.set(k, v);
      const res = await refresh(moved, tokens.refresh_token);
      expect(res.statusCode, res.body).toBe(200);
      const again = await moved.get(authorizeUrl(pkce().challenge));
      expect(String(again.headers.location)).toContain('/m/callback.html?code=');
      expect(
        await database.db
          .select()
          .from(oidcPayloads)
          .where(ne(oidcPayloads.issuer, `${ORIGIN}/sso`)),
      ).toEqual([]);
      // The other origin's issuer did not inherit them: there the browser signs in again.
      const elsewhere = new Browser(second, '127.0.0.1:8080');
      for (const [k, v] of browser.jar) elsewhere.jar.set(k, v);
      const atOther = await elsewhere.get(
        authorizeUrl(pkce().challenge, { redirect_uri: `${other}/m/callback.html` }),
      );
      expect(path(atOther.headers.location)).toMatch(/^\/sso\/interaction\//);
      expect(await database.db.select().from(oidcPayloads).where(eq(oidcPayloads.issuer, ''))).toEqual([]);
      await second.close();
    } finally {
      await pglite.close();
    }
  });
});
