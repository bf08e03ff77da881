import { Suspense } from 'react';
import { NavLink, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { tabsForRole, type DashboardTabId } from '@gius/shared/roles';
import { useSession } from '../lib/use-session.ts';
import { DashboardTab } from './dashboard-tab.tsx';
import { paths } from './paths.ts';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { PageSpinner } from '../components/ui/page-spinner.tsx';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
    isActive ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100'
  }`;

/** The dashboard frame: only the tabs the user's role may see (DESIGN section 5). */
export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const { tab } = useParams();
  if (!session) return null;
  const tabs = tabsForRole(session.user.role);
  if (!tab || !(tabs as string[]).includes(tab)) return <Navigate to={paths.dashboard(tabs[0])} replace />;
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <nav aria-label={t('nav')} className="md:w-56 md:shrink-0">
        <p className="mb-2 px-3 text-sm text-slate-500" data-testid="dashboard-user">
          {session.user.fullName}
          {session.user.companyName ? ` · ${session.user.companyName}` : ''}
        </p>
        {/* On a phone the tabs wrap onto as many rows as they need: every tab is in sight and reachable. */}
        <ul className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap" data-testid="dashboard-tabs">
          {tabs.map((id) => (
            <li key={id}>
              <NavLink to={paths.dashboard(id)} className={tabClass} data-tab={id}>
                {t(`tabs.${id}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="min-w-0 flex-1" aria-labelledby="dashboard-tab-title">
        <h1 id="dashboard-tab-title" className="mb-4 text-2xl font-bold">
          {t(`tabs.${tab}`)}
        </h1>
        <ErrorBoundary>
          {/* A tab's code arrives when it is opened: the tabs and the title stay meanwhile. */}
          <Suspense fallback={<PageSpinner />}>
            <DashboardTab tab={tab as DashboardTabId} />
          </Suspense>
        </ErrorBoundary>
      </section>
    </div>
  );
}
