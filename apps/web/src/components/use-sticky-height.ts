import { useCallback, useRef } from 'react';

/**
 * Publishes a sticky header's real height as --sf-header-h on the document, so what sticks under it (the exhibitor
 * tabs, the category row, the workbench tabs) sticks below its bottom edge: the header's height depends on its
 * rows (the event's dates take a second one), the language and the safe area, so a fixed number was wrong.
 * Returns a ref callback for the header element.
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
    const publish = () => root.style.setProperty('--sf-header-h', `${el.getBoundingClientRect().height}px`);
    publish();
    if (typeof ResizeObserver !== 'undefined') {
      observer.current = new ResizeObserver(publish);
      observer.current.observe(el);
    }
  }, []);
}
