import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_RESUME_BYTES } from '@gius/shared/constants';
import type { TResume } from '@gius/shared/resumes';
import { ApiError } from '../../lib/api-error.ts';
import { resumesKey } from '../../lib/queries/resumes.ts';
import { useAppEvents } from '../../lib/use-app-events.ts';
import { uploadWithProgress } from './upload-with-progress.ts';

/** Files in one batch at most (spec: up to 200). */
export const MAX_BATCH_FILES = 200;
/** Files uploading at once. */
const CONCURRENCY = 3;

export type BulkFileState = 'waiting' | 'uploading' | 'extracting' | 'done' | 'no_text' | 'failed';

export interface BulkItem {
  id: number;
  file: File;
  state: BulkFileState;
  /** 0..1 of the bytes sent. */
  progress: number;
  /** Error code when failed. */
  error?: string;
  resume?: TResume;
}

/** What the browser can refuse at once (the server checks again, by content). */
function refusal(file: File): string | undefined {
  if (!/\.(pdf|docx?)$/i.test(file.name)) return 'UNSUPPORTED_FILE_TYPE';
  if (file.size > MAX_RESUME_BYTES) return 'FILE_TOO_LARGE';
  if (file.size === 0) return 'FILE_EMPTY';
  return undefined;
}

let nextId = 1;

/**
 * A batch of resume uploads into a company's pool: each file waits, uploads (with its progress),
 * is read by the server, and ends done, with no text found, or failed with its reason; three at
 * a time. Failed files can be retried.
 */
export function useBulkUpload(companyId: string | undefined) {
  const client = useQueryClient();
  const [items, setItems] = useState<BulkItem[]>([]);
  const running = useRef(new Set<number>());

  const update = useCallback((id: number, patch: Partial<BulkItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const start = useCallback(
    async (item: BulkItem) => {
      running.current.add(item.id);
      update(item.id, { state: 'uploading', progress: 0, error: undefined });
      try {
        const resume = await uploadWithProgress(item.file, {
          companyId,
          onProgress: (progress) => update(item.id, { progress }),
          onSent: () => update(item.id, { progress: 1, state: 'extracting' }),
        });
        update(item.id, {
          state: resume.extractionStatus === 'no_text' ? 'no_text' : 'done',
          progress: 1,
          resume,
        });
      } catch (err) {
        update(item.id, { state: 'failed', error: err instanceof ApiError ? err.code : 'UPLOAD_FAILED' });
      } finally {
        running.current.delete(item.id);
        void client.invalidateQueries({ queryKey: resumesKey });
        void client.invalidateQueries({ queryKey: ['candidates'] });
        // Let the next waiting file start.
        setItems((list) => [...list]);
      }
    },
    [client, companyId, update],
  );

  // Keeps three uploads going while files wait.
  useEffect(() => {
    const free = CONCURRENCY - running.current.size;
    if (free <= 0) return;
    items
      .filter((item) => item.state === 'waiting' && !running.current.has(item.id))
      .slice(0, free)
      .forEach((item) => void start(item));
  }, [items, start]);

  /** Adds files; answers false (adding none) when the batch would pass 200 files. */
  const add = useCallback(
    (files: File[]): boolean => {
      const pending = items.filter((i) => !['done', 'no_text', 'failed'].includes(i.state)).length;
      if (files.length + pending > MAX_BATCH_FILES) return false;
      const fresh = files.map((file): BulkItem => {
        const error = refusal(file);
        return error
          ? { id: nextId++, file, state: 'failed', progress: 0, error }
          : { id: nextId++, file, state: 'waiting', progress: 0 };
      });
      setItems((list) => [...list, ...fresh]);
      return true;
    },
    [items],
  );

  const retry = useCallback((id: number) => {
    setItems((list) =>
      list.map((item) =>
        item.id === id && item.state === 'failed' && !refusal(item.file)
          ? { ...item, state: 'waiting', progress: 0, error: undefined }
          : item,
      ),
    );
  }, []);

  const retryAll = useCallback(() => {
    setItems((list) =>
      list.map((item) =>
        item.state === 'failed' && !refusal(item.file)
          ? { ...item, state: 'waiting', progress: 0, error: undefined }
          : item,
      ),
    );
  }, []);

  // A scan read later by OCR (in the background queue): its row turns to done when the server says so.
  useAppEvents(['resume.updated'], (event) => {
    const resumeId = event.data?.resumeId;
    if (event.type !== 'resume.updated' || typeof resumeId !== 'string') return;
    setItems((list) =>
      list.map((item) =>
        item.resume?.id === resumeId && item.state === 'no_text' ? { ...item, state: 'done' } : item,
      ),
    );
    void client.invalidateQueries({ queryKey: ['candidates'] });
  });

  const clear = useCallback(() => setItems((list) => list.filter((i) => running.current.has(i.id))), []);

  return { items, add, retry, retryAll, clear };
}
