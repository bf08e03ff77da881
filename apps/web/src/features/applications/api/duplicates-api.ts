import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPoolDuplicate, TResume } from '@gius/shared/resumes';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { resumesKey } from '../../../lib/queries/resumes.ts';
import { applicationsKey } from './applications-api.ts';

const duplicatesKey = ['resume-duplicates'] as const;

/** A pool resume's person: their first resume and every resume flagged as the same person. */
export function useDuplicates(resumeId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...duplicatesKey, resumeId],
    queryFn: () => apiFetch<TPoolDuplicate[]>(`/api/resumes/${resumeId}/duplicates`),
    enabled,
  });
}

/** Merge the person's resumes into one, or say one is someone else; the lists that show them refetch. */
export function useDuplicateMutations(resumeId: string) {
  const client = useQueryClient();
  const refetchLists = () => {
    for (const queryKey of [['candidates'], resumesKey, applicationsKey])
      void client.invalidateQueries({ queryKey });
  };
  const merge = useMutation({
    mutationFn: (keepResumeId: string) =>
      apiFetch<TResume>(`/api/resumes/${resumeId}/merge`, { method: 'POST', body: { keepResumeId } }),
    // Not the group itself: the resume it was opened from may be one of those deleted, and asking
    // for its group again would answer 404 (an error toast over the "merged" one).
    onSuccess: refetchLists,
  });
  const unlink = useMutation({
    mutationFn: (id: string) => apiFetch<TResume>(`/api/resumes/${id}/unlink`, { method: 'POST' }),
    onSuccess: () => {
      refetchLists();
      void client.invalidateQueries({ queryKey: duplicatesKey });
    },
  });
  return { merge, unlink };
}
