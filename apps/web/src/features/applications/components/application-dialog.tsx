import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERVIEW_STATUSES, type TApplication } from '@gius/shared/applications';
import { ResumeUpload } from '../../../components/resume-upload.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { useResumes } from '../../../lib/queries/resumes.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useApplicationMutations, useCompanyJobs } from '../api/applications-api.ts';

/**
 * Adding an application (a job of the company and a resume of its pool, or one uploaded here)
 * or editing one (job, resume, interview status, top candidate).
 */
export function ApplicationDialog({
  open,
  onOpenChange,
  application,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  application?: TApplication;
}) {
  const { t } = useTranslation('applications');
  const jobs = useCompanyJobs();
  const resumes = useResumes({ enabled: open });
  const { add, update } = useApplicationMutations();
  const isAdmin = useSession()?.user.role === 'admin';
  const [jobId, setJobId] = useState('');
  const [resumeId, setResumeId] = useState('');
  const [interviewStatus, setInterviewStatus] = useState('');
  const [top, setTop] = useState(false);
  useEffect(() => {
    if (!open) return;
    setJobId(application?.jobId ?? '');
    setResumeId(application?.resumeId ?? '');
    setInterviewStatus(application?.interviewStatus ?? '');
    setTop(application?.isTopCandidate ?? false);
  }, [open, application]);

  const busy = add.isPending || update.isPending;
  const save = async () => {
    try {
      if (application) {
        await update.mutateAsync({
          id: application.id,
          patch: {
            jobId,
            ...(resumeId ? { resumeId } : {}),
            interviewStatus: (interviewStatus || null) as TApplication['interviewStatus'],
            isTopCandidate: top,
          },
        });
      } else {
        await add.mutateAsync({ jobId, resumeId });
      }
      addToast({ variant: 'success', title: application ? t('done.saved') : t('done.added') });
      onOpenChange(false);
    } catch {
      // Shown by apiFetch ("This application already exists", ...).
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={application ? t('form.editTitle') : t('form.addTitle')}
      wide
    >
      <div className="space-y-4" data-testid="application-form">
        <SelectField
          label={t('form.job')}
          value={jobId}
          onChange={(e) => setJobId(e.target.value)}
          options={[
            { value: '', label: t('form.pickJob') },
            ...(jobs.data ?? []).map((j) => ({ value: j.id, label: j.title })),
          ]}
        />
        <SelectField
          label={t('form.resume')}
          value={resumeId}
          onChange={(e) => setResumeId(e.target.value)}
          options={[
            { value: '', label: t('form.pickResume') },
            ...(resumes.data ?? []).map((r) => ({ value: r.id, label: r.details.fullName ?? r.fileName })),
          ]}
        />
        {!isAdmin && <ResumeUpload label={t('form.uploadToPool')} onUploaded={(r) => setResumeId(r.id)} />}
        {application && (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('form.interviewStatus')}
              value={interviewStatus}
              onChange={(e) => setInterviewStatus(e.target.value)}
              options={[
                { value: '', label: t('status.none') },
                ...INTERVIEW_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
              ]}
            />
            <label className="flex items-center gap-2 self-end pb-2">
              <input type="checkbox" checked={top} onChange={(e) => setTop(e.target.checked)} />
              {t('form.topCandidate')}
            </label>
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('form.cancel')}
          </Button>
          <Button
            onClick={() => void save()}
            disabled={!jobId || (!application && !resumeId)}
            loading={busy}
            data-testid="application-save"
          >
            {application ? t('form.save') : t('form.add')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
