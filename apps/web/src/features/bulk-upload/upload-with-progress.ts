import { isErrorBody } from '@gius/shared/errors';
import type { TResume } from '@gius/shared/resumes';
import { ApiError } from '../../lib/api-error.ts';
import { accessToken } from '../../lib/api-fetch.ts';

/**
 * Uploads one resume to a company's pool with XMLHttpRequest, for its upload progress (fetch
 * gives none for a request body). `onSent` fires when the last byte has left: the server is
 * then reading the file's text.
 */
export async function uploadWithProgress(
  file: File,
  {
    companyId,
    onProgress,
    onSent,
  }: { companyId?: string; onProgress: (fraction: number) => void; onSent: () => void },
): Promise<TResume> {
  const token = await accessToken();
  return new Promise<TResume>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/resumes${companyId ? `?companyId=${companyId}` : ''}`);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.upload.onload = () => onSent();
    xhr.onerror = () => reject(new ApiError('NETWORK', 0, 'No connection to the server'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: a proxy's page; the status says what happened.
      }
      if (xhr.status === 201) return resolve(body as TResume);
      if (isErrorBody(body)) return reject(new ApiError(body.error.code, xhr.status, body.error.message));
      reject(
        new ApiError(xhr.status === 413 ? 'FILE_TOO_LARGE' : 'UPLOAD_FAILED', xhr.status, xhr.statusText),
      );
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
