import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Language } from '@gius/shared/constants';
import type { TUser } from '@gius/shared/auth';
import type { TCompanyUser } from '@gius/shared/companies';
import type { Role } from '@gius/shared/roles';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { AppError } from '../../http/app-error.ts';
import { getCompany } from '../companies/service.ts';
import { hashPassword } from './passwords.ts';
import { users } from './tables.ts';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  email: string;
  password: string;
  fullName: string;
  role: Role;
  companyId?: string | null;
  locale?: Language;
}

export async function createUser({ db, user }: { db: Database; user: NewUser }): Promise<UserRow> {
  const existing = await findUserByEmail({ db, email: user.email });
  if (existing) throw new AppError('USER_EXISTS', 'This user is already registered');
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: user.email,
        passwordHash: await hashPassword(user.password),
        fullName: user.fullName,
        role: user.role,
        companyId: user.companyId ?? null,
        locale: user.locale ?? 'he',
      })
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('USER_EXISTS', 'This user is already registered');
    throw err;
  }
}

export async function findUserByEmail({ db, email }: { db: Database; email: string }) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById({ db, id }: { db: Database; id: string }) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Refuses a deactivated user, or a company user whose company is deactivated. */
/** The users with these ids, in one query and in the order given (an id with no user is left out). */
export async function findUsersByIds({ db, ids }: { db: Database; ids: string[] }): Promise<UserRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const byId = new Map(
    (await db.select().from(users).where(inArray(users.id, unique))).map((u) => [u.id, u]),
  );
  return unique.flatMap((id) => byId.get(id) ?? []);
}

export async function assertCanSignIn({ db, user }: { db: Database; user: UserRow }): Promise<void> {
  if (!user.isActive) throw new AppError('ACCOUNT_DISABLED', 'This account is deactivated');
  if (user.companyId) {
    const company = await getCompany({ db, id: user.companyId });
    if (!company?.isActive) throw new AppError('ACCOUNT_DISABLED', 'This company is deactivated');
  }
}

export async function toPublicUser({ db, user }: { db: Database; user: UserRow }): Promise<TUser> {
  const company = user.companyId ? await getCompany({ db, id: user.companyId }) : undefined;
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    phone: user.phone,
    role: user.role,
    companyId: user.companyId,
    companyName: company?.name ?? null,
    locale: user.locale,
    autoApply: user.autoApply,
    smsOptOut: user.smsOptOut,
  };
}

export async function getPublicUser({ db, id }: { db: Database; id: string }): Promise<TUser> {
  const user = await findUserById({ db, id });
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in');
  return toPublicUser({ db, user });
}

export async function updateProfile({
  db,
  userId,
  patch,
}: {
  db: Database;
  userId: string;
  patch: { fullName?: string; phone?: string; locale?: Language; autoApply?: boolean; smsOptOut?: boolean };
}): Promise<TUser> {
  const values: Partial<typeof users.$inferInsert> = {};
  if (patch.fullName !== undefined) values.fullName = patch.fullName;
  if (patch.phone !== undefined) values.phone = patch.phone === '' ? null : patch.phone;
  if (patch.locale !== undefined) values.locale = patch.locale;
  if (patch.autoApply !== undefined) values.autoApply = patch.autoApply;
  if (patch.smsOptOut !== undefined) values.smsOptOut = patch.smsOptOut;
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No such user');
  return toPublicUser({ db, user: row });
}

export async function setPassword({
  db,
  userId,
  password,
}: {
  db: Database;
  userId: string;
  password: string;
}) {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function markSignedIn({ db, userId }: { db: Database; userId: string }) {
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function listCompanyUsers({
  db,
  companyId,
}: {
  db: Database;
  companyId: string;
}): Promise<TCompanyUser[]> {
  const rows = await db.select().from(users).where(eq(users.companyId, companyId)).orderBy(users.createdAt);
  return rows.map((u) => ({
    id: u.id,
    email: u.email,
    fullName: u.fullName,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
  }));
}

export async function countUsersByCompany({ db }: { db: Database }): Promise<Map<string, number>> {
  const rows = await db
    .select({ companyId: users.companyId, n: count() })
    .from(users)
    .where(isNotNull(users.companyId))
    .groupBy(users.companyId);
  return new Map(rows.map((r) => [r.companyId!, r.n]));
}

export async function hasAdmin({ db }: { db: Database }): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  return (row?.n ?? 0) > 0;
}

export async function makeAdmin({
  db,
  userId,
  password,
}: {
  db: Database;
  userId: string;
  password: string;
}) {
  await db
    .update(users)
    .set({
      role: 'admin',
      companyId: null,
      isActive: true,
      passwordHash: await hashPassword(password),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
