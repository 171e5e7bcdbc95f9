import { clearMySlots } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerClearMySlots(app: FastifyInstance): void {
  registerCall(app, clearMySlots, ({ body, access }) =>
    app.services.meeting.clearSlots(access?.current?.orgId ?? null, body.bventId, body.oneDay),
  );
}
