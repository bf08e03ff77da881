import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERVIEW_STATUSES, type InterviewStatus, type TApplication } from '@gius/shared/applications';
import type { TInterview } from '@gius/shared/interviews';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, type DialogState } from '../../../components/ui/dialog.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { formatInterviewTime } from '../../../lib/interview-time.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useApplicationInterviews, useInterviewMutations } from '../api/interviews-api.ts';
import { InterviewForm } from './interview-form.tsx';

/** An application's interviews: schedule, reschedule, set the status, cancel (asks first). */
export function InterviewsDialog({
  application: a,
  open,
  onOpenChange,
}: {
  application: TApplication;
} & DialogState) {
  const { t } = useTranslation('applications');
  const list = useApplicationInterviews(a.id, open);
  const { schedule, update } = useInterviewMutations();
  const pickInterviewers = useSession()?.user.role !== 'admin';
  // 'new', an interview's id (rescheduling) or null.
  const [editing, setEditing] = useState<string | null>(null);
  const close = () => setEditing(null);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('interviews.title', { name: a.candidateName })}
      description={a.jobTitle}
      wide
    >
      <div className="space-y-4" data-testid="interviews-panel">
        {list.isPending && <PageSpinner />}
        {list.data && list.data.length === 0 && editing !== 'new' && (
          <p className="text-slate-600">{t('interviews.none')}</p>
        )}
        <ul className="space-y-3">
          {(list.data ?? []).map((interview) => (
            <li key={interview.id} className="rounded-lg border border-slate-200 p-3" data-testid="interview">
              {editing === interview.id ? (
                <InterviewForm
                  interview={interview}
                  pickInterviewers={pickInterviewers}
                  onCancel={close}
                  onSave={async (body) => {
                    await update.mutateAsync({ id: interview.id, patch: body });
                    addToast({ variant: 'success', title: t('interviews.rescheduled') });
                    close();
                  }}
                />
              ) : (
                <InterviewView interview={interview} onReschedule={() => setEditing(interview.id)} />
              )}
            </li>
          ))}
        </ul>
        {editing === 'new' ? (
          <InterviewForm
            pickInterviewers={pickInterviewers}
            onCancel={close}
            onSave={async (body) => {
              await schedule.mutateAsync({ applicationId: a.id, body });
              addToast({ variant: 'success', title: t('interviews.scheduled') });
              close();
            }}
          />
        ) : (
          <Button onClick={() => setEditing('new')} data-testid="interview-new">
            {t('interviews.new')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}

function InterviewView({ interview: i, onReschedule }: { interview: TInterview; onReschedule: () => void }) {
  const { t, i18n } = useTranslation('applications');
  const { update, cancel } = useInterviewMutations();
  const cancelled = i.status === 'cancelled';
  return (
    <article>
      <p
        className={`font-medium ${cancelled ? 'text-slate-500 line-through' : ''}`}
        data-testid="interview-when"
      >
        {formatInterviewTime(i.startsAt, i.timeZone, i18n.resolvedLanguage)}{' '}
        <span className="text-sm font-normal text-slate-600">
          ({t('interviews.minutes', { count: i.durationMinutes })}, <bdi dir="ltr">{i.timeZone}</bdi>)
        </span>
      </p>
      {i.location && (
        <p className="text-sm" dir="auto">
          {i.location}
        </p>
      )}
      {i.videoUrl && (
        <a href={i.videoUrl} className="text-sm text-indigo-700 underline" target="_blank" rel="noreferrer">
          <bdi dir="ltr">{i.videoUrl}</bdi>
        </a>
      )}
      {i.interviewers.length > 0 && (
        <p className="text-sm text-slate-600">
          {t('interviews.with', { names: i.interviewers.map((x) => x.fullName).join(', ') })}
        </p>
      )}
      {cancelled ? (
        <p className="mt-2 text-sm font-medium text-red-700" data-testid="interview-status">
          {t('interviews.status.cancelled')}
        </p>
      ) : (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <SelectField
            label={t('interviews.statusLabel')}
            value={i.status}
            onChange={(e) => {
              update.mutate(
                { id: i.id, patch: { status: e.target.value as InterviewStatus } },
                { onSuccess: () => addToast({ variant: 'success', title: t('interviews.statusSaved') }) },
              );
            }}
            options={INTERVIEW_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            data-testid="interview-status-select"
          />
          <Button variant="secondary" onClick={onReschedule} data-testid="interview-reschedule">
            {t('interviews.reschedule')}
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="danger" data-testid="interview-cancel">
                {t('interviews.cancel')}
              </Button>
            }
            title={t('interviews.cancelTitle')}
            description={t('interviews.cancelText')}
            confirmLabel={t('interviews.cancel')}
            onConfirm={async () => {
              await cancel.mutateAsync(i.id);
              addToast({ variant: 'success', title: t('interviews.cancelled') });
            }}
          />
        </div>
      )}
    </article>
  );
}
