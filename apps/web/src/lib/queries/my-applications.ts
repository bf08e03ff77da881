import { useQuery } from '@tanstack/react-query';
import type { TMyApplication } from '@gius/shared/applications';
import { apiFetch } from '../api-fetch.ts';

/** A candidate's own applications, shared by the job page (applied already?) and the my applications tab. */
export const myApplicationsKey = ['my-applications'] as const;

export function useMyApplications(enabled = true) {
  return useQuery({
    queryKey: myApplicationsKey,
    queryFn: () => apiFetch<TMyApplication[]>('/api/my/applications'),
    enabled,
  });
}
