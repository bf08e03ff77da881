import { useQuery } from '@tanstack/react-query';
import type { TApplicantSources } from '@gius/shared/applications';
import { apiFetch } from '../../../lib/api-fetch.ts';

export const applicantSourcesKey = (jobId: string) => ['managed-jobs', 'sources', jobId] as const;

/** Where a job's applicants came from (under the jobs key: refreshed with the list). */
export function useApplicantSources(jobId: string) {
  return useQuery({
    queryKey: applicantSourcesKey(jobId),
    queryFn: () => apiFetch<TApplicantSources>(`/api/manage/jobs/${jobId}/applicant-sources`),
  });
}
