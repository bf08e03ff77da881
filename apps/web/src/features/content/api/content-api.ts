import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContentKind,
  TContentItem,
  TContentTranslations,
  TGenerateMarketingRequest,
  TGenerateMarketingResponse,
  TGenerateSocialRequest,
  TGenerateSocialResponse,
  TSaveContentRequest,
} from '@gius/shared/content';
import type { TManagedJob } from '@gius/shared/jobs';
import { apiFetch } from '../../../lib/api-fetch.ts';

/** The company's jobs to write content for (every company's for the admin). */
export function useContentJobs() {
  return useQuery({
    queryKey: ['content', 'jobs'],
    queryFn: () => apiFetch<TManagedJob[]>('/api/manage/jobs'),
  });
}

export function useGenerateSocial() {
  return useMutation({
    mutationFn: (body: TGenerateSocialRequest) =>
      apiFetch<TGenerateSocialResponse>('/api/content/social', { method: 'POST', body }),
  });
}

const itemsKey = (jobId: string, kind: ContentKind) => ['content', 'items', jobId, kind] as const;

export function useContentItems(jobId: string, kind: ContentKind) {
  return useQuery({
    queryKey: itemsKey(jobId, kind),
    queryFn: () => apiFetch<TContentItem[]>(`/api/content/items?jobId=${jobId}&kind=${kind}`),
  });
}

/** Save a new text, or its edit when it was saved before. */
export function useSaveContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, item }: { id?: string; item: TSaveContentRequest }) =>
      id
        ? apiFetch<TContentItem>(`/api/content/items/${id}`, { method: 'PUT', body: { text: item.text } })
        : apiFetch<TContentItem>('/api/content/items', { method: 'POST', body: item }),
    onSuccess: (saved) => client.invalidateQueries({ queryKey: itemsKey(saved.jobId, saved.kind) }),
  });
}

export function useDeleteContent(jobId: string, kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/content/items/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: itemsKey(jobId, kind) }),
  });
}

export function useGenerateMarketing() {
  return useMutation({
    mutationFn: (body: TGenerateMarketingRequest) =>
      apiFetch<TGenerateMarketingResponse>('/api/content/marketing', { method: 'POST', body }),
  });
}

export function useTranslateContent(jobId: string, kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<TContentTranslations>(`/api/content/items/${id}/translations`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: itemsKey(jobId, kind) }),
  });
}
