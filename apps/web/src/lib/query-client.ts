import { QueryClient } from '@tanstack/react-query';

/**
 * One cache for loaders and components. The api-client already reports failures (toast or redirect), so
 * queries do not retry, not even when a component mounts on a query a loader saw fail: a retry would show
 * the same toast twice. Event data changes rarely.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, retryOnMount: false, staleTime: 5 * 60_000, refetchOnWindowFocus: false },
  },
});
