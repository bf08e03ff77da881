import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TSession } from '@gius/shared/auth';
import type { TResume } from '@gius/shared/resumes';
import { BAKER_JOB } from '../apps/server/src/testing/analysis-fixtures.ts';
import { makeResumeFile, type ResumeFixture } from '../apps/server/src/testing/upload-fixtures.ts';
import { callApi, signInPage, signUpCandidateByApi, uploadResumeByApi } from './support/api.ts';
import { launchChromium } from './support/chromium.ts';
import { describeE2E } from './support/describe-e2e.ts';
import { PASSWORD, uniqueEmail, watch } from './support/page-watch.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { chooseLanguage } from './support/language.ts';

/** A Full Stack developer whose resume's dates say one year of experience (they have seven). */
const resume: ResumeFixture = {
  headerLines: ['נועה בר', 'noa.bar@example.com | 054-555-7777', 'תל אביב'],
  lines: [
    'מפתחת Full Stack',
    'ניסיון: 2024–2025 מפתחת Full Stack ב-Acme, תל אביב',
    'כישורים: TypeScript, React, Node.js, PostgreSQL',
    'השכלה: תואר ראשון במדעי המחשב',
    'שפות: עברית, אנגלית',
  ],
};

const HEBREW = /[\u0590-\u05FF]/;

