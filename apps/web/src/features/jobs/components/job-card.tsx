import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPublicJobSummary } from '@gius/shared/jobs';
import { paths } from '../../../app/paths.ts';

export function JobCard({ job }: { job: TPublicJobSummary }) {
  const { t, i18n } = useTranslation('jobs');
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="job-card">
      <h3 className="text-lg font-semibold" dir="auto">
        <Link
          to={paths.job(job.id)}
          className="text-indigo-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          {job.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        <bdi>{job.companyName}</bdi> · <bdi>{job.location}</bdi> · {t(`employmentType.${job.employmentType}`)}
      </p>
      <p className="mt-2 line-clamp-2 text-slate-700" dir="auto">
        {job.excerpt}
      </p>
      <p className="mt-2 text-xs text-slate-500">
        {t('published', { date: new Date(job.publishedAt).toLocaleDateString(i18n.resolvedLanguage) })}
      </p>
    </li>
  );
}
