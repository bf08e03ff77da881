import { useTranslation } from 'react-i18next';
import type { TCandidate } from '@gius/shared/applications';
import { ReviewDuplicates } from '../duplicates-dialog.tsx';
import { ImproveWithAi } from '../improve-with-ai-button.tsx';
import { formatDate } from '../../../lib/format-date.ts';

const DETAILS = [
  'phone',
  'location',
  'age',
  'idNumber',
  'maritalStatus',
  'educationLevel',
  'educationField',
] as const;

/**
 * One person on the candidates tab: what analysis read (coded values in the reader's language, as
 * the server wrote them in `details.shown`), their current and past roles, where the company met
 * them (applied to its jobs, in its pool since a date) and the resumes it holds of them.
 */
export function CandidateCard({ candidate: c }: { candidate: TCandidate }) {
  const { t, i18n } = useTranslation('applications');
  const date = (iso: string) => formatDate(iso, i18n.resolvedLanguage);
  const details = c.details;
  const shown = details?.shown;
  const value = (d: (typeof DETAILS)[number]) => {
    if (!details) return null;
    if (d === 'location') return shown?.location ?? details.location;
    if (d === 'maritalStatus') return shown?.maritalStatus ?? details.maritalStatus;
    if (d === 'educationLevel') return shown?.educationLevel ?? details.educationLevel;
    if (d === 'educationField') return shown?.educationField ?? details.educationField;
    return details[d];
  };
  const [current, ...past] = details?.jobTitles ?? [];
  const languages = shown?.languages ?? details?.languages ?? [];
  const skills = shown?.skills ?? details?.skills ?? [];
  const resumes = c.resumes ?? [];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="candidate">
      <p className="font-semibold">{details?.fullName ?? c.name}</p>
      {current && (
        <p className="text-sm text-slate-700" data-testid="candidate-roles">
          <span className="text-slate-500">{t('candidates.currentTitle')}: </span>
          <bdi>{current}</bdi>
          {past.length > 0 && (
            <span className="block">
              <span className="text-slate-500">{t('candidates.pastTitles')}: </span>
              <bdi>{past.join(' · ')}</bdi>
            </span>
          )}
        </p>
      )}
      {(details?.email ?? c.email) && (
        <bdi dir="ltr" className="block text-sm text-slate-600">
          {details?.email ?? c.email}
        </bdi>
      )}
      {details ? (
        <dl className="mt-2 grid grid-cols-2 gap-x-3 text-sm" data-testid="candidate-details">
          {DETAILS.filter((d) => value(d) != null).map((d) => (
            <div key={d} className="contents">
              <dt className="text-slate-500">{t(`candidates.details.${d}`)}</dt>
              <dd data-testid={`candidate-${d}`}>{String(value(d))}</dd>
            </div>
          ))}
          {languages.length > 0 && (
            <div className="contents">
              <dt className="text-slate-500">{t('candidates.details.languages')}</dt>
              <dd data-testid="candidate-languages">{languages.join(', ')}</dd>
            </div>
          )}
        </dl>
      ) : null}
      {details && details.experienceYears !== null && (
        <p className="mt-1 text-sm" data-testid="candidate-experience">
          {t('candidates.experience', { count: details.experienceYears })}
        </p>
      )}
      {skills.length > 0 && (
        <p className="mt-1 text-sm" data-testid="candidate-skills">
          <span className="text-slate-500">{t('candidates.skills')}: </span>
          <bdi>{skills.join(', ')}</bdi>
        </p>
      )}
      {!details && <p className="mt-2 text-xs text-slate-500">{t('candidates.notAnalysed')}</p>}
      <ImproveWithAi candidate={c} />
      <p className="mt-2 text-sm text-slate-700" data-testid="candidate-sources">
        {c.inPool && (
          <span className="me-2 rounded bg-slate-100 px-1.5 text-xs">
            {c.inPoolSince
              ? t('candidates.inPoolSince', { date: date(c.inPoolSince) })
              : t('candidates.pool')}
          </span>
        )}
        {(c.poolResumeCount ?? 0) > 1 && (
          <span className="me-2 rounded bg-amber-100 px-1.5 text-xs" data-testid="candidate-resume-count">
            {t('candidates.resumeCount', { count: c.poolResumeCount })}
          </span>
        )}
        {c.jobTitles.length > 0
          ? t('candidates.appliedTo', { jobs: c.jobTitles.join(', ') })
          : t('candidates.noApplications')}
      </p>
      {resumes.length > 1 && (
        <div className="mt-2 text-sm" data-testid="candidate-resumes">
          <p className="text-slate-500">{t('candidates.resumes')}</p>
          {resumes.map((r) => (
            <p key={r.id} data-testid="candidate-resume">
              {/* The file name isolated on its own: a date beside it stays in the page's direction. */}
              <bdi>{r.fileName}</bdi> · <span>{date(r.createdAt)}</span>{' '}
              <span className="rounded bg-slate-100 px-1.5 text-xs">
                {t(`candidates.resumeSource.${r.source}`)}
              </span>
            </p>
          ))}
        </div>
      )}
      {(c.poolResumeCount ?? 0) > 1 && (c.poolResumeId ?? c.resumeId) && (
        <ReviewDuplicates resumeId={(c.poolResumeId ?? c.resumeId)!} />
      )}
    </li>
  );
}
