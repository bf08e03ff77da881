import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canUpgradeResume } from '@gius/shared/career-tools-rules';
import { CAREER_TOOLS } from '@gius/shared/constants';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { useUpgradeResume } from '../api/use-upgrade-resume.ts';
import { textDirection } from '../lib/text-direction.ts';
import { Field, inputClass, primaryButtonClass } from './field.tsx';
import { notifyError } from './notify-error.ts';
import { ResumeResult } from './resume-result.tsx';

/** Resume tab (spec sections 2, 4 and 5): idle, file chosen, working, result shown. */
export function ResumeTab() {
  const { t, i18n } = useTranslation(['tools', 'errors']);
  const fileId = useId();
  const detailsId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [jobDetails, setJobDetails] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const upgrade = useUpgradeResume();
  const working = upgrade.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    if (chosen.type !== 'application/pdf') {
      // Spec section 5: only application/pdf; anything else is refused and not kept.
      event.target.value = '';
      setFile(null);
      console.error(`[tools] ${t('toasts.pdfOnly')}: ${chosen.name} (${chosen.type || 'unknown type'})`);
      addToast({ title: t('toasts.pdfOnly'), variant: 'error' });
      return;
    }
    setFile(chosen);
    addToast({ title: t('toasts.fileUploaded'), variant: 'success' });
  };

  const submit = () => {
    if (!file || !canUpgradeResume({ file, jobDetails })) {
      addToast({ title: t('toasts.needFileAndDetails'), variant: 'error' });
      return;
    }
    upgrade.mutate(
      { file, jobDetails },
      {
        onSuccess: (text) => {
          setResult(text);
          addToast({ title: t('toasts.upgraded'), variant: 'success' });
        },
        onError: (err) => notifyError(t, err, 'upgradeFailed'),
      },
    );
  };

  const disabled = working || !file || !jobDetails.trim();

  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-xl font-bold text-slate-900">{t('resume.heading')}</h2>
        <p className="mt-1 text-slate-600">{t('resume.intro')}</p>
      </div>
      <Field id={fileId} label={t('resume.fileLabel')} note={t('resume.fileHint')}>
        <FilePicker
          ref={input}
          id={fileId}
          accept=".pdf,application/pdf"
          fileName={file?.name ?? null}
          onChange={choose}
          disabled={working}
          data-testid="resume-file"
        />
      </Field>
      <Field id={detailsId} label={t('resume.detailsLabel')}>
        <textarea
          id={detailsId}
          rows={CAREER_TOOLS.jobDetailsRows}
          dir={textDirection(jobDetails, i18n.dir())}
          value={jobDetails}
          onChange={(e) => setJobDetails(e.target.value)}
          placeholder={t('resume.detailsPlaceholder')}
          disabled={working}
          data-testid="job-details"
          className={inputClass}
        />
      </Field>
      <div>
        <button
          type="button"
          onClick={submit}
          disabled={disabled}
          data-testid="upgrade-button"
          className={primaryButtonClass}
        >
          {working && <Spinner />}
          <span aria-live="polite">{working ? t(`resume.${upgrade.step}`) : t('resume.submit')}</span>
        </button>
      </div>
      {result !== null && <ResumeResult initialText={result} key={result} />}
    </div>
  );
}

function Spinner() {
  return (
    <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
  );
}
