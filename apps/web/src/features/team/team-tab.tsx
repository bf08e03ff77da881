import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZEmailRequest, type TEmailRequest } from '@gius/shared/auth';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { addToast } from '../../components/ui/toast-store.ts';
import { useInvitations, useInvite, useTeam } from './team-api.ts';
import { formatDate } from '../../lib/format-date.ts';

/** The company manager's team: its users, and inviting HR users by e-mail link. */
export function TeamTab() {
  const { t, i18n } = useTranslation('dashboard');
  const team = useTeam();
  const invitations = useInvitations();
  const invite = useInvite();
  const form = useForm<TEmailRequest>({ resolver: zodResolver(ZEmailRequest), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await invite.mutateAsync(email);
      form.reset();
      addToast({ variant: 'success', title: t('team.invited', { email }) });
    } catch {
      // Shown by apiFetch.
    }
  });

  const pending = invitations.data?.filter((i) => !i.acceptedAt) ?? [];
  return (
    <div className="space-y-8">
      <section className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 className="text-lg font-semibold">{t('team.inviteTitle')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('team.inviteText')}</p>
        <form
          onSubmit={onSubmit}
          noValidate
          className="mt-4 flex flex-wrap items-end gap-3"
          data-testid="invite-form"
        >
          <TextField
            className="min-w-64 flex-1"
            label={t('team.email')}
            type="email"
            dir="ltr"
            error={form.formState.errors.email ? t('auth:validation.email') : undefined}
            {...form.register('email')}
          />
          <Button type="submit" loading={invite.isPending}>
            {t('team.invite')}
          </Button>
        </form>
      </section>
      <section>
        <h2 className="text-lg font-semibold">{t('team.members')}</h2>
        <ul
          className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
          data-testid="team-members"
        >
          {team.data?.map((u) => (
            <li key={u.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
              <span>{u.fullName}</span>
              <span className="text-slate-600">
                <bdi dir="ltr">{u.email}</bdi> · {t(`auth:roles.${u.role}`)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {pending.length > 0 && (
        <section>
          <h2 className="text-lg font-semibold">{t('team.pending')}</h2>
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {pending.map((i) => (
              <li key={i.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
                <bdi dir="ltr">{i.email}</bdi>
                <span className="text-sm text-slate-600">
                  {t('team.expires', {
                    date: formatDate(i.expiresAt, i18n.resolvedLanguage),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
