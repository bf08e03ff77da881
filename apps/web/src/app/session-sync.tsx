import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { setUnauthenticatedHandler } from '../lib/api-fetch.ts';
import { onSessionEvent, startAutoRefresh } from '../lib/session-store.ts';
import { paths } from './paths.ts';

/**
 * Keeps the session alive (check every 30 s, refresh when 90 s or less remain) and reacts to
 * its events: a sign-in or sign-out (here or in another tab) drops cached data; a 401 leads to
 * the sign-in page (apiFetch has already said "Please sign in").
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => startAutoRefresh(), []);
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event === 'SIGNED_OUT' || event === 'SIGNED_IN') queryClient.clear();
      }),
    [queryClient],
  );
  useEffect(() => {
    setUnauthenticatedHandler(() => {
      const { pathname, search } = window.location;
      if (pathname === paths.login) return;
      void navigate(`${paths.login}?next=${encodeURIComponent(pathname + search)}`);
    });
  }, [navigate]);
  return null;
}
