import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentKind, TContentItem } from '@gius/shared/content';
import { Button } from '../../../components/ui/button.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import {
  useContentItems,
  useDeleteContent,
  useSaveContent,
  useTranslateContent,
} from '../api/content-api.ts';
import { CopyTextButton } from './copy-text-button.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

function SavedItem({ item, kind }: { item: TContentItem; kind: ContentKind }) {
  const { t, i18n } = useTranslation('content');
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(item.text);
  const save = useSaveContent();
  const remove = useDeleteContent(item.jobId, kind);
  const translate = useTranslateContent(item.jobId, kind);
  const runTranslation = () =>
    translate.mutate(item.id, {
      onSuccess: (answer) => {
        const left = answer.items.reduce((n, i) => n + i.untranslatedLines, 0);
        addToast({
          variant: 'success',
          title: t('translate.done'),
          description:
            answer.provider === 'builtin'
              ? `${t('translate.partial', { count: left })} ${t('translate.builtinNote')}`
              : undefined,
        });
      },
    });
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3" data-testid="saved-item">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span className="font-semibold text-slate-800" data-testid="saved-item-channel">
          {t(`channels.${item.channel}`)}
        </span>
        <span data-testid="saved-item-language">{t(`languages.${item.language}`)}</span>
        {item.translatedFrom && (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
              item.machineTranslated ? 'bg-amber-100 text-amber-800' : 'bg-emerald-100 text-emerald-800'
            }`}
            data-testid="saved-item-translation"
          >
            {item.machineTranslated ? t('translate.machine') : t('translate.edited')}
          </span>
        )}
        <time dateTime={item.updatedAt}>
          {formatDateTime(item.updatedAt, i18n.resolvedLanguage, {
            dateStyle: 'medium',
            timeStyle: 'short',
          })}
        </time>
      </div>
      {editing ? (
        <textarea
          dir={item.language === 'en' ? 'ltr' : 'rtl'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={8}
          aria-label={t('editSaved')}
          className="block w-full rounded-md border border-slate-300 px-3 py-2"
        />
      ) : (
        <p
          dir={item.language === 'en' ? 'ltr' : 'rtl'}
          className="line-clamp-4 whitespace-pre-wrap break-words text-slate-800"
          data-testid="saved-item-text"
        >
          {item.text}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <CopyTextButton text={item.text} testId="saved-item-copy" />
        {editing ? (
          <Button
            loading={save.isPending}
            disabled={!text.trim()}
            onClick={() =>
              save.mutate(
                { id: item.id, item: { ...item, text } },
                {
                  onSuccess: () => {
                    setEditing(false);
                    addToast({ title: t('saved'), variant: 'success' });
                  },
                },
              )
            }
          >
            {t('saveChanges')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
        )}
        {!item.translatedFrom && (
          <Button
            variant="secondary"
            loading={translate.isPending}
            onClick={runTranslation}
            title={t('translate.hint')}
            data-testid="saved-item-translate"
          >
            {t('translate.action')}
          </Button>
        )}
        <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate(item.id)}>
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}

/** A job's saved texts of one kind, newest first, with their date, channel and language. */
export function SavedItems({
  jobId,
  jobTitle,
  kind,
}: {
  jobId: string;
  jobTitle: string;
  kind: ContentKind;
}) {
  const { t } = useTranslation('content');
  const items = useContentItems(jobId, kind);
  return (
    <section className="grid gap-2" data-testid={`saved-${jobId}`}>
      <h4 className="font-semibold text-slate-900">
        {t('savedFor')} <bdi>{jobTitle}</bdi>
      </h4>
      {items.isSuccess && items.data.length === 0 && <p className="text-sm text-slate-600">{t('noSaved')}</p>}
      {items.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('loadFailed')}
        </p>
      )}
      <ul className="grid gap-2">
        {items.data?.map((item) => (
          <SavedItem key={`${item.id}-${item.updatedAt}`} item={item} kind={kind} />
        ))}
      </ul>
    </section>
  );
}
