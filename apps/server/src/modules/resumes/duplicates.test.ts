import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '@gius/shared/auth';
import type { TApplication, TCandidate } from '@gius/shared/applications';
import type { TPoolDuplicate, TResume } from '@gius/shared/resumes';
import { taskHandlers } from '../../queue/task-handlers.ts';
import { RESUME_ANALYSE } from '../analysis/enqueue.ts';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { createJob, uploadResume } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { makeResumeFile, POOL_PEOPLE, poolResume } from '../../testing/upload-fixtures.ts';
import { mergeDuplicates } from './duplicates-service.ts';
import { linkPoolIdentity } from './identity-service.ts';
import { RESUME_OCR_TASK } from './ocr-task.ts';
import { candidateIdentities, resumes } from './tables.ts';

const FIXTURES = {
  ...POOL_PEOPLE,
  // Someone else who shares Noa's phone (a family number) but has her own e-mail.
  sharedPhone: poolResume('דנה כהן', 'dana.k@example.org | 052-123-4567'),
  sharedPhoneAgain: poolResume('דנה כהן', 'Dana.K@example.org'),
};

describe.each(databaseKinds())('reviewing duplicates of a company pool on %s', (kind) => {
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

  const company = () => signUp(t.app, { role: 'company', companyName: 'Pool Co' });
  const upload = (s: TSession, name: keyof typeof FIXTURES) =>
    uploadResume(t.app, s, files[name]!, `${name}.docx`);
  const call = (s: TSession, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(s), ...(payload ? { payload } : {}) });
  const duplicates = async (s: TSession, id: string): Promise<TPoolDuplicate[]> => {
    const res = await call(s, 'GET', `/api/resumes/${id}/duplicates`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const poolCards = async (s: TSession): Promise<TCandidate[]> =>
    (await call(s, 'GET', '/api/candidates')).json().filter((c: TCandidate) => c.inPool);
  const row = async (id: string) =>
    (await t.deps.database.db.select().from(resumes).where(eq(resumes.id, id)))[0];
  const addApplication = async (s: TSession, jobId: string, resumeId: string): Promise<TApplication> => {
    const res = await call(s, 'POST', '/api/applications', { jobId, resumeId });
    expect(res.statusCode).toBe(201);
    return res.json();
  };

  it("lists a person's resumes from any of them, with contact details and why each matched", async () => {
    const s = await company();
    const first = await upload(s, 'first');
    const byEmail = await upload(s, 'sameEmail');
    const byPhone = await upload(s, 'samePhone');
    await upload(s, 'sameNameOnly');

    for (const id of [first.id, byEmail.id, byPhone.id]) {
      const group = await duplicates(s, id);
      expect(group.map((r) => [r.id, r.reason])).toEqual([
        [first.id, null],
        [byEmail.id, 'email'],
        [byPhone.id, 'phone'],
      ]);
      expect(group[0]).toMatchObject({
        fileName: 'first.docx',
        fullName: 'נועה כהן',
        email: 'noa.cohen@example.com',
      });
      expect(group[0]!.phone).toBe('052-1234567');
    }

    // The resumes list names the person a resume duplicates.
    const listed: TResume[] = (await call(s, 'GET', '/api/resumes')).json();
    expect(listed.find((r) => r.id === byEmail.id)?.duplicateOf).toEqual({
      resumeId: first.id,
      name: 'נועה כהן',
      reason: 'email',
    });
    expect(listed.find((r) => r.id === first.id)?.duplicateOf).toBeNull();
  });

  it('merges into the kept resume: the others go with their files, applications and keys move', async () => {
    const s = await company();
    const job = await createJob(t.app, s);
    const first = await upload(s, 'first');
    const byEmail = await upload(s, 'sameEmail');
    const keep = await upload(s, 'samePhone');
    const sent = await addApplication(s, job.id, byEmail.id);
    const removedKeys = [(await row(first.id))!.fileKey, (await row(byEmail.id))!.fileKey];
    expect(await t.deps.storage.get(removedKeys[0]!)).not.toBeNull();

    const res = await call(s, 'POST', `/api/resumes/${first.id}/merge`, { keepResumeId: keep.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: keep.id, duplicateOf: null });

    expect(await row(first.id)).toBeUndefined();
    expect(await row(byEmail.id)).toBeUndefined();
    for (const key of removedKeys) expect(await t.deps.storage.get(key)).toBeNull();
    expect(await t.deps.storage.get((await row(keep.id))!.fileKey)).not.toBeNull();
    expect((await call(s, 'GET', `/api/resumes/${first.id}`)).statusCode).toBe(404);

    const application = (await call(s, 'GET', `/api/applications/${sent.id}`)).json();
    expect(application).toMatchObject({ resumeId: keep.id, resumeFileName: 'samePhone.docx' });

    const keys = await t.deps.database.db
      .select()
      .from(candidateIdentities)
      .where(eq(candidateIdentities.companyId, s.user.companyId!));
    expect(keys.map((k) => k.kind).sort()).toEqual(['email', 'id_number', 'phone']);
    expect(new Set(keys.map((k) => k.resumeId))).toEqual(new Set([keep.id]));
    expect(await duplicates(s, keep.id)).toEqual([expect.objectContaining({ id: keep.id, reason: null })]);

    // The same person uploaded later, by the ID number only the removed first resume carried.
    const later = await upload(s, 'sameId');
    expect(later.duplicateOf).toMatchObject({ resumeId: keep.id, reason: 'id_number' });
    const cards = await poolCards(s);
    expect(cards.map((c) => [c.resumeId, c.poolResumeCount])).toEqual([[keep.id, 2]]);
  });

  it('"not the same person" makes two cards, survives analysis and OCR, and keeps its own keys', async () => {
    const s = await company();
    const first = await upload(s, 'first');
    const other = await upload(s, 'sharedPhone');
    expect(other.duplicateOf).toMatchObject({ resumeId: first.id, reason: 'phone' });
    expect(await poolCards(s)).toHaveLength(1);

    const res = await call(s, 'POST', `/api/resumes/${other.id}/unlink`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: other.id, duplicateOf: null });
    expect((await call(s, 'POST', `/api/resumes/${other.id}/unlink`)).json().error.code).toBe(
      'NOT_A_DUPLICATE',
    );

    // Analysis and OCR run again on both: neither links them again.
    const handlers = taskHandlers(t.deps);
    const context = { taskId: 'test', attempt: 1 };
    for (const id of [first.id, other.id]) {
      await handlers[RESUME_ANALYSE]!({ resumeId: id }, context);
      await handlers[RESUME_OCR_TASK]!({ resumeId: id }, context);
    }
    expect(await row(other.id)).toMatchObject({ duplicateOf: null, fullName: 'דנה כהן' });
    const cards = await poolCards(s);
    expect(cards.map((c) => [c.resumeId, c.poolResumeCount]).sort()).toEqual(
      [
        [first.id, 1],
        [other.id, 1],
      ].sort(),
    );

    // Her next resume (her own e-mail) joins her, not Noa; the shared phone stays Noa's.
    const again = await upload(s, 'sharedPhoneAgain');
    expect(again.duplicateOf).toMatchObject({ resumeId: other.id, reason: 'email' });
    const noaAgain = await upload(s, 'samePhone');
    expect(noaAgain.duplicateOf).toMatchObject({ resumeId: first.id, reason: 'phone' });
  });

  it('refuses a candidate (403), another company (404) and bad input (4xx), changing nothing', async () => {
    const s = await company();
    const first = await upload(s, 'first');
    const dup = await upload(s, 'sameEmail');
    const candidate = await signUp(t.app);
    const stranger = await company();
    const theirs = await upload(stranger, 'first');
    const merge = (who: TSession, keepResumeId: unknown) =>
      call(who, 'POST', `/api/resumes/${dup.id}/merge`, { keepResumeId });

    const forCandidate = await call(candidate, 'GET', `/api/resumes/${first.id}/duplicates`);
    expect(forCandidate.statusCode).toBe(403);
    expect((await merge(candidate, first.id)).statusCode).toBe(403);
    expect((await call(candidate, 'POST', `/api/resumes/${dup.id}/unlink`)).statusCode).toBe(403);

    expect((await call(stranger, 'GET', `/api/resumes/${first.id}/duplicates`)).statusCode).toBe(404);
    expect((await merge(stranger, dup.id)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/api/resumes/${dup.id}/unlink`)).statusCode).toBe(404);

    const notInGroup = await merge(s, theirs.id);
    expect(notInGroup.statusCode).toBe(400);
    expect(notInGroup.json().error.code).toBe('RESUME_NOT_IN_GROUP');
    expect((await merge(s, 'not-a-uuid')).json().error.code).toBe('VALIDATION_ERROR');
    const alone = await upload(s, 'sameNameOnly');
    const single = await call(s, 'POST', `/api/resumes/${alone.id}/merge`, { keepResumeId: alone.id });
    expect(single.statusCode).toBe(409);
    expect(single.json().error.code).toBe('NOT_A_DUPLICATE');
    expect((await call(s, 'POST', `/api/resumes/${first.id}/unlink`)).json().error.code).toBe(
      'NOT_A_DUPLICATE',
    );

    // Both resumes sent to the same job: merging would fold two applications into one.
    const job = await createJob(t.app, s);
    await addApplication(s, job.id, first.id);
    await addApplication(s, job.id, dup.id);
    const clash = await merge(s, first.id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('MERGE_CONFLICT');

    expect((await duplicates(s, first.id)).map((r) => r.id)).toEqual([first.id, dup.id]);
    expect(await t.deps.storage.get((await row(dup.id))!.fileKey)).not.toBeNull();
    expect(await duplicates(stranger, theirs.id)).toHaveLength(1);
  });

  it("links an upload to the kept resume when a merge deletes the person's first resume meanwhile", async () => {
    const s = await company();
    const first = await upload(s, 'first');
    const kept = await upload(s, 'sameEmail');
    const db = t.deps.database.db;
    // A new upload of the same person whose linking looked up the first resume just before the
    // merge deleted it: the merge runs between that look-up and the writes that name it.
    const [arriving] = await db
      .insert(resumes)
      .values({
        ownerCompanyId: s.user.companyId!,
        fileKey: 'race/arriving.pdf',
        fileName: 'arriving.pdf',
        kind: 'pdf',
        mime: 'application/pdf',
        size: 1,
        extractedText: 'נועה כהן\nnoa.cohen@example.com',
        extractionStatus: 'extracted',
      })
      .returning();
    let merged = false;
    const racing = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== 'insert') return Reflect.get(target, prop, receiver);
        return (table: typeof candidateIdentities) => {
          const insert = target.insert(table);
          if (merged || table !== candidateIdentities) return insert;
          merged = true;
          return {
            values: (values: (typeof candidateIdentities.$inferInsert)[]) => ({
              onConflictDoNothing: async () => {
                await mergeDuplicates({
                  db,
                  storage: t.deps.storage,
                  row: (await row(first.id))!,
                  keepResumeId: kept.id,
                });
                return insert.values(values).onConflictDoNothing();
              },
            }),
          };
        };
      },
    });
    const linked = await linkPoolIdentity({ db: racing, documents: t.deps.documents, row: arriving! });
    expect(merged).toBe(true);
    expect(await row(first.id)).toBeUndefined();
    expect(linked).toMatchObject({ id: arriving!.id, duplicateOf: kept.id, duplicateReason: 'email' });
  });
});
