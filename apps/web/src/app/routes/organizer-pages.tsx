import type { ReactNode } from 'react';
import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import {
  ATTENDEE_QUEUE_STATES,
  PAYMENT_QUEUE_STATES,
  PRODUCT_STATES,
  REVIEW_SUBJECTS,
  type TLanguage,
} from '@showfloor/contracts';
import { useTranslation } from '../../lib/use-translation.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { AttendeeQueue } from '../../features/review/components/attendee-queue.tsx';
import { ConsoleHome } from '../../features/review/components/console-home.tsx';
import { DemandReview } from '../../features/review/components/demand-review.tsx';
import { EXHIBITOR_CHIPS, ExhibitorQueue } from '../../features/review/components/exhibitor-queue.tsx';
import { PaymentQueue } from '../../features/review/components/payment-queue.tsx';
import { ProductQueue } from '../../features/review/components/product-queue.tsx';
import { ReviewLog } from '../../features/review/components/review-log.tsx';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';
import { useSignedIn } from './signed-in.tsx';

/*
 * The organizer's review console (the Planner of the event): its front page with what waits in each queue, the
 * queues of exhibitors, products, visitors' registrations, offline payments and demands, and the log of
 * decisions. The gateway's Planner gate is the lock: anyone else is sent to the forbidden page with its reason.
 * A queue's state (`state`) and keyword (`q`) live in the address, so back and a shared link keep them.
 */

export async function organizerLoader({ params }: LoaderFunctionArgs) {
  await ensureBrowseEvent(params.lang as TLanguage);
  return null;
}

interface ConsoleContext {
  lang: TLanguage;
  bventId: string;
  accountId: string;
}

/** A console page: its bar and title, and for a signed-in viewer its content (else why it is empty). */
function ConsolePage({
  titleKey,
  testId,
  children,
}: {
  titleKey: string;
  testId: string;
  children: (c: ConsoleContext) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const { bvent } = useBrowseEvent();
  const { session, loginState } = useSignedIn(
    lang,
    bvent.bventId,
    'demand_review_organizer_hint',
    'review-login',
  );
  const title = t(titleKey);
  useDocumentTitle(`${title} | ${bvent.title}`);
  return (
    <div className="sf-page" data-testid={testId}>
      <BrowseBar lang={lang} title={title} searchLink={false} />
      {session.accountId
        ? children({ lang, bventId: bvent.bventId, accountId: session.accountId })
        : loginState}
    </div>
  );
}

/** The queue's filters in the address: a known state (else the queue's first), a keyword of at most 100. */
function useQueueFilter<S extends string>(states: readonly S[]) {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('state');
  const state = states.find((s) => s === raw) ?? states[0]!;
  const keyword = (search.get('q') ?? '').trim().slice(0, 100);
  const go = (next: { state: string; q: string }) =>
    setSearch(Object.fromEntries(Object.entries(next).filter((e): e is [string, string] => Boolean(e[1]))), {
      replace: true,
    });
  return {
    state,
    keyword,
    onState: (s: S) => go({ state: s, q: keyword }),
    onKeyword: (q: string) => go({ state, q }),
  };
}

export function OrganizerHomePage() {
  return (
    <ConsolePage titleKey="review_console" testId="organizer-home-page">
      {(c) => <ConsoleHome {...c} />}
    </ConsolePage>
  );
}

export function ReviewExhibitorsPage() {
  const f = useQueueFilter(EXHIBITOR_CHIPS);
  return (
    <ConsolePage titleKey="review_queue_exhibitors" testId="review-exhibitors-page">
      {(c) => <ExhibitorQueue {...c} {...f} />}
    </ConsolePage>
  );
}

export function ReviewProductsPage() {
  const f = useQueueFilter(PRODUCT_STATES);
  return (
    <ConsolePage titleKey="review_queue_products" testId="review-products-page">
      {(c) => <ProductQueue {...c} {...f} />}
    </ConsolePage>
  );
}

export function ReviewAttendeesPage() {
  const f = useQueueFilter(ATTENDEE_QUEUE_STATES);
  return (
    <ConsolePage titleKey="review_queue_attendees" testId="review-attendees-page">
      {(c) => <AttendeeQueue {...c} {...f} />}
    </ConsolePage>
  );
}

export function ReviewPaymentsPage() {
  const f = useQueueFilter(PAYMENT_QUEUE_STATES);
  return (
    <ConsolePage titleKey="review_queue_payments" testId="review-payments-page">
      {(c) => <PaymentQueue {...c} {...f} />}
    </ConsolePage>
  );
}

const LOG_FILTERS = ['all', ...REVIEW_SUBJECTS] as const;

export function ReviewLogPage() {
  const f = useQueueFilter(LOG_FILTERS);
  return (
    <ConsolePage titleKey="review_queue_log" testId="review-log-page">
      {(c) => (
        <ReviewLog
          {...c}
          subject={f.state === 'all' ? null : f.state}
          onSubject={(s) => f.onState(s ?? 'all')}
        />
      )}
    </ConsolePage>
  );
}

export function ReviewDemandsPage() {
  return (
    <ConsolePage titleKey="demand_review" testId="review-demands-page">
      {(c) => <DemandReview bventId={c.bventId} accountId={c.accountId} />}
    </ConsolePage>
  );
}
