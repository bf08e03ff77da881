import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { Toaster } from '../components/ui/toaster.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
// What the server wrote in the old language (match reasons) is fetched again in the new one.
i18next.on('languageChanged', () => void queryClient.invalidateQueries());

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSpinner />}>
        <ErrorBoundary>{children}</ErrorBoundary>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
