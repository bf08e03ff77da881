import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatAnswer, errorAnswer, startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai.ts';
import { minimalPdf, textContent } from '../../testing/minimal-pdf.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const RESUME = [
  'Jane Doe',
  'Data Analyst | jane@example.com | 054-123-4567',
  'Experience',
  '2019-2024 Data Analyst, Teva',
  '- Built Power BI dashboards',
  'Skills',
  'Excel, SQL, Power BI',
].join('\n');

const RESUME_BODY = {
  personalInfo: { fullName: 'Jane Doe', email: 'jane@example.com', phone: '054-123-4567', linkedIn: '' },
  jobTitle: '',
  jobDescription: 'We are hiring a BI Analyst. Requirements: SQL, Power BI.',
  jobRequirements: '',
  existingResume: RESUME,
  enhanceMode: true,
};

const AD_BODY = {
  jobTitle: 'מפתח/ת Backend',
  jobDescription: 'אנחנו בונים פלטפורמת תשלומים. הצוות קטן ומהיר.',
  requirements: 'ניסיון ב-Node.js\nניסיון עם PostgreSQL',
  companyName: 'פייבוקס',
  location: 'תל אביב',
  employmentType: 'משרה מלאה',
};

let clients = 0;
/** Each upload from its own client address, so the per-client limit does not refuse the next test's. */
function upload(t: TestApp, file: Parameters<typeof multipartBody>[0], remoteAddress?: string) {
  const { payload, headers } = multipartBody(file);
  return t.app.inject({
    method: 'POST',
    url: '/functions/v1/extract-resume-text',
    payload,
    headers,
    remoteAddress: remoteAddress ?? `10.9.${Math.floor(++clients / 250)}.${clients % 250}`,
  });
}

