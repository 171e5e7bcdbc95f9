import type { FastifyRequest } from 'fastify';

/**
 * The origin absolute links are written with: the one the request came to when it is a configured origin
 * (PUBLIC_ORIGINS), otherwise the first configured one. A request's Host header is the client's word: echoed, a
 * forged Host would put another site into link previews and caches.
 */
export function siteOrigin(request: FastifyRequest, origins: readonly string[]): string {
  const asked = `${request.protocol}://${request.host}`.toLowerCase();
  return origins.find((o) => o.toLowerCase() === asked) ?? origins[0] ?? asked;
}
