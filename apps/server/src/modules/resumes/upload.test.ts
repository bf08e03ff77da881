import fs from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { uploadResume, uploadResumeRaw } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { hebrewResume, makeResumeFile } from '../../testing/upload-fixtures.ts';

/** Every file under the storage folder (the temporary folder included): nothing may be left behind. */
async function storedFiles(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((p) => !p.includes('.health'));
}

describe.each(databaseKinds())('resume upload on %s', (kind) => {
  let t: TestApp;
  let docx: Buffer;
  let doc: Buffer;
  let pdf: Buffer;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [docx, doc, pdf] = await Promise.all([
      makeResumeFile(hebrewResume('דנה לוי'), 'docx'),
      makeResumeFile(hebrewResume('דנה לוי'), 'doc'),
      makeResumeFile(hebrewResume('דנה לוי'), 'pdf'),
    ]);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('a candidate uploads a Word resume made by LibreOffice; its text, header included, is read', async () => {
    const candidate = await signUp(t.app);
    const res = await uploadResumeRaw(t.app, candidate, docx, 'קורות חיים - דנה.docx');
    expect(res.statusCode).toBe(201);
    const resume = res.json();
    expect(resume).toMatchObject({
      fileName: 'קורות חיים - דנה.docx',
      kind: 'docx',
      extractionStatus: 'extracted',
      isDefault: true,
      owner: 'candidate',
      size: docx.length,
    });
    const full = (
      await t.app.inject({ method: 'GET', url: `/api/resumes/${resume.id}`, headers: bearer(candidate) })
    ).json();
    expect(full.text).toContain('דנה לוי');
    expect(full.text).toContain('dana.levi@example.com');
    expect(full.text).toContain('2019–2023');

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/resumes/${resume.id}/file`,
      headers: bearer(candidate),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('קורות חיים - דנה.docx')}`,
    );
    expect(file.rawPayload.equals(docx)).toBe(true);
  });

  it('reads a legacy .doc and a PDF, in reading order', async () => {
    const candidate = await signUp(t.app);
    const legacy = await uploadResume(t.app, candidate, doc, 'resume.doc');
    expect(legacy).toMatchObject({ kind: 'doc', extractionStatus: 'extracted' });
    const asPdf = await uploadResume(t.app, candidate, pdf, 'resume.pdf');
    expect(asPdf).toMatchObject({ kind: 'pdf', isDefault: false, extractionStatus: 'extracted' });
    const full = (
      await t.app.inject({ method: 'GET', url: `/api/resumes/${asPdf.id}`, headers: bearer(candidate) })
    ).json();
    expect(full.text).toContain('דנה לוי');
    expect(full.text).toContain('dana.levi@example.com');
  });

  it('the type is read from the content, not the name', async () => {
    const candidate = await signUp(t.app);
    const named = await uploadResume(t.app, candidate, docx, 'cv.pdf');
    expect(named.kind).toBe('docx');
    // Folders are dropped from a name; quotes and brackets are escaped in the download header.
    const odd = await uploadResume(t.app, candidate, docx, "C:\\Users\\dana\\Dana's (final).docx");
    expect(odd.fileName).toBe("Dana's (final).docx");
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/resumes/${odd.id}/file`,
      headers: bearer(candidate),
    });
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Dana's (final).docx"; filename*=UTF-8''Dana%27s%20%28final%29.docx`,
    );
  });

  it('refuses bad files with the spec messages, and keeps none of them', async () => {
    const candidate = await signUp(t.app);
    const before = await storedFiles(t.deps.config.filesDir);
    const refuse = async (content: Buffer, name: string) => {
      const res = await uploadResumeRaw(t.app, candidate, content, name);
      return { status: res.statusCode, ...res.json().error };
    };

    expect(await refuse(Buffer.alloc(0), 'empty.pdf')).toMatchObject({ status: 400, code: 'FILE_EMPTY' });

    const eleven = Buffer.alloc(11 * 1024 * 1024, 0x20);
    pdf.copy(eleven, 0, 0, 1024);
    expect(await refuse(eleven, 'big.pdf')).toMatchObject({
      status: 413,
      code: 'FILE_TOO_LARGE',
      message: 'File too large. Maximum 10MB.',
    });

    const exe = Buffer.concat([
      Buffer.from('MZ'),
      Buffer.alloc(62),
      Buffer.from('PE\0\0'),
      Buffer.alloc(4096, 1),
    ]);
    exe.writeUInt32LE(64, 0x3c);
    expect(await refuse(exe, 'resume.pdf')).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'Unsupported file type. Please upload PDF or Word.',
    });

    const zip = await new JSZip()
      .file('notes.txt', 'not a word document')
      .generateAsync({ type: 'nodebuffer' });
    expect(await refuse(zip, 'resume.docx')).toMatchObject({ status: 415, code: 'UNSUPPORTED_FILE_TYPE' });

    expect(await refuse(pdf.subarray(0, Math.floor(pdf.length / 2)), 'cut.pdf')).toMatchObject({
      status: 422,
      code: 'FILE_UNREADABLE',
    });
    expect(
      await refuse(Buffer.from('%PDF-1.7\n%garbage, no objects, no trailer\n'), 'corrupt.pdf'),
    ).toMatchObject({ status: 422, code: 'FILE_UNREADABLE' });

    const brokenDocx = Buffer.from(docx);
    brokenDocx.fill(0x41, 600, 2600);
    expect((await refuse(brokenDocx, 'broken.docx')).status).toBeGreaterThanOrEqual(400);

    expect(await storedFiles(t.deps.config.filesDir)).toEqual(before);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/resumes', headers: bearer(candidate) })
    ).json();
    expect(list).toEqual([]);
  });

  it('exactly 10MB is accepted by size (then judged by content)', async () => {
    const candidate = await signUp(t.app);
    const ten = Buffer.alloc(10 * 1024 * 1024, 0x20);
    const res = await uploadResumeRaw(t.app, candidate, ten, 'ten.pdf');
    expect(res.json().error.code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('not signed in: "You need to login to upload files"; no file: a clear 400', async () => {
    const res = await uploadResumeRaw(t.app, null, docx, 'cv.docx');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'LOGIN_TO_UPLOAD',
      message: 'You need to login to upload files',
    });
    const candidate = await signUp(t.app);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/resumes',
      headers: { ...bearer(candidate), 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('FILE_REQUIRED');
  });

  it('lists, sets the default, deletes (file and all), and the next resume becomes the default', async () => {
    const candidate = await signUp(t.app);
    const h = bearer(candidate);
    const first = await uploadResume(t.app, candidate, docx, 'first.docx');
    const second = await uploadResume(t.app, candidate, doc, 'second.doc');
    expect(first.isDefault).toBe(true);
    expect(second.isDefault).toBe(false);
    const set = await t.app.inject({ method: 'POST', url: `/api/resumes/${second.id}/default`, headers: h });
    expect(set.json().isDefault).toBe(true);
    let list = (await t.app.inject({ method: 'GET', url: '/api/resumes', headers: h })).json();
    expect(list.map((r: { fileName: string; isDefault: boolean }) => [r.fileName, r.isDefault])).toEqual([
      ['second.doc', true],
      ['first.docx', false],
    ]);
    const files = await storedFiles(t.deps.config.filesDir);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/resumes/${second.id}`, headers: h })).statusCode,
    ).toBe(204);
    expect((await storedFiles(t.deps.config.filesDir)).length).toBe(files.length - 1);
    list = (await t.app.inject({ method: 'GET', url: '/api/resumes', headers: h })).json();
    expect(list.map((r: { fileName: string; isDefault: boolean }) => [r.fileName, r.isDefault])).toEqual([
      ['first.docx', true],
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/resumes/${second.id}/file`, headers: h })).statusCode,
    ).toBe(404);
  });

  it('a company uploads to its own pool', async () => {
    const hr = await signUp(t.app, { role: 'company', companyName: 'Pool Co' });
    const resume = await uploadResume(t.app, hr, docx, 'pool.docx');
    expect(resume).toMatchObject({ owner: 'company', isDefault: false });
    const list = (await t.app.inject({ method: 'GET', url: '/api/resumes', headers: bearer(hr) })).json();
    expect(list.map((r: { id: string }) => r.id)).toEqual([resume.id]);
  });
});
