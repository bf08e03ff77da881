import { useTranslation } from 'react-i18next';
import type { MatchBand } from '@gius/shared/constants';

const BADGE: Record<MatchBand, string> = {
  excellent: 'bg-emerald-100 text-emerald-900',
  very_good: 'bg-green-100 text-green-900',
  good: 'bg-lime-100 text-lime-900',
  fair: 'bg-amber-100 text-amber-900',
  partial: 'bg-slate-100 text-slate-800',
};

/** The candidate's match to a job on its card: "Match 82% – very good", or a placeholder while it loads. */
export function JobMatchBadge({ match }: { match: { score: number; band: MatchBand } | 'loading' }) {
  const { t } = useTranslation('jobs');
  if (match === 'loading')
    return (
      <span
        className="inline-block h-6 w-32 animate-pulse rounded-full bg-slate-100"
        data-testid="job-match-loading"
        aria-label={t('match.loading')}
        role="status"
      />
    );
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${BADGE[match.band]}`}
      data-testid="job-match"
      data-band={match.band}
      data-score={match.score}
      title={t('match.label')}
    >
      {t('match.score', { score: match.score })} – {t(`match.bands.${match.band}`)}
    </span>
  );
}
