import { markOrderPaid } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerMarkOrderPaid(app: FastifyInstance): void {
  registerCall(app, markOrderPaid, ({ params, body }) =>
    app.services.identity.markOrderPaid(params.bventId, body.orderId),
  );
}
