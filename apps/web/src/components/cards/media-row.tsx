import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './media-row.css';

interface Props {
  to: string;
  cover: string | null | undefined;
  title: string;
  testId: string;
  /** The first rows of a list load their covers at once (they are on the first screen). */
  eager?: boolean;
  /** Lines under the title (category, badges, hours, place). */
  children?: ReactNode;
}

/** One row of a list: a 4:3 cover beside the title and its lines; the row's height is fixed. */
export function MediaRow({ to, cover, title, testId, eager, children }: Props) {
  return (
    <Link to={to} className="sf-card sf-mrow" data-testid={testId}>
      <span className="sf-mrow__media">
        {cover ? (
          <img
            src={cover}
            alt=""
            width={160}
            height={120}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </span>
      <span className="sf-mrow__body">
        <span className="sf-mrow__name">{title}</span>
        {children}
      </span>
    </Link>
  );
}

export function MediaRowSkeleton() {
  return (
    <span className="sf-card sf-mrow" aria-hidden="true">
      <span className="sf-mrow__media sf-skel" />
      <span className="sf-mrow__body">
        <span className="sf-skel sf-skel--line sf-skel--w80" />
        <span className="sf-skel sf-skel--line sf-skel--w40" />
      </span>
    </span>
  );
}
