import { useMemo } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TDisplayIncrementRule, TLanguage, TProjectCard } from '@showfloor/contracts';
import { compactCount, displayedCount } from '@showfloor/domain';
import { paths } from '../../../config/paths.ts';
import { StarIcon } from '../../../components/icons.tsx';
import { ExhibitorCardSkeleton } from '../../../components/cards/exhibitor-card.tsx';
import { LoadMoreSentinel } from '../../../components/cards/load-more-sentinel.tsx';
import { QueryState } from '../../../components/cards/query-state.tsx';
import { VirtualList } from '../../../components/cards/virtual-list.tsx';
import { projectListOptions } from '../api/list-projects.ts';
import { ListCount } from './list-count.tsx';
import './catalog-lists.css';

interface Props {
  lang: TLanguage;
  bventId: string;
  rules: readonly TDisplayIncrementRule[];
}

/** SPEC §3 ProjectCate: the stored 'Parent/Child' path is shown with '>'. */
const catePath = (cate: string) =>
  cate
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' > ');

function ProjectRow({ item, lang, rules }: { item: TProjectCard; lang: TLanguage; rules: Props['rules'] }) {
  const favorites = displayedCount(item.favoriteCount, rules, 'favorites');
  return (
    <Link to={paths.project(lang, item.id)} className="sf-card sf-project" data-testid="project-list-item">
      <span className="sf-project__cover">
        {item.cover ? (
          <img src={item.cover} alt="" width={240} height={135} loading="lazy" decoding="async" />
        ) : null}
      </span>
      <span className="sf-project__body">
        <span className="sf-project__name">{item.name}</span>
        {item.cate ? <span className="sf-project__meta">{catePath(item.cate)}</span> : null}
        <span className="sf-project__meta">{item.exhibitorName}</span>
        <span className="sf-project__meta" data-value={favorites}>
          <StarIcon width={12} height={12} /> {compactCount(favorites, lang)}
        </span>
      </span>
    </Link>
  );
}

/** The event's listed projects in sort order. */
export function ProjectList({ lang, bventId, rules }: Props) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(projectListOptions(bventId));
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  return (
    <QueryState
      query={{ ...query, data: query.data ? items : undefined }}
      isEmpty={(d) => d.length === 0}
      emptyText={t('no_projects', { defaultValue: 'No projects yet' })}
      skeleton={
        <div className="sf-list-pad">
          <ExhibitorCardSkeleton />
          <ExhibitorCardSkeleton />
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
