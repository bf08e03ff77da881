import { createBrowserRouter } from 'react-router';
import { AcceptInvitationPage } from '../features/auth/accept-invitation-page.tsx';
import { AccountPage } from '../features/auth/account-page.tsx';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { SignupPage } from '../features/auth/signup-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { PlaceholderPage } from '../features/placeholder/placeholder-page.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';
import { Layout } from './layout.tsx';
import { RequireAuth } from './require-auth.tsx';

/** The route map of DESIGN section 1. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/jobs', element: <PlaceholderPage screen="jobs" /> },
      { path: '/jobs/:id', element: <PlaceholderPage screen="job" /> },
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
      { path: '/help', element: <PlaceholderPage screen="help" /> },
      { path: '/tools', element: <PlaceholderPage screen="tools" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
