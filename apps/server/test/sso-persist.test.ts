import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, freshDatabase } from './helpers.ts';
import { Browser, createAccount, loginFlow, ORIGIN, refresh } from './sso-helpers.ts';

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
});
