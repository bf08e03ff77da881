import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '@gius/shared/auth';
import type { TInterview } from '@gius/shared/interviews';
import type { TMessage } from '@gius/shared/messages';
import { createWorker } from '../../queue/queue.ts';
import { backgroundTasks } from '../../queue/tables.ts';
import { taskHandlers } from '../../queue/task-handlers.ts';
import { bearer, signInAdmin, signUp } from '../../testing/auth-helpers.ts';
import { startFakeTwilio, type FakeTwilio } from '../../testing/fake-twilio.ts';
import { apply, createJob, uploadResume } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { hebrewResume, makeResumeFile } from '../../testing/upload-fixtures.ts';
import { createOutboxMailer } from '../messaging/mailer.ts';
import { INTERVIEW_REMIND_TASK, REMINDER_LEAD_MS, sendReminder, type RemindPayload } from './reminders.ts';

const DAY = 24 * 3600_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

describe.each(databaseKinds())('interview reminders by the durable queue on %s', (kind) => {
  let t: TestApp;
  let docx: Buffer;
  let admin: TSession;
  let manager: TSession;
  beforeAll(async () => {
    t = await createTestApp(kind);
    docx = await makeResumeFile(hebrewResume('דנה לוי'), 'docx');
    admin = await signInAdmin(t);
    manager = await signUp(t.app, { role: 'company', companyName: 'Tomorrow Ltd' });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.deps.database.db;
  async function interviewInTwoDays(locale: 'he' | 'en' = 'en') {
    const candidate = await signUp(t.app, { fullName: 'Tal Reminder', locale });
    const job = await createJob(t.app, manager, { title: 'Data Analyst' });
    const resume = await uploadResume(t.app, candidate, docx, 'tal.docx');
    const applicationId = (await apply(t.app, candidate, job.id, resume.id)).json().id as string;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${applicationId}/interviews`,
      headers: bearer(manager),
      payload: {
        date: isoDay(new Date(Date.now() + 2 * DAY)),
        time: '12:00',
        durationMinutes: 30,
        timeZone: 'UTC',
      },
    });
    expect(res.statusCode).toBe(201);
    return { candidate, interview: res.json() as TInterview };
  }
  const reminderTasks = (interviewId: string) =>
    db()
      .select()
      .from(backgroundTasks)
      .where(
        and(
          eq(backgroundTasks.kind, INTERVIEW_REMIND_TASK),
          sql`${backgroundTasks.payload}->>'interviewId' = ${interviewId}`,
        ),
      );
  /** Time passes: the reminder task is due now. */
  const makeDue = (interviewId: string) =>
    db()
      .update(backgroundTasks)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(backgroundTasks.kind, INTERVIEW_REMIND_TASK),
          sql`${backgroundTasks.payload}->>'interviewId' = ${interviewId}`,
        ),
      );
  const remindersTo = async (to: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages?limit=200',
      headers: bearer(admin),
    });
    return (res.json().items as TMessage[]).filter(
      (m) => m.to === to && /Reminder|תזכורת/.test(m.subject ?? ''),
    );
  };
  const newWorker = () =>
    createWorker({
      database: t.deps.database,
      handlers: taskHandlers(t.deps),
      pollMs: 50,
      leaseMs: 1000,
    });

  it('is queued for 24 hours before; survives a restart (a worker that died mid-task) and is sent exactly once', async () => {
    const { candidate, interview } = await interviewInTwoDays('en');
    const [task] = await reminderTasks(interview.id);
    expect(task).toMatchObject({ status: 'queued' });
    expect(task!.runAt.getTime()).toBe(Date.parse(interview.startsAt) - REMINDER_LEAD_MS);

    // A worker runs and stops while the reminder is not due: nothing is sent, the task stays.
    const early = newWorker();
    await early.start();
    await early.drain();
    await early.stop();
    expect(await remindersTo(candidate.user.email)).toEqual([]);
    expect((await reminderTasks(interview.id))[0]!.status).toBe('queued');

    // The day comes; a worker takes the task and dies with it (the process was killed).
    await makeDue(interview.id);
    await db()
      .update(backgroundTasks)
      .set({
        status: 'running',
        lockedAt: new Date(Date.now() - 60_000),
        leaseExpiresAt: new Date(Date.now() - 30_000),
        lockedBy: 'dead-worker',
        attempts: 1,
      })
      .where(eq(backgroundTasks.id, task!.id));
    // After the restart, a new worker finds it stale and runs it.
    const restarted = newWorker();
    await restarted.start();
    await expect
      .poll(async () => (await reminderTasks(interview.id))[0]!.status, { timeout: 10_000 })
      .toBe('done');
    await restarted.stop();
    const sent = await remindersTo(candidate.user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Reminder: your interview for "Data Analyst" tomorrow');
    expect(sent[0]!.body).toContain('12:00');

    // The same task delivered again (a retry after a crash past the send) sends nothing more.
    const payload = { interviewId: interview.id, startsAt: interview.startsAt } satisfies RemindPayload;
    expect(await sendReminder({ db: db(), mailer: createOutboxMailer(), payload })).toBe(false);
    await Promise.all([1, 2, 3].map(() => sendReminder({ db: db(), mailer: createOutboxMailer(), payload })));
    expect(await remindersTo(candidate.user.email)).toHaveLength(1);
  });

  it('a rescheduled interview does not send the old reminder, only the new one; a cancelled one sends none', async () => {
    const moved = await interviewInTwoDays('he');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/interviews/${moved.interview.id}`,
      headers: bearer(manager),
      payload: { date: isoDay(new Date(Date.now() + 3 * DAY)), time: '09:00' },
    });
    const newStart = (res.json() as TInterview).startsAt;
    const tasks = await reminderTasks(moved.interview.id);
    expect(tasks.map((x) => (x.payload as RemindPayload).startsAt).sort()).toEqual(
      [moved.interview.startsAt, newStart].sort(),
    );

    const cancelled = await interviewInTwoDays('he');
    await t.app.inject({
      method: 'POST',
      url: `/api/interviews/${cancelled.interview.id}/cancel`,
      headers: bearer(manager),
    });

    await makeDue(moved.interview.id);
    await makeDue(cancelled.interview.id);
    const worker = newWorker();
    await worker.start();
    await worker.drain();
    await worker.stop();
    const toMoved = await remindersTo(moved.candidate.user.email);
    expect(toMoved).toHaveLength(1);
    expect(toMoved[0]!.subject).toBe('תזכורת: ראיון מחר למשרה "Data Analyst"');
    expect(toMoved[0]!.body).toMatch(/\b0?9:00\b/);
    expect(await remindersTo(cancelled.candidate.user.email)).toEqual([]);
    for (const task of [
      ...(await reminderTasks(moved.interview.id)),
      ...(await reminderTasks(cancelled.interview.id)),
    ])
      expect(task.status).toBe('done');
  });
});

