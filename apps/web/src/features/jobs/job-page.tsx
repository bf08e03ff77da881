import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { useOpenJob } from './api/open-jobs-api.ts';
import { ApplyPanel } from './components/apply-panel.tsx';

/** `/jobs/:id`: a job's details and applying to it. */
export function JobPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('jobs');
  const job = useOpenJob(id);
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
  const j = job.data;
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
          <p className="mt-1 text-xs text-slate-500">
            {t('published', { date: new Date(j.publishedAt).toLocaleDateString(i18n.resolvedLanguage) })}
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
      <aside>
        <ApplyPanel jobId={j.id} />
      </aside>
    </div>
  );
}
