import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TResume } from '@gius/shared/resumes';
import { ResumeUpload } from '../../components/resume-upload.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { addToast } from '../../components/ui/toast-store.ts';
import { apiFetch } from '../../lib/api-fetch.ts';
import { invalidateMyJobMatches } from '../../lib/queries/my-job-matches.ts';
import { downloadResume, resumesKey, useResumes } from '../../lib/queries/resumes.ts';
import { useSession } from '../../lib/use-session.ts';
import { ResumeRead } from './components/resume-read.tsx';
import { formatDate } from '../../lib/format-date.ts';

function useResumeActions() {
  const client = useQueryClient();
  const done = () => {
    // Another default resume (or none) is another match to every job.
    invalidateMyJobMatches(client);
    return client.invalidateQueries({ queryKey: resumesKey });
  };
  const makeDefault = useMutation({
    mutationFn: (id: string) => apiFetch<TResume>(`/api/resumes/${id}/default`, { method: 'POST' }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/resumes/${id}`, { method: 'DELETE' }),
    onSuccess: done,
  });
  return { makeDefault, remove };
}

const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** My resumes: upload, download, make default, delete. */
export function ResumesTab() {
  const { t, i18n } = useTranslation('resumes');
  const list = useResumes();
  const { makeDefault, remove } = useResumeActions();
  const candidate = useSession()?.user.role === 'candidate';
  const download = (r: TResume) =>
    downloadResume(r.id, r.fileName).catch(() => addToast({ variant: 'error', title: t('errors.download') }));
  return (
    <div className="space-y-6">
      <section className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="mb-3 text-lg font-semibold">{t('upload.title')}</h2>
        <ResumeUpload />
      </section>
      {list.isPending && <PageSpinner />}
      {list.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('errors.load')}
        </p>
      )}
      {list.isSuccess && list.data.length === 0 && (
        <EmptyState title={t('list.empty')}>{t('list.emptyText')}</EmptyState>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="space-y-3" data-testid="resumes">
          {list.data.map((r) => (
            <li
              key={r.id}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="resume"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-semibold">
                    <bdi>{r.fileName}</bdi>
                    {r.isDefault && (
                      <span
                        className="ms-2 rounded-full bg-indigo-100 px-2 py-0.5 text-xs text-indigo-800"
                        data-testid="resume-default"
                      >
                        {t('list.default')}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-slate-600">
                    {r.kind.toUpperCase()} · {t('list.size', { kb: kb(r.size) })} ·{' '}
                    {formatDate(r.createdAt, i18n.resolvedLanguage)}
                  </p>
                  <p
                    className={`text-sm ${r.extractionStatus === 'extracted' ? 'text-emerald-700' : 'text-amber-700'}`}
                  >
                    {r.extractionStatus === 'extracted' ? t('list.textFound') : t('list.noText')}
                  </p>
                  {r.textTruncated && <p className="text-sm text-amber-700">{t('list.textTruncated')}</p>}
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => void download(r)}>
                    {t('actions.download')}
                  </Button>
                  {!r.isDefault && (
                    <Button
                      variant="secondary"
                      loading={makeDefault.isPending && makeDefault.variables === r.id}
                      onClick={() => makeDefault.mutate(r.id)}
                    >
                      {t('actions.makeDefault')}
                    </Button>
                  )}
                  <ConfirmDialog
                    trigger={<Button variant="danger">{t('actions.delete')}</Button>}
                    title={t('delete.title')}
                    description={t('delete.text', { name: r.fileName })}
                    confirmLabel={t('actions.delete')}
                    onConfirm={async () => {
                      await remove.mutateAsync(r.id);
                      addToast({ variant: 'success', title: t('done.deleted') });
                    }}
                  />
                </div>
              </div>
              {candidate && r.extractionStatus === 'extracted' && <ResumeRead resume={r} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
