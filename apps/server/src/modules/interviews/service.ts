import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { and, arrayOverlaps, asc, desc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TApplication } from '@gius/shared/applications';
import type {
  InterviewState,
  TInterview,
  TMyInterview,
  TScheduleInterviewRequest,
  TUpdateInterviewRequest,
} from '@gius/shared/interviews';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { inScope, type CompanyScope } from '../../http/company-scope.ts';
import { getApplication, getApplicationsByIds, setApplicationInterview } from '../applications/service.ts';
import { listMyApplications } from '../applications/list-service.ts';
import { findUserById, findUsersByIds, listCompanyUsers } from '../auth/users-service.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Mailer } from '../messaging/mailer.ts';
import { sendEmail } from '../messaging/service.ts';
import { invitationEmail, type InvitationFacts, type InvitationKind } from './invitation.ts';
import { enqueueReminder } from './reminders.ts';
import { interviews } from './tables.ts';

export type InterviewRow = typeof interviews.$inferSelect;

/** What the interviews service needs besides the database. */
export interface InterviewDeps {
  db: Database;
  events: EventBus;
  mailer: Mailer;
  /** MAIL_FROM: the organizer of the invitations. */
  mailFrom: string;
  log?: FastifyBaseLogger;
}

const notFound = () => new AppError('NOT_FOUND', 'No such interview');

/** The instant of a wall-clock date and time in a time zone. */
export function instantIn(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}

/** The wall-clock date and time of an instant in a time zone. */
export function wallClockIn(at: Date, timeZone: string): { date: string; time: string } {
  const zoned = new TZDate(at.getTime(), timeZone);
  return { date: format(zoned, 'yyyy-MM-dd'), time: format(zoned, 'HH:mm') };
}

function organizerOf(mailFrom: string, companyName: string) {
  const email = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { name: companyName, email };
}

async function teamOf(db: Database, companyId: string) {
  const team = await listCompanyUsers({ db, companyId });
  return new Map(team.filter((u) => u.role === 'hr' || u.role === 'company_manager').map((u) => [u.id, u]));
}

