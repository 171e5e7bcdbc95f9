import { queryUserBenefitPackageNoGroup } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerQueryUserBenefitPackageNoGroup(app: FastifyInstance): void {
  registerCall(app, queryUserBenefitPackageNoGroup, ({ query, account }) =>
    app.services.identity.userBenefits(need(account), query.bventId, query.orgId),
  );
}
