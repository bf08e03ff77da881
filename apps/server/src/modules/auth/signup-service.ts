import type { TSession, TSignupRequest } from '@gius/shared/auth';
import type { Database } from '../../db/client.ts';
import { createCompany } from '../companies/service.ts';
import type { AuthContext } from './context.ts';
import { issueSession } from './session-service.ts';
import { createUser, type UserRow } from './users-service.ts';

/**
 * A candidate signs up alone; a company signs up as its company and its first user, the
 * company manager (one transaction: no company without its manager).
 */
export async function signup({ ctx, input }: { ctx: AuthContext; input: TSignupRequest }): Promise<TSession> {
  const base = {
    email: input.email,
    password: input.password,
    fullName: input.fullName,
    locale: input.locale,
  };
  let user: UserRow;
  if (input.role === 'candidate') {
    user = await createUser({ db: ctx.db, user: { ...base, role: 'candidate' } });
  } else {
    user = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const company = await createCompany({ db, name: input.companyName ?? '' });
      return createUser({ db, user: { ...base, role: 'company_manager', companyId: company.id } });
    });
  }
  return issueSession({ ctx, user });
}
