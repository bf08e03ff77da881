import { useTranslation } from 'react-i18next';
import type { TApplication } from '@gius/shared/applications';

const BAR_COLOR: Record<NonNullable<TApplication['matchBand']>, string> = {
  excellent: 'bg-emerald-600',
  very_good: 'bg-green-500',
  good: 'bg-lime-500',
  fair: 'bg-amber-500',
  partial: 'bg-slate-400',
};

/** The match of one application: "analysing", or score bar and band, with the reasons to expand. */
export function MatchCell({ application: a }: { application: TApplication }) {
  const { t } = useTranslation('applications');
  if (a.analysisStatus === 'analysing')
    return (
      <span className="text-xs text-slate-500" data-testid="match-analysing" aria-live="polite">
        {t('match.analysing')}
      </span>
    );
  if (a.matchScore === null || !a.matchBand)
    return <span className="text-xs text-slate-500">{t('match.failed')}</span>;
  return (
    <div className="min-w-40 space-y-1" data-testid="match">
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="font-semibold" data-testid="match-score">
          {t('score', { score: a.matchScore })}
        </span>
        <span data-testid="match-band" data-band={a.matchBand}>
          {t(`bands.${a.matchBand}`)}
        </span>
      </div>
      <div
        className="h-2 w-full rounded-full bg-slate-100"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={a.matchScore}
        aria-label={t('match.label')}
      >
        <div className={`h-2 rounded-full ${BAR_COLOR[a.matchBand]}`} style={{ width: `${a.matchScore}%` }} />
      </div>
      {a.analysis && (
        <details className="text-xs" data-testid="match-reasons">
          <summary className="cursor-pointer text-indigo-700">{t('match.reasons')}</summary>
          {a.analysis.strengths.length > 0 && (
            <>
              <p className="mt-1 font-medium text-emerald-800">{t('match.strengths')}</p>
              <ul className="list-disc ps-4" data-testid="match-strengths">
                {a.analysis.strengths.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </>
          )}
          {a.analysis.concerns.length > 0 && (
            <>
              <p className="mt-1 font-medium text-amber-800">{t('match.concerns')}</p>
              <ul className="list-disc ps-4" data-testid="match-concerns">
                {a.analysis.concerns.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </>
          )}
          <p className="mt-1 font-medium">{t('match.recommendation')}</p>
          <p data-testid="match-recommendation">{a.analysis.recommendation}</p>
        </details>
      )}
    </div>
  );
}
