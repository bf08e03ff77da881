import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeResumeFile } from '../apps/server/src/testing/upload-fixtures.ts';
import { launchChromium } from './support/chromium.ts';
import { describeE2E } from './support/describe-e2e.ts';
import { saveFiles } from './support/files.ts';
import { signUpCompany } from './support/company.ts';
import { watch } from './support/page-watch.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * Five different people (their own e-mail and phone), from a strong Full Stack developer to a cook:
 * ranked against a Full Stack job, the order and the bands are what a recruiter would expect.
 */
const PEOPLE = [
  {
    name: 'נועה כהן',
    lines: [
      'מפתחת Full Stack עם 6 שנות ניסיון',
      'ניסיון: 2019–2025 מפתחת Full Stack ב-Wix, תל אביב',
      'כישורים: TypeScript, React, Node.js, PostgreSQL',
      'השכלה: תואר ראשון במדעי המחשב',
    ],
  },
  {
    name: 'יוסי לוי',
    lines: [
      'מפתח Full Stack',
      'ניסיון: 2023–2025 מפתח Full Stack, רמת גן',
      'כישורים: TypeScript, React, Node.js',
    ],
  },
  {
    name: 'מאיה פרץ',
    lines: ['מפתחת Front-end', 'ניסיון: 2024–2025 מפתחת Front-end, חיפה', 'כישורים: React, JavaScript, CSS'],
  },
  {
    name: 'אחמד חאלד',
    lines: ['מנהל חשבונות', 'ניסיון: 2015–2025 הנהלת חשבונות, נצרת', 'כישורים: Excel, הנהלת חשבונות'],
  },
  { name: 'Dana Levi', lines: ['טבחית במסעדה', 'ניסיון: 2022–2023 טבחית, אילת', 'כישורים: בישול, אפייה'] },
];
const NAMES = PEOPLE.map((p) => p.name);

