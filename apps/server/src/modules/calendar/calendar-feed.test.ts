import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '@gius/shared/auth';
import type { TCalendarFeed } from '@gius/shared/calendar';
import type { TInterview } from '@gius/shared/interviews';
import { users } from '../auth/tables.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import { buildRecruitmentWorld, type RecruitmentWorld } from '../../testing/recruitment-world.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { hebrewResume, makeResumeFile } from '../../testing/upload-fixtures.ts';
import ICAL from 'ical.js';

/** The events of an iCalendar text as a calendar program reads them. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe.each(databaseKinds())('calendar subscription feeds on %s', (kind) => {
  let t: TestApp;
  let w: RecruitmentWorld;
  let interviewX: TInterview;
  let interviewY: TInterview;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://gius.example.com' });
    w = await buildRecruitmentWorld(t, await makeResumeFile(hebrewResume('דנה לוי'), 'docx'));
    const soon = new Date(Date.now() + 3 * 24 * 3600_000).toISOString().slice(0, 10);
    const schedule = async (session: TSession, applicationId: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/applications/${applicationId}/interviews`,
          headers: bearer(session),
          payload: { date: soon, time: '10:00', durationMinutes: 30, location: 'חדר ישיבות' },
        })
      ).json() as TInterview;
    interviewX = await schedule(w.managerX, w.appA.id);
    interviewY = await schedule(w.managerY, w.appB.id);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const makeFeed = async (session: TSession) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: bearer(session) });
    expect(res.statusCode).toBe(201);
    return res.json() as TCalendarFeed;
  };
  /** Fetched as a calendar program does: no token, only the address. */
  const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

  it("a staff user's secret address lists only their company's interviews, read-only, with no token", async () => {
    const feed = await makeFeed(w.sessions.hrX);
    expect(feed.url).toMatch(/^https:\/\/gius\.example\.com\/api\/calendar\/[\w-]{40,}\.ics$/);
    const res = await fetchFeed(feed.url!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const events = eventsOf(res.body);
    expect(events.map((e) => e.uid)).toContain(`${interviewX.id}@gius`);
    expect(events.map((e) => e.uid)).not.toContain(`${interviewY.id}@gius`);
    const mine = events.find((e) => e.uid === `${interviewX.id}@gius`)!;
    expect(mine.startDate.toJSDate().toISOString()).toBe(interviewX.startsAt);
    expect(mine.location).toBe('חדר ישיבות');
    // The status shows whether there is one, never the address again.
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/feed',
      headers: bearer(w.sessions.hrX),
    });
    expect(status.json()).toMatchObject({ active: true, url: null });

    // Nothing else is reachable with the secret: it is no bearer token.
    const secret = new URL(feed.url!).pathname.split('/').pop()!.replace('.ics', '');
    const asToken = await t.app.inject({
      method: 'GET',
      url: '/api/applications',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(asToken.statusCode).toBe(401);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const write = await t.app.inject({ method, url: new URL(feed.url!).pathname });
      expect(write.statusCode).toBe(404);
    }
  });

  it("the admin's feed has every company's interviews", async () => {
    const events = eventsOf((await fetchFeed((await makeFeed(w.sessions.admin)).url!)).body);
    expect(events.map((e) => e.uid)).toEqual(
      expect.arrayContaining([`${interviewX.id}@gius`, `${interviewY.id}@gius`]),
    );
  });

  it('a new address replaces the old one; revoking ends it; an unknown secret is a 404', async () => {
    const first = await makeFeed(w.sessions.hrY);
    const second = await makeFeed(w.sessions.hrY);
    expect((await fetchFeed(first.url!)).statusCode).toBe(404);
    const events = eventsOf((await fetchFeed(second.url!)).body);
    expect(events.map((e) => e.uid)).toEqual([`${interviewY.id}@gius`]);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: '/api/calendar/feed',
      headers: bearer(w.sessions.hrY),
    });
    expect(revoke.statusCode).toBe(204);
    expect((await fetchFeed(second.url!)).statusCode).toBe(404);
    expect((await fetchFeed(`https://x/api/calendar/${'a'.repeat(43)}.ics`)).statusCode).toBe(404);
  });

  it('the feed of a deactivated user or one who became a candidate stops', async () => {
    const feed = await makeFeed(w.managerX);
    expect((await fetchFeed(feed.url!)).statusCode).toBe(200);
    await t.deps.database.db.update(users).set({ isActive: false }).where(eq(users.id, w.managerX.user.id));
    try {
      expect((await fetchFeed(feed.url!)).statusCode).toBe(404);
    } finally {
      await t.deps.database.db.update(users).set({ isActive: true }).where(eq(users.id, w.managerX.user.id));
    }
  });

  it('a candidate has no feed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/feed',
      headers: bearer(w.sessions.candidateA),
    });
    expect(res.statusCode).toBe(403);
  });
});
