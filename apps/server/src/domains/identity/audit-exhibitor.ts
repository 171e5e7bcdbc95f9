import { auditExhibitor } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerAuditExhibitor(app: FastifyInstance): void {
  registerCall(app, auditExhibitor, ({ body }) =>
    app.services.identity.auditExhibitor(body.bventId, body.orgId, body.pass),
  );
}
