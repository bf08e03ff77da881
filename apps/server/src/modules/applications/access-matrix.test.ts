import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, uniqueEmail } from '../../testing/auth-helpers.ts';
import { createJob, jobInput, multipartFile, uploadResume } from '../../testing/recruitment-helpers.ts';
import {
  buildRecruitmentWorld,
  ROLE_NAMES,
  type RecruitmentWorld,
  type RoleName,
} from '../../testing/recruitment-world.ts';
import { listRoutes } from '../../testing/route-list.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { hebrewResume, makeResumeFile } from '../../testing/upload-fixtures.ts';

type Expected = Record<RoleName, number | 'stream'>;
interface Case {
  route: string;
  what: string;
  /** The request a role makes; it may make fresh resources first (for changes that use them up). */
  request: (role: RoleName) => Promise<InjectOptions> | InjectOptions;
  expect: Expected;
  /** For listings and reads: what the answer must and must not contain for that role. */
  check?: (role: RoleName, res: LightMyRequestResponse) => void;
}

const all = (status: number): Expected => Object.fromEntries(ROLE_NAMES.map((r) => [r, status])) as Expected;
const ids = (res: LightMyRequestResponse, field = 'id'): string[] => {
  const body = res.json();
  const items: Record<string, string>[] = Array.isArray(body) ? body : body.items;
  return items.map((i) => i[field]!);
};
const PREFIXES = [
  '/api/jobs',
  '/api/manage/',
  '/api/resumes',
  '/api/applications',
  '/api/my/',
  '/api/candidates',
  '/api/events',
  '/api/content',
  '/api/notes',
  '/api/interviews',
  '/api/calendar',
  '/api/messages',
  '/api/admin/companies',
];

