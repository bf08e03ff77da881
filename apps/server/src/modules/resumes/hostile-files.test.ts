import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EXTRACTED_TEXT_CHARS } from '@gius/shared/constants';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { docxBomb, encryptedPdf, pdfBomb, textFloodDocx } from '../../testing/hostile-files.ts';
import { minimalPdf, textContent } from '../../testing/minimal-pdf.ts';
import { multipartFile } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';

const MB = 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Files under the data folder, so a refused upload is seen to leave nothing behind. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && !e.name.startsWith('.health')).map((e) => e.name);
}

/**
 * Sends `request` over real HTTP and, until it answers, asks `/api/health` every 50 ms: the
 * slowest health answer tells whether the server stayed responsive while it read the file.
 */
async function whileServing(base: string, request: () => Promise<Response>) {
  let answered = false;
  let slowestHealthMs = 0;
  let healthAnswers = 0;
  const probe = (async () => {
    while (!answered) {
      const started = performance.now();
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
      healthAnswers++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const res = await request();
  const body = (await res.json()) as { error?: { code: string; message: string } };
  const tookMs = performance.now() - started;
  answered = true;
  await probe;
  return { status: res.status, body, tookMs, slowestHealthMs, healthAnswers };
}

describe.each(databaseKinds())('hostile files against the running server on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let bomb: Buffer;
  let wordBomb: Buffer;
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    [bomb, wordBomb] = await Promise.all([pdfBomb(400 * MB), docxBomb(120 * MB)]);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, file: Buffer, name: string, type: string, token?: string) => {
    const body = multipartFile(file, name, type);
    return fetch(`${base}${url}`, {
      method: 'POST',
      headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body.payload,
    });
  };

  it('refuses a 1 MB PDF that inflates to 400 MB, sent with no sign-in, while answering others', async () => {
    expect(bomb.length).toBeLessThanOrEqual(1.5 * MB);
    // Workers started (each holds pdf.js), so what follows measures the bomb alone.
    const small = minimalPdf([textContent(['Dana Levi'])]);
    await Promise.all([t.deps.documents.toolsPdfText(small), t.deps.documents.toolsPdfText(small)]);
    const rssBefore = process.memoryUsage().rss;
    const result = await whileServing(base, () =>
      post('/functions/v1/extract-resume-text', bomb, 'cv.pdf', 'application/pdf'),
    );
    expect(result.status).toBe(422);
    expect(result.body.error?.code).toBe('FILE_TOO_COMPLEX');
    expect(result.tookMs).toBeLessThan(10_000);
    expect(result.healthAnswers).toBeGreaterThan(0);
    // Reading happened in a worker, never holding the inflated 400 MB.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * MB);
  }, 30_000);

  it('refuses a .docx bomb uploaded as a resume, and stores nothing', async () => {
    const candidate = await signUp(t.app);
    const result = await whileServing(base, () =>
      post('/api/resumes', wordBomb, 'cv.docx', DOCX, candidate.accessToken),
    );
    expect(result.status).toBe(422);
    expect(result.body.error?.code).toBe('FILE_TOO_COMPLEX');
    expect(result.tookMs).toBeLessThan(10_000);
    const list = await t.app.inject({ method: 'GET', url: '/api/resumes', headers: bearer(candidate) });
    expect(list.json()).toEqual([]);
    expect(await filesUnder(t.deps.config.filesDir)).toEqual([]);
  }, 30_000);

  it('never stores more than the text cap: a flood is refused, a long file keeps its beginning', async () => {
    const candidate = await signUp(t.app);
    const flood = await textFloodDocx(10_500_000);
    expect(flood.length).toBeLessThan(64 * 1024);
    const refused = await post('/api/resumes', flood, 'flood.docx', DOCX, candidate.accessToken);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('FILE_TOO_COMPLEX');

    const long = await post(
      '/api/resumes',
      await textFloodDocx(1_000_000),
      'long.docx',
      DOCX,
      candidate.accessToken,
    );
    expect(long.status).toBe(201);
    const stored = (await long.json()) as { textLength: number; textTruncated: boolean };
    expect(stored.textTruncated).toBe(true);
    expect(stored.textLength).toBeLessThanOrEqual(MAX_EXTRACTED_TEXT_CHARS);
  }, 60_000);

  it('200 uploads arriving at once are each stored or told the server is busy, never a 500', async () => {
    const manager = await signUp(t.app, { role: 'company', companyName: 'Rush Co' });
    const pdf = minimalPdf([textContent(['Dana Levi', 'dana@example.com', 'Full Stack developer'])]);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post('/api/resumes', pdf, `cv-${i}.pdf`, 'application/pdf', manager.accessToken).then(async (r) => ({
          status: r.status,
          code: ((await r.json()) as { error?: { code: string } }).error?.code,
        })),
      ),
    );
    const stored = answers.filter((a) => a.status === 201).length;
    const busy = answers.filter((a) => a.status === 503 && a.code === 'SERVICE_UNAVAILABLE').length;
    expect(stored + busy).toBe(200);
    expect(stored).toBeGreaterThan(0);
    const list = await t.app.inject({ method: 'GET', url: '/api/resumes', headers: bearer(manager) });
    expect(list.json()).toHaveLength(stored);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  }, 120_000);

  it('answers an encrypted PDF resume with PDF_ENCRYPTED, not "damaged"', async () => {
    const candidate = await signUp(t.app);
    const res = await post(
      '/api/resumes',
      await encryptedPdf(),
      'locked.pdf',
      'application/pdf',
      candidate.accessToken,
    );
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PDF_ENCRYPTED');
  });
});
