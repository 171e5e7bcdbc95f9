import { HEADERS } from '@showfloor/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AppOptions } from '../src/app.ts';
import { DEMO_EVENT_ID, type DemoAccountKey, demoAccountId } from '../src/db/seed/demo-ids.ts';
import { buildTestApp, call, type Envelope, freshDatabase, type TestApp } from './helpers.ts';

export interface IdentityTestApp extends TestApp {
  /** A valid access token of a demo account, minted by the authority (or the stand-in). */
  token(key: DemoAccountKey): Promise<string>;
  /** GET/POST with the account's token (null: none) and headers. */
  as<T = unknown>(
    key: DemoAccountKey | null,
    opts: InjectOptions,
  ): Promise<{ status: number; body: Envelope<T>; headers: Record<string, unknown> }>;
}

/** An app on a fresh copy of the seeded template; its authority (app.sso) mints tokens for the demo accounts. */
export async function buildIdentityApp(
  opts: Partial<AppOptions> = {},
  before?: (app: FastifyInstance) => void,
): Promise<IdentityTestApp> {
  const { database, pglite } = await freshDatabase();
  const app = await buildTestApp({ database, ...opts });
  before?.(app);
  await app.ready();
  const tokens = new Map<DemoAccountKey, string>();
  const token = async (key: DemoAccountKey) => {
    const known = tokens.get(key);
    if (known) return known;
    const origin = new URL(app.sso.issuers[0] ?? 'http://localhost/sso').origin;
    const minted = (await app.sso.issueTokens(demoAccountId(key), origin)).access_token;
    tokens.set(key, minted);
    return minted;
  };
  return {
    app,
    db: database.db,
    pglite,
    token,
    async as(key, o) {
      const headers = { ...(o.headers ?? {}) } as Record<string, string>;
      if (key) headers[HEADERS.authorization] = `Bearer ${await token(key)}`;
      return call(app, { ...o, headers });
    },
    close: async () => {
      await app.close();
      await pglite.close();
    },
  };
}

export const EVENT = DEMO_EVENT_ID;
