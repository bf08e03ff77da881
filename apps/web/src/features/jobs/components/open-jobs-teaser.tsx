import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { NO_FILTERS, useOpenJobs } from '../api/open-jobs-api.ts';
import { JobCard } from './job-card.tsx';

/** The home page's few newest jobs (its route loader starts this query). */
export const TEASER_JOBS = 3;

/** The newest open jobs, for the home page. Nothing at all when there are none or the list fails. */
export function OpenJobsTeaser() {
  const { t } = useTranslation('jobs');
  const jobs = useOpenJobs(NO_FILTERS, TEASER_JOBS);
  const items = jobs.data?.pages[0]?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="teaser-title" data-testid="jobs-teaser">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="teaser-title" className="text-2xl font-bold">
          {t('teaser.title')}
        </h2>
        <Link to={paths.jobs} className="text-indigo-700 underline-offset-2 hover:underline">
          {t('teaser.all')}
        </Link>
      </div>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {items.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </ul>
    </section>
  );
}
