import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TDisplayIncrementRule, TLanguage } from '@showfloor/contracts';
import { ExhibitorCardSkeleton } from '../../../components/cards/exhibitor-card.tsx';
import { ExhibitorFeed } from '../../../components/cards/exhibitor-feed.tsx';
import { QueryState } from '../../../components/cards/query-state.tsx';
import { loadedPages } from '../../../components/cards/paged-list.tsx';
import { exhibitorListOptions } from '../api/list-exhibitors.ts';
import { ListCount } from './list-count.tsx';

interface Props {
  lang: TLanguage;
  bventId: string;
  rules: readonly TDisplayIncrementRule[];
}

/** Every exhibitor of the event in sort order. */
export function ExhibitorList({ lang, bventId, rules }: Props) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(exhibitorListOptions(bventId));
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  return (
    <QueryState
      query={loadedPages(query, items)}
      isEmpty={(d) => d.length === 0}
      emptyText={t('no_exhibitors')}
      skeleton={
        <div className="sf-list-pad">
          <ExhibitorCardSkeleton />
          <ExhibitorCardSkeleton />
          <ExhibitorCardSkeleton />
        </div>
      }
      testId="exhibitor-list"
    >
      {(list) => (
        <>
          <ListCount total={query.data?.pages[0]?.pager?.total ?? list.length} />
          <ExhibitorFeed
            items={list}
            lang={lang}
            rules={rules}
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            onMore={() => void query.fetchNextPage()}
            testId="exhibitor-list"
          />
        </>
      )}
    </QueryState>
  );
}
