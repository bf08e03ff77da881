import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGenerateJobAdResponse } from '@gius/shared/career-tools';
import { canCreateJobAd } from '@gius/shared/career-tools-rules';
import { CAREER_TOOLS } from '@gius/shared/constants';
import { addToast } from '../../../components/ui/toast-store.ts';
import { useCreateJobAd } from '../api/use-create-job-ad.ts';
import { textDirection } from '../lib/text-direction.ts';
import { AdCard } from './ad-card.tsx';
import { Field, inputClass, primaryButtonClass } from './field.tsx';
import { notifyError } from './notify-error.ts';

const EMPTY = {
  jobTitle: '',
  companyName: '',
  location: '',
  employmentType: '',
  jobDescription: '',
  requirements: '',
};
type Form = typeof EMPTY;
const TYPES = ['fullTime', 'partTime', 'hybrid', 'remote', 'shifts', 'freelance'] as const;

/** Job-ad tab (spec sections 2, 4 and 5): title, description and requirements are required. */
export function JobAdTab() {
  const { t, i18n } = useTranslation(['tools', 'errors']);
  const id = useId();
  const [form, setForm] = useState<Form>(EMPTY);
  const [ad, setAd] = useState<TGenerateJobAdResponse | null>(null);
  const create = useCreateJobAd();
  const working = create.isPending;
  const set = (key: keyof Form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = () => {
    if (!canCreateJobAd(form)) {
      addToast({ title: t('toasts.needRequired'), variant: 'error' });
      return;
    }
    create.mutate(form, {
      onSuccess: (answer) => {
        setAd(answer);
        addToast({ title: t('toasts.adCreated'), variant: 'success' });
      },
      onError: (err) => notifyError(t, err, 'adFailed'),
    });
  };

  const text = (key: keyof Form, required: boolean) => (
    <Field
      id={`${id}-${key}`}
      label={t(`jobAd.${key}`)}
      note={t(required ? 'jobAd.required' : 'jobAd.optional')}
    >
      <input
        id={`${id}-${key}`}
        dir="auto"
        value={form[key]}
        onChange={set(key)}
        required={required}
        disabled={working}
        list={key === 'employmentType' ? `${id}-types` : undefined}
        data-testid={`ad-${key}`}
        className={inputClass}
      />
    </Field>
  );
  const area = (key: 'jobDescription' | 'requirements') => (
    <Field id={`${id}-${key}`} label={t(`jobAd.${key}`)} note={t('jobAd.required')}>
      <textarea
        id={`${id}-${key}`}
        dir={textDirection(form[key], i18n.dir())}
        rows={CAREER_TOOLS.adTextRows}
        value={form[key]}
        onChange={set(key)}
        required
        disabled={working}
        data-testid={`ad-${key}`}
        className={inputClass}
      />
    </Field>
  );

  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-xl font-bold text-slate-900">{t('jobAd.heading')}</h2>
        <p className="mt-1 text-slate-600">{t('jobAd.intro')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('jobTitle', true)}
        {text('companyName', false)}
        {text('location', false)}
        {text('employmentType', false)}
        <datalist id={`${id}-types`}>
          {TYPES.map((type) => (
            <option key={type} value={t(`jobAd.types.${type}`)} />
          ))}
        </datalist>
      </div>
      {area('jobDescription')}
      {area('requirements')}
      <div>
        <button
          type="button"
          onClick={submit}
          disabled={working || !canCreateJobAd(form)}
          data-testid="create-ad"
          className={primaryButtonClass}
        >
          <span aria-live="polite">{working ? t('jobAd.working') : t('jobAd.submit')}</span>
        </button>
      </div>
      {ad && (ad.facebook || ad.whatsapp) && (
        <div className="grid gap-4 lg:grid-cols-2">
          {ad.facebook && <AdCard title={t('jobAd.facebook')} text={ad.facebook} testId="facebook-ad" />}
          {ad.whatsapp && <AdCard title={t('jobAd.whatsapp')} text={ad.whatsapp} testId="whatsapp-ad" />}
        </div>
      )}
    </div>
  );
}
