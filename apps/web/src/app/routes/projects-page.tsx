import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { getQueryClient } from '../../lib/query-client.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { projectListOptions } from '../../features/catalog-lists/api/list-projects.ts';
import { ProjectList } from '../../features/catalog-lists/components/project-list.tsx';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';

/** /m/:lang/projects: the project list. */
export async function projectsLoader({ params }: LoaderFunctionArgs) {
  const bvent = await ensureBrowseEvent(params.lang as TLanguage);
  void getQueryClient().prefetchInfiniteQuery(projectListOptions(bvent.bventId));
  return null;
}

export function ProjectsPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const { bvent, rules } = useBrowseEvent();
  const title = t('project_list');
  useDocumentTitle(`${title} | ${bvent.title}`);
  return (
    <div className="sf-page" data-testid="projects-page">
      <BrowseBar lang={lang} title={title} />
      <ProjectList lang={lang} bventId={bvent.bventId} rules={rules} />
    </div>
  );
}
