import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TResume } from '@gius/shared/resumes';
import { bearer, signInAdmin, signUp } from '../../testing/auth-helpers.ts';
import { uploadResumeRaw } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { makeResumeFile } from '../../testing/upload-fixtures.ts';

const person = (i: number) => ({
  lines: [
    `מועמד ${i}`,
    `candidate${i}@example.com | 052-555-13${String(i).padStart(2, '0')}`,
    'מפתח Full Stack',
  ],
});

describe.each(databaseKinds())('a batch of uploads into a company pool on %s', (kind) => {
  let t: TestApp;
  let files: Buffer[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    files = [];
    for (let i = 0; i < 6; i++) files.push(await makeResumeFile(person(i), 'docx'));
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it('many files at once (three in flight, as the tab sends them) all land in the pool; bad ones fail alone', async () => {
    const manager = await signUp(t.app, { role: 'company', companyName: 'Batch Co' });
    const batch = [
      ...files.map((content, i) => ({ content, name: `person-${i}.docx` })),
      { content: Buffer.from('not a resume at all'), name: 'notes.pdf' },
      { content: Buffer.alloc(0), name: 'empty.docx' },
    ];
    const answers: { name: string; status: number; body: TResume | { error: { code: string } } }[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        while (next < batch.length) {
          const item = batch[next++]!;
          const res = await uploadResumeRaw(t.app, manager, item.content, item.name);
          answers.push({ name: item.name, status: res.statusCode, body: res.json() });
        }
      }),
    );
    const ok = answers.filter((a) => a.status === 201);
    expect(ok).toHaveLength(6);
    for (const a of ok)
      expect(a.body).toMatchObject({ owner: 'company', extractionStatus: 'extracted', duplicateOf: null });
    const failed = Object.fromEntries(
      answers
        .filter((a) => a.status !== 201)
        .map((a) => [a.name, (a.body as { error: { code: string } }).error.code]),
    );
    expect(failed).toEqual({ 'notes.pdf': 'UNSUPPORTED_FILE_TYPE', 'empty.docx': 'FILE_EMPTY' });

    const pool: TResume[] = (
      await t.app.inject({ method: 'GET', url: '/api/resumes', headers: bearer(manager) })
    ).json();
    expect(pool.filter((r) => r.owner === 'company')).toHaveLength(6);
  });

  it('the same person sent twice at once is still flagged once, not doubled', async () => {
    const manager = await signUp(t.app, { role: 'company', companyName: 'Race Co' });
    const [a, b] = await Promise.all([
      uploadResumeRaw(t.app, manager, files[0]!, 'a.docx'),
      uploadResumeRaw(t.app, manager, files[0]!, 'b.docx'),
    ]);
    const flagged = [a.json(), b.json()].filter((r: TResume) => r.duplicateOf);
    expect(flagged).toHaveLength(1);
  });

  it("an admin uploads into a chosen company's pool with ?companyId", async () => {
    const manager = await signUp(t.app, { role: 'company', companyName: 'Admin Pool Co' });
    const admin = await signInAdmin(t);
    const res = await uploadResumeRaw(
      t.app,
      admin,
      files[1]!,
      'x.docx',
      `?companyId=${manager.user.companyId}`,
    );
    expect(res.statusCode).toBe(201);
    const pool: TResume[] = (
      await t.app.inject({ method: 'GET', url: '/api/resumes', headers: bearer(manager) })
    ).json();
    expect(pool.map((r) => r.id)).toContain(res.json().id);
  });
});
