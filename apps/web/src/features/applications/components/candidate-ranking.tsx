import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCandidateMatch } from '@gius/shared/applications';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { InlineSpinner } from '../../../components/ui/inline-spinner.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { paths } from '../../../app/paths.ts';
import { useAppEvents } from '../../../lib/use-app-events.ts';
import {
  candidateMatchesKey,
  useApplicationMutations,
  useCandidateMatches,
} from '../api/applications-api.ts';
import { MatchMeter } from './match-meter.tsx';

/** Reasons shown open for the first few: what a recruiter reads first. */
const OPEN_REASONS = 3;

/**
 * The company's candidates (its resume pool and everyone who applied to its jobs) ranked against
 * one job, best first, with band and reasons. Resumes still being analysed join as they finish.
 */
export function CandidateRanking({ jobId, q }: { jobId: string; q: string }) {
  const { t } = useTranslation('applications');
  const ranking = useCandidateMatches(jobId);
  const client = useQueryClient();
  useAppEvents(
    [
      'resume.analysed',
      'resume.updated',
      'application.created',
      'application.deleted',
      'application.analysed',
    ],
    () => void client.invalidateQueries({ queryKey: candidateMatchesKey }),
  );
  if (ranking.isPending) return <PageSpinner />;
  if (ranking.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t('errors.loadRanking')}
      </p>
    );
  const { items, total, pending, noText, jobTitle } = ranking.data;
  const needle = q.toLocaleLowerCase();
  const shown = items.filter((c) => !needle || c.name.toLocaleLowerCase().includes(needle));
  return (
    <section className="space-y-3" aria-labelledby="ranking-title">
      <h2 id="ranking-title" className="font-semibold" data-testid="ranking-summary">
        {t('ranking.summary', { count: total, job: jobTitle })}
      </h2>
      {pending > 0 && (
        <p
          role="status"
          className="flex items-center gap-2 text-sm text-slate-600"
          data-testid="ranking-pending"
        >
          <InlineSpinner />
          {t('ranking.pending', { count: pending })}
        </p>
      )}
      {noText > 0 && <p className="text-sm text-slate-600">{t('ranking.noText', { count: noText })}</p>}
      {total === 0 && pending === 0 && (
        <EmptyState title={t('ranking.empty')}>
          <Link className="font-semibold text-indigo-700 underline" to={paths.dashboard('upload-resumes')}>
            {t('ranking.toUpload')}
          </Link>
        </EmptyState>
      )}
      {total > 0 && shown.length === 0 && <EmptyState title={t('ranking.noMatch')} />}
      <ol className="space-y-3" data-testid="candidate-matches">
        {shown.map((c) => (
          <RankedCandidate
            key={c.resumeId}
            candidate={c}
            rank={items.indexOf(c) + 1}
            jobId={jobId}
            reasonsOpen={items.indexOf(c) < OPEN_REASONS}
          />
        ))}
      </ol>
      {total > items.length && (
        <p className="text-sm text-slate-600">{t('ranking.more', { shown: items.length, total })}</p>
      )}
    </section>
  );
}

function RankedCandidate({
  candidate: c,
  rank,
  jobId,
  reasonsOpen,
}: {
  candidate: TCandidateMatch;
  rank: number;
  jobId: string;
  reasonsOpen: boolean;
}) {
  const { t } = useTranslation('applications');
  const { add } = useApplicationMutations();
  const client = useQueryClient();
  const addToJob = () =>
    add.mutate(
      { jobId, resumeId: c.resumeId },
      {
        // Errors are shown by apiFetch, in the user's language.
        onSuccess: () => {
          addToast({ variant: 'success', title: t('done.added') });
          void client.invalidateQueries({ queryKey: candidateMatchesKey });
        },
      },
    );
  return (
    <li
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[auto_1fr_16rem]"
      data-testid="candidate-match"
      data-band={c.band}
    >
      <span className="text-lg font-bold text-slate-400">
        <span className="sr-only">{t('ranking.rank', { rank })}</span>
        <span aria-hidden>{rank}</span>
      </span>
      <div className="min-w-0 space-y-1">
        <p className="font-semibold" data-testid="candidate-match-name">
          {c.name}
        </p>
        {c.email && (
          <bdi dir="ltr" className="block truncate text-sm text-slate-600">
            {c.email}
          </bdi>
        )}
        <p className="truncate text-xs text-slate-500">
          <bdi>{c.fileName}</bdi>
        </p>
        <p className="flex flex-wrap gap-2 text-xs">
          {c.inPool && <span className="rounded bg-slate-100 px-1.5">{t('candidates.pool')}</span>}
          {c.appliedToJob ? (
            <span className="rounded bg-indigo-50 px-1.5 text-indigo-800">{t('ranking.applied')}</span>
          ) : (
            c.inPool && (
              <Button
                variant="secondary"
                className="px-2 py-1 text-xs"
                onClick={addToJob}
                disabled={add.isPending}
              >
                {t('ranking.addToJob')}
              </Button>
            )
          )}
        </p>
      </div>
      <MatchMeter score={c.score} band={c.band} analysis={c.analysis} reasonsOpen={reasonsOpen} />
    </li>
  );
}
