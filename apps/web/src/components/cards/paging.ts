import type { TPager } from '@showfloor/contracts';

/**
 * The next page to ask for after a page arrived, or undefined at the end (TanStack's getNextPageParam). A
 * missing pager (an unpaged answer) or an empty page ends the list, so a server that keeps answering an
 * empty page can never make the infinite scroll loop.
 */
export function nextPageNo(pager: TPager | null, itemsOnPage: number): number | undefined {
  if (!pager || itemsOnPage === 0) return undefined;
  return pager.pageNo < pager.totalPages ? pager.pageNo + 1 : undefined;
}
