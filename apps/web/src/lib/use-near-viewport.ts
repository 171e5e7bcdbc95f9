import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onNear` whenever the element scrolls within 400 px of the viewport while `armed`: the end of an infinite
 * list asks for its next page, a part below the first screen draws itself. Where the browser has no
 * IntersectionObserver it never calls (the caller decides what such a browser gets).
 */
export function useNearViewport(
  ref: RefObject<HTMLElement | null>,
  armed: boolean,
  onNear: () => void,
): void {
  const onNearRef = useRef(onNear);
  onNearRef.current = onNear;
  useEffect(() => {
    const el = ref.current;
    if (!el || !armed || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onNearRef.current();
      },
      { rootMargin: '400px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, armed]);
}
