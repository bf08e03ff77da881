import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION } from '@gius/shared/constants';
import { launchChromium } from './support/chromium.ts';
import { describeE2E } from './support/describe-e2e.ts';
import { startServer, type RunningServer } from './support/server.ts';

interface StoredSession {
  refreshToken: string;
  expiresAt: number;
}

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('gius.session') ?? 'null') as StoredSession | null);

describeE2E('session refresh (spec section 9)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signUp(page: Page) {
    const res = await page.request.post(`${server.url}/api/auth/signup`, {
      data: {
        role: 'candidate',
        fullName: 'Refresh Tester',
        email: `refresh-${randomBytes(4).toString('hex')}@example.com`,
        password: 'correct horse battery',
      },
    });
    expect(res.status()).toBe(201);
    return res.json();
  }

  it('a failed refresh is retried with exponential backoff from 200 ms, then the new tokens are kept', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const session = await signUp(page);
    // The stored session says 60 s remain: the first check refreshes at once.
    await page.goto(`${server.url}/`);
    await page.evaluate(
      (s) => localStorage.setItem('gius.session', JSON.stringify({ ...s, expiresAt: Date.now() + 60_000 })),
      session,
    );

    const attempts: number[] = [];
    await context.route('**/api/auth/refresh', async (route) => {
      attempts.push(Date.now());
      if (attempts.length <= 2) {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"error":{"code":"SERVICE_UNAVAILABLE","message":"down"}}',
        });
      } else {
        await route.continue();
      }
    });
    await page.goto(`${server.url}/dashboard`);
    await expect
      .poll(async () => (await stored(page))?.refreshToken, { timeout: 10_000 })
      .not.toBe(session.refreshToken);
    expect(attempts).toHaveLength(3);
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(SESSION.refreshRetryBaseMs - 20);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(2 * SESSION.refreshRetryBaseMs - 20);
    expect((await stored(page))!.expiresAt).toBeGreaterThan(Date.now() + 10 * 60_000);
    await page.getByTestId('nav-signout').waitFor();
    await context.close();
  });

  it('checks every 30 seconds and refreshes only when 90 seconds or less remain', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const session = await signUp(page);
    await page.clock.install();
    await page.goto(`${server.url}/`);
    await page.evaluate((s) => localStorage.setItem('gius.session', JSON.stringify(s)), session);
    let refreshes = 0;
    await context.route('**/api/auth/refresh', async (route) => {
      refreshes++;
      await route.continue();
    });
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('nav-signout').waitFor();
    const remaining = session.expiresAt - (await page.evaluate(() => Date.now()));

    // Until 90 s remain, the checks every 30 s leave the session alone.
    await page.clock.runFor(remaining - SESSION.refreshWhenRemainingMs - 5_000);
    expect(refreshes).toBe(0);
    // The next check (within 30 s) finds 90 s or less left and refreshes.
    await page.clock.runFor(SESSION.refreshCheckIntervalMs + 5_000);
    await expect.poll(() => refreshes).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await stored(page))?.refreshToken).not.toBe(session.refreshToken);
    await context.close();
  });
});
