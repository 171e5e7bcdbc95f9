import { QueryClient } from '@tanstack/react-query';
import { currentLanguage } from './language.ts';
import { renderScope } from './render-scope.ts';

/**
 * One cache for loaders and components. The api-client already reports failures (toast or redirect), so
 * queries do not retry, not even when a component mounts on a query a loader saw fail: a retry would show
 * the same toast twice. Event data changes rarely.
 */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, staleTime: 5 * 60_000, refetchOnWindowFocus: false },
    },
  });
}

const browserClient = newQueryClient();

/** The cache of this page (the browser's one, or the server render's own). */
export function getQueryClient(): QueryClient {
  return renderScope()?.queryClient ?? browserClient;
}

/**
 * The key of a call whose answer is in the interface language (names, titles, profile fields): the language
 * is part of the key, so switching languages fetches the other language instead of showing the cached one.
 */
export function localizedKey<const T extends readonly unknown[]>(...parts: T): readonly [...T, string] {
  return [...parts, currentLanguage()] as const;
}
