import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FULL_STACK_JOB } from '../apps/server/src/testing/analysis-fixtures.ts';
import { makeResumeFile, type ResumeFixture } from '../apps/server/src/testing/upload-fixtures.ts';
import { callApi, pageToken, signUpCandidateByApi, uploadResumeByApi } from './support/api.ts';
import { launchChromium } from './support/chromium.ts';
import { describeE2E } from './support/describe-e2e.ts';
import { signUpCompany } from './support/company.ts';
import { watch } from './support/page-watch.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { chooseLanguage } from './support/language.ts';

const LINES = [
  'מפתחת Full Stack',
  'מצב משפחתי: נשואה + 2',
  'ניסיון: 2021–2024 מפתחת Full Stack ב-Wix, תל אביב',
  'ניסיון: 2018–2020 מפתחת Front-end ב-Monday, תל אביב',
  'כישורים: TypeScript, React, Node.js, PostgreSQL',
  'השכלה: תואר ראשון במדעי המחשב, אוניברסיטת חיפה',
  'שפות: עברית, ערבית, אנגלית',
];
/** What Rina applies with, and the file of her the company has in its pool (the same phone). */
const applied: ResumeFixture = {
  headerLines: ['רינה אזולאי', 'rina.azulay@example.com | 052-765-1111'],
  lines: LINES,
};
const inPool: ResumeFixture = {
  headerLines: ['רינה אזולאי', 'טלפון: 052-765-1111'],
  lines: LINES.slice(0, 4),
};

describeE2E('candidates tab: one person applied and in the pool; values in the reader’s language', () => {
  let server: RunningServer;
  let browser: Browser;
  let files: Buffer[];

  beforeAll(async () => {
    const [started, launched, ...made] = await Promise.all([
      startServer(),
      launchChromium(),
      makeResumeFile(applied, 'docx'),
      makeResumeFile(inPool, 'docx'),
    ]);
    server = started as RunningServer;
    browser = launched as Browser;
    files = made as Buffer[];
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('one card with both sources and resumes, Hebrew and Arabic values, one in the ranking, a picker that tells resumes apart', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const problems = watch(page);
    await signUpCompany(page, server.url, 'חברת האדם האחד');
    const token = await pageToken(page);
    const job = await callApi<{ id: string }>(server.url, token, '/api/manage/jobs', {
      body: {
        description: 'פיתוח מערכות בענן',
        location: 'תל אביב',
        employmentType: 'full_time',
        publish: true,
        ...FULL_STACK_JOB,
      },
    });
    const rina = await signUpCandidateByApi(server.url, 'Rina Azulay');
    const own = await uploadResumeByApi(server.url, rina.accessToken, files[0]!, 'rina-cv.docx');
    await callApi(server.url, rina.accessToken, `/api/jobs/${job.id}/apply`, { body: { resumeId: own.id } });
    await uploadResumeByApi(server.url, token, files[1]!, 'rina-2024.docx');

    await page.locator('a[data-tab="candidates"]').click();
    const cards = page.getByTestId('candidates').locator('li');
    const card = cards.first();
    // Both analyses in: one card, the two resumes with where each came from.
    await expect.poll(() => card.getByTestId('candidate-resume').count(), { timeout: 30_000 }).toBe(2);
    expect(await cards.count()).toBe(1);
    const sources = await card.getByTestId('candidate-sources').textContent();
    expect(sources).toContain('במאגר מאז');
    expect(sources).toContain(FULL_STACK_JOB.title);
    const resumes = (await card.getByTestId('candidate-resume').allTextContents()).join(' | ');
    expect(resumes).toContain('rina-cv.docx');
    expect(resumes).toContain('rina-2024.docx');
    // Values in Hebrew, never the stored codes.
    await expect.poll(() => card.getByTestId('candidate-maritalStatus').textContent()).toBe('נשוי/אה');
    expect(await card.getByTestId('candidate-educationLevel').textContent()).toBe('תואר ראשון');
    expect(await card.getByTestId('candidate-educationField').textContent()).toBe('מדעי המחשב');
    expect(await card.getByTestId('candidate-languages').textContent()).toContain('ערבית');
    const roles = await card.getByTestId('candidate-roles').textContent();
    expect(roles).toContain('תפקיד נוכחי');
    expect(roles).toContain('תפקידים קודמים');
    expect(await card.textContent()).not.toMatch(/married|bachelor/);
    // 390 px wide: the card does not overflow the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${server.dataDir}/candidates-one-person-he.png`, fullPage: true });

    await chooseLanguage(page, 'ar');
    await expect.poll(() => card.getByTestId('candidate-maritalStatus').textContent()).toBe('متزوج/ة');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await card.getByTestId('candidate-educationLevel').textContent()).toBe('بكالوريوس');
    expect(await card.getByTestId('candidate-educationField').textContent()).toBe('علوم الحاسوب');
    expect(await card.getByTestId('candidate-languages').textContent()).toContain('العربية');
    expect(await card.getByTestId('candidate-sources').textContent()).toContain('في المخزون منذ');
    await page.screenshot({ path: `${server.dataDir}/candidates-one-person-ar.png`, fullPage: true });

    // Ranked against the job, the person counts once.
    await chooseLanguage(page, 'he');
    await page.getByTestId('candidates-rank-job').selectOption({ label: FULL_STACK_JOB.title! });
    const matches = page.getByTestId('candidate-match');
    await expect.poll(() => matches.count(), { timeout: 20_000 }).toBe(1);
    expect(await matches.first().textContent()).not.toMatch(/married|bachelor/);

    // "Add application": the two resumes of one name are told apart by file, date, title and years.
    await page.locator('a[data-tab="applications"]').click();
    await page.getByTestId('application-add').click();
    const form = page.getByTestId('application-form');
    const picker = form.locator('select').nth(1).locator('option');
    // The first option is "choose a resume"; the list arrives when the dialog opens.
    await expect.poll(() => picker.count(), { timeout: 20_000 }).toBe(3);
    const options = (await picker.allTextContents()).slice(1);
    expect(options).toHaveLength(2);
    expect(new Set(options).size).toBe(2);
    for (const option of options) {
      expect(option).toContain('רינה אזולאי');
      expect(option).toContain('מפתחת Full Stack');
      expect(option).toMatch(/\d+ שנות ניסיון/);
    }
    await form.locator('select').nth(1).selectOption({ index: 1 });
    // At 390 px the select cuts its label short: the whole of it shows under it.
    expect(await form.getByTestId('picked-resume').textContent()).toBe(options[0]);
    await page.screenshot({ path: `${server.dataDir}/add-application-picker-he.png` });
    expect(options.some((o) => o.includes('rina-cv.docx'))).toBe(true);
    expect(options.some((o) => o.includes('rina-2024.docx'))).toBe(true);
    expect(problems).toEqual([]);
  }, 180_000);
});
