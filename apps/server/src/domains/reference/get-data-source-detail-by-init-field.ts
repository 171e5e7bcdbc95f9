import { getDataSourceDetailByInitField } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetDataSourceDetailByInitField(app: FastifyInstance): void {
  registerCall(app, getDataSourceDetailByInitField, ({ query, lang }) =>
    app.services.reference.dataSource(query.bventId, query.fieldName, lang),
  );
}
