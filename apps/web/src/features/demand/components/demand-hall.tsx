import { useMemo, useState, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadMoreSentinel } from '../../../components/cards/load-more-sentinel.tsx';
import { QueryState } from '../../../components/cards/query-state.tsx';
import { demandHallOptions } from '../api/demand-api.ts';
import { DemandCard } from './demand-card.tsx';
import './demand.css';

interface Props {
  lang: TLanguage;
  bventId: string;
  categoryId: string | undefined;
  keyword: string;
  onKeyword: (keyword: string) => void;
  /** The category filter, drawn by the page (the catalogue's chips). */
  filter: ReactNode;
}

const skeleton = (
  <ul className="sf-demand-list">
    {[0, 1, 2].map((i) => (
      <li key={i} className="sf-card sf-demand-card sf-skel" style={{ height: 110 }} />
    ))}
  </ul>
);

/** The hall: a keyword box, the category filter, and published demands newest first, loaded as the list scrolls. */
export function DemandHall({ lang, bventId, categoryId, keyword, onKeyword, filter }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(keyword);
  const query = useInfiniteQuery(demandHallOptions(bventId, categoryId, keyword));
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  return (
    <>
      <form
        className="sf-demand-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onKeyword(typed.trim());
        }}
      >
        <input
          type="search"
          value={typed}
          placeholder={t('demand_search_placeholder')}
          aria-label={t('demand_search_placeholder')}
          onChange={(e) => setTyped(e.target.value)}
          data-testid="demand-search"
        />
        <button type="submit" className="sf-button sf-button--primary">
          {t('demand_search')}
        </button>
      </form>
      {filter}
      <QueryState
        query={{ ...query, data: query.data ? items : undefined }}
        isEmpty={(list) => list.length === 0}
        empty={
          <InlineState
            title={keyword ? t('demand_no_match', { q: keyword }) : t('demand_empty')}
            description={t('demand_empty_hint')}
          />
        }
        skeleton={skeleton}
        testId="demand-list"
      >
        {(list) => (
          <>
            <ul className="sf-demand-list" data-testid="demand-list">
              {list.map((d) => (
                <li key={d.id}>
                  <DemandCard demand={d} lang={lang} />
                </li>
              ))}
            </ul>
            <LoadMoreSentinel
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              failed={query.isFetchNextPageError}
              onMore={() => void query.fetchNextPage()}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
