import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@showfloor/contracts';
import { failureDescription } from '../../../lib/api-client.ts';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadMoreSentinel } from '../../../components/cards/load-more-sentinel.tsx';
import { projectListOptions } from '../api/list-projects.ts';
import { ProjectCard, ProjectCardSkeleton } from './project-card.tsx';
import './project.css';

interface Props {
  filter: { bventId: string; exhibitorId?: string };
  lang: TLanguage;
}

/** An exhibitor's projects (the project tab, full view), paged by infinite scroll. */
export function ProjectList({ filter, lang }: Props) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(projectListOptions(filter));
  if (list.isPending) {
    return (
      <div aria-busy="true" data-testid="project-list-loading">
        <ProjectCardSkeleton />
        <ProjectCardSkeleton />
      </div>
    );
  }
  if (list.isError && !list.data) {
    return (
      <InlineState
        title={t('load_failed')}
        description={failureDescription(list.error, t('load_failed_desc'))}
        actionLabel={t('retry')}
        onAction={() => void list.refetch()}
      />
    );
  }
  const items = list.data.pages.flatMap((p) => p.data);
  if (items.length === 0) {
    return (
      <p className="sf-list-empty" data-testid="project-list-empty">
        {t('no_projects', 'No projects yet')}
      </p>
    );
  }
  return (
    <div data-testid="project-list">
      {items.map((p, i) => (
        <ProjectCard key={p.id} project={p} lang={lang} eager={i < 2} />
      ))}
      <LoadMoreSentinel
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onMore={() => void list.fetchNextPage()}
      />
    </div>
  );
}
