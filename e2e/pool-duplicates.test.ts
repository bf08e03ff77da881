import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeResumeFile, POOL_PEOPLE } from '../apps/server/src/testing/upload-fixtures.ts';
import { launchChromium } from './support/chromium.ts';
import { describeE2E } from './support/describe-e2e.ts';
import { saveFiles } from './support/files.ts';
import { signUpCompany } from './support/company.ts';
import { recordToasts, watch } from './support/page-watch.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PEOPLE = ['first', 'sameEmail', 'samePhone'] as const;

describeE2E('duplicates in a company pool: review, "not the same person", merge', () => {
  let server: RunningServer;
  let browser: Browser;
  let files: string[];

  beforeAll(async () => {
    const [started, launched, ...made] = await Promise.all([
      startServer(),
      launchChromium(),
      ...PEOPLE.map((p) => makeResumeFile(POOL_PEOPLE[p], 'docx')),
    ]);
    server = started as RunningServer;
    browser = launched as Browser;
    files = await saveFiles(
      server.dataDir,
      made.map((content, i) => ({ name: `${PEOPLE[i]}.docx`, content: content as Buffer })),
    );
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('one card with three resumes; one is someone else, the other two are merged', async () => {
    const page = await (await browser.newContext()).newPage();
    const problems = watch(page);
    await signUpCompany(page, server.url, 'חברת הכפילויות');

    await page.locator('a[data-tab="upload-resumes"]').click();
    // One at a time, so the first file is the person's first resume.
    for (const file of files) {
      await page.getByTestId('bulk-file-input').setInputFiles([file]);
      const row = page.getByTestId('bulk-file').filter({ hasText: path.basename(file) });
      await expect.poll(() => row.getAttribute('data-state'), { timeout: 30_000 }).toBe('done');
    }

    await page.locator('a[data-tab="candidates"]').click();
    const cards = page.getByTestId('candidates').locator('li');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(1);

    // Keyboard: the button is reached and pressed like any other.
    await page.getByTestId('review-duplicates').focus();
    await page.keyboard.press('Enter');
    const items = page.getByTestId('duplicate');
    await expect.poll(() => items.count()).toBe(3);
    expect(await page.getByTestId('duplicate-reason').allTextContents()).toEqual([
      'קורות החיים הראשונים של אדם זה',
      'אותו דוא"ל',
      'אותו טלפון',
    ]);
    await page.screenshot({ path: `${server.dataDir}/duplicates-dialog-he.png`, fullPage: true });

    const toasts = await recordToasts(page);
    await items.filter({ hasText: 'samePhone.docx' }).getByTestId('unlink-resume').click();
    await expect
      .poll(toasts.seen, { timeout: 20_000 })
      .toContain('„\u2068samePhone.docx\u2069” הוא עכשיו מועמד נפרד');
    await expect.poll(() => items.count()).toBe(2);
    await expect.poll(() => cards.count()).toBe(2);

    await items.filter({ hasText: 'sameEmail.docx' }).getByTestId('keep-resume').click();
    const confirm = page.getByTestId('confirm-dialog');
    expect(await confirm.textContent()).toContain('הקובץ האחר יימחק');
    await confirm.getByTestId('confirm-action').click();
    await expect
      .poll(toasts.seen, { timeout: 20_000 })
      .toContain('קורות החיים מוזגו אל „\u2068sameEmail.docx\u2069”');
    // The merged-away first resume is not asked for again: no "not found" after the success.
    await expect.poll(() => page.getByTestId('review-duplicates').count()).toBe(0);
    expect((await toasts.seen()).at(-1)).toBe('קורות החיים מוזגו אל „\u2068sameEmail.docx\u2069”');
    expect(await cards.count()).toBe(2);
    expect(problems).toEqual([]);
  }, 180_000);
});
