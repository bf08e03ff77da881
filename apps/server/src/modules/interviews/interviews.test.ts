import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '@gius/shared/auth';
import type { TInterview } from '@gius/shared/interviews';
import type { TMessage } from '@gius/shared/messages';
import { createUser } from '../auth/users-service.ts';
import {
  bearer,
  signIn,
  signInAdmin,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../testing/auth-helpers.ts';
import { parseInvitation } from '../../testing/ics.ts';
import { apply, createJob, uploadResume } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { hebrewResume, makeResumeFile } from '../../testing/upload-fixtures.ts';

describe.each(databaseKinds())('interviews on %s', (kind) => {
  let t: TestApp;
  let docx: Buffer;
  let admin: TSession;
  let manager: TSession;
  let hr: TSession;
  let otherHr: TSession;
  beforeAll(async () => {
    t = await createTestApp(kind);
    docx = await makeResumeFile(hebrewResume('דנה לוי'), 'docx');
    admin = await signInAdmin(t);
    manager = await signUp(t.app, { role: 'company', companyName: 'Interview Co', fullName: 'Maya Manager' });
    const hrUser = async (companyId: string, fullName: string) => {
      const email = uniqueEmail('hr');
      await createUser({
        db: t.deps.database.db,
        user: { email, password: TEST_PASSWORD, fullName, role: 'hr', companyId, locale: 'he' },
      });
      return signIn(t.app, email, TEST_PASSWORD);
    };
    hr = await hrUser(manager.user.companyId!, 'Hila HR');
    const otherCompany = await signUp(t.app, { role: 'company', companyName: 'Other Co' });
    otherHr = await hrUser(otherCompany.user.companyId!, 'Oren Other');
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A candidate (in `locale`) who applied to a new job of the company. */
  async function applicant(locale: 'he' | 'en' | 'ar' = 'en') {
    const candidate = await signUp(t.app, { fullName: 'Noa Cohen', locale });
    const job = await createJob(t.app, manager, { title: 'QA Engineer' });
    const resume = await uploadResume(t.app, candidate, docx, 'noa.docx');
    const res = await apply(t.app, candidate, job.id, resume.id);
    return { candidate, applicationId: res.json().id as string };
  }
  const schedule = (session: TSession, applicationId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/applications/${applicationId}/interviews`,
      headers: bearer(session),
      payload,
    });
  const emailsTo = async (to: string): Promise<TMessage[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages?limit=200',
      headers: bearer(admin),
    });
    return (res.json().items as TMessage[]).filter((m) => m.to === to);
  };
  const invitationIn = (m: TMessage) => parseInvitation(m.attachments[0]!.content);

  it('schedules in the company time zone; the candidate (in their language) and the interviewer get the same invitation', async () => {
    const { candidate, applicationId } = await applicant('en');
    const res = await schedule(manager, applicationId, {
      date: '2026-12-01',
      time: '10:00',
      durationMinutes: 45,
      location: 'רחוב הרצל 1, תל אביב',
      interviewerIds: [hr.user.id],
      message: 'Please bring an ID card',
    });
    expect(res.statusCode).toBe(201);
    const interview = res.json() as TInterview;
    // Israel is UTC+2 in December.
    expect(interview).toMatchObject({
      startsAt: '2026-12-01T08:00:00.000Z',
      endsAt: '2026-12-01T08:45:00.000Z',
      timeZone: 'Asia/Jerusalem',
      status: 'waiting',
      sequence: 0,
      jobTitle: 'QA Engineer',
      candidateName: 'Noa Cohen',
      interviewers: [{ id: hr.user.id, fullName: 'Hila HR', email: hr.user.email }],
    });

    const [toCandidate] = await emailsTo(candidate.user.email);
    expect(toCandidate!.subject).toBe('Interview invitation: QA Engineer – Interview Co');
    expect(toCandidate!.body).toContain('Please bring an ID card');
    expect(toCandidate!.body).toContain('10:00');
    expect(toCandidate!.applicationId).toBe(applicationId);
    const invitation = invitationIn(toCandidate!);
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      uid: `${interview.id}@gius`,
      sequence: 0,
      status: 'CONFIRMED',
      location: 'רחוב הרצל 1, תל אביב',
    });
    expect(invitation.start.toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(invitation.end.toISOString()).toBe('2026-12-01T08:45:00.000Z');
    expect(invitation.attendees).toEqual(expect.arrayContaining([candidate.user.email, hr.user.email]));

    const [toHr] = await emailsTo(hr.user.email);
    expect(toHr!.subject).toBe('הזמנה לראיון: QA Engineer – Interview Co');
    expect(toHr!.body).toContain('Noa Cohen');
    expect(invitationIn(toHr!).uid).toBe(invitation.uid);

    // The application shows it; the candidate sees it in my applications, another candidate does not.
    const app = (
      await t.app.inject({
        method: 'GET',
        url: `/api/applications/${applicationId}`,
        headers: bearer(manager),
      })
    ).json();
    expect(app).toMatchObject({ interviewAt: '2026-12-01T08:00:00.000Z', interviewStatus: 'waiting' });
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/my/interviews', headers: bearer(candidate) })
    ).json();
    expect(mine).toEqual([
      expect.objectContaining({
        id: interview.id,
        jobTitle: 'QA Engineer',
        companyName: 'Interview Co',
        startsAt: '2026-12-01T08:00:00.000Z',
        location: 'רחוב הרצל 1, תל אביב',
        status: 'waiting',
      }),
    ]);
    expect(mine[0]).not.toHaveProperty('interviewers');
    const stranger = await signUp(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/my/interviews',
      headers: bearer(stranger),
    });
    expect(theirs.json()).toEqual([]);
  });

  it('summer time: 10:00 in Jerusalem in July is 07:00 UTC; another zone may be chosen', async () => {
    const { applicationId } = await applicant();
    const summer = await schedule(manager, applicationId, {
      date: '2026-07-01',
      time: '10:00',
      durationMinutes: 30,
    });
    expect(summer.json().startsAt).toBe('2026-07-01T07:00:00.000Z');
    const london = await schedule(manager, applicationId, {
      date: '2026-07-02',
      time: '10:00',
      durationMinutes: 30,
      timeZone: 'Europe/London',
    });
    expect(london.json()).toMatchObject({ startsAt: '2026-07-02T09:00:00.000Z', timeZone: 'Europe/London' });
  });

  it('a reschedule keeps the UID and raises SEQUENCE; a status change sends nothing; a cancellation is METHOD:CANCEL', async () => {
    const { candidate, applicationId } = await applicant('he');
    const interview = (
      await schedule(hr, applicationId, {
        date: '2026-12-02',
        time: '14:00',
        durationMinutes: 60,
        videoUrl: 'https://meet.example.com/abc',
        interviewerIds: [hr.user.id],
      })
    ).json() as TInterview;

    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/interviews/${interview.id}`,
      headers: bearer(manager),
      payload: { date: '2026-12-03', time: '09:30' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      startsAt: '2026-12-03T07:30:00.000Z',
      sequence: 1,
      durationMinutes: 60,
    });
    let mails = await emailsTo(candidate.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toMatch(/^עדכון מועד הראיון/);
    const changed = invitationIn(mails[0]!);
    expect(changed).toMatchObject({ method: 'REQUEST', uid: `${interview.id}@gius`, sequence: 1 });
    expect(changed.start.toISOString()).toBe('2026-12-03T07:30:00.000Z');
    expect(changed.location).toBe('https://meet.example.com/abc');

    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/interviews/${interview.id}`,
      headers: bearer(manager),
      payload: { status: 'accepted' },
    });
    expect(accepted.json()).toMatchObject({ status: 'accepted', sequence: 1 });
    expect(await emailsTo(candidate.user.email)).toHaveLength(2);
    const app = (
      await t.app.inject({
        method: 'GET',
        url: `/api/applications/${applicationId}`,
        headers: bearer(manager),
      })
    ).json();
    expect(app.interviewStatus).toBe('accepted');

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/interviews/${interview.id}/cancel`,
      headers: bearer(manager),
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', sequence: 2 });
    mails = await emailsTo(candidate.user.email);
    expect(mails[0]!.subject).toMatch(/^הראיון בוטל/);
    expect(invitationIn(mails[0]!)).toMatchObject({
      method: 'CANCEL',
      uid: `${interview.id}@gius`,
      sequence: 2,
      status: 'CANCELLED',
    });
    expect(invitationIn((await emailsTo(hr.user.email))[0]!).method).toBe('CANCEL');
    const afterCancel = (
      await t.app.inject({
        method: 'GET',
        url: `/api/applications/${applicationId}`,
        headers: bearer(manager),
      })
    ).json();
    expect(afterCancel).toMatchObject({ interviewAt: null, interviewStatus: null });
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/interviews/${interview.id}`,
      headers: bearer(manager),
      payload: { time: '11:00' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INTERVIEW_CANCELLED');
  });

  it("an interviewer's overlapping interview is warned about (409 naming them) until confirmed", async () => {
    const first = await applicant();
    const second = await applicant();
    const at = { date: '2026-12-10', time: '10:00', durationMinutes: 60, interviewerIds: [hr.user.id] };
    expect((await schedule(manager, first.applicationId, at)).statusCode).toBe(201);
    const clash = await schedule(manager, second.applicationId, { ...at, time: '10:30' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({
      code: 'INTERVIEW_OVERLAP',
      fields: [{ path: 'interviewerIds', message: 'Hila HR' }],
    });
    // Back to back is no overlap; a confirmed overlap is saved.
    expect((await schedule(manager, second.applicationId, { ...at, time: '11:00' })).statusCode).toBe(201);
    const confirmed = await schedule(manager, second.applicationId, {
      ...at,
      time: '10:30',
      allowOverlap: true,
    });
    expect(confirmed.statusCode).toBe(201);
    // Moving onto a busy time warns too.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/interviews/${confirmed.json().id}`,
      headers: bearer(manager),
      payload: { time: '10:15' },
    });
    expect(moved.json().error.code).toBe('INTERVIEW_OVERLAP');
  });

  it('bad input is a 400 with a clear code, never a 500', async () => {
    const { applicationId } = await applicant();
    const cases: [object, string][] = [
      [{ date: '2026-12-01', time: '25:00', durationMinutes: 30 }, 'VALIDATION_ERROR'],
      [{ date: '2026-02-30', time: '10:00', durationMinutes: 30 }, 'VALIDATION_ERROR'],
      [
        { date: '2026-12-01', time: '10:00', durationMinutes: 30, timeZone: 'Mars/Olympus' },
        'VALIDATION_ERROR',
      ],
      [{ date: '2026-12-01', time: '10:00', durationMinutes: 0 }, 'VALIDATION_ERROR'],
      [
        { date: '2026-12-01', time: '10:00', durationMinutes: 30, videoUrl: 'javascript:alert(1)' },
        'VALIDATION_ERROR',
      ],
      [
        { date: '2026-12-01', time: '10:00', durationMinutes: 30, interviewerIds: [otherHr.user.id] },
        'NOT_COMPANY_STAFF',
      ],
    ];
    for (const [payload, code] of cases) {
      const res = await schedule(manager, applicationId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe(code);
    }
  });

  it('the calendar list: the company its own, the admin all or one company; another company nothing', async () => {
    const { applicationId } = await applicant();
    const mine = (
      await schedule(manager, applicationId, { date: '2026-12-20', time: '12:00', durationMinutes: 30 })
    ).json() as TInterview;
    const range = 'from=2026-12-19T00:00:00Z&to=2026-12-21T00:00:00Z';
    const list = async (session: TSession, query = range) =>
      t.app.inject({ method: 'GET', url: `/api/interviews?${query}`, headers: bearer(session) });
    expect((await list(hr)).json().map((i: TInterview) => i.id)).toContain(mine.id);
    expect((await list(otherHr)).json().map((i: TInterview) => i.id)).not.toContain(mine.id);
    expect((await list(admin)).json().map((i: TInterview) => i.id)).toContain(mine.id);
    const byCompany = await list(admin, `${range}&companyId=${otherHr.user.companyId}`);
    expect(byCompany.json().map((i: TInterview) => i.id)).not.toContain(mine.id);
    expect((await list(otherHr, `${range}&companyId=${manager.user.companyId}`)).statusCode).toBe(403);
  });
});
