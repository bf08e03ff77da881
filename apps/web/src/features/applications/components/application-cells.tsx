import { useTranslation } from 'react-i18next';
import type { TApplication } from '@gius/shared/applications';
import { addToast } from '../../../components/ui/toast-store.ts';
import { downloadResume } from '../../../lib/queries/resumes.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

/** The candidate's name (★ for a top candidate) and e-mail, isolated as left-to-right text. */
export function CandidateCell({ application: a }: { application: TApplication }) {
  const { t } = useTranslation('applications');
  return (
    <>
      <span className="font-medium" data-testid="candidate-name">
        {a.isTopCandidate && (
          <span aria-label={t('topCandidate')} title={t('topCandidate')}>
            ★{' '}
          </span>
        )}
        {a.candidateName}
      </span>
      {a.candidateEmail && (
        <bdi dir="ltr" className="block text-xs wrap-break-word text-slate-500">
          {a.candidateEmail}
        </bdi>
      )}
    </>
  );
}

/** The resume's file name: a button that opens it, or "deleted by the candidate". */
export function ResumeFileCell({ application: a }: { application: TApplication }) {
  const { t } = useTranslation('applications');
  const open = async () => {
    try {
      await downloadResume(a.resumeId!, a.resumeFileName);
    } catch {
      addToast({ variant: 'error', title: t('errors.openFile') });
    }
  };
  return a.resumeId ? (
    <button
      type="button"
      className="text-start wrap-break-word text-indigo-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      onClick={() => void open()}
      data-testid="open-resume"
    >
      <bdi>{a.resumeFileName}</bdi>
    </button>
  ) : (
    <span className="text-slate-500">
      <bdi>{a.resumeFileName}</bdi> ({t('resumeDeleted')})
    </span>
  );
}

/** The interview's status and time. */
export function InterviewSummary({ application: a }: { application: TApplication }) {
  const { t, i18n } = useTranslation('applications');
  return (
    <>
      {a.interviewStatus ? t(`status.${a.interviewStatus}`) : t('status.none')}
      {a.interviewAt && (
        <time dateTime={a.interviewAt} className="block text-xs text-slate-600">
          {formatDateTime(a.interviewAt, i18n.resolvedLanguage, {
            dateStyle: 'short',
            timeStyle: 'short',
          })}
        </time>
      )}
    </>
  );
}
