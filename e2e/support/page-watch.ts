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
