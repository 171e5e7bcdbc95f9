import { getRolesWithBvent } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerGetRolesWithBvent(app: FastifyInstance): void {
  registerCall(app, getRolesWithBvent, ({ query, account }) =>
    app.services.identity.rolesWithBvent(need(account), query.bventId, query.accountId),
  );
}
