import { queryOptions } from '@tanstack/react-query';
import { workbenchFigures, workbenchFiguresCsv } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

/** The exhibitor's figures per day of the fair. */
export const figuresOptions = (bventId: string, accountId: string) =>
  queryOptions({
    queryKey: localizedKey('workbench-figures', bventId, accountId),
    queryFn: ({ signal }) =>
      request(workbenchFigures, { query: { bventId } }, { signal }).then((r) => r.data),
  });

export const figuresCsv = (bventId: string) =>
  request(workbenchFiguresCsv, { query: { bventId } }).then((r) => r.data);
