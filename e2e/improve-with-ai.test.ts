import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  chatAnswer,
  errorAnswer,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../apps/server/src/testing/fake-openai.ts';
import { imageOnlyPdf } from '../apps/server/src/testing/scanned-pdf.ts';
import { launchChromium } from './support/chromium.ts';
import { describeE2E } from './support/describe-e2e.ts';
import { signUpCompany } from './support/company.ts';
import { recordToasts, watch } from './support/page-watch.ts';
import { startServer, type RunningServer } from './support/server.ts';

/** A scan with nothing OCR can read: only a model that reads images (here a fake one) "reads" it. */
function blankScan(): Buffer {
  const canvas = createCanvas(620, 877);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  return imageOnlyPdf(canvas.toBuffer('image/jpeg'), canvas.width, canvas.height);
}

describeE2E('improve with AI: a company has a scanned resume read by a model that reads images', () => {
  let server: RunningServer;
  let browser: Browser;
  let fake: FakeOpenAi;
  let scanFile: string;
  const suffix = randomBytes(3).toString('hex');
  const email = `noa.${suffix}@example.com`;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    [server, browser] = await Promise.all([
      startServer({ AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl, AI_READS_IMAGES: 'true' }),
      launchChromium(),
    ]);
    scanFile = path.join(server.dataDir, `scan-${suffix}.pdf`);
    await fs.writeFile(scanFile, blankScan());
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('shows "no text found", a failure as a toast, then the details the model read', async () => {
    const page = await (await browser.newContext()).newPage();
    const problems = watch(page);
    await signUpCompany(page, server.url, `חברת הסריקות ${suffix}`);

    await page.locator('a[data-tab="upload-resumes"]').click();
    await page.getByTestId('bulk-file-input').setInputFiles([scanFile]);
    await expect
      .poll(() => page.getByTestId('bulk-file').getAttribute('data-state'), { timeout: 30_000 })
      .toBe('no_text');

    await page.locator('a[data-tab="candidates"]').click();
    const card = page.getByTestId('candidates').locator('li').first();
    await card.getByTestId('candidate-no-text').waitFor();
    expect(await card.getByTestId('candidate-no-text').textContent()).toContain('הועלה, לא נמצא טקסט');
    const button = card.getByTestId('improve-with-ai');
    expect(await button.textContent()).toBe('שיפור עם AI');
    // Every text the button shows on the way is recorded (the busy state may be short).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { buttonSeen: string[] }).buttonSeen = seen;
      new MutationObserver(() => {
        const el = document.querySelector('[data-testid="improve-with-ai"]');
        if (el?.textContent) seen.push(el.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });

    // The provider is over its limit: the resume stays as it was, the page says why.
    fake.reply(() => errorAnswer(429, 'Rate limit reached'));
    const toasts = await recordToasts(page);
    await button.click();
    await expect
      .poll(toasts.seen, { timeout: 30_000 })
      .toContain('הגעת למגבלת השימוש, נא לנסות שוב מאוחר יותר');
    await expect.poll(() => button.textContent()).toBe('שיפור עם AI');
    expect(await button.isEnabled()).toBe(true);

    fake.reply(() =>
      chatAnswer({
        text: `נועה כהן\n${email} | 052-123-4567\nמפתחת Full Stack עם 6 שנות ניסיון\nניסיון\n2019 – היום: מפתחת Full Stack, Wix`,
      }),
    );
    await button.click();
    await card.getByText(email).waitFor({ timeout: 30_000 });
    await card.getByText('נועה כהן').waitFor();
    expect(await card.getByTestId('candidate-no-text').count()).toBe(0);
    // The titles read from the resume are on the card.
    await expect.poll(() => card.getByTestId('candidate-roles').textContent()).toContain('מפתחת Full Stack');
    const seen = await page.evaluate(() => (window as unknown as { buttonSeen: string[] }).buttonSeen);
    expect(seen).toContain('קורא את קורות החיים…');

    const sent = fake.requests.at(-1)?.body as { messages: { content: { type: string }[] }[] };
    expect(sent.messages[1]!.content.some((part) => part.type === 'image_url')).toBe(true);
    expect(problems).toEqual([]);
  }, 180_000);
});
