import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchBand } from '@gius/shared/constants';
import type { MyMatchStatus } from '@gius/shared/job-matches';
import type { TPublicJobSummary } from '@gius/shared/jobs';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { useBestJobs, useMyJobMatches, useRefetchMatchesOnAnalysis } from '../api/my-matches-api.ts';
import { NO_FILTERS, useOpenJobs, type OpenJobsFilters } from '../api/open-jobs-api.ts';
import { JobCard } from './job-card.tsx';
import { JobFilters } from './job-filters.tsx';
import { MatchHint } from './match-hint.tsx';

type Sort = 'newest' | 'best';
type Match = { score: number; band: MatchBand } | 'loading';

/**
 * The open jobs with search and filters, a page at a time (the /jobs page and the dashboard tab).
 * A signed-in candidate also sees their match to each job, and may sort by it ("best jobs for you").
 */
export function OpenJobsList() {
  const { t } = useTranslation('jobs');
  const session = useSession();
  const candidate = session?.user.role === 'candidate';
  const [sort, setSort] = useState<Sort>('newest');
  const best = candidate && sort === 'best';
  useRefetchMatchesOnAnalysis();
  return (
    <div className="space-y-6">
      {candidate && (
        <SelectField
          label={t('sort.label')}
          className="max-w-xs"
          value={sort}
          onChange={(e) => setSort(e.target.value as Sort)}
          options={[
            { value: 'newest', label: t('sort.newest') },
            { value: 'best', label: t('sort.best') },
          ]}
          data-testid="jobs-sort"
        />
      )}
      {best ? <BestJobs /> : <NewestJobs withMatches={candidate} />}
    </div>
  );
}

function NewestJobs({ withMatches }: { withMatches: boolean }) {
  const { t } = useTranslation('jobs');
  const [filters, setFilters] = useState<OpenJobsFilters>(NO_FILTERS);
  const onChange = useCallback((next: OpenJobsFilters) => setFilters(next), []);
  const jobs = useOpenJobs(filters);
  const pages = jobs.data?.pages.map((p) => p.items.map((j) => j.id)) ?? [];
  const matches = useMyJobMatches(pages, withMatches);
  const byJob = new Map<string, Match>();
  let status: MyMatchStatus | null = null;
  for (const [i, ids] of withMatches ? pages.entries() : []) {
    const page = matches[i];
    if (page?.data) {
      status = page.data.status;
      for (const m of page.data.items) byJob.set(m.jobId, m);
    } else if (page?.isPending) for (const id of ids) byJob.set(id, 'loading');
  }
  const items = jobs.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = filters.q || filters.location || filters.employmentType;
  return (
    <>
      <JobFilters value={filters} onChange={onChange} />
      {status && <MatchHint status={status} />}
      <JobsListBody
        isPending={jobs.isPending}
        isError={jobs.isError}
        empty={jobs.isSuccess && items.length === 0}
        emptyTitle={filtered ? t('list.noMatch') : t('list.empty')}
        items={items}
        matchOf={(id) => byJob.get(id)}
        hasNextPage={jobs.hasNextPage}
        isFetchingNextPage={jobs.isFetchingNextPage}
        fetchNextPage={() => void jobs.fetchNextPage()}
      />
    </>
  );
}

function BestJobs() {
  const { t } = useTranslation('jobs');
  const jobs = useBestJobs(true);
  const items = jobs.data?.pages.flatMap((p) => p.items) ?? [];
  const status = jobs.data?.pages[0]?.status;
  return (
    <>
      {status && <MatchHint status={status} />}
      <JobsListBody
        isPending={jobs.isPending}
        isError={jobs.isError}
        empty={status === 'ready' && items.length === 0}
        emptyTitle={t('list.empty')}
        items={items}
        matchOf={(id) => items.find((j) => j.id === id)?.match}
        hasNextPage={jobs.hasNextPage}
        isFetchingNextPage={jobs.isFetchingNextPage}
        fetchNextPage={() => void jobs.fetchNextPage()}
        testId="best-jobs"
      />
    </>
  );
}

function JobsListBody({
  isPending,
  isError,
  empty,
  emptyTitle,
  items,
  matchOf,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  testId = 'open-jobs',
}: {
  isPending: boolean;
  isError: boolean;
  empty: boolean;
  emptyTitle: string;
  items: TPublicJobSummary[];
  matchOf: (jobId: string) => Match | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('jobs');
  return (
    <>
      {/* As tall as a page of jobs, so the list arriving moves nothing on screen. */}
      {isPending && (
        <div className="min-h-[70vh]">
          <PageSpinner />
        </div>
      )}
      {isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('errors.load')}
        </p>
      )}
      {empty && <EmptyState title={emptyTitle} />}
      {items.length > 0 && (
        <ul className="grid gap-4" aria-live="polite" data-testid={testId}>
          {items.map((job) => (
            <JobCard key={job.id} job={job} match={matchOf(job.id)} />
          ))}
        </ul>
      )}
      {hasNextPage && (
        <div className="text-center">
          <Button variant="secondary" loading={isFetchingNextPage} onClick={fetchNextPage}>
            {t('list.more')}
          </Button>
        </div>
      )}
    </>
  );
}
