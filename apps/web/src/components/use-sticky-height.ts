import { useCallback, useRef } from 'react';

/**
 * Publishes a sticky header's real height as --sf-header-h on the document, so what sticks under it (the exhibitor
 * tabs, the category row, the workbench tabs) sticks below its bottom edge: the header's height depends on its
 * rows (the event's dates take a second one), the language and the safe area, so a fixed number was wrong.
 * Returns a ref callback for the header element.
 *
 * The height is read only in the ResizeObserver's callback (its first one comes right after the next layout),
 * never while React commits: a read there forced a layout of the whole page inside hydration, the largest
 * single cost of a page's first task on a slow phone. The property is written only when it changes, since a
 * write on the root restyles the document.
 */
export function useStickyHeight(): (el: HTMLElement | null) => void {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((el: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    const root = document.documentElement;
    if (!el) {
      root.style.removeProperty('--sf-header-h');
      return;
    }
    const publish = (height: number) => {
      const value = `${height}px`;
      if (root.style.getPropertyValue('--sf-header-h') !== value)
        root.style.setProperty('--sf-header-h', value);
    };
    if (typeof ResizeObserver === 'undefined') {
      publish(el.getBoundingClientRect().height);
      return;
    }
    observer.current = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      publish(box ? box.blockSize : el.getBoundingClientRect().height);
    });
    observer.current.observe(el);
  }, []);
}
