import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResume } from '@gius/engine/resume-fields';
import type { TCandidate } from '@gius/shared/applications';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { uploadResume } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { makeResumeFile, POOL_PEOPLE } from '../../testing/upload-fixtures.ts';
import { identityKeys } from './identity-service.ts';

const FIXTURES = POOL_PEOPLE;

describe('identity keys of a resume', () => {
  it('are normalised: ID number with a valid check digit, lower-case e-mail, E.164 phone', () => {
    const text = 'נועה כהן\nNOA.Cohen@Example.com | 052-123-4567\nת.ז. 123456782';
    expect(identityKeys(parseResume(text, { now: new Date() })).keys).toEqual([
      { kind: 'id_number', value: '123456782' },
      { kind: 'email', value: 'noa.cohen@example.com' },
      { kind: 'phone', value: '+972521234567' },
    ]);
  });
  it('an ID number with a wrong check digit is no key, though it is read as written', () => {
    const fields = parseResume('Dana Levi\nID 123456789', { now: new Date() });
    expect(fields.idNumber).toBe('123456789');
    expect(identityKeys(fields).keys).toEqual([]);
  });
});

describe.each(databaseKinds())('duplicates in a company pool on %s', (kind) => {
  let t: TestApp;
  const files: Record<string, Buffer> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const [name, fixture] of Object.entries(FIXTURES))
      files[name] = await makeResumeFile(fixture, 'docx');
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it('links the same person by ID number, e-mail or phone, flags it, and never by name alone', async () => {
    const manager = await signUp(t.app, { role: 'company', companyName: 'Pool Co' });
    const first = await uploadResume(t.app, manager, files.first!, 'noa.docx');
    expect(first.duplicateOf).toBeNull();

    const byEmail = await uploadResume(t.app, manager, files.sameEmail!, 'noa-en.docx');
    expect(byEmail.duplicateOf).toEqual({ resumeId: first.id, name: 'נועה כהן', reason: 'email' });
    const byId = await uploadResume(t.app, manager, files.sameId!, 'noa-id.docx');
    expect(byId.duplicateOf).toMatchObject({ resumeId: first.id, reason: 'id_number' });
    const byPhone = await uploadResume(t.app, manager, files.samePhone!, 'noa-phone.docx');
    expect(byPhone.duplicateOf).toMatchObject({ resumeId: first.id, reason: 'phone' });

    // Another person with the same name is not merged.
    const namesake = await uploadResume(t.app, manager, files.sameNameOnly!, 'other-noa.docx');
    expect(namesake.duplicateOf).toBeNull();

    // The candidates tab: one person with four resumes, and the namesake apart.
    const list: TCandidate[] = (
      await t.app.inject({ method: 'GET', url: '/api/candidates', headers: bearer(manager) })
    ).json();
    const pool = list.filter((c) => c.inPool);
    expect(pool).toHaveLength(2);
    expect(pool.find((c) => c.resumeId === first.id)?.poolResumeCount).toBe(4);
    expect(pool.find((c) => c.resumeId === namesake.id)?.poolResumeCount).toBe(1);
  });

  it("another company's pool is another pool: the same person there is not a duplicate", async () => {
    const a = await signUp(t.app, { role: 'company', companyName: 'A Co' });
    const b = await signUp(t.app, { role: 'company', companyName: 'B Co' });
    await uploadResume(t.app, a, files.first!, 'noa.docx');
    const inB = await uploadResume(t.app, b, files.first!, 'noa.docx');
    expect(inB.duplicateOf).toBeNull();
    // A candidate's own resumes are never matched against pools.
    const candidate = await signUp(t.app);
    const own = await uploadResume(t.app, candidate, files.first!, 'noa.docx');
    expect(own.duplicateOf).toBeNull();
  });
});
