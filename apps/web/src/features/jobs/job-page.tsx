import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { useOpenJob } from './api/open-jobs-api.ts';
import { ApplyPanel } from './components/apply-panel.tsx';
import { MyJobMatch } from './components/my-job-match.tsx';
import { useSession } from '../../lib/use-session.ts';
import { rememberReferral } from './lib/referral.ts';
import { formatDate } from '../../lib/format-date.ts';

/** `/jobs/:id`: a job's details and applying to it. */
export function JobPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('jobs');
  const job = useOpenJob(id);
  const [search] = useSearchParams();
  const src = search.get('src');
  useEffect(() => rememberReferral(id, src), [id, src]);
  const [showOriginal, setShowOriginal] = useState(false);
  const candidate = useSession()?.user.role === 'candidate';
  if (job.isPending) return <PageSpinner />;
  if (job.isError) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-8 text-center" role="alert">
        <h1 className="text-2xl font-bold">{t('detail.notFound')}</h1>
        <Link to={paths.jobs} className="mt-4 inline-block text-indigo-700 underline">
          {t('detail.back')}
        </Link>
      </div>
    );
  }
  const original = job.data;
  // The reader's language when a translation exists (a field not translated shows the original).
  const translation = original.translations.find(
    (tr) => tr.language === i18n.resolvedLanguage && tr.language !== original.originalLanguage,
  );
  const translated = translation && !showOriginal;
  const j = translated
    ? {
        ...original,
        title: translation.title ?? original.title,
        description: translation.description ?? original.description,
        requirements: translation.requirements ?? original.requirements,
        location: translation.location ?? original.location,
      }
    : original;
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <article className="space-y-6 lg:col-span-2">
        <Link to={paths.jobs} className="text-sm text-indigo-700 underline-offset-2 hover:underline">
          {t('detail.back')}
        </Link>
        <header>
          <h1 className="text-3xl font-bold" data-testid="job-title" dir="auto">
            {j.title}
          </h1>
          <p className="mt-2 text-slate-600">
            <bdi>{j.companyName}</bdi> · <bdi>{j.location}</bdi> · {t(`employmentType.${j.employmentType}`)}
          </p>
          {translation && (
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm" data-testid="job-language">
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
                {translated
                  ? translation.machineTranslated
                    ? t('translations.machineNotice')
                    : t('translations.translatedNotice')
                  : t('translations.originalNotice', {
                      language: t(`translations.languages.${original.originalLanguage}`),
                    })}
              </span>
              <button
                type="button"
                className="text-indigo-700 underline-offset-2 hover:underline"
                onClick={() => setShowOriginal((v) => !v)}
                data-testid="job-language-switch"
              >
                {translated ? t('translations.showOriginal') : t('translations.showTranslation')}
              </button>
            </p>
          )}
          <p className="mt-1 text-xs text-slate-500">
            {t('published', { date: formatDate(j.publishedAt, i18n.resolvedLanguage) })}
          </p>
        </header>
        <section>
          <h2 className="text-xl font-semibold">{t('fields.description')}</h2>
          <p className="mt-2 whitespace-pre-line text-slate-800" dir="auto">
            {j.description}
          </p>
        </section>
        <section>
          <h2 className="text-xl font-semibold">{t('fields.requirements')}</h2>
          <p className="mt-2 whitespace-pre-line text-slate-800" dir="auto">
            {j.requirements}
          </p>
        </section>
      </article>
      <aside className="space-y-4">
        {candidate && <MyJobMatch jobId={j.id} />}
        <ApplyPanel jobId={j.id} />
      </aside>
    </div>
  );
}
