import { useTranslation } from 'react-i18next';
import { InlineSpinner } from '../../../components/ui/inline-spinner.tsx';
import { useMyJobMatches, useRefetchMatchesOnAnalysis } from '../api/my-matches-api.ts';
import { JobMatchBadge } from './job-match-badge.tsx';
import { MatchHint } from './match-hint.tsx';

const box = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/** A candidate's match to the job on its page, from their default resume: score, band and the reasons. */
export function MyJobMatch({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobs');
  useRefetchMatchesOnAnalysis();
  const [query] = useMyJobMatches([[jobId]], true);
  const data = query?.data;
  const match = data?.items.find((m) => m.jobId === jobId);
  return (
    <section className={`${box} space-y-3`} data-testid="my-job-match" aria-live="polite">
      <h2 className="text-lg font-semibold">{t('match.label')}</h2>
      {query?.isPending && (
        <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
          <InlineSpinner /> {t('match.loading')}
        </p>
      )}
      {query?.isError && <p className="text-sm text-slate-600">{t('match.error')}</p>}
      {data && <MatchHint status={data.status} />}
      {match && (
        <>
          <JobMatchBadge match={match} />
          <p className="text-xs text-slate-500">{t('match.fromDefault')}</p>
          {match.analysis.strengths.length > 0 && (
            <div>
              <h3 className="text-sm font-medium text-emerald-800">{t('match.strengths')}</h3>
              <ul className="list-disc ps-5 text-sm" data-testid="job-match-strengths">
                {match.analysis.strengths.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </div>
          )}
          {match.analysis.concerns.length > 0 && (
            <div>
              <h3 className="text-sm font-medium text-amber-800">{t('match.concerns')}</h3>
              <ul className="list-disc ps-5 text-sm" data-testid="job-match-concerns">
                {match.analysis.concerns.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <h3 className="text-sm font-medium">{t('match.recommendation')}</h3>
            <p className="text-sm" data-testid="job-match-recommendation">
              {match.analysis.recommendation}
            </p>
          </div>
        </>
      )}
    </section>
  );
}
