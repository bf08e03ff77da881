import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVITE_ROLES, ZInviteRequest, type TCompany, type TInviteRequest } from '@gius/shared/companies';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, type DialogState } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { addToast } from '../../components/ui/toast-store.ts';
import { useInviteToCompany } from './companies-api.ts';

/**
 * The admin invites someone into a company (its manager first, then HR users): the team's
 * invitation flow, an e-mailed link (in the outbox without a mail server).
 */
export function InviteDialog({
  company,
  open,
  onOpenChange,
}: {
  company: TCompany;
} & DialogState) {
  const { t } = useTranslation(['dashboard', 'auth']);
  const invite = useInviteToCompany();
  const form = useForm<TInviteRequest>({
    resolver: zodResolver(ZInviteRequest),
    defaultValues: { email: '', role: 'company_manager' },
  });
  useEffect(() => {
    if (open) form.reset({ email: '', role: company.userCount === 0 ? 'company_manager' : 'hr' });
  }, [open, company.userCount, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync({ id: company.id, invite: values });
      addToast({ variant: 'success', title: t('team.invited', { email: values.email }) });
      onOpenChange(false);
    } catch {
      // Shown by apiFetch ("This user is already registered", ...).
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('companies.inviteTitle', { name: company.name })}
      description={t('companies.inviteText')}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="company-invite-form">
        <TextField
          label={t('team.email')}
          type="email"
          dir="ltr"
          autoComplete="off"
          error={form.formState.errors.email ? t('auth:validation.email') : undefined}
          {...form.register('email')}
        />
        <SelectField
          label={t('companies.inviteRole')}
          options={INVITE_ROLES.map((role) => ({ value: role, label: t(`auth:roles.${role}`) }))}
          {...form.register('role')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('companies.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending} data-testid="company-invite-send">
            {t('team.invite')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
