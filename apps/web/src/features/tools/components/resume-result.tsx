import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addToast } from '../../../components/ui/toast-store.ts';
import { buildResumeDocx, saveBlob } from '../lib/resume-docx.ts';
import { textDirection } from '../lib/text-direction.ts';
import { CopyButton } from './copy-button.tsx';
import { inputClass, primaryButtonClass } from './field.tsx';

/** The upgraded resume: editable, copied with one click, downloaded as enhanced-resume.docx. */
export function ResumeResult({ initialText }: { initialText: string }) {
  const { t, i18n } = useTranslation('tools');
  const textId = useId();
  const [text, setText] = useState(initialText);
  const [saving, setSaving] = useState(false);

  const download = async () => {
    setSaving(true);
    try {
      saveBlob(await buildResumeDocx(text));
      addToast({ title: t('toasts.downloaded'), variant: 'success' });
    } catch (err) {
      console.error(`[tools] ${t('toasts.downloadFailed')}`, err);
      addToast({ title: t('toasts.downloadFailed'), variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-labelledby={`${textId}-title`}
      className="grid gap-3 rounded-xl border border-emerald-200 bg-emerald-50/40 p-5 shadow-sm"
      data-testid="resume-result"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${textId}-title`} className="text-lg font-bold text-slate-900">
          {t('resume.resultTitle')}
        </h3>
        <div className="flex flex-wrap gap-2">
          <CopyButton text={text} label={t('resume.copy')} testId="copy-resume" />
          <button
            type="button"
            onClick={() => void download()}
            disabled={saving || !text.trim()}
            data-testid="download-docx"
            className={primaryButtonClass}
          >
            {t('resume.download')}
          </button>
        </div>
      </div>
      <label htmlFor={textId} className="text-sm text-slate-600">
        {t('resume.resultHint')}
      </label>
      <textarea
        id={textId}
        dir={textDirection(text, i18n.dir())}
        rows={Math.min(30, Math.max(10, text.split('\n').length + 1))}
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="resume-result-text"
        className={`${inputClass} font-[inherit] leading-relaxed`}
      />
    </section>
  );
}
