import { redirect } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { TBvent, TLanguage } from '@showfloor/contracts';
import { paths } from '../../config/paths.ts';
import { getCurrentEventId, setCurrentEventId, useCurrentEventId } from '../../lib/event-session.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { decorationOptions } from '../../features/bvent/api/get-decoration.ts';
import { useApplyDecoration } from '../../features/bvent/hooks/use-apply-decoration.ts';
import { bventByIdOptions } from '../../features/home/api/get-bvent-by-id.ts';
import { ensureDictionary } from '../event-data.ts';

/**
 * The event of a browse page (home, search, lists): the one the document was served for (boot data), or
 * the one a pavilion names. seedBootData put the boot data's event under getBventById's key, so the first
 * screen makes no round trip for it. Decoration is optional: a page without it is still a page.
 */
export async function ensureBrowseEvent(lang: TLanguage, bventId?: string): Promise<TBvent> {
  const id = bventId ?? getCurrentEventId();
  if (!id) throw redirect(paths.notFound(lang));
  const bvent = await getQueryClient().ensureQueryData(bventByIdOptions(id));
  setCurrentEventId(bvent.bventId);
  await Promise.all([
    getQueryClient()
      .ensureQueryData(decorationOptions(bvent.bventId))
      .catch(() => null),
    ensureDictionary(bvent.bventId, lang),
  ]);
  return bvent;
}

/** The loaded event of a browse page with its decoration applied. */
export function useBrowseEvent(bventId?: string) {
  const current = useCurrentEventId();
  const id = bventId ?? current ?? '';
  const { data: bvent } = useSuspenseQuery(bventByIdOptions(id));
  const decoration = useQuery(decorationOptions(bvent.bventId)).data;
  useApplyDecoration(decoration);
  return {
    bvent,
    rules: decoration?.displayIncrementRules ?? [],
    customImage: decoration?.customImage ?? '',
  };
}
