import { querySponsorBenefitPackageNoGroup } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerQuerySponsorBenefitPackageNoGroup(app: FastifyInstance): void {
  registerCall(app, querySponsorBenefitPackageNoGroup, ({ query }) =>
    app.services.bvent.getBenefits(query.topOrgId),
  );
}
