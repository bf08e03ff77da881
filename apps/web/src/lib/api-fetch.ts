import i18next from 'i18next';
import { isErrorBody } from '@gius/shared/errors';
import { addToast } from '../components/ui/toast-store.ts';
import { ApiError } from './api-error.ts';
import { clearSession, getSession, refreshSession } from './session-store.ts';

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** JSON, or FormData for a multipart upload. */
  body?: unknown;
  /** Send the session's access token (default true when signed in). */
  auth?: boolean;
  /** Show a failure as a toast in the user's language (default true). */
  toastOnError?: boolean;
  /** `response`: answer the Response itself (a file download) instead of its JSON. */
  as?: 'json' | 'response';
  signal?: AbortSignal;
}

let onUnauthenticated: () => void = () => {};

/** The app says where a 401 leads (the sign-in page). */
export function setUnauthenticatedHandler(handler: () => void) {
  onUnauthenticated = handler;
}

/** The text of an error code in the current language ("An error occurred" when unknown). */
export function errorMessage(code: string): string {
  return i18next.t(`errors:${code}`, { defaultValue: i18next.t('errors:unknown') });
}

/** The access token to send now: refreshed first when it is about to expire (or already has). */
export async function accessToken(): Promise<string | null> {
  const session = getSession();
  if (!session) return null;
  if (session.expiresAt - Date.now() < 10_000) return (await refreshSession())?.accessToken ?? null;
  return session.accessToken;
}

async function send(path: string, options: ApiFetchOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // A FormData body (a file upload) goes as multipart; the browser sets its content type.
  const form = options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  // The page's language: the server writes reasons and messages in it (not the account's, which may differ).
  if (i18next.resolvedLanguage) headers['accept-language'] = i18next.resolvedLanguage;
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('NETWORK', 0, 'No connection to the server');
  }
}

/**
 * Calls the API: adds the bearer token, answers the parsed JSON, and turns an `{ error: { code } }`
 * answer into an ApiError shown as a translated toast. A 401 on a signed-in call ends the session
 * and sends the user to sign in.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const useAuth = options.auth ?? true;
  try {
    let token = useAuth ? await accessToken() : null;
    let res = await send(path, options, token);
    if (res.status === 401 && token) {
      // The token may have expired on the way: one refresh, one retry.
      token = (await refreshSession())?.accessToken ?? null;
      if (token) res = await send(path, options, token);
    }
    if (res.status === 204) return undefined as T;
    if (res.ok && options.as === 'response') return res as T;
    const body: unknown = await res.json().catch(() => null);
    if (res.ok) return body as T;
    const error = isErrorBody(body)
      ? new ApiError(body.error.code, res.status, body.error.message, body.error.fields)
      : new ApiError(res.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', res.status, res.statusText);
    if (useAuth && getSession() && (error.code === 'UNAUTHENTICATED' || error.code === 'ACCOUNT_DISABLED')) {
      clearSession();
      onUnauthenticated();
    } else if (useAuth && !getSession() && error.code === 'UNAUTHENTICATED') {
      onUnauthenticated();
    }
    throw error;
  } catch (err) {
    if (options.toastOnError !== false && err instanceof ApiError) {
      addToast({ variant: 'error', title: errorMessage(err.code) });
    }
    throw err;
  }
}
