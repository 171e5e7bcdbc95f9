import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../lib/query-client.ts';
import { i18n } from '../lib/language.ts';
import { getRouter } from './router.tsx';

/** antd-mobile's locale is set by lib/antd-locale.ts from the lazy chunks that use antd-mobile. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={getRouter()} />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
