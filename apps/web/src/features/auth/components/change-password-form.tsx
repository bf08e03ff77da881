import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZNewPasswordForm } from './new-password-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { changePasswordRequest } from '../api/auth-api.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { fieldError } from './field-error.ts';

const ZChangeForm = z.object({ currentPassword: z.string().min(1) }).and(ZNewPasswordForm);
type TChangeForm = z.infer<typeof ZChangeForm>;

export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const form = useForm<TChangeForm>({
    resolver: zodResolver(ZChangeForm),
    defaultValues: { currentPassword: '', password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      await changePasswordRequest({ currentPassword, newPassword: password });
      form.reset();
      addToast({ variant: 'success', title: t('account.passwordChanged') });
    } catch {
      // Shown by apiFetch.
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6"
      data-testid="password-form"
    >
      <h2 className="text-lg font-semibold">{t('account.password')}</h2>
      <TextField
        label={t('fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        error={fieldError(t, errors, 'currentPassword')}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        label={t('fields.newPassword')}
        password={{ ...form.register('password'), error: fieldError(t, errors, 'password') }}
        confirm={{ ...form.register('confirm'), error: fieldError(t, errors, 'confirm') }}
      />
      <Button type="submit" loading={isSubmitting}>
        {t('account.changePassword')}
      </Button>
    </form>
  );
}
