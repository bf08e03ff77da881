import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';

const FEATURES = ['analysis', 'matching', 'companies'] as const;

/** The platform home; `teaser` is a region the app puts under the features (the newest open jobs). */
export function HomePage({ teaser }: { teaser?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-12">
      <section className="rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 px-6 py-14 text-white shadow-lg">
        <h1 className="max-w-3xl text-3xl font-bold leading-tight sm:text-4xl">{t('home.title')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-indigo-50">{t('home.subtitle')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to={`${paths.signup}?role=candidate`}
            className="rounded-lg bg-white px-5 py-3 font-semibold text-indigo-700 shadow hover:bg-indigo-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            {t('home.ctaCandidate')}
          </Link>
          <Link
            to={`${paths.signup}?role=company`}
            className="rounded-lg border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            {t('home.ctaCompany')}
          </Link>
          <Link
            to={paths.tools}
            className="rounded-lg px-5 py-3 font-semibold text-white underline-offset-4 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            {t('home.ctaTools')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="features-title">
        <h2 id="features-title" className="text-2xl font-bold">
          {t('home.featuresTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {FEATURES.map((key) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-slate-900">{t(`home.features.${key}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`home.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      {teaser}
    </div>
  );
}