/** Interview rows as the API answers them. */
async function toInterviews(db: Database, rows: InterviewRow[]): Promise<TInterview[]> {
  const applications = await getApplicationsByIds({
    db,
    ids: [...new Set(rows.map((r) => r.applicationId))],
  });
  const teams = new Map<string, Awaited<ReturnType<typeof teamOf>>>();
  for (const companyId of new Set(rows.map((r) => r.companyId)))
    teams.set(companyId, await teamOf(db, companyId));
  return rows.map((r) => {
    const application = applications.get(r.applicationId);
    const team = teams.get(r.companyId)!;
    return {
      id: r.id,
      applicationId: r.applicationId,
      companyId: r.companyId,
      jobTitle: application?.jobTitle ?? '',
      candidateName: application?.candidateName ?? '',
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      durationMinutes: r.durationMinutes,
      timeZone: r.timeZone,
      location: r.location,
      videoUrl: r.videoUrl,
      message: r.message,
      interviewers: r.interviewerIds.flatMap((id) => {
        const u = team.get(id);
        return u ? [{ id: u.id, fullName: u.fullName, email: u.email }] : [];
      }),
      status: r.status,
      sequence: r.sequence,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** Refuses interviewers who are not HR users or managers of the company. */
async function checkInterviewers(db: Database, companyId: string, ids: string[]) {
  const team = await teamOf(db, companyId);
  const strangers = ids.filter((id) => !team.has(id));
  if (strangers.length > 0)
    throw new AppError(
      'NOT_COMPANY_STAFF',
      "An interviewer is not of the company's team",
      strangers.map((id) => ({ path: 'interviewerIds', message: id })),
    );
  return team;
}

/**
 * Another interview (not cancelled) of one of these interviewers overlapping [start, end): the
 * save is refused with INTERVIEW_OVERLAP naming them, unless the user confirmed (`allowOverlap`).
 */
async function checkOverlap({
  db,
  interviewerIds,
  startsAt,
  endsAt,
  exceptId,
  team,
}: {
  db: Database;
  interviewerIds: string[];
  startsAt: Date;
  endsAt: Date;
  exceptId?: string;
  team: Map<string, { fullName: string }>;
}) {
  if (interviewerIds.length === 0) return;
  const clashes = await db
    .select({ interviewerIds: interviews.interviewerIds })
    .from(interviews)
    .where(
      and(
        arrayOverlaps(interviews.interviewerIds, interviewerIds),
        ne(interviews.status, 'cancelled'),
        lt(interviews.startsAt, endsAt),
        gt(interviews.endsAt, startsAt),
        exceptId ? ne(interviews.id, exceptId) : undefined,
      ),
    );
  const busy = interviewerIds.filter((id) => clashes.some((c) => c.interviewerIds.includes(id)));
  if (busy.length > 0)
    throw new AppError(
      'INTERVIEW_OVERLAP',
      'An interviewer has another interview at that time',
      busy.map((id) => ({ path: 'interviewerIds', message: team.get(id)?.fullName ?? id })),
    );
}

/** The application shows its latest interview that is not cancelled (none: no interview). */
async function syncApplication(deps: InterviewDeps, applicationId: string) {
  const [current] = await deps.db
    .select()
    .from(interviews)
    .where(and(eq(interviews.applicationId, applicationId), ne(interviews.status, 'cancelled')))
    .orderBy(desc(interviews.startsAt))
    .limit(1);
  await setApplicationInterview({
    db: deps.db,
    events: deps.events,
    id: applicationId,
    interviewAt: current?.startsAt ?? null,
    interviewStatus: current ? (current.status as Exclude<InterviewState, 'cancelled'>) : null,
  });
}

async function publishInterviewEvent(
  deps: InterviewDeps,
  type: 'interview.created' | 'interview.updated' | 'interview.cancelled',
  row: InterviewRow,
  application: TApplication,
) {
  const data = { interviewId: row.id, applicationId: row.applicationId };
  try {
    await deps.events.publish({ type, audience: { companyIds: [row.companyId], roles: ['admin'] }, data });
    if (application.candidateId)
      await deps.events.publish({ type, audience: { userIds: [application.candidateId] }, data });
  } catch {
    // Pages refetch when they reconnect.
  }
}

/**
 * E-mails the invitation (.ics) to the candidate, in their language, and to the interviewers;
 * `removed` interviewers get the cancellation. A failed delivery is recorded in the messages
 * (the application's history) and logged; it does not undo the interview.
 */
async function notifyAttendees({
  deps,
  row,
  application,
  kind,
  removedInterviewerIds = [],
  sentBy,
}: {
  deps: InterviewDeps;
  row: InterviewRow;
  application: TApplication;
  kind: InvitationKind;
  removedInterviewerIds?: string[];
  sentBy: string;
}) {
  const { db } = deps;
  const candidate = application.candidateId
    ? await findUserById({ db, id: application.candidateId })
    : undefined;
  const interviewers = await findUsersByIds({ db, ids: [...row.interviewerIds, ...removedInterviewerIds] });
  const attendees = [
    ...(application.candidateEmail
      ? [{ name: application.candidateName, email: application.candidateEmail }]
      : []),
    ...interviewers
      .filter((u) => row.interviewerIds.includes(u.id))
      .map((u) => ({ name: u.fullName, email: u.email })),
  ];
  const facts: InvitationFacts = {
    id: row.id,
    sequence: row.sequence,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    timeZone: row.timeZone,
    location: row.location,
    videoUrl: row.videoUrl,
    message: row.message,
    jobTitle: application.jobTitle,
    companyName: application.companyName,
    candidateName: application.candidateName,
    organizer: organizerOf(deps.mailFrom, application.companyName),
    attendees,
  };
  const send = async (
    to: string,
    language: 'he' | 'en' | 'ar',
    forInterviewer: boolean,
    k: InvitationKind,
  ) => {
    try {
      await sendEmail({
        db,
        mailer: deps.mailer,
        log: deps.log,
        applicationId: application.id,
        sentBy,
        message: invitationEmail({ to, language, facts, kind: k, forInterviewer }),
      });
    } catch {
      // Recorded as failed by sendEmail; the interview stands.
    }
  };
  if (application.candidateEmail)
    await send(application.candidateEmail, candidate?.locale ?? 'he', false, kind);
  for (const u of interviewers) {
    const removed = !row.interviewerIds.includes(u.id);
    await send(u.email, u.locale, true, removed ? 'cancelled' : kind);
  }
}

async function interviewInScope(db: Database, scope: CompanyScope, id: string) {
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id));
  if (!row || !inScope(scope, row.companyId)) throw notFound();
  return row;
}

/** An interview that may still change (not cancelled), and its application. */
async function changeableInterview(db: Database, scope: CompanyScope, id: string) {
  const current = await interviewInScope(db, scope, id);
  if (current.status === 'cancelled')
    throw new AppError('INTERVIEW_CANCELLED', 'This interview was cancelled');
  const application = await getApplication({ db, id: current.applicationId, scope });
  return { current, application };
}

export async function scheduleInterview({
  deps,
  scope,
  actorId,
  applicationId,
  input,
}: {
  deps: InterviewDeps;
  scope: CompanyScope;
  actorId: string;
  applicationId: string;
  input: TScheduleInterviewRequest;
}): Promise<TInterview> {
  const { db } = deps;
  const application = await getApplication({ db, id: applicationId, scope });
  const timeZone = input.timeZone ?? 'Asia/Jerusalem';
  const interviewerIds = [...new Set(input.interviewerIds ?? [])];
  const team = await checkInterviewers(db, application.companyId, interviewerIds);
  const startsAt = instantIn(input.date, input.time, timeZone);
  const endsAt = new Date(startsAt.getTime() + input.durationMinutes * 60_000);
  if (!input.allowOverlap) await checkOverlap({ db, interviewerIds, startsAt, endsAt, team });
  const [row] = await db
    .insert(interviews)
    .values({
      applicationId,
      companyId: application.companyId,
      startsAt,
      endsAt,
      durationMinutes: input.durationMinutes,
      timeZone,
      location: input.location || null,
      videoUrl: input.videoUrl || null,
      message: input.message || null,
      interviewerIds,
      createdBy: actorId,
    })
    .returning();
  await syncApplication(deps, applicationId);
  await enqueueReminder(db, row!);
  await notifyAttendees({ deps, row: row!, application, kind: 'new', sentBy: actorId });
  await publishInterviewEvent(deps, 'interview.created', row!, application);
  return (await toInterviews(db, [row!]))[0]!;
}

/**
 * Reschedules or changes an interview (the attendees get the invitation again with SEQUENCE
 * raised), or sets its status (nothing is sent).
 */
export async function updateInterview({
  deps,
  scope,
  actorId,
  id,
  patch,
}: {
  deps: InterviewDeps;
  scope: CompanyScope;
  actorId: string;
  id: string;
  patch: TUpdateInterviewRequest;
}): Promise<TInterview> {
  const { db } = deps;
  const { current, application } = await changeableInterview(db, scope, id);
  const timeZone = patch.timeZone ?? current.timeZone;
  const wall = wallClockIn(current.startsAt, current.timeZone);
  const startsAt =
    patch.date || patch.time || patch.timeZone
      ? instantIn(patch.date ?? wall.date, patch.time ?? wall.time, timeZone)
      : current.startsAt;
  const durationMinutes = patch.durationMinutes ?? current.durationMinutes;
  const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
  const interviewerIds = patch.interviewerIds ? [...new Set(patch.interviewerIds)] : current.interviewerIds;
  const team = await checkInterviewers(db, current.companyId, interviewerIds);
  const next = {
    startsAt,
    endsAt,
    durationMinutes,
    timeZone,
    location: patch.location !== undefined ? patch.location || null : current.location,
    videoUrl: patch.videoUrl !== undefined ? patch.videoUrl || null : current.videoUrl,
    message: patch.message !== undefined ? patch.message || null : current.message,
    interviewerIds,
  };
  const timeChanged =
    startsAt.getTime() !== current.startsAt.getTime() || endsAt.getTime() !== current.endsAt.getTime();
  const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
  const changed =
    timeChanged ||
    next.timeZone !== current.timeZone ||
    next.location !== current.location ||
    next.videoUrl !== current.videoUrl ||
    next.message !== current.message ||
    !sameSet(interviewerIds, current.interviewerIds);
  if (changed && !patch.allowOverlap && (timeChanged || !sameSet(interviewerIds, current.interviewerIds)))
    await checkOverlap({ db, interviewerIds, startsAt, endsAt, exceptId: id, team });
  const [row] = await db
    .update(interviews)
    .set({
      ...next,
      ...(patch.status ? { status: patch.status } : {}),
      ...(changed ? { sequence: sql`${interviews.sequence} + 1` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(interviews.id, id))
    .returning();
  if (!row) throw notFound();
  await syncApplication(deps, row.applicationId);
  // A new start gets its own reminder; the old one finds the start moved and sends nothing.
  if (timeChanged) await enqueueReminder(db, row);
  if (changed) {
    const removed = current.interviewerIds.filter((x) => !interviewerIds.includes(x));
    await notifyAttendees({
      deps,
      row,
      application,
      kind: 'changed',
      removedInterviewerIds: removed,
      sentBy: actorId,
    });
  }
  await publishInterviewEvent(deps, 'interview.updated', row, application);
  return (await toInterviews(db, [row]))[0]!;
}

/** Cancels an interview: METHOD:CANCEL to every attendee, SEQUENCE raised. */
export async function cancelInterview({
  deps,
  scope,
  actorId,
  id,
}: {
  deps: InterviewDeps;
  scope: CompanyScope;
  actorId: string;
  id: string;
}): Promise<TInterview> {
  const { db } = deps;
  const { application } = await changeableInterview(db, scope, id);
  const [row] = await db
    .update(interviews)
    .set({ status: 'cancelled', sequence: sql`${interviews.sequence} + 1`, updatedAt: sql`now()` })
    .where(eq(interviews.id, id))
    .returning();
  await syncApplication(deps, row!.applicationId);
  await notifyAttendees({ deps, row: row!, application, kind: 'cancelled', sentBy: actorId });
  await publishInterviewEvent(deps, 'interview.cancelled', row!, application);
  return (await toInterviews(db, [row!]))[0]!;
}

export async function listApplicationInterviews({
  db,
  scope,
  applicationId,
}: {
  db: Database;
  scope: CompanyScope;
  applicationId: string;
}): Promise<TInterview[]> {
  await getApplication({ db, id: applicationId, scope });
  const rows = await db
    .select()
    .from(interviews)
    .where(eq(interviews.applicationId, applicationId))
    .orderBy(asc(interviews.startsAt));
  return toInterviews(db, rows);
}

/** The interviews of the scope starting in [from, to): the calendars. */
export async function listInterviews({
  db,
  scope,
  from,
  to,
}: {
  db: Database;
  scope: CompanyScope;
  from: Date;
  to: Date;
}): Promise<TInterview[]> {
  const rows = await db
    .select()
    .from(interviews)
    .where(
      and(
        gte(interviews.startsAt, from),
        lt(interviews.startsAt, to),
        scope.all ? undefined : eq(interviews.companyId, scope.companyId),
      ),
    )
    .orderBy(asc(interviews.startsAt))
    .limit(2000);
  return toInterviews(db, rows);
}

/** A candidate's interviews, for "My applications". */
export async function listMyInterviews({
  db,
  candidateId,
}: {
  db: Database;
  candidateId: string;
}): Promise<TMyInterview[]> {
  const mine = await listMyApplications({ db, candidateId });
  if (mine.length === 0) return [];
  const byId = new Map(mine.map((a) => [a.id, a]));
  const rows = await db
    .select()
    .from(interviews)
    .where(inArray(interviews.applicationId, [...byId.keys()]))
    .orderBy(asc(interviews.startsAt));
  return rows.map((r) => {
    const a = byId.get(r.applicationId)!;
    return {
      id: r.id,
      applicationId: r.applicationId,
      jobTitle: a.jobTitle,
      companyName: a.companyName,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      durationMinutes: r.durationMinutes,
      timeZone: r.timeZone,
      location: r.location,
      videoUrl: r.videoUrl,
      message: r.message,
      status: r.status,
    };
  });
}
