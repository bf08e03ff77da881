import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { describeE2E } from './support/describe-e2e.ts';
import { startServer, type RunningServer } from './support/server.ts';

describeE2E('foundation: language, direction and the 404 page', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // As a newcomer's `npm start`: the demo company and its jobs are there.
    server = await startServer({ SEED_DEMO: 'true' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function htmlAttrs(page: Page) {
    return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
  }

  it('the served HTML is Hebrew and right-to-left before any script runs', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toMatch(/<html lang="he" dir="rtl">/);
  });

  it('opens in Hebrew, switches to English (ltr), remembers it, and back to Hebrew (rtl)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.locator('h1').textContent()).toContain('הגיוס');
    expect(await htmlAttrs(page)).toEqual({ lang: 'he', dir: 'rtl' });

    await page.getByTestId('language-en').click();
    await expect.poll(() => htmlAttrs(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await expect.poll(() => page.locator('h1').textContent()).toContain('recruitment tool');
    expect(await page.getByTestId('language-en').getAttribute('aria-pressed')).toBe('true');

    // The choice is remembered across a reload.
    await page.reload();
    await expect.poll(() => page.locator('h1').textContent()).toContain('recruitment tool');
    expect(await htmlAttrs(page)).toEqual({ lang: 'en', dir: 'ltr' });

    await page.getByTestId('language-ar').click();
    await expect.poll(() => htmlAttrs(page)).toEqual({ lang: 'ar', dir: 'rtl' });

    await page.getByTestId('language-he').click();
    await expect.poll(() => htmlAttrs(page)).toEqual({ lang: 'he', dir: 'rtl' });
    await page.screenshot({ path: `${server.dataDir}/home-he.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unknown path shows "Page not found" in the current language, a link home, and logs the path', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (msg: ConsoleMessage) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text());
    });
    await page.goto(`${server.url}/no/such/page`);
    await expect.poll(() => page.getByTestId('not-found-title').textContent()).toBe('הדף לא נמצא');
    await expect.poll(() => consoleErrors.join('\n')).toContain('/no/such/page');

    await page.getByTestId('language-en').click();
    await expect.poll(() => page.getByTestId('not-found-title').textContent()).toBe('Page not found');

    await page.getByRole('link', { name: 'Return to home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('a new installation shows the demo jobs, in Hebrew, to an anonymous visitor', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/jobs`);
    await expect
      .poll(() => page.getByText('מפתח/ת Full Stack').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByText('QA Automation Engineer').count()).toBeGreaterThan(0);
    expect(server.output()).toContain('demo.manager@gius.local');
    await context.close();
  });

  it('the toast region answers to F8 and the page is usable by keyboard', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    // The first Tab reaches the skip link.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main');
    // The toast region listens for F8 once it is mounted (the toaster renders after the page's first
    // paint; under load that can be late): press when it is there, then wait for Radix to move the
    // focus, which it does on the next frame.
    await page.locator('[role="region"]').waitFor({ state: 'attached' });
    await page.keyboard.press('F8');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="region"]') !== null), {
        timeout: 5000,
      })
      .toBe(true);
    await context.close();
  });
});
