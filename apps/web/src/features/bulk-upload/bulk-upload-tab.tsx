import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RESUME_ACCEPT } from '@gius/shared/resumes';
import { paths } from '../../app/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { addToast } from '../../components/ui/toast-store.ts';
import { errorMessage } from '../../lib/api-fetch.ts';
import { getSession } from '../../lib/session-store.ts';
import { useCompanies } from '../jobs-management/api/manage-jobs-api.ts';
import { BulkFileRow } from './bulk-file-row.tsx';
import { MAX_BATCH_FILES, useBulkUpload } from './use-bulk-upload.ts';

/**
 * The upload-resumes tab: many resumes at once (picked or dropped, up to 200) into the
 * company's pool, each with its progress and outcome, and the batch's progress.
 */
export function BulkUploadTab() {
  const { t } = useTranslation('resumes');
  const isAdmin = getSession()?.user.role === 'admin';
  const companies = useCompanies(isAdmin);
  const [companyId, setCompanyId] = useState('');
  const { items, add, retry, retryAll, clear } = useBulkUpload(isAdmin ? companyId : undefined);
  const [over, setOver] = useState(false);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const blocked = isAdmin && !companyId;

  const addFiles = (list: FileList | null | undefined) => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (files.length === 0 || blocked) return;
    if (!add(files)) {
      addToast({ variant: 'error', title: t('bulk.tooMany', { max: MAX_BATCH_FILES, count: files.length }) });
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    addFiles(e.dataTransfer.files);
  };

  const finished = items.filter((i) => ['done', 'no_text', 'failed'].includes(i.state));
  const batchProgress =
    items.length === 0
      ? 0
      : items.reduce((sum, i) => sum + (finished.includes(i) ? 1 : i.progress * 0.9), 0) / items.length;
  const percent = Math.round(batchProgress * 100);
  const count = (state: string) => items.filter((i) => i.state === state).length;
  const allDone = items.length > 0 && finished.length === items.length;

  return (
    <div className="space-y-4">
      {isAdmin && (
        <SelectField
          className="max-w-sm"
          label={t('bulk.company')}
          value={companyId}
          onChange={(e) => setCompanyId(e.target.value)}
          options={[
            { value: '', label: t('bulk.chooseCompany') },
            ...(companies.data ?? []).map((c) => ({ value: c.id, label: c.name })),
          ]}
          data-testid="bulk-company"
        />
      )}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="bulk-drop-zone"
        className={`rounded-xl border-2 border-dashed p-8 text-center ${
          over ? 'border-indigo-600 bg-indigo-100' : 'border-indigo-300 bg-indigo-50'
        } ${blocked ? 'opacity-60' : ''}`}
      >
        <p className="font-semibold text-indigo-900">{t('bulk.drop')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('bulk.hint', { max: MAX_BATCH_FILES })}</p>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={RESUME_ACCEPT}
          disabled={blocked}
          className="peer sr-only"
          data-testid="bulk-file-input"
          onChange={(e) => addFiles(e.target.files)}
        />
        <label
          htmlFor={inputId}
          className="mt-3 inline-block cursor-pointer rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed"
        >
          {t('bulk.choose')}
        </label>
      </div>

      {items.length > 0 && (
        <section className="space-y-3" aria-label={t('bulk.batch')}>
          <div>
            <div className="flex justify-between text-sm">
              <span>{t('bulk.batchProgress', { done: finished.length, total: items.length })}</span>
              <span data-testid="bulk-batch-percent">{percent}%</span>
            </div>
            <progress
              className="h-2 w-full accent-indigo-600"
              max={100}
              value={percent}
              aria-label={t('bulk.batch')}
              data-testid="bulk-batch-progress"
            />
          </div>
          <ul
            className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
            data-testid="bulk-files"
          >
            {items.map((item) => (
              <BulkFileRow
                key={item.id}
                item={item}
                onRetry={() => retry(item.id)}
                errorText={errorMessage}
              />
            ))}
          </ul>
          {allDone && (
            <div role="status" className="rounded-lg bg-slate-50 p-4 text-sm" data-testid="bulk-summary">
              <p className="font-semibold">
                {t('bulk.summary', {
                  done: count('done'),
                  noText: count('no_text'),
                  failed: count('failed'),
                  duplicates: items.filter((i) => i.resume?.duplicateOf).length,
                })}
              </p>
              <div className="mt-2 flex flex-wrap gap-3">
                <Link className="font-semibold text-indigo-700 underline" to={paths.dashboard('candidates')}>
                  {t('bulk.toCandidates')}
                </Link>
                {count('failed') > 0 && (
                  <Button variant="secondary" onClick={retryAll}>
                    {t('bulk.retryAll')}
                  </Button>
                )}
                <Button variant="secondary" onClick={clear}>
                  {t('bulk.clear')}
                </Button>
              </div>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
