import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateNoteRequest, TNote, TUpdateNoteRequest } from '@gius/shared/notes';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { applicationsKey } from './applications-api.ts';

export const notesKey = ['notes'] as const;

/** An application's notes (asked only while the notes panel is open). */
export function useNotes(applicationId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...notesKey, applicationId],
    queryFn: () => apiFetch<TNote[]>(`/api/applications/${applicationId}/notes`),
    enabled,
  });
}

export function useNoteMutations(applicationId: string) {
  const client = useQueryClient();
  const done = () => {
    void client.invalidateQueries({ queryKey: [...notesKey, applicationId] });
    // The row's note count.
    void client.invalidateQueries({ queryKey: applicationsKey });
  };
  const add = useMutation({
    mutationFn: (body: TCreateNoteRequest) =>
      apiFetch<TNote>(`/api/applications/${applicationId}/notes`, { method: 'POST', body }),
    onSuccess: done,
  });
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TUpdateNoteRequest }) =>
      apiFetch<TNote>(`/api/notes/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/notes/${id}`, { method: 'DELETE' }),
    onSuccess: done,
  });
  return { add, update, remove };
}
