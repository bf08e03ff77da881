import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TResume } from '@gius/shared/resumes';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { InlineSpinner } from '../../../components/ui/inline-spinner.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { useAppEvents } from '../../../lib/use-app-events.ts';
import { useResumeReadActions, useTopMatch } from '../api/resume-read-api.ts';
import { CorrectionsForm, shownDetails } from './corrections-form.tsx';

/** How long "analysing again" may show with no word from the server before it gives up waiting. */
const REANALYSE_WAIT_MS = 120_000;

/**
 * What Gius read from a candidate's resume (the corrected value where they corrected it, marked),
 * correcting it, and reading it again with a busy state until `resume.analysed` says it is done.
 */
export function ResumeRead({ resume }: { resume: TResume }) {
  const { t, i18n } = useTranslation('resumes');
  const { correct, reanalyse, refresh } = useResumeReadActions();
  const [editing, setEditing] = useState(false);
  const [analysing, setAnalysing] = useState(false);
  const top = useTopMatch(resume.isDefault && !!resume.analysedAt);

  useAppEvents(['resume.analysed'], (event) => {
    // The stream (re)opened: the resume may have changed unseen, but nothing says it is done.
    if (event.type === 'reconnected') return refresh();
    if (event.data.resumeId !== resume.id) return;
    if (analysing) addToast({ variant: 'success', title: t('reanalyse.done') });
    setAnalysing(false);
    refresh();
  });
  useEffect(() => {
    if (!analysing) return;
    const timer = setTimeout(() => setAnalysing(false), REANALYSE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [analysing]);

  const shown = shownDetails(resume);
  const corrected = resume.corrections ?? {};
  // The city and skill names as the server gives them in the reader's language (a correction is
  // shown as the candidate wrote it).
  const inReaderLanguage = resume.details.shown;
  const names = (codes: string[]) =>
    codes.map((c) => t(`read.languageNames.${c}`, { defaultValue: c })).join(', ');
  const level = (l: string) => (l ? t(`read.educationLevels.${l}`, { defaultValue: l }) : '');
  // The field of study is shown as read (it is not corrected).
  const studied = inReaderLanguage?.educationField ?? resume.details.educationField ?? '';
  const rows: { field: keyof typeof shown | 'educationField'; value: string; read: string }[] = [
    { field: 'fullName', value: shown.fullName, read: resume.details.fullName ?? '' },
    { field: 'email', value: shown.email, read: resume.details.email ?? '' },
    { field: 'phone', value: shown.phone, read: resume.details.phone ?? '' },
    {
      field: 'location',
      value: corrected.location ?? inReaderLanguage?.location ?? shown.location,
      read: inReaderLanguage?.location ?? resume.details.location ?? '',
    },
    { field: 'jobTitles', value: shown.jobTitles.join(', '), read: resume.details.jobTitles.join(', ') },
    {
      field: 'experienceYears',
      value: shown.experienceYears === null ? '' : String(shown.experienceYears),
      read: resume.details.experienceYears === null ? '' : String(resume.details.experienceYears),
    },
    {
      field: 'educationLevel',
      value: level(shown.educationLevel),
      read: level(resume.details.educationLevel ?? ''),
    },
    { field: 'educationField', value: studied, read: studied },
    {
      field: 'skills',
      value: (corrected.skills ?? inReaderLanguage?.skills ?? shown.skills).join(', '),
      read: (inReaderLanguage?.skills ?? resume.details.skills).join(', '),
    },
    { field: 'languages', value: names(shown.languages), read: names(resume.details.languages) },
  ];

  const startReanalyse = async () => {
    setAnalysing(true);
    try {
      await reanalyse.mutateAsync(resume.id);
    } catch {
      setAnalysing(false); // The reason is a toast (apiFetch).
    }
  };

  return (
    <section className="mt-3 border-t border-slate-100 pt-3" data-testid="resume-read">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{t('read.title')}</h3>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => setEditing(true)}
            disabled={!resume.analysedAt}
            data-testid="resume-correct"
          >
            {t('correct.open')}
          </Button>
          <Button
            variant="secondary"
            loading={analysing}
            onClick={() => void startReanalyse()}
            data-testid="resume-reanalyse"
          >
            {analysing ? t('reanalyse.working') : t('reanalyse.action')}
          </Button>
        </div>
      </div>
      {(analysing || !resume.analysedAt) && (
        <p
          className="mt-2 flex items-center gap-2 text-sm text-slate-600"
          role="status"
          data-testid="resume-analysing"
        >
          <InlineSpinner /> {analysing ? t('reanalyse.working') : t('read.notYet')}
        </p>
      )}
      {resume.analysedAt && (
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {rows.map(({ field, value, read }) => (
            <div key={field} className="contents" data-testid={`read-${field}`}>
              <dt className="font-medium text-slate-700">{t(`read.fields.${field}`)}</dt>
              <dd className="text-slate-900">
                <bdi data-testid={`read-${field}-value`}>{value || t('read.empty')}</bdi>
                {field in corrected && (
                  <span className="ms-2 text-xs text-indigo-700" data-testid={`read-${field}-corrected`}>
                    ({t('read.corrected')}; {t('read.readAs', { value: read || t('read.empty') })})
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {resume.isDefault && top.data?.items[0] && (
        <p className="mt-2 text-sm text-slate-700" data-testid="resume-top-match" aria-live="polite">
          {t('reanalyse.bestMatch', {
            score: top.data.items[0].match.score,
            // Isolated: a Hebrew title inside an English sentence keeps its own direction.
            title: `\u2068${
              top.data.items[0].translations.find((tr) => tr.language === i18n.resolvedLanguage)?.title ??
              top.data.items[0].title
            }\u2069`,
          })}
        </p>
      )}
      <Dialog open={editing} onOpenChange={setEditing} title={t('correct.title')} wide>
        <CorrectionsForm
          resume={resume}
          saving={correct.isPending}
          onCancel={() => setEditing(false)}
          onSave={async (corrections) => {
            try {
              await correct.mutateAsync({ id: resume.id, corrections });
              setEditing(false);
              addToast({ variant: 'success', title: t('correct.saved') });
            } catch {
              // The reason is a toast (apiFetch).
            }
          }}
        />
      </Dialog>
    </section>
  );
}
