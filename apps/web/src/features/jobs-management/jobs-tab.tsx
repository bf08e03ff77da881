import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { addToast } from '../../components/ui/toast-store.ts';
import { useAppEvents } from '../../lib/use-app-events.ts';
import { useSession } from '../../lib/use-session.ts';
import { managedJobsKey, useCompanies, useJobMutations, useManagedJobs } from './api/manage-jobs-api.ts';
import { JobFormDialog } from './components/job-form-dialog.tsx';
import { JobRow } from './components/job-row.tsx';

export type JobsTabMode = 'manage' | 'mine' | 'all';

/**
 * Jobs management (create and act on the company's jobs), my jobs (the company's jobs, to look at),
 * and all jobs (the admin: every company, with a company filter). Applicant counts follow new
 * applications as they arrive.
 */
export function JobsTab({ mode }: { mode: JobsTabMode }) {
  const { t } = useTranslation('jobs');
  const session = useSession();
  const isAdmin = session?.user.role === 'admin';
  const [companyId, setCompanyId] = useState('');
  const [q, setQ] = useState('');
  const jobs = useManagedJobs({ companyId: companyId || undefined, q: q.trim() || undefined });
  const companies = useCompanies(isAdmin);
  const { create } = useJobMutations();
  const [creating, setCreating] = useState(false);
  const client = useQueryClient();
  useAppEvents(['application.created', 'application.updated', 'application.deleted'], () => {
    void client.invalidateQueries({ queryKey: managedJobsKey });
  });
  const readOnly = mode === 'mine';
  const canCreate = mode !== 'mine' && (!isAdmin || companyId !== '');

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        {isAdmin && (
          <SelectField
            className="min-w-56"
            label={t('manage.company')}
            value={companyId}
            onChange={(e) => setCompanyId(e.target.value)}
            options={[
              { value: '', label: t('manage.allCompanies') },
              ...(companies.data ?? []).map((c) => ({ value: c.id, label: c.name })),
            ]}
            data-testid="company-filter"
          />
        )}
        <TextField
          className="min-w-56 flex-1"
          type="search"
          label={t('manage.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        {mode !== 'mine' && (
          <Button
            onClick={() => setCreating(true)}
            disabled={!canCreate}
            title={canCreate ? undefined : t('manage.pickCompany')}
            data-testid="job-new"
          >
            {t('manage.new')}
          </Button>
        )}
      </div>
      {jobs.isPending && <PageSpinner />}
      {jobs.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('errors.loadManaged')}
        </p>
      )}
      {jobs.isSuccess && jobs.data.length === 0 && <EmptyState title={t('manage.empty')} />}
      {jobs.data && jobs.data.length > 0 && (
        <ul className="space-y-3" data-testid="managed-jobs">
          {jobs.data.map((job) => (
            <JobRow key={job.id} job={job} readOnly={readOnly} showCompany={isAdmin} />
          ))}
        </ul>
      )}
      <JobFormDialog
        open={creating}
        onOpenChange={setCreating}
        onSubmit={async (fields, publish) => {
          await create.mutateAsync({ ...fields, publish, ...(isAdmin ? { companyId } : {}) });
          addToast({ variant: 'success', title: publish ? t('done.published') : t('done.created') });
        }}
      />
    </div>
  );
}
