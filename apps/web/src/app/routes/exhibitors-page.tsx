import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { getQueryClient } from '../../lib/query-client.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { exhibitorListOptions } from '../../features/catalog-lists/api/list-exhibitors.ts';
import { ExhibitorList } from '../../features/catalog-lists/components/exhibitor-list.tsx';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';

/** /m/:lang/exhibitors: the exhibitor list. */
export async function exhibitorsLoader({ params }: LoaderFunctionArgs) {
  const bvent = await ensureBrowseEvent(params.lang as TLanguage);
  void getQueryClient().prefetchInfiniteQuery(exhibitorListOptions(bvent.bventId));
  return null;
}

export function ExhibitorsPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const { bvent, rules } = useBrowseEvent();
  const title = t('exhibitor_list');
  useDocumentTitle(`${title} | ${bvent.title}`);
  return (
    <div className="sf-page" data-testid="exhibitors-page">
      <BrowseBar lang={lang} title={title} />
      <ExhibitorList lang={lang} bventId={bvent.bventId} rules={rules} />
    </div>
  );
}
