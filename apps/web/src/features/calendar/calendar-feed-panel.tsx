import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { addToast } from '../../components/ui/toast-store.ts';
import { useCalendarFeed } from './calendar-api.ts';
import { formatDate } from '../../lib/format-date.ts';

/**
 * The private subscription address (Google Calendar, Outlook, Apple Calendar): made on demand and
 * shown once (only its hash is kept), replaced or revoked at will.
 */
export function CalendarFeedPanel() {
  const { t, i18n } = useTranslation('calendar');
  const { status, create, revoke } = useCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const make = async () => {
    const feed = await create.mutateAsync();
    setUrl(feed.url);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? '');
      addToast({ variant: 'success', title: t('feed.copied') });
    } catch {
      addToast({ variant: 'error', title: t('feed.copyFailed') });
    }
  };
  const active = status.data?.active ?? false;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" data-testid="calendar-feed">
      <h2 className="font-semibold">{t('feed.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('feed.intro')}</p>
      {url && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <input
            readOnly
            dir="ltr"
            value={url}
            aria-label={t('feed.address')}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 font-mono text-xs"
            onFocus={(e) => e.target.select()}
            data-testid="calendar-feed-url"
          />
          <Button variant="secondary" onClick={() => void copy()}>
            {t('feed.copy')}
          </Button>
        </div>
      )}
      {active && !url && status.data?.createdAt && (
        <p className="mt-2 text-sm text-slate-700">
          {t('feed.active', {
            date: formatDate(status.data.createdAt, i18n.resolvedLanguage),
          })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button loading={create.isPending} onClick={() => void make()} data-testid="calendar-feed-create">
          {active ? t('feed.replace') : t('feed.create')}
        </Button>
        {active && (
          <ConfirmDialog
            trigger={<Button variant="danger">{t('feed.revoke')}</Button>}
            title={t('feed.revokeTitle')}
            description={t('feed.revokeText')}
            confirmLabel={t('feed.revoke')}
            onConfirm={async () => {
              await revoke.mutateAsync();
              setUrl(null);
            }}
          />
        )}
      </div>
    </section>
  );
}
