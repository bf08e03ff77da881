import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_LANGUAGES,
  MAX_JOBS_PER_GENERATION,
  SOCIAL_NETWORKS,
  type ContentLanguage,
  type SocialNetwork,
  type TSocialPost,
} from '@gius/shared/content';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { useContentJobs, useGenerateSocial } from './api/content-api.ts';
import { PostEditor } from './components/post-editor.tsx';
import { SavedItems } from './components/saved-items.tsx';

const DEFAULT_NETWORKS: SocialNetwork[] = ['linkedin', 'facebook', 'x', 'whatsapp'];

/**
 * Social content: pick jobs and networks and a language; Gius writes one post per job and network
 * (each within its network's limits, with the job's link and its source), to edit, copy,
 * regenerate and save. A job's saved posts are listed below.
 */
export function SocialContentTab() {
  const { t, i18n } = useTranslation('content');
  const jobs = useContentJobs();
  const [jobIds, setJobIds] = useState<string[]>([]);
  const [networks, setNetworks] = useState<SocialNetwork[]>(DEFAULT_NETWORKS);
  const uiLanguage = (CONTENT_LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '')
    ? (i18n.resolvedLanguage as ContentLanguage)
    : 'he';
  const [language, setLanguage] = useState<ContentLanguage>(uiLanguage);
  const [posts, setPosts] = useState<Array<TSocialPost & { version: number }>>([]);
  // Each generation is a new set of editors (an edit of the last set is not carried over).
  const [batch, setBatch] = useState(0);
  const generate = useGenerateSocial();
  const regenerate = useGenerateSocial();
  const [regenerating, setRegenerating] = useState<string>();

  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  const keyOf = (p: Pick<TSocialPost, 'jobId' | 'network'>) => `${p.jobId}:${p.network}`;

  const run = () =>
    generate.mutate(
      { jobIds, networks, language },
      {
        onSuccess: (answer) => {
          setBatch((b) => b + 1);
          setPosts(answer.posts.map((p) => ({ ...p, version: 0 })));
        },
      },
    );
  const again = (post: TSocialPost & { version: number }) => {
    setRegenerating(keyOf(post));
    regenerate.mutate(
      { jobIds: [post.jobId], networks: [post.network], language: post.language },
      {
        onSuccess: (answer) => {
          const fresh = answer.posts[0];
          if (fresh)
            setPosts((all) =>
              all.map((p) => (keyOf(p) === keyOf(post) ? { ...fresh, version: post.version + 1 } : p)),
            );
        },
        onSettled: () => setRegenerating(undefined),
      },
    );
  };

  if (jobs.isPending) return <PageSpinner />;
  if (jobs.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t('loadFailed')}
      </p>
    );
  if (jobs.data.length === 0) return <EmptyState title={t('noJobs')} />;

  const picked = jobs.data.filter((j) => jobIds.includes(j.id));
  return (
    <div className="grid gap-6">
      <section className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className="text-slate-700">{t('social.intro')}</p>
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium text-slate-800">
            {t('pickJobs', { max: MAX_JOBS_PER_GENERATION })}
          </legend>
          <div className="grid max-h-56 gap-1 overflow-y-auto sm:grid-cols-2">
            {jobs.data.map((job) => (
              <label key={job.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={jobIds.includes(job.id)}
                  disabled={!jobIds.includes(job.id) && jobIds.length >= MAX_JOBS_PER_GENERATION}
                  onChange={() => setJobIds((ids) => toggle(ids, job.id))}
                  data-testid={`pick-job-${job.id}`}
                />
                <bdi>{job.title}</bdi>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium text-slate-800">{t('social.pickNetworks')}</legend>
          <div className="flex flex-wrap gap-4">
            {SOCIAL_NETWORKS.map((network) => (
              <label key={network} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={networks.includes(network)}
                  onChange={() => setNetworks((all) => toggle(all, network))}
                  data-testid={`pick-network-${network}`}
                />
                {t(`networks.${network}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            className="min-w-40"
            label={t('language')}
            value={language}
            onChange={(e) => setLanguage(e.target.value as ContentLanguage)}
            options={CONTENT_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            data-testid="content-language"
          />
          <Button
            onClick={run}
            loading={generate.isPending}
            disabled={jobIds.length === 0 || networks.length === 0}
            data-testid="social-generate"
          >
            {t('generate')}
          </Button>
        </div>
      </section>
      {posts.length > 0 && (
        <section className="grid gap-3" aria-label={t('social.results')}>
          {posts.map((post) => (
            <PostEditor
              key={`${batch}:${keyOf(post)}:${post.version}`}
              post={post}
              regenerating={regenerating === keyOf(post)}
              onRegenerate={() => again(post)}
            />
          ))}
        </section>
      )}
      {picked.map((job) => (
        <SavedItems key={job.id} jobId={job.id} jobTitle={job.title} kind="social" />
      ))}
    </div>
  );
}
