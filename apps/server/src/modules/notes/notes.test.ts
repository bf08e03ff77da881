import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNote } from '@gius/shared/notes';
import { bearer } from '../../testing/auth-helpers.ts';
import { buildRecruitmentWorld, type RecruitmentWorld } from '../../testing/recruitment-world.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { hebrewResume, makeResumeFile } from '../../testing/upload-fixtures.ts';
import type { AppEvent } from '../events/event-bus.ts';
import { isInAudience } from '../events/audience.ts';

describe.each(databaseKinds())('notes on applications on %s', (kind) => {
  let t: TestApp;
  let w: RecruitmentWorld;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await buildRecruitmentWorld(t, await makeResumeFile(hebrewResume('דנה לוי'), 'docx'));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const addNote = (session: { accessToken: string }, payload: object, applicationId = w.appA.id) =>
    t.app.inject({
      method: 'POST',
      url: `/api/applications/${applicationId}/notes`,
      headers: bearer(session),
      payload,
    });
  const listNotes = async (session: { accessToken: string }, applicationId = w.appA.id) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${applicationId}/notes`,
      headers: bearer(session),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as TNote[];
  };

  it('content is required: empty, blank or missing is "Please fill note content", and nothing is stored', async () => {
    for (const payload of [{ content: '' }, { content: '  \n\t ' }, {}]) {
      const res = await addNote(w.managerX, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'NOTE_CONTENT_REQUIRED',
        message: 'Please fill note content',
      });
    }
    expect(await listNotes(w.managerX)).toEqual([]);
  });

  it('a note keeps its author, time, interview schedule and status; the row counts it', async () => {
    const interviewAt = '2026-12-01T09:30:00.000Z';
    const res = await addNote(w.managerX, {
      content: '  שיחה ראשונה טובה  ',
      interviewAt,
      status: 'waiting',
    });
    expect(res.statusCode).toBe(201);
    const note = res.json() as TNote;
    expect(note).toMatchObject({
      applicationId: w.appA.id,
      authorId: w.managerX.user.id,
      authorName: w.managerX.user.fullName,
      content: 'שיחה ראשונה טובה',
      interviewAt,
      status: 'waiting',
      canEdit: true,
      canDelete: true,
    });
    expect(Date.parse(note.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const page = (
      await t.app.inject({ method: 'GET', url: '/api/applications?limit=200', headers: bearer(w.managerX) })
    ).json();
    const row = page.items.find((a: { id: string }) => a.id === w.appA.id);
    expect(row.noteCount).toBe(1);
    const other = page.items.find((a: { id: string }) => a.id !== w.appA.id);
    if (other) expect(other.noteCount).toBe(0);

    // HR of the same company reads it, may neither edit nor delete the manager's note.
    const seenByHr = (await listNotes(w.sessions.hrX)).find((n) => n.id === note.id)!;
    expect(seenByHr).toMatchObject({ content: 'שיחה ראשונה טובה', canEdit: false, canDelete: false });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/notes/${note.id}`,
      headers: bearer(w.sessions.hrX),
      payload: { content: 'changed' },
    });
    expect(edit.statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/notes/${note.id}`,
      headers: bearer(w.sessions.hrX),
    });
    expect(del.statusCode).toBe(403);
    expect((await listNotes(w.managerX)).map((n) => n.content)).toContain('שיחה ראשונה טובה');
  });

  it('the author edits their note (blank content refused); a manager deletes any note of the company', async () => {
    const mine = (await addNote(w.sessions.hrX, { content: 'note by HR' })).json() as TNote;
    const blank = await t.app.inject({
      method: 'PATCH',
      url: `/api/notes/${mine.id}`,
      headers: bearer(w.sessions.hrX),
      payload: { content: ' ' },
    });
    expect(blank.json().error.code).toBe('NOTE_CONTENT_REQUIRED');
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/notes/${mine.id}`,
      headers: bearer(w.sessions.hrX),
      payload: { content: 'note by HR, edited', status: 'accepted' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ content: 'note by HR, edited', status: 'accepted', canEdit: true });
    expect(Date.parse(edited.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(mine.createdAt));

    // The manager may not edit HR's words, but may delete the note.
    const managerEdit = await t.app.inject({
      method: 'PATCH',
      url: `/api/notes/${mine.id}`,
      headers: bearer(w.managerX),
      payload: { content: 'not mine' },
    });
    expect(managerEdit.statusCode).toBe(403);
    expect((await listNotes(w.managerX)).find((n) => n.id === mine.id)?.canDelete).toBe(true);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/notes/${mine.id}`,
      headers: bearer(w.managerX),
    });
    expect(del.statusCode).toBe(204);
    expect((await listNotes(w.sessions.hrX)).map((n) => n.id)).not.toContain(mine.id);
  });

  it('a candidate never reads notes, not even through my applications; another company gets 404', async () => {
    await addNote(w.managerX, { content: 'internal: salary expectations high' });
    const asCandidate = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${w.appA.id}/notes`,
      headers: bearer(w.sessions.candidateA),
    });
    expect(asCandidate.statusCode).toBe(403);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/my/applications',
      headers: bearer(w.sessions.candidateA),
    });
    expect(mine.body).not.toContain('salary expectations');
    expect(mine.json()[0]).not.toHaveProperty('noteCount');
    const asY = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${w.appA.id}/notes`,
      headers: bearer(w.sessions.hrY),
    });
    expect(asY.statusCode).toBe(404);
    // The admin reads them.
    expect((await listNotes(w.sessions.admin)).map((n) => n.content)).toContain(
      'internal: salary expectations high',
    );
  });

  it('a new note is told to the company and the admins, never to the candidate', async () => {
    const seen: AppEvent[] = [];
    const stop = t.deps.events.subscribe((e) => {
      if (e.type.startsWith('note.')) seen.push(e);
    });
    try {
      const note = (await addNote(w.sessions.hrX, { content: 'live note' })).json() as TNote;
      await expect.poll(() => seen.map((e) => e.data.noteId)).toContain(note.id);
      const event = seen.find((e) => e.data.noteId === note.id)!;
      expect(event).toMatchObject({ type: 'note.created', data: { applicationId: w.appA.id } });
      const user = (s: { user: { id: string; role: string; companyId: string | null } }) =>
        s.user as Parameters<typeof isInAudience>[1];
      expect(isInAudience(event, user(w.managerX))).toBe(true);
      expect(isInAudience(event, user(w.sessions.admin))).toBe(true);
      expect(isInAudience(event, user(w.sessions.candidateA))).toBe(false);
      expect(isInAudience(event, user(w.sessions.hrY))).toBe(false);
    } finally {
      stop();
    }
  });

  it('deleting the application deletes its notes', async () => {
    const job = (
      await t.app.inject({
        method: 'POST',
        url: '/api/applications',
        headers: bearer(w.managerX),
        payload: { jobId: w.jobX.id, resumeId: w.poolX.id },
      })
    ).json();
    await addNote(w.managerX, { content: 'to go' }, job.id);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/applications/${job.id}`,
      headers: bearer(w.managerX),
    });
    expect(del.statusCode).toBe(204);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${job.id}/notes`,
      headers: bearer(w.managerX),
    });
    expect(res.statusCode).toBe(404);
  });
});
