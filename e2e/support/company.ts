import type { Page } from 'playwright-core';
import { PASSWORD, uniqueEmail } from './page-watch.ts';

/** Signs a new company up through the sign-up page and waits for its dashboard. */
export async function signUpCompany(page: Page, baseUrl: string, companyName: string): Promise<void> {
  await page.goto(`${baseUrl}/signup?role=company`);
  await page.locator('input[name="fullName"]').fill('מנהלת גיוס');
  await page.locator('input[name="companyName"]').fill(companyName);
  await page.locator('input[name="email"]').fill(uniqueEmail('company'));
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('[data-testid="signup-form"] button[type="submit"]').click();
  await page.waitForURL(/\/dashboard\/[a-z-]+$/);
}
