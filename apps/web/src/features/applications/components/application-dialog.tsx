import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TApplication } from '@gius/shared/applications';
import type { TResume } from '@gius/shared/resumes';
import { ResumeUpload } from '../../../components/resume-upload.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, type DialogState } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { useResumes } from '../../../lib/queries/resumes.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useApplicationMutations, useCompanyJobs } from '../api/applications-api.ts';
import { formatDate } from '../../../lib/format-date.ts';

/**
 * Adding an application (a job of the company and a resume of its pool, or one uploaded here)
 * or editing one (job, resume, top candidate). An interview's time and status are set in the interviews
 * dialog, which tells the candidate and the interviewers.
 */
export function ApplicationDialog({
  open,
  onOpenChange,
  application,
}: {
  application?: TApplication;
} & DialogState) {
  const { t, i18n } = useTranslation('applications');
  const jobs = useCompanyJobs();
  const resumes = useResumes({ enabled: open });
  const { add, update } = useApplicationMutations();
  const isAdmin = useSession()?.user.role === 'admin';
  const [jobId, setJobId] = useState('');
  const [resumeId, setResumeId] = useState('');
  const [top, setTop] = useState(false);
  useEffect(() => {
    if (!open) return;
    setJobId(application?.jobId ?? '');
    setResumeId(application?.resumeId ?? '');
    setTop(application?.isTopCandidate ?? false);
  }, [open, application]);

  // Two resumes of one name are told apart by file, upload date, current title and years.
  const resumeOptionLabel = (r: TResume) =>
    [
      r.details.fullName,
      // Isolated: "13-cv.docx" keeps its order inside a right-to-left option.
      `\u2068${r.fileName}\u2069`,
      formatDate(r.createdAt, i18n.resolvedLanguage),
      r.details.jobTitles[0],
      r.details.experienceYears === null ? null : t('form.resumeYears', { count: r.details.experienceYears }),
    ]
      .filter(Boolean)
      .join(' · ');

  const picked = (resumes.data ?? []).find((r) => r.id === resumeId);
  const busy = add.isPending || update.isPending;
  const save = async () => {
    try {
      if (application) {
        await update.mutateAsync({
          id: application.id,
          patch: {
            jobId,
            ...(resumeId ? { resumeId } : {}),
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
            ...(resumes.data ?? []).map((r) => ({ value: r.id, label: resumeOptionLabel(r) })),
          ]}
        />
        {picked && (
          // The whole label, which a narrow select cuts short.
          <p className="-mt-2 text-sm text-slate-600" data-testid="picked-resume">
            {resumeOptionLabel(picked)}
          </p>
        )}
        {!isAdmin && <ResumeUpload label={t('form.uploadToPool')} onUploaded={(r) => setResumeId(r.id)} />}
        {application && (
          <div>
            <label className="flex items-center gap-2">
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
