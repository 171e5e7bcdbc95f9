import { queryUserBenefitFunctionKey } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerQueryUserBenefitFunctionKey(app: FastifyInstance): void {
  registerCall(app, queryUserBenefitFunctionKey, ({ query }) =>
    app.services.identity.benefitOf(query.bventId, query.accountId, query.functionKey),
  );
}
