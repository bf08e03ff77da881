import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { companies } from './tables.ts';

export type CompanyRow = typeof companies.$inferSelect;

export async function createCompany({ db, name }: { db: Database; name: string }): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values({ name }).returning();
  return row!;
}

export async function getCompany({ db, id }: { db: Database; id: string }): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

export async function getCompanies({ db, ids }: { db: Database; ids: string[] }): Promise<CompanyRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(companies).where(inArray(companies.id, ids));
}

export async function listCompanies({ db }: { db: Database }): Promise<CompanyRow[]> {
  return db.select().from(companies).orderBy(asc(companies.name), asc(companies.createdAt));
}

export async function updateCompany({
  db,
  id,
  patch,
}: {
  db: Database;
  id: string;
  patch: { name?: string; isActive?: boolean };
}): Promise<CompanyRow> {
  const [row] = await db
    .update(companies)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(companies.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No such company');
  return row;
}

/** For other modules (jobs): a deactivated company's jobs are hidden. */
export async function isCompanyActive({ db, id }: { db: Database; id: string }): Promise<boolean> {
  return (await getCompany({ db, id }))?.isActive ?? false;
}

/**
 * For other modules' listings (the open jobs list): the active companies with their names, as a
 * subquery to join, so a listing stays one query while this module keeps its table to itself.
 */
export function activeCompaniesSubquery(db: Database) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.isActive, true))
    .as('active_companies');
}
