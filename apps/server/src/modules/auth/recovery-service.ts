import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TSession } from '@gius/shared/auth';
import { AppError } from '../../http/app-error.ts';
import { consume } from '../rate-limits/service.ts';
import type { AuthContext } from './context.ts';
import { passwordResetEmail } from './emails.ts';
import { issueSession, revokeUserSessions } from './session-service.ts';
import { passwordResets } from './tables.ts';
import { randomToken, sha256 } from './tokens.ts';
import { assertCanSignIn, findUserByEmail, findUserById, setPassword } from './users-service.ts';

const RESET_TTL_MS = 60 * 60_000;
const RESETS_PER_HOUR = 5;

/**
 * E-mails a reset link to a known account; answers the same for an unknown e-mail: requests are
 * counted per address before the account is looked up, and past RESETS_PER_HOUR both get 429.
 */
export async function requestPasswordReset({
  ctx,
  email,
}: {
  ctx: AuthContext;
  email: string;
}): Promise<void> {
  const counted = await consume({
    db: ctx.db,
    buckets: [{ key: `recover:email:${email}`, max: RESETS_PER_HOUR, windowMs: RESET_TTL_MS }],
  });
  if (!counted.allowed) {
    throw new AppError('RATE_LIMITED', 'Too many reset e-mails requested; try again later');
  }
  const user = await findUserByEmail({ db: ctx.db, email });
  if (!user || !user.isActive) return;
  const token = randomToken();
  await ctx.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  const link = `${ctx.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.sendEmail(passwordResetEmail(user.email, user.locale, link));
}

/** Sets the new password from a reset link, ends every other session and signs the user in. */
export async function resetPassword({
  ctx,
  token,
  password,
}: {
  ctx: AuthContext;
  token: string;
  password: string;
}): Promise<TSession> {
  const claimed = await ctx.db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResets.userId });
  const userId = claimed[0]?.userId;
  const user = userId ? await findUserById({ db: ctx.db, id: userId }) : undefined;
  if (!user) throw new AppError('INVALID_TOKEN', 'This link is invalid or has expired');
  await assertCanSignIn({ db: ctx.db, user });
  await setPassword({ db: ctx.db, userId: user.id, password });
  await revokeUserSessions({ ctx, userId: user.id });
  return issueSession({ ctx, user });
}
