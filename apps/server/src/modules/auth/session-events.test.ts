import { describe, expect, it } from 'vitest';
import { endsSession, sessionsEndedEvent } from './session-events.ts';

describe('which streams an ended sign-in closes', () => {
  const reader = { id: 'u1', sessionId: 's1' };

  it('sign-out or a revoked family: that sign-in of that user only', () => {
    expect(endsSession(sessionsEndedEvent({ userId: 'u1', familyIds: ['s1'] }), reader)).toBe(true);
    expect(endsSession(sessionsEndedEvent({ userId: 'u1', familyIds: ['s2'] }), reader)).toBe(false);
    expect(endsSession(sessionsEndedEvent({ userId: 'u2', familyIds: ['s1'] }), reader)).toBe(false);
  });

  it('a password reset ends every sign-in; a password change every one but its own', () => {
    expect(endsSession(sessionsEndedEvent({ userId: 'u1' }), reader)).toBe(true);
    expect(endsSession(sessionsEndedEvent({ userId: 'u1', exceptFamilyId: 's1' }), reader)).toBe(false);
    expect(endsSession(sessionsEndedEvent({ userId: 'u1', exceptFamilyId: 's9' }), reader)).toBe(true);
  });

  it('is never delivered to a page: its audience is empty, and other events end nothing', () => {
    expect(sessionsEndedEvent({ userId: 'u1' }).audience).toEqual({});
    expect(endsSession({ type: 'application.created', audience: {}, data: { userId: 'u1' } }, reader)).toBe(
      false,
    );
  });
});
