import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { matchBand } from '@gius/shared/constants';
import { paths } from '../../app/paths.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { myApplicationsKey, useMyApplications } from '../../lib/queries/my-applications.ts';
import { useAppEvents } from '../../lib/use-app-events.ts';
import { MyInterviews, myInterviewsKey, useMyInterviews } from './my-interviews.tsx';
import { formatDate } from '../../lib/format-date.ts';

/** My applications: only mine, with their status, the automatic ones marked, and the match score once analysed (live). */
export function MyApplicationsTab() {
  const { t, i18n } = useTranslation('applications');
  const list = useMyApplications();
  const interviews = useMyInterviews();
  const client = useQueryClient();
  useAppEvents(['interview.created', 'interview.updated', 'interview.cancelled'], () => {
    void client.invalidateQueries({ queryKey: myInterviewsKey });
    void client.invalidateQueries({ queryKey: myApplicationsKey });
  });
  useAppEvents(
    ['application.created', 'application.updated', 'application.deleted', 'application.analysed'],
    () => {
      void client.invalidateQueries({ queryKey: myApplicationsKey });
    },
  );
  if (list.isPending) return <PageSpinner />;
  if (list.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t('errors.load')}
      </p>
    );
  if (list.data.length === 0) {
    return (
      <EmptyState title={t('mine.empty')}>
        <Link to={paths.jobs} className="text-indigo-700 underline">
          {t('mine.findJobs')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-3" data-testid="my-applications">
      {list.data.map((a) => (
        <li
          key={a.id}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          data-testid="my-application"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h3 className="font-semibold">
                {a.jobDeleted ? (
                  a.jobTitle
                ) : (
                  <Link
                    to={paths.job(a.jobId)}
                    className="text-indigo-700 underline-offset-2 hover:underline"
                  >
                    {a.jobTitle}
                  </Link>
                )}
              </h3>
              <p className="text-sm text-slate-600">
                {a.companyName} · <bdi>{a.resumeFileName}</bdi>
              </p>
              {a.source === 'auto' && (
                <span
                  className="mt-1 inline-block rounded bg-indigo-50 px-1.5 text-xs font-medium text-indigo-800"
                  title={t('mine.autoHint')}
                  data-testid="auto-badge"
                >
                  {t('mine.auto')}
                </span>
              )}
              {a.jobDeleted && <p className="text-xs text-slate-500">{t('mine.jobClosed')}</p>}
            </div>
            <div className="text-end text-sm">
              <span
                className="rounded-full bg-slate-100 px-2 py-0.5 font-medium"
                data-testid="application-status"
              >
                {a.interviewStatus ? t(`status.${a.interviewStatus}`) : t('status.submitted')}
              </span>
              <p className="mt-1 text-slate-600" data-testid="my-match" aria-live="polite">
                {a.matchScore !== null
                  ? t('mine.score', { score: a.matchScore, band: t(`bands.${matchBand(a.matchScore)}`) })
                  : a.analysisStatus === 'analysing'
                    ? t('match.analysing')
                    : t('mine.notAnalysed')}
              </p>
              <p className="text-xs text-slate-500">
                {t('mine.appliedOn', {
                  date: formatDate(a.createdAt, i18n.resolvedLanguage),
                })}
              </p>
            </div>
          </div>
          {a.analysis && (
            <details className="mt-2 text-sm" data-testid="my-reasons">
              <summary className="cursor-pointer text-indigo-700">{t('match.reasons')}</summary>
              {a.analysis.strengths.length > 0 && (
                <>
                  <p className="mt-1 font-medium text-emerald-800">{t('match.strengths')}</p>
                  <ul className="list-disc ps-4" data-testid="my-strengths">
                    {a.analysis.strengths.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                </>
              )}
              {a.analysis.concerns.length > 0 && (
                <>
                  <p className="mt-1 font-medium text-amber-800">{t('match.concerns')}</p>
                  <ul className="list-disc ps-4" data-testid="my-concerns">
                    {a.analysis.concerns.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                </>
              )}
              <p className="mt-1 font-medium">{t('match.recommendation')}</p>
              <p data-testid="my-recommendation">{a.analysis.recommendation}</p>
            </details>
          )}
          <MyInterviews interviews={(interviews.data ?? []).filter((i) => i.applicationId === a.id)} />
        </li>
      ))}
    </ul>
  );
}
