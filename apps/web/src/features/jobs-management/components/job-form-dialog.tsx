import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES, ZJobFields, type TJobFields, type TManagedJob } from '@gius/shared/jobs';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, type DialogState } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

const EMPTY: TJobFields = {
  title: '',
  description: '',
  requirements: '',
  location: '',
  employmentType: 'full_time',
};

/**
 * Creating or editing a job: every field is required (spec section 5), and a missing one is
 * named under its box. Creating can publish at once.
 */
export function JobFormDialog({
  open,
  onOpenChange,
  job,
  onSubmit,
}: {
  /** The job being edited; none to create one. */
  job?: TManagedJob;
  onSubmit: (fields: TJobFields, publish: boolean) => Promise<unknown>;
} & DialogState) {
  const { t } = useTranslation('jobs');
  const form = useForm<TJobFields>({ resolver: zodResolver(ZJobFields), defaultValues: EMPTY });
  useEffect(() => {
    if (open) form.reset(job ? { ...job } : EMPTY);
  }, [open, job, form]);
  const errors = form.formState.errors;
  const fieldError = (name: keyof TJobFields) =>
    errors[name] ? t('form.required', { field: t(`fields.${name}`) }) : undefined;

  const submit = (publish: boolean) =>
    form.handleSubmit(async (fields) => {
      try {
        await onSubmit(fields, publish);
        onOpenChange(false);
      } catch {
        // Shown by apiFetch.
      }
    });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={job ? t('form.editTitle') : t('form.createTitle')}
      wide
    >
      <form noValidate onSubmit={submit(false)} className="space-y-4" data-testid="job-form">
        <TextField
          label={t('fields.title')}
          error={fieldError('title')}
          maxLength={200}
          {...form.register('title')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('fields.location')}
            error={fieldError('location')}
            {...form.register('location')}
          />
          <SelectField
            label={t('fields.employmentType')}
            error={fieldError('employmentType')}
            options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`employmentType.${type}`) }))}
            {...form.register('employmentType')}
          />
        </div>
        <TextareaField
          label={t('fields.description')}
          rows={5}
          error={fieldError('description')}
          {...form.register('description')}
        />
        <TextareaField
          label={t('fields.requirements')}
          rows={5}
          error={fieldError('requirements')}
          {...form.register('requirements')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            variant={job ? 'primary' : 'secondary'}
            loading={form.formState.isSubmitting}
            data-testid="job-save"
          >
            {job ? t('form.save') : t('form.saveDraft')}
          </Button>
          {!job && (
            <Button
              onClick={() => void submit(true)()}
              loading={form.formState.isSubmitting}
              data-testid="job-save-publish"
            >
              {t('form.savePublish')}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
