import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { loginFailures } from './tables.ts';

/**
 * Failed sign-ins are counted in the database (so every instance sees them) over a sliding minute:
 * after 5 failures for one account, or 20 from one client, further attempts are refused with 429
 * until the minute has passed. A success clears the account's count.
 */
export const LOGIN_LIMITS = { windowMs: 60_000, perAccount: 5, perClient: 20 } as const;

export async function assertLoginAllowed({ db, email, ip }: { db: Database; email: string; ip: string }) {
  const since = new Date(Date.now() - LOGIN_LIMITS.windowMs);
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, since)));
  const [byClient] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
  if ((byAccount?.n ?? 0) >= LOGIN_LIMITS.perAccount || (byClient?.n ?? 0) >= LOGIN_LIMITS.perClient) {
    throw new AppError('RATE_LIMITED', 'Too many failed sign-in attempts; try again in a minute');
  }
}

export async function recordLoginFailure({ db, email, ip }: { db: Database; email: string; ip: string }) {
  await db.insert(loginFailures).values({ email, ip });
  // Old rows are of no use to the window; dropping them keeps the table small.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - 3_600_000)));
}

export async function clearLoginFailures({ db, email }: { db: Database; email: string }) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
