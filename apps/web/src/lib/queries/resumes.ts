import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TResume } from '@gius/shared/resumes';
import { apiFetch } from '../api-fetch.ts';

/** Resumes, shared by the apply panel, the resumes tab and the applications page. */

export const resumesKey = ['resumes'] as const;

/** A candidate's own resumes; for a company its pool and the resumes sent to it. */
export function useResumes(options: { enabled?: boolean; companyId?: string } = {}) {
  const query = options.companyId ? `?companyId=${options.companyId}` : '';
  return useQuery({
    queryKey: [...resumesKey, options.companyId ?? 'own'],
    queryFn: () => apiFetch<TResume[]>(`/api/resumes${query}`),
    enabled: options.enabled ?? true,
  });
}

export function uploadResume(file: File, companyId?: string): Promise<TResume> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiFetch<TResume>(`/api/resumes${companyId ? `?companyId=${companyId}` : ''}`, {
    method: 'POST',
    body,
  });
}

export function useUploadResume(companyId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadResume(file, companyId),
    onSuccess: () => client.invalidateQueries({ queryKey: resumesKey }),
  });
}

/** Downloads a resume file (with the session's token) and hands it to the browser as a download. */
export async function downloadResume(id: string, fileName: string): Promise<void> {
  const res = await apiFetch<Response>(`/api/resumes/${id}/file`, { as: 'response' });
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