describeE2E(
  "the candidate's side: match before applying, reasons in their language, correcting the resume",
  () => {
    let server: RunningServer;
    let browser: Browser;
    let candidate: TSession;
    const suffix = randomBytes(3).toString('hex');
    const seniorTitle = `מפתח/ת Full Stack בכיר/ה ${suffix}`;
    const bakerTitle = `${BAKER_JOB.title} ${suffix}`;

    beforeAll(async () => {
      const [started, launched, pdf] = await Promise.all([
        startServer(),
        launchChromium(),
        makeResumeFile(resume, 'pdf'),
      ]);
      server = started;
      browser = launched;
      const company = await callApi<TSession>(server.url, null, '/api/auth/signup', {
        body: {
          role: 'company',
          fullName: 'מנהלת גיוס',
          companyName: `חברה ${suffix}`,
          email: uniqueEmail('manager'),
          password: PASSWORD,
        },
      });
      for (const job of [
        {
          title: seniorTitle,
          description: 'פיתוח מערכות גיוס בענן, עבודה בצוות קטן.',
          requirements: 'TypeScript, React, Node.js, PostgreSQL; שש שנות ניסיון',
          location: 'תל אביב',
        },
        { ...BAKER_JOB, title: bakerTitle },
      ])
        await callApi(server.url, company.accessToken, '/api/manage/jobs', {
          body: { employmentType: 'full_time', publish: true, ...job },
        });
      candidate = await signUpCandidateByApi(server.url, 'נועה בר');
      const uploaded = await uploadResumeByApi(
        server.url,
        candidate.accessToken,
        pdf,
        `נועה בר ${suffix}.pdf`,
      );
      // Wait for the analysis (expect.poll is for tests, not hooks).
      for (let tries = 0; tries < 150; tries++) {
        const row = await callApi<TResume>(server.url, candidate.accessToken, `/api/resumes/${uploaded.id}`);
        if (row.analysedAt) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }, 240_000);
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    const card = (page: Page, title: string) => page.getByTestId('job-card').filter({ hasText: title });
    const score = async (badge: Locator) => Number(await badge.getAttribute('data-score'));

    it('sees the match on each job, applies, reads the reasons in Hebrew then English, corrects the years and sees the score change', async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const problems = watch(page);
      await signInPage(page, server.url, candidate);

      // The jobs list: a match on each job, before applying.
      await page.goto(`${server.url}/jobs`);
      const senior = card(page, seniorTitle).getByTestId('job-match');
      const baker = card(page, bakerTitle).getByTestId('job-match');
      await senior.waitFor({ timeout: 20_000 });
      await baker.waitFor();
      expect(await senior.textContent()).toMatch(/התאמה \d+%/);
      const seniorBefore = await score(senior);
      expect(seniorBefore).toBeGreaterThan(await score(baker));
      await page.screenshot({ path: `${server.dataDir}/jobs-with-match-he.png`, fullPage: true });

      // "Best jobs for you": the developer's job before the bakery's.
      await page.getByTestId('jobs-sort').selectOption('best');
      const best = page.getByTestId('best-jobs').getByTestId('job-card');
      await best.first().waitFor();
      const order = await best.allTextContents();
      const at = (title: string) => order.findIndex((text) => text.includes(title));
      expect(at(seniorTitle)).toBeGreaterThanOrEqual(0);
      expect(at(seniorTitle)).toBeLessThan(at(bakerTitle));

      // The job's page: the match with its reasons, in Hebrew; then apply.
      await card(page, seniorTitle).getByRole('link').click();
      const panel = page.getByTestId('my-job-match');
      await panel.getByTestId('job-match').waitFor({ timeout: 20_000 });
      expect(await score(panel.getByTestId('job-match'))).toBe(seniorBefore);
      expect(await panel.getByTestId('job-match-recommendation').textContent()).toMatch(HEBREW);
      await page.screenshot({ path: `${server.dataDir}/job-page-match-he.png`, fullPage: true });
      await page.getByTestId('apply-submit').click();
      await page.getByTestId('apply-done').waitFor();

      // My applications: strengths, concerns and recommendation in Hebrew, then in English.
      await page.goto(`${server.url}/dashboard/my-applications`);
      const applied = page.getByTestId('my-application').filter({ hasText: seniorTitle });
      await expect
        .poll(() => applied.getByTestId('my-match').textContent(), { timeout: 30_000 })
        .toContain(`${seniorBefore}%`);
      await applied.getByTestId('my-reasons').locator('summary').click();
      const hebrew = {
        strengths: await applied.getByTestId('my-strengths').textContent(),
        concerns: await applied.getByTestId('my-concerns').textContent(),
        recommendation: await applied.getByTestId('my-recommendation').textContent(),
      };
      for (const text of Object.values(hebrew)) expect(text).toMatch(HEBREW);
      await chooseLanguage(page, 'en');
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
      await expect
        .poll(() => applied.getByTestId('my-recommendation').textContent(), { timeout: 20_000 })
        .toMatch(/^[^\u0590-\u05FF]+$/);
      await applied.getByTestId('my-reasons').evaluate((el) => ((el as HTMLDetailsElement).open = true));
      // English sentences (they may quote a title as the resume writes it, in Hebrew).
      for (const part of ['strengths', 'concerns'] as const) {
        const text = await applied.getByTestId(`my-${part}`).textContent();
        expect(text).toMatch(/\b(?:the|of|job|as|in)\b/);
        expect(text).not.toBe(hebrew[part]);
      }
      await page.screenshot({ path: `${server.dataDir}/my-applications-reasons-en.png`, fullPage: true });

      // The resumes tab: what Gius read; one year of experience, which the candidate corrects.
      await page.goto(`${server.url}/dashboard/resumes`);
      const read = page.getByTestId('resume-read');
      await expect.poll(() => read.getByTestId('read-experienceYears-value').textContent()).toBe('1');
      expect(await read.getByTestId('read-fullName-value').textContent()).toBe('נועה בר');
      // The page is in English here: the field of study in English, as the server shows it.
      expect(await read.getByTestId('read-educationField-value').textContent()).toBe('Computer Science');
      await read.getByTestId('resume-correct').click();
      const form = page.getByTestId('corrections-form');
      // Out of range: said in the page's language, under the field; nothing is sent.
      await form.getByTestId('correct-years').fill('99');
      await form.getByTestId('corrections-save').click();
      await form.getByText('Write a whole number of years from 0 to 60').waitFor();
      await form.getByTestId('correct-years').fill('7');
      await form.getByTestId('corrections-save').click();
      await form.waitFor({ state: 'detached' });
      await expect.poll(() => read.getByTestId('read-experienceYears-value').textContent()).toBe('7');
      expect(await read.getByTestId('read-experienceYears-corrected').textContent()).toContain('1');
      await page.screenshot({ path: `${server.dataDir}/resume-corrected-en.png`, fullPage: true });

      // The score changes: on the jobs list and on the application, scored again.
      await page.goto(`${server.url}/jobs`);
      await expect
        .poll(async () => score(card(page, seniorTitle).getByTestId('job-match')), { timeout: 20_000 })
        .toBeGreaterThan(seniorBefore);
      const seniorAfter = await score(card(page, seniorTitle).getByTestId('job-match'));
      await page.goto(`${server.url}/dashboard/my-applications`);
      await expect
        .poll(() => applied.getByTestId('my-match').textContent(), { timeout: 30_000 })
        .toContain(`${seniorAfter}%`);

      // Re-analyse: busy until the new analysis arrives; the correction stays.
      await page.goto(`${server.url}/dashboard/resumes`);
      await read.getByTestId('resume-reanalyse').click();
      await expect
        .poll(() => read.getByTestId('resume-reanalyse').getAttribute('aria-busy'), { timeout: 5_000 })
        .toBe('true');
      await expect
        .poll(() => read.getByTestId('resume-reanalyse').getAttribute('aria-busy'), { timeout: 30_000 })
        .not.toBe('true');
      expect(await read.getByTestId('read-experienceYears-value').textContent()).toBe('7');
      await expect
        .poll(() => read.getByTestId('resume-top-match').textContent(), { timeout: 20_000 })
        .toContain(`${seniorAfter}%`);

      expect(problems).toEqual([]);
      await context.close();
    });

    it('an anonymous visitor sees the jobs with no match and no error', async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems = watch(page);
      await page.goto(`${server.url}/jobs`);
      await card(page, seniorTitle).waitFor();
      expect(await page.getByTestId('job-match').count()).toBe(0);
      expect(await page.getByTestId('jobs-sort').count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  },
);
