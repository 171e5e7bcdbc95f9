import { markOrderPaid } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerMarkOrderPaid(app: FastifyInstance): void {
  registerCall(app, markOrderPaid, ({ params, body, account }) =>
    app.services.identity.markOrderPaid(params.bventId, body.orderId, {
      accountId: need(account).accountId,
      at: new Date(app.clock.now()),
    }),
  );
}
