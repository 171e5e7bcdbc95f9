import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TDisplayIncrementRule, TLanguage, TProjectCard } from '@showfloor/contracts';
import { compactCount, displayedCount, projectCatePath } from '@showfloor/domain';
import { paths } from '../../../config/paths.ts';
import { StarIcon } from '../../../components/icons.tsx';
import { MediaRow, MediaRowSkeleton } from '../../../components/cards/media-row.tsx';
import { LoadMoreSentinel } from '../../../components/cards/load-more-sentinel.tsx';
import { QueryState } from '../../../components/cards/query-state.tsx';
import { loadedPages } from '../../../components/cards/paged-list.tsx';
import { VirtualList } from '../../../components/cards/virtual-list.tsx';
import { projectListOptions } from '../api/list-projects.ts';
import { ListCount } from './list-count.tsx';
import './catalog-lists.css';

interface Props {
  lang: TLanguage;
  bventId: string;
  rules: readonly TDisplayIncrementRule[];
}

function ProjectRow({ item, lang, rules }: { item: TProjectCard; lang: TLanguage; rules: Props['rules'] }) {
  const favorites = displayedCount(item.favoriteCount, rules, 'favorites');
  return (
    <MediaRow
      to={paths.project(lang, item.id)}
      cover={item.cover}
      title={item.name}
      testId="project-list-item"
    >
      {item.cate ? <span className="sf-mrow__meta">{projectCatePath(item.cate)}</span> : null}
      <span className="sf-mrow__meta">{item.exhibitorName}</span>
      <span className="sf-mrow__meta" data-value={favorites}>
        <StarIcon width={12} height={12} /> {compactCount(favorites, lang)}
      </span>
    </MediaRow>
  );
}

/** The event's listed projects in sort order. */
export function ProjectList({ lang, bventId, rules }: Props) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(projectListOptions(bventId));
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  return (
    <QueryState
      query={loadedPages(query, items)}
      isEmpty={(d) => d.length === 0}
      emptyText={t('no_projects')}
      skeleton={
        <div className="sf-list-pad">
          <MediaRowSkeleton />
          <MediaRowSkeleton />
        </div>
      }
      testId="project-list"
    >
      {(list) => (
        <>
          <ListCount total={query.data?.pages[0]?.pager?.total ?? list.length} />
          <div className="sf-list-pad">
            <VirtualList
              items={list}
              estimate={105}
              itemKey={(p) => p.id}
              testId="project-list"
              renderItem={(p) => <ProjectRow item={p} lang={lang} rules={rules} />}
            />
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
