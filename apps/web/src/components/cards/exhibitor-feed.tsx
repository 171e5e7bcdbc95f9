import type { TDisplayIncrementRule, TExhibitorCard, TLanguage } from '@showfloor/contracts';
import { ExhibitorItem } from './catalog-items.tsx';
import { LoadMoreSentinel } from './load-more-sentinel.tsx';
import { VirtualList } from './virtual-list.tsx';

interface Props {
  items: readonly TExhibitorCard[];
  lang: TLanguage;
  rules: readonly TDisplayIncrementRule[];
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
  testId: string;
  /** On a pavilion's own page its name on every card says nothing. */
  hidePavilion?: boolean;
}

/** A long exhibitor list: virtualized rows, the next page asked for as the end comes near. */
export function ExhibitorFeed({
  items,
  lang,
  rules,
  hasMore,
  loading,
  failed,
  onMore,
  testId,
  hidePavilion,
}: Props) {
  return (
    <>
      <div className="sf-list-pad">
        <VirtualList
          items={items}
          estimate={112}
          itemKey={(x) => x.id}
          testId={testId}
          renderItem={(x) => (
            <ExhibitorItem
              item={x}
              lang={lang}
              rules={rules}
              testId={`${testId}-item`}
              hidePavilion={hidePavilion}
            />
          )}
        />
      </div>
      <LoadMoreSentinel hasMore={hasMore} loading={loading} failed={failed} onMore={onMore} />
    </>
  );
}
