import type { ReactNode } from 'react';
import { LoadMoreSentinel } from './load-more-sentinel.tsx';
import { QueryState } from './query-state.tsx';

/** What PagedList reads of a TanStack infinite query whose pages carry `data` arrays (the api-client's shape). */
interface InfiniteLike<T> {
  data: { pages: { data: T[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface Props<T> {
  list: InfiniteLike<T>;
  /** `<testId>` on the items' box; `-loading`, `-empty` and `-error` on the other states. */
  testId: string;
  /** The empty state as a line of text, or drawn by the caller (`empty` wins). */
  emptyText?: string;
  empty?: ReactNode;
  /** Placeholders of the items' size, shown in the same box while the first page loads. */
  skeleton: ReactNode;
  className?: string;
  children: (items: T[]) => ReactNode;
}

/**
 * An infinite query's items as QueryState should see them: only a failed first page is an error; when a next page
 * fails, what is loaded stays on screen and the list's sentinel offers a retry.
 */
export function loadedPages<T, Q extends { data: unknown; isError: boolean }>(
  query: Q,
  items: T,
): Omit<Q, 'data'> & { data: T | undefined } {
  return { ...query, data: query.data ? items : undefined, isError: query.isError && !query.data };
}

/**
 * A list paged by infinite scroll, with the browse blocks' loading, failed and empty states (QueryState).
 * Only a failed first page is an error: a failed next page keeps what is shown and the sentinel offers a retry.
 */
export function PagedList<T>({ list, testId, emptyText, empty, skeleton, className, children }: Props<T>) {
  const firstPage = loadedPages(list, list.data);
  return (
    <QueryState
      query={firstPage}
      isEmpty={(d) => d.pages.every((p) => p.data.length === 0)}
      emptyText={emptyText}
      empty={empty}
      testId={testId}
      skeleton={
        <div className={className} data-testid={`${testId}-loading`}>
          {skeleton}
        </div>
      }
    >
      {(d) => (
        <>
          <div className={className} data-testid={testId}>
            {children(d.pages.flatMap((p) => p.data))}
          </div>
          <LoadMoreSentinel
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            onMore={() => void list.fetchNextPage()}
          />
        </>
      )}
    </QueryState>
  );
}
