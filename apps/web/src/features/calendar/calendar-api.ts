import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCalendarFeed } from '@gius/shared/calendar';
import type { TCompany } from '@gius/shared/companies';
import type { TInterview, TUpdateInterviewRequest } from '@gius/shared/interviews';
import { apiFetch } from '../../lib/api-fetch.ts';

/** The same root key as the applications page's interviews, so a change anywhere refreshes both. */
const interviewsKey = ['interviews'] as const;

export function useCalendarInterviews(range: { from: Date; to: Date }, companyId: string) {
  const params = new URLSearchParams({ from: range.from.toISOString(), to: range.to.toISOString() });
  if (companyId) params.set('companyId', companyId);
  return useQuery({
    queryKey: [...interviewsKey, 'range', params.toString()],
    queryFn: () => apiFetch<TInterview[]>(`/api/interviews?${params}`),
  });
}

export function useMoveInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TUpdateInterviewRequest }) =>
      apiFetch<TInterview>(`/api/interviews/${id}`, { method: 'PATCH', body: patch }),
    onSettled: () => client.invalidateQueries({ queryKey: interviewsKey }),
  });
}

/** The admin's company filter. */
export function useCompaniesForFilter(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'companies'],
    queryFn: () => apiFetch<TCompany[]>('/api/admin/companies'),
    enabled,
  });
}

const feedKey = ['calendar-feed'] as const;

export function useCalendarFeed() {
  const client = useQueryClient();
  const status = useQuery({
    queryKey: feedKey,
    queryFn: () => apiFetch<TCalendarFeed>('/api/calendar/feed'),
  });
  const create = useMutation({
    mutationFn: () => apiFetch<TCalendarFeed>('/api/calendar/feed', { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: feedKey }),
  });
  const revoke = useMutation({
    mutationFn: () => apiFetch<void>('/api/calendar/feed', { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: feedKey }),
  });
  return { status, create, revoke };
}
