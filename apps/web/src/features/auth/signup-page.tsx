import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SIGNUP_ROLES, ZSignupRequest, type TSignupRequest } from '@gius/shared/auth';
import { LANGUAGES, type Language } from '@gius/shared/constants';
import { paths } from '../../app/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormCard } from '../../components/ui/form-card.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { signupRequest } from './api/auth-api.ts';
import { fieldError } from './components/field-error.ts';
import { useAfterSignIn } from './components/use-after-sign-in.ts';

/** Sign up as a candidate or as a company (`/signup?role=company` pre-selects the company). */
export function SignupPage() {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const afterSignIn = useAfterSignIn();
  const language = (LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '')
    ? (i18n.resolvedLanguage as Language)
    : 'he';
  const form = useForm<TSignupRequest>({
    resolver: zodResolver(ZSignupRequest),
    defaultValues: {
      role: params.get('role') === 'company' ? 'company' : 'candidate',
      fullName: '',
      email: '',
      password: '',
      companyName: '',
      locale: language,
    },
  });
  const role = form.watch('role');
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = {
        ...values,
        locale: language,
        companyName: values.role === 'company' ? values.companyName : undefined,
      };
      afterSignIn(await signupRequest(body));
    } catch {
      // apiFetch showed the reason ("This user is already registered", ...).
    }
  });

  return (
    <FormCard
      title={t('signup.title')}
      subtitle={
        <>
          {t('signup.haveAccount')}{' '}
          <Link to={paths.login} className="font-medium text-indigo-700 underline-offset-2 hover:underline">
            {t('signup.loginLink')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="signup-form">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('signup.as')}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {SIGNUP_ROLES.map((r) => (
              <label
                key={r}
                className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 ${
                  role === r ? 'border-indigo-500 bg-indigo-50 text-indigo-800' : 'border-slate-300'
                }`}
              >
                <input
                  type="radio"
                  value={r}
                  className="accent-indigo-600"
                  data-testid={`signup-role-${r}`}
                  {...form.register('role')}
                />
                {t(`signup.role.${r}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('fields.fullName')}
          autoComplete="name"
          error={fieldError(t, errors, 'fullName')}
          {...form.register('fullName')}
        />
        {role === 'company' && (
          <TextField
            label={t('fields.companyName')}
            autoComplete="organization"
            error={fieldError(t, errors, 'companyName')}
            {...form.register('companyName')}
          />
        )}
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
          autoComplete="new-password"
          dir="ltr"
          hint={t('validation.password')}
          error={fieldError(t, errors, 'password')}
          {...form.register('password')}
        />
        <Button type="submit" loading={isSubmitting} className="w-full">
          {isSubmitting ? t('signup.submitting') : t('signup.submit')}
        </Button>
      </form>
    </FormCard>
  );
}
