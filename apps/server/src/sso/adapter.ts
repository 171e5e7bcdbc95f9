import { and, eq, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { oidcPayloads } from '../db/schema/identity.ts';
import { providerTime } from './provider-clock.ts';

/** Models whose rows carry a grantId and die with their grant (revokeByGrantId). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/**
 * A session's authorizations as the provider reads them, none marked to outlive logout: logout ends every grant
 * of the session. The configuration no longer marks any (expiresWithSession), but sessions stored while
 * offline access was granted may carry the mark.
 */
function endsWithLogout(stored: Record<string, unknown>): AdapterPayload {
  const authorizations = stored.authorizations;
  if (!authorizations || typeof authorizations !== 'object') return stored as AdapterPayload;
  const cleared = Object.fromEntries(
    Object.entries(authorizations as Record<string, unknown>).map(([clientId, auth]) => {
      if (!auth || typeof auth !== 'object') return [clientId, auth];
      const { persistsLogout: _persists, ...rest } = auth as Record<string, unknown>;
      return [clientId, rest];
    }),
  );
  return { ...stored, authorizations: cleared } as AdapterPayload;
}

const live = sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`;

/** Told when stored state stops being valid (a token destroyed, a grant revoked), so caches of it can drop it. */
export type GoneListener = (gone: { model: string; id?: string; grantId?: string }) => void;

/**
 * oidc-provider's storage in oidc_payloads (one row per model instance), so sessions, grants and tokens
 * survive a restart. An expired row reads as missing; consume() stamps consumedAt, which the provider sees as
 * `consumed` (a rotated refresh token or a used code then refuses a replay).
 *
 * Each issuer has its own part of the table (the `issuer` column): every read, write and delete names it, so a
 * code, token, session, grant or interaction made by one issuer does not exist for another, although they share
 * the table, the keys and the accounts.
 */
export function drizzleAdapterFactory(db: Db, issuer: string, onGone: GoneListener = () => {}) {
  const mine = eq(oidcPayloads.issuer, issuer);
  return class DrizzleAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private row(id: string) {
      return and(mine, eq(oidcPayloads.type, this.model), eq(oidcPayloads.id, id));
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? providerTime(expiresIn) : null;
      const row = {
        issuer,
        id,
        type: this.model,
        payload: payload as Record<string, unknown>,
        grantId: GRANTABLE.has(this.model) || this.model === 'Grant' ? (payload.grantId ?? null) : null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({
          target: [oidcPayloads.type, oidcPayloads.id, oidcPayloads.issuer],
          set: {
            payload: row.payload,
            grantId: row.grantId,
            userCode: row.userCode,
            uid: row.uid,
            expiresAt,
          },
        });
    }

    private async findWhere(where: ReturnType<typeof and>): Promise<AdapterPayload | undefined> {
      const rows = await db
        .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(and(mine, eq(oidcPayloads.type, this.model), where, live))
        .limit(1);
      const row = rows[0];
      if (!row) return undefined;
      const payload =
        this.model === 'Session' ? endsWithLogout(row.payload) : (row.payload as AdapterPayload);
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db.update(oidcPayloads).set({ consumedAt: providerTime() }).where(this.row(id));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(this.row(id));
      onGone(this.model === 'Grant' ? { model: this.model, grantId: id } : { model: this.model, id });
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db
        .delete(oidcPayloads)
        .where(and(mine, eq(oidcPayloads.type, this.model), eq(oidcPayloads.grantId, grantId)));
      onGone({ model: this.model, grantId });
    }
  };
}
