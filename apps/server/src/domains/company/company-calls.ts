import { catalogueCsv, catalogueEntry, saveCompany, workbenchCompany } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { exhibitorCallerOf as callerOf } from '../shared/exhibiting-orgs.ts';

/* The exhibitor's company info and catalogue entry on the workbench. */

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
