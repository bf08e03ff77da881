import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZEmailRequest, type TEmailRequest } from '@gius/shared/auth';
import { paths } from '../../app/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormCard } from '../../components/ui/form-card.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { recoverRequest } from './api/auth-api.ts';
import { fieldError } from './components/field-error.ts';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<TEmailRequest>({ resolver: zodResolver(ZEmailRequest), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await recoverRequest(email);
      setSentTo(email);
    } catch {
      // Shown by apiFetch.
    }
  });

  return (
    <FormCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {sentTo ? (
        <p role="status" className="rounded-md bg-emerald-50 p-4 text-emerald-900" data-testid="forgot-sent">
          {t('forgot.sent', { email: sentTo })}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            error={fieldError(t, errors, 'email')}
            {...form.register('email')}
          />
          <Button type="submit" loading={isSubmitting} className="w-full">
            {t('forgot.submit')}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login} className="text-indigo-700 underline-offset-2 hover:underline">
          {t('forgot.back')}
        </Link>
      </p>
    </FormCard>
  );
}
