import { getMySlots } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetMySlots(app: FastifyInstance): void {
  registerCall(app, getMySlots, ({ query, access }) =>
    app.services.meeting.mySlots(query.bventId, access?.current?.orgId ?? null),
  );
}
