import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TSession, TSignupRequest } from '@gius/shared/auth';
import type { TMessage } from '@gius/shared/messages';
import { createAdmin } from '../modules/auth/admin-bootstrap.ts';
import type { TestApp } from './test-app.ts';

/** Factories for server tests: unique users signed up through the real API. */

export const TEST_PASSWORD = 'correct horse battery';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export function bearer(session: Pick<TSession, 'accessToken'>): { authorization: string } {
  return { authorization: `Bearer ${session.accessToken}` };
}

export async function signUp(app: FastifyInstance, input: Partial<TSignupRequest> = {}): Promise<TSession> {
  const role = input.role ?? 'candidate';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      role,
      fullName: 'Dana Levi',
      email: uniqueEmail(role),
      password: TEST_PASSWORD,
      ...(role === 'company' ? { companyName: 'Acme Ltd' } : {}),
      ...input,
    },
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<TSession> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** An admin made as the CLI makes one, then signed in through the API. */
export async function signInAdmin(t: TestApp): Promise<TSession> {
  const { email, password } = await createAdmin({ db: t.deps.database.db, email: uniqueEmail('admin') });
  return signIn(t.app, email, password);
}

/** The newest outbox e-mail to `to`, read as the admin reads it. */
export async function lastEmailTo(app: FastifyInstance, admin: TSession, to: string): Promise<TMessage> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/admin/messages?limit=200',
    headers: bearer(admin),
  });
  if (res.statusCode !== 200) throw new Error(`outbox failed: ${res.statusCode} ${res.body}`);
  const message = (res.json().items as TMessage[]).find((m) => m.to === to);
  if (!message) throw new Error(`no e-mail to ${to}`);
  return message;
}

export function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return new URL(match[0]);
}