describeE2E('bulk upload: a company uploads five resumes at once into its pool', () => {
  let server: RunningServer;
  let browser: Browser;
  let files: string[];
  const suffix = randomBytes(3).toString('hex');
  const JOB_TITLE = `מפתח/ת Full Stack ${suffix}`;

  beforeAll(async () => {
    const [started, launched, ...made] = await Promise.all([
      startServer(),
      launchChromium(),
      // Made by LibreOffice as .docx.
      ...PEOPLE.map(({ name, lines }, i) =>
        makeResumeFile(
          { lines: [name, `person${i}.${suffix}@example.com | 052-555-120${i}`, ...lines] },
          'docx',
        ),
      ),
    ]);
    server = started as RunningServer;
    browser = launched as Browser;
    files = await saveFiles(
      server.dataDir,
      made.map((content, i) => ({ name: `${NAMES[i]} ${suffix}.docx`, content: content as Buffer })),
    );
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('refuses 201 files, picks five, sees each file and the batch reach 100%, then the candidates ranked against a job with bands and reasons; a wrong file fails alone with its reason', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watch(page);
    await signUpCompany(page, server.url, `חברת המאגר ${suffix}`);

    // The job the pool will be ranked against.
    await page.locator('a[data-tab="jobs-management"]').click();
    await page.getByTestId('job-new').click();
    const form = page.getByTestId('job-form');
    await form.locator('input[name="title"]').fill(JOB_TITLE);
    await form.locator('input[name="location"]').fill('תל אביב');
    await form.locator('select[name="employmentType"]').selectOption('full_time');
    await form.locator('textarea[name="description"]').fill('פיתוח מערכות גיוס בענן, עבודה בצוות קטן.');
    await form.locator('textarea[name="requirements"]').fill('TypeScript, React, Node.js; שלוש שנות ניסיון');
    await page.getByTestId('job-save-publish').click();
    await page.getByTestId('managed-job').filter({ hasText: JOB_TITLE }).waitFor();

    await page.locator('a[data-tab="upload-resumes"]').click();
    await page.getByTestId('bulk-drop-zone').waitFor();
    // Progress seen on the way: every value the batch bar shows is recorded.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { batchSeen: number[] }).batchSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLProgressElement>('[data-testid="bulk-batch-progress"]');
        if (bar) seen.push(bar.value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    // More than 200 files in one batch are refused as a whole, with a translated message.
    const many = Array.from({ length: 201 }, (_, i) => ({
      name: `cv-${i}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    }));
    await page.getByTestId('bulk-file-input').setInputFiles(many);
    await page
      .getByText('עד 200 קבצים בהעלאה אחת (נבחרו 201). חלקו אותם להעלאות קטנות יותר.')
      .first()
      .waitFor();
    expect(await page.getByTestId('bulk-file').count()).toBe(0);

    await page.getByTestId('bulk-file-input').setInputFiles(files);

    const rows = page.getByTestId('bulk-file');
    await expect.poll(() => rows.count()).toBe(5);
    await expect
      .poll(() => rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-state'))), {
        timeout: 60_000,
      })
      .toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(
      await page
        .getByTestId('bulk-file-progress')
        .evaluateAll((els) => els.map((el) => (el as HTMLProgressElement).value)),
    ).toEqual([100, 100, 100, 100, 100]);
    expect(await page.getByTestId('bulk-batch-percent').textContent()).toBe('100%');
    const seen = await page.evaluate(() => (window as unknown as { batchSeen: number[] }).batchSeen);
    expect(seen.some((v) => v > 0 && v < 100)).toBe(true);
    expect(await page.getByTestId('bulk-file-state').first().textContent()).toBe('הועלה, הטקסט נקרא');
    await page.getByTestId('bulk-summary').waitFor();

    await page.getByTestId('bulk-summary').getByRole('link').click();
    await page.waitForURL(/\/dashboard\/candidates$/);
    const cards = page.getByTestId('candidates').locator('li');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(5);
    const text = (await cards.allTextContents()).join('\n');
    for (const name of NAMES) expect(text).toContain(name);

    // Ranked against the job: best first, with bands and reasons, once every analysis is done.
    await page.getByTestId('candidates-rank-job').selectOption({ label: JOB_TITLE });
    await page.waitForURL(/\/dashboard\/candidates\?job=[0-9a-f-]+$/);
    const ranked = page.getByTestId('candidate-match');
    await expect.poll(() => ranked.count(), { timeout: 30_000 }).toBe(5);
    expect(await page.getByTestId('ranking-summary').textContent()).toBe(
      `5 מועמדים דורגו למשרה „\u2068${JOB_TITLE}\u2069”`,
    );
    expect(await page.getByTestId('ranking-pending').count()).toBe(0);
    const order = await ranked.getByTestId('candidate-match-name').allTextContents();
    expect(order.slice(0, 3)).toEqual(['נועה כהן', 'יוסי לוי', 'מאיה פרץ']);
    expect(new Set(order.slice(3))).toEqual(new Set(['אחמד חאלד', 'Dana Levi']));
    const scores = (await ranked.getByTestId('match-score').allTextContents()).map((s) =>
      Number(s.match(/\d+/)![0]),
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const bands = await ranked.evaluateAll((els) => els.map((el) => el.getAttribute('data-band')));
    expect(bands[0]).toBe('excellent');
    expect(bands.slice(3)).toEqual(['partial', 'partial']);
    // The first three show their reasons open: strengths a recruiter can check, and a recommendation.
    const best = ranked.first();
    expect(await best.getByTestId('match-reasons').getAttribute('open')).not.toBeNull();
    expect(await best.getByTestId('match-strengths').textContent()).toContain('TypeScript');
    expect(await best.getByTestId('match-recommendation').textContent()).toMatch(/[\u0590-\u05ff]/);
    await ranked.last().getByTestId('match-reasons').locator('summary').click();
    expect(await ranked.last().getByTestId('match-concerns').textContent()).not.toBe('');
    await page.screenshot({ path: `${server.dataDir}/candidates-ranked-he.png`, fullPage: true });

    // A file of the wrong kind fails alone, with the reason in the page's language.
    await page.locator('a[data-tab="upload-resumes"]').click();
    await page
      .getByTestId('bulk-file-input')
      .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
    const failed = page.getByTestId('bulk-file').filter({ hasText: 'notes.txt' });
    await expect.poll(() => failed.getAttribute('data-state')).toBe('failed');
    expect(await failed.getByTestId('bulk-file-state').textContent()).toBe(
      'סוג קובץ לא נתמך. יש להעלות PDF או Word.',
    );
    expect(problems).toEqual([]);
  }, 180_000);
});
