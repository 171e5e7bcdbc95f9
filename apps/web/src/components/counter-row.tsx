import { useTranslation } from '../lib/use-translation.ts';
import type { TDisplayIncrementRule, TLanguage } from '@showfloor/contracts';
import { compactCount, displayedCount, type CounterName } from '@showfloor/domain';
import { EyeIcon, StarIcon, ThumbUpIcon } from './icons.tsx';
import './counter-row.css';

export type RawCounters = Partial<Record<CounterName, number>>;

interface Props {
  raw: RawCounters;
  rules: readonly TDisplayIncrementRule[];
  lang: TLanguage;
}

const ORDER: { name: CounterName; key: string; Icon: typeof EyeIcon }[] = [
  { name: 'visit', key: 'counter_visit', Icon: EyeIcon },
  { name: 'favorites', key: 'counter_favorites', Icon: StarIcon },
  { name: 'like', key: 'counter_like', Icon: ThumbUpIcon },
];

/**
 * The visit / favorites / like counters of a product, project or video: raw numbers through the
 * event's display-increment rules, compacted; a counter the content does not have is left out.
 */
export function CounterRow({ raw, rules, lang }: Props) {
  const { t } = useTranslation();
  return (
    <dl className="sf-counter-row">
      {ORDER.map(({ name, key, Icon }) => {
        const value = raw[name];
        if (value === undefined) return null;
        const shown = displayedCount(value, rules, name);
        return (
          <div key={name} data-testid={`counter-${name}`} data-value={shown}>
            <dt>
              <Icon width={13} height={13} />
              <span className="sf-visually-hidden">{t(key)}</span>
            </dt>
            <dd>{compactCount(shown, lang)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
