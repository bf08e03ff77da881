import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZCreateCompanyRequest, type TCreateCompanyRequest } from '@gius/shared/companies';
import { Button } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { CompanyRow } from './company-row.tsx';
import { useCompanies, useCreateCompany } from './companies-api.ts';

/** The admin's "companies management" tab: list, create, rename, deactivate, see users. */
export function CompaniesManagement() {
  const { t } = useTranslation('dashboard');
  const companies = useCompanies();
  const create = useCreateCompany();
  const form = useForm<TCreateCompanyRequest>({
    resolver: zodResolver(ZCreateCompanyRequest),
    defaultValues: { name: '' },
  });

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await create.mutateAsync(name);
      form.reset();
    } catch {
      // Shown by apiFetch.
    }
  });

  return (
    <div className="space-y-6">
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-wrap items-end gap-3"
        data-testid="company-create-form"
      >
        <TextField
          className="min-w-64 flex-1"
          label={t('companies.newName')}
          error={form.formState.errors.name ? t('companies.nameInvalid') : undefined}
          {...form.register('name')}
        />
        <Button type="submit" loading={create.isPending}>
          {t('companies.create')}
        </Button>
      </form>
      {companies.isPending ? (
        <PageSpinner />
      ) : companies.data?.length === 0 ? (
        <p className="text-slate-600">{t('companies.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-start text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {t('companies.name')}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {t('companies.status')}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {t('companies.users')}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {t('companies.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {companies.data?.map((company) => (
                <CompanyRow key={company.id} company={company} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
