import type { Page } from 'playwright-core';

/**
 * Picks the page's language with the header's switch. On a phone the switch is behind the header's
 * menu button (decision 023): the menu is opened first.
 */
export async function chooseLanguage(page: Page, language: 'he' | 'en' | 'ar'): Promise<void> {
  const menuButton = page.getByTestId('header-menu-button');
  if ((await menuButton.isVisible()) && (await menuButton.getAttribute('aria-expanded')) !== 'true') {
    await menuButton.click();
  }
  await page.getByTestId(`language-${language}`).click();
}
