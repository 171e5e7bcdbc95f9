import { catalogueCsv, catalogueEntry, saveCompany, workbenchCompany } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import type { ResolvedAccess } from '../../access/access.service.ts';
import { need } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';
import type { TokenOwner } from '../../sso/port.ts';
import type { CompanyCaller } from './company.service.ts';

/* The exhibitor's company info and catalogue entry on the workbench. */

/** The caller: the organization they act in, and whether their exhibitor role waits for the organizer's audit. */
function callerOf(account: TokenOwner | null, access: ResolvedAccess | null): CompanyCaller {
  return {
    accountId: need(account).accountId,
    currentOrgId: access?.current?.orgId ?? null,
    unaudited: (access?.grants ?? []).some((g) => g.registerType === 'Exhibition' && !g.isAuditSuccess),
  };
}

/** The calls of this folder by contract id, for the gateway's table of routes (domains/index.ts). */
export const COMPANY_ROUTES: Record<string, (app: FastifyInstance) => void> = {
  workbenchCompany: (app) =>
    registerCall(app, workbenchCompany, ({ query, account, access, lang }) =>
      app.services.company.company(callerOf(account, access), query.bventId, lang),
    ),
  saveCompany: (app) =>
    registerCall(app, saveCompany, ({ body, account, access, lang }) =>
      app.services.company.save(callerOf(account, access), body, lang),
    ),
  catalogueEntry: (app) =>
    registerCall(app, catalogueEntry, ({ query, account, access, lang }) =>
      app.services.company.catalogue(callerOf(account, access), query.bventId, lang),
    ),
  catalogueCsv: (app) =>
    registerCall(app, catalogueCsv, ({ query, account, access, lang }) =>
      app.services.company.catalogueCsv(callerOf(account, access), query.bventId, lang),
    ),
};
