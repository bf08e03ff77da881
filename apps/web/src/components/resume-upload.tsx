import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RESUME_BYTES } from '@gius/shared/constants';
import { RESUME_ACCEPT, type TResume } from '@gius/shared/resumes';
import { errorMessage } from '../lib/api-fetch.ts';
import { useUploadResume } from '../lib/queries/resumes.ts';
import { getSession } from '../lib/session-store.ts';
import { InlineSpinner } from './ui/inline-spinner.tsx';
import { addToast } from './ui/toast-store.ts';

type UploadState = 'idle' | 'extracting' | 'extracted' | 'no_text' | 'failed';

/**
 * Uploads a resume (PDF or Word) and shows the flow of spec section 4: extracting text, then
 * uploaded, or uploaded with no text found. The server checks the content; the browser only
 * spares the user an upload that is sure to be refused.
 */
export function ResumeUpload({
  onUploaded,
  companyId,
  label,
}: {
  onUploaded?: (resume: TResume) => void;
  /** Admin only: the company pool to upload into. */
  companyId?: string;
  label?: string;
}) {
  const { t } = useTranslation('resumes');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadResume(companyId);
  const [state, setState] = useState<UploadState>('idle');
  const [fileName, setFileName] = useState('');

  const refuse = (code: string) => {
    addToast({ variant: 'error', title: errorMessage(code) });
    if (input.current) input.current.value = '';
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!getSession()) return refuse('LOGIN_TO_UPLOAD');
    if (!/\.(pdf|docx?)$/i.test(file.name)) return refuse('UNSUPPORTED_FILE_TYPE');
    if (file.size > MAX_RESUME_BYTES) return refuse('FILE_TOO_LARGE');
    if (file.size === 0) return refuse('FILE_EMPTY');
    setFileName(file.name);
    setState('extracting');
    try {
      const resume = await upload.mutateAsync(file);
      setState(resume.extractionStatus);
      addToast({ variant: 'success', title: t('upload.success', { name: file.name }) });
      onUploaded?.(resume);
    } catch {
      // The reason is shown as a toast by apiFetch.
      setState('failed');
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="space-y-2">
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-dashed border-indigo-400 bg-indigo-50 px-4 py-3 text-sm font-semibold text-indigo-700 hover:bg-indigo-100 focus-within:ring-2 focus-within:ring-indigo-500"
      >
        <span aria-hidden>⬆</span>
        {label ?? t('upload.choose')}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={RESUME_ACCEPT}
          className="sr-only"
          data-testid="resume-file-input"
          disabled={state === 'extracting'}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </label>
      <p className="text-xs text-slate-500">{t('upload.hint')}</p>
      <p role="status" aria-live="polite" data-testid="upload-status" data-state={state} className="text-sm">
        {state === 'extracting' && (
          <span className="inline-flex items-center gap-2 text-slate-700">
            <InlineSpinner /> {t('upload.extracting', { name: fileName })}
          </span>
        )}
        {state === 'extracted' && (
          <span className="text-emerald-700">{t('upload.extracted', { name: fileName })}</span>
        )}
        {state === 'no_text' && (
          <span className="text-amber-700">{t('upload.noText', { name: fileName })}</span>
        )}
      </p>
    </div>
  );
}
