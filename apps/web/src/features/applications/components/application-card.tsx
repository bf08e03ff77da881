import { useTranslation } from 'react-i18next';
import type { TApplication } from '@gius/shared/applications';
import { ApplicationActions } from './application-actions.tsx';
import { CandidateCell, InterviewSummary, ResumeFileCell } from './application-cells.tsx';
import { MatchCell } from './match-cell.tsx';
import { formatDate } from '../../../lib/format-date.ts';

/** One application on a phone: the table row's facts and actions, stacked in a card. */
export function ApplicationCard({
  application: a,
  selected,
  onSelect,
}: {
  application: TApplication;
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}) {
  const { t, i18n } = useTranslation('applications');
  const fact = 'text-xs font-medium text-slate-500';
  return (
    <article
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="application-card"
      data-application-id={a.id}
      aria-label={a.candidateName}
    >
      <div className="flex items-start gap-3">
        {onSelect && (
          <input
            type="checkbox"
            className="mt-1"
            checked={selected ?? false}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={t('messages.select', { name: a.candidateName })}
            data-testid="application-select"
          />
        )}
        <div className="min-w-0 flex-1">
          <CandidateCell application={a} />
        </div>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        <dt className={fact}>{t('table.job')}</dt>
        <dd>
          {a.jobTitle}
          {a.jobDeleted && <span className="ms-1 text-xs text-slate-500">({t('jobDeleted')})</span>}
        </dd>
        <dt className={fact}>{t('table.match')}</dt>
        <dd>
          <MatchCell application={a} />
        </dd>
        <dt className={fact}>{t('table.status')}</dt>
        <dd data-testid="interview-cell">
          <InterviewSummary application={a} />
        </dd>
        <dt className={fact}>{t('table.file')}</dt>
        <dd>
          <ResumeFileCell application={a} />
        </dd>
        <dt className={fact}>{t('table.date')}</dt>
        <dd className="text-slate-600">{formatDate(a.createdAt, i18n.resolvedLanguage)}</dd>
      </dl>
      <ApplicationActions application={a} />
    </article>
  );
}
