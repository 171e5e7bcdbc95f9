import { useEffect } from 'react';

/** Sets the tab title; the gateway's title stays until the page knows a better one. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
