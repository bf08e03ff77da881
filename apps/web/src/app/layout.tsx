import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { paths } from './paths.ts';
import { SessionNav } from './session-nav.tsx';
import { SessionSync } from './session-sync.tsx';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100'
  }`;

export function Layout() {
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
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <NavLink to={paths.home} className="flex items-center gap-2 text-xl font-bold text-indigo-700">
            <img src="/favicon.svg" alt="" className="h-7 w-7" />
            {t('appName')}
          </NavLink>
          <nav aria-label={t('nav.main')} className="flex flex-wrap items-center gap-1">
            <NavLink to={paths.jobs} className={navClass}>
              {t('nav.jobs')}
            </NavLink>
            <NavLink to={paths.tools} className={navClass}>
              {t('nav.tools')}
            </NavLink>
            <NavLink to={paths.help} className={navClass}>
              {t('nav.help')}
            </NavLink>
            <SessionNav navClass={navClass} />
          </nav>
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <ErrorBoundary>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <footer className="border-t border-slate-200 bg-white py-4 text-center text-sm text-slate-500">
        {t('footer')}
      </footer>
    </div>
  );
}
