import { useInfiniteQuery } from '@tanstack/react-query';
import {
  CURRENCIES,
  PAYMENT_QUEUE_STATES,
  type TCurrency,
  type TLanguage,
  type TPaymentQueueState,
  type TPaymentReview,
} from '@showfloor/contracts';
import { formatCurrency } from '@showfloor/domain';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { markPaid, paymentQueueOptions, refuseAPayment } from '../api/review-api.ts';
import { PAYMENT_DECISIONS, reviewTime } from '../hooks/review-rules.ts';
import { DecisionBar } from './decision-bar.tsx';
import { type QueueProps, ReviewQueue } from './queue-view.tsx';
import { ReviewCard } from './review-card.tsx';
import './review.css';

/** An order's amount, kept in minor units (cents), in the viewer's language. */
const amountOf = (p: TPaymentReview, lang: TLanguage) =>
  (CURRENCIES as readonly string[]).includes(p.currency)
    ? formatCurrency(p.amount / 100, p.currency as TCurrency, lang)
    : `${(p.amount / 100).toFixed(2)} ${p.currency}`;

/** One offline ticket order: the buyer, the amount, when it was ordered; paid, or refused with a note. */
function PaymentCard({ item, bventId, lang }: { item: TPaymentReview; bventId: string; lang: TLanguage }) {
  const { t } = useTranslation();
  const zone = useViewerTimeZone();
  return (
    <ReviewCard
      testId="review-payment"
      id={item.orderId}
      head={
        <div className="sf-review-item__head sf-review-item__head--spread">
          <h3>{item.fullName || item.email}</h3>
          <strong className="sf-review-amount" data-testid="review-amount">
            {amountOf(item, lang)}
          </strong>
        </div>
      }
      state={item.status}
      stateLabel={t(`review_payment_${item.status}`)}
    >
      <dl className="sf-facts">
        <dt>{t('contact_email')}</dt>
        <dd>{item.email || '—'}</dd>
        <dt>{t('cashier_order')}</dt>
        <dd className="sf-review-mono">{item.orderId}</dd>
        <dt>{t('review_ordered_at')}</dt>
        <dd>{reviewTime(item.createdAt, zone)}</dd>
        {item.paidAt ? (
          <>
            <dt>{t('review_paid_at')}</dt>
            <dd>{reviewTime(item.paidAt, zone)}</dd>
          </>
        ) : null}
      </dl>
      {item.status === 'Unpaid' ? (
        <DecisionBar
          choices={PAYMENT_DECISIONS}
          subject={`${item.fullName || item.email} · ${amountOf(item, lang)}`}
          noteHintKey="review_note_hint_attendee"
          run={(decision, note) =>
            decision === 'markPaid'
              ? markPaid(bventId, item.orderId)
              : refuseAPayment({ bventId, orderId: item.orderId, note })
          }
        />
      ) : null}
    </ReviewCard>
  );
}

/** Offline (bank transfer) ticket orders by state: the unpaid ones to settle or refuse. */
export function PaymentQueue(props: QueueProps<TPaymentQueueState>) {
  const { t } = useTranslation();
  const { bventId, accountId, lang, state, keyword } = props;
  const query = useInfiniteQuery(paymentQueueOptions(bventId, accountId, state, keyword));
  return (
    <ReviewQueue
      {...props}
      label={t('review_queue_payments')}
      states={PAYMENT_QUEUE_STATES}
      stateLabel={(s) => t(`review_payment_${s}`)}
      placeholder={t('review_search_people')}
      query={query}
      keyOf={(i) => i.orderId}
      renderItem={(i) => <PaymentCard item={i} bventId={bventId} lang={lang} />}
      testId="review-payments"
    />
  );
}
