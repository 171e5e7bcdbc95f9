import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * What the app puts into every page's header beside the language switch (the messages link with its unread
 * badge for a signed-in visitor): given by the language layout, drawn by the headers, so a header needs to know
 * nothing of the features.
 */
export const HeaderSlotContext = createContext<ReactNode>(null);

/**
 * The header's place for the account entry (log in, or the user's avatar). The entry is drawn there, in the bar
 * that is always on screen, wherever the page has such a header: floating over the page it covered content and
 * buttons beneath it. The place is server-rendered empty and keeps its width, so the entry arriving after the
 * first paint moves nothing.
 */
const slots = new Set<HTMLElement>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** A header's place comes and goes with the header; the newest one mounted is the entry's (a page change). */
function registerAccountSlot(el: HTMLElement): () => void {
  slots.add(el);
  notify();
  return () => {
    slots.delete(el);
    notify();
  };
}

function newestSlot(): HTMLElement | null {
  let last: HTMLElement | null = null;
  for (const el of slots) last = el;
  return last;
}

/** The header's account place, or null where the page has no such header (the entry then floats). */
export function useAccountSlot(): HTMLElement | null {
  return useSyncExternalStore(subscribe, newestSlot, () => null);
}

export function HeaderSlot() {
  return (
    <>
      {useContext(HeaderSlotContext)}
      <span className="sf-account-slot" ref={registerAccountSlot} />
    </>
  );
}
