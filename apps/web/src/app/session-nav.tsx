import { NavLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signOut } from '../lib/session-store.ts';
import { useSession } from '../lib/use-session.ts';
import { paths } from './paths.ts';

/** The header's sign-in state: sign in / sign up, or dashboard, account and sign out. */
export function SessionNav({ navClass }: { navClass: (state: { isActive: boolean }) => string }) {
  const { t } = useTranslation(['common', 'auth']);
  const session = useSession();
  const navigate = useNavigate();
  if (!session) {
    return (
      <>
        <NavLink to={paths.login} className={navClass} data-testid="nav-login">
          {t('nav.login')}
        </NavLink>
        <NavLink to={paths.signup} className={navClass} data-testid="nav-signup">
          {t('nav.signup')}
        </NavLink>
      </>
    );
  }
  return (
    <>
      <NavLink to={paths.dashboard()} className={navClass} data-testid="nav-dashboard">
        {t('nav.dashboard')}
      </NavLink>
      <NavLink to={paths.account} className={navClass} data-testid="nav-account">
        {t('auth:nav.account')}
      </NavLink>
      <button
        type="button"
        data-testid="nav-signout"
        className={navClass({ isActive: false })}
        onClick={() => {
          void signOut();
          void navigate(paths.home);
        }}
      >
        {t('auth:nav.signOut')}
      </button>
    </>
  );
}
