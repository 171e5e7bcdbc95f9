import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/*
 * What a log line may never hold: a password, a hash, a token, a cookie, an Authorization header, a one-time code
 * or ticket. Requests are logged without headers (Fastify's serializer) and with the values of secret query
 * parameters masked; errors are logged without the SQL parameters a failed query carries (the driver puts them in
 * the message and on the error) or the row values PostgreSQL quotes, and the same for their causes.
 */

/** Query parameters whose values are secrets (OIDC codes and tokens, login tickets, reset links). */
const SECRET_PARAMS =
  /^(code|token|ticket|urf_ticket|access_token|refresh_token|id_token|id_token_hint|password|state|nonce|code_verifier)$/i;
const MASK = '[redacted]';
/** Paths whose last segment is the secret of an e-mailed link (confirm a registration, reset a password). */
const SECRET_PATH = /^(\/sso\/(?:verify|reset)\/)[^/?#]+/i;

export function safeUrl(raw: string): string {
  const url = raw.replace(SECRET_PATH, `$1${MASK}`);
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAMS.test(key)) params.set(key, MASK);
  return `${url.slice(0, q)}?${params.toString()}`;
}

type Serialized = Record<string, unknown> & { type: string; message: string; stack: string; cause?: unknown };

/** An error as the log may show it: its query text kept, its parameters gone, the same for its causes. */
export function safeError(err: unknown, depth = 0): Serialized {
  const out = stdSerializers.err(err as Error) as Serialized;
  // The parameters, and PostgreSQL's detail and context, which quote the row's values ("Failing row contains ...").
  for (const key of ['params', 'parameters', 'detail', 'where', 'internalQuery']) delete out[key];
  out.message = String(out.message ?? '').replace(/\n?params: [\s\S]*$/, '');
  out.stack = String(out.stack ?? '').replace(/\n?params: [\s\S]*?(?=\n\s+at |$)/, '');
  const cause = (err as { cause?: unknown })?.cause;
  if (cause && depth < 3) out.cause = safeError(cause, depth + 1);
  return out;
}

export const logSerializers = {
  err: (err: unknown) => safeError(err),
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: safeUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
};
