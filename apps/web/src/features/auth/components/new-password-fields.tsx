import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';

type PasswordInput = UseFormRegisterReturn & { error?: string };

/** A new password and its confirmation, as every form that sets a password asks for them. */
export function NewPasswordFields({
  label,
  password,
  confirm,
}: {
  label: string;
  password: PasswordInput;
  confirm: PasswordInput;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" dir="ltr" {...password} />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        {...confirm}
      />
    </>
  );
}
