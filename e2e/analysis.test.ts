import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ACCOUNTANT_JOB,
  BAKER_JOB,
  FULL_STACK_JOB,
  SIMILAR_JOB,
  strongResume,
  weakResume,
} from '../apps/server/src/testing/analysis-fixtures.ts';
import { makeResumeFile } from '../apps/server/src/testing/upload-fixtures.ts';
import { launchChromium } from './support/chromium.ts';
import { describeE2E } from './support/describe-e2e.ts';
import { PASSWORD, uniqueEmail, watch } from './support/page-watch.ts';
import { startServer, type RunningServer } from './support/server.ts';

const email = uniqueEmail;

const markNotReloaded = (page: Page) =>
  page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded);

describeE2E('analysis: live match score, auto-apply, ranked applications with reasons', () => {
  let server: RunningServer;
  let browser: Browser;
  let strongPath: string;
  let weakPdf: Buffer;
  const suffix = randomBytes(3).toString('hex');
  const managerEmail = email('manager');
  const jobTitle = `${FULL_STACK_JOB.title} ${suffix}`;
  const similarTitle = `${SIMILAR_JOB.title} ${suffix}`;
  let token = '';

  async function api<T>(
    url: string,
    init: { method?: string; body?: unknown; token?: string; form?: FormData } = {},
  ) {
    const res = await fetch(`${server.url}${url}`, {
      method: init.method ?? (init.body || init.form ? 'POST' : 'GET'),
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.form ?? (init.body ? JSON.stringify(init.body) : undefined),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  beforeAll(async () => {
    const [started, launched, strongPdf, weak] = await Promise.all([
      startServer(),
      launchChromium(),
      makeResumeFile(strongResume(), 'pdf'),
      makeResumeFile(weakResume(), 'pdf'),
    ]);
    server = started;
    browser = launched;
    weakPdf = weak;
    strongPath = path.join(server.dataDir, `דנה לוי ${suffix}.pdf`);
    await fs.writeFile(strongPath, strongPdf);
    const session = await api<{ accessToken: string }>('/api/auth/signup', {
      body: {
        role: 'company',
        fullName: 'מנהלת גיוס',
        companyName: `חברה ${suffix}`,
        email: managerEmail,
        password: PASSWORD,
      },
    });
    token = session.accessToken;
    for (const job of [
      { ...FULL_STACK_JOB, title: jobTitle },
      { ...SIMILAR_JOB, title: similarTitle },
      { ...ACCOUNTANT_JOB, title: `${ACCOUNTANT_JOB.title} ${suffix}` },
      { ...BAKER_JOB, title: `${BAKER_JOB.title} ${suffix}` },
    ])
      await api('/api/manage/jobs', { token, body: { employmentType: 'full_time', publish: true, ...job } });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a candidate sees the score arrive and an automatic application; the company sees them ranked with reasons', async () => {
    // The company keeps its applications page open.
    const companyContext = await browser.newContext();
    const company = await companyContext.newPage();
    const companyProblems = watch(company);
    await company.goto(`${server.url}/login`);
    await company.locator('input[name="email"]').fill(managerEmail);
    await company.locator('input[name="password"]').fill(PASSWORD);
    await company.locator('[data-testid="login-password-form"] button[type="submit"]').click();
    await company.waitForURL(/\/dashboard\/[a-z-]+$/);
    await company.locator('a[data-tab="applications"]').click();
    await company.getByTestId('empty-state').waitFor();
    await markNotReloaded(company);

    // A weaker candidate applies (through the API).
    const weakSession = await api<{ accessToken: string }>('/api/auth/signup', {
      body: { role: 'candidate', fullName: 'יוסי כהן', email: email('weak'), password: PASSWORD },
    });
    const jobs = await api<{ items: { id: string; title: string }[] }>(`/api/jobs?q=${suffix}&limit=50`);
    const job = jobs.items.find((j) => j.title === jobTitle)!;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(weakPdf)], { type: 'application/pdf' }), 'yossi.pdf');
    const weakResumeRow = await api<{ id: string }>('/api/resumes', { token: weakSession.accessToken, form });
    await api(`/api/jobs/${job.id}/apply`, {
      token: weakSession.accessToken,
      body: { resumeId: weakResumeRow.id },
    });

    // The strong candidate signs up, keeps "my applications" open in one tab, applies in another.
    const candidateContext = await browser.newContext();
    const mine = await candidateContext.newPage();
    const candidateProblems = watch(mine);
    await mine.goto(`${server.url}/signup`);
    await mine.locator('input[name="fullName"]').fill('דנה לוי');
    await mine.locator('input[name="email"]').fill(email('strong'));
    await mine.locator('input[name="password"]').fill(PASSWORD);
    await mine.locator('[data-testid="signup-form"] button[type="submit"]').click();
    await mine.waitForURL((url) => !url.pathname.startsWith('/signup'));
    await mine.goto(`${server.url}/dashboard/my-applications`);
    await mine.getByTestId('empty-state').waitFor();
    await markNotReloaded(mine);

    const applyPage = await candidateContext.newPage();
    await applyPage.goto(`${server.url}/jobs/${job.id}`);
    await applyPage.getByTestId('resume-file-input').setInputFiles(strongPath);
    await expect
      .poll(() => applyPage.getByTestId('upload-status').getAttribute('data-state'), { timeout: 20_000 })
      .toBe('extracted');
    await applyPage.getByTestId('apply-submit').click();
    await applyPage.getByTestId('apply-done').waitFor();

    // The score appears on the open page, without reload.
    const applied = mine.getByTestId('my-application').filter({ hasText: jobTitle });
    await expect
      .poll(() => applied.getByTestId('my-match').textContent(), { timeout: 20_000 })
      .toMatch(/התאמה \d+% – מצוינת|התאמה \d+%/);
    // ...and the automatic application to the similar job, marked as such.
    const auto = mine.getByTestId('my-application').filter({ hasText: similarTitle });
    await expect.poll(() => auto.getByTestId('auto-badge').count(), { timeout: 20_000 }).toBe(1);
    expect(await applied.getByTestId('auto-badge').count()).toBe(0);
    expect(await mine.getByTestId('my-application').filter({ hasText: ACCOUNTANT_JOB.title! }).count()).toBe(
      0,
    );
    expect(await notReloaded(mine)).toBe(true);
    // The candidate reads the strengths, concerns and recommendation, in Hebrew.
    await expect.poll(() => applied.getByTestId('my-reasons').count(), { timeout: 20_000 }).toBe(1);
    await applied.getByTestId('my-reasons').locator('summary').click();
    expect(await applied.getByTestId('my-strengths').textContent()).toMatch(/[\u0590-\u05FF]/);
    expect(await applied.getByTestId('my-recommendation').textContent()).not.toBe('');
    await mine.screenshot({ path: `${server.dataDir}/my-applications-analysis-he.png`, fullPage: true });

    // The company sees both applications to the job ranked, with bands and reasons.
    await company.getByTestId('applications-job-filter').selectOption(job.id);
    const rows = company.getByTestId('application-row');
    await expect
      .poll(
        () =>
          rows.getByTestId('match-band').evaluateAll((els) => els.map((e) => e.getAttribute('data-band'))),
        {
          timeout: 20_000,
        },
      )
      .toEqual(['excellent', 'partial']);
    expect(await rows.getByTestId('candidate-name').allTextContents()).toEqual([
      expect.stringContaining('דנה לוי'),
      expect.stringContaining('יוסי כהן'),
    ]);
    const first = rows.first();
    await first.getByTestId('match-reasons').locator('summary').click();
    await expect.poll(() => first.getByTestId('match-strengths').textContent()).toMatch(/TypeScript/);
    expect(await first.getByTestId('match-recommendation').textContent()).not.toBe('');
    expect(await notReloaded(company)).toBe(true);

    // Re-analysis on demand comes back done.
    await first.getByTestId('application-more').click();
    await company.getByTestId('reanalyse').click();
    await expect.poll(() => first.getByTestId('match-band').count(), { timeout: 20_000 }).toBe(1);
    await company.screenshot({ path: `${server.dataDir}/applications-ranked-he.png`, fullPage: true });

    expect(companyProblems).toEqual([]);
    expect(candidateProblems).toEqual([]);
    await Promise.all([companyContext.close(), candidateContext.close()]);
  });

  it("ranks candidates for a non-tech Hebrew job: the best one's reasons name the job's core skill, the unrelated one's concerns what is missing", async () => {
    const bakerTitle = `${BAKER_JOB.title} ${suffix}`;
    const jobs = await api<{ items: { id: string; title: string }[] }>(`/api/jobs?q=${suffix}&limit=50`);
    const baker = jobs.items.find((j) => j.title === bakerTitle)!;
    const strongPdf = await fs.readFile(strongPath);
    for (const [who, fullName, pdf] of [
      ['cook', 'יוסי כהן', weakPdf],
      ['developer', 'דנה לוי', strongPdf],
    ] as const) {
      const session = await api<{ accessToken: string }>('/api/auth/signup', {
        body: { role: 'candidate', fullName, email: email(`baker-${who}`), password: PASSWORD },
      });
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `${who}.pdf`);
      const resume = await api<{ id: string }>('/api/resumes', { token: session.accessToken, form });
      await api(`/api/jobs/${baker.id}/apply`, { token: session.accessToken, body: { resumeId: resume.id } });
    }

    const context = await browser.newContext();
    const company = await context.newPage();
    const problems = watch(company);
    await company.goto(`${server.url}/login`);
    await company.locator('input[name="email"]').fill(managerEmail);
    await company.locator('input[name="password"]').fill(PASSWORD);
    await company.locator('[data-testid="login-password-form"] button[type="submit"]').click();
    await company.waitForURL(/\/dashboard\/[a-z-]+$/);
    await company.locator('a[data-tab="applications"]').click();
    await company.getByTestId('applications-job-filter').selectOption(baker.id);
    const rows = company.getByTestId('application-row');
    await expect.poll(() => rows.getByTestId('match-band').count(), { timeout: 30_000 }).toBe(2);
    expect(await rows.getByTestId('candidate-name').allTextContents()).toEqual([
      expect.stringContaining('יוסי כהן'),
      expect.stringContaining('דנה לוי'),
    ]);
    // The cook who lists baking: baking is named among the strengths.
    const best = rows.first();
    await best.getByTestId('match-reasons').locator('summary').click();
    await expect.poll(() => best.getByTestId('match-strengths').textContent()).toContain('אפייה');
    // The developer: the concerns say baking is missing and there is no past role in the field.
    const unrelated = rows.nth(1);
    await unrelated.getByTestId('match-reasons').locator('summary').click();
    await expect.poll(() => unrelated.getByTestId('match-concerns').textContent()).toContain('אפייה');
    expect(await unrelated.getByTestId('match-concerns').textContent()).toContain(
      'אין תפקיד קודם בתחום המשרה',
    );
    await company.screenshot({ path: `${server.dataDir}/applications-baker-he.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
