import type { TDemand, TDemandState, TDemandSummary } from '@showfloor/contracts';
import { useTranslation } from '../lib/use-translation.ts';
import './back-office.css';
import './demand-facts.css';

/** A demand's state as a small badge (published, pending review, rejected, closed, expired). */
export function DemandStateBadge({ state }: { state: TDemandState }) {
  const { t } = useTranslation();
  return (
    <span className="sf-bo-pill sf-demand-state" data-state={state} data-testid="demand-state">
      {t(`demand_state_${state}`)}
    </span>
  );
}

export function DemandTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="sf-demand-tags" data-testid="demand-tags">
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}

/** What is asked for: quantity, category, valid-until day, and who asks. */
export function DemandFacts({ demand }: { demand: TDemandSummary }) {
  const { t } = useTranslation();
  return (
    <dl className="sf-facts" data-testid="demand-facts">
      <dt>{t('enquiry_quantity')}</dt>
      <dd>
        {demand.quantity} {demand.unit}
      </dd>
      {demand.category ? (
        <>
          <dt>{t('demand_category')}</dt>
          <dd>{demand.category.name}</dd>
        </>
      ) : null}
      <dt>{t('demand_valid_until')}</dt>
      <dd>{demand.validUntil}</dd>
      <dt>{t('demand_buyer')}</dt>
      <dd>{[demand.buyer.company, demand.buyer.name].filter(Boolean).join(' · ')}</dd>
    </dl>
  );
}

/** The pictures in a row that scrolls; each opens full size. */
export function DemandPictures({ pictures }: { pictures: TDemand['pictures'] }) {
  if (pictures.length === 0) return null;
  return (
    <div className="sf-demand-pictures" data-testid="demand-pictures">
      {pictures.map((p) => (
        <a key={p.image} href={p.url} target="_blank" rel="noreferrer">
          <img src={p.url} alt="" width={120} height={120} loading="lazy" />
        </a>
      ))}
    </div>
  );
}
