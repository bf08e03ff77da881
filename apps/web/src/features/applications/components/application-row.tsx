import { useTranslation } from 'react-i18next';
import type { TApplication } from '@gius/shared/applications';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { downloadResume } from '../../../lib/queries/resumes.ts';
import { useApplicationMutations } from '../api/applications-api.ts';
import { MatchCell } from './match-cell.tsx';

/** One application: candidate, job, file, match, status; open the resume, edit, re-analyse, delete. */
export function ApplicationRow({
  application: a,
  onEdit,
}: {
  application: TApplication;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation('applications');
  const { remove, reanalyse } = useApplicationMutations();
  const open = async () => {
    try {
      await downloadResume(a.resumeId!, a.resumeFileName);
    } catch {
      addToast({ variant: 'error', title: t('errors.openFile') });
    }
  };
  return (
    <tr
      className="border-t border-slate-100 align-top"
      data-testid="application-row"
      data-application-id={a.id}
    >
      <td className="px-3 py-2">
        <span className="font-medium" data-testid="candidate-name">
          {a.isTopCandidate && (
            <span aria-label={t('topCandidate')} title={t('topCandidate')}>
              ★{' '}
            </span>
          )}
          {a.candidateName}
        </span>
        {a.candidateEmail && (
          <bdi dir="ltr" className="block text-xs text-slate-500">
            {a.candidateEmail}
          </bdi>
        )}
      </td>
      <td className="px-3 py-2">
        {a.jobTitle}
        {a.jobDeleted && <span className="ms-1 text-xs text-slate-500">({t('jobDeleted')})</span>}
      </td>
      <td className="px-3 py-2">
        {a.resumeId ? (
          <button
            type="button"
            className="text-indigo-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            onClick={() => void open()}
            data-testid="open-resume"
          >
            <bdi>{a.resumeFileName}</bdi>
          </button>
        ) : (
          <span className="text-slate-500">
            <bdi>{a.resumeFileName}</bdi> ({t('resumeDeleted')})
          </span>
        )}
      </td>
      <td className="px-3 py-2">
        <MatchCell application={a} />
      </td>
      <td className="px-3 py-2 text-sm">
        {a.interviewStatus ? t(`status.${a.interviewStatus}`) : t('status.none')}
      </td>
      <td className="px-3 py-2 text-sm text-slate-600">
        {new Date(a.createdAt).toLocaleDateString(i18n.resolvedLanguage)}
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-1">
          <Button variant="secondary" onClick={onEdit}>
            {t('actions.edit')}
          </Button>
          <Button
            variant="secondary"
            disabled={a.analysisStatus === 'analysing' || reanalyse.isPending}
            onClick={() => reanalyse.mutate(a.id)}
            data-testid="reanalyse"
          >
            {t('actions.reanalyse')}
          </Button>
          <ConfirmDialog
            trigger={<Button variant="danger">{t('actions.delete')}</Button>}
            title={t('delete.title')}
            description={t('delete.text', { name: a.candidateName, job: a.jobTitle })}
            confirmLabel={t('actions.delete')}
            onConfirm={async () => {
              await remove.mutateAsync(a.id);
              addToast({ variant: 'success', title: t('done.deleted') });
            }}
          />
        </div>
      </td>
    </tr>
  );
}
