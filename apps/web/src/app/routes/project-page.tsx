import { useCallback } from 'react';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { isGuid } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { CounterRow } from '../../components/counter-row.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { bventByOwnerOptions } from '../../features/bvent/api/get-bvent-by-owner.ts';
import { FavoriteButton } from '../../features/favorite/components/favorite-button.tsx';
import type { FavoriteView } from '../../features/favorite/hooks/favorite-state.ts';
import { projectDetailOptions } from '../../features/project/api/get-project-detail.ts';
import {
  ProjectDetailSkeleton,
  ProjectDetailView,
} from '../../features/project/components/project-detail-view.tsx';
import { ensureEvent } from '../event-data.ts';
import { EventFrame, useIncrementRules } from './event-frame.tsx';

/**
 * /m/:lang/project/:id (client.projectDetail). A project carries its exhibitor, whose event the page
 * runs under, so the project comes first; states 3001-3003 leave for noContent through the api-client.
 */
export async function projectLoader({ params }: LoaderFunctionArgs) {
  const lang = params.lang as TLanguage;
  if (!isGuid(params.id)) throw redirect(paths.notFound(lang));
  const project = await getQueryClient().ensureQueryData(projectDetailOptions(params.id));
  await ensureEvent({ exhibitorId: project.exhibitor.id }, lang);
  return null;
}

export function ProjectPage() {
  const params = useParams();
  const lang = params.lang as TLanguage;
  const id = params.id ?? '';
  const detail = useQuery(projectDetailOptions(id));
  const d = detail.data;
  const onFavorite = useCallback(
    (view: FavoriteView) =>
      getQueryClient().setQueryData(projectDetailOptions(id).queryKey, (p) =>
        p ? { ...p, favoriteCount: view.favoriteCount } : p,
      ),
    [id],
  );
  if (!d) {
    // Only after a language switch (the loader had it): the new language's text is on its way.
    return detail.isError ? (
      <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
    ) : (
      <ProjectDetailSkeleton />
    );
  }
  return <ProjectContent id={id} lang={lang} exhibitorId={d.exhibitor.id} onFavorite={onFavorite} />;
}

function ProjectContent(props: {
  id: string;
  lang: TLanguage;
  exhibitorId: string;
  onFavorite: (view: FavoriteView) => void;
}) {
  const { id, lang, exhibitorId, onFavorite } = props;
  const { data: bvent } = useSuspenseQuery(bventByOwnerOptions({ exhibitorId }));
  const { data: d } = useSuspenseQuery(projectDetailOptions(id));
  const rules = useIncrementRules(bvent.bventId);
  useDocumentTitle(`${d.name} | ${bvent.title}`);
  return (
    <EventFrame bventId={bvent.bventId} bvent={bvent} lang={lang} exhibitorId={exhibitorId}>
      <ProjectDetailView
        detail={d}
        lang={lang}
        favorite={
          <FavoriteButton
            target={{ bventId: bvent.bventId, targetType: 'Project', targetId: d.id }}
            count={d.favoriteCount}
            rules={rules}
            lang={lang}
            onChange={onFavorite}
            hideCount
          />
        }
        counters={
          <CounterRow raw={{ visit: d.visitCount, favorites: d.favoriteCount }} rules={rules} lang={lang} />
        }
      />
    </EventFrame>
  );
}
