import { queryUsersBenefitFunctionKey } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerQueryUsersBenefitFunctionKey(app: FastifyInstance): void {
  registerCall(app, queryUsersBenefitFunctionKey, ({ body }) =>
    app.services.identity.benefitsOf(body.bventId, body.accountIds, body.functionKey),
  );
}
