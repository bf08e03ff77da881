import { isErrorBody } from '@gius/shared/errors';
import { SESSION } from '@gius/shared/constants';
import type { TSession, TUser } from '@gius/shared/auth';
import { ApiError } from './api-error.ts';

/**
 * The browser's session (spec sections 3, 4 and 9): kept in local storage, refreshed before it
 * expires, and shared by every tab of the browser through the storage event, so signing in or out
 * in one tab does the same in the others.
 */
export type SessionEvent =
  'SIGNED_IN' | 'TOKEN_REFRESHED' | 'SIGNED_OUT' | 'USER_UPDATED' | 'PASSWORD_RECOVERY';
type Listener = (event: SessionEvent, session: TSession | null) => void;

export const SESSION_STORAGE_KEY = 'gius.session';
/** Refresh attempts after a failure, waiting 200 ms, 400 ms, 800 ms, ... between them. */
const REFRESH_ATTEMPTS = 5;

function read(): TSession | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as TSession) : null;
    return value?.accessToken && value.refreshToken && value.user ? value : null;
  } catch {
    return null;
  }
}

function write(value: TSession | null) {
  try {
    if (value) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(value));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage blocked: the session lives for this page only.
  }
}

let current: TSession | null = read();
const listeners = new Set<Listener>();
const subscribers = new Set<() => void>();

function emit(event: SessionEvent) {
  for (const s of subscribers) s();
  for (const l of listeners) l(event, current);
}

export function getSession(): TSession | null {
  return current;
}

/** Stores a session from the server and tells the app (and, through storage, the other tabs). */
export function setSession(
  next: TSession,
  event: 'SIGNED_IN' | 'TOKEN_REFRESHED' | 'PASSWORD_RECOVERY' = 'SIGNED_IN',
) {
  current = next;
  write(next);
  emit(event);
}

export function updateSessionUser(user: TUser) {
  if (!current) return;
  current = { ...current, user };
  write(current);
  emit('USER_UPDATED');
}

/** Forgets the session here and in every tab, without asking the server. */
export function clearSession() {
  if (!current) return;
  current = null;
  write(null);
  emit('SIGNED_OUT');
}

/** Signs out: the server ends this sign-in (best effort), and every tab forgets it. */
export async function signOut() {
  const session = current;
  clearSession();
  if (!session) return;
  try {
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
  } catch {
    // Offline: the refresh token expires on its own.
  }
}

export function onSessionEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function subscribeSession(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

// Another tab changed the session: follow it, and say what happened.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== SESSION_STORAGE_KEY && e.key !== null) return;
    const before = current;
    const after = read();
    current = after;
    if (!before && !after) return;
    if (!after) emit('SIGNED_OUT');
    else if (!before || before.user.id !== after.user.id) emit('SIGNED_IN');
    else if (before.refreshToken !== after.refreshToken) emit('TOKEN_REFRESHED');
    else emit('USER_UPDATED');
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function callRefresh(refreshToken: string): Promise<TSession> {
  let res: Response;
  try {
    res = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
  } catch {
    throw new ApiError('NETWORK', 0, 'No connection to the server');
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const code = isErrorBody(body) ? body.error.code : 'INTERNAL';
    throw new ApiError(code, res.status, isErrorBody(body) ? body.error.message : res.statusText);
  }
  return body as TSession;
}

/** One refresh at a time across tabs: a refresh token must never be used twice (that revokes it). */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('gius.session.refresh', task) : task();
}

let inFlight: Promise<TSession | null> | null = null;

/**
 * Rotates the tokens. Retries a failure with exponential backoff from 200 ms; a refused refresh
 * token (signed out elsewhere, revoked) ends the session. Answers the session, or null.
 */
export function refreshSession(): Promise<TSession | null> {
  inFlight ??= withRefreshLock(async () => {
    for (let attempt = 0; attempt < REFRESH_ATTEMPTS; attempt++) {
      // Another tab may have refreshed while this one waited for the lock: use its tokens.
      const stored = read();
      if (!stored) {
        clearSession();
        return null;
      }
      if (current && stored.refreshToken !== current.refreshToken) {
        current = stored;
        emit('TOKEN_REFRESHED');
        if (stored.expiresAt - Date.now() > SESSION.refreshWhenRemainingMs) return stored;
      }
      try {
        const next = await callRefresh(stored.refreshToken);
        setSession(next, 'TOKEN_REFRESHED');
        return next;
      } catch (err) {
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
          clearSession();
          return null;
        }
        await sleep(SESSION.refreshRetryBaseMs * 2 ** attempt);
      }
    }
    return current;
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Is it time to refresh? (90 seconds or less remain.) */
export function needsRefresh(session: TSession, now = Date.now()): boolean {
  return session.expiresAt - now <= SESSION.refreshWhenRemainingMs;
}

/** Checks every 30 seconds and refreshes when 90 seconds or less remain. Answers a stop function. */
export function startAutoRefresh(): () => void {
  const check = () => {
    if (current && needsRefresh(current)) void refreshSession();
  };
  check();
  const timer = setInterval(check, SESSION.refreshCheckIntervalMs);
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
