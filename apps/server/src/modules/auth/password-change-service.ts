import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from './context.ts';
import { beginLoginAttempt } from './login-limiter.ts';
import { verifyPassword } from './passwords.ts';
import { revokeUserSessions } from './session-service.ts';
import { findUserById, setPassword } from './users-service.ts';

/** Changes the password after checking the current one; every other sign-in of the user ends. */
export async function changePassword({
  ctx,
  userId,
  sessionId,
  currentPassword,
  newPassword,
  ip,
}: {
  ctx: AuthContext;
  userId: string;
  sessionId: string;
  currentPassword: string;
  newPassword: string;
  ip: string;
}): Promise<void> {
  const user = await findUserById({ db: ctx.db, id: userId });
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in');
  // Guessing the current password here is limited like signing in.
  const attempt = await beginLoginAttempt({ db: ctx.db, email: user.email, ip });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('INVALID_CREDENTIALS', 'The current password is wrong');
  }
  await attempt.succeeded();
  await setPassword({ db: ctx.db, userId, password: newPassword });
  await revokeUserSessions({ ctx, userId, exceptFamilyId: sessionId });
}
