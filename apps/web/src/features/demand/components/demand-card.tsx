import { Link } from 'react-router';
import type { TDemandSummary, TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { DemandStateBadge, DemandTags } from '../../../components/demand-facts.tsx';
import './demand.css';

interface Props {
  demand: TDemandSummary;
  lang: TLanguage;
  /** The buyer's own list shows each demand's state; the hall shows published ones only. */
  showState?: boolean;
}

/** A demand in a list: its first picture, title, a line of its description, tags, and what is asked. */
export function DemandCard({ demand: d, lang, showState = false }: Props) {
  const { t } = useTranslation();
  return (
    <Link className="sf-card sf-demand-card" to={paths.demand(lang, d.id)} data-testid="demand-item">
      {d.cover ? <img className="sf-demand-card__cover" src={d.cover} alt="" width={84} height={84} /> : null}
      <div className="sf-demand-card__body">
        <h3 className="sf-demand-card__title">{d.title}</h3>
        {d.excerpt ? <p className="sf-demand-card__excerpt">{d.excerpt}</p> : null}
        <DemandTags tags={d.tags} />
        <p className="sf-demand-card__meta">
          <span>
            {d.quantity} {d.unit}
          </span>
          {d.category ? <span>{d.category.name}</span> : null}
          <span>{t('demand_valid_until_value', { date: d.validUntil })}</span>
          <span data-testid="demand-reply-count">{t('demand_replies', { count: d.replyCount })}</span>
          {showState ? <DemandStateBadge state={d.state} /> : null}
        </p>
      </div>
    </Link>
  );
}
