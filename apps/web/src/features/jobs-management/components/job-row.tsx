import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TManagedJob } from '@gius/shared/jobs';
import { paths } from '../../../app/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { useJobMutations } from '../api/manage-jobs-api.ts';
import { ApplicantSources } from './applicant-sources.tsx';
import { JobFormDialog } from './job-form-dialog.tsx';
import { PublishDialog } from './publish-dialog.tsx';
import { TranslationsDialog } from './translations-dialog.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

const STATUS_CLASS: Record<TManagedJob['status'], string> = {
  published: 'bg-emerald-100 text-emerald-800',
  scheduled: 'bg-sky-100 text-sky-800',
  draft: 'bg-slate-100 text-slate-700',
  frozen: 'bg-amber-100 text-amber-800',
};

/** One job with its status, applicant count and actions (none in read-only lists). */
export function JobRow({
  job,
  readOnly,
  showCompany,
}: {
  job: TManagedJob;
  readOnly?: boolean;
  showCompany?: boolean;
}) {
  const { t, i18n } = useTranslation('jobs');
  const { update, publish, act, remove } = useJobMutations();
  const [editing, setEditing] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [showSources, setShowSources] = useState(false);
  const [translating, setTranslating] = useState(false);
  const run = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      addToast({ variant: 'success', title: done });
    } catch {
      // Shown by apiFetch.
    }
  };
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="managed-job"
      data-job-id={job.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{job.title}</h3>
          <p className="text-sm text-slate-600">
            {showCompany && `${job.companyName} · `}
            {job.location} · {t(`employmentType.${job.employmentType}`)}
          </p>
          {job.status === 'scheduled' && job.publishAt && (
            <p className="text-xs text-sky-800">
              {t('status.scheduledFor', {
                date: formatDateTime(job.publishAt, i18n.resolvedLanguage),
              })}
            </p>
          )}
        </div>
        <div className="flex items-center gap-3">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[job.status]}`}
            data-testid="job-status"
          >
            {t(`status.${job.status}`)}
          </span>
          <Link
            to={`${paths.dashboard('applications')}?job=${job.id}`}
            className="text-sm text-indigo-700 underline-offset-2 hover:underline"
            data-testid="applicant-count"
          >
            {t('applicants', { count: job.applicantCount })}
          </Link>
          {job.applicantCount > 0 && (
            <button
              type="button"
              className="text-sm text-indigo-700 underline-offset-2 hover:underline"
              aria-expanded={showSources}
              onClick={() => setShowSources((v) => !v)}
              data-testid="applicant-sources-toggle"
            >
              {t('sources.toggle')}
            </button>
          )}
        </div>
      </div>
      {showSources && (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <ApplicantSources jobId={job.id} />
        </div>
      )}
      {!readOnly && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)} data-testid="job-edit">
            {t('actions.edit')}
          </Button>
          <Button variant="secondary" onClick={() => setTranslating(true)} data-testid="job-translate">
            {t('actions.translate')}
          </Button>
          <TranslationsDialog job={job} open={translating} onOpenChange={setTranslating} />
          {job.isPublished ? (
            <Button
              variant="secondary"
              onClick={() =>
                void run(() => act.mutateAsync({ id: job.id, action: 'unpublish' }), t('done.unpublished'))
              }
            >
              {t('actions.unpublish')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setPublishing(true)} data-testid="job-publish">
              {t('actions.publish')}
            </Button>
          )}
          {job.isActive ? (
            <Button
              variant="secondary"
              onClick={() =>
                void run(() => act.mutateAsync({ id: job.id, action: 'freeze' }), t('done.frozen'))
              }
            >
              {t('actions.freeze')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={() =>
                void run(() => act.mutateAsync({ id: job.id, action: 'activate' }), t('done.activated'))
              }
            >
              {t('actions.activate')}
            </Button>
          )}
          <ConfirmDialog
            trigger={<Button variant="danger">{t('actions.delete')}</Button>}
            title={t('delete.title', { title: job.title })}
            description={t('delete.text', { count: job.applicantCount })}
            confirmLabel={t('actions.delete')}
            onConfirm={() => run(() => remove.mutateAsync(job.id), t('done.deleted'))}
          />
          <JobFormDialog
            open={editing}
            onOpenChange={setEditing}
            job={job}
            onSubmit={async (fields) => {
              await update.mutateAsync({ id: job.id, fields });
              addToast({ variant: 'success', title: t('done.saved') });
            }}
          />
          <PublishDialog
            open={publishing}
            onOpenChange={setPublishing}
            onPublish={async (publishAt) => {
              await publish.mutateAsync({ id: job.id, publishAt });
              addToast({ variant: 'success', title: publishAt ? t('done.scheduled') : t('done.published') });
            }}
          />
        </div>
      )}
    </li>
  );
}
