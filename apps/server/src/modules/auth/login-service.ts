import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { LOGIN_CODE_LENGTH, type TSession } from '@gius/shared/auth';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from './context.ts';
import { loginCodeEmail } from './emails.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-limiter.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { issueSession } from './session-service.ts';
import { loginCodes } from './tables.ts';
import { hmac, randomDigits } from './tokens.ts';
import { assertCanSignIn, findUserByEmail } from './users-service.ts';

const CODE_TTL_MS = 10 * 60_000;
const CODE_MAX_ATTEMPTS = 5;
/** At most this many codes are sent to one account in CODE_TTL_MS. */
const CODES_PER_WINDOW = 5;

const wrongCredentials = () => new AppError('INVALID_CREDENTIALS', 'Invalid email or password');

export async function loginWithPassword({
  ctx,
  email,
  password,
  ip,
}: {
  ctx: AuthContext;
  email: string;
  password: string;
  ip: string;
}): Promise<TSession> {
  await assertLoginAllowed({ db: ctx.db, email, ip });
  const user = await findUserByEmail({ db: ctx.db, email });
  // An unknown e-mail costs the same hashing time as a known one.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !ok) {
    await recordLoginFailure({ db: ctx.db, email, ip });
    throw wrongCredentials();
  }
  await assertCanSignIn({ db: ctx.db, user });
  await clearLoginFailures({ db: ctx.db, email });
  return issueSession({ ctx, user });
}

/**
 * E-mails a one-time code to a known, active account. Answers the same for an unknown e-mail,
 * so the form does not tell who has an account.
 */
export async function requestLoginCode({ ctx, email }: { ctx: AuthContext; email: string }): Promise<void> {
  const user = await findUserByEmail({ db: ctx.db, email });
  if (!user) return;
  try {
    await assertCanSignIn({ db: ctx.db, user });
  } catch {
    return;
  }
  const [recent] = await ctx.db
    .select({ n: count() })
    .from(loginCodes)
    .where(and(eq(loginCodes.userId, user.id), gt(loginCodes.createdAt, new Date(Date.now() - CODE_TTL_MS))));
  if ((recent?.n ?? 0) >= CODES_PER_WINDOW) {
    throw new AppError('RATE_LIMITED', 'Too many codes requested; try again later');
  }
  const code = randomDigits(LOGIN_CODE_LENGTH);
  await ctx.db.insert(loginCodes).values({
    userId: user.id,
    codeHash: hmac(ctx.secret, `${user.id}:${code}`),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  await ctx.sendEmail(loginCodeEmail(user.email, user.locale, code));
}

export async function verifyLoginCode({
  ctx,
  email,
  code,
  ip,
}: {
  ctx: AuthContext;
  email: string;
  code: string;
  ip: string;
}): Promise<TSession> {
  await assertLoginAllowed({ db: ctx.db, email, ip });
  const user = await findUserByEmail({ db: ctx.db, email });
  const invalidCode = async () => {
    await recordLoginFailure({ db: ctx.db, email, ip });
    return new AppError('INVALID_CODE', 'The code is wrong or has expired');
  };
  if (!user) throw await invalidCode();
  // Only the newest open code counts; each wrong try uses one of its attempts.
  const [latest] = await ctx.db
    .select()
    .from(loginCodes)
    .where(
      and(eq(loginCodes.userId, user.id), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, new Date())),
    )
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  if (!latest || latest.attempts >= CODE_MAX_ATTEMPTS) throw await invalidCode();
  if (latest.codeHash !== hmac(ctx.secret, `${user.id}:${code}`)) {
    await ctx.db
      .update(loginCodes)
      .set({ attempts: sql`${loginCodes.attempts} + 1` })
      .where(eq(loginCodes.id, latest.id));
    throw await invalidCode();
  }
  const used = await ctx.db
    .update(loginCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginCodes.id, latest.id), isNull(loginCodes.usedAt)))
    .returning({ id: loginCodes.id });
  if (used.length === 0) throw await invalidCode();
  await assertCanSignIn({ db: ctx.db, user });
  await clearLoginFailures({ db: ctx.db, email });
  return issueSession({ ctx, user });
}
