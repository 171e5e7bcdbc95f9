import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import './cards.css';

interface Props {
  href: string;
  name: string;
  cover: string;
  exhibitorCount: number;
  uploading: boolean;
  testId?: string;
}

/** A pavilion (exhibition group): 16:9 cover with its name and exhibitor count over it. */
export function PavilionCard({ href, name, cover, exhibitorCount, uploading, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Link to={href} className="sf-pvcard" data-testid={testId}>
      {cover ? <img src={cover} alt="" width={320} height={180} loading="lazy" decoding="async" /> : null}
      <span className="sf-pvcard__shade" />
      <span className="sf-pvcard__text">
        <span className="sf-pvcard__name">{name}</span>
        <span className="sf-pvcard__count">
          {uploading ? t('group_uploading') : t('exhibitor_count', { count: exhibitorCount })}
        </span>
      </span>
    </Link>
  );
}
