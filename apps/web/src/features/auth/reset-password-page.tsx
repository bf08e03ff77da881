import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormCard } from '../../components/ui/form-card.tsx';
import { addToast } from '../../components/ui/toast-store.ts';
import { resetPasswordRequest } from './api/auth-api.ts';
import { NewPasswordFields } from './components/new-password-fields.tsx';
import { fieldError } from './components/field-error.ts';
import { ZNewPasswordForm, type TNewPasswordForm } from './components/new-password-schema.ts';
import { useAfterSignIn } from './components/use-after-sign-in.ts';

/** The page of the e-mailed recovery link: a new password, then signed in ("password recovery"). */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const afterSignIn = useAfterSignIn();
  const form = useForm<TNewPasswordForm>({
    resolver: zodResolver(ZNewPasswordForm),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      afterSignIn(await resetPasswordRequest({ token, password }), 'PASSWORD_RECOVERY');
      addToast({ variant: 'success', title: t('reset.done') });
    } catch {
      // Shown by apiFetch (an expired link says so).
    }
  });

  if (!token) {
    return (
      <FormCard title={t('reset.title')}>
        <p role="alert" className="text-red-800">
          {t('reset.noToken')}
        </p>
        <Link to={paths.forgotPassword} className="mt-4 inline-block text-indigo-700 underline">
          {t('reset.again')}
        </Link>
      </FormCard>
    );
  }
  return (
    <FormCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="reset-form">
        <NewPasswordFields
          label={t('fields.newPassword')}
          password={{ ...form.register('password'), error: fieldError(t, errors, 'password') }}
          confirm={{ ...form.register('confirm'), error: fieldError(t, errors, 'confirm') }}
        />
        <Button type="submit" loading={isSubmitting} className="w-full">
          {t('reset.submit')}
        </Button>
      </form>
    </FormCard>
  );
}