describe('interview reminders by SMS too, with a Twilio-compatible provider', () => {
  let t: TestApp;
  let twilio: FakeTwilio;
  let docx: Buffer;
  let manager: TSession;
  beforeAll(async () => {
    twilio = await startFakeTwilio({ accountSid: 'ACreminders', authToken: 'token' });
    t = await createTestApp('pglite', {
      SMS_PROVIDER: 'twilio',
      SMS_URL: twilio.baseUrl,
      SMS_ACCOUNT_SID: 'ACreminders',
      SMS_AUTH_TOKEN: 'token',
      SMS_FROM: '+15005550006',
    });
    docx = await makeResumeFile(hebrewResume('דנה לוי'), 'docx');
    manager = await signUp(t.app, { role: 'company', companyName: 'Tomorrow Ltd' });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await twilio?.close();
  });

  it('a candidate with a number gets the SMS with the e-mail; one who opted out gets only the e-mail', async () => {
    const scheduleFor = async (optOut: boolean) => {
      const candidate = await signUp(t.app, { fullName: 'נועם', locale: 'he' });
      await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: bearer(candidate),
        payload: { phone: '054-555-0101', smsOptOut: optOut },
      });
      const job = await createJob(t.app, manager, { title: 'אנליסט/ית' });
      const resume = await uploadResume(t.app, candidate, docx, 'noam.docx');
      const applicationId = (await apply(t.app, candidate, job.id, resume.id)).json().id as string;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/applications/${applicationId}/interviews`,
        headers: bearer(manager),
        payload: { date: isoDay(new Date(Date.now() + 2 * DAY)), time: '12:00', durationMinutes: 30 },
      });
      return res.json() as TInterview;
    };
    const withSms = await scheduleFor(false);
    const optedOut = await scheduleFor(true);
    await t.deps.database.db
      .update(backgroundTasks)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(backgroundTasks.kind, INTERVIEW_REMIND_TASK));
    const worker = createWorker({ database: t.deps.database, handlers: taskHandlers(t.deps), pollMs: 50 });
    await worker.start();
    await worker.drain();
    await worker.stop();
    expect(twilio.requests).toHaveLength(1);
    expect(twilio.requests[0]).toMatchObject({ to: '+972545550101' });
    expect(twilio.requests[0]!.body).toContain('תזכורת: מחר יש לך ראיון למשרה "אנליסט/ית"');
    const historyOf = async (interview: TInterview) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/applications/${interview.applicationId}/messages`,
          headers: bearer(manager),
        })
      ).json() as { channel: string; subject: string | null; status: string }[];
    const reminders = (h: { channel: string; subject: string | null }[]) =>
      h.filter((m) => m.channel === 'sms' || (m.subject ?? '').startsWith('תזכורת'));
    expect(
      reminders(await historyOf(withSms))
        .map((m) => m.channel)
        .sort(),
    ).toEqual(['email', 'sms']);
    expect(reminders(await historyOf(optedOut)).map((m) => m.channel)).toEqual(['email']);
  });
});
