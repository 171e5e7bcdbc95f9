import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { QueryState } from '../../../components/cards/query-state.tsx';
import { InlineState } from '../../../components/inline-state.tsx';
import { myDemandsOptions } from '../api/demand-api.ts';
import { DemandCard } from './demand-card.tsx';
import './demand.css';

/** The buyer's demands in every state, newest first; each opens with its replies. */
export function MyDemands({
  bventId,
  accountId,
  lang,
}: {
  bventId: string;
  accountId: string;
  lang: TLanguage;
}) {
  const { t } = useTranslation();
  const query = useQuery(myDemandsOptions(bventId, accountId));
  return (
    <>
      <div className="sf-demand-actions">
        <Link
          className="sf-button sf-button--primary"
          to={paths.publishDemand(lang)}
          data-testid="demand-publish-link"
        >
          {t('demand_publish')}
        </Link>
      </div>
      <QueryState
        query={query}
        isEmpty={(d) => d.length === 0}
        empty={<InlineState title={t('demand_mine_empty')} description={t('demand_mine_empty_hint')} />}
        skeleton={<div className="sf-card" style={{ height: 110 }} />}
        testId="my-demands"
      >
        {(list) => (
          <ul className="sf-demand-list" data-testid="my-demands">
            {list.map((d) => (
              <li key={d.id}>
                <DemandCard demand={d} lang={lang} showState />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
