import { useTranslation } from 'react-i18next';

/** A screen whose issue has not been built yet: says so plainly instead of looking broken. */
export function PlaceholderPage({ screen }: { screen: string }) {
  const { t } = useTranslation();
  const name = t(`screens.${screen}`);
  return (
    <section className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <h1 className="text-2xl font-bold">{t('placeholder.title', { name })}</h1>
      <p className="mt-2 text-slate-600">{t('placeholder.text')}</p>
    </section>
  );
}
