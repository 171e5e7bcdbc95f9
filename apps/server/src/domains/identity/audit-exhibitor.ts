import { auditExhibitor } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerAuditExhibitor(app: FastifyInstance): void {
  registerCall(app, auditExhibitor, async ({ body, account }) => {
    const audited = await app.services.identity.auditExhibitor(body.bventId, body.orgId, body.pass, {
      accountId: need(account).accountId,
      at: new Date(app.clock.now()),
    });
    if (body.pass) await app.services.review.showAudited(body.bventId, body.orgId);
    return audited;
  });
}
