import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../config/paths.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { PavilionCard } from '../../components/cards/pavilion-card.tsx';
import { QueryState } from '../../components/cards/query-state.tsx';
import { pavilionListOptions } from '../../features/pavilion/api/list-pavilions.ts';
import '../../features/pavilion/components/pavilion.css';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';

/** /m/:lang/pavilions: the exhibition group list (a short list: no paging in the contract). */
export async function pavilionsLoader({ params }: LoaderFunctionArgs) {
  const bvent = await ensureBrowseEvent(params.lang as TLanguage);
  void getQueryClient().prefetchQuery(pavilionListOptions(bvent.bventId));
  return null;
}

export function PavilionsPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const { bvent } = useBrowseEvent();
  const pavilions = useQuery(pavilionListOptions(bvent.bventId));
  const title = t('exhibition_group_list');
  useDocumentTitle(`${title} | ${bvent.title}`);
  return (
    <div className="sf-page" data-testid="pavilions-page">
      <BrowseBar lang={lang} title={title} />
      <QueryState
        query={pavilions}
        isEmpty={(d) => d.length === 0}
        emptyText={t('no_pavilions')}
        skeleton={
          <div className="sf-pavilion-grid">
            <div className="sf-pvcard sf-skel" />
            <div className="sf-pvcard sf-skel" />
          </div>
        }
        testId="pavilion-list"
      >
        {(list) => (
          <div className="sf-pavilion-grid" data-testid="pavilion-list">
            {list.map((p) => (
              <PavilionCard
                key={p.id}
                href={paths.pavilion(lang, p.id)}
                name={p.name}
                cover={p.cover}
                exhibitorCount={p.exhibitorCount}
                uploading={p.uploading}
                testId="pavilion-list-item"
              />
            ))}
          </div>
        )}
      </QueryState>
    </div>
  );
}
