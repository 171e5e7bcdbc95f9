import { useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { myEnquiriesOptions } from '../api/enquiry-api.ts';
import { EnquiryCard } from './enquiry-card.tsx';

/**
 * The buyer's enquiries, newest first, with the exhibitors' replies: read again when the page comes back, and when
 * the socket says one changed (hooks/use-enquiry-stream.ts).
 */
export function MyEnquiries({
  bventId,
  accountId,
  lang,
}: {
  bventId: string;
  accountId: string;
  lang: TLanguage;
}) {
  const { t } = useTranslation();
  const list = useQuery({ ...myEnquiriesOptions(bventId, accountId), refetchOnWindowFocus: 'always' });
  if (list.isError) return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <div className="sf-card" aria-busy="true" />;
  if (list.data.length === 0)
    return <InlineState title={t('enquiry_mine_empty')} description={t('enquiry_mine_empty_hint')} />;
  return (
    <ul className="sf-enquiry-list" data-testid="my-enquiries">
      {list.data.map((e) => (
        <EnquiryCard key={e.id} enquiry={e} lang={lang} side="buyer" />
      ))}
    </ul>
  );
}
