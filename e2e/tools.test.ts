import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  convertWithLibreOffice,
  findSoffice,
  startChromiumPdfMaker,
  type FixtureDoc,
} from '../apps/server/src/testing/document-fixtures.ts';
import { extractPdfText } from '../apps/server/src/documents/pdf-text.ts';
import { errorAnswer, startFakeOpenAi, type FakeOpenAi } from '../apps/server/src/testing/fake-openai.ts';
import { ENGLISH_RESUME, HEBREW_RESUME } from '../apps/server/src/testing/resume-fixtures.ts';
import { launchChromium } from './support/chromium.ts';
import { describeE2E } from './support/describe-e2e.ts';
import { startServer, type RunningServer } from './support/server.ts';

const run = promisify(execFile);

const HEBREW_JOB = [
  'דרוש/ה מפתח/ת Backend לחברת פינטק בתל אביב',
  'דרישות:',
  '- ניסיון בפיתוח צד שרת ב-Node.js',
  '- ניסיון עם PostgreSQL ו-Docker',
].join('\n');

const ENGLISH_JOB =
  'We are hiring a Senior BI Analyst.\nRequirements:\n- SQL\n- Power BI dashboards\n- Python';

interface DocxParagraph {
  text: string;
  bidi: boolean;
  /** Where the paragraph sits on the page. */
  align: 'left' | 'right' | null;
}

/**
 * The paragraphs of a .docx as Word shows them: text, right-to-left flag, alignment on the page.
 * In a right-to-left paragraph Word reads w:jc "left" and "right" as start and end (the docx
 * library writes them so, and LibreOffice renders them so): "left" there is the right side.
 */
