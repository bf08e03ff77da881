import { useTranslation } from 'react-i18next';

/** A dashboard tab whose issue has not been built yet. */
export function TabPlaceholder({ tab }: { tab: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <h2 className="text-xl font-semibold">{t(`tabs.${tab}`)}</h2>
      <p className="mt-2 text-slate-600">{t('placeholder')}</p>
    </div>
  );
}
