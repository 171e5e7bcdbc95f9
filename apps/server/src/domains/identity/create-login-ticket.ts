import { createLoginTicket } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerCreateLoginTicket(app: FastifyInstance): void {
  registerCall(app, createLoginTicket, ({ account }) => app.services.identity.createTicket(need(account)));
}
