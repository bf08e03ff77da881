import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TSession } from '@gius/shared/auth';
import { hebrewResume, makeResumeFile } from '../apps/server/src/testing/upload-fixtures.ts';
import {
  callApi,
  outbox,
  signInPage,
  signInPrintedAdmin,
  signUpCandidateByApi,
  uploadResumeByApi,
} from './support/api.ts';
import { launchChromium } from './support/chromium.ts';
import { describeE2E } from './support/describe-e2e.ts';
import { PASSWORD, recordToasts, uniqueEmail, watch } from './support/page-watch.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const FSI = '\u2068';
const PDI = '\u2069';

/** Issue 11, "also met on the way": phones, focus after dialogs, admin invitations, past publication, mixed direction. */
describeE2E('small screens, focus and mixed-direction text (Hebrew)', () => {
  let server: RunningServer;
  let browser: Browser;
  let docx: Buffer;
  let manager: TSession;
  let job: { id: string; title: string };
  const suffix = randomBytes(3).toString('hex');
  const candidateName = `נועה ברק ${suffix}`;

  beforeAll(async () => {
    [server, browser, docx] = await Promise.all([
      startServer(),
      launchChromium(),
      makeResumeFile(hebrewResume(`נועה ברק ${randomBytes(3).toString('hex')}`), 'docx'),
    ]);
    // A company with a published job and one applicant, made by the API (the screens are the subject).
    manager = await callApi<TSession>(server.url, null, '/api/auth/signup', {
      body: {
        role: 'company',
        fullName: 'מנהלת גיוס',
        companyName: `חברת המסכים ${suffix}`,
        email: uniqueEmail('manager'),
        password: PASSWORD,
        locale: 'he',
      },
    });
    job = await callApi(server.url, manager.accessToken, '/api/manage/jobs', {
      body: {
        title: `אח/ות מוסמך/ת ${suffix}`,
        description: 'עבודה במחלקה פנימית, משמרות.',
        requirements: 'רישיון משרד הבריאות, ניסיון של שנתיים',
        location: 'חיפה',
        employmentType: 'full_time',
        publish: true,
      },
    });
    const candidate = await signUpCandidateByApi(server.url, candidateName);
    const resume = await uploadResumeByApi(server.url, candidate.accessToken, docx, 'noa.docx');
    await callApi(server.url, candidate.accessToken, `/api/jobs/${job.id}/apply`, {
      body: { resumeId: resume.id },
    });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function managerPage(viewport: { width: number; height: number }) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signInPage(page, server.url, manager);
    return { context, page };
  }
  /**
   * Where the focus is, once it has settled: a dialog or menu gives it back a moment after it is
   * gone (Radix restores it when its exit ends), so the page body is read as "not yet" for up to 2 s.
   */
  const focusedTestId = async (page: Page) => {
    const read = () =>
      page.evaluate(
        () => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName,
      );
    for (let waited = 0; waited < 2_000; waited += 50) {
      const focused = await read();
      if (focused !== 'BODY') return focused;
      await page.waitForTimeout(50);
    }
    return read();
  };
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `${server.dataDir}/${name}.png`, fullPage: true });

  it('on a phone (390 px): the header is one row with a menu button, every dashboard tab is in sight, each application is a card with no sideways scroll', async () => {
    const { context, page } = await managerPage(PHONE);
    const problems = watch(page);
    await page.goto(`${server.url}/dashboard/applications`);
    const card = page.getByTestId('application-card').filter({ hasText: candidateName });
    await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);

    // Cards, not the 848 px table: candidate, job, match, interview, notes count and actions, within the screen.
    expect(await page.getByTestId('applications-table').count()).toBe(0);
    const text = await card.textContent();
    for (const part of [candidateName, job.title, 'התאמה', 'ראיון', 'הערות']) expect(text).toContain(part);
    expect(await card.getByTestId('note-count').textContent()).toBe('0');
    expect(await card.getByTestId('interview-cell').textContent()).toContain('טרם נקבע ראיון');
    await expect.poll(() => card.getByTestId('match-band').count(), { timeout: 20_000 }).toBe(1);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

    // Every dashboard tab is inside the screen (none cut off at the edge).
    const tabs = page.getByTestId('dashboard-tabs').locator('a');
    expect(await tabs.count()).toBeGreaterThan(8);
    for (const tab of await tabs.all()) {
      const b = (await tab.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width);
    }

    // The header stays one row: logo and a menu button; the links are behind it.
    const header = page.locator('header');
    expect((await header.boundingBox())!.height).toBeLessThan(80);
    const menuButton = page.getByTestId('header-menu-button');
    expect(await menuButton.isVisible()).toBe(true);
    expect(await page.getByTestId('nav-dashboard').isVisible()).toBe(false);
    await shot(page, 'applications-cards-390');
    // Keyboard: Enter opens it, the links and the language switch are there, Escape closes and the focus returns.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByTestId('nav-dashboard').isVisible()).toBe(true);
    expect(await page.getByTestId('language-en').isVisible()).toBe(true);
    await shot(page, 'header-menu-open-390');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('nav-dashboard').isVisible()).toBe(false);
    expect(await focusedTestId(page)).toBe('header-menu-button');
    // Following a link closes it.
    await menuButton.click();
    await page.getByTestId('nav-account').click();
    await page.waitForURL(/\/account$/);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

    // The card's secondary actions are in the same menu as the table's.
    await page.goto(`${server.url}/dashboard/applications`);
    await card.getByTestId('application-more').click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'הודעה',
      'עריכה',
      'ניתוח מחדש',
      'מחיקה',
    ]);
    const menuBox = (await menu.boundingBox())!;
    expect(menuBox.x).toBeGreaterThanOrEqual(0);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Escape');
    expect(await focusedTestId(page)).toBe('application-more');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('at 1366 px the row keeps one line of actions with the rest in a keyboard menu; each form dialog closed by Escape or Cancel gives the focus back to its button', async () => {
    const { context, page } = await managerPage(LAPTOP);
    const problems = watch(page);
    await page.goto(`${server.url}/dashboard/applications`);
    const row = page.getByTestId('application-row').filter({ hasText: candidateName });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId('application-card').count()).toBe(0);
    // Notes, interviews and the menu button on one line (they stacked and wrapped before).
    await shot(page, 'applications-table-1366');
    const tops = await Promise.all(
      ['open-notes', 'open-interviews', 'application-more'].map(
        async (id) => (await row.getByTestId(id).boundingBox())!.y,
      ),
    );
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(LAPTOP.width);
    await shot(page, 'applications-table-1366');

    /** Opens a dialog with `open`, closes it with Escape (or the dialog's Cancel), and answers where the focus went. */
    const closeAndFocus = async (open: () => Promise<void>, how: 'Escape' | 'Cancel') => {
      await open();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.count()).toBe(1);
      if (how === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'ביטול', exact: true }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      return focusedTestId(page);
    };
    const byKeyboard = (testId: string) => async () => {
      await row.getByTestId(testId).focus();
      await page.keyboard.press('Enter');
    };
    // The menu by keyboard: Enter opens it, arrows move, Enter picks; the dialog gives the focus back to the menu's button.
    const fromMenu = (item: string) => async () => {
      await row.getByTestId('application-more').focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect.poll(() => menu.count()).toBe(1);
      const items = await menu.getByRole('menuitem').allTextContents();
      const focusedItem = () => page.evaluate(() => document.activeElement?.textContent);
      // Opened by keyboard, the menu focuses its first item; each ArrowDown moves one on.
      await expect.poll(focusedItem).toBe(items[0]);
      for (let i = 1; i <= items.indexOf(item); i++) {
        await page.keyboard.press('ArrowDown');
        await expect.poll(focusedItem).toBe(items[i]);
      }
      await page.keyboard.press('Enter');
    };
    expect(await closeAndFocus(byKeyboard('open-notes'), 'Escape')).toBe('open-notes');
    expect(await closeAndFocus(byKeyboard('open-interviews'), 'Escape')).toBe('open-interviews');
    expect(await closeAndFocus(fromMenu('הודעה'), 'Escape')).toBe('application-more');
    expect(await closeAndFocus(fromMenu('עריכה'), 'Escape')).toBe('application-more');
    expect(await closeAndFocus(fromMenu('עריכה'), 'Cancel')).toBe('application-more');
    const add = async () => page.getByTestId('application-add').click();
    expect(await closeAndFocus(add, 'Escape')).toBe('application-add');
    expect(await closeAndFocus(add, 'Cancel')).toBe('application-add');
    // Delete from the menu asks first; cancelling gives the focus back too and keeps the application.
    await fromMenu('מחיקה')();
    const confirm = page.getByTestId('confirm-dialog');
    expect(await confirm.textContent()).toContain(candidateName);
    await confirm.getByRole('button', { name: 'ביטול', exact: true }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await focusedTestId(page)).toBe('application-more');
    expect(await row.count()).toBe(1);

    // New job and edit job.
    await page.locator('a[data-tab="jobs-management"]').click();
    const jobRow = page.getByTestId('managed-job').filter({ hasText: job.title });
    await expect.poll(() => jobRow.count(), { timeout: 20_000 }).toBe(1);
    const newJob = async () => page.getByTestId('job-new').click();
    const editJob = async () => jobRow.getByTestId('job-edit').click();
    expect(await closeAndFocus(newJob, 'Escape')).toBe('job-new');
    expect(await closeAndFocus(newJob, 'Cancel')).toBe('job-new');
    expect(await closeAndFocus(editJob, 'Escape')).toBe('job-edit');
    expect(await closeAndFocus(editJob, 'Cancel')).toBe('job-edit');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('a publication time already past is said before saving; the user confirms or changes it', async () => {
    const draft = await callApi<{ id: string }>(server.url, manager.accessToken, '/api/manage/jobs', {
      body: {
        title: `טיוטה ${suffix}`,
        description: 'תיאור המשרה.',
        requirements: 'דרישות המשרה.',
        location: 'אילת',
        employmentType: 'part_time',
        publish: false,
      },
    });
    const { context, page } = await managerPage(LAPTOP);
    const problems = watch(page);
    await page.goto(`${server.url}/dashboard/jobs-management`);
    const row = page.getByTestId('managed-job').filter({ hasText: `טיוטה ${suffix}` });
    await row.getByTestId('job-publish').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'בתאריך ובשעה' }).check();
    const warning = page.getByTestId('publish-past-warning');
    const local = (d: Date) =>
      new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await page.getByTestId('publish-at').fill(local(new Date(Date.now() - 2 * 3600_000)));
    expect(await warning.textContent()).toBe(
      'המועד שנבחר כבר עבר: המשרה תפורסם מיד. אפשר לבחור מועד עתידי, או לאשר פרסום עכשיו.',
    );
    expect(await warning.getAttribute('role')).toBe('alert');
    expect(await page.getByTestId('publish-confirm').textContent()).toBe('פרסום עכשיו בכל זאת');
    // Changed to a future time: no warning, "schedule".
    await page.getByTestId('publish-at').fill(local(new Date(Date.now() + 48 * 3600_000)));
    expect(await warning.count()).toBe(0);
    expect(await page.getByTestId('publish-confirm').textContent()).toBe('תזמון');
    // Back to the past and confirmed: published at once.
    await page.getByTestId('publish-at').fill(local(new Date(Date.now() - 60_000)));
    await page.getByTestId('publish-confirm').click();
    await expect.poll(() => row.getByTestId('job-status').textContent()).toBe('מפורסמת');
    const open = await callApi<{ items: { id: string }[] }>(server.url, null, '/api/jobs?limit=100');
    expect(open.items.map((j) => j.id)).toContain(draft.id);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('a file name and a path inside a Hebrew sentence keep their order: the upload toast and the 404 page isolate them', async () => {
    const candidate = await signUpCandidateByApi(server.url, `מועמדת ${suffix}`);
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signInPage(page, server.url, candidate);
    await page.goto(`${server.url}/dashboard/resumes`);
    const toasts = await recordToasts(page);
    await page.getByTestId('resume-file-input').setInputFiles({
      name: '13-he-registered-nurse.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docx,
    });
    await expect
      .poll(toasts.seen, { timeout: 30_000 })
      .toContain(`${FSI}13-he-registered-nurse.docx${PDI} הועלה`);
    // The status line under the upload says the same, isolated too.
    expect(await page.getByTestId('upload-status').textContent()).toContain(
      `${FSI}13-he-registered-nurse.docx${PDI} הועלה`,
    );
    // The upload hint's left-to-right list of extensions is isolated as one run inside the Hebrew sentence.
    const hint = await page.locator('p', { hasText: 'קובצי PDF' }).first().textContent();
    expect(hint).toContain('\u2066pdf, docx, doc\u2069');
    await shot(page, 'upload-toast-390');

    await page.goto(`${server.url}/no/such/page`);
    expect(await page.getByTestId('not-found-text').textContent()).toBe(
      `הכתובת ${FSI}/no/such/page${PDI} לא קיימת באתר.`,
    );
    // The sentence itself stays right to left (the path alone is isolated, not the whole line).
    expect(await page.getByTestId('not-found-text').evaluate((el) => getComputedStyle(el).direction)).toBe(
      'rtl',
    );
    await context.close();
  }, 90_000);

  it('the admin invites a manager into a new company by e-mail, and deactivating asks first', async () => {
    const admin = await signInPrintedAdmin(server.url, server.output());
    const context = await browser.newContext({ viewport: LAPTOP });
    const page = await context.newPage();
    const problems = watch(page);
    await signInPage(page, server.url, admin);
    await page.goto(`${server.url}/dashboard/companies-management`);
    const companyName = `חברת גמא ${suffix}`;
    const form = page.getByTestId('company-create-form');
    await form.getByRole('textbox').fill(companyName);
    await form.getByRole('button').click();
    const row = page.getByTestId('company-row').filter({ hasText: companyName });
    await expect.poll(() => row.textContent()).toContain('0 משתמשים');

    const toasts = await recordToasts(page);
    const email = uniqueEmail('gamma-manager');
    await row.getByTestId('company-invite').click();
    const invite = page.getByTestId('company-invite-form');
    // A new company's first invitation is its manager.
    expect(await invite.getByRole('combobox').inputValue()).toBe('company_manager');
    await invite.getByRole('button', { name: 'שליחת הזמנה' }).click();
    expect(await invite.getByRole('alert').textContent()).toBeTruthy();
    await invite.getByRole('textbox').fill(email);
    await invite.getByTestId('company-invite-send').click();
    await expect.poll(toasts.seen).toContain(`הזמנה נשלחה אל ${FSI}${email}${PDI}`);
    expect(await focusedTestId(page)).toBe('company-invite');
    const mail = (await outbox(server.url, admin)).find((m) => m.to === email);
    expect(mail?.body).toMatch(/\/invite\?token=/);
    await shot(page, 'companies-invite-1366');
    // Until it is accepted, the invitation waits under the company's users.
    await row.getByRole('button', { name: '0 משתמשים' }).click();
    const waiting = page.getByTestId('company-pending-invitations');
    await expect.poll(() => waiting.textContent()).toContain(email);
    expect(await waiting.textContent()).toContain('הזמנות ממתינות');

    // The invitee accepts and the company has its manager.
    const token = /token=([\w-]+)/.exec(mail!.body ?? '')![1];
    const session = await callApi<TSession>(server.url, null, '/api/auth/invitations/accept', {
      body: { token, fullName: 'מנהל גמא', password: PASSWORD },
    });
    expect(session.user).toMatchObject({ role: 'company_manager', companyName });
    await page.reload();
    await expect.poll(() => row.textContent()).toContain('משתמש אחד');

    // Deactivate asks first: cancel keeps it active, confirm deactivates.
    await row.getByTestId('company-deactivate').click();
    const confirm = page.getByTestId('confirm-dialog');
    expect(await confirm.textContent()).toContain(`להשבית את ${FSI}${companyName}${PDI}?`);
    await confirm.getByRole('button', { name: 'ביטול', exact: true }).click();
    expect(await row.textContent()).toContain('פעילה');
    await row.getByTestId('company-deactivate').click();
    await confirm.getByTestId('confirm-action').click();
    await expect.poll(() => row.getByTestId('company-activate').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
