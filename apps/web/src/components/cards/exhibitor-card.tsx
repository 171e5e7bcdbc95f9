import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { PinIcon } from '../icons.tsx';
import './cards.css';

interface Props {
  href: string;
  name: ReactNode;
  /** Plain name for the logo's alt text and the initial when there is no logo. */
  plainName: string;
  logo: string;
  boothNumber?: string;
  pavilionName?: string | null;
  /** A second line: where the term matched, or an introduction. */
  note?: ReactNode;
  /** Below the card's head (a search hit's top products). */
  children?: ReactNode;
  testId?: string;
  /** On the first screen: the logo loads at once, not when the browser's lazy loading gets to it. */
  eager?: boolean;
  /** Runs when the card's link is followed (e.g. a search result's click counter); navigation is unchanged. */
  onClick?: () => void;
}

/** An exhibitor in a list: logo, name, booth and pavilion. Fixed logo box, so nothing shifts as it loads. */
export function ExhibitorCard({
  href,
  name,
  plainName,
  logo,
  boothNumber,
  pavilionName,
  note,
  children,
  eager,
  testId,
  onClick,
}: Props) {
  const { t } = useTranslation();
  return (
    <article className="sf-card sf-xcard" data-testid={testId}>
      <Link to={href} className="sf-xcard__head" onClick={onClick}>
        {logo ? (
          <img
            className="sf-xcard__logo"
            src={logo}
            alt=""
            width={56}
            height={56}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className="sf-xcard__logo sf-xcard__logo--initial" aria-hidden="true">
            {plainName.slice(0, 1)}
          </span>
        )}
        <span className="sf-xcard__body">
          <span className="sf-xcard__name">{name}</span>
          {note ? <span className="sf-xcard__note">{note}</span> : null}
          <span className="sf-xcard__meta">
            {boothNumber ? (
              <span className="sf-tag sf-tag--accent">
                {t('booth_number')} {boothNumber}
              </span>
            ) : null}
            {pavilionName ? (
              <span className="sf-tag">
                <PinIcon width={12} height={12} />
                {pavilionName}
              </span>
            ) : null}
          </span>
        </span>
      </Link>
      {children}
    </article>
  );
}

export function ExhibitorCardSkeleton() {
  return (
    <div className="sf-card sf-xcard" aria-hidden="true">
      <div className="sf-xcard__head">
        <div className="sf-skel sf-xcard__logo" />
        <div className="sf-xcard__body">
          <div className="sf-skel sf-skel--line sf-skel--w60" style={{ marginTop: 2 }} />
          <div className="sf-skel sf-skel--line sf-skel--w40" />
        </div>
      </div>
    </div>
  );
}
