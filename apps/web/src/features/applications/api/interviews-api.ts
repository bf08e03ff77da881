import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCompanyUser } from '@gius/shared/companies';
import type { TInterview, TScheduleInterviewRequest, TUpdateInterviewRequest } from '@gius/shared/interviews';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { applicationsKey } from './applications-api.ts';

export const interviewsKey = ['interviews'] as const;

export function useApplicationInterviews(applicationId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...interviewsKey, 'application', applicationId],
    queryFn: () => apiFetch<TInterview[]>(`/api/applications/${applicationId}/interviews`),
    enabled,
  });
}

/** The company's team (HR users and managers), to choose interviewers from. */
export function useInterviewerChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['company', 'users'],
    queryFn: () => apiFetch<TCompanyUser[]>('/api/company/users'),
    enabled,
    select: (users) => users.filter((u) => u.role === 'hr' || u.role === 'company_manager'),
  });
}

/**
 * Scheduling, rescheduling, status and cancellation. An overlap answer (409 INTERVIEW_OVERLAP) is not
 * a toast: the form shows it as a warning and asks to save anyway.
 */
export function useInterviewMutations() {
  const client = useQueryClient();
  const done = () => {
    void client.invalidateQueries({ queryKey: interviewsKey });
    void client.invalidateQueries({ queryKey: applicationsKey });
  };
  const quietOverlap = { toastOnError: false } as const;
  const schedule = useMutation({
    mutationFn: ({ applicationId, body }: { applicationId: string; body: TScheduleInterviewRequest }) =>
      apiFetch<TInterview>(`/api/applications/${applicationId}/interviews`, {
        method: 'POST',
        body,
        ...quietOverlap,
      }),
    onSuccess: done,
  });
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TUpdateInterviewRequest }) =>
      apiFetch<TInterview>(`/api/interviews/${id}`, { method: 'PATCH', body: patch, ...quietOverlap }),
    onSuccess: done,
  });
  const cancel = useMutation({
    mutationFn: (id: string) => apiFetch<TInterview>(`/api/interviews/${id}/cancel`, { method: 'POST' }),
    onSuccess: done,
  });
  return { schedule, update, cancel };
}
