import type { Page } from 'playwright-core';
import type { TSession } from '@gius/shared/auth';
import type { TMessage } from '@gius/shared/messages';
import { PASSWORD, uniqueEmail } from './page-watch.ts';

/**
 * Calls the real server's API as a test's user would through the app, for what a test needs made
 * but is not about (a job, a resume, an application). Fails on any answer but 2xx.
 */
export async function callApi<T>(
  baseUrl: string,
  token: string | null,
  path: string,
  init: { method?: string; body?: unknown; form?: FormData } = {},
): Promise<T> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body !== undefined || init.form ? 'POST' : 'GET'),
    headers,
    body: init.form ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The access token of the user signed in on the page (the web app keeps the session in local storage). */
export async function pageToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('gius.session'));
  if (!raw) throw new Error('no session on the page');
  return (JSON.parse(raw) as TSession).accessToken;
}

/** Signs a candidate up by the API. */
export async function signUpCandidateByApi(baseUrl: string, fullName: string): Promise<TSession> {
  return callApi<TSession>(baseUrl, null, '/api/auth/signup', {
    body: { role: 'candidate', fullName, email: uniqueEmail('candidate'), password: PASSWORD, locale: 'he' },
  });
}

/** Uploads a resume file as the user of `token` (a candidate's own, or a company's pool). */
export async function uploadResumeByApi(
  baseUrl: string,
  token: string,
  content: Buffer,
  fileName: string,
): Promise<{ id: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  return callApi(baseUrl, token, '/api/resumes', { form });
}

/** Puts a session into the page's local storage, so the web app starts signed in as that user. */
export async function signInPage(page: Page, baseUrl: string, session: TSession): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.evaluate((s) => localStorage.setItem('gius.session', JSON.stringify(s)), session);
}

/** The admin's session, from the credentials the server printed at its first start. */
export async function signInPrintedAdmin(baseUrl: string, serverOutput: string): Promise<TSession> {
  const printed = /e-mail:\s+(\S+)\s+password:\s+(\S+)/.exec(serverOutput);
  if (!printed) throw new Error(`no admin credentials printed:\n${serverOutput}`);
  return callApi<TSession>(baseUrl, null, '/api/auth/login', {
    body: { email: printed[1], password: printed[2] },
  });
}

/** The outbox as the admin reads it, newest first. */
export async function outbox(baseUrl: string, admin: TSession): Promise<TMessage[]> {
  return (await callApi<{ items: TMessage[] }>(baseUrl, admin.accessToken, '/api/admin/messages?limit=200'))
    .items;
}

/** A new HR user of the page's company: invited by its manager, the link taken from the outbox. */
export async function addHrUser(
  baseUrl: string,
  managerToken: string,
  admin: TSession,
  fullName: string,
): Promise<TSession> {
  const email = uniqueEmail('hr');
  await callApi(baseUrl, managerToken, '/api/company/invitations', { body: { email, role: 'hr' } });
  const invitation = (await outbox(baseUrl, admin)).find((m) => m.to === email);
  const token = /token=([\w-]+)/.exec(invitation?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation link to ${email}`);
  return callApi<TSession>(baseUrl, null, '/api/auth/invitations/accept', {
    body: { token, fullName, password: PASSWORD },
  });
}
