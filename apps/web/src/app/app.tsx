import { useEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '../lib/query-client.ts';
import { getI18n } from '../lib/language.ts';
import { TranslatorContext } from '../lib/use-translation.ts';
import { getRouter } from './router.tsx';

/**
 * The providers around every page, in the browser and in a server render alike (each reads its own cache and
 * dictionary). antd-mobile's locale is set by lib/antd-locale.ts from the lazy chunks that use antd-mobile.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <TranslatorContext.Provider value={getI18n()}>{children}</TranslatorContext.Provider>
    </QueryClientProvider>
  );
}

export function App() {
  useReadyMark();
  return (
    <AppProviders>
      <RouterProvider router={getRouter()} />
    </AppProviders>
  );
}

/**
 * `<html data-ready>` once the app has taken over the page (hydrated, or drawn in the browser): what a tap before it
 * would do is lost, so the end-to-end journeys wait for it before they touch a server-rendered page.
 */
function useReadyMark(): void {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
}
