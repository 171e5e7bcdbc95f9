import { workbenchFigures, workbenchFiguresCsv } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

/* The exhibitor's leads and figures on the workbench: the chart's data and its CSV. */

export function registerWorkbenchFigures(app: FastifyInstance): void {
  registerCall(app, workbenchFigures, ({ query, account, access, lang }) =>
    app.services.figures.figures(
      need(account).accountId,
      access?.current?.orgId ?? null,
      query.bventId,
      lang,
    ),
  );
}

export function registerWorkbenchFiguresCsv(app: FastifyInstance): void {
  registerCall(app, workbenchFiguresCsv, ({ query, account, access, lang }) =>
    app.services.figures.csv(need(account).accountId, access?.current?.orgId ?? null, query.bventId, lang),
  );
}
