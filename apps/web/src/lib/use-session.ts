import { useSyncExternalStore } from 'react';
import type { TSession } from '@gius/shared/auth';
import { getSession, subscribeSession } from './session-store.ts';

export function useSession(): TSession | null {
  return useSyncExternalStore(subscribeSession, getSession);
}
