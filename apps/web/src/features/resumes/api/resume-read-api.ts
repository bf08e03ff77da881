import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBestJobsPage } from '@gius/shared/job-matches';
import type { TResumeCorrections } from '@gius/shared/resume-corrections';
import type { TResume } from '@gius/shared/resumes';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { myApplicationsKey } from '../../../lib/queries/my-applications.ts';
import { bestJobsKey, invalidateMyJobMatches } from '../../../lib/queries/my-job-matches.ts';
import { resumesKey } from '../../../lib/queries/resumes.ts';

/** Correcting what was read from a resume, and reading it again. */
export function useResumeReadActions() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: resumesKey });
    void client.invalidateQueries({ queryKey: myApplicationsKey });
    invalidateMyJobMatches(client);
  };
  const correct = useMutation({
    mutationFn: ({ id, corrections }: { id: string; corrections: TResumeCorrections }) =>
      apiFetch<TResume>(`/api/resumes/${id}/corrections`, { method: 'PUT', body: corrections }),
    onSuccess: refresh,
  });
  const reanalyse = useMutation({
    mutationFn: (id: string) => apiFetch<TResume>(`/api/resumes/${id}/reanalyse`, { method: 'POST' }),
  });
  return { correct, reanalyse, refresh };
}

/** The candidate's best match among the open jobs now, from their default resume. */
export function useTopMatch(enabled: boolean) {
  return useQuery({
    queryKey: [...bestJobsKey, 'top'],
    queryFn: () => apiFetch<TBestJobsPage>('/api/my/best-jobs?limit=1', { toastOnError: false }),
    enabled,
    staleTime: 30_000,
  });
}
