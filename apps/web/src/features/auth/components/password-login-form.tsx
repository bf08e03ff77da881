import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZLoginRequest, type TLoginRequest } from '@gius/shared/auth';
import { paths } from '../../../app/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { loginRequest } from '../api/auth-api.ts';
import { fieldError } from './field-error.ts';
import { useAfterSignIn } from './use-after-sign-in.ts';

export function PasswordLoginForm() {
  const { t } = useTranslation('auth');
  const afterSignIn = useAfterSignIn();
  const form = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      afterSignIn(await loginRequest(values));
    } catch {
      // apiFetch showed the reason ("Invalid email or password", too many attempts, ...).
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="login-password-form">
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        error={fieldError(t, errors, 'email')}
        {...form.register('email')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        error={fieldError(t, errors, 'password')}
        {...form.register('password')}
      />
      <div className="text-end text-sm">
        <Link to={paths.forgotPassword} className="text-indigo-700 underline-offset-2 hover:underline">
          {t('login.forgot')}
        </Link>
      </div>
      <Button type="submit" loading={isSubmitting} className="w-full">
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
