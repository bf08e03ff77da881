import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCompany } from '@gius/shared/companies';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { useCompanyInvitations, useCompanyUsers, useUpdateCompany } from './companies-api.ts';
import { InviteDialog } from './invite-dialog.tsx';

/**
 * One company: rename, invite its manager or HR users, deactivate (asks first) or activate, its users
 * and the invitations still waiting to be accepted.
 */
export function CompanyRow({ company }: { company: TCompany }) {
  const { t, i18n } = useTranslation('dashboard');
  const update = useUpdateCompany();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(company.name);
  const [showUsers, setShowUsers] = useState(false);
  const [inviting, setInviting] = useState(false);
  const users = useCompanyUsers(company.id, showUsers);
  const invitations = useCompanyInvitations(company.id, showUsers);
  const pending = invitations.data?.filter((i) => !i.acceptedAt) ?? [];

  const save = async () => {
    try {
      await update.mutateAsync({ id: company.id, patch: { name } });
      setEditing(false);
    } catch {
      // Shown by apiFetch.
    }
  };

  return (
    <Fragment>
      <tr className="border-t border-slate-100" data-testid="company-row" data-company-id={company.id}>
        <td className="px-4 py-2">
          {editing ? (
            <input
              aria-label={t('companies.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void save();
                if (e.key === 'Escape') setEditing(false);
              }}
              className="w-full rounded border border-slate-300 px-2 py-1"
              autoFocus
            />
          ) : (
            <span className="font-medium">{company.name}</span>
          )}
        </td>
        <td className="px-4 py-2">
          <span
            className={`rounded-full px-2 py-0.5 text-xs ${company.isActive ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
          >
            {company.isActive ? t('companies.active') : t('companies.inactive')}
          </span>
        </td>
        <td className="px-4 py-2">
          <button
            type="button"
            className="text-indigo-700 underline-offset-2 hover:underline"
            aria-expanded={showUsers}
            onClick={() => setShowUsers((v) => !v)}
          >
            {t('companies.userCount', { count: company.userCount })}
          </button>
        </td>
        <td className="flex flex-wrap gap-2 px-4 py-2">
          {editing ? (
            <Button variant="secondary" loading={update.isPending} onClick={() => void save()}>
              {t('companies.save')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('companies.rename')}
            </Button>
          )}
          {company.isActive && (
            <Button variant="secondary" onClick={() => setInviting(true)} data-testid="company-invite">
              {t('companies.invite')}
            </Button>
          )}
          {company.isActive ? (
            <ConfirmDialog
              trigger={
                <Button variant="danger" data-testid="company-deactivate">
                  {t('companies.deactivate')}
                </Button>
              }
              title={t('companies.deactivateTitle', { name: company.name })}
              description={t('companies.deactivateText')}
              confirmLabel={t('companies.deactivate')}
              onConfirm={() => update.mutateAsync({ id: company.id, patch: { isActive: false } })}
            />
          ) : (
            <Button
              variant="secondary"
              loading={update.isPending && !editing}
              onClick={() => update.mutate({ id: company.id, patch: { isActive: true } })}
              data-testid="company-activate"
            >
              {t('companies.activate')}
            </Button>
          )}
          <InviteDialog company={company} open={inviting} onOpenChange={setInviting} />
        </td>
      </tr>
      {showUsers && (
        <tr className="bg-slate-50">
          <td colSpan={4} className="px-6 py-3">
            {users.data?.length === 0 && <p className="text-slate-600">{t('companies.noUsers')}</p>}
            <ul className="space-y-1">
              {users.data?.map((u) => (
                <li key={u.id}>
                  {u.fullName} · <bdi dir="ltr">{u.email}</bdi> · {t(`auth:roles.${u.role}`)}
                </li>
              ))}
            </ul>
            {pending.length > 0 && (
              <div className="mt-3" data-testid="company-pending-invitations">
                <h3 className="text-sm font-semibold text-slate-700">{t('team.pending')}</h3>
                <ul className="mt-1 space-y-1 text-sm">
                  {pending.map((i) => (
                    <li key={i.id}>
                      <bdi dir="ltr">{i.email}</bdi> · {t(`auth:roles.${i.role}`)} ·{' '}
                      <span className="text-slate-600">
                        {t('team.expires', { date: formatDate(i.expiresAt, i18n.resolvedLanguage) })}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </td>
        </tr>
      )}
    </Fragment>
  );
}