describe('career tools with the builtin engine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TOOLS_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('extract-resume-text answers { text } for a PDF in the field "file"', async () => {
    const pdf = minimalPdf([textContent(['Jane Doe', 'jane@example.com'])]);
    const res = await upload(t, { filename: 'cv.pdf', contentType: 'application/pdf', data: pdf });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: 'Jane Doe\njane@example.com' });
  });

  it('refuses by the bytes, not the declared type: a PNG named cv.pdf is NOT_A_PDF (415)', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
    const res = await upload(t, { filename: 'cv.pdf', contentType: 'application/pdf', data: png });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('NOT_A_PDF');
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 400, 'EMPTY_FILE'],
    ['a corrupt PDF', Buffer.from('%PDF-1.7\nthis is not a PDF at all, only its header'), 422, 'PDF_CORRUPT'],
    ['a PDF with no text layer', minimalPdf(['0 0 1 rg 10 10 100 100 re f']), 422, 'NO_TEXT_FOUND'],
  ])('answers %s with a clear code', async (_name, data, status, code) => {
    const res = await upload(t, { filename: 'cv.pdf', contentType: 'application/pdf', data });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
  });

  it('needs the field "file" and a multipart body', async () => {
    const pdf = minimalPdf([textContent(['x y'])]);
    const wrongField = await upload(t, {
      field: 'resume',
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      data: pdf,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ path: 'file' }] });
    const json = await t.app.inject({
      method: 'POST',
      url: '/functions/v1/extract-resume-text',
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a file over 10 MB with PAYLOAD_TOO_LARGE (413)', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
    const res = await upload(t, { filename: 'cv.pdf', contentType: 'application/pdf', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('generate-resume answers { resumeContent }: the resume kept, aimed at the job, clean text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/functions/v1/generate-resume',
      payload: RESUME_BODY,
    });
    expect(res.statusCode).toBe(200);
    const { resumeContent } = res.json() as { resumeContent: string };
    expect(Object.keys(res.json())).toEqual(['resumeContent']);
    expect(resumeContent.split('\n')[0]).toBe('Jane Doe');
    expect(resumeContent).toContain('2019-2024 Data Analyst, Teva');
    expect(resumeContent).toContain('BI Analyst');
    expect(resumeContent).toContain('• Built Power BI dashboards');
    expect(resumeContent).not.toMatch(/\*\*|`/);
  });

  it('generate-resume names the missing field', async () => {
    const { existingResume: _omit, ...noResume } = RESUME_BODY;
    const res = await t.app.inject({
      method: 'POST',
      url: '/functions/v1/generate-resume',
      payload: noResume,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'existingResume' }],
    });
  });

  it('generate-job-ad answers { facebook, whatsapp } in the language of the input', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/functions/v1/generate-job-ad',
      payload: AD_BODY,
    });
    expect(res.statusCode).toBe(200);
    const ad = res.json() as { facebook: string; whatsapp: string };
    expect(Object.keys(ad).sort()).toEqual(['facebook', 'whatsapp']);
    expect(ad.facebook).toContain('• ניסיון ב-Node.js');
    expect(ad.facebook).toMatch(/#דרושים/);
    expect(ad.whatsapp).toMatch(/^\*.*מפתח\/ת Backend.*\*/);
  });

  it('generate-job-ad needs a title, a description and requirements', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/functions/v1/generate-job-ad',
      payload: { ...AD_BODY, jobTitle: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([{ path: 'jobTitle', message: 'jobTitle is required' }]);
  });

  it('limits each client on each function (429 RATE_LIMITED), not other clients', async () => {
    const call = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/functions/v1/generate-job-ad',
        payload: AD_BODY,
        remoteAddress: ip,
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await call('10.0.0.7')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await call('10.0.0.7');
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await call('10.0.0.8')).statusCode).toBe(200);
    // Extraction has a count of its own: the generators' does not spend it.
    const pdf = minimalPdf([textContent(['Jane Doe'])]);
    const extracted = [];
    for (let i = 0; i < 4; i++) {
      const res = await upload(
        t,
        { filename: 'cv.pdf', contentType: 'application/pdf', data: pdf },
        '10.0.0.7',
      );
      extracted.push(res.statusCode === 429);
    }
    expect(extracted).toEqual([false, false, false, true]);
  });

  it('extract-resume-text answers 429 past its limit however many arrive together, before reading the file', async () => {
    const pdf = minimalPdf([textContent(['Jane Doe'])]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        upload(t, { filename: 'cv.pdf', contentType: 'application/pdf', data: pdf }, '10.0.0.9'),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    // 3 admitted (read, or on a loaded machine refused by the reading time limit), 17 refused unread.
    expect(codes.filter((c) => c !== 429)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(17);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('documents the three functions in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/functions/v1/extract-resume-text',
        '/functions/v1/generate-resume',
        '/functions/v1/generate-job-ad',
      ]),
    );
  });
});

describe('career tools with an OpenAI-compatible provider', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp('pglite', {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'gpt-test',
      AI_RETRY_BASE_MS: '1',
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('cleans the model text: markdown out of the resume and the post, WhatsApp bold kept as *bold*', async () => {
    fake.reply((req) =>
      (req.body as { response_format: { json_schema: { name: string } } }).response_format.json_schema
        .name === 'tailorResume'
        ? chatAnswer({ resumeContent: '**Jane Doe**\n\n- `SQL`   expert\n* Power BI' })
        : chatAnswer({
            facebook: '**We are hiring!**\n- Node.js',
            whatsapp: '**Hiring: Backend**\n- Node.js',
          }),
    );
    const resume = await t.app.inject({
      method: 'POST',
      url: '/functions/v1/generate-resume',
      payload: RESUME_BODY,
    });
    expect(resume.json()).toEqual({ resumeContent: 'Jane Doe\n\n• SQL expert\n• Power BI' });
    const ad = await t.app.inject({ method: 'POST', url: '/functions/v1/generate-job-ad', payload: AD_BODY });
    expect(ad.json()).toEqual({
      facebook: 'We are hiring!\n• Node.js',
      whatsapp: '*Hiring: Backend*\n- Node.js',
    });
  });

  it.each([
    [429, 'RATE_LIMITED'],
    [402, 'PAYMENT_REQUIRED'],
  ])('passes a provider %i through to the page as %s', async (status, code) => {
    fake.reply(() => errorAnswer(status));
    const res = await t.app.inject({
      method: 'POST',
      url: '/functions/v1/generate-job-ad',
      payload: AD_BODY,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
  });

  it('answers 502 AI_BAD_RESPONSE for a malformed answer, never a 500', async () => {
    fake.reply(() => chatAnswer('I cannot help with that.'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/functions/v1/generate-resume',
      payload: RESUME_BODY,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('AI_BAD_RESPONSE');
  });
});
