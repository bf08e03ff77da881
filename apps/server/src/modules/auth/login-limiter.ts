import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { consume, release, reset } from '../rate-limits/service.ts';

/**
 * Sign-in attempts (password, one-time code, the current password when changing it) are counted
 * in the database, so every instance shares the count, over a fixed minute:
 * - 5 per account from one client address: the guesser's address is stopped, the owner's is not;
 * - 30 per account from all addresses: a ceiling for guessing from many addresses;
 * - 20 per client address over all accounts: one address trying many accounts.
 * An attempt takes its place in all three before the password or code is checked (one atomic
 * statement, `rate-limits/service.ts`), so no more than these are ever checked, however many
 * arrive together; a refused attempt is answered 429 and checks nothing. A successful attempt
 * gives its place back and clears its address's count for the account.
 */
export const LOGIN_LIMITS = {
  windowMs: 60_000,
  perAccountAndClient: 5,
  perAccount: 30,
  perClient: 20,
} as const;

export interface LoginAttempt {
  /** The password or code was right: this attempt does not count. */
  succeeded(): Promise<void>;
}

function keys(email: string, ip: string) {
  return {
    pair: `login:account-client:${email}|${ip}`,
    account: `login:account:${email}`,
    client: `login:client:${ip}`,
  };
}

/** Takes a place for one sign-in attempt, or refuses it (429 RATE_LIMITED) before anything is checked. */
export async function beginLoginAttempt({
  db,
  email,
  ip,
}: {
  db: Database;
  email: string;
  ip: string;
}): Promise<LoginAttempt> {
  const k = keys(email, ip);
  const { windowMs } = LOGIN_LIMITS;
  const result = await consume({
    db,
    buckets: [
      { key: k.pair, max: LOGIN_LIMITS.perAccountAndClient, windowMs },
      { key: k.account, max: LOGIN_LIMITS.perAccount, windowMs },
      { key: k.client, max: LOGIN_LIMITS.perClient, windowMs },
    ],
  });
  if (!result.allowed) {
    throw new AppError('RATE_LIMITED', 'Too many failed sign-in attempts; try again in a minute');
  }
  return {
    succeeded: async () => {
      await reset({ db, keys: [k.pair] });
      await release({ db, keys: [k.account, k.client] });
    },
  };
}
