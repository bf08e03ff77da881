import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/home/home-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { PlaceholderPage } from '../features/placeholder/placeholder-page.tsx';
import { ToolsPage } from '../features/tools/tools-page.tsx';
import { Layout } from './layout.tsx';

/** The route map of DESIGN section 1. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/jobs', element: <PlaceholderPage screen="jobs" /> },
      { path: '/jobs/:id', element: <PlaceholderPage screen="job" /> },
      { path: '/login', element: <PlaceholderPage screen="login" /> },
      { path: '/signup', element: <PlaceholderPage screen="signup" /> },
      { path: '/dashboard', element: <PlaceholderPage screen="dashboard" /> },
      { path: '/dashboard/:tab', element: <PlaceholderPage screen="dashboard" /> },
      { path: '/help', element: <PlaceholderPage screen="help" /> },
      { path: '/tools', element: <ToolsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
