import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tabsForRole } from '@gius/shared/roles';
import { launchChromium } from './support/chromium.ts';
import { describeE2E } from './support/describe-e2e.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PASSWORD = 'correct horse battery';
const email = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** The dashboard's tabs, once the (lazily loaded) dashboard has rendered them. */
async function tabIds(page: Page): Promise<string[]> {
  await page.locator('[data-testid="dashboard-tabs"] a').first().waitFor();
  return page
    .locator('[data-testid="dashboard-tabs"] a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-tab') ?? ''));
}

describeE2E('accounts, roles and sessions', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: { email: string; password: string };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
    // The first start printed the admin's credentials, once.
    const printed = /e-mail:\s+(\S+)\s+password:\s+(\S+)/.exec(server.output());
    if (!printed) throw new Error(`no admin credentials printed:\n${server.output()}`);
    admin = { email: printed[1]!, password: printed[2]! };
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signUp(
    page: Page,
    role: 'candidate' | 'company',
    values: { email: string; companyName?: string },
  ) {
    await page.goto(`${server.url}/signup?role=${role}`);
    await page.locator('input[name="fullName"]').fill(role === 'company' ? 'מנהלת החברה' : 'נועה כהן');
    if (values.companyName) await page.locator('input[name="companyName"]').fill(values.companyName);
    await page.locator('input[name="email"]').fill(values.email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('[data-testid="signup-form"] button[type="submit"]').click();
    await page.waitForURL(/\/dashboard\/[a-z-]+$/);
  }

  it('a candidate signs up, stays signed in across a reload, and signing out in a second tab signs out the first', async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    const errors: string[] = [];
    first.on('pageerror', (err) => errors.push(err.message));
    await signUp(first, 'candidate', { email: email('cand') });
    expect(await tabIds(first)).toEqual(tabsForRole('candidate'));

    await first.reload();
    await first.getByTestId('nav-signout').waitFor();
    expect(new URL(first.url()).pathname).toBe('/dashboard/open-jobs');
    expect(await tabIds(first)).toEqual(tabsForRole('candidate'));

    const second = await context.newPage();
    await second.goto(`${server.url}/dashboard`);
    await second.getByTestId('nav-signout').click();
    await second.getByTestId('nav-login').waitFor();

    // The first tab follows: signed out, and sent to sign in.
    await first.getByTestId('nav-login').waitFor();
    await expect.poll(() => new URL(first.url()).pathname).toBe('/login');
    expect(await first.evaluate(() => localStorage.getItem('gius.session'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a company signs up, invites an HR user, who accepts from the outbox link and sees only the company tabs', async () => {
    const companyName = `חברת בדיקה ${randomBytes(2).toString('hex')}`;
    const hrEmail = email('hr');

    const managerContext = await browser.newContext();
    const manager = await managerContext.newPage();
    await manager.goto(`${server.url}/signup?role=company`);
    expect(await manager.getByTestId('signup-role-company').isChecked()).toBe(true);
    await signUp(manager, 'company', { email: email('manager'), companyName });
    expect(await tabIds(manager)).toEqual(tabsForRole('company_manager'));
    await manager.locator('a[data-tab="team"]').click();
    await manager.locator('[data-testid="invite-form"] input[name="email"]').fill(hrEmail);
    await manager.locator('[data-testid="invite-form"] button[type="submit"]').click();
    await expect.poll(() => manager.getByText(hrEmail).count()).toBeGreaterThan(0);

    // The admin reads the outbox in the app and takes the invitation link from it.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`${server.url}/login`);
    await adminPage.locator('input[name="email"]').fill(admin.email);
    await adminPage.locator('input[name="password"]').fill(admin.password);
    await adminPage.locator('[data-testid="login-password-form"] button[type="submit"]').click();
    await adminPage.waitForURL(/\/dashboard\//);
    expect(await tabIds(adminPage)).toEqual(tabsForRole('admin'));
    await adminPage.locator('a[data-tab="outbox"]').click();
    const message = adminPage.getByTestId('outbox-message').filter({ hasText: hrEmail });
    const link = await message.getByTestId('outbox-link').getAttribute('href');
    expect(link).toMatch(/\/invite\?token=/);

    const hrContext = await browser.newContext();
    const hr = await hrContext.newPage();
    await hr.goto(link!);
    await hr.locator('input[name="fullName"]').fill('רינה משאבי אנוש');
    await hr.locator('input[name="password"]').fill(PASSWORD);
    await hr.locator('input[name="confirm"]').fill(PASSWORD);
    await hr.locator('[data-testid="invite-form"] button[type="submit"]').click();
    await hr.waitForURL(/\/dashboard\//);
    expect(await tabIds(hr)).toEqual(tabsForRole('hr'));
    expect(await hr.getByTestId('dashboard-user').textContent()).toContain(companyName);

    // A tab the role may not see leads back to the role's first tab.
    // (The e-mailed link uses PUBLIC_URL, http://localhost:PORT; the session belongs to that origin.)
    await hr.goto(`${new URL(link!).origin}/dashboard/companies-management`);
    await expect.poll(() => new URL(hr.url()).pathname).toBe(`/dashboard/${tabsForRole('hr')[0]}`);

    // The admin sees the company and its two users.
    await adminPage.locator('a[data-tab="companies-management"]').click();
    const row = adminPage.getByTestId('company-row').filter({ hasText: companyName });
    await row.getByRole('button', { name: /2/ }).click();
    await expect.poll(() => adminPage.getByText(hrEmail).count()).toBeGreaterThan(0);
    await adminPage.screenshot({ path: `${server.dataDir}/companies-management.png`, fullPage: true });

    await Promise.all([managerContext.close(), adminContext.close(), hrContext.close()]);
  });

  it('a wrong password says "Invalid email or password" in the chosen language', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByTestId('language-en').click();
    await page.locator('input[name="email"]').fill(email('nobody'));
    await page.locator('input[name="password"]').fill('wrong password');
    await page.locator('[data-testid="login-password-form"] button[type="submit"]').click();
    // (Radix also copies a toast's text into a live region for screen readers, so it may show twice.)
    await expect.poll(() => page.getByText('Invalid email or password').count()).toBeGreaterThan(0);
    await page.getByTestId('language-he').click();
    await page.screenshot({ path: `${server.dataDir}/login-he.png` });
    await context.close();
  });

  it('a signed-out visitor opening the dashboard is sent to sign in and comes back after', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const candidate = email('back');
    await signUp(page, 'candidate', { email: candidate });
    await page.getByTestId('nav-signout').click();
    await page.goto(`${server.url}/account`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.locator('input[name="email"]').fill(candidate);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('[data-testid="login-password-form"] button[type="submit"]').click();
    await page.waitForURL(/\/account$/);
    await page.locator('[data-testid="profile-form"] input[name="phone"]').fill('050-1234567');
    await page.locator('[data-testid="profile-form"] select').selectOption('en');
    await page.locator('[data-testid="profile-form"] button[type="submit"]').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('gius.session') ?? '{}'));
    expect(stored.user).toMatchObject({ phone: '050-1234567', locale: 'en' });
    await context.close();
  });
});
