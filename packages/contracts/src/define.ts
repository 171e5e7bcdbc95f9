import type { z } from 'zod';
import type { TGate } from './identity/schemas.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: 'none' needs no token (the spec's NoToken calls), 'required' answers 401 without one. */
export type CallAuth = 'none' | 'optional' | 'required';

/**
 * One gateway call. The same object registers the server route and types the web client's request, so the two
 * cannot drift. `path` is under /api, spelled exactly as SPEC §7 spells it (the server matches it
 * case-insensitively); `:name` segments are path params.
 */
export interface CallContract<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  auth: CallAuth;
  /** The access gate the server applies before the handler (SPEC §5); implies a logged-in caller. */
  gate?: TGate;
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `returnObj` inside the envelope. */
  response: R;
  /** Whether the list call answers with a pager beside returnObj. */
  paged?: boolean;
}

export function defineCall<
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
>(c: CallContract<P, Q, B, R>): CallContract<P, Q, B, R> {
  return c;
}

export type CallParams<C> =
  C extends CallContract<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type CallQuery<C> =
  C extends CallContract<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type CallBody<C> =
  C extends CallContract<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type CallResult<C> =
  C extends CallContract<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
