import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { LOGIN_CODE_LENGTH, type TSession } from '@gius/shared/auth';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from './context.ts';
import { loginCodeEmail } from './emails.ts';
import { consume } from '../rate-limits/service.ts';
import { beginLoginAttempt } from './login-limiter.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { issueSession } from './session-service.ts';
import { loginCodes } from './tables.ts';
import { hmac, randomDigits } from './tokens.ts';
import { assertCanSignIn, findUserByEmail } from './users-service.ts';

const CODE_TTL_MS = 10 * 60_000;
/** Tries of one code, wrong or right: past them the code is spent. */
const CODE_MAX_ATTEMPTS = 5;
/** At most this many code requests per e-mail address in CODE_TTL_MS, known or not. */
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
  // Refused here, nothing is checked: the hash is verified only for an attempt that has its place.
  const attempt = await beginLoginAttempt({ db: ctx.db, email, ip });
  const user = await findUserByEmail({ db: ctx.db, email });
  // An unknown e-mail costs the same hashing time as a known one.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !ok) throw wrongCredentials();
  await attempt.succeeded();
  await assertCanSignIn({ db: ctx.db, user });
  return issueSession({ ctx, user });
}

/**
 * E-mails a one-time code to a known, active account. Answers the same for an unknown e-mail,
 * so the form does not tell who has an account: the requests are counted per address before
 * the account is looked up, and past CODES_PER_WINDOW both are refused alike (429).
 */
export async function requestLoginCode({ ctx, email }: { ctx: AuthContext; email: string }): Promise<void> {
  const counted = await consume({
    db: ctx.db,
    buckets: [{ key: `otp:email:${email}`, max: CODES_PER_WINDOW, windowMs: CODE_TTL_MS }],
  });
  if (!counted.allowed) throw new AppError('RATE_LIMITED', 'Too many codes requested; try again later');
  const user = await findUserByEmail({ db: ctx.db, email });
  if (!user) return;
  try {
    await assertCanSignIn({ db: ctx.db, user });
  } catch {
    return;
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
  const attempt = await beginLoginAttempt({ db: ctx.db, email, ip });
  const invalidCode = () => new AppError('INVALID_CODE', 'The code is wrong or has expired');
  const user = await findUserByEmail({ db: ctx.db, email });
  if (!user) throw invalidCode();
  // Only the newest open code counts. A try takes one of its attempts before the code is compared
  // (one statement, so parallel tries cannot all see the same count); past the last, even the
  // right code is refused.
  const newest = ctx.db
    .select({ id: loginCodes.id })
    .from(loginCodes)
    .where(
      and(eq(loginCodes.userId, user.id), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, new Date())),
    )
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  const [tried] = await ctx.db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(
      and(
        eq(loginCodes.id, sql`(${newest})`),
        isNull(loginCodes.usedAt),
        lt(loginCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: loginCodes.id, codeHash: loginCodes.codeHash });
  if (!tried || !sameHash(tried.codeHash, hmac(ctx.secret, `${user.id}:${code}`))) throw invalidCode();
  const used = await ctx.db
    .update(loginCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginCodes.id, tried.id), isNull(loginCodes.usedAt)))
    .returning({ id: loginCodes.id });
  if (used.length === 0) throw invalidCode();
  await attempt.succeeded();
  await assertCanSignIn({ db: ctx.db, user });
  return issueSession({ ctx, user });
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
