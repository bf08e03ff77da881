import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import twitterText from 'twitter-text';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hebrewResume, makeResumeFile } from '../apps/server/src/testing/upload-fixtures.ts';
import { launchChromium } from './support/chromium.ts';
import { signUpCompany } from './support/company.ts';
import { describeE2E } from './support/describe-e2e.ts';
import { PASSWORD, recordToasts, uniqueEmail, watch } from './support/page-watch.ts';
import { startServer, type RunningServer } from './support/server.ts';

/** Issue 12: a manager writes social posts for a job, edits, saves and copies them, in Hebrew then English. */

async function createJobInForm(page: Page, title: string) {
  await page.locator('a[data-tab="jobs-management"]').click();
  await page.getByTestId('job-new').click();
  const form = page.getByTestId('job-form');
  await form.locator('input[name="title"]').fill(title);
  await form.locator('input[name="location"]').fill('תל אביב');
  await form.locator('select[name="employmentType"]').selectOption('full_time');
  await form
    .locator('textarea[name="description"]')
    .fill('פיתוח מערכת גיוס חכמה בעברית, בצוות קטן ואיכותי. עבודה מקצה לקצה על המוצר.');
  await form.locator('textarea[name="requirements"]').fill('TypeScript, React, Node.js\nשלוש שנות ניסיון');
  await page.getByTestId('job-save-publish').click();
  await page.getByTestId('managed-job').filter({ hasText: title }).waitFor();
}

