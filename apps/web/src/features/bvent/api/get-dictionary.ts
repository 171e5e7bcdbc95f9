import { queryOptions } from '@tanstack/react-query';
import { getDictionary, type TLanguage } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

/**
 * The dictionary of one language and its fallbacks; with an event, the event's own records override the
 * platform's. The dictionary never changes while a page is open.
 */
export const dictionaryOptions = (bventId: string | null, language: TLanguage) =>
  queryOptions({
    queryKey: ['dictionary', bventId, language] as const,
    queryFn: ({ signal }) =>
      request(
        getDictionary,
        { query: { bventId: bventId ?? undefined, language } },
        { signal, ignoreError: true },
      ).then((r) => r.data),
    staleTime: Infinity,
  });
