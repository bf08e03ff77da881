import { useTranslation } from 'react-i18next';
import type { TApplication } from '@gius/shared/applications';
import { ApplicationActions } from './application-actions.tsx';
import { CandidateCell, InterviewSummary, ResumeFileCell } from './application-cells.tsx';
import { MatchCell } from './match-cell.tsx';
import { formatDate } from '../../../lib/format-date.ts';

/** One application in the table (a tablet or wider): candidate and resume, job, match, status, date, actions. */
export function ApplicationRow({
  application: a,
  selected,
  onSelect,
}: {
  application: TApplication;
  /** Chosen for a message to several candidates (the list's rows only). */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}) {
  const { t, i18n } = useTranslation('applications');
  return (
    <tr
      className="border-t border-slate-100 align-top"
      data-testid="application-row"
      data-application-id={a.id}
    >
      {onSelect && (
        <td className="px-3 py-2">
          <input
            type="checkbox"
            checked={selected ?? false}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={t('messages.select', { name: a.candidateName })}
            data-testid="application-select"
          />
        </td>
      )}
      <td className="px-3 py-2">
        {/* The resume's file goes under the candidate: one column less, so the row fits at 1366 px. */}
        <CandidateCell application={a} />
        <div className="mt-1 text-xs">
          <ResumeFileCell application={a} />
        </div>
      </td>
      <td className="px-3 py-2">
        {a.jobTitle}
        {a.jobDeleted && <span className="ms-1 text-xs text-slate-500">({t('jobDeleted')})</span>}
      </td>
      <td className="px-3 py-2">
        <MatchCell application={a} />
      </td>
      <td className="px-3 py-2 text-sm" data-testid="interview-cell">
        <InterviewSummary application={a} />
      </td>
      <td className="px-3 py-2 text-sm text-slate-600">{formatDate(a.createdAt, i18n.resolvedLanguage)}</td>
      <td className="px-3 py-2">
        <ApplicationActions application={a} oneLine />
      </td>
    </tr>
  );
}
