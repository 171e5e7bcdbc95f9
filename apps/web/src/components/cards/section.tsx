import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { ChevronRightIcon } from '../icons.tsx';
import './cards.css';
import { HydrateApart } from '../hydrate-apart.tsx';

interface Props {
  title: string;
  moreHref?: string;
  testId: string;
  children: ReactNode;
}

/** A titled block of a browse page, with a "more" link to its full list. */
export function Section({ title, moreHref, testId, children }: Props) {
  const { t } = useTranslation();
  return (
    <section className="sf-card sf-section" data-testid={testId} aria-label={title}>
      <div className="sf-section__head">
        <h2 className="sf-section-title">{title}</h2>
        {moreHref ? (
          <Link to={moreHref} className="sf-section__more" data-testid={`${testId}-more`}>
            {t('view_more')}
            <ChevronRightIcon width={14} height={14} />
          </Link>
        ) : null}
      </div>
      <HydrateApart>{children}</HydrateApart>
    </section>
  );
}
