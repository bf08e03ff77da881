import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { queryClient } from '../lib/query-client.ts';

// The toast region (Radix) comes after the first paint; toasts raised before it are kept in the store.
const Toaster = lazy(() => import('../components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSpinner />}>
        <ErrorBoundary>{children}</ErrorBoundary>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </Suspense>
    </QueryClientProvider>
  );
}
