import { useTranslation } from 'react-i18next';
import { addToast } from '../../../components/ui/toast-store.ts';

export function CopyButton({ text, label, testId }: { text: string; label: string; testId: string }) {
  const { t } = useTranslation('tools');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      addToast({ title: t('toasts.copied'), variant: 'success' });
    } catch (err) {
      console.error('[tools] copy failed', err);
      addToast({ title: t('toasts.copyFailed'), variant: 'error' });
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      data-testid={testId}
      className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      {label}
    </button>
  );
}
