import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppEvents } from '../../lib/use-app-events.ts';
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts';
import { useCandidates } from './api/applications-api.ts';
import { CandidateCard } from './components/candidate-card.tsx';
import { CandidateRanking } from './components/candidate-ranking.tsx';
import { JobParamSelect, useJobParam } from './components/job-param-select.tsx';

/**
 * Everyone who applied to the company's jobs or is in its resume pool, with the details analysis
 * read; or, with a job chosen, the same people ranked against that job.
 */
export function CandidatesTab() {
  const { t } = useTranslation('applications');
  const rankFor = useJobParam();
  const { search, setSearch, q } = useDebouncedSearch();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <JobParamSelect
          label={t('ranking.rankFor')}
          noneLabel={t('ranking.noJob')}
          testId="candidates-rank-job"
        />
        <TextField
          className="min-w-56 flex-1"
          type="search"
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {rankFor ? <CandidateRanking jobId={rankFor} q={q} /> : <CandidateList q={q} />}
    </div>
  );
}

function CandidateList({ q }: { q: string }) {
  const { t } = useTranslation('applications');
  const list = useCandidates(q);
  const client = useQueryClient();
  // A resume's details appear when its analysis is stored (after an upload, OCR or "Improve with AI").
  useAppEvents(['resume.analysed', 'resume.updated'], () => {
    void client.invalidateQueries({ queryKey: ['candidates'] });
  });
  return (
    <>
      {list.isPending && <PageSpinner />}
      {list.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('errors.load')}
        </p>
      )}
      {list.isSuccess && list.data.length === 0 && <EmptyState title={t('candidates.empty')} />}
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="candidates">
        {list.data?.map((c) => (
          <CandidateCard key={c.key} candidate={c} />
        ))}
      </ul>
    </>
  );
}
