import { CLIENT_ID, type TTicketTokens } from '@showfloor/contracts';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import Provider from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { oidcPayloads } from '../db/schema/identity.ts';
import { findAccount } from './accounts.ts';
import { drizzleAdapterFactory, type GoneListener } from './adapter.ts';
import { VerifiedTokens } from './verified-tokens.ts';
import type { Bus } from '../realtime/bus.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { CLAIMS_SUPPORTED, SCOPES, SSO_PREFIX, ssoConfiguration } from './configuration.ts';
import { loadOrCreateKeys, type SsoKeys } from './keys.ts';
import type { SsoPort, TokenOwner } from './port.ts';
import { providerEpochSeconds } from './provider-clock.ts';

type Gone = Parameters<GoneListener>[0];
/** The bus topic on which a process tells the others which access token or grant it revoked. */
const REVOKED_TOPIC = 'sso-revoked';

/** A public origin as the browser writes it: scheme://host[:port], default port dropped, no path. */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * oidc-provider has one static issuer, but a visitor may open the site as 127.0.0.1 or localhost: one Provider
 * per allowed public origin, created on first use. They share the keys and the accounts, and nothing else: each
 * keeps its codes, tokens, sessions, grants and interactions in its own part of the storage, so what one issuer
 * made is unknown to the others (a code cannot be redeemed, nor a session used, at another issuer).
 */
export class SsoAuthority implements SsoPort {
  readonly origins: readonly string[];
  readonly issuers: readonly string[];
  private keys: Promise<SsoKeys> | null = null;
  private readonly providers = new Map<string, Promise<Provider>>();
  private readonly verified = new VerifiedTokens();
  /** Tells the other gateway processes what this one revoked (shareRevocations); nobody until then. */
  private tellPeers: (gone: Gone) => void = () => {};
  private readonly forget: GoneListener = (gone) => {
    this.verified.forget(gone);
    this.tellPeers(gone);
  };

  constructor(
    private readonly db: Db,
    origins: readonly string[],
    private readonly trustProxy: boolean,
  ) {
    const normalized = origins.map((o) => normalizeOrigin(o));
    const bad = origins.filter((_o, i) => !normalized[i]);
    if (bad.length > 0) throw new Error(`PUBLIC_ORIGINS: not an http(s) origin: ${bad.join(', ')}`);
    this.origins = [...new Set(normalized as string[])];
    if (this.origins.length === 0) throw new Error('PUBLIC_ORIGINS: at least one origin is needed');
    this.issuers = this.origins.map((o) => `${o}${SSO_PREFIX}`);
  }

  /** The provider for a request's origin; null for a host this authority does not answer as. */
  providerFor(origin: string): Promise<Provider> | null {
    const normalized = normalizeOrigin(origin);
    if (!normalized || !this.origins.includes(normalized)) return null;
    let provider = this.providers.get(normalized);
    if (!provider) {
      provider = this.createProvider(normalized);
      this.providers.set(normalized, provider);
      provider.catch(() => this.providers.delete(normalized));
    }
    return provider;
  }

