import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts';
import { useCandidates } from './api/applications-api.ts';
import { CandidateRanking } from './components/candidate-ranking.tsx';
import { JobParamSelect, useJobParam } from './components/job-param-select.tsx';
import { ReviewDuplicates } from './duplicates-dialog.tsx';
import { ImproveWithAi } from './improve-with-ai-button.tsx';

const DETAILS = ['phone', 'location', 'age', 'idNumber', 'maritalStatus'] as const;

/**
 * Everyone who applied to the company's jobs or is in its resume pool, with the details analysis
 * read; or, with a job chosen, the same people ranked against that job.
 */
export function CandidatesTab() {
  const { t } = useTranslation('applications');
  const rankFor = useJobParam();
  const { search, setSearch, q } = useDebouncedSearch();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <JobParamSelect
          label={t('ranking.rankFor')}
          noneLabel={t('ranking.noJob')}
          testId="candidates-rank-job"
        />
        <TextField
          className="min-w-56 flex-1"
          type="search"
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {rankFor ? <CandidateRanking jobId={rankFor} q={q} /> : <CandidateList q={q} />}
    </div>
  );
}

function CandidateList({ q }: { q: string }) {
  const { t } = useTranslation('applications');
  const list = useCandidates(q);
  return (
    <>
      {list.isPending && <PageSpinner />}
      {list.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('errors.load')}
        </p>
      )}
      {list.isSuccess && list.data.length === 0 && <EmptyState title={t('candidates.empty')} />}
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="candidates">
        {list.data?.map((c) => (
          <li key={c.key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="font-semibold">{c.details?.fullName ?? c.name}</p>
            {(c.details?.email ?? c.email) && (
              <bdi dir="ltr" className="block text-sm text-slate-600">
                {c.details?.email ?? c.email}
              </bdi>
            )}
            {c.details ? (
              <dl className="mt-2 grid grid-cols-2 gap-x-3 text-sm">
                {DETAILS.filter((d) => c.details?.[d] != null).map((d) => (
                  <div key={d} className="contents">
                    <dt className="text-slate-500">{t(`candidates.details.${d}`)}</dt>
                    <dd>{String(c.details?.[d])}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {c.details && c.details.experienceYears !== null && (
              <p className="mt-1 text-sm" data-testid="candidate-experience">
                {t('candidates.experience', { count: c.details.experienceYears })}
              </p>
            )}
            {c.details && c.details.skills.length > 0 && (
              <p className="mt-1 text-sm" data-testid="candidate-skills">
                <span className="text-slate-500">{t('candidates.skills')}: </span>
                <bdi>{c.details.skills.join(', ')}</bdi>
              </p>
            )}
            {!c.details && <p className="mt-2 text-xs text-slate-500">{t('candidates.notAnalysed')}</p>}
            <ImproveWithAi candidate={c} />
            <p className="mt-2 text-sm text-slate-700">
              {c.inPool && (
                <span className="me-2 rounded bg-slate-100 px-1.5 text-xs">{t('candidates.pool')}</span>
              )}
              {(c.poolResumeCount ?? 0) > 1 && (
                <span
                  className="me-2 rounded bg-amber-100 px-1.5 text-xs"
                  data-testid="candidate-resume-count"
                >
                  {t('candidates.resumeCount', { count: c.poolResumeCount })}
                </span>
              )}
              {c.jobTitles.length > 0
                ? t('candidates.appliedTo', { jobs: c.jobTitles.join(', ') })
                : t('candidates.noApplications')}
            </p>
            {(c.poolResumeCount ?? 0) > 1 && c.resumeId && <ReviewDuplicates resumeId={c.resumeId} />}
          </li>
        ))}
      </ul>
    </>
  );
}
