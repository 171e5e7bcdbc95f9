import { setMySlots } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerSetMySlots(app: FastifyInstance): void {
  registerCall(app, setMySlots, ({ body, access }) =>
    app.services.meeting.setSlots(access?.current?.orgId ?? null, body),
  );
}
