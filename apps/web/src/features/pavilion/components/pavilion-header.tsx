import { useTranslation } from '../../../lib/use-translation.ts';
import './pavilion.css';

interface Props {
  name: string;
  cover: string;
  description: string;
  exhibitorCount: number;
}

/** The pavilion's head: cover (16:9 box reserved), name, exhibitor count and description. */
export function PavilionHeader({ name, cover, description, exhibitorCount }: Props) {
  const { t } = useTranslation();
  return (
    <section className="sf-pavilion" data-testid="pavilion-header">
      <div className="sf-pavilion__cover">
        {cover ? <img src={cover} alt="" width={1200} height={675} fetchPriority="high" /> : null}
      </div>
      <div className="sf-card sf-pavilion__card">
        <h2 className="sf-pavilion__name" data-testid="pavilion-name">
          {name}
        </h2>
        <p className="sf-pavilion__count">{t('exhibitor_count', { count: exhibitorCount })}</p>
        {description ? <p className="sf-pavilion__desc">{description}</p> : null}
      </div>
    </section>
  );
}

export function PavilionHeaderSkeleton() {
  return (
    <div aria-busy="true">
      <div className="sf-pavilion__cover sf-skel" />
      <div className="sf-card sf-pavilion__card">
        <div className="sf-skel sf-skel--line sf-skel--w60" />
        <div className="sf-skel sf-skel--line sf-skel--w40" />
      </div>
    </div>
  );
}
