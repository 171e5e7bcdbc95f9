import type { ReactNode } from 'react';
import { LoadFailed } from '../load-failed.tsx';

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface Props<T> {
  query: QueryLike<T>;
  isEmpty: (data: T) => boolean;
  /** The empty state as a line of text... */
  emptyText?: string;
  /** ...or drawn by the caller (words and a way on); it wins over emptyText. */
  empty?: ReactNode;
  /** Boxes of the same size as the content, so nothing moves when it arrives. */
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
  testId?: string;
}

/** The three states every browse block has besides its content: loading, failed (with retry), empty. */
export function QueryState<T>({ query, isEmpty, emptyText, empty, skeleton, children, testId }: Props<T>) {
  if (query.isError) {
    return (
      <div data-testid={testId ? `${testId}-error` : undefined}>
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (query.isPending || query.data === undefined) return <div aria-busy="true">{skeleton}</div>;
  if (isEmpty(query.data)) {
    if (empty !== undefined) {
      return <div data-testid={testId ? `${testId}-empty` : undefined}>{empty}</div>;
    }
    return (
      <p className="sf-empty" data-testid={testId ? `${testId}-empty` : undefined}>
        {emptyText}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
