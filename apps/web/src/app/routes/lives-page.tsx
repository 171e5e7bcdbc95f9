import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { TLanguage } from '@showfloor/contracts';
import { isGuid } from '@showfloor/domain';
import { useTranslation } from '../../lib/use-translation.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { paths } from '../../config/paths.ts';
import { liveListOptions, type LiveListFilter } from '../../features/live/api/live-api.ts';
import { LiveFilters, LiveList } from '../../features/live/components/live-list.tsx';
import { liveTabOf, stateOfTab } from '../../features/live/hooks/live-tabs.ts';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';

/** The filters in the address: ?tab=live|upcoming|replay, ?day= one fair day, ?exhibitorId= one exhibitor's. */
function filterOf(search: URLSearchParams, bventId: string, days: readonly string[]) {
  const tab = liveTabOf(search.get('tab'));
  const rawDay = search.get('day');
  const rawExhibitor = search.get('exhibitorId');
  const filter: LiveListFilter = {
    bventId,
    state: stateOfTab(tab),
    day: rawDay && days.includes(rawDay) ? rawDay : null,
    exhibitorId: rawExhibitor && isGuid(rawExhibitor) ? rawExhibitor : null,
  };
  return { tab, filter };
}

/** /m/:lang/lives: the live list, server-rendered. */
export async function livesLoader({ params, request }: LoaderFunctionArgs) {
  const bvent = await ensureBrowseEvent(params.lang as TLanguage);
  const { filter } = filterOf(
    new URL(request.url).searchParams,
    bvent.bventId,
    bvent.days.map((d) => d.date),
  );
  void getQueryClient().prefetchInfiniteQuery(liveListOptions(filter));
  return null;
}

export function LivesPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const [search] = useSearchParams();
  const { bvent } = useBrowseEvent();
  const days = bvent.days.map((d) => d.date);
  const { tab, filter } = filterOf(search, bvent.bventId, days);
  const title = t('live_list');
  useDocumentTitle(`${title} | ${bvent.title}`);
  return (
    <div className="sf-page" data-testid="lives-page">
      <BrowseBar lang={lang} title={title} />
      <LiveFilters
        tab={tab}
        day={filter.day}
        days={days}
        lang={lang}
        hrefOf={(k, d) =>
          paths.liveList(lang, { tab: k, day: d, exhibitorId: filter.exhibitorId ?? undefined })
        }
      />
      <LiveList filter={filter} tab={tab} lang={lang} />
    </div>
  );
}
