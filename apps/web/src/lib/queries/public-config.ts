import { useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '@gius/shared/health';
import { apiFetch } from '../api-fetch.ts';

/** The server's settings the pages adapt to (GET /api/config); they change only with a restart. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: () => apiFetch<TPublicConfig>('/api/config', { auth: false, toastOnError: false }),
    staleTime: Infinity,
  });
}
