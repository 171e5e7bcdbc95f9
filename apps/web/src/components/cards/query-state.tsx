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
  emptyText: string;
  /** Boxes of the same size as the content, so nothing moves when it arrives. */
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
  testId?: string;
}

/** The three states every browse block has besides its content: loading, failed (with retry), empty. */
export function QueryState<T>({ query, isEmpty, emptyText, skeleton, children, testId }: Props<T>) {
  if (query.isError) {
    return (
      <div data-testid={testId ? `${testId}-error` : undefined}>
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (query.isPending || query.data === undefined) return <div aria-busy="true">{skeleton}</div>;
  if (isEmpty(query.data)) {
    return (
      <p className="sf-empty" data-testid={testId ? `${testId}-empty` : undefined}>
        {emptyText}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
