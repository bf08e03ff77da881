import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hebrewResume, makeResumeFile } from '../apps/server/src/testing/upload-fixtures.ts';
import { startFakeTwilio, type FakeTwilio } from '../apps/server/src/testing/fake-twilio.ts';
import { parseInvitation } from '../apps/server/src/testing/ics.ts';
import {
  addHrUser,
  callApi,
  outbox,
  pageToken,
  signInPage,
  signInPrintedAdmin,
  signUpCandidateByApi,
  uploadResumeByApi,
} from './support/api.ts';
import { launchChromium } from './support/chromium.ts';
import { signUpCompany } from './support/company.ts';
import { describeE2E } from './support/describe-e2e.ts';
import { recordToasts, watch } from './support/page-watch.ts';
import { startServer, type RunningServer } from './support/server.ts';

/** The hiring workflow after the match (issue 11), in Hebrew: notes, interviews, calendars, SMS. */
describeE2E('hiring: notes and interviews', () => {
  let server: RunningServer;
  let browser: Browser;
  let docx: Buffer;
  const suffix = randomBytes(3).toString('hex');
  const candidateName = `יעל אברהם ${suffix}`;

  beforeAll(async () => {
    [server, browser, docx] = await Promise.all([
      startServer(),
      launchChromium(),
      makeResumeFile(hebrewResume(candidateName), 'docx'),
    ]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A job of the page's company, and a candidate who applied to it with a resume. */
  async function jobWithApplicant(page: Page, candidateName: string) {
    const token = await pageToken(page);
    const job = await callApi<{ id: string }>(server.url, token, '/api/manage/jobs', {
      body: {
        title: `מפתח/ת Full Stack ${suffix}`,
        description: 'פיתוח מערכת גיוס חכמה בעברית.',
        requirements: 'TypeScript, React, Node.js',
        location: 'תל אביב',
        employmentType: 'full_time',
        publish: true,
      },
    });
    const candidate = await signUpCandidateByApi(server.url, candidateName);
    const resume = await uploadResumeByApi(server.url, candidate.accessToken, docx, 'yael.docx');
    await callApi(server.url, candidate.accessToken, `/api/jobs/${job.id}/apply`, {
      body: { resumeId: resume.id },
    });
    return { job, candidate };
  }

  it('a manager adds a note (an empty one is refused), a second open page sees it live, then deletes it after confirming', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watch(page);
    await signUpCompany(page, server.url, `חברת הגיוס ${suffix}`);
    await jobWithApplicant(page, candidateName);

    // A second tab of the same company keeps the applications page open.
    const other = await context.newPage();
    await other.goto(`${server.url}/dashboard/applications`);
    const otherRow = other.getByTestId('application-row').filter({ hasText: candidateName });
    await expect.poll(() => otherRow.getByTestId('note-count').textContent(), { timeout: 20_000 }).toBe('0');

    await page.locator('a[data-tab="applications"]').click();
    const row = page.getByTestId('application-row').filter({ hasText: candidateName });
    const toasts = await recordToasts(page);
    // Keyboard: the notes button is reached and pressed like any other.
    await row.getByTestId('open-notes').focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('notes-panel');
    await expect.poll(() => panel.textContent()).toContain('אין עדיין הערות');

    await panel.getByTestId('note-save').click();
    await expect.poll(() => panel.getByRole('alert').allTextContents()).toEqual(['נא למלא את תוכן ההערה']);
    await expect.poll(() => panel.getByTestId('note').count()).toBe(0);

    await panel.getByTestId('note-content').fill('שיחת טלפון ראשונה: מתאימה מאוד');
    await panel.getByTestId('note-status').selectOption('waiting');
    await panel.getByTestId('note-save').click();
    await expect
      .poll(() => panel.getByTestId('note-text').allTextContents())
      .toEqual(['שיחת טלפון ראשונה: מתאימה מאוד']);
    expect(await panel.getByTestId('note').textContent()).toContain('ממתין/ה לראיון');
    await expect.poll(() => toasts.seen()).toContain('ההערה נוספה');
    await expect.poll(() => otherRow.getByTestId('note-count').textContent(), { timeout: 20_000 }).toBe('1');

    // Escape closes the panel (a toast still shown is a layer above it, closed by the first Escape)
    // and gives the focus back to the button that opened it.
    await expect
      .poll(async () => {
        await page.keyboard.press('Escape');
        return panel.count();
      })
      .toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('open-notes');
    // The row's count follows the notes list's refetch, which may land after the panel closes.
    await expect.poll(() => row.getByTestId('note-count').textContent()).toBe('1');

    // Delete asks first.
    await page.keyboard.press('Enter');
    await panel.getByTestId('note-delete').click();
    const confirm = page.getByTestId('confirm-dialog');
    expect(await confirm.textContent()).toContain('למחוק את ההערה?');
    await confirm.getByTestId('confirm-action').click();
    await expect.poll(() => panel.getByTestId('note').count()).toBe(0);
    await expect.poll(() => otherRow.getByTestId('note-count').textContent(), { timeout: 20_000 }).toBe('0');
    expect(problems).toEqual([]);
  }, 120_000);
});

describeE2E('hiring: an interview from scheduling to "interviewed and accepted"', () => {
  let server: RunningServer;
  let browser: Browser;
  let docx: Buffer;
  let twilio: FakeTwilio;
  const suffix = randomBytes(3).toString('hex');
  const candidateName = `עומר חדד ${suffix}`;
  const sms = { accountSid: 'AC0000000000000000000000000000e2e0', authToken: 'e2e-token' };

  beforeAll(async () => {
    // SMS go to a Twilio-compatible server on loopback.
    twilio = await startFakeTwilio(sms);
    [server, browser, docx] = await Promise.all([
      startServer({
        SMS_PROVIDER: 'twilio',
        SMS_URL: twilio.baseUrl,
        SMS_ACCOUNT_SID: sms.accountSid,
        SMS_AUTH_TOKEN: sms.authToken,
        SMS_FROM: '+15005550006',
        SMS_TIMEOUT_MS: '2000',
      }),
      launchChromium(),
      makeResumeFile(hebrewResume(candidateName), 'docx'),
    ]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await twilio?.close();
  });

  it('schedules with an HR interviewer, reschedules in the form and by dragging on the week calendar (same UID, higher SEQUENCE), the candidate and the admin see it, an SMS through a Twilio-compatible server (and its failure), accepted', async () => {
    const page = await (await browser.newContext()).newPage();
    const problems = watch(page);
    await signUpCompany(page, server.url, `חברת הראיונות ${suffix}`);
    const token = await pageToken(page);
    const admin = await signInPrintedAdmin(server.url, server.output());
    const hr = await addHrUser(server.url, token, admin, 'רוני משאבי אנוש');
    const job = await callApi<{ id: string }>(server.url, token, '/api/manage/jobs', {
      body: {
        title: `בודק/ת תוכנה ${suffix}`,
        description: 'בדיקות תוכנה למערכת גיוס.',
        requirements: 'ניסיון בבדיקות',
        location: 'חיפה',
        employmentType: 'full_time',
        publish: true,
      },
    });
    const candidate = await signUpCandidateByApi(server.url, candidateName);
    await callApi(server.url, candidate.accessToken, '/api/auth/me', {
      method: 'PATCH',
      body: { phone: '050-123-4567' },
    });
    const resume = await uploadResumeByApi(server.url, candidate.accessToken, docx, 'omer.docx');
    await callApi(server.url, candidate.accessToken, `/api/jobs/${job.id}/apply`, {
      body: { resumeId: resume.id },
    });

    await page.goto(`${server.url}/dashboard/applications`);
    const row = page.getByTestId('application-row').filter({ hasText: candidateName });
    await row.getByTestId('open-interviews').click();
    const panel = page.getByTestId('interviews-panel');
    await panel.getByTestId('interview-new').click();
    await panel.getByTestId('interview-date').fill('2026-12-15');
    await panel.getByTestId('interview-time').fill('10:00');
    await panel.getByTestId('interview-location').fill('משרדי החברה, חיפה');
    await panel.getByTestId('interviewers').getByLabel('רוני משאבי אנוש').check();
    await panel.getByTestId('interview-message').fill('נא להגיע עם תעודה מזהה');
    await panel.getByTestId('interview-save').click();
    await expect.poll(() => panel.getByTestId('interview').count()).toBe(1);
    expect(await panel.getByTestId('interview-when').textContent()).toContain('10:00');

    const invitationTo = async (email: string) => {
      const mail = (await outbox(server.url, admin)).find((m) => m.to === email && m.attachments.length > 0);
      return mail ? parseInvitation(mail.attachments[0]!.content) : null;
    };
    const first = (await invitationTo(candidate.user.email))!;
    expect(first).toMatchObject({ method: 'REQUEST', sequence: 0 });
    // 10:00 in Jerusalem in December is 08:00 UTC.
    expect(first.start.toISOString()).toBe('2026-12-15T08:00:00.000Z');
    expect((await invitationTo(hr.user.email))!.uid).toBe(first.uid);

    // Reschedule in the form: the same event, a higher SEQUENCE.
    await panel.getByTestId('interview-reschedule').click();
    await panel.getByTestId('interview-time').fill('11:30');
    await panel.getByTestId('interview-save').click();
    await expect.poll(() => panel.getByTestId('interview-when').textContent()).toContain('11:30');
    await expect.poll(async () => (await invitationTo(candidate.user.email))?.sequence).toBe(1);
    const moved = (await invitationTo(candidate.user.email))!;
    expect(moved.uid).toBe(first.uid);
    expect(moved.start.toISOString()).toBe('2026-12-15T09:30:00.000Z');

    // The calendar tab, week view: drag the interview to the next day and confirm.
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => {
        await page.keyboard.press('Escape');
        return panel.count();
      })
      .toBe(0);
    await page.locator('a[data-tab="calendar"]').click();
    await page.waitForURL(/\/dashboard\/calendar/);
    await page.goto(`${server.url}/dashboard/calendar?date=2026-12-15&view=week`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The week starts on Sunday (13 December), the first column in reading order (the rightmost).
    const headers = page.locator('.rbc-time-header .rbc-header');
    await expect.poll(() => headers.count()).toBe(7);
    expect(await headers.first().textContent()).toMatch(/13/);
    const event = page.getByTestId('calendar-event').filter({ hasText: candidateName });
    await expect.poll(() => event.count(), { timeout: 20_000 }).toBe(1);
    await event.scrollIntoViewIfNeeded();
    const box = (await event.boundingBox())!;
    const columns = page.locator('.rbc-time-content .rbc-day-slot');
    const boxes = await Promise.all(
      Array.from({ length: await columns.count() }, (_, i) => columns.nth(i).boundingBox()),
    );
    const x = box.x + box.width / 2;
    const day = boxes.findIndex((b) => b !== null && x >= b.x && x <= b.x + b.width);
    const next = boxes[day + 1]!;
    // Right to left: the next day is the column on the left.
    expect(next.x).toBeLessThan(boxes[day]!.x);
    const y = box.y + 6;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 12, { steps: 4 });
    await page.mouse.move(next.x + next.width / 2, y + 12, { steps: 10 });
    await page.mouse.move(next.x + next.width / 2, y, { steps: 4 });
    await page.mouse.up();
    const confirm = page.getByTestId('confirm-dialog');
    await expect.poll(() => confirm.textContent()).toContain('להעביר את הראיון?');
    expect(await confirm.textContent()).toContain('11:30');
    await confirm.getByTestId('confirm-action').click();
    await expect.poll(async () => (await invitationTo(candidate.user.email))?.sequence).toBe(2);
    const dragged = (await invitationTo(candidate.user.email))!;
    expect(dragged.uid).toBe(first.uid);
    expect(dragged.start.toISOString()).toBe('2026-12-16T09:30:00.000Z');
    await expect.poll(() => event.getAttribute('data-starts-at')).toBe('2026-12-16T09:30:00.000Z');

    // A click on it opens the application.
    await event.click();
    await page.waitForURL(/\/dashboard\/applications\?application=/);
    const opened = page.getByTestId('opened-application');
    await expect.poll(() => opened.textContent()).toContain(candidateName);

    // The candidate sees it in My applications.
    const candidatePage = await (await browser.newContext()).newPage();
    await signInPage(candidatePage, server.url, candidate);
    await candidatePage.goto(`${server.url}/dashboard/my-applications`);
    const mine = candidatePage.getByTestId('my-interview');
    await expect.poll(() => mine.textContent(), { timeout: 20_000 }).toContain('11:30');
    expect(await mine.textContent()).toContain('16');
    expect(await mine.textContent()).toContain('משרדי החברה, חיפה');
    expect(await mine.getByTestId('my-interview-status').textContent()).toBe('ממתין/ה לראיון');

    // The admin sees it on the centralized calendar, with the company filter.
    const adminPage = await (await browser.newContext()).newPage();
    await signInPage(adminPage, server.url, admin);
    await adminPage.goto(`${server.url}/dashboard/centralized-calendar?date=2026-12-16&view=week`);
    const seenByAdmin = adminPage.getByTestId('calendar-event').filter({ hasText: candidateName });
    await expect.poll(() => seenByAdmin.count(), { timeout: 20_000 }).toBe(1);
    const filter = adminPage.getByTestId('calendar-company-filter');
    await expect.poll(() => filter.locator('option').count()).toBeGreaterThan(1);
    await filter.selectOption({ label: `חברת הראיונות ${suffix}` });
    await expect.poll(() => seenByAdmin.count()).toBe(1);

    // The manager sends an SMS from a template through the Twilio-compatible server, and sees it in the history.
    const toasts = await recordToasts(page);
    // Messages is in the row's menu of secondary actions (a portal while open).
    await opened.getByTestId('application-more').click();
    await page.getByTestId('open-messages').click();
    const messages = page.getByTestId('messages-panel');
    await messages.getByTestId('message-template').selectOption('interview');
    await expect.poll(() => messages.getByTestId('sms-length').textContent()).toMatch(/\d+ תווים, [23] SMS/);
    await messages.getByTestId('message-send').click();
    const history = messages.getByTestId('message-history-item');
    await expect.poll(() => history.count()).toBeGreaterThan(0);
    await expect.poll(() => history.first().getAttribute('data-status')).toBe('sent');
    expect(await history.first().textContent()).toContain(`שלום ${candidateName}`);
    expect(twilio.requests.at(-1)).toMatchObject({ to: '+972501234567', from: '+15005550006' });
    expect(twilio.requests.at(-1)!.body).toContain(`בודק/ת תוכנה ${suffix}`);
    // The provider refuses (429): "SMS failure", and the failure is on the history.
    twilio.mode = { status: 429, code: 20429, message: 'Too Many Requests' };
    await messages.getByTestId('message-body').fill('בדיקה');
    await messages.getByTestId('message-send').click();
    await expect.poll(() => toasts.seen()).toContain('שליחת ה-SMS נכשלה');
    await expect.poll(() => history.first().getAttribute('data-status')).toBe('failed');
    twilio.mode = 'accept';
    await expect
      .poll(async () => {
        await page.keyboard.press('Escape');
        return messages.count();
      })
      .toBe(0);

    // The candidate opts out of SMS in account settings; the manager's dialog says why SMS is off.
    // (In a second tab: My applications stays open in the first.)
    const accountPage = await candidatePage.context().newPage();
    await accountPage.goto(`${server.url}/account`);
    await accountPage.getByTestId('sms-opt-out').check();
    await accountPage
      .getByTestId('sms-opt-out')
      .evaluate((el) => (el as HTMLInputElement).form!.requestSubmit());
    await expect
      .poll(
        async () =>
          (await callApi<{ smsOptOut: boolean }>(server.url, candidate.accessToken, '/api/auth/me'))
            .smsOptOut,
      )
      .toBe(true);
    // Messages is in the row's menu of secondary actions (a portal while open).
    await opened.getByTestId('application-more').click();
    await page.getByTestId('open-messages').click();
    await expect
      .poll(() => messages.getByTestId('message-blocked').textContent())
      .toContain('ביקש/ה לא לקבל SMS');
    expect(await messages.getByTestId('message-channel-email').isChecked()).toBe(true);
    expect(await messages.getByTestId('message-channel-sms').isDisabled()).toBe(true);
    await expect
      .poll(async () => {
        await page.keyboard.press('Escape');
        return messages.count();
      })
      .toBe(0);

    // Back on the applications row, the manager sets "interviewed and accepted".
    await opened.getByTestId('open-interviews').click();
    await panel.getByTestId('interview-status-select').selectOption('accepted');
    await expect.poll(() => opened.getByTestId('interview-cell').textContent()).toContain('התקבל');
    await expect
      .poll(() => mine.getByTestId('my-interview-status').textContent(), { timeout: 20_000 })
      .toContain('התקבל');
    // The one 502 is the SMS the provider refused on purpose (SMS_FAILED, a bad gateway).
    expect(problems.filter((p) => !/^502 .*\/messages$/.test(p))).toEqual([]);
    expect(problems).toHaveLength(1);
  }, 120_000);
});
