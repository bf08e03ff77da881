import type { AppEvent } from '../events/event-bus.ts';

/**
 * Sign-ins that ended (sign-out, a refresh family revoked on reuse, a password reset or change),
 * told to every instance through the event bus, so that an event stream opened with one of them
 * is closed wherever it is held. Internal: its audience is empty, no page receives it.
 */
export const SESSIONS_ENDED = 'auth.sessions_ended';

export interface SessionsEnded {
  userId: string;
  /** These sign-ins (refresh-token families); absent: every sign-in of the user but `exceptFamilyId`. */
  familyIds?: string[];
  exceptFamilyId?: string;
}

export function sessionsEndedEvent(data: SessionsEnded): AppEvent {
  return { type: SESSIONS_ENDED, audience: {}, data: { ...data } };
}

/** Whether `event` ends the sign-in `sessionId` of `userId`. */
export function endsSession(event: AppEvent, reader: { id: string; sessionId: string }): boolean {
  if (event.type !== SESSIONS_ENDED) return false;
  const data = event.data as Partial<SessionsEnded>;
  if (data.userId !== reader.id) return false;
  if (data.familyIds) return data.familyIds.includes(reader.sessionId);
  return data.exceptFamilyId !== reader.sessionId;
}
