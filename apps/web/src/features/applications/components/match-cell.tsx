import { useTranslation } from 'react-i18next';
import type { TApplication } from '@gius/shared/applications';
import { InlineSpinner } from '../../../components/ui/inline-spinner.tsx';
import { MatchMeter } from './match-meter.tsx';

/** The match of one application: "analysing", "could not analyse", or its score with band and reasons. */
export function MatchCell({ application: a }: { application: TApplication }) {
  const { t } = useTranslation('applications');
  if (a.analysisStatus === 'analysing')
    return (
      <span
        className="flex items-center gap-1 text-xs text-slate-500"
        data-testid="match-analysing"
        role="status"
        aria-live="polite"
      >
        <InlineSpinner /> {t('match.analysing')}
      </span>
    );
  if (a.matchScore === null || !a.matchBand)
    return <span className="text-xs text-slate-500">{t('match.failed')}</span>;
  return <MatchMeter score={a.matchScore} band={a.matchBand} analysis={a.analysis} />;
}