  /** Once per process, before any issuer reads the storage: the keys, and the storage put in order. */
  private prepare(): Promise<SsoKeys> {
    if (!this.keys) {
      const ready = (async () => {
        // Drop what has expired (codes, tokens, sessions); lookups already ignore it.
        await this.db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now()`));
        // Rows stored before each issuer kept its own were made under any of them: the first public origin (the
        // one the site is announced at) takes them, so its visitors stay signed in; at the others they sign in
        // again.
        await this.db
          .update(oidcPayloads)
          .set({ issuer: this.issuers[0]! })
          .where(eq(oidcPayloads.issuer, ''));
        return loadOrCreateKeys(this.db);
      })();
      this.keys = ready;
      ready.catch(() => {
        this.keys = null;
      });
    }
    return this.keys;
  }

  private async createProvider(origin: string): Promise<Provider> {
    const keys = await this.prepare();
    const issuer = `${origin}${SSO_PREFIX}`;
    const adapter = drizzleAdapterFactory(this.db, issuer, this.forget);
    const provider = new Provider(
      issuer,
      ssoConfiguration({ db: this.db, origin, allowedOrigins: this.origins, keys, adapter }),
    );
    provider.proxy = this.trustProxy;
    // The provider's own list also names sid, which no ID token of ours carries: advertise what is true.
    provider.use(async (ctx, next) => {
      await next();
      if (ctx.oidc?.route === 'discovery' && ctx.body && typeof ctx.body === 'object') {
        (ctx.body as Record<string, unknown>).claims_supported = [...CLAIMS_SUPPORTED];
      }
    });
    return provider;
  }

  /**
   * Ends everything the account is signed in with: its sessions at the authority, its grants and every code and
   * token of those grants (a password reset: whoever knew the old password is signed out on every device).
   */
  async endSessionsOf(accountId: string): Promise<void> {
    // The account is one for every issuer: this ends what it has at each of them.
    const owned = sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`;
    const grants = await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.type, 'Grant'), owned))
      .returning({ id: oidcPayloads.id, issuer: oidcPayloads.issuer });
    for (const issuer of new Set(grants.map((g) => g.issuer))) {
      const ids = grants.filter((g) => g.issuer === issuer).map((g) => g.id);
      await this.db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.issuer, issuer), inArray(oidcPayloads.grantId, ids)));
    }
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, 'Session'), owned));
    for (const grant of grants) this.forget({ model: 'Grant', grantId: grant.id });
  }

  /**
   * Several gateway processes: each trusts a verified token for a few seconds without reading it again, so a
   * logout or a refresh replay on one must reach the others' memory at once (a revoked token stops working
   * everywhere within the bus's delivery, not after VERIFIED_TTL_MS). A lost message costs at most that TTL.
   */
  shareRevocations(bus: Bus): void {
    bus.subscribe(REVOKED_TOPIC, (_topic, message) => {
      const gone = message as Gone;
      if (gone && typeof gone.model === 'string') this.verified.forget(gone);
    });
    this.tellPeers = (gone) => {
      bus.publish(REVOKED_TOPIC, { model: gone.model, id: gone.id, grantId: gone.grantId }).catch(() => {
        // Redis away: the others forget the token when its VERIFIED_TTL_MS runs out.
      });
    };
  }

  /**
   * The provider of the issuer that made this access token, or null. The gateway's /api is one resource server
   * behind every public origin and accounts are shared, so it takes an access token of any of its issuers; the
   * token itself is looked up (expiry, grant, session) by the issuer that made it, in that issuer's storage.
   */
  private async issuerOfAccessToken(token: string): Promise<Provider | null> {
    await this.prepare();
    const rows = await this.db
      .select({ issuer: oidcPayloads.issuer })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, 'AccessToken'), eq(oidcPayloads.id, token)))
      .limit(2);
    // Unknown, or (by a near-impossible chance) made by two issuers: not a token this gateway can vouch for.
    if (rows.length !== 1) return null;
    const index = this.issuers.indexOf(rows[0]!.issuer);
    return index < 0 ? null : await this.providerFor(this.origins[index]!)!;
  }

  async verifyAccessToken(token: string): Promise<TokenOwner | null> {
    if (!token || token.length > 512) return null;
    const known = this.verified.get(token);
    if (known) return known;
    try {
      const provider = await this.issuerOfAccessToken(token);
      if (!provider) return null;
      const found = await provider.AccessToken.find(token);
      if (!found || found.isExpired || !found.accountId) return null;
      // A token whose grant was revoked (logout, refresh replay) is dead even if its row survived.
      if (found.grantId && !(await provider.Grant.find(found.grantId))) return null;
      const owner = { accountId: found.accountId, clientId: found.clientId, scope: found.scope ?? '' };
      this.verified.remember(token, owner, found.grantId ?? null, (found.exp ?? 0) * 1000);
      return owner;
    } catch (err) {
      // A database that is away says nothing of the token: the call answers 503, not "signed out" (401).
      if (isDatabaseUnavailable(err)) throw err;
      return null;
    }
  }

  async issueTokens(accountId: string, origin: string): Promise<TTicketTokens> {
    const pending = this.providerFor(origin) ?? this.providerFor(this.origins[0]!)!;
    const provider = await pending;
    const account = await findAccount(this.db, accountId);
    if (!account) throw new Error('issueTokens: unknown account');
    const client = await provider.Client.find(CLIENT_ID);
    if (!client) throw new Error('issueTokens: the first-party client is missing');
    const scope = SCOPES.join(' ');

    const grant = new provider.Grant({ clientId: CLIENT_ID, accountId });
    grant.addOIDCScope(scope);
    const grantId = await grant.save();

    const common = { accountId, client, grantId, scope, gty: 'urf_ticket' };
    const at = new provider.AccessToken(common);
    const accessToken = await at.save();
    // Opening the ticket is this sign-in: its time is the auth_time of every ID token of the grant.
    const authTime = providerEpochSeconds();
    const rt = new provider.RefreshToken({
      ...common,
      rotations: 0,
      iiat: authTime,
      authTime,
      claims: { id_token: { auth_time: { essential: true } } },
    });
    const refreshToken = await rt.save();

    const idToken = new provider.IdToken(
      { sub: account.id, name: account.fullName, email: account.email },
      { client },
    );
    idToken.scope = scope;
    idToken.set('auth_time', authTime);
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      id_token: await idToken.issue({ use: 'idtoken' }),
      token_type: 'Bearer',
      expires_in: at.expiration,
      scope,
    };
  }
}
