import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the app puts into every page's header beside the language switch (the messages link with its unread
 * badge for a signed-in visitor): given by the language layout, drawn by the headers, so a header needs to know
 * nothing of the features.
 */
export const HeaderSlotContext = createContext<ReactNode>(null);

export function HeaderSlot() {
  return <>{useContext(HeaderSlotContext)}</>;
}
