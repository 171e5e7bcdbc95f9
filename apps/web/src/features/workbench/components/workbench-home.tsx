import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import {
  type Acting,
  newEnquiriesOptions,
  ownExhibitorOptions,
  productCountsOptions,
  waitingMeetingsOptions,
} from '../api/workbench-api.ts';
import '../../../components/back-office.css';
import './workbench.css';

interface RowProps {
  /** null while where it goes is not known: shown, not tappable. */
  to: string | null;
  title: string;
  /** A row with a count: 'loading' until it is read, null when it could not be. */
  count?: number | null | 'loading';
  sub?: ReactNode;
  testId: string;
}

function Row({ to, title, count, sub, testId }: RowProps) {
  const body = (
    <>
      <span className="sf-wb-link__body">
        <span className="sf-wb-link__title">{title}</span>
        {sub ? <span className="sf-wb-link__sub">{sub}</span> : null}
      </span>
      {count === 'loading' ? (
        <span className="sf-skel sf-skel--line sf-wb-count" aria-hidden="true" />
      ) : typeof count === 'number' ? (
        <span className="sf-wb-count" data-testid={`${testId}-count`}>
          {count}
        </span>
      ) : null}
      <ChevronRightIcon className="sf-wb-chevron" aria-hidden="true" />
    </>
  );
  return (
    <li>
      {to ? (
        <Link className="sf-card sf-wb-link" to={to} data-testid={testId}>
          {body}
        </Link>
      ) : (
        <div className="sf-card sf-wb-link" aria-disabled="true" data-testid={testId}>
          {body}
        </div>
      )}
    </li>
  );
}

/**
 * The exhibitor's front page: what waits for them, and a way to each part of the workbench (its products, company
 * info, meeting requests, enquiries, figures) and to their own page as visitors see it.
 */
export function WorkbenchHome({
  who,
  lang,
  orgName,
}: {
  who: Acting;
  lang: TLanguage;
  orgName: string | null;
}) {
  const { t } = useTranslation();
  const products = useQuery(productCountsOptions(who));
  const meetings = useQuery(waitingMeetingsOptions(who));
  const enquiries = useQuery(newEnquiriesOptions(who));
  const exhibitor = useQuery(ownExhibitorOptions(who));
  const counts = products.data?.counts;
  const total = counts
    ? Object.values(counts).reduce((a, b) => a + b, 0)
    : products.isError
      ? null
      : ('loading' as const);
  const awaiting = counts ? counts.pendingReview + (products.data?.revisions ?? 0) : 0;
  const sentBack = counts ? counts.needsModification + counts.rejected : 0;
  const countOf = (q: { data?: number; isError: boolean }) =>
    q.data ?? (q.isError ? null : ('loading' as const));

  return (
    <>
      {orgName ? (
        <p className="sf-wb-who" data-testid="workbench-org">
          {orgName}
        </p>
      ) : null}
      <ul className="sf-bo-list" data-testid="workbench-links">
        <Row
          to={paths.workbenchProducts(lang)}
          title={t('workbench_products')}
          count={total}
          testId="workbench-products-link"
          sub={
            products.isError ? (
              t('load_failed')
            ) : counts ? (
              <>
                <span data-testid="workbench-awaiting">
                  {t('workbench_awaiting_review', { count: awaiting })}
                </span>
                {sentBack > 0 ? (
                  <span data-tone="warn" data-testid="workbench-sent-back">
                    {t('workbench_sent_back', { count: sentBack })}
                  </span>
                ) : null}
              </>
            ) : null
          }
        />
        <Row
          to={paths.workbenchCompany(lang)}
          title={t('company_title')}
          sub={t('workbench_company_hint')}
          testId="workbench-company-link"
        />
        <Row
          to={paths.workbenchMeetings(lang)}
          title={t('meetings_workbench')}
          count={countOf(meetings)}
          sub={t('workbench_meetings_hint')}
          testId="workbench-meetings-link"
        />
        <Row
          to={paths.workbenchEnquiries(lang)}
          title={t('enquiry_inbox')}
          count={countOf(enquiries)}
          sub={t('workbench_enquiries_hint')}
          testId="workbench-enquiries-link"
        />
        <Row
          to={paths.workbenchLives(lang)}
          title={t('live_studio_lives')}
          sub={t('live_studio_lives_hint')}
          testId="workbench-lives-link"
        />
        <Row
          to={paths.workbenchFigures(lang)}
          title={t('workbench_figures_link')}
          sub={t('workbench_figures_hint')}
          testId="workbench-figures-link"
        />
        <Row
          to={exhibitor.data ? paths.exhibitor(lang, exhibitor.data) : null}
          title={t('workbench_public_page')}
          sub={exhibitor.isError ? t('load_failed') : t('workbench_public_page_hint')}
          testId="workbench-public-link"
        />
      </ul>
      {exhibitor.isError ? (
        <div className="sf-wb-toolbar">
          <button
            type="button"
            className="sf-button sf-button--ghost"
            onClick={() => void exhibitor.refetch()}
          >
            {t('retry')}
          </button>
        </div>
      ) : null}
    </>
  );
}
