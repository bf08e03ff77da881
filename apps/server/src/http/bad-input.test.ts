import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '@gius/shared/auth';
import { bearer, signUp, uniqueEmail } from '../testing/auth-helpers.ts';
import { createJob, jobInput, multipartFile } from '../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-database.ts';
import { nulPaths } from './validator.ts';

const NUL = '\u0000';

describe.each(databaseKinds())('bad input on %s', (kind) => {
  let t: TestApp;
  let manager: TSession;
  let candidate: TSession;
  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await signUp(t.app, { role: 'company' });
    candidate = await signUp(t.app, { role: 'candidate' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const refusedNaming = (res: { statusCode: number; json(): unknown }, field: string) => {
    expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
    const error = (res.json() as { error: { code: string; fields: { path: string; message: string }[] } })
      .error;
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toContainEqual({ path: field, message: 'must not contain a NUL character' });
  };

  it('a NUL in a query string is a 400 naming the field, signed in or not (5 searches)', async () => {
    const searches: { url: string; field: string; session?: TSession }[] = [
      { url: '/api/jobs?q=%00', field: 'q' },
      { url: '/api/jobs?location=tel%00aviv', field: 'location' },
      { url: '/api/manage/jobs?q=a%00', field: 'q', session: manager },
      { url: '/api/applications?q=%00', field: 'q', session: manager },
      { url: '/api/candidates?q=%00x', field: 'q', session: manager },
    ];
    for (const s of searches) {
      const res = await t.app.inject({
        method: 'GET',
        url: s.url,
        headers: s.session ? bearer(s.session) : {},
      });
      refusedNaming(res, s.field);
    }
  });

  it('a NUL in a job title or location is a 400 naming it, on create and on edit; nothing is stored', async () => {
    const h = bearer(manager);
    for (const field of ['title', 'location'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/manage/jobs',
        headers: h,
        payload: jobInput({ [field]: `Dev${NUL}Ops` }),
      });
      refusedNaming(res, field);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/manage/jobs', headers: h })).json()).toEqual([]);

    const job = await createJob(t.app, manager, { title: 'Kept title' });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/manage/jobs/${job.id}`,
      headers: h,
      payload: { ...jobInput(), title: `x${NUL}` },
    });
    refusedNaming(edited, 'title');
    const after = await t.app.inject({ method: 'GET', url: `/api/manage/jobs/${job.id}`, headers: h });
    expect(after.json().title).toBe('Kept title');
  });

  it('a NUL in a sign-up name or company name is a 400 naming it; no account is made', async () => {
    const attempts = [
      { field: 'fullName', payload: { role: 'candidate', fullName: `Dana${NUL}` } },
      { field: 'fullName', payload: { role: 'company', fullName: `Dana${NUL}`, companyName: 'Acme Ltd' } },
      {
        field: 'companyName',
        payload: { role: 'company', fullName: 'Dana Levi', companyName: `Acme${NUL}` },
      },
    ];
    for (const a of attempts) {
      const email = uniqueEmail('nul');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email, password: 'a fine passphrase 42', ...a.payload },
      });
      refusedNaming(res, a.field);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'a fine passphrase 42' },
      });
      expect(login.statusCode).toBe(401);
    }
  });

  it('a NUL in a profile name is a 400 naming it; the name is kept', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(candidate),
      payload: { fullName: `Noa${NUL}Cohen` },
    });
    refusedNaming(res, 'fullName');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(candidate) });
    expect(me.json().fullName).toBe(candidate.user.fullName);
  });

  it('multipart with no boundary is a 400 on the upload and extract routes, and nothing is stored', async () => {
    const body = multipartFile(Buffer.from('%PDF-1.4 not read'), 'cv.pdf');
    for (const url of ['/api/resumes', '/functions/v1/extract-resume-text']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(candidate), 'content-type': 'multipart/form-data' },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('MULTIPART_INVALID');
    }
    const mine = await t.app.inject({ method: 'GET', url: '/api/resumes', headers: bearer(candidate) });
    expect(mine.json()).toEqual([]);
  });
});

describe('NUL characters in parsed input', () => {
  it('are found at any depth, in values and in keys', () => {
    expect(nulPaths({ a: 'ok', b: [`x${NUL}`, { c: NUL }], [`k${NUL}`]: 1 })).toEqual([
      ['b', 0],
      ['b', 1, 'c'],
      [`k${NUL}`],
    ]);
    expect(nulPaths({ a: 'ok', n: 3, d: null })).toEqual([]);
  });
});
