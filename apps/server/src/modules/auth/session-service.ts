import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TSession } from '@gius/shared/auth';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from './context.ts';
import { sessionsEndedEvent } from './session-events.ts';
import { refreshTokens } from './tables.ts';
import { randomToken, sha256, signAccessToken } from './tokens.ts';
import { assertCanSignIn, findUserById, markSignedIn, toPublicUser, type UserRow } from './users-service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new access token and a refresh token for `user`. Without `familyId` this is a new sign-in
 * (a new family); with it, the next token of a rotation.
 */
export async function issueSession({
  ctx,
  user,
  familyId,
  now = new Date(),
}: {
  ctx: AuthContext;
  user: UserRow;
  familyId?: string;
  now?: Date;
}): Promise<TSession> {
  const family = familyId ?? randomUUID();
  const refreshToken = randomToken();
  await ctx.db.insert(refreshTokens).values({
    userId: user.id,
    tokenHash: sha256(refreshToken),
    familyId: family,
    expiresAt: new Date(now.getTime() + ctx.refreshTtlDays * DAY_MS),
  });
  if (!familyId) await markSignedIn({ db: ctx.db, userId: user.id });
  const access = await signAccessToken({
    secret: ctx.secret,
    claims: { userId: user.id, role: user.role, sessionId: family },
    ttlSeconds: ctx.accessTtlSeconds,
    now,
  });
  return {
    accessToken: access.token,
    refreshToken,
    tokenType: 'bearer',
    expiresIn: ctx.accessTtlSeconds,
    expiresAt: access.expiresAt,
    user: await toPublicUser({ db: ctx.db, user }),
  };
}

/** Ends one sign-in: its refresh tokens are revoked and its open event streams closed. */
async function revokeFamily(ctx: AuthContext, userId: string, familyId: string) {
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await ctx.events.publish(sessionsEndedEvent({ userId, familyIds: [familyId] }));
}

const invalid = () => new AppError('UNAUTHENTICATED', 'Please sign in');

/**
 * Rotates a refresh token. A token that was already rotated or revoked is a sign of theft
 * (two holders of one token): the whole family is revoked and both must sign in again.
 */
export async function refreshSession({
  ctx,
  refreshToken,
}: {
  ctx: AuthContext;
  refreshToken: string;
}): Promise<TSession> {
  const [row] = await ctx.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
  if (!row) throw invalid();
  if (row.revokedAt) throw invalid();
  // Claim the token atomically: of two concurrent uses exactly one wins.
  const claimed = await ctx.db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    await revokeFamily(ctx, row.userId, row.familyId);
    throw invalid();
  }
  if (row.expiresAt.getTime() <= Date.now()) throw invalid();
  const user = await findUserById({ db: ctx.db, id: row.userId });
  if (!user) throw invalid();
  try {
    await assertCanSignIn({ db: ctx.db, user });
  } catch (err) {
    await revokeFamily(ctx, row.userId, row.familyId);
    throw err;
  }
  return issueSession({ ctx, user, familyId: row.familyId });
}

/** Sign-out: the family of this refresh token can no longer be refreshed; its event streams close. */
export async function revokeSession({ ctx, refreshToken }: { ctx: AuthContext; refreshToken: string }) {
  const [row] = await ctx.db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
  if (row) await revokeFamily(ctx, row.userId, row.familyId);
}

/** Every session of a user ends (password reset), or every one but the current (password change). */
export async function revokeUserSessions({
  ctx,
  userId,
  exceptFamilyId,
}: {
  ctx: AuthContext;
  userId: string;
  exceptFamilyId?: string;
}) {
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
  await ctx.events.publish(sessionsEndedEvent({ userId, ...(exceptFamilyId ? { exceptFamilyId } : {}) }));
}

/** Is this sign-in (refresh-token family) still open? */
export async function isSessionOpen({ db, familyId }: { db: Database; familyId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return !!row;
}
