import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useSettled } from '../../lib/hydrated.ts';

interface Props<T> {
  items: readonly T[];
  /** Estimated row height in px (measured rows replace it); rows have a fixed layout, so it is close. */
  estimate: number;
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  testId?: string;
}

/**
 * A long list on the page's own scroll (a phone scrolls the window, not a box): only the rows near the
 * viewport are in the DOM, so thousands of exhibitors scroll without jank. Rows are measured after paint.
 * Until then (server, hydration, the first idle moment or scroll) the rows are in plain flow.
 * The server cannot see a screen: it draws the rows it has (the first page) in plain flow, which is also what
 * a visitor without JavaScript reads; after hydration the same rows go virtual, at the same places.
 */
export function VirtualList<T>({ items, estimate, itemKey, renderItem, testId }: Props<T>) {
  // Virtual once the page has settled after hydration (lib/hydrated.ts): measuring rows inside hydration
  // forced a whole-page layout in the first task.
  const hydrated = useSettled();
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimate,
    overscan: 6,
    enabled: hydrated,
    scrollMargin: offset,
    getItemKey: (i) => {
      const item = items[i];
      return item === undefined ? i : itemKey(item);
    },
  });
  // One structure for both: the rows the server drew keep their DOM nodes when the list goes virtual (a node
  // drawn again would be a new largest paint, after the scripts, for the browser and for Lighthouse).
  const rows = hydrated
    ? virtualizer
        .getVirtualItems()
        .map((row) => ({ index: row.index, key: String(row.key), start: row.start }))
    : items.map((item, index) => ({ index, key: itemKey(item), start: null }));
  return (
    <div
      ref={listRef}
      className={hydrated ? 'sf-vlist' : 'sf-vlist sf-vlist--flow'}
      data-testid={testId}
      style={hydrated ? { height: virtualizer.getTotalSize() } : undefined}
    >
      {rows.map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={hydrated ? virtualizer.measureElement : undefined}
            className="sf-vlist__row"
            style={
              row.start === null
                ? undefined
                : { transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }
            }
          >
            {renderItem(item, row.index)}
          </div>
        );
      })}
    </div>
  );
}
