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
 * A list this short stays in plain flow: virtualizing it measures every row (a whole-page layout, a long task on
 * a slow phone) to save nothing a phone notices. The first page of any list is shorter; a list goes virtual as
 * the visitor loads more.
 */
const PLAIN_ROWS = 30;

/**
 * A long list on the page's own scroll (a phone scrolls the window, not a box): only the rows near the
 * viewport are in the DOM, so thousands of exhibitors scroll without jank. Rows are measured after paint.
 * Until then (server, hydration, the first idle moment or scroll) the rows are in plain flow, and a short list
 * (PLAIN_ROWS) stays so.
 * The server cannot see a screen: it draws the rows it has (the first page) in plain flow, which is also what
 * a visitor without JavaScript reads; after hydration the same rows go virtual, at the same places.
 */
export function VirtualList<T>({ items, estimate, itemKey, renderItem, testId }: Props<T>) {
  // Virtual once the page has settled after hydration (lib/hydrated.ts): measuring rows inside hydration
  // forced a whole-page layout in the first task.
  const settled = useSettled();
  const virtual = settled && items.length > PLAIN_ROWS;
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  // Where the list starts on the page: a layout, so read only when the list goes virtual.
  useLayoutEffect(() => {
    if (!virtual) return;
    setOffset(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, [virtual]);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimate,
    overscan: 6,
    enabled: virtual,
    scrollMargin: offset,
    getItemKey: (i) => {
      const item = items[i];
      return item === undefined ? i : itemKey(item);
    },
  });
  // One structure for both: the rows the server drew keep their DOM nodes when the list goes virtual (a node
  // drawn again would be a new largest paint, after the scripts, for the browser and for Lighthouse).
  const rows = virtual
    ? virtualizer
        .getVirtualItems()
        .map((row) => ({ index: row.index, key: String(row.key), start: row.start }))
    : items.map((item, index) => ({ index, key: itemKey(item), start: null }));
  return (
    <div
      ref={listRef}
      className={virtual ? 'sf-vlist' : 'sf-vlist sf-vlist--flow'}
      data-testid={testId}
      style={virtual ? { height: virtualizer.getTotalSize() } : undefined}
    >
      {rows.map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtual ? virtualizer.measureElement : undefined}
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
