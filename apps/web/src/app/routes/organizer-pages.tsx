import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { TLanguage } from '@showfloor/contracts';
import { useTranslation } from '../../lib/use-translation.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { DemandReview } from '../../features/review/components/demand-review.tsx';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';
import { useSignedIn } from './signed-in.tsx';

/*
 * The organizer's pages (the Planner of the event): for now the demand review; the console grows with the
 * exhibitor, product and attendee queues. The gateway's Planner gate is the lock: anyone else is sent to the
 * forbidden page with its reason.
 */

export async function organizerLoader({ params }: LoaderFunctionArgs) {
  await ensureBrowseEvent(params.lang as TLanguage);
  return null;
}

export function ReviewDemandsPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const { bvent } = useBrowseEvent();
  const { session, loginState } = useSignedIn(
    lang,
    bvent.bventId,
    'demand_review_organizer_hint',
    'review-login',
  );
  const title = t('demand_review');
  useDocumentTitle(`${title} | ${bvent.title}`);
  return (
    <div className="sf-page" data-testid="review-demands-page">
      <BrowseBar lang={lang} title={title} searchLink={false} />
      {session.accountId ? (
        <DemandReview bventId={bvent.bventId} accountId={session.accountId} />
      ) : (
        loginState
      )}
    </div>
  );
}
