import { getExhibitorContactInformation } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetExhibitorContactInformation(app: FastifyInstance): void {
  registerCall(app, getExhibitorContactInformation, ({ params, lang, account }) =>
    app.services.reference.contact(
      params.exhibitorOrgId,
      params.bventId,
      params.type,
      lang,
      account?.accountId ?? null,
    ),
  );
}
