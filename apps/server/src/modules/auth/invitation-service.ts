import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TSession } from '@gius/shared/auth';
import type { TAcceptInvitationRequest, TInvitation } from '@gius/shared/companies';
import type { Language } from '@gius/shared/constants';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { getCompany, getCompanies } from '../companies/service.ts';
import type { AuthContext } from './context.ts';
import { invitationEmail } from './emails.ts';
import { issueSession } from './session-service.ts';
import { invitations } from './tables.ts';
import { randomToken, sha256 } from './tokens.ts';
import { createUser, findUserByEmail } from './users-service.ts';

const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;

type InvitationRow = typeof invitations.$inferSelect;

function toInvitation(row: InvitationRow, companyName: string): TInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    companyId: row.companyId,
    companyName,
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

/** Invites a new user into a company by an e-mailed link (in the inviter's language). */
export async function inviteToCompany({
  ctx,
  companyId,
  email,
  role,
  invitedBy,
  language,
}: {
  ctx: AuthContext;
  companyId: string;
  email: string;
  role: 'hr' | 'company_manager';
  invitedBy: string;
  language: Language;
}): Promise<TInvitation> {
  const company = await getCompany({ db: ctx.db, id: companyId });
  if (!company) throw new AppError('NOT_FOUND', 'No such company');
  if (!company.isActive) throw new AppError('ACCOUNT_DISABLED', 'This company is deactivated');
  if (await findUserByEmail({ db: ctx.db, email })) {
    throw new AppError('USER_EXISTS', 'This user is already registered');
  }
  const token = randomToken();
  const [row] = await ctx.db
    .insert(invitations)
    .values({
      companyId,
      email,
      role,
      invitedBy,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + INVITE_TTL_MS),
    })
    .returning();
  const link = `${ctx.publicUrl}/invite?token=${encodeURIComponent(token)}`;
  await ctx.sendEmail(invitationEmail(email, language, company.name, link));
  return toInvitation(row!, company.name);
}

export async function listInvitations({ db, companyId }: { db: Database; companyId: string }) {
  const rows = await db
    .select()
    .from(invitations)
    .where(eq(invitations.companyId, companyId))
    .orderBy(desc(invitations.createdAt));
  const [company] = await getCompanies({ db, ids: [companyId] });
  return rows.map((row) => toInvitation(row, company?.name ?? ''));
}

async function findOpenInvitation(db: Database, token: string): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, sha256(token)),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  if (!row) throw new AppError('INVALID_TOKEN', 'This invitation is invalid or has expired');
  return row;
}

/** What the invitation page shows before the invitee chooses a password. */
export async function getInvitation({ db, token }: { db: Database; token: string }): Promise<TInvitation> {
  const row = await findOpenInvitation(db, token);
  const company = await getCompany({ db, id: row.companyId });
  return toInvitation(row, company?.name ?? '');
}

export async function acceptInvitation({
  ctx,
  input,
}: {
  ctx: AuthContext;
  input: TAcceptInvitationRequest;
}): Promise<TSession> {
  const row = await findOpenInvitation(ctx.db, input.token);
  const company = await getCompany({ db: ctx.db, id: row.companyId });
  if (!company?.isActive) throw new AppError('ACCOUNT_DISABLED', 'This company is deactivated');
  const user = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const accepted = await db
      .update(invitations)
      .set({ acceptedAt: sql`now()` })
      .where(and(eq(invitations.id, row.id), isNull(invitations.acceptedAt)))
      .returning({ id: invitations.id });
    if (accepted.length === 0)
      throw new AppError('INVALID_TOKEN', 'This invitation is invalid or has expired');
    return createUser({
      db,
      user: {
        email: row.email,
        password: input.password,
        fullName: input.fullName,
        role: row.role,
        companyId: row.companyId,
      },
    });
  });
  return issueSession({ ctx, user });
}
