import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hebrewResume, makeResumeFile } from '../apps/server/src/testing/upload-fixtures.ts';
import { launchChromium } from './support/chromium.ts';
import { describeE2E } from './support/describe-e2e.ts';
import { PASSWORD, uniqueEmail, watch } from './support/page-watch.ts';
import { startServer, type RunningServer } from './support/server.ts';

const email = uniqueEmail;

describeE2E('recruitment: publish a job, apply with a Word resume, see it arrive', () => {
  let server: RunningServer;
  let browser: Browser;
  let resumePath: string;
  const suffix = randomBytes(3).toString('hex');
  const jobTitle = `מפתח/ת Full Stack ${suffix}`;
  const candidateName = `נועה כהן ${suffix}`;

  beforeAll(async () => {
    const [started, launched, docx] = await Promise.all([
      startServer(),
      launchChromium(),
      // The resume is made by the test itself: LibreOffice turns a Hebrew document into .docx.
      makeResumeFile(hebrewResume(candidateName), 'docx'),
    ]);
    server = started;
    browser = launched;
    resumePath = path.join(server.dataDir, `קורות חיים ${suffix}.docx`);
    await fs.writeFile(resumePath, docx);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the whole path, from a new job to the company opening the resume', async () => {
    // 1. A company manager signs up, creates a job and publishes it.
    const companyContext = await browser.newContext();
    const company = await companyContext.newPage();
    const companyProblems = watch(company);
    await company.goto(`${server.url}/signup?role=company`);
    await company.locator('input[name="fullName"]').fill('מנהלת גיוס');
    await company.locator('input[name="companyName"]').fill(`חברת הבדיקות ${suffix}`);
    await company.locator('input[name="email"]').fill(email('manager'));
    await company.locator('input[name="password"]').fill(PASSWORD);
    await company.locator('[data-testid="signup-form"] button[type="submit"]').click();
    await company.waitForURL(/\/dashboard\/[a-z-]+$/);
    await company.locator('a[data-tab="jobs-management"]').click();
    await company.getByTestId('job-new').click();
    const form = company.getByTestId('job-form');
    await form.locator('input[name="title"]').fill(jobTitle);
    await form.locator('input[name="location"]').fill('תל אביב');
    await form.locator('select[name="employmentType"]').selectOption('full_time');
    await form
      .locator('textarea[name="description"]')
      .fill('פיתוח מערכת גיוס חכמה בעברית, בצוות קטן ואיכותי.');
    // Every field is required: saving without requirements names the missing field.
    await company.getByTestId('job-save-publish').click();
    await expect.poll(() => form.getByRole('alert').allTextContents()).toEqual(['יש למלא דרישות']);
    await form.locator('textarea[name="requirements"]').fill('TypeScript, React, Node.js');
    await company.getByTestId('job-save-publish').click();
    const row = company.getByTestId('managed-job').filter({ hasText: jobTitle });
    await expect.poll(() => row.getByTestId('job-status').textContent()).toBe('מפורסמת');

    // The company keeps its applications page open from here on.
    await company.locator('a[data-tab="applications"]').click();
    await company.getByTestId('empty-state').waitFor();
    await company.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // 2. An anonymous visitor finds the job and is asked to sign in to apply.
    const candidateContext = await browser.newContext({ acceptDownloads: true });
    const candidate = await candidateContext.newPage();
    const candidateProblems = watch(candidate);
    await candidate.goto(`${server.url}/jobs`);
    await candidate.getByTestId('jobs-search').fill(suffix);
    const card = candidate.getByTestId('job-card').filter({ hasText: jobTitle });
    await card.getByRole('link', { name: jobTitle }).click();
    await expect.poll(() => candidate.getByTestId('job-title').textContent()).toBe(jobTitle);
    await candidate.getByTestId('apply-sign-in').waitFor();
    expect(await candidate.getByTestId('apply-panel').count()).toBe(0);

    // 3. The visitor signs up as a candidate and comes back to the job.
    await candidate.getByTestId('apply-signup').click();
    await candidate.locator('input[name="fullName"]').fill(candidateName);
    await candidate.locator('input[name="email"]').fill(email('candidate'));
    await candidate.locator('input[name="password"]').fill(PASSWORD);
    await candidate.locator('[data-testid="signup-form"] button[type="submit"]').click();
    await candidate.waitForURL(/\/jobs\/[0-9a-f-]+$/);
    await candidate.getByTestId('apply-panel').waitFor();

    // 4. Uploads the Word resume (extracting text, then uploaded with its text) and applies.
    await candidate.getByTestId('resume-file-input').setInputFiles(resumePath);
    const status = candidate.getByTestId('upload-status');
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 20_000 }).toBe('extracted');
    await candidate.screenshot({ path: `${server.dataDir}/job-apply-he.png`, fullPage: true });
    await candidate.getByTestId('apply-submit').click();
    await candidate.getByTestId('apply-done').waitFor();

    // 5. The application is under my applications.
    await candidate.goto(`${server.url}/dashboard/my-applications`);
    const mine = candidate.getByTestId('my-application');
    await expect.poll(() => mine.allTextContents()).toEqual([expect.stringContaining(jobTitle)]);

    // 6. The company sees it arrive without reloading, opens the resume, and finds it by name.
    const applicationRow = company.getByTestId('application-row').filter({ hasText: candidateName });
    await expect.poll(() => applicationRow.count(), { timeout: 15_000 }).toBe(1);
    expect(await company.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    expect(await applicationRow.textContent()).toContain(jobTitle);

    const [download] = await Promise.all([
      company.waitForEvent('download'),
      applicationRow.getByTestId('open-resume').click(),
    ]);
    expect(download.suggestedFilename()).toBe(path.basename(resumePath));
    const saved = await fs.readFile((await download.path())!);
    expect(saved.equals(await fs.readFile(resumePath))).toBe(true);

    await company.getByTestId('applications-search').fill('כהן');
    await expect.poll(() => company.getByTestId('application-row').count()).toBe(1);
    await company.getByTestId('applications-search').fill('אין כזה מועמד');
    await company.getByTestId('empty-state').waitFor();
    await company.getByTestId('applications-search').fill(candidateName.split(' ')[0]!);
    await expect.poll(() => company.getByTestId('candidate-name').allTextContents()).toEqual([candidateName]);

    await company.screenshot({ path: `${server.dataDir}/applications-he.png`, fullPage: true });

    // The job's applicant count followed too.
    await company.locator('a[data-tab="jobs-management"]').click();
    await expect
      .poll(() =>
        company
          .getByTestId('managed-job')
          .filter({ hasText: jobTitle })
          .getByTestId('applicant-count')
          .textContent(),
      )
      .toBe('מועמד/ת אחד/ת');
    await company.screenshot({ path: `${server.dataDir}/jobs-management-he.png`, fullPage: true });

    expect(companyProblems).toEqual([]);
    expect(candidateProblems).toEqual([]);
    await Promise.all([companyContext.close(), candidateContext.close()]);
  });

  it('the help centre: tabs for candidates, companies and general, topic search, in each language', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watch(page);
    await page.goto(`${server.url}/help`);
    const topics = page.getByTestId('help-topics').locator('summary');
    await expect.poll(() => topics.count()).toBeGreaterThan(3);
    await page.getByTestId('help-tab-companies').click();
    await expect.poll(() => topics.first().textContent()).toBe('איך מפרסמים משרה?');
    // Keyboard: arrows move between the tabs (in reading order).
    await page.getByTestId('help-tab-companies').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('help-tab-general').getAttribute('aria-selected')).toBe('true');

    await page.getByTestId('help-search').fill('סיסמה');
    await expect
      .poll(() => page.getByTestId('help-results').locator('summary').allTextContents())
      .toEqual([expect.stringContaining('שכחתי את הסיסמה')]);
    await page.getByTestId('language-en').click();
    await page.getByTestId('help-search').fill('password');
    await expect
      .poll(() => page.getByTestId('help-results').locator('summary').allTextContents())
      .toEqual([expect.stringContaining('I forgot my password')]);
    await page.getByTestId('language-ar').click();
    await page.getByTestId('help-search').fill('كلمة المرور');
    await expect.poll(() => page.getByTestId('help-results').locator('summary').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${server.dataDir}/help-ar.png`, fullPage: true });
    await page.getByTestId('language-he').click();
    expect(problems).toEqual([]);
    await context.close();
  });
});
