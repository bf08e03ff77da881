import { useNavigate, useSearchParams } from 'react-router';
import type { TSession } from '@gius/shared/auth';
import { paths } from '../../../app/paths.ts';
import { setSession, type SessionEvent } from '../../../lib/session-store.ts';

/** Keeps the new session and goes where the user was headed (the dashboard by default). */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    session: TSession,
    event: Extract<SessionEvent, 'SIGNED_IN' | 'PASSWORD_RECOVERY'> = 'SIGNED_IN',
  ) => {
    setSession(session, event);
    const next = params.get('next');
    // Only a path inside this app: never an outside address.
    const safe = next && next.startsWith('/') && !next.startsWith('//') ? next : paths.dashboard();
    void navigate(safe, { replace: true });
  };
}
