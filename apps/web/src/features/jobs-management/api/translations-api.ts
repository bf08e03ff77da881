import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentLanguage } from '@gius/shared/content';
import type { TJobTranslation, TJobTranslations } from '@gius/shared/job-translations';
import type { TUpdateJobTranslation } from '@gius/shared/jobs';
import { apiFetch } from '../../../lib/api-fetch.ts';

const key = (jobId: string) => ['managed-jobs', 'translations', jobId] as const;

export function useJobTranslations(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: key(jobId),
    queryFn: () => apiFetch<TJobTranslations>(`/api/manage/jobs/${jobId}/translations`),
    enabled,
  });
}

export function useTranslateJob(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<TJobTranslations>(`/api/manage/jobs/${jobId}/translations`, { method: 'POST' }),
    onSuccess: (answer) => client.setQueryData(key(jobId), answer),
  });
}

export function useSaveJobTranslation(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ language, fields }: { language: ContentLanguage; fields: TUpdateJobTranslation }) =>
      apiFetch<TJobTranslation>(`/api/manage/jobs/${jobId}/translations/${language}`, {
        method: 'PUT',
        body: fields,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(jobId) }),
  });
}
