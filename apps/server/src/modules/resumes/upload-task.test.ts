import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundTasks } from '../../queue/tables.ts';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { uploadResumeRaw } from '../../testing/recruitment-helpers.ts';
import { hebrewResume, makeResumeFile } from '../../testing/upload-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { resumes } from './tables.ts';

/** Every file under a folder, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe.each(databaseKinds())('an upload and its analysis task on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are stored together: when queueing the analysis fails, no resume is stored either', async () => {
    const db = t.deps.database.db;
    const candidate = await signUp(t.app, { role: 'candidate' });
    const docx = await makeResumeFile(hebrewResume('דנה לוי'), 'docx');
    // The database refuses the analysis task, as a process killed between the two statements
    // would never have written it.
    await db.execute(
      sql.raw(`create function test_refuse_analysis() returns trigger language plpgsql as $$
        begin
          if new.kind = 'resume.analyse' then raise exception 'analysis queue unavailable'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger test_refuse_analysis before insert on background_tasks
        for each row execute function test_refuse_analysis()`),
    );
    try {
      const refused = await uploadResumeRaw(t.app, candidate, docx, 'cv.docx');
      expect(refused.statusCode).toBe(500);
      expect(await db.select().from(resumes).where(eq(resumes.ownerUserId, candidate.user.id))).toEqual([]);
      expect(await filesUnder(path.join(t.deps.config.filesDir, 'resumes'))).toEqual([]);
    } finally {
      await db.execute(sql.raw('drop trigger test_refuse_analysis on background_tasks'));
      await db.execute(sql.raw('drop function test_refuse_analysis()'));
    }

    const stored = await uploadResumeRaw(t.app, candidate, docx, 'cv.docx');
    expect(stored.statusCode).toBe(201);
    const tasks = await db
      .select({ payload: backgroundTasks.payload })
      .from(backgroundTasks)
      .where(eq(backgroundTasks.kind, 'resume.analyse'));
    expect(tasks).toEqual([{ payload: { resumeId: stored.json().id } }]);
    const mine = await t.app.inject({ method: 'GET', url: '/api/resumes', headers: bearer(candidate) });
    expect(mine.json()).toHaveLength(1);
  });
});
