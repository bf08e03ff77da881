import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TJobTranslation, TranslatableJobField } from '@gius/shared/job-translations';
import type { TManagedJob } from '@gius/shared/jobs';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, type DialogState } from '../../../components/ui/dialog.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { useJobTranslations, useSaveJobTranslation, useTranslateJob } from '../api/translations-api.ts';

const FIELDS: TranslatableJobField[] = ['title', 'location', 'description', 'requirements'];

function TranslationForm({ jobId, translation }: { jobId: string; translation: TJobTranslation }) {
  const { t } = useTranslation('jobs');
  const [fields, setFields] = useState(
    () =>
      Object.fromEntries(FIELDS.map((f) => [f, translation[f] ?? ''])) as Record<
        TranslatableJobField,
        string
      >,
  );
  const save = useSaveJobTranslation(jobId);
  const dir = translation.language === 'en' ? 'ltr' : 'rtl';
  return (
    <section
      className="grid gap-3 rounded-xl border border-slate-200 p-4"
      data-testid={`translation-${translation.language}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{t(`translations.languages.${translation.language}`)}</h3>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            translation.machineTranslated ? 'bg-amber-100 text-amber-800' : 'bg-emerald-100 text-emerald-800'
          }`}
          data-testid="translation-state"
        >
          {translation.machineTranslated ? t('translations.machine') : t('translations.approved')}
        </span>
      </div>
      {translation.untranslated.length > 0 && (
        <p className="text-sm text-slate-600" data-testid="translation-untranslated">
          {t('translations.untranslated', {
            fields: translation.untranslated.map((f) => t(`fields.${f}`)).join(', '),
          })}
        </p>
      )}
      {FIELDS.map((f) =>
        f === 'description' || f === 'requirements' ? (
          <TextareaField
            key={f}
            label={t(`fields.${f}`)}
            dir={dir}
            rows={4}
            value={fields[f]}
            onChange={(e) => setFields((all) => ({ ...all, [f]: e.target.value }))}
            data-testid={`translation-${translation.language}-${f}`}
          />
        ) : (
          <TextField
            key={f}
            label={t(`fields.${f}`)}
            dir={dir}
            value={fields[f]}
            onChange={(e) => setFields((all) => ({ ...all, [f]: e.target.value }))}
            data-testid={`translation-${translation.language}-${f}`}
          />
        ),
      )}
      <div>
        <Button
          loading={save.isPending}
          data-testid={`translation-${translation.language}-approve`}
          onClick={() =>
            save.mutate(
              {
                language: translation.language,
                fields: Object.fromEntries(FIELDS.map((f) => [f, fields[f].trim() || null])) as Record<
                  TranslatableJobField,
                  string | null
                >,
              },
              { onSuccess: () => addToast({ variant: 'success', title: t('translations.saved') }) },
            )
          }
        >
          {t('translations.approve')}
        </Button>
      </div>
    </section>
  );
}

/** A job's translations into the other two languages: translate, edit, approve. */
export function TranslationsDialog({
  job,
  open,
  onOpenChange,
}: {
  job: TManagedJob;
} & DialogState) {
  const { t } = useTranslation('jobs');
  const translations = useJobTranslations(job.id, open);
  const translate = useTranslateJob(job.id);
  const data = translations.data;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('translations.title', { title: job.title })}
      wide
    >
      <div className="mt-4 grid gap-4" data-testid="translations-dialog">
        {translations.isPending && <PageSpinner />}
        {data && (
          <>
            <p className="text-sm text-slate-700">
              {t('translations.original', { language: t(`translations.languages.${data.original}`) })}
            </p>
            {data.provider === 'builtin' && (
              <p
                className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900"
                data-testid="translations-builtin-note"
              >
                {t('translations.builtinNote')}
              </p>
            )}
            <div>
              <Button
                onClick={() => translate.mutate()}
                loading={translate.isPending}
                data-testid="translations-run"
              >
                {t('translations.run')}
              </Button>
            </div>
            {data.translations.map((tr) => (
              <TranslationForm key={`${tr.language}-${tr.updatedAt}`} jobId={job.id} translation={tr} />
            ))}
          </>
        )}
      </div>
    </Dialog>
  );
}