describeE2E('social content: posts for a job per network, edited, saved and copied', () => {
  let server: RunningServer;
  let browser: Browser;
  let resumePath: string;
  const suffix = randomBytes(3).toString('hex');
  const jobTitle = `מפתח/ת Full Stack ${suffix}`;

  beforeAll(async () => {
    let docx: Buffer;
    [server, browser, docx] = await Promise.all([
      startServer({ PUBLIC_URL: 'https://jobs.gius.example' }),
      launchChromium(),
      makeResumeFile(hebrewResume(`רון לוי ${suffix}`), 'docx'),
    ]);
    resumePath = path.join(server.dataDir, `cv-${suffix}.docx`);
    await fs.writeFile(resumePath, docx);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('generates LinkedIn, X and WhatsApp posts, edits and saves one, copies it; then in English', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const problems = watch(page);
    await signUpCompany(page, server.url, `חברת התוכן ${suffix}`);
    await createJobInForm(page, jobTitle);

    await page.locator('a[data-tab="social-content"]').click();
    const jobBox = page.locator('label').filter({ hasText: jobTitle }).locator('input[type="checkbox"]');
    await jobBox.check();
    await page.getByTestId('pick-network-facebook').uncheck();
    await expect.poll(() => page.getByTestId('content-language').inputValue()).toBe('he');
    await page.getByTestId('social-generate').click();

    const linkedin = page.getByTestId('post-linkedin');
    await linkedin.waitFor();
    const linkedinLink = (await linkedin.getByTestId('post-linkedin-text').inputValue()).match(
      /https:\/\/jobs\.gius\.example(\/jobs\/[0-9a-f-]{36}\?src=linkedin)/,
    )![1]!;
    const x = page.getByTestId('post-x');
    const whatsapp = page.getByTestId('post-whatsapp');
    expect(await page.getByTestId('post-facebook').count()).toBe(0);
    const xText = await x.getByTestId('post-x-text').inputValue();
    expect(twitterText.parseTweet(xText).weightedLength).toBeLessThanOrEqual(280);
    expect(xText).toContain('?src=x');
    expect(await x.getByTestId('post-x-length').textContent()).toBe(
      `${twitterText.parseTweet(xText).weightedLength} / 280`,
    );
    const whatsappText = await whatsapp.getByTestId('post-whatsapp-text').inputValue();
    expect(whatsappText).toMatch(/^\u200F?\*[^*]+\*/);
    expect(whatsappText).toContain('?src=whatsapp');
    await page.screenshot({ path: `${server.dataDir}/social-content-he.png`, fullPage: true });

    // Edit the LinkedIn post, save it, copy it.
    const area = linkedin.getByTestId('post-linkedin-text');
    const edited = `${await area.inputValue()}\nמחכים לכם!`;
    await area.fill(edited);
    const toasts = await recordToasts(page);
    await linkedin.getByTestId('post-linkedin-save').click();
    await expect.poll(toasts.seen).toContain('נשמר');
    const saved = page.getByTestId('saved-item');
    await expect.poll(() => saved.count()).toBe(1);
    expect(await saved.getByTestId('saved-item-channel').textContent()).toBe('LinkedIn');
    expect(await saved.getByTestId('saved-item-language').textContent()).toBe('עברית');
    expect(await saved.getByTestId('saved-item-text').textContent()).toContain('מחכים לכם!');
    await linkedin.getByTestId('post-linkedin-copy').click();
    await expect.poll(toasts.seen).toContain('הועתק');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);

    // The saved post translated into English and Arabic, beside it, marked machine-translated.
    await saved.getByTestId('saved-item-translate').click();
    await expect.poll(() => saved.count()).toBe(3);
    expect(await saved.getByTestId('saved-item-translation').allTextContents()).toEqual([
      'תורגם במכונה',
      'תורגם במכונה',
    ]);
    expect((await saved.getByTestId('saved-item-language').allTextContents()).sort()).toEqual(
      ['אנגלית', 'ערבית', 'עברית'].sort(),
    );

    // Marketing texts for the same job: generated, the SEO text saved, then used by the public page.
    const jobId = xText.match(/\/jobs\/([0-9a-f-]{36})\?src=x/)![1]!;
    await page.locator('a[data-tab="marketing-content"]').click();
    await page.getByTestId('marketing-job').selectOption(jobId);
    await page.getByTestId('marketing-generate').click();
    const seoText = page.getByTestId('marketing-seo-text');
    await seoText.waitFor();
    const [seoTitle] = (await seoText.inputValue()).split('\n');
    expect(seoTitle).toContain(jobTitle);
    expect(await page.getByTestId('marketing-ads-text').inputValue()).not.toBe('');
    await page.getByTestId('marketing-careers_page-save').click();
    await page.getByTestId('marketing-seo-save').click();
    await expect.poll(() => page.getByTestId('saved-item').count()).toBe(2);
    await page.screenshot({ path: `${server.dataDir}/marketing-content-he.png`, fullPage: true });
    const html = await (await fetch(`${server.url}/jobs/${jobId}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${seoTitle}">`);
    expect(html).toContain('"@type":"JobPosting"');

    // Translate the job: the builtin engine translates the city only and says so; the manager writes
    // the English title and description and approves them.
    await page.locator('a[data-tab="jobs-management"]').click();
    await page.getByTestId('managed-job').filter({ hasText: jobTitle }).getByTestId('job-translate').click();
    const dialog = page.getByTestId('translations-dialog');
    await dialog.getByTestId('translations-run').click();
    const englishForm = dialog.getByTestId('translation-en');
    await englishForm.waitFor();
    await dialog.getByTestId('translation-ar').waitFor();
    expect(await dialog.getByTestId('translations-builtin-note').textContent()).toContain(
      'AI_PROVIDER=openai',
    );
    expect(await englishForm.getByTestId('translation-untranslated').textContent()).toContain('תיאור המשרה');
    expect(await englishForm.getByTestId('translation-en-location').inputValue()).toBe('Tel Aviv');
    expect(await englishForm.getByTestId('translation-en-title').inputValue()).toBe('');
    await englishForm.getByTestId('translation-en-title').fill(`Full Stack Developer ${suffix}`);
    await englishForm
      .getByTestId('translation-en-description')
      .fill('Building a smart recruiting system in Hebrew, in a small team.');
    await englishForm.getByTestId('translation-en-approve').click();
    await expect
      .poll(() => dialog.getByTestId('translation-en').getByTestId('translation-state').textContent())
      .toBe('מאושר');
    await page.locator('[role="dialog"] button[aria-label]').first().click();
    await dialog.waitFor({ state: 'detached' });

    // An anonymous visitor reads the English page, then switches to the original.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${server.url}/jobs/${jobId}`);
    await visitor.getByTestId('language-en').click();
    await expect
      .poll(() => visitor.getByTestId('job-title').textContent())
      .toBe(`Full Stack Developer ${suffix}`);
    expect(await visitor.getByTestId('job-language').textContent()).toContain('Show the original');
    await visitor.getByTestId('job-language-switch').click();
    await expect.poll(() => visitor.getByTestId('job-title').textContent()).toBe(jobTitle);
    await visitor.screenshot({ path: `${server.dataDir}/job-original-en.png`, fullPage: true });
    // The English words find the Hebrew job in the list.
    await visitor.goto(`${server.url}/jobs`);
    await visitor.getByTestId('jobs-search').fill(`Developer ${suffix}`);
    await expect.poll(() => visitor.getByTestId('job-card').count()).toBe(1);
    expect(await visitor.getByTestId('job-card').locator('h3').textContent()).toBe(
      `Full Stack Developer ${suffix}`,
    );

    await page.locator('a[data-tab="social-content"]').click();
    await page.locator('label').filter({ hasText: jobTitle }).locator('input[type="checkbox"]').check();

    // The same in English: the interface and the posts.
    await page.getByTestId('language-en').click();
    await page.getByTestId('content-language').selectOption('en');
    await page.getByTestId('pick-network-linkedin').uncheck();
    await page.getByTestId('pick-network-whatsapp').uncheck();
    await page.getByTestId('social-generate').click();
    await expect.poll(() => page.getByTestId('post-x-text').inputValue()).toContain('Tel Aviv');
    expect(await page.getByTestId('post-x-text').inputValue()).toContain('Full-time');
    const english = await page.getByTestId('post-x-text').inputValue();
    expect(twitterText.parseTweet(english).weightedLength).toBeLessThanOrEqual(280);
    expect(await page.getByTestId('post-x-regenerate').textContent()).toBe('Regenerate');
    expect((await saved.getByTestId('saved-item-language').allTextContents()).sort()).toEqual([
      'Arabic',
      'English',
      'Hebrew',
    ]);
    await page.screenshot({ path: `${server.dataDir}/social-content-en.png`, fullPage: true });

    // A candidate opens the LinkedIn link, signs up on the way and applies.
    const candidate = await (await browser.newContext()).newPage();
    const candidateProblems = watch(candidate);
    await candidate.goto(`${server.url}${linkedinLink}`);
    await candidate.getByTestId('apply-signup').click();
    await candidate.locator('input[name="fullName"]').fill(`רון לוי ${suffix}`);
    await candidate.locator('input[name="email"]').fill(uniqueEmail('candidate'));
    await candidate.locator('input[name="password"]').fill(PASSWORD);
    await candidate.locator('[data-testid="signup-form"] button[type="submit"]').click();
    await candidate.waitForURL(/\/jobs\/[0-9a-f-]+$/);
    await candidate.getByTestId('resume-file-input').setInputFiles(resumePath);
    await expect
      .poll(() => candidate.getByTestId('upload-status').getAttribute('data-state'), { timeout: 30_000 })
      .toBe('extracted');
    await candidate.getByTestId('apply-submit').click();
    await candidate.getByTestId('apply-done').waitFor();
    expect(candidateProblems).toEqual([]);

    // The job's row says where the applicant came from, with the chart.
    await page.locator('a[data-tab="jobs-management"]').click();
    const row = page.getByTestId('managed-job').filter({ hasText: jobTitle });
    await expect
      .poll(() => row.getByTestId('applicant-count').textContent(), { timeout: 15_000 })
      .toContain('1');
    await row.getByTestId('applicant-sources-toggle').click();
    await expect
      .poll(() => row.getByTestId('applicant-source').allTextContents())
      // The network's name is isolated inside the sentence (decision 023).
      .toEqual(['1 from \u2068LinkedIn\u2069']);
    await row.getByTestId('sources-chart').locator('.recharts-bar-rectangle').first().waitFor();
    await page.screenshot({ path: `${server.dataDir}/applicant-sources-en.png`, fullPage: true });
    expect(problems).toEqual([]);
  }, 240_000);
});
