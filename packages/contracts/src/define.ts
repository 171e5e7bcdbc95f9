import type { z } from 'zod';
import type { TGate } from './identity/constants.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: 'none' needs no token (the spec's NoToken calls), 'required' answers 401 without one. */
export type CallAuth = 'none' | 'optional' | 'required';

/** A call's zod schemas: its input (path params, query, body) and `returnObj` inside the envelope. */
export interface CallSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** Each call's schemas by call id: one map per domain, in `<domain>/call-schemas.ts`. */
export type CallSchemaMap = Record<string, CallSchemas>;

/**
 * One gateway call's metadata. The same object registers the server route (which takes the call's schemas
 * from `<domain>/call-schemas.ts` by id) and types the web client's request, so the two cannot drift. The
 * object holds no schema: the client imports it without zod. `path` is under /api, spelled exactly as the
 * original platform spells it (the server matches it case-insensitively); `:name` segments are path params.
 */
export interface CallContract<S extends CallSchemas = CallSchemas> {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  auth: CallAuth;
  /** The access gate(s) the server applies, in order, before the handler; implies a logged-in caller. */
  gate?: TGate | readonly TGate[];
  /**
   * The dictionary key of the gate's refusal when the caller lacks the role (the dictionary's own words for this
   * action, "only buyers may publish demand"), instead of the general one.
   */
  refusedAs?: string;
  /**
   * A call whose body is a file of this type, sent as it is (not JSON) and streamed by the handler, which keeps
   * its own size limit (a video of 300 MB is never held in memory).
   */
  rawBody?: string;
  /** The largest body the call takes, in bytes, when more than the gateway's default (an image). */
  bodyLimit?: number;
  /** Whether the list call answers with a pager beside returnObj. */
  paged?: boolean;
  /**
   * HTTP statuses this call answers beyond what every call can: 200, 400 (bad input), 429 (too many requests),
   * 431 (headers too large) and 500; 401 when it needs a login, 403 when it has a gate, 413 when it takes a
   * body (401 listed here: a call without a login that refuses a credential it is given). The OpenAPI document declares them, and the server suite fails on an answer the document lacks.
   */
  alsoAnswers?: readonly (401 | 403 | 404 | 409 | 503)[];
  /** Types only, never set: the schemas this call's input and result are typed by. */
  readonly schemas?: S;
}

/**
 * The `defineCall` of one domain's calls.ts: a call's id must be a key of the domain's schema map (checked by
 * the compiler), and the call is typed by that entry. Nothing of the map is loaded at run time.
 */
export function callsOf<M extends CallSchemaMap>() {
  return <K extends keyof M & string>(call: Omit<CallContract, 'schemas'> & { id: K }): CallContract<M[K]> =>
    call;
}

/** One of a call's schemas by its part, `never` when the call has no such part. */
export type CallSchema<C, K extends keyof CallSchemas> =
  C extends CallContract<infer S> ? (S[K] extends z.ZodType ? S[K] : never) : never;

type In<S> = [S] extends [never] ? never : S extends z.ZodType ? z.input<S> : never;

export type CallParams<C> = In<CallSchema<C, 'params'>>;
export type CallQuery<C> = In<CallSchema<C, 'query'>>;
export type CallBody<C> = In<CallSchema<C, 'body'>>;
export type CallResult<C> = z.output<CallSchema<C, 'response'>>;
