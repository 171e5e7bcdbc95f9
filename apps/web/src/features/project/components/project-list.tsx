import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { PagedList } from '../../../components/cards/paged-list.tsx';
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
  return (
    <PagedList
      list={useInfiniteQuery(projectListOptions(filter))}
      testId="project-list"
      emptyText={t('no_projects')}
      skeleton={
        <>
          <ProjectCardSkeleton />
          <ProjectCardSkeleton />
        </>
      }
    >
      {(items) => items.map((p, i) => <ProjectCard key={p.id} project={p} lang={lang} eager={i < 2} />)}
    </PagedList>
  );
}
