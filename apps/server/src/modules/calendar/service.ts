import { eq } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { TCalendarFeed } from '@gius/shared/calendar';
import type { Database } from '../../db/client.ts';
import { randomToken, sha256 } from '../auth/tokens.ts';
import { assertCanSignIn, findUserById } from '../auth/users-service.ts';
import { interviewUid } from '../interviews/invitation.ts';
import { listInterviews } from '../interviews/service.ts';
import { calendarFeeds } from './tables.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The feed's window: what a calendar program needs, not the whole history. */
const FEED_PAST_DAYS = 60;
const FEED_FUTURE_DAYS = 366;

export async function getFeed({ db, userId }: { db: Database; userId: string }): Promise<TCalendarFeed> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { active: row !== undefined, createdAt: row?.createdAt.toISOString() ?? null, url: null };
}

/** A new secret address (the old one stops working). */
export async function createFeed({
  db,
  userId,
  publicUrl,
}: {
  db: Database;
  userId: string;
  publicUrl: string;
}): Promise<TCalendarFeed> {
  const secret = randomToken();
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, secretHash: sha256(secret) })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { secretHash: sha256(secret), createdAt: new Date() },
    })
    .returning();
  return {
    active: true,
    createdAt: row!.createdAt.toISOString(),
    url: `${publicUrl}/api/calendar/${secret}.ics`,
  };
}

export async function revokeFeed({ db, userId }: { db: Database; userId: string }): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/**
 * The calendar behind a secret: its owner's company's interviews (the admin's: every company's),
 * read-only. Null when the secret is unknown or revoked, or its owner may no longer sign in or is
 * no longer staff: the same 404 for all, so secrets cannot be probed.
 */
export async function feedCalendar({ db, secret }: { db: Database; secret: string }): Promise<string | null> {
  const [feed] = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.secretHash, sha256(secret)));
  if (!feed) return null;
  const user = await findUserById({ db, id: feed.userId });
  if (!user || user.role === 'candidate') return null;
  try {
    await assertCanSignIn({ db, user });
  } catch {
    return null;
  }
  if (user.role !== 'admin' && !user.companyId) return null;
  const now = Date.now();
  const items = await listInterviews({
    db,
    scope: user.role === 'admin' ? { all: true } : { all: false, companyId: user.companyId! },
    from: new Date(now - FEED_PAST_DAYS * DAY),
    to: new Date(now + FEED_FUTURE_DAYS * DAY),
  });
  const calendar = ical({
    prodId: { company: 'Gius', product: 'Gius interviews', language: 'HE' },
    name: 'Gius',
    ttl: 15 * 60,
  });
  for (const i of items) {
    calendar.createEvent({
      id: interviewUid(i.id),
      sequence: i.sequence,
      start: new Date(i.startsAt),
      end: new Date(i.endsAt),
      summary: `${i.candidateName} – ${i.jobTitle}`,
      description: i.interviewers.map((x) => x.fullName).join(', ') || undefined,
      location: i.location ?? i.videoUrl ?? undefined,
      url: i.videoUrl ?? undefined,
      status: i.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
