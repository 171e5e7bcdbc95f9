import { useMemo } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { MediaRowSkeleton } from '../../../components/cards/media-row.tsx';
import { LoadMoreSentinel } from '../../../components/cards/load-more-sentinel.tsx';
import { QueryState } from '../../../components/cards/query-state.tsx';
import { loadedPages } from '../../../components/cards/paged-list.tsx';
import { liveListOptions, type LiveListFilter } from '../api/live-api.ts';
import { fairDayLabel } from '../../../lib/intl-locale.ts';
import { LIVE_TABS, type LiveTab } from '../hooks/live-tabs.ts';
import { LiveCard } from './live-card.tsx';
import './live.css';

const TAB_KEYS: Record<LiveTab, string> = {
  live: 'live_tab_live',
  upcoming: 'live_tab_upcoming',
  replay: 'live_tab_replay',
};
const EMPTY_KEYS: Record<LiveTab, string> = {
  live: 'live_empty_live',
  upcoming: 'live_empty_upcoming',
  replay: 'live_empty_replay',
};

interface FilterProps {
  tab: LiveTab;
  day: string | null;
  days: readonly string[];
  lang: TLanguage;
  /** The list's address for a tab and a day (the filters are in the address, so a shared link keeps them). */
  hrefOf: (tab: LiveTab, day: string | null) => string;
}

/** The tabs (on air now, upcoming, replays) and the day chips, as links. */
export function LiveFilters({ tab, day, days, lang, hrefOf }: FilterProps) {
  const { t } = useTranslation();
  const chip = (d: string | null, text: string) => (
    <Link
      key={d ?? 'all'}
      to={hrefOf(tab, d)}
      replace
      className={d === day ? 'sf-live-chip sf-live-chip--on' : 'sf-live-chip'}
      aria-current={d === day ? 'true' : undefined}
      data-day={d ?? 'all'}
    >
      {text}
    </Link>
  );
  return (
    <>
      <nav className="sf-live-tabs" aria-label={t('live_list')} data-testid="live-tabs">
        {LIVE_TABS.map((k) => (
          <Link
            key={k}
            to={hrefOf(k, day)}
            replace
            className={k === tab ? 'sf-live-tab sf-live-tab--on' : 'sf-live-tab'}
            aria-current={k === tab ? 'page' : undefined}
            data-testid={`live-tab-${k}`}
          >
            {t(TAB_KEYS[k])}
          </Link>
        ))}
      </nav>
      <nav className="sf-live-chips" aria-label={t('live_day_filter')} data-testid="live-days">
        {chip(null, t('live_all_days'))}
        {days.map((d) => chip(d, fairDayLabel(d, lang)))}
      </nav>
    </>
  );
}

/** One tab of the live list, page by page. */
export function LiveList({ filter, tab, lang }: { filter: LiveListFilter; tab: LiveTab; lang: TLanguage }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(liveListOptions(filter));
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  return (
    <QueryState
      query={loadedPages(query, items)}
      isEmpty={(d) => d.length === 0}
      emptyText={t(EMPTY_KEYS[tab])}
      skeleton={
        <div className="sf-list-pad">
          <MediaRowSkeleton />
          <MediaRowSkeleton />
        </div>
      }
      testId="live-list"
    >
      {(list) => (
        <>
          <div className="sf-list-pad">
            {list.map((live, i) => (
              <LiveCard key={live.id} live={live} lang={lang} eager={i < 3} />
            ))}
          </div>
          <LoadMoreSentinel
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            onMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </QueryState>
  );
}