describe.each(databaseKinds())('authorization matrix of jobs, resumes and applications on %s', (kind) => {
  let t: TestApp;
  let w: RecruitmentWorld;
  let docx: Buffer;
  let otherPersonDocx: Buffer;
  beforeAll(async () => {
    t = await createTestApp(kind);
    docx = await makeResumeFile(hebrewResume('דנה לוי'), 'docx');
    otherPersonDocx = await makeResumeFile(
      { headerLines: ['רון כץ', 'ron.katz@example.com'], lines: hebrewResume('').lines },
      'docx',
    );
    w = await buildRecruitmentWorld(t, docx);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const as = (role: RoleName) => (role === 'anonymous' ? {} : bearer(w.sessions[role]));
  const freshJobX = () => createJob(t.app, w.managerX);
  const freshSentResumeA = async () => {
    const resume = await uploadResume(t.app, w.sessions.candidateA, docx, 'fresh.docx');
    const job = await freshJobX();
    await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/apply`,
      headers: bearer(w.sessions.candidateA),
      payload: { resumeId: resume.id },
    });
    return resume;
  };
  const freshApplicationX = async () => {
    const job = await freshJobX();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(w.managerX),
      payload: { jobId: job.id, resumeId: w.poolX.id },
    });
    return res.json().id as string;
  };
  const freshContentX = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/content/items',
      headers: bearer(w.managerX),
      payload: { jobId: w.jobX.id, kind: 'social', channel: 'x', language: 'he', text: 'פוסט של X' },
    });
    return res.json().id as string;
  };
  const freshNoteX = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${w.appA.id}/notes`,
      headers: bearer(w.sessions.hrX),
      payload: { content: 'a note by HR of X' },
    });
    return res.json().id as string;
  };
  const freshInterviewX = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${w.appA.id}/interviews`,
      headers: bearer(w.managerX),
      payload: { date: '2026-12-01', time: '10:00', durationMinutes: 30, allowOverlap: true },
    });
    return res.json().id as string;
  };
  const staffOfX = {
    anonymous: 401,
    candidateA: 403,
    candidateB: 403,
    hrX: 200,
    hrY: 404,
    admin: 200,
  } as const;
  const onlyAdmin = (status: number): Expected => ({
    anonymous: 401,
    candidateA: 403,
    candidateB: 403,
    hrX: 403,
    hrY: 403,
    admin: status,
  });

  const cases = (): Case[] => [
    {
      route: 'GET /api/admin/companies',
      what: 'every company',
      request: () => ({ method: 'GET', url: '/api/admin/companies' }),
      expect: onlyAdmin(200),
    },
    {
      route: 'POST /api/admin/companies',
      what: 'creating a company',
      request: () => ({
        method: 'POST',
        url: '/api/admin/companies',
        payload: { name: `Made ${uniqueEmail()}` },
      }),
      expect: onlyAdmin(201),
    },
    {
      route: 'PATCH /api/admin/companies/:id',
      what: 'renaming a company',
      request: () => ({
        method: 'PATCH',
        url: `/api/admin/companies/${w.companyX}`,
        payload: { name: 'Company X' },
      }),
      expect: onlyAdmin(200),
    },
    {
      route: 'GET /api/admin/companies/:id/users',
      what: "a company's users",
      request: () => ({ method: 'GET', url: `/api/admin/companies/${w.companyX}/users` }),
      expect: onlyAdmin(200),
      check: (_role, res) => expect(res.body).toContain(w.managerX.user.email),
    },
    {
      route: 'GET /api/admin/companies/:id/invitations',
      what: "a company's invitations",
      request: () => ({ method: 'GET', url: `/api/admin/companies/${w.companyX}/invitations` }),
      expect: onlyAdmin(200),
    },
    {
      route: 'POST /api/admin/companies/:id/invitations',
      what: 'inviting a manager or HR user into a company',
      request: () => ({
        method: 'POST',
        url: `/api/admin/companies/${w.companyX}/invitations`,
        payload: { email: uniqueEmail('invited'), role: 'company_manager' },
      }),
      expect: onlyAdmin(201),
    },
    {
      route: 'GET /api/jobs',
      what: 'open jobs: everyone, drafts never',
      request: () => ({ method: 'GET', url: '/api/jobs?limit=100' }),
      expect: all(200),
      check: (_role, res) => {
        expect(ids(res)).toEqual(expect.arrayContaining([w.jobX.id, w.jobY.id]));
        expect(ids(res)).not.toContain(w.jobXDraft.id);
      },
    },
    {
      route: 'GET /api/jobs/locations',
      what: 'locations of open jobs',
      request: () => ({ method: 'GET', url: '/api/jobs/locations' }),
      expect: all(200),
    },
    {
      route: 'GET /api/jobs/:id',
      what: 'an open job',
      request: () => ({ method: 'GET', url: `/api/jobs/${w.jobX.id}` }),
      expect: all(200),
    },
    {
      route: 'GET /api/jobs/:id',
      what: 'a draft: not public, even to its company',
      request: () => ({ method: 'GET', url: `/api/jobs/${w.jobXDraft.id}` }),
      expect: all(404),
    },
    {
      route: 'POST /api/jobs/:id/apply',
      what: "apply with candidate A's resume (B may not use it)",
      request: async () => {
        const resume = await uploadResume(t.app, w.sessions.candidateA, docx, 'to-send.docx');
        return {
          method: 'POST',
          url: `/api/jobs/${(await freshJobX()).id}/apply`,
          payload: { resumeId: resume.id },
        };
      },
      expect: { anonymous: 401, candidateA: 201, candidateB: 404, hrX: 403, hrY: 403, admin: 403 },
    },
    {
      route: 'GET /api/my/job-matches',
      what: 'my match to open jobs, from my own default resume only',
      request: () => ({ method: 'GET', url: `/api/my/job-matches?jobs=${w.jobX.id}` }),
      expect: { anonymous: 401, candidateA: 200, candidateB: 200, hrX: 403, hrY: 403, admin: 403 },
      check: (role, res) => {
        const body = res.json();
        if (role === 'candidateA') expect([w.resumeA.id, w.resumeA2.id]).toContain(body.resumeId);
        if (role === 'candidateB') expect(body.resumeId).toBe(w.resumeB.id);
      },
    },
    {
      route: 'GET /api/my/best-jobs',
      what: 'open jobs ordered by my match',
      request: () => ({ method: 'GET', url: '/api/my/best-jobs' }),
      expect: { anonymous: 401, candidateA: 200, candidateB: 200, hrX: 403, hrY: 403, admin: 403 },
    },
    {
      route: 'PUT /api/resumes/:id/corrections',
      what: "correct A's resume: A only",
      request: () => ({
        method: 'PUT',
        url: `/api/resumes/${w.resumeA2.id}/corrections`,
        payload: { experienceYears: 4 },
      }),
      expect: { anonymous: 401, candidateA: 200, candidateB: 404, hrX: 403, hrY: 403, admin: 403 },
    },
    {
      route: 'POST /api/resumes/:id/reanalyse',
      what: "read A's resume again: A only",
      request: () => ({ method: 'POST', url: `/api/resumes/${w.resumeA2.id}/reanalyse` }),
      expect: { anonymous: 401, candidateA: 202, candidateB: 404, hrX: 403, hrY: 403, admin: 403 },
    },
    {
      route: 'GET /api/my/applications',
      what: 'only my own applications',
      request: () => ({ method: 'GET', url: '/api/my/applications' }),
      expect: { anonymous: 401, candidateA: 200, candidateB: 200, hrX: 403, hrY: 403, admin: 403 },
      check: (role, res) => {
        if (role === 'candidateA') {
          expect(ids(res)).toContain(w.appA.id);
          expect(ids(res)).not.toContain(w.appB.id);
        }
        if (role === 'candidateB') expect(ids(res)).toEqual([w.appB.id]);
      },
    },
    {
      route: 'GET /api/manage/jobs',
      what: "a company's jobs only; the admin all",
      request: () => ({ method: 'GET', url: '/api/manage/jobs' }),
      expect: { anonymous: 401, candidateA: 403, candidateB: 403, hrX: 200, hrY: 200, admin: 200 },
      check: (role, res) => {
        const seen = ids(res);
        if (role === 'hrX') {
          expect(seen).toContain(w.jobX.id);
          expect(seen).not.toContain(w.jobY.id);
        }
        if (role === 'hrY') expect(seen).toEqual([w.jobY.id]);
        if (role === 'admin')
          expect(seen).toEqual(expect.arrayContaining([w.jobX.id, w.jobY.id, w.jobXDraft.id]));
      },
    },
    {
      route: 'GET /api/manage/jobs',
      what: "another company's jobs by filter",
      request: () => ({ method: 'GET', url: `/api/manage/jobs?companyId=${w.companyY}` }),
      expect: { anonymous: 401, candidateA: 403, candidateB: 403, hrX: 403, hrY: 200, admin: 200 },
      check: (role, res) => {
        if (role === 'admin') expect(ids(res)).toEqual([w.jobY.id]);
      },
    },
    {
      route: 'POST /api/manage/jobs',
      what: 'create a job (the admin names the company)',
      request: (role) => ({
        method: 'POST',
        url: '/api/manage/jobs',
        payload: jobInput(role === 'admin' ? { companyId: w.companyX } : {}),
      }),
      expect: { anonymous: 401, candidateA: 403, candidateB: 403, hrX: 201, hrY: 201, admin: 201 },
    },
    {
      route: 'GET /api/manage/jobs/:id',
      what: "X's job",
      request: () => ({ method: 'GET', url: `/api/manage/jobs/${w.jobX.id}` }),
      expect: staffOfX,
    },
    {
      route: 'PUT /api/manage/jobs/:id',
      what: "edit X's job",
      request: () => ({
        method: 'PUT',
        url: `/api/manage/jobs/${w.jobX.id}`,
        payload: jobInput({ title: 'Job of X' }),
      }),
      expect: staffOfX,
    },
    ...(['unpublish', 'publish', 'freeze', 'activate'] as const).map((action) => ({
      route: `POST /api/manage/jobs/:id/${action}`,
      what: `${action} a job of X`,
      request: async () => ({
        method: 'POST' as const,
        url: `/api/manage/jobs/${(await freshJobX()).id}/${action}`,
        ...(action === 'publish' ? { payload: {} } : {}),
      }),
      expect: staffOfX,
    })),
    {
      route: 'DELETE /api/manage/jobs/:id',
      what: 'delete a job of X',
      request: async () => ({ method: 'DELETE', url: `/api/manage/jobs/${(await freshJobX()).id}` }),
      expect: { ...staffOfX, hrX: 204, admin: 204 },
    },
    {
      route: 'POST /api/resumes',
      what: 'upload (the admin names a company pool)',
      request: (role) => {
        const body = multipartFile(docx, 'upload.docx');
        return {
          method: 'POST',
          url: `/api/resumes${role === 'admin' ? `?companyId=${w.companyX}` : ''}`,
          headers: body.headers,
          payload: body.payload,
        };
      },
      expect: { anonymous: 401, candidateA: 201, candidateB: 201, hrX: 201, hrY: 201, admin: 201 },
    },
    {
      route: 'POST /api/resumes',
      what: "upload into another company's pool",
      request: () => {
        const body = multipartFile(docx, 'upload.docx');
        return {
          method: 'POST',
          url: `/api/resumes?companyId=${w.companyY}`,
          headers: body.headers,
          payload: body.payload,
        };
      },
      expect: { anonymous: 401, candidateA: 201, candidateB: 201, hrX: 403, hrY: 201, admin: 201 },
    },
    {
      route: 'GET /api/resumes',
      what: 'my resumes; a company its pool and what was sent to it',
      request: () => ({ method: 'GET', url: '/api/resumes' }),
      expect: { anonymous: 401, candidateA: 200, candidateB: 200, hrX: 200, hrY: 200, admin: 200 },
      check: (role, res) => {
        const seen = ids(res);
        const expected: Record<RoleName, { in: string[]; out: string[] }> = {
          anonymous: { in: [], out: [] },
          candidateA: { in: [w.resumeA.id, w.resumeA2.id], out: [w.resumeB.id, w.poolX.id, w.poolY.id] },
          candidateB: { in: [w.resumeB.id], out: [w.resumeA.id, w.resumeA2.id, w.poolX.id, w.poolY.id] },
          hrX: { in: [w.resumeA.id, w.poolX.id], out: [w.resumeA2.id, w.resumeB.id, w.poolY.id] },
          hrY: { in: [w.resumeB.id, w.poolY.id], out: [w.resumeA.id, w.resumeA2.id, w.poolX.id] },
          admin: { in: [w.resumeA.id, w.resumeB.id, w.poolX.id, w.poolY.id], out: [] },
        };
        expect(seen).toEqual(expect.arrayContaining(expected[role].in));
        for (const id of expected[role].out) expect(seen).not.toContain(id);
      },
    },
    ...(['', '/file'] as const).flatMap((suffix) => [
      {
        route: `GET /api/resumes/:id${suffix}`,
        what: "A's resume sent to X",
        request: () => ({ method: 'GET' as const, url: `/api/resumes/${w.resumeA.id}${suffix}` }),
        expect: { anonymous: 401, candidateA: 200, candidateB: 404, hrX: 200, hrY: 404, admin: 200 },
      },
      {
        route: `GET /api/resumes/:id${suffix}`,
        what: "A's resume sent nowhere",
        request: () => ({ method: 'GET' as const, url: `/api/resumes/${w.resumeA2.id}${suffix}` }),
        expect: { anonymous: 401, candidateA: 200, candidateB: 404, hrX: 404, hrY: 404, admin: 200 },
      },
      {
        route: `GET /api/resumes/:id${suffix}`,
        what: "X's pool resume",
        request: () => ({ method: 'GET' as const, url: `/api/resumes/${w.poolX.id}${suffix}` }),
        expect: { anonymous: 401, candidateA: 404, candidateB: 404, hrX: 200, hrY: 404, admin: 200 },
      },
    ]),
    {
      route: 'POST /api/resumes/:id/default',
      what: "make A's resume the default",
      request: () => ({ method: 'POST', url: `/api/resumes/${w.resumeA.id}/default` }),
      expect: { anonymous: 401, candidateA: 200, candidateB: 404, hrX: 403, hrY: 403, admin: 403 },
    },
    {
      route: 'POST /api/resumes/:id/improve-with-ai',
      what: "read X's pool resume with AI (it has its text: 409 to those who may)",
      request: () => ({ method: 'POST', url: `/api/resumes/${w.poolX.id}/improve-with-ai` }),
      expect: { anonymous: 401, candidateA: 403, candidateB: 403, hrX: 409, hrY: 404, admin: 409 },
    },
    {
      route: 'POST /api/resumes/:id/improve-with-ai',
      what: "A's resume sent to X: X may ask, Y may not see it",
      request: () => ({ method: 'POST', url: `/api/resumes/${w.resumeA.id}/improve-with-ai` }),
      expect: { anonymous: 401, candidateA: 403, candidateB: 403, hrX: 409, hrY: 404, admin: 409 },
    },
    {
      route: 'DELETE /api/resumes/:id',
      what: "delete A's resume that was sent to X (X may read it, not delete it)",
      request: async () => ({ method: 'DELETE', url: `/api/resumes/${(await freshSentResumeA()).id}` }),
      expect: { anonymous: 401, candidateA: 204, candidateB: 404, hrX: 404, hrY: 404, admin: 204 },
    },
    {
      route: 'DELETE /api/resumes/:id',
      what: "delete a resume of X's pool",
      request: async () => ({
        method: 'DELETE',
        url: `/api/resumes/${(await uploadResume(t.app, w.managerX, docx, 'p.docx')).id}`,
      }),
      expect: { anonymous: 401, candidateA: 404, candidateB: 404, hrX: 204, hrY: 404, admin: 204 },
    },
    {
      route: 'GET /api/resumes/:id/duplicates',
      what: "the person of a resume of X's pool",
      request: () => ({ method: 'GET', url: `/api/resumes/${w.poolX.id}/duplicates` }),
      expect: staffOfX,
      check: (_role, res) => expect(ids(res)[0]).toBe(w.poolX.id),
    },
    {
      route: 'POST /api/resumes/:id/merge',
      what: "merge a person of X's pool into their latest resume",
      request: async () => {
        await uploadResume(t.app, w.managerX, otherPersonDocx, 'ron.docx');
        const keep = await uploadResume(t.app, w.managerX, otherPersonDocx, 'ron-2.docx');
        return { method: 'POST', url: `/api/resumes/${keep.id}/merge`, payload: { keepResumeId: keep.id } };
      },
      expect: staffOfX,
    },
    {
      route: 'POST /api/resumes/:id/unlink',
      what: "say a flagged resume of X's pool is another person",
      request: async () => ({
        method: 'POST',
        url: `/api/resumes/${(await uploadResume(t.app, w.managerX, docx, 'p.docx')).id}/unlink`,
      }),
      expect: staffOfX,
    },
    {
      route: 'GET /api/applications',
      what: "a company's applications only",
      request: () => ({ method: 'GET', url: '/api/applications?limit=200' }),
      expect: { anonymous: 401, candidateA: 403, candidateB: 403, hrX: 200, hrY: 200, admin: 200 },
      check: (role, res) => {
        const seen = ids(res);
        if (role === 'hrX') {
          expect(seen).toContain(w.appA.id);
          expect(seen).not.toContain(w.appB.id);
        }
        if (role === 'hrY') {
          expect(seen).toContain(w.appB.id);
          expect(seen).not.toContain(w.appA.id);
        }
        if (role === 'admin') expect(seen).toEqual(expect.arrayContaining([w.appA.id, w.appB.id]));
      },
    },
    {
      route: 'GET /api/applications',
      what: "filtered by another company's job: nothing",
      request: () => ({ method: 'GET', url: `/api/applications?jobId=${w.jobX.id}` }),
      expect: { anonymous: 401, candidateA: 403, candidateB: 403, hrX: 200, hrY: 200, admin: 200 },
      check: (role, res) => {
        if (role === 'hrY') expect(ids(res)).toEqual([]);
      },
    },
    {
      route: 'POST /api/applications',
      what: "add to X's job with X's pool resume",
      request: async () => ({
        method: 'POST',
        url: '/api/applications',
        payload: { jobId: (await freshJobX()).id, resumeId: w.poolX.id },
      }),
      expect: { anonymous: 401, candidateA: 403, candidateB: 403, hrX: 201, hrY: 404, admin: 201 },
    },
    {
      route: 'POST /api/applications',
      what: 'Y adds to its own job a resume sent only to X',
      request: async () => ({
        method: 'POST',
        url: '/api/applications',
        payload: { jobId: (await createJob(t.app, w.managerY)).id, resumeId: w.resumeA.id },
      }),
      expect: { anonymous: 401, candidateA: 403, candidateB: 403, hrX: 404, hrY: 404, admin: 404 },
    },
    {
      route: 'GET /api/applications/:id',
      what: "A's application to X",
      request: () => ({ method: 'GET', url: `/api/applications/${w.appA.id}` }),
      expect: staffOfX,
    },
    {
      route: 'PATCH /api/applications/:id',
      what: "edit A's application to X",
      request: () => ({
        method: 'PATCH',
        url: `/api/applications/${w.appA.id}`,
        payload: { isTopCandidate: true },
      }),
      expect: staffOfX,
    },
    {
      route: 'POST /api/applications/:id/reanalyse',
      what: "score A's application to X again",
      request: () => ({ method: 'POST', url: `/api/applications/${w.appA.id}/reanalyse` }),
      expect: { ...staffOfX, hrX: 202, admin: 202 },
    },
    {
      route: 'DELETE /api/applications/:id',
      what: 'delete an application to X',
      request: async () => ({ method: 'DELETE', url: `/api/applications/${await freshApplicationX()}` }),
      expect: { ...staffOfX, hrX: 204, admin: 204 },
    },
    {
      route: 'GET /api/applications/:id/notes',
      what: "the notes of A's application to X: staff of X and the admin, never the candidate",
      request: () => ({ method: 'GET', url: `/api/applications/${w.appA.id}/notes` }),
      expect: staffOfX,
    },
    {
      route: 'POST /api/applications/:id/notes',
      what: "a note on A's application to X",
      request: () => ({
        method: 'POST',
        url: `/api/applications/${w.appA.id}/notes`,
        payload: { content: 'note' },
      }),
      expect: { ...staffOfX, hrX: 201, admin: 201 },
    },
    {
      route: 'PATCH /api/notes/:id',
      what: "edit HR of X's note: only its author",
      request: async () => ({
        method: 'PATCH',
        url: `/api/notes/${await freshNoteX()}`,
        payload: { content: 'edited' },
      }),
      expect: { ...staffOfX, admin: 403 },
    },
    {
      route: 'DELETE /api/notes/:id',
      what: "delete HR of X's note: its author or the admin",
      request: async () => ({ method: 'DELETE', url: `/api/notes/${await freshNoteX()}` }),
      expect: { ...staffOfX, hrX: 204, admin: 204 },
    },
    {
      route: 'GET /api/applications/:id/interviews',
      what: "the interviews of A's application to X",
      request: () => ({ method: 'GET', url: `/api/applications/${w.appA.id}/interviews` }),
      expect: staffOfX,
    },
    {
      route: 'POST /api/applications/:id/interviews',
      what: "schedule an interview of A's application to X",
      request: () => ({
        method: 'POST',
        url: `/api/applications/${w.appA.id}/interviews`,
        payload: { date: '2026-12-02', time: '09:00', durationMinutes: 30 },
      }),
      expect: { ...staffOfX, hrX: 201, admin: 201 },
    },
    {
      route: 'GET /api/interviews',
      what: "the calendar: a company's interviews only",
      request: async () => {
        await freshInterviewX();
        return { method: 'GET', url: '/api/interviews?from=2026-11-01T00:00:00Z&to=2027-01-01T00:00:00Z' };
      },
      expect: { anonymous: 401, candidateA: 403, candidateB: 403, hrX: 200, hrY: 200, admin: 200 },
      check: (role, res) => {
        const companies = new Set((res.json() as { companyId: string }[]).map((i) => i.companyId));
        if (role === 'hrX') expect([...companies]).toEqual([w.companyX]);
        if (role === 'hrY') expect([...companies]).toEqual([]);
        if (role === 'admin') expect([...companies]).toContain(w.companyX);
      },
    },
    {
      route: 'PATCH /api/interviews/:id',
      what: 'set the status of an interview of X',
      request: async () => ({
        method: 'PATCH',
        url: `/api/interviews/${await freshInterviewX()}`,
        payload: { status: 'accepted' },
      }),
      expect: staffOfX,
    },
    {
      route: 'POST /api/interviews/:id/cancel',
      what: 'cancel an interview of X',
      request: async () => ({ method: 'POST', url: `/api/interviews/${await freshInterviewX()}/cancel` }),
      expect: staffOfX,
    },
    {
      route: 'GET /api/my/interviews',
      what: 'only my own interviews',
      request: async () => {
        await freshInterviewX();
        return { method: 'GET', url: '/api/my/interviews' };
      },
      expect: { anonymous: 401, candidateA: 200, candidateB: 200, hrX: 403, hrY: 403, admin: 403 },
      check: (role, res) => {
        const applications = (res.json() as { applicationId: string }[]).map((i) => i.applicationId);
        if (role === 'candidateA') expect(applications).toContain(w.appA.id);
        if (role === 'candidateB') expect(applications).toEqual([]);
      },
    },
    {
      route: 'GET /api/calendar/feed',
      what: 'whether I have a calendar feed: staff only',
      request: () => ({ method: 'GET', url: '/api/calendar/feed' }),
      expect: { anonymous: 401, candidateA: 403, candidateB: 403, hrX: 200, hrY: 200, admin: 200 },
    },
    {
      route: 'POST /api/calendar/feed',
      what: 'make my calendar feed address',
      request: () => ({ method: 'POST', url: '/api/calendar/feed' }),
      expect: { anonymous: 401, candidateA: 403, candidateB: 403, hrX: 201, hrY: 201, admin: 201 },
    },
    {
      route: 'DELETE /api/calendar/feed',
      what: 'revoke my calendar feed address',
      request: () => ({ method: 'DELETE', url: '/api/calendar/feed' }),
      expect: { anonymous: 401, candidateA: 403, candidateB: 403, hrX: 204, hrY: 204, admin: 204 },
    },
    {
      // A real secret's reach is checked in modules/calendar/calendar-feed.test.ts.
      route: 'GET /api/calendar/:file',
      what: 'a feed by an unknown secret: nothing, whoever asks',
      request: () => ({ method: 'GET', url: `/api/calendar/${'z'.repeat(43)}.ics` }),
      expect: all(404),
    },
    {
      route: 'GET /api/applications/:id/messages',
      what: "the message history of A's application to X",
      request: () => ({ method: 'GET', url: `/api/applications/${w.appA.id}/messages` }),
      expect: staffOfX,
    },
    {
      route: 'GET /api/applications/:id/message-reach',
      what: 'how A can be reached from the application to X',
      request: () => ({ method: 'GET', url: `/api/applications/${w.appA.id}/message-reach` }),
      expect: staffOfX,
    },
    {
      route: 'POST /api/applications/:id/messages',
      what: 'an e-mail to A from the application to X',
      request: () => ({
        method: 'POST',
        url: `/api/applications/${w.appA.id}/messages`,
        payload: { channel: 'email', body: 'Hello {candidateName}' },
      }),
      expect: { ...staffOfX, hrX: 201, admin: 201 },
    },
    {
      route: 'POST /api/messages/bulk',
      what: "e-mail to the candidates of X's applications",
      request: () => ({
        method: 'POST',
        url: '/api/messages/bulk',
        payload: { channel: 'email', body: 'Hello', applicationIds: [w.appA.id] },
      }),
      expect: staffOfX,
    },
    {
      route: 'GET /api/candidates',
      what: "a company's candidates only",
      request: () => ({ method: 'GET', url: '/api/candidates' }),
      expect: { anonymous: 401, candidateA: 403, candidateB: 403, hrX: 200, hrY: 200, admin: 200 },
      check: (role, res) => {
        const seen = ids(res, 'candidateId');
        const a = w.sessions.candidateA.user.id;
        const b = w.sessions.candidateB.user.id;
        if (role === 'hrX') {
          expect(seen).toContain(a);
          expect(seen).not.toContain(b);
        }
        if (role === 'hrY') {
          expect(seen).toContain(b);
          expect(seen).not.toContain(a);
        }
      },
    },
    {
      route: 'GET /api/jobs/:id/candidate-matches',
      what: "X's candidates ranked against X's job: never another company's, nor a resume not sent",
      request: () => ({ method: 'GET', url: `/api/jobs/${w.jobX.id}/candidate-matches` }),
      expect: staffOfX,
      check: (_role, res) => {
        const body = res.json();
        // poolX and the resume A sent; whether analysed yet or still pending, both are counted.
        expect(body.total + body.pending + body.noText).toBeGreaterThanOrEqual(2);
        const seen = ids(res, 'resumeId');
        for (const hidden of [w.resumeA2.id, w.resumeB.id, w.poolY.id]) expect(seen).not.toContain(hidden);
      },
    },
    {
      route: 'GET /api/manage/jobs/:id/applicant-sources',
      what: "where X's applicants came from",
      request: () => ({ method: 'GET', url: `/api/manage/jobs/${w.jobX.id}/applicant-sources` }),
      expect: staffOfX,
      check: (_role, res) => expect(res.json().total).toBeGreaterThan(0),
    },
    {
      route: 'GET /api/manage/jobs/:id/translations',
      what: "X's job translations",
      request: () => ({ method: 'GET', url: `/api/manage/jobs/${w.jobX.id}/translations` }),
      expect: staffOfX,
    },
    {
      route: 'POST /api/manage/jobs/:id/translations',
      what: "translating X's job",
      request: () => ({ method: 'POST', url: `/api/manage/jobs/${w.jobX.id}/translations` }),
      expect: staffOfX,
    },
    {
      route: 'PUT /api/manage/jobs/:id/translations/:language',
      what: "editing a translation of X's job",
      request: () => ({
        method: 'PUT',
        url: `/api/manage/jobs/${w.jobX.id}/translations/ar`,
        payload: { title: 'وظيفة X', description: null, requirements: null, location: null },
      }),
      expect: staffOfX,
    },
    {
      route: 'POST /api/content/social',
      what: "posts for X's job: X's staff and the admin only",
      request: () => ({
        method: 'POST',
        url: '/api/content/social',
        payload: { jobIds: [w.jobX.id], networks: ['x', 'linkedin'], language: 'he' },
      }),
      expect: staffOfX,
      check: (_role, res) => expect(res.json().posts).toHaveLength(2),
    },
    {
      route: 'POST /api/content/marketing',
      what: "marketing texts for X's job: X's staff and the admin only",
      request: () => ({
        method: 'POST',
        url: '/api/content/marketing',
        payload: { jobId: w.jobX.id, language: 'en' },
      }),
      expect: staffOfX,
      check: (_role, res) => expect(res.json().content.ads).toHaveLength(3),
    },
    {
      route: 'GET /api/content/items',
      what: "X's saved content: never another company's",
      request: async () => {
        await freshContentX();
        return { method: 'GET', url: `/api/content/items?jobId=${w.jobX.id}` };
      },
      expect: staffOfX,
      check: (_role, res) => expect(res.json().length).toBeGreaterThan(0),
    },
    {
      route: 'POST /api/content/items',
      what: "saving content of X's job",
      request: () => ({
        method: 'POST',
        url: '/api/content/items',
        payload: {
          jobId: w.jobX.id,
          kind: 'marketing',
          channel: 'seo',
          language: 'en',
          text: 'Title\nDescription',
        },
      }),
      expect: { ...staffOfX, hrX: 201, admin: 201 },
    },
    {
      route: 'PUT /api/content/items/:id',
      what: "editing X's saved content",
      request: async () => ({
        method: 'PUT',
        url: `/api/content/items/${await freshContentX()}`,
        payload: { text: 'נערך' },
      }),
      expect: staffOfX,
    },
    {
      route: 'POST /api/content/items/:id/translations',
      what: "translating X's saved content",
      request: async () => ({
        method: 'POST',
        url: `/api/content/items/${await freshContentX()}/translations`,
      }),
      expect: staffOfX,
    },
    {
      route: 'DELETE /api/content/items/:id',
      what: "deleting X's saved content",
      request: async () => ({ method: 'DELETE', url: `/api/content/items/${await freshContentX()}` }),
      expect: { ...staffOfX, hrX: 204, admin: 204 },
    },
    {
      // Signed-in streams are read over HTTP in modules/events/routes.test.ts (who hears what).
      route: 'GET /api/events',
      what: 'the realtime stream',
      request: () => ({ method: 'GET', url: '/api/events' }),
      expect: {
        anonymous: 401,
        candidateA: 'stream',
        candidateB: 'stream',
        hrX: 'stream',
        hrY: 'stream',
        admin: 'stream',
      },
    },
  ];

  it('covers every route of jobs, resumes, applications, events, content and companies management', () => {
    const routes = listRoutes(t.app).filter((r) => PREFIXES.some((p) => r.split(' ')[1]!.startsWith(p)));
    expect(new Set(cases().map((c) => c.route))).toEqual(new Set(routes));
  });

  it('answers each role as expected, and no listing shows what another owns', async () => {
    const failures: string[] = [];
    for (const c of cases()) {
      for (const role of ROLE_NAMES) {
        const expected = c.expect[role];
        if (expected === 'stream') continue;
        const options = await c.request(role);
        const res = await t.app.inject({ ...options, headers: { ...(options.headers ?? {}), ...as(role) } });
        if (res.statusCode !== expected) {
          failures.push(
            `${c.route} (${c.what}) as ${role}: ${res.statusCode}, expected ${expected} ${res.body.slice(0, 120)}`,
          );
          continue;
        }
        try {
          if (res.statusCode < 300) c.check?.(role, res);
        } catch (err) {
          failures.push(`${c.route} (${c.what}) as ${role}: ${(err as Error).message.split('\n')[0]}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Over a hundred cases, six roles each: a loaded machine takes most of the default 30 s.
  }, 120_000);

  it('a refusal never carries the resource', async () => {
    for (const role of ['candidateB', 'hrY'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/resumes/${w.resumeA.id}/file`,
        headers: as(role),
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('PK');
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});
