import type { TCompany } from '@gius/shared/companies';
import type { Database } from '../../db/client.ts';
import { countUsersByCompany } from '../auth/users-service.ts';
import { createCompany, listCompanies, updateCompany, type CompanyRow } from './service.ts';

/** Companies management (admin): the companies with the number of users of each. */

function toCompany(row: CompanyRow, userCount: number): TCompany {
  return {
    id: row.id,
    name: row.name,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    userCount,
  };
}

export async function listCompaniesForAdmin({ db }: { db: Database }): Promise<TCompany[]> {
  const [rows, counts] = await Promise.all([listCompanies({ db }), countUsersByCompany({ db })]);
  return rows.map((row) => toCompany(row, counts.get(row.id) ?? 0));
}

export async function createCompanyForAdmin({ db, name }: { db: Database; name: string }): Promise<TCompany> {
  return toCompany(await createCompany({ db, name }), 0);
}

export async function updateCompanyForAdmin({
  db,
  id,
  patch,
}: {
  db: Database;
  id: string;
  patch: { name?: string; isActive?: boolean };
}): Promise<TCompany> {
  const row = await updateCompany({ db, id, patch });
  const counts = await countUsersByCompany({ db });
  return toCompany(row, counts.get(row.id) ?? 0);
}
