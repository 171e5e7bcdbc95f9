import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveCaller } from '../../access/enforce.ts';

/**
 * The org the caller acts in at the event, for the meeting calls either side may make (cancel, calendar): they
 * carry no gate, so it is asked for only when needed (the sender of a meeting needs no org) and resolved as the
 * gates resolve the caller. null for a visitor acting outside any org.
 */
export function actingOrgOf(
  app: FastifyInstance,
  request: FastifyRequest,
  accountId: string,
  bventId: string,
): () => Promise<string | null> {
  return async () => (await resolveCaller(app, request, accountId, bventId)).current?.orgId ?? null;
}
