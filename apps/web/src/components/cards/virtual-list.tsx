import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

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
 */
export function VirtualList<T>({ items, estimate, itemKey, renderItem, testId }: Props<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimate,
    overscan: 6,
    scrollMargin: offset,
    getItemKey: (i) => {
      const item = items[i];
      return item === undefined ? i : itemKey(item);
    },
  });
  const rows = virtualizer.getVirtualItems();
  return (
    <div
      ref={listRef}
      className="sf-vlist"
      data-testid={testId}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="sf-vlist__row"
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {renderItem(item, row.index)}
          </div>
        );
      })}
    </div>
  );
}