async function docxParagraphs(file: string): Promise<DocxParagraph[]> {
  const zip = await JSZip.loadAsync(await fs.readFile(file));
  const xml = await zip.file('word/document.xml')!.async('string');
  const unescape = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return (xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? []).map((p) => ({
    text: unescape([...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('')),
    bidi: /<w:bidi\/>/.test(p),
    align: pageSide(/<w:bidi\/>/.test(p), p.match(/<w:jc w:val="(\w+)"\/>/)?.[1]),
  }));
}

function pageSide(bidi: boolean, jc: string | undefined): 'left' | 'right' | null {
  if (jc !== 'left' && jc !== 'right' && jc !== 'start' && jc !== 'end') return null;
  const start = jc === 'left' || jc === 'start';
  return start === !bidi ? 'left' : 'right';
}

async function convertDocxToPdf(file: string): Promise<Buffer> {
  const outDir = path.join(path.dirname(file), `pdf-${Date.now()}`);
  await fs.mkdir(outDir, { recursive: true });
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-lo-profile-'));
  try {
    await run(
      findSoffice()!,
      [
        `-env:UserInstallation=file://${profile}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        outDir,
        file,
      ],
      {
        timeout: 120_000,
      },
    );
  } finally {
    await fs.rm(profile, { recursive: true, force: true });
  }
  return fs.readFile(path.join(outDir, `${path.basename(file, '.docx')}.pdf`));
}

async function makePdfs(dir: string, docs: FixtureDoc[]): Promise<Record<string, Buffer>> {
  if (findSoffice()) return convertWithLibreOffice(docs, dir);
  const maker = await startChromiumPdfMaker();
  try {
    const out: Record<string, Buffer> = {};
    for (const doc of docs) out[doc.name] = await maker.pdf(doc);
    return out;
  } finally {
    await maker.close();
  }
}

describeE2E('career tools page (/tools)', () => {
  let server: RunningServer;
  let limitedServer: RunningServer;
  let fake: FakeOpenAi;
  let browser: Browser;
  let dir: string;
  let pdfs: Record<string, Buffer>;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-tools-e2e-'));
    fake = await startFakeOpenAi();
    fake.reply((req) => {
      const task = (req.body as { response_format?: { json_schema?: { name?: string } } }).response_format
        ?.json_schema?.name;
      return task === 'tailorResume'
        ? errorAnswer(402, 'Payment required')
        : errorAnswer(429, 'Rate limit reached');
    });
    [server, limitedServer, pdfs, browser] = await Promise.all([
      startServer(),
      startServer({ AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test' }),
      makePdfs(dir, [HEBREW_RESUME, ENGLISH_RESUME]),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
    await server?.stop();
    await limitedServer?.stop();
    await fake?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  async function open(
    base: RunningServer,
    language?: 'en' | 'ar',
  ): Promise<{ page: Page; consoleErrors: string[] }> {
    const context = await browser.newContext({
      acceptDownloads: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    contexts.push(context);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text());
    });
    page.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`));
    await page.goto(`${base.url}/tools`);
    await page.getByTestId('tools-title').waitFor();
    if (language) {
      await page.getByTestId(`language-${language}`).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
    }
    return { page, consoleErrors };
  }

  const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

  async function upgrade(page: Page, pdf: Buffer, name: string, jobDetails: string) {
    const button = page.getByTestId('upgrade-button');
    expect(await button.isDisabled()).toBe(true);
    await page.getByTestId('resume-file').setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
    expect(await button.isDisabled()).toBe(true); // no job details yet
    await page.getByTestId('job-details').fill(jobDetails);
    await expect.poll(() => button.isDisabled()).toBe(false);
    await button.click();
    await page.getByTestId('resume-result').waitFor({ timeout: 30_000 });
  }

  async function download(page: Page): Promise<{ file: string; name: string }> {
    const [event] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-docx').click(),
    ]);
    const file = path.join(dir, `${Date.now()}-${event.suggestedFilename()}`);
    await event.saveAs(file);
    return { file, name: event.suggestedFilename() };
  }

  it('Hebrew: opens on the resume tab, upgrades a Hebrew PDF, edits and downloads a right-to-left .docx', async () => {
    const { page, consoleErrors } = await open(server);
    expect(await page.getByTestId('tools-title').textContent()).toBe('כלי קריירה מבוססי AI');
    expect(await page.getByTestId('tab-resume').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('job-details').getAttribute('rows')).toBe('6');

    await upgrade(page, pdfs[HEBREW_RESUME.name]!, 'dana-levi.pdf', HEBREW_JOB);
    await toast(page, 'קורות החיים שודרגו בהצלחה!').waitFor();
    const result = page.getByTestId('resume-result-text');
    const text = await result.inputValue();
    expect(text.split('\n')[0]).toBe('דנה לוי');
    // A summary aimed at the job, before the resume's own summary line.
    expect(text).toMatch(/\nתקציר\n.*מפתח\/ת Backend.*\nמפתחת Full Stack עם ניסיון של שש שנים/);
    expect(text).toContain('2019–2023 מפתחת Full Stack ב-Wix');
    expect(text).toContain('dana.levi@example.com | 052-555-1234');

    // The result can be corrected before it is downloaded.
    const edited = `${text}\nהמלצות יינתנו לפי בקשה`;
    await result.fill(edited);
    const { file, name } = await download(page);
    expect(name).toBe('enhanced-resume.docx');
    await toast(page, 'הקובץ הורד בהצלחה').waitFor();
    const paragraphs = await docxParagraphs(file);
    expect(paragraphs.map((p) => p.text)).toEqual(edited.split('\n'));
    for (const p of paragraphs) expect(p).toMatchObject({ bidi: true, align: 'right' });
    if (findSoffice()) {
      // Word's way of reading the file, checked by rendering it: LibreOffice prints the .docx, the
      // extractor reads the PDF back, and the text comes back in order.
      // Long paragraphs wrap on the page, so lines are compared joined.
      const printed = await extractPdfText(await convertDocxToPdf(file));
      const lines = edited.split('\n').filter((l) => l.trim());
      expect(printed.split('\n').join(' ')).toBe(lines.join(' '));
      expect(printed.split('\n')[0]).toBe('דנה לוי');
    }

    await page.getByTestId('copy-resume').click();
    await toast(page, 'הטקסט הועתק').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);
    expect(consoleErrors).toEqual([]);
  });

  it('English: upgrades an English PDF in the English interface; the .docx is left to right', async () => {
    const { page } = await open(server, 'en');
    expect(await page.getByTestId('tools-title').textContent()).toBe('AI career tools');
    await upgrade(page, pdfs[ENGLISH_RESUME.name]!, 'john-smith.pdf', ENGLISH_JOB);
    await toast(page, 'Resume upgraded successfully!').waitFor();
    const text = await page.getByTestId('resume-result-text').inputValue();
    expect(text.split('\n')[0]).toBe('John Smith');
    expect(text).toMatch(/\nSummary\n.*Senior BI Analyst.*\nData analyst with eight years/);
    expect(text).toContain('2019–2024 Senior Data Analyst, Teva Pharmaceuticals');
    const { file } = await download(page);
    const paragraphs = await docxParagraphs(file);
    expect(paragraphs.map((p) => p.text)).toEqual(text.split('\n'));
    expect(paragraphs[0]).toMatchObject({ text: 'John Smith', bidi: false, align: 'left' });
    // The Hebrew line of the English resume is right to left.
    expect(paragraphs.find((p) => p.text === 'שפות: אנגלית, עברית')).toMatchObject({
      bidi: true,
      align: 'right',
    });
  });

  it('refuses a .png with the spec message and does not keep it', async () => {
    const { page, consoleErrors } = await open(server);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await page
      .getByTestId('resume-file')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    await toast(page, 'נא להעלות קובץ PDF בלבד').waitFor();
    expect(
      await page.getByTestId('resume-file').evaluate((el) => (el as HTMLInputElement).files?.length),
    ).toBe(0);
    expect(await page.getByTestId('resume-file-name').count()).toBe(0);
    await page.getByTestId('job-details').fill('דרוש/ה מפתח/ת');
    expect(await page.getByTestId('upgrade-button').isDisabled()).toBe(true);
    expect(consoleErrors.join('\n')).toContain('נא להעלות קובץ PDF בלבד');
  });

  it('job-ad tab: the required fields enable the button, both ads are shown and can be copied', async () => {
    const { page } = await open(server);
    await page.getByTestId('tab-job-ad').click();
    const button = page.getByTestId('create-ad');
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByTestId('facebook-ad').count()).toBe(0);
    expect(await page.getByTestId('whatsapp-ad').count()).toBe(0);
    expect(await page.getByTestId('ad-jobDescription').getAttribute('rows')).toBe('5');
    expect(await page.getByTestId('ad-requirements').getAttribute('rows')).toBe('5');

    await page.getByTestId('ad-jobTitle').fill('מפתח/ת Backend');
    await page
      .getByTestId('ad-jobDescription')
      .fill('אנחנו בונים פלטפורמת תשלומים לעסקים קטנים. הצוות קטן ומהיר.');
    expect(await button.isDisabled()).toBe(true);
    await page
      .getByTestId('ad-requirements')
      .fill('ניסיון בפיתוח צד שרת ב-Node.js\nניסיון עם PostgreSQL\nKubernetes - יתרון');
    await page.getByTestId('ad-companyName').fill('פייבוקס');
    await page.getByTestId('ad-location').fill('תל אביב');
    await page.getByTestId('ad-employmentType').fill('משרה מלאה');
    await expect.poll(() => button.isDisabled()).toBe(false);
    await button.click();

    await toast(page, 'המודעה נוצרה בהצלחה!').waitFor();
    const facebook = (await page.getByTestId('facebook-ad-text').innerText()).trim();
    const whatsapp = (await page.getByTestId('whatsapp-ad-text').innerText()).trim();
    expect(facebook).toContain('• ניסיון בפיתוח צד שרת ב-Node.js');
    expect(facebook).toContain('📍 תל אביב');
    expect(facebook).toMatch(/#דרושים/);
    expect(whatsapp).toMatch(/^\*.*מפתח\/ת Backend.*\*/);

    await page.getByTestId('whatsapp-ad-copy').click();
    await toast(page, 'הטקסט הועתק').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('*');

    // Switching tabs keeps the resume tab's state and back again.
    await page.getByTestId('tab-resume').click();
    await page.getByTestId('tab-job-ad').click();
    expect(await page.getByTestId('ad-jobTitle').inputValue()).toBe('מפתח/ת Backend');
  });

  it('a 429 from the AI provider shows the usage-limit toast; a 402 the payment toast; both logged', async () => {
    const { page, consoleErrors } = await open(limitedServer);
    await page.getByTestId('tab-job-ad').click();
    await page.getByTestId('ad-jobTitle').fill('Backend Developer');
    await page.getByTestId('ad-jobDescription').fill('Build payment APIs.');
    await page.getByTestId('ad-requirements').fill('Node.js');
    await page.getByTestId('create-ad').click();
    await toast(page, 'הגעת למגבלת השימוש, נא לנסות שוב מאוחר יותר').waitFor();
    expect(await page.getByTestId('facebook-ad').count()).toBe(0);
    await expect.poll(() => consoleErrors.join('\n')).toContain('הגעת למגבלת השימוש');

    await page.getByTestId('tab-resume').click();
    await upgradeExpectingFailure(page, pdfs[HEBREW_RESUME.name]!);
    await toast(page, 'נדרש תשלום, נא להוסיף יתרה לחשבון').waitFor();
    expect(await page.getByTestId('resume-result').count()).toBe(0);
    // Back to idle: the file and the details stay, the button can be pressed again.
    expect(await page.getByTestId('upgrade-button').isDisabled()).toBe(false);
  });

  async function upgradeExpectingFailure(page: Page, pdf: Buffer) {
    await page
      .getByTestId('resume-file')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByTestId('job-details').fill(HEBREW_JOB);
    await page.getByTestId('upgrade-button').click();
  }

  it('a file that is not really a PDF fails the upgrade with the spec toast and the reason', async () => {
    const { page } = await open(server);
    await page.getByTestId('resume-file').setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf at all'),
    });
    await page.getByTestId('job-details').fill(HEBREW_JOB);
    await page.getByTestId('upgrade-button').click();
    await toast(page, 'שגיאה בשדרוג קורות החיים').waitFor();
    await toast(page, 'הקובץ אינו PDF').waitFor();
  });

  it('Arabic: the page is right to left with its Arabic title', async () => {
    const { page } = await open(server, 'ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByTestId('tools-title').textContent()).toBe('أدوات مهنية بالذكاء الاصطناعي');
    await page.screenshot({ path: path.join(server.dataDir, 'tools-ar.png'), fullPage: true });
  });
});
