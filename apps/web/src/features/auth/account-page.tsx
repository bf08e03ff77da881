import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/use-session.ts';
import { ChangePasswordForm } from './components/change-password-form.tsx';
import { ProfileForm } from './components/profile-form.tsx';

/** Account settings: name, phone, language ("user updated") and password change. */
export function AccountPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  if (!session) return null;
  return (
    <div className="mx-auto max-w-2xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold">{t('account.title')}</h1>
        <p className="mt-1 text-slate-600" dir="auto">
          {session.user.email} · {t(`roles.${session.user.role}`)}
          {session.user.companyName ? ` · ${session.user.companyName}` : ''}
        </p>
      </header>
      <ProfileForm user={session.user} />
      <ChangePasswordForm />
    </div>
  );
}
