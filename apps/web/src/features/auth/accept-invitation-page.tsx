import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZFullName } from '@gius/shared/auth';
import { Button } from '../../components/ui/button.tsx';
import { FormCard } from '../../components/ui/form-card.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { acceptInvitationRequest, invitationRequest } from './api/auth-api.ts';
import { NewPasswordFields } from './components/new-password-fields.tsx';
import { fieldError } from './components/field-error.ts';
import { ZNewPasswordForm } from './components/new-password-schema.ts';
import { useAfterSignIn } from './components/use-after-sign-in.ts';

const ZAcceptForm = z.object({ fullName: ZFullName }).and(ZNewPasswordForm);
type TAcceptForm = z.infer<typeof ZAcceptForm>;

/** The page of an invitation link: the invitee picks a name and a password and joins the company. */
export function AcceptInvitationPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const afterSignIn = useAfterSignIn();
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => invitationRequest(token),
    enabled: !!token,
    retry: false,
  });
  const form = useForm<TAcceptForm>({
    resolver: zodResolver(ZAcceptForm),
    defaultValues: { fullName: '', password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ fullName, password }) => {
    try {
      afterSignIn(await acceptInvitationRequest({ token, fullName, password }));
    } catch {
      // Shown by apiFetch.
    }
  });

  if (token && invitation.isPending) return <PageSpinner />;
  if (!token || invitation.isError || !invitation.data) {
    return (
      <FormCard title={t('invite.title')}>
        <p role="alert" className="text-red-800" data-testid="invite-invalid">
          {t('invite.invalid')}
        </p>
      </FormCard>
    );
  }
  const { companyName, email, role } = invitation.data;
  return (
    <FormCard
      title={t('invite.title')}
      subtitle={t('invite.subtitle', { company: companyName, role: t(`roles.${role}`) })}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="invite-form">
        <TextField label={t('fields.email')} value={email} readOnly dir="ltr" />
        <TextField
          label={t('fields.fullName')}
          autoComplete="name"
          error={fieldError(t, errors, 'fullName')}
          {...form.register('fullName')}
        />
        <NewPasswordFields
          label={t('fields.password')}
          password={{ ...form.register('password'), error: fieldError(t, errors, 'password') }}
          confirm={{ ...form.register('confirm'), error: fieldError(t, errors, 'confirm') }}
        />
        <Button type="submit" loading={isSubmitting} className="w-full">
          {t('invite.submit')}
        </Button>
      </form>
    </FormCard>
  );
}
