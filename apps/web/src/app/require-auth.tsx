import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../lib/use-session.ts';
import { paths } from './paths.ts';

/** A signed-in screen: without a session the user is sent to sign in, and back here after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.login}?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}
