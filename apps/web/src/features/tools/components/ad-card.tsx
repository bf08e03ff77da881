import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button.tsx';

/** One generated ad, line by line (each line in its own direction), with a copy button. */
export function AdCard({ title, text, testId }: { title: string; text: string; testId: string }) {
  const { t } = useTranslation('tools');
  return (
    <section
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid={testId}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-slate-900">{title}</h3>
        <CopyButton text={text} label={t('jobAd.copy')} testId={`${testId}-copy`} />
      </div>
      <div className="grid gap-1 text-slate-800" data-testid={`${testId}-text`}>
        {text.split('\n').map((line, i) =>
          line.trim() ? (
            <p key={i} dir="auto" className="whitespace-pre-wrap break-words">
              {line}
            </p>
          ) : (
            <div key={i} aria-hidden className="h-2" />
          ),
        )}
      </div>
    </section>
  );
}
