import { Suspense, useEffect, type ReactNode } from 'react';
import { NavLink, Outlet, useNavigation, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary, ErrorFallback } from '../components/ui/error-boundary.tsx';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { HeaderNav } from './header-nav.tsx';
import { paths } from './paths.ts';
import { SessionSync } from './session-sync.tsx';

/** Header, main region and footer around a screen; `busy` while the next screen is on its way. */
function LayoutShell({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <SessionSync />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <header className="relative border-b border-slate-200 bg-white">
        {busy && (
          <div
            aria-hidden="true"
            data-testid="navigation-progress"
            className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-indigo-600"
          />
        )}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <NavLink to={paths.home} className="flex items-center gap-2 text-xl font-bold text-indigo-700">
            <img src="/favicon.svg" alt="" width={28} height={28} className="h-7 w-7" />
            {t('appName')}
          </NavLink>
          <HeaderNav />
        </div>
      </header>
      <main id="main" aria-busy={busy} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white py-4 text-center text-sm text-slate-500">
        {t('footer')}
      </footer>
    </div>
  );
}

/**
 * The frame of every screen. A screen's code and translations are fetched when it is opened
 * (app/router.tsx): meanwhile the current screen stays, under a thin progress bar.
 */
export function Layout() {
  const navigation = useNavigation();
  return (
    <LayoutShell busy={navigation.state === 'loading'}>
      <ErrorBoundary>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </LayoutShell>
  );
}

/** Shown only if the first screen is rendered before its code arrived. */
export function LayoutFallback() {
  return (
    <LayoutShell busy>
      <PageSpinner />
    </LayoutShell>
  );
}

/** A screen's code or translations could not be fetched (a new version was deployed, the network dropped). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error:', error);
  }, [error]);
  return (
    <LayoutShell>
      <ErrorFallback onRetry={() => window.location.reload()} />
    </LayoutShell>
  );
}
