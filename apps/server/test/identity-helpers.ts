import { randomBytes } from 'node:crypto';
import { HEADERS, type TTicketTokens } from '@showfloor/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type AppOptions, buildApp } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { oidcPayloads } from '../src/db/schema/index.ts';
import { DEMO_EVENT_ID, type DemoAccountKey, demoAccountId } from '../src/db/seed/demo-ids.ts';
import type { SsoPort, TokenOwner } from '../src/sso/port.ts';
import { call, emptyDir, type Envelope, freshDatabase, type TestApp } from './helpers.ts';

const FAKE_TYPE = 'TestAccessToken';

/**
 * Until the authority is mounted in app.ts, tests stand in an SsoPort of their own, backed by the real
 * database (tokens are rows of oidc_payloads under a type the authority never uses). Test files only.
 */
function fakeSso(db: Db): SsoPort {
  return {
    issuers: ['http://localhost/sso'],
    async verifyAccessToken(token: string): Promise<TokenOwner | null> {
      const [row] = await db
        .select({ payload: oidcPayloads.payload })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, FAKE_TYPE), eq(oidcPayloads.id, token)));
      const accountId = row?.payload.accountId;
      return typeof accountId === 'string' ? { accountId, clientId: 'evosClient', scope: 'openid' } : null;
    },
    async issueTokens(accountId: string): Promise<TTicketTokens> {
      const token = randomBytes(24).toString('base64url');
      await db.insert(oidcPayloads).values({ id: token, type: FAKE_TYPE, payload: { accountId } });
      return {
        access_token: token,
        refresh_token: randomBytes(24).toString('base64url'),
        id_token: 'test',
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'openid',
      };
    },
  };
}

export interface IdentityTestApp extends TestApp {
  /** A valid access token of a demo account, minted by the authority (or the stand-in). */
  token(key: DemoAccountKey): Promise<string>;
  /** GET/POST with the account's token (null: none) and headers. */
  as<T = unknown>(
    key: DemoAccountKey | null,
    opts: InjectOptions,
  ): Promise<{ status: number; body: Envelope<T>; headers: Record<string, unknown> }>;
}

/** An app on a fresh copy of the seeded template, with an authority to mint tokens for the demo accounts. */
export async function buildIdentityApp(
  opts: Partial<AppOptions> = {},
  before?: (app: FastifyInstance) => void,
): Promise<IdentityTestApp> {
  const { database, pglite } = await freshDatabase();
  const app = await buildApp({
    database,
    webDist: emptyDir(),
    logLevel: 'silent',
    rateLimitMax: false,
    ...opts,
  });
  if (!app.hasDecorator('sso')) app.decorate('sso', fakeSso(database.db));
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
