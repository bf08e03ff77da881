import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LOGIN_CODE_LENGTH,
  ZEmailRequest,
  ZVerifyCodeRequest,
  type TEmailRequest,
  type TVerifyCodeRequest,
} from '@gius/shared/auth';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { sendCodeRequest, verifyCodeRequest } from '../api/auth-api.ts';
import { fieldError } from './field-error.ts';
import { useAfterSignIn } from './use-after-sign-in.ts';

/** Two steps: the e-mail gets a code, then the code signs in. */
export function CodeLoginForm() {
  const { t } = useTranslation('auth');
  const afterSignIn = useAfterSignIn();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailForm = useForm<TEmailRequest>({
    resolver: zodResolver(ZEmailRequest),
    defaultValues: { email: '' },
  });
  const codeForm = useForm<TVerifyCodeRequest>({
    resolver: zodResolver(ZVerifyCodeRequest),
    defaultValues: { email: '', code: '' },
  });

  const sendCode = emailForm.handleSubmit(async ({ email }) => {
    try {
      await sendCodeRequest(email);
      setSentTo(email);
      codeForm.reset({ email, code: '' });
      addToast({ variant: 'success', title: t('code.sent', { email }) });
    } catch {
      // Shown by apiFetch.
    }
  });

  const verify = codeForm.handleSubmit(async (values) => {
    try {
      afterSignIn(await verifyCodeRequest(values));
    } catch {
      // Shown by apiFetch.
    }
  });

  if (!sentTo) {
    const { errors, isSubmitting } = emailForm.formState;
    return (
      <form onSubmit={sendCode} noValidate className="space-y-4" data-testid="login-code-form">
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          error={fieldError(t, errors, 'email')}
          {...emailForm.register('email')}
        />
        <Button type="submit" loading={isSubmitting} className="w-full">
          {t('code.send')}
        </Button>
      </form>
    );
  }
  const { errors, isSubmitting } = codeForm.formState;
  return (
    <form onSubmit={verify} noValidate className="space-y-4" data-testid="login-code-verify-form">
      <p className="text-sm text-slate-600">{t('code.enter', { email: sentTo })}</p>
      <TextField
        label={t('fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LOGIN_CODE_LENGTH}
        dir="ltr"
        autoFocus
        error={fieldError(t, errors, 'code')}
        {...codeForm.register('code')}
      />
      <Button type="submit" loading={isSubmitting} className="w-full">
        {t('login.submit')}
      </Button>
      <Button variant="secondary" className="w-full" onClick={() => setSentTo(null)}>
        {t('code.other')}
      </Button>
    </form>
  );
}
