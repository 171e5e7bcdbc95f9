import type { ReactNode } from 'react';
import type { TExhibitorDetail } from '@showfloor/contracts';
import './exhibitor-strip.css';

interface Props {
  detail: TExhibitorDetail;
  action?: ReactNode;
}

/**
 * The exhibitor in one line, above a full-view tab (project and products are full-view): the list
 * gets the screen, the visitor still sees whose shop it is.
 */
export function ExhibitorStrip({ detail, action }: Props) {
  return (
    <section className="sf-card sf-strip" aria-labelledby="sf-exhibitor-name">
      {detail.logo ? (
        <img className="sf-strip__logo" src={detail.logo} alt="" width={44} height={44} />
      ) : (
        <span className="sf-strip__logo sf-strip__logo--initial" aria-hidden="true">
          {detail.name.slice(0, 1)}
        </span>
      )}
      <h1 id="sf-exhibitor-name" className="sf-strip__name" data-testid="exhibitor-name">
        {detail.name}
      </h1>
      {action}
    </section>
  );
}

export function ExhibitorStripSkeleton() {
  return (
    <div className="sf-card sf-strip" aria-busy="true">
      <span className="sf-strip__logo sf-skel" />
      <span className="sf-skel sf-skel--line sf-skel--w60" />
    </div>
  );
}
