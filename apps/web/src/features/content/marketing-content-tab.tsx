import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_LANGUAGES,
  MARKETING_CHANNELS,
  type ContentLanguage,
  type TGenerateMarketingResponse,
} from '@gius/shared/content';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { useContentJobs, useGenerateMarketing } from './api/content-api.ts';
import { MarketingPiece } from './components/marketing-piece.tsx';
import { SavedItems } from './components/saved-items.tsx';

/**
 * Marketing content: for one job, a careers-page text, an e-mail to a talent pool, three search
 * ads and the SEO title and description of its public page (used by the page once saved).
 */
export function MarketingContentTab() {
  const { t, i18n } = useTranslation('content');
  const jobs = useContentJobs();
  const [jobId, setJobId] = useState('');
  const uiLanguage = (CONTENT_LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '')
    ? (i18n.resolvedLanguage as ContentLanguage)
    : 'he';
  const [language, setLanguage] = useState<ContentLanguage>(uiLanguage);
  const [result, setResult] = useState<TGenerateMarketingResponse>();
  const [batch, setBatch] = useState(0);
  const generate = useGenerateMarketing();
  const run = (id = jobId) =>
    generate.mutate(
      { jobId: id, language },
      {
        onSuccess: (answer) => {
          setBatch((b) => b + 1);
          setResult(answer);
        },
      },
    );

  if (jobs.isPending) return <PageSpinner />;
  if (jobs.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t('loadFailed')}
      </p>
    );
  if (jobs.data.length === 0) return <EmptyState title={t('noJobs')} />;
  const job = jobs.data.find((j) => j.id === jobId);
  return (
    <div className="grid gap-6">
      <section className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className="text-slate-700">{t('marketing.intro')}</p>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            className="min-w-64 flex-1"
            label={t('marketing.job')}
            value={jobId}
            onChange={(e) => setJobId(e.target.value)}
            options={[
              { value: '', label: t('marketing.pickJob') },
              ...jobs.data.map((j) => ({ value: j.id, label: j.title })),
            ]}
            data-testid="marketing-job"
          />
          <SelectField
            className="min-w-40"
            label={t('language')}
            value={language}
            onChange={(e) => setLanguage(e.target.value as ContentLanguage)}
            options={CONTENT_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            data-testid="marketing-language"
          />
          <Button
            onClick={() => run()}
            loading={generate.isPending}
            disabled={!jobId}
            data-testid="marketing-generate"
          >
            {t('generate')}
          </Button>
        </div>
      </section>
      {result && result.jobId === jobId && (
        <section className="grid gap-3" aria-label={t('marketing.results')}>
          {MARKETING_CHANNELS.map((channel) => (
            <MarketingPiece
              key={`${batch}:${channel}`}
              jobId={result.jobId}
              channel={channel}
              language={result.language}
              initial={result.texts[channel]}
              regenerating={generate.isPending}
              onRegenerate={() => run(result.jobId)}
            />
          ))}
        </section>
      )}
      {job && <SavedItems jobId={job.id} jobTitle={job.title} kind="marketing" />}
    </div>
  );
}
