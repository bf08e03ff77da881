import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { ensureMeta } from '../system/service.ts';
import { createUser, findUserByEmail, hasAdmin, makeAdmin } from './users-service.ts';

function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * Creates the first admin at the first start of an installation and answers its credentials
 * (to be printed once). Later starts, or an installation that already has an admin, answer null.
 */
export async function ensureFirstAdmin({
  db,
  email,
}: {
  db: Database;
  email: string;
}): Promise<{ email: string; password: string } | null> {
  if (await hasAdmin({ db })) return null;
  // Only one instance creates it, even when several start together on one PostgreSQL.
  const claim = `first-admin-${randomBytes(8).toString('hex')}`;
  const winner = await ensureMeta(db, 'first_admin_claim', () => claim);
  if (winner !== claim) return null;
  return createAdmin({ db, email });
}

/**
 * `npm run admin:create -- EMAIL`: a new admin with a generated password, or an existing
 * user made admin with a new generated password.
 */
export async function createAdmin({ db, email }: { db: Database; email: string }) {
  const password = generatePassword();
  const existing = await findUserByEmail({ db, email });
  if (existing) {
    await makeAdmin({ db, userId: existing.id, password });
  } else {
    await createUser({ db, user: { email, password, fullName: 'Admin', role: 'admin', locale: 'he' } });
  }
  return { email, password };
}
