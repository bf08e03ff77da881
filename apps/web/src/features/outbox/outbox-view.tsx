import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TMessageList } from '@gius/shared/messages';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { apiFetch } from '../../lib/api-fetch.ts';
import { MessageBody } from './message-body.tsx';
import { formatDateTime } from '../../lib/format-date.ts';

/** The admin's view of the outbox: every e-mail the app kept, newest first. */
export function OutboxView() {
  const { t, i18n } = useTranslation('dashboard');
  const messages = useQuery({
    queryKey: ['admin', 'messages'],
    queryFn: () => apiFetch<TMessageList>('/api/admin/messages?limit=100'),
    refetchInterval: 10_000,
  });
  if (messages.isPending) return <PageSpinner />;
  const items = messages.data?.items ?? [];
  return (
    <div className="space-y-4">
      <p className="text-slate-600">{t('outbox.intro', { total: messages.data?.total ?? 0 })}</p>
      {items.length === 0 && <p className="text-slate-600">{t('outbox.empty')}</p>}
      <ul className="space-y-3">
        {items.map((m) => (
          <li
            key={m.id}
            className="rounded-xl border border-slate-200 bg-white p-4"
            data-testid="outbox-message"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-slate-600">
              <span>
                {t('outbox.to')}{' '}
                <bdi dir="ltr" data-testid="outbox-to">
                  {m.to}
                </bdi>
              </span>
              <span>
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, i18n.resolvedLanguage)}</time> ·{' '}
                {t(`outbox.status.${m.status}`)}
              </span>
            </div>
            <h3 className="mt-1 font-semibold" dir="auto">
              {m.subject}
            </h3>
            {m.body ? (
              <MessageBody text={m.body} />
            ) : (
              <p className="mt-2 text-sm italic text-slate-500">{t('outbox.noBody')}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
