import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyMatchStatus } from '@gius/shared/job-matches';
import { paths } from '../../../app/paths.ts';

/** Why a candidate sees no match: no default resume (with the way to upload one), no text, or still analysing. */
export function MatchHint({ status }: { status: MyMatchStatus }) {
  const { t } = useTranslation('jobs');
  if (status === 'ready') return null;
  return (
    <p
      className="rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900"
      data-testid="match-hint"
      data-status={status}
      role="status"
    >
      {status === 'no_resume' && (
        <>
          {t('match.noResume')}{' '}
          <Link to={paths.dashboard('resumes')} className="font-semibold underline">
            {t('match.uploadLink')}
          </Link>
        </>
      )}
      {status === 'no_text' && t('match.noText')}
      {status === 'pending' && t('match.pending')}
    </p>
  );
}
