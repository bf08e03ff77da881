import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineSpinner } from '../../../components/ui/inline-spinner.tsx';
import { useApplicantSources } from '../api/applicant-sources-api.ts';

// The chart library loads only when a recruiter opens a job's sources.
const SourcesChart = lazy(() => import('./sources-chart.tsx'));

/** A job's applicants per source, and a small chart of them over time. */
export function ApplicantSources({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobs');
  const sources = useApplicantSources(jobId);
  if (sources.isPending) return <InlineSpinner />;
  if (sources.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('sources.loadFailed')}
      </p>
    );
  if (sources.data.total === 0) return <p className="text-sm text-slate-600">{t('sources.none')}</p>;
  return (
    <div className="grid gap-3" data-testid="applicant-sources">
      <ul className="flex flex-wrap gap-2">
        {sources.data.bySource.map((s) => (
          <li
            key={s.source}
            className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
            data-testid="applicant-source"
            data-source={s.source}
          >
            {t('sources.count', { count: s.count, source: t(`sources.names.${s.source}`) })}
          </li>
        ))}
      </ul>
      <Suspense fallback={<InlineSpinner />}>
        <SourcesChart data={sources.data} />
      </Suspense>
    </div>
  );
}
