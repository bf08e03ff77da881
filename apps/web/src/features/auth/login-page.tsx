import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { FormCard } from '../../components/ui/form-card.tsx';
import { CodeLoginForm } from './components/code-login-form.tsx';
import { PasswordLoginForm } from './components/password-login-form.tsx';

type Method = 'password' | 'code';

/** Sign in with e-mail and password, or with a one-time code sent by e-mail. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [method, setMethod] = useState<Method>('password');
  return (
    <FormCard
      title={t('login.title')}
      subtitle={
        <>
          {t('login.noAccount')}{' '}
          <Link to={paths.signup} className="font-medium text-indigo-700 underline-offset-2 hover:underline">
            {t('login.signupLink')}
          </Link>
        </>
      }
    >
      <div
        role="tablist"
        aria-label={t('login.methods')}
        className="mb-6 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
      >
        {(['password', 'code'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            id={`login-tab-${m}`}
            aria-selected={method === m}
            aria-controls={`login-panel-${m}`}
            onClick={() => setMethod(m)}
            className={`rounded-md px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
              method === m ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {t(`login.method.${m}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`login-panel-${method}`} aria-labelledby={`login-tab-${method}`}>
        {method === 'password' ? <PasswordLoginForm /> : <CodeLoginForm />}
      </div>
    </FormCard>
  );
}
