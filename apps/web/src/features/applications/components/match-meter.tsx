import { useTranslation } from 'react-i18next';
import type { MatchBand } from '@gius/shared/constants';
import type { TAnalysis } from '@gius/shared/applications';

const BAR_COLOR: Record<MatchBand, string> = {
  excellent: 'bg-emerald-600',
  very_good: 'bg-green-500',
  good: 'bg-lime-500',
  fair: 'bg-amber-500',
  partial: 'bg-slate-400',
};

/** A match score: the figure, its band, a bar, and the reasons (strengths, concerns, recommendation) to expand. */
export function MatchMeter({
  score,
  band,
  analysis,
  reasonsOpen = false,
}: {
  score: number;
  band: MatchBand;
  analysis: TAnalysis | null;
  /** The reasons start open (the first candidates of a ranking). */
  reasonsOpen?: boolean;
}) {
  const { t } = useTranslation('applications');
  return (
    <div className="min-w-40 space-y-1" data-testid="match">
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="font-semibold" data-testid="match-score">
          {t('score', { score })}
        </span>
        <span data-testid="match-band" data-band={band}>
          {t(`bands.${band}`)}
        </span>
      </div>
      <div
        className="h-2 w-full rounded-full bg-slate-100"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-label={t('match.label')}
      >
        <div className={`h-2 rounded-full ${BAR_COLOR[band]}`} style={{ width: `${score}%` }} />
      </div>
      {analysis && (
        <details className="text-xs" data-testid="match-reasons" open={reasonsOpen}>
          <summary className="cursor-pointer text-indigo-700">{t('match.reasons')}</summary>
          {analysis.strengths.length > 0 && (
            <>
              <p className="mt-1 font-medium text-emerald-800">{t('match.strengths')}</p>
              <ul className="list-disc ps-4" data-testid="match-strengths">
                {analysis.strengths.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </>
          )}
          {analysis.concerns.length > 0 && (
            <>
              <p className="mt-1 font-medium text-amber-800">{t('match.concerns')}</p>
              <ul className="list-disc ps-4" data-testid="match-concerns">
                {analysis.concerns.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </>
          )}
          <p className="mt-1 font-medium">{t('match.recommendation')}</p>
          <p data-testid="match-recommendation">{analysis.recommendation}</p>
        </details>
      )}
    </div>
  );
}
