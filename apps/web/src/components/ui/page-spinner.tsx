import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center justify-center gap-3 py-16 text-slate-500"
    >
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600" />
      <span>{ready ? t('loading') : '…'}</span>
    </div>
  );
}
