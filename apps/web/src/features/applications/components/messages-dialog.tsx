import { useTranslation } from 'react-i18next';
import type { TApplication } from '@gius/shared/applications';
import { Dialog, type DialogState } from '../../../components/ui/dialog.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { useMessageHistory, useMessageReach, useSendMessage } from '../api/messages-api.ts';
import { MessageComposer } from './message-composer.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

/** SMS and e-mail to one application's candidate, or the same to several; one application shows its history. */
export function MessagesDialog({
  applications,
  open,
  onOpenChange,
}: {
  applications: TApplication[];
} & DialogState) {
  const { t, i18n } = useTranslation('applications');
  const single = applications.length === 1 ? applications[0]! : null;
  const reach = useMessageReach(single?.id ?? '', open && single !== null);
  const history = useMessageHistory(single?.id ?? '', open && single !== null);
  const { one, bulk } = useSendMessage();
  if (applications.length === 0) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        single
          ? t('messages.title', { name: single.candidateName })
          : t('messages.bulkTitle', { count: applications.length })
      }
      wide
    >
      <div className="space-y-5" data-testid="messages-panel">
        {single && reach.isPending && <PageSpinner />}
        {(!single || reach.data) && (
          <MessageComposer
            // A fresher answer (the candidate opted out meanwhile) starts the form again from it.
            key={single ? `${single.id}:${reach.data?.smsOptOut}:${reach.data?.phone}` : 'bulk'}
            sample={applications[0]!}
            reach={reach.data}
            busy={one.isPending || bulk.isPending}
            onSend={async (message) => {
              try {
                if (single) {
                  await one.mutateAsync({ applicationId: single.id, body: message });
                  addToast({ variant: 'success', title: t('messages.sent') });
                } else {
                  const result = await bulk.mutateAsync({
                    ...message,
                    applicationIds: applications.map((a) => a.id),
                  });
                  addToast({
                    variant: result.failed > 0 ? 'error' : 'success',
                    title: t('messages.bulkDone', {
                      sent: result.sent,
                      failed: result.failed,
                      skipped: result.skipped.length,
                    }),
                  });
                }
                return true;
              } catch {
                // "SMS failure" and the rest: a toast from apiFetch; the failure is on the history.
                return false;
              }
            }}
          />
        )}
        {single && (
          <section aria-label={t('messages.history')}>
            <h3 className="font-semibold">{t('messages.history')}</h3>
            {history.data && history.data.length === 0 && (
              <p className="text-sm text-slate-600">{t('messages.noHistory')}</p>
            )}
            <ul className="mt-2 space-y-2">
              {(history.data ?? []).map((m) => (
                <li
                  key={m.id}
                  className="rounded-lg border border-slate-200 p-2 text-sm"
                  data-testid="message-history-item"
                  data-status={m.status}
                >
                  <p className="flex flex-wrap justify-between gap-2 text-xs text-slate-600">
                    <span>
                      {t(`messages.${m.channel}`)} · <bdi dir="ltr">{m.to}</bdi>
                      {m.sentByName && <> · {m.sentByName}</>}
                    </span>
                    <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, i18n.resolvedLanguage)}</time>
                  </p>
                  {m.subject && (
                    <p className="font-medium" dir="auto">
                      {m.subject}
                    </p>
                  )}
                  <p className="whitespace-pre-wrap" dir="auto">
                    {m.body}
                  </p>
                  <p
                    className={`text-xs ${m.status === 'failed' ? 'text-red-700' : 'text-slate-600'}`}
                    data-testid="message-status"
                  >
                    {t(`messages.status.${m.status}`)}
                    {m.error && (
                      <>
                        {' '}
                        (<bdi dir="ltr">{m.error}</bdi>)
                      </>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Dialog>
  );
}
