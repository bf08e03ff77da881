import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPublicJobSummary } from '@gius/shared/jobs';
import type { MatchBand } from '@gius/shared/constants';
import { paths } from '../../../app/paths.ts';
import { JobMatchBadge } from './job-match-badge.tsx';
import { formatDate } from '../../../lib/format-date.ts';

export function JobCard({
  job,
  match,
}: {
  job: TPublicJobSummary;
  /** The signed-in candidate's match to it (undefined: not shown). */
  match?: { score: number; band: MatchBand } | 'loading';
}) {
  const { t, i18n } = useTranslation('jobs');
  // The reader's language when the job has a translation (the page offers the original).
  const translation = job.translations.find((tr) => tr.language === i18n.resolvedLanguage);
  const title = translation?.title ?? job.title;
  const location = translation?.location ?? job.location;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="job-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold" dir="auto">
          <Link
            to={`${paths.job(job.id)}?src=jobs_list`}
            className="text-indigo-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            {title}
          </Link>
        </h3>
        {match && <JobMatchBadge match={match} />}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <bdi>{job.companyName}</bdi> · <bdi>{location}</bdi> · {t(`employmentType.${job.employmentType}`)}
      </p>
      <p className="mt-2 line-clamp-2 text-slate-700" dir="auto">
        {job.excerpt}
      </p>
      <p className="mt-2 text-xs text-slate-500">
        {t('published', { date: formatDate(job.publishedAt, i18n.resolvedLanguage) })}
      </p>
    </li>
  );
}
