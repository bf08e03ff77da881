import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page.tsx';
import { JobsPage } from '../features/jobs/jobs-page.tsx';
import { jobLocationsQuery, NO_FILTERS, openJobsQuery } from '../features/jobs/api/open-jobs-api.ts';
import { OpenJobsTeaser, TEASER_JOBS } from '../features/jobs/components/open-jobs-teaser.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { loadNamespaces } from '../i18n/i18n.ts';
import type { Namespace } from '../i18n/namespaces.ts';
import { queryClient } from '../lib/query-client.ts';
import { Layout, LayoutFallback, RouteError } from './layout.tsx';
import { RequireAuth } from './require-auth.tsx';

/** Public data a screen shows first, asked for beside its code (the screen reads it from the cache). */
const prefetchOpenJobs = (pageSize?: number) => {
  void queryClient.prefetchInfiniteQuery(openJobsQuery(NO_FILTERS, pageSize));
};

/**
 * A screen whose code is fetched when it is opened: React Router starts `load`, the screen's
 * translations and `prefetch` together (`loader`), keeps the current screen (and the layout) on
 * show meanwhile, and at the first load fetches them beside the translations the header needs.
 */
function screen(
  namespaces: Namespace[],
  load: () => Promise<() => ReactNode>,
  options: { wrap?: (page: ReactNode) => ReactNode; prefetch?: () => void } = {},
): Pick<RouteObject, 'loader' | 'lazy' | 'shouldRevalidate'> {
  const wrap = options.wrap ?? ((page: ReactNode) => page);
  return {
    loader: () => {
      options.prefetch?.();
      return loadNamespaces(...namespaces);
    },
    shouldRevalidate: () => false,
    lazy: async () => {
      const Page = await load();
      return { element: wrap(<Page />) };
    },
  };
}

const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;

/**
 * The route map of DESIGN section 1. Home, the open jobs list (the public page most visitors open
 * first) and the 404 page are in the first download.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    HydrateFallback: LayoutFallback,
    errorElement: <RouteError />,
    children: [
      {
        path: '/',
        loader: () => {
          prefetchOpenJobs(TEASER_JOBS);
          return loadNamespaces('jobs');
        },
        shouldRevalidate: () => false,
        element: <HomePage teaser={<OpenJobsTeaser />} />,
      },
      {
        path: '/jobs',
        loader: () => {
          prefetchOpenJobs();
          void queryClient.prefetchQuery(jobLocationsQuery);
          return loadNamespaces('jobs');
        },
        shouldRevalidate: () => false,
        element: <JobsPage />,
      },
      {
        path: '/jobs/:id',
        ...screen(['jobs'], async () => (await import('../features/jobs/job-page.tsx')).JobPage),
      },
      {
        path: '/login',
        ...screen(['auth'], async () => (await import('../features/auth/login-page.tsx')).LoginPage),
      },
      {
        path: '/signup',
        ...screen(['auth'], async () => (await import('../features/auth/signup-page.tsx')).SignupPage),
      },
      {
        path: '/forgot-password',
        ...screen(
          ['auth'],
          async () => (await import('../features/auth/forgot-password-page.tsx')).ForgotPasswordPage,
        ),
      },
      {
        path: '/reset-password',
        ...screen(
          ['auth'],
          async () => (await import('../features/auth/reset-password-page.tsx')).ResetPasswordPage,
        ),
      },
      {
        path: '/invite',
        ...screen(
          ['auth'],
          async () => (await import('../features/auth/accept-invitation-page.tsx')).AcceptInvitationPage,
        ),
      },
      {
        path: '/account',
        ...screen(['auth'], async () => (await import('../features/auth/account-page.tsx')).AccountPage, {
          wrap: signedIn,
        }),
      },
      {
        path: '/dashboard/:tab?',
        ...screen(['dashboard'], async () => (await import('./dashboard-layout.tsx')).DashboardLayout, {
          wrap: signedIn,
        }),
      },
      {
        path: '/help',
        ...screen(['help'], async () => (await import('../features/help/help-page.tsx')).HelpPage),
      },
      {
        path: '/tools',
        ...screen(
          ['tools', 'errors'],
          async () => (await import('../features/tools/tools-page.tsx')).ToolsPage,
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

/** Resolves once the first screen's code and translations are in (nothing to wait for afterwards). */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
