import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TLanguage, TReviewSummary } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { summaryOptions } from '../api/review-api.ts';
import './review.css';

interface Queue {
  key: keyof TReviewSummary | 'log';
  labelKey: string;
  to: string;
}

/** The console's front page: each queue with how many items wait in it, and the log of decisions. */
export function ConsoleHome({
  bventId,
  accountId,
  lang,
}: {
  bventId: string;
  accountId: string;
  lang: TLanguage;
}) {
  const { t } = useTranslation();
  const summary = useQuery(summaryOptions(bventId, accountId));
  const queues: Queue[] = [
    { key: 'exhibitors', labelKey: 'review_queue_exhibitors', to: paths.reviewExhibitors(lang) },
    { key: 'products', labelKey: 'review_queue_products', to: paths.reviewProducts(lang) },
    { key: 'attendees', labelKey: 'review_queue_attendees', to: paths.reviewAttendees(lang) },
    { key: 'payments', labelKey: 'review_queue_payments', to: paths.reviewPayments(lang) },
    { key: 'demands', labelKey: 'review_queue_demands', to: paths.reviewDemands(lang) },
  ];
  if (summary.isError) return <LoadFailed error={summary.error} onRetry={() => void summary.refetch()} />;
  const data = summary.data;
  return (
    <>
      <p className="sf-review-intro">{t('review_console_intro')}</p>
      <ul className="sf-card sf-review-home" data-testid="review-home" aria-busy={!data}>
        {queues.map((q) => {
          const count = data && q.key !== 'log' ? data[q.key] : undefined;
          return (
            <li key={q.key}>
              <Link to={q.to} data-testid={`review-home-${q.key}`} data-count={count ?? ''}>
                <span className="sf-review-home__label">{t(q.labelKey)}</span>
                <span
                  className="sf-review-home__count"
                  data-waiting={count !== undefined && count > 0}
                  data-testid="review-home-count"
                >
                  {count === undefined
                    ? '…'
                    : count > 0
                      ? t('review_waiting', { count })
                      : t('review_none_waiting')}
                </span>
                <ChevronRightIcon aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
      <ul className="sf-card sf-review-home">
        <li>
          <Link to={paths.reviewLog(lang)} data-testid="review-home-log">
            <span className="sf-review-home__label">{t('review_queue_log')}</span>
            <span className="sf-review-home__count">{t('review_log_hint')}</span>
            <ChevronRightIcon aria-hidden="true" />
          </Link>
        </li>
      </ul>
    </>
  );
}
