import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useOpenJobs, type OpenJobsFilters } from '../api/open-jobs-api.ts';
import { JobCard } from './job-card.tsx';
import { JobFilters } from './job-filters.tsx';

/** The open jobs with search and filters, a page at a time (the /jobs page and the dashboard tab). */
export function OpenJobsList() {
  const { t } = useTranslation('jobs');
  const [filters, setFilters] = useState<OpenJobsFilters>({ q: '', location: '', employmentType: '' });
  const onChange = useCallback((next: OpenJobsFilters) => setFilters(next), []);
  const jobs = useOpenJobs(filters);
  const items = jobs.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = filters.q || filters.location || filters.employmentType;
  return (
    <div className="space-y-6">
      <JobFilters value={filters} onChange={onChange} />
      {jobs.isPending && <PageSpinner />}
      {jobs.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('errors.load')}
        </p>
      )}
      {jobs.isSuccess && items.length === 0 && (
        <EmptyState title={filtered ? t('list.noMatch') : t('list.empty')} />
      )}
      {items.length > 0 && (
        <ul className="grid gap-4" aria-live="polite" data-testid="open-jobs">
          {items.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </ul>
      )}
      {jobs.hasNextPage && (
        <div className="text-center">
          <Button
            variant="secondary"
            loading={jobs.isFetchingNextPage}
            onClick={() => void jobs.fetchNextPage()}
          >
            {t('list.more')}
          </Button>
        </div>
      )}
    </div>
  );
}
