import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeResumeFile } from '../apps/server/src/testing/upload-fixtures.ts';
import { launchChromium } from './support/chromium.ts';
import { describeE2E } from './support/describe-e2e.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PASSWORD = 'correct horse battery';
const NAMES = ['נועה כהן', 'יוסי לוי', 'מאיה פרץ', 'אחמד חאלד', 'Dana Levi'];

describeE2E('bulk upload: a company uploads five resumes at once into its pool', () => {
  let server: RunningServer;
  let browser: Browser;
  let files: string[];
  const suffix = randomBytes(3).toString('hex');

  beforeAll(async () => {
    const [started, launched, ...made] = await Promise.all([
      startServer(),
      launchChromium(),
      // Five different people (their own e-mail and phone), made by LibreOffice as .docx.
      ...NAMES.map((name, i) =>
        makeResumeFile(
          {
            lines: [
              name,
              `person${i}.${suffix}@example.com | 052-555-120${i}`,
              'מפתח/ת Full Stack עם 5 שנות ניסיון',
              'כישורים: TypeScript, React, Node.js',
            ],
          },
          'docx',
        ),
      ),
    ]);
    server = started as RunningServer;
    browser = launched as Browser;
    files = [];
    for (const [i, content] of made.entries()) {
      const file = path.join(server.dataDir, `${NAMES[i]} ${suffix}.docx`);
      await fs.writeFile(file, content as Buffer);
      files.push(file);
    }
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('refuses 201 files, picks five, sees each file and the batch reach 100%, finds them in the candidates tab; a wrong file fails alone with its reason', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    await page.goto(`${server.url}/signup?role=company`);
    await page.locator('input[name="fullName"]').fill('מנהלת גיוס');
    await page.locator('input[name="companyName"]').fill(`חברת המאגר ${suffix}`);
    await page.locator('input[name="email"]').fill(`bulk-${suffix}@example.com`);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('[data-testid="signup-form"] button[type="submit"]').click();
    await page.waitForURL(/\/dashboard\/[a-z-]+$/);

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
