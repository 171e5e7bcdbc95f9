import { HEADERS } from '@showfloor/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientHostOf } from '../../access/access.service.ts';

/**
 * The org the caller acts in at the event, for the meeting calls either side may make (cancel, calendar): they
 * carry no gate, so the caller's current role is resolved here the way the gates resolve it (Current-Org header,
 * then the stored choice). null for a visitor acting outside any org.
 */
export async function actingOrgOf(
  app: FastifyInstance,
  request: FastifyRequest,
  accountId: string,
  bventId: string,
): Promise<string | null> {
  const access = await app.services.access.resolve({
    accountId,
    bventId,
    currentOrg: request.headers[HEADERS.currentOrg.toLowerCase()] as string | undefined,
    host: clientHostOf(request.headers[HEADERS.host.toLowerCase()]),
  });
  return access.current?.orgId ?? null;
}
