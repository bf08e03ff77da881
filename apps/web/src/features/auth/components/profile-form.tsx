import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZUpdateProfileRequest, type TUpdateProfileRequest, type TUser } from '@gius/shared/auth';
import { LANGUAGES } from '@gius/shared/constants';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { updateSessionUser } from '../../../lib/session-store.ts';
import { updateProfileRequest } from '../api/auth-api.ts';
import { fieldError } from './field-error.ts';

export function ProfileForm({ user }: { user: TUser }) {
  const { t, i18n } = useTranslation('auth');
  const form = useForm<TUpdateProfileRequest>({
    resolver: zodResolver(ZUpdateProfileRequest),
    defaultValues: {
      fullName: user.fullName,
      phone: user.phone ?? '',
      locale: user.locale,
      // A session saved before the setting existed: on, the default.
      ...(user.role === 'candidate'
        ? { autoApply: user.autoApply ?? true, smsOptOut: user.smsOptOut ?? false }
        : {}),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const updated = await updateProfileRequest(values);
      updateSessionUser(updated);
      if (updated.locale !== i18n.resolvedLanguage) await i18n.changeLanguage(updated.locale);
      addToast({ variant: 'success', title: t('account.saved') });
    } catch {
      // Shown by apiFetch.
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6"
      data-testid="profile-form"
    >
      <h2 className="text-lg font-semibold">{t('account.profile')}</h2>
      <TextField
        label={t('fields.fullName')}
        autoComplete="name"
        error={fieldError(t, errors, 'fullName')}
        {...form.register('fullName')}
      />
      <TextField
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        error={fieldError(t, errors, 'phone')}
        {...form.register('phone')}
      />
      <div>
        <label htmlFor="profile-locale" className="block text-sm font-medium text-slate-800">
          {t('fields.language')}
        </label>
        <select
          id="profile-locale"
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          {...form.register('locale')}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`common:language.${language}`)}
            </option>
          ))}
        </select>
      </div>
      {user.role === 'candidate' && (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4"
            data-testid="auto-apply"
            {...form.register('autoApply')}
          />
          <span>
            <span className="block font-medium text-slate-800">{t('account.autoApply')}</span>
            <span className="block text-slate-600">{t('account.autoApplyHint')}</span>
          </span>
        </label>
      )}
      {user.role === 'candidate' && (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4"
            data-testid="sms-opt-out"
            {...form.register('smsOptOut')}
          />
          <span>
            <span className="block font-medium text-slate-800">{t('account.smsOptOut')}</span>
            <span className="block text-slate-600">{t('account.smsOptOutHint')}</span>
          </span>
        </label>
      )}
      <Button type="submit" loading={isSubmitting}>
        {t('account.save')}
      </Button>
    </form>
  );
}
