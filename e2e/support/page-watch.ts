import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';

/** Collects what would show a broken page: uncaught errors and failed requests to the API. */
export function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('response', (res) => {
    if (res.url().includes('/api/') && res.status() >= 500) problems.push(`${res.status()} ${res.url()}`);
  });
  return problems;
}

/** A password the sign-up rules accept, and a unique e-mail per test run. */
export const PASSWORD = 'correct horse battery';
export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/**
 * Records the title of every toast the page shows from now on (one shows at a time, and the next
 * replaces it): `seen()` lists them, so a test can wait for one without racing the next.
 */
export async function recordToasts(page: Page): Promise<{ seen: () => Promise<string[]> }> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('[data-variant] .font-semibold'))) {
        const title = toast.textContent ?? '';
        if (title && seen.at(-1) !== title) seen.push(title);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return {
    seen: () => page.evaluate(() => [...(window as unknown as { toastsSeen: string[] }).toastsSeen]),
  };
}
