import { useTranslation } from '../../../lib/use-translation.ts';
import type { TDisplayIncrementRule, TExhibitorDetail, TLanguage } from '@showfloor/contracts';
import { compactCount, displayedCount, type CounterName } from '@showfloor/domain';
import { EyeIcon, StarIcon, ThumbUpIcon } from '../../../components/icons.tsx';

interface Props {
  detail: TExhibitorDetail;
  rules: readonly TDisplayIncrementRule[];
  lang: TLanguage;
}

const COUNTERS: {
  name: CounterName;
  key: string;
  raw: (d: TExhibitorDetail) => number;
  Icon: typeof EyeIcon;
}[] = [
  { name: 'visit', key: 'counter_visit', raw: (d) => d.visitCount, Icon: EyeIcon },
  { name: 'favorites', key: 'counter_favorites', raw: (d) => d.favoriteCount, Icon: StarIcon },
  { name: 'like', key: 'counter_like', raw: (d) => d.likeCount, Icon: ThumbUpIcon },
];

/** The tab counters (visit, favorites, like): raw counts through the event's display rules, compacted. */
export function ExhibitorCounters({ detail, rules, lang }: Props) {
  const { t } = useTranslation();
  return (
    <dl className="sf-counters">
      {COUNTERS.map(({ name, key, raw, Icon }) => {
        const shown = displayedCount(raw(detail), rules, name);
        return (
          <div key={name} className="sf-counter" data-testid={`counter-${name}`} data-value={shown}>
            <dt className="sf-counter__label">
              <Icon width={13} height={13} />
              {t(key)}
            </dt>
            <dd className="sf-counter__value" style={{ margin: 0 }}>
              {compactCount(shown, lang)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
