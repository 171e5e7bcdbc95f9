import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { isGuid } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { ExhibitorFeed } from '../../components/cards/exhibitor-feed.tsx';
import { pavilionDetailOptions } from '../../features/pavilion/api/get-pavilion-detail.ts';
import { PavilionHeader } from '../../features/pavilion/components/pavilion-header.tsx';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';

/**
 * /m/:lang/pavilion/:id. The pavilion's first page tells its event; 4002/4004 (uploading) go to noContent
 * through the api-client, like every content state.
 */
export async function pavilionLoader({ params }: LoaderFunctionArgs) {
  const lang = params.lang as TLanguage;
  if (!isGuid(params.id)) throw redirect(paths.notFound(lang));
  const first = await getQueryClient().ensureInfiniteQueryData(pavilionDetailOptions(params.id));
  const bventId = first.pages[0]?.data.bventId;
  await ensureBrowseEvent(lang, bventId);
  return null;
}

export function PavilionPage() {
  const { t } = useTranslation();
  const params = useParams();
  const lang = params.lang as TLanguage;
  const query = useInfiniteQuery(pavilionDetailOptions(params.id ?? ''));
  const head = query.data?.pages[0]?.data;
  const { bvent, rules } = useBrowseEvent(head?.bventId);
  useDocumentTitle(head ? `${head.name} | ${bvent.title}` : bvent.title);
  const exhibitors = query.data?.pages.flatMap((p) => p.data.exhibitors) ?? [];

  return (
    <div className="sf-page" data-testid="pavilion-page">
      <BrowseBar lang={lang} title={head?.name ?? bvent.title} />
      {head ? (
        <PavilionHeader
          name={head.name}
          cover={head.cover}
          description={head.description}
          exhibitorCount={head.exhibitorCount}
        />
      ) : null}
      <h3 className="sf-list-heading">{t('exhibitor_list')}</h3>
      {exhibitors.length === 0 ? (
        <p className="sf-empty" data-testid="pavilion-exhibitors-empty">
          {t('no_exhibitors')}
        </p>
      ) : (
        <ExhibitorFeed
          items={exhibitors}
          lang={lang}
          rules={rules}
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          onMore={() => void query.fetchNextPage()}
          testId="pavilion-exhibitors"
          hidePavilion
        />
      )}
    </div>
  );
}
