import { getExhibitorOrgWebIms } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetExhibitorOrgWebIms(app: FastifyInstance): void {
  registerCall(app, getExhibitorOrgWebIms, ({ params, lang, account }) =>
    app.services.reference.webIms(params.exhibitorOrgId, lang, account?.accountId ?? null),
  );
}
