import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TMyInterview } from '@gius/shared/interviews';
import { apiFetch } from '../../lib/api-fetch.ts';
import { formatInterviewTime } from '../../lib/interview-time.ts';

export const myInterviewsKey = ['my-interviews'] as const;

export function useMyInterviews() {
  return useQuery({
    queryKey: myInterviewsKey,
    queryFn: () => apiFetch<TMyInterview[]>('/api/my/interviews'),
  });
}

/** The interviews of one of my applications: time (in the interview's zone), place or link, status. */
export function MyInterviews({ interviews }: { interviews: TMyInterview[] }) {
  const { t, i18n } = useTranslation('applications');
  if (interviews.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2 border-t border-slate-100 pt-3" aria-label={t('interviews.mine')}>
      {interviews.map((i) => (
        <li key={i.id} className="text-sm" data-testid="my-interview">
          <p className={i.status === 'cancelled' ? 'text-slate-500 line-through' : 'font-medium'}>
            {t('interviews.on', { when: formatInterviewTime(i.startsAt, i.timeZone, i18n.resolvedLanguage) })}
          </p>
          {i.location && <p dir="auto">{i.location}</p>}
          {i.videoUrl && (
            <a href={i.videoUrl} className="text-indigo-700 underline" target="_blank" rel="noreferrer">
              <bdi dir="ltr">{i.videoUrl}</bdi>
            </a>
          )}
          <p className="text-slate-600" data-testid="my-interview-status">
            {i.status === 'cancelled' ? t('interviews.status.cancelled') : t(`status.${i.status}`)}
          </p>
        </li>
      ))}
    </ul>
  );
}
