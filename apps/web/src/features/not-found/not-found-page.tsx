import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    // Spec section 2: the unknown path is logged to the console.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <p className="text-6xl font-bold text-indigo-600">{t('notFound.code')}</p>
      <h1 className="mt-4 text-2xl font-bold" data-testid="not-found-title">
        {t('notFound.title')}
      </h1>
      {/* The path is isolated inside the sentence (`{{path, isolate}}`): "/no/such/page", never "no/such/page/". */}
      <p className="mt-2 text-slate-600" data-testid="not-found-text">
        {t('notFound.text', { path: pathname })}
      </p>
      <Link
        to={paths.home}
        className="mt-8 inline-block rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white hover:bg-indigo-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        {t('notFound.home')}
      </Link>
    </section>
  );
}
