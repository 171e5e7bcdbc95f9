// oidc-provider ships no type declarations and @types/oidc-provider is not installed: this is the slice the
// authority uses, typed from the library's source (lib/provider.js, lib/models/*).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: unknown;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ClientModel {
    clientId: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface SessionModel {
    uid: string;
    accountId?: string;
    loginTs?: number;
  }

  export interface GrantModel {
    jti: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    getOIDCScope(): string;
    save(ttl?: number): Promise<string>;
    destroy(): Promise<void>;
  }

  export interface TokenModel {
    jti: string;
    accountId: string;
    clientId: string;
    grantId?: string;
    scope?: string;
    exp?: number;
    isExpired: boolean;
    expiration: number;
    consumed?: unknown;
    save(): Promise<string>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string; uid: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
    returnTo: string;
  }

  export interface OidcContext {
    params?: Record<string, unknown>;
    /** What the request carried, once checked (IdTokenHint: the decoded id_token_hint, signature valid). */
    entities: { IdTokenHint?: { payload: Record<string, unknown> } } & Record<string, unknown>;
    client?: ClientModel;
    session: SessionModel & { grantIdFor(clientId: string): string | undefined };
    result?: Record<string, Record<string, unknown> | undefined>;
    provider: Provider;
    uid?: string;
  }

  /** The Koa context oidc-provider hands to configuration callbacks. */
  export interface KoaContextWithOIDC {
    oidc: OidcContext;
    req: IncomingMessage;
    res: ServerResponse;
    host: string;
    body: unknown;
    type: string;
    status: number;
    get(name: string): string;
    set(name: string, value: string): void;
  }

  interface TokenClass {
    new (payload: Record<string, unknown>): TokenModel;
    find(value: string, opts?: { ignoreExpiration?: boolean }): Promise<TokenModel | undefined>;
  }

  interface IdTokenClass {
    new (
      claims: Record<string, unknown>,
      opts: { client: ClientModel },
    ): {
      scope: string;
      set(key: string, value: unknown): void;
      issue(opts: { use: 'idtoken' }): Promise<string>;
    };
  }

  interface GrantClass {
    new (payload: { clientId: string; accountId: string }): GrantModel;
    find(id: string): Promise<GrantModel | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      opts?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    /** A Koa middleware around every request of the provider (ctx.oidc is set once the route is matched). */
    use(
      middleware: (
        ctx: Omit<KoaContextWithOIDC, 'oidc'> & { oidc?: KoaContextWithOIDC['oidc'] & { route?: string } },
        next: () => Promise<void>,
      ) => Promise<void>,
    ): void;
    readonly AccessToken: TokenClass;
    readonly RefreshToken: TokenClass;
    readonly IdToken: IdTokenClass;
    readonly Grant: GrantClass;
    readonly Client: { find(id: string): Promise<ClientModel | undefined> };
    readonly Session: {
      get(ctx: { req: IncomingMessage; res: ServerResponse }): Promise<SessionModel>;
    };
  }

  export const errors: Record<string, new (...args: unknown[]) => Error>;
}

// The provider's clock (lib/helpers/epoch_time.js): seconds since the epoch of a millisecond instant, now by default.
declare module 'oidc-provider/lib/helpers/epoch_time.js' {
  const epochTime: (date?: number) => number;
  export default epochTime;
}
