import { exchangeLoginTicket } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerExchangeLoginTicket(app: FastifyInstance): void {
  registerCall(app, exchangeLoginTicket, ({ body, request }) =>
    app.services.identity.exchangeTicket(body.ticket, (accountId) =>
      app.sso.issueTokens(accountId, `${request.protocol}://${request.host}`),
    ),
  );
}
