import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/home/home-page.tsx';
import { OpenJobsTeaser } from '../features/jobs/components/open-jobs-teaser.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { Layout } from './layout.tsx';
import { RequireAuth } from './require-auth.tsx';

// Signed-in and form screens load on demand (forms, zod and the dashboard stay out of the first download).
const LoginPage = lazy(() =>
  import('../features/auth/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazy(() =>
  import('../features/auth/signup-page.tsx').then((m) => ({ default: m.SignupPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);
const AcceptInvitationPage = lazy(() =>
  import('../features/auth/accept-invitation-page.tsx').then((m) => ({ default: m.AcceptInvitationPage })),
);
const AccountPage = lazy(() =>
  import('../features/auth/account-page.tsx').then((m) => ({ default: m.AccountPage })),
);
const ToolsPage = lazy(() =>
  import('../features/tools/tools-page.tsx').then((m) => ({ default: m.ToolsPage })),
);
const JobsPage = lazy(() => import('../features/jobs/jobs-page.tsx').then((m) => ({ default: m.JobsPage })));
const JobPage = lazy(() => import('../features/jobs/job-page.tsx').then((m) => ({ default: m.JobPage })));
const HelpPage = lazy(() => import('../features/help/help-page.tsx').then((m) => ({ default: m.HelpPage })));
const DashboardLayout = lazy(() =>
  import('./dashboard-layout.tsx').then((m) => ({ default: m.DashboardLayout })),
);

/** The route map of DESIGN section 1. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage teaser={<OpenJobsTeaser />} /> },
      { path: '/jobs', element: <JobsPage /> },
      { path: '/jobs/:id', element: <JobPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/invite', element: <AcceptInvitationPage /> },
      {
        path: '/account',
        element: (
          <RequireAuth>
            <AccountPage />
          </RequireAuth>
        ),
      },
      {
        path: '/dashboard',
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
      },
      {
        path: '/dashboard/:tab',
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
      },
      { path: '/help', element: <HelpPage /> },
      { path: '/tools', element: <ToolsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
