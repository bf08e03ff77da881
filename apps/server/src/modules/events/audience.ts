import type { AuthUser } from '../auth/guard.ts';
import type { AppEvent } from './event-bus.ts';

/** Whether a signed-in user is in an event's audience: named, of a named company, or of a named role. */
export function isInAudience(event: AppEvent, user: Pick<AuthUser, 'id' | 'role' | 'companyId'>): boolean {
  const { userIds, companyIds, roles } = event.audience;
  return (
    (userIds?.includes(user.id) ?? false) ||
    (user.companyId !== null && (companyIds?.includes(user.companyId) ?? false)) ||
    (roles?.includes(user.role) ?? false)
  );
}
