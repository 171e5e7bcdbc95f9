import { getAdminAccount } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetAdminAccount(app: FastifyInstance): void {
  registerCall(app, getAdminAccount, ({ query }) => app.services.identity.adminAccount(query.organizationId));
}
