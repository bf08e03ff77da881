import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CORRECTABLE_FIELDS,
  CORRECTABLE_LANGUAGES,
  EDUCATION_LEVELS,
  ZResumeCorrections,
  type TResumeCorrections,
} from '@gius/shared/resume-corrections';
import type { TResume } from '@gius/shared/resumes';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';

type Field = (typeof CORRECTABLE_FIELDS)[number];

interface FormValues {
  fullName: string;
  email: string;
  phone: string;
  location: string;
  jobTitles: string;
  experienceYears: string;
  educationLevel: string;
  skills: string;
  languages: string[];
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The values shown: what the candidate corrected, else what was read. */
export function shownDetails(resume: TResume) {
  const d = resume.details;
  const c = resume.corrections ?? {};
  return {
    fullName: c.fullName ?? d.fullName ?? '',
    email: c.email ?? d.email ?? '',
    phone: c.phone ?? d.phone ?? '',
    location: c.location ?? d.location ?? '',
    jobTitles: c.jobTitles ?? d.jobTitles,
    experienceYears: c.experienceYears ?? d.experienceYears,
    educationLevel: c.educationLevel ?? d.educationLevel ?? '',
    skills: c.skills ?? d.skills,
    languages: c.languages ?? d.languages,
  };
}

/** What the form's text is as a corrected value (the API's shape; validated by the caller). */
function valueOf(field: Field, v: FormValues): unknown {
  switch (field) {
    case 'jobTitles':
    case 'skills':
      return lines(v[field]);
    case 'experienceYears':
      return v.experienceYears.trim() === '' ? undefined : Number(v.experienceYears);
    case 'languages':
      return v.languages;
    default:
      return v[field].trim() === '' ? undefined : v[field].trim();
  }
}

/**
 * Correcting what was read from a resume: the fields the candidate changed become corrections
 * (a field emptied goes back to what was read); checked with the API's own schema, each error
 * under its field in the reader's language.
 */
export function CorrectionsForm({
  resume,
  saving,
  onSave,
  onCancel,
}: {
  resume: TResume;
  saving: boolean;
  onSave: (corrections: TResumeCorrections) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('resumes');
  const shown = shownDetails(resume);
  const form = useForm<FormValues>({
    defaultValues: {
      fullName: shown.fullName,
      email: shown.email,
      phone: shown.phone,
      location: shown.location,
      jobTitles: shown.jobTitles.join('\n'),
      experienceYears: shown.experienceYears === null ? '' : String(shown.experienceYears),
      educationLevel: shown.educationLevel,
      skills: shown.skills.join('\n'),
      languages: shown.languages.filter((code) =>
        (CORRECTABLE_LANGUAGES as readonly string[]).includes(code),
      ),
    },
  });
  const { errors, dirtyFields } = form.formState;
  const error = (field: Field) => (errors[field] ? t(`validation.${field}`) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    const next: Record<string, unknown> = { ...(resume.corrections ?? {}) };
    for (const field of CORRECTABLE_FIELDS) {
      if (!dirtyFields[field]) continue;
      const value = valueOf(field, values);
      if (value === undefined) delete next[field];
      else next[field] = value;
    }
    const parsed = ZResumeCorrections.safeParse(next);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (field) form.setError(field, { type: 'validate' });
      }
      return;
    }
    await onSave(parsed.data);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" data-testid="corrections-form">
      <p className="text-sm text-slate-600">{t('correct.intro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('read.fields.fullName')}
          error={error('fullName')}
          {...form.register('fullName')}
        />
        <TextField
          label={t('read.fields.email')}
          type="email"
          dir="ltr"
          error={error('email')}
          {...form.register('email')}
        />
        <TextField
          label={t('read.fields.phone')}
          type="tel"
          dir="ltr"
          error={error('phone')}
          {...form.register('phone')}
        />
        <TextField
          label={t('read.fields.location')}
          error={error('location')}
          {...form.register('location')}
        />
        <TextField
          label={t('read.fields.experienceYears')}
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          error={error('experienceYears')}
          data-testid="correct-years"
          {...form.register('experienceYears')}
        />
        <SelectField
          label={t('read.fields.educationLevel')}
          error={error('educationLevel')}
          options={[
            { value: '', label: t('correct.none') },
            ...EDUCATION_LEVELS.map((level) => ({ value: level, label: t(`read.educationLevels.${level}`) })),
          ]}
          {...form.register('educationLevel')}
        />
      </div>
      <TextareaField
        label={`${t('read.fields.jobTitles')} (${t('correct.onePerLine')})`}
        rows={3}
        dir="auto"
        error={error('jobTitles')}
        {...form.register('jobTitles')}
      />
      <TextareaField
        label={`${t('read.fields.skills')} (${t('correct.onePerLine')})`}
        rows={4}
        dir="auto"
        error={error('skills')}
        {...form.register('skills')}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('read.fields.languages')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {CORRECTABLE_LANGUAGES.map((code) => (
            <label key={code} className="flex items-center gap-1 text-sm">
              <input type="checkbox" value={code} {...form.register('languages')} />
              {t(`read.languageNames.${code}`)}
            </label>
          ))}
        </div>
        {errors.languages && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {t('validation.languages')}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2 pt-2">
        <Button type="submit" loading={saving} data-testid="corrections-save">
          {t('correct.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('correct.cancel')}
        </Button>
      </div>
    </form>
  );
}
