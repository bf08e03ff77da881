import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '@gius/shared/auth';
import type { TApplicationMessage } from '@gius/shared/candidate-messages';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { startFakeTwilio, type FakeTwilio } from '../../testing/fake-twilio.ts';
import { apply, createJob, uploadResume } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { hebrewResume, makeResumeFile } from '../../testing/upload-fixtures.ts';
import { toE164 } from './candidate-service.ts';

const SID = 'AC00000000000000000000000000000001';
const TOKEN = 'twilio-test-token';

describe('phone numbers', () => {
  it('are normalised to E.164 by libphonenumber-js (Israeli local numbers too); junk is null', () => {
    expect(toE164('050-123-4567')).toBe('+972501234567');
    expect(toE164('+972 (50) 123 4567')).toBe('+972501234567');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('12')).toBeNull();
    expect(toE164(null)).toBeNull();
  });
});

describe.each(databaseKinds())(
  'SMS and e-mail to candidates through a Twilio-compatible provider on %s',
  (kind) => {
    let t: TestApp;
    let twilio: FakeTwilio;
    let manager: TSession;
    let docx: Buffer;
    beforeAll(async () => {
      twilio = await startFakeTwilio({ accountSid: SID, authToken: TOKEN });
      t = await createTestApp(kind, {
        SMS_PROVIDER: 'twilio',
        SMS_URL: twilio.baseUrl,
        SMS_ACCOUNT_SID: SID,
        SMS_AUTH_TOKEN: TOKEN,
        SMS_FROM: '+15005550006',
        SMS_TIMEOUT_MS: '400',
      });
      docx = await makeResumeFile(hebrewResume('דנה לוי'), 'docx');
      manager = await signUp(t.app, { role: 'company', companyName: 'SMS Co', fullName: 'Shira Manager' });
    }, 180_000);
    afterAll(async () => {
      await t?.close();
      await twilio?.close();
    });

    /** A candidate with a local phone number who applied to a job of the company. */
    async function applicant(phone = '050-123-4567') {
      const candidate = await signUp(t.app, { fullName: 'דנה לוי' });
      await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: bearer(candidate),
        payload: { phone },
      });
      const job = await createJob(t.app, manager, { title: 'מפתחת' });
      const resume = await uploadResume(t.app, candidate, docx, 'dana.docx');
      const applicationId = (await apply(t.app, candidate, job.id, resume.id)).json().id as string;
      return { candidate, applicationId };
    }
    const send = (applicationId: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/applications/${applicationId}/messages`,
        headers: bearer(manager),
        payload,
      });
    const history = async (applicationId: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/applications/${applicationId}/messages`,
          headers: bearer(manager),
        })
      ).json() as TApplicationMessage[];

    it('sends a filled template to the E.164 number, form-encoded with basic auth, and keeps it on the history', async () => {
      twilio.mode = 'accept';
      const { applicationId } = await applicant();
      const reach = await t.app.inject({
        method: 'GET',
        url: `/api/applications/${applicationId}/message-reach`,
        headers: bearer(manager),
      });
      expect(reach.json()).toMatchObject({
        phone: '+972501234567',
        smsOptOut: false,
        smsConfigured: true,
        language: 'he',
      });
      const res = await send(applicationId, {
        channel: 'sms',
        body: 'שלום {candidateName}, לגבי {jobTitle} ב-{company}',
      });
      expect(res.statusCode).toBe(201);
      const request = twilio.requests.at(-1)!;
      expect(request).toEqual({
        accountSid: SID,
        user: SID,
        password: TOKEN,
        to: '+972501234567',
        from: '+15005550006',
        body: 'שלום דנה לוי, לגבי מפתחת ב-SMS Co',
      });
      expect(res.json()).toMatchObject({
        channel: 'sms',
        to: '+972501234567',
        body: 'שלום דנה לוי, לגבי מפתחת ב-SMS Co',
        status: 'sent',
        provider: 'twilio',
        sentByName: 'Shira Manager',
      });
      expect((await history(applicationId)).map((m) => m.id)).toEqual([res.json().id]);
    });

    it('a 429, a 5xx and no answer are an "SMS failure" (502 SMS_FAILED), each recorded as failed with the reason', async () => {
      const { applicationId } = await applicant();
      const cases: [FakeTwilio['mode'], RegExp][] = [
        [{ status: 429, code: 20429, message: 'Too Many Requests' }, /^429: 20429 Too Many Requests/],
        [{ status: 503, code: 20503, message: 'Service unavailable' }, /^503/],
        ['hang', /no answer in 400 ms/],
      ];
      for (const [mode, reason] of cases) {
        twilio.mode = mode;
        const res = await send(applicationId, { channel: 'sms', body: 'שלום' });
        expect(res.statusCode).toBe(502);
        expect(res.json().error.code).toBe('SMS_FAILED');
        const [last] = await history(applicationId);
        expect(last).toMatchObject({ channel: 'sms', status: 'failed', body: 'שלום', provider: 'twilio' });
        expect(last!.error).toMatch(reason);
      }
      expect((await history(applicationId)).filter((m) => m.status === 'failed')).toHaveLength(3);
      twilio.mode = 'accept';
    });

    it('an opted-out candidate gets no SMS (409, nothing reaches the provider) but still e-mail', async () => {
      twilio.mode = 'accept';
      const { candidate, applicationId } = await applicant();
      const optOut = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: bearer(candidate),
        payload: { smsOptOut: true },
      });
      expect(optOut.json().smsOptOut).toBe(true);
      const before = twilio.requests.length;
      const sms = await send(applicationId, { channel: 'sms', body: 'שלום' });
      expect(sms.statusCode).toBe(409);
      expect(sms.json().error.code).toBe('SMS_OPTED_OUT');
      expect(twilio.requests.length).toBe(before);
      const reach = await t.app.inject({
        method: 'GET',
        url: `/api/applications/${applicationId}/message-reach`,
        headers: bearer(manager),
      });
      expect(reach.json().smsOptOut).toBe(true);
      const email = await send(applicationId, {
        channel: 'email',
        subject: 'לגבי {jobTitle}',
        body: 'שלום {candidateName}',
      });
      expect(email.statusCode).toBe(201);
      expect(email.json()).toMatchObject({
        channel: 'email',
        to: candidate.user.email,
        subject: 'לגבי מפתחת',
        body: 'שלום דנה לוי',
        status: 'outbox',
      });
    });

    it('no valid number is NO_CONTACT; a text over 10 parts is SMS_TOO_LONG', async () => {
      const noPhone = await applicant('12');
      expect((await send(noPhone.applicationId, { channel: 'sms', body: 'שלום' })).json().error.code).toBe(
        'NO_CONTACT',
      );
      const { applicationId } = await applicant();
      const long = await send(applicationId, { channel: 'sms', body: 'א'.repeat(680) });
      expect(long.json().error.code).toBe('SMS_TOO_LONG');
    });

    it('bulk: each candidate gets the text filled for them; the opted-out is skipped and said; another company is 404', async () => {
      twilio.mode = 'accept';
      const a = await applicant('052-765-4321');
      const b = await applicant();
      await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: bearer(b.candidate),
        payload: { smsOptOut: true },
      });
      const before = twilio.requests.length;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/messages/bulk',
        headers: bearer(manager),
        payload: {
          channel: 'sms',
          body: 'היי {candidateName}',
          applicationIds: [a.applicationId, b.applicationId],
        },
      });
      expect(res.json()).toEqual({
        sent: 1,
        failed: 0,
        skipped: [{ applicationId: b.applicationId, reason: 'opted_out' }],
      });
      expect(twilio.requests.slice(before).map((r) => r.to)).toEqual(['+972527654321']);

      const other = await signUp(t.app, { role: 'company', companyName: 'Other' });
      const foreign = await t.app.inject({
        method: 'POST',
        url: '/api/messages/bulk',
        headers: bearer(other),
        payload: { channel: 'sms', body: 'x', applicationIds: [a.applicationId] },
      });
      expect(foreign.statusCode).toBe(404);
    });
  },
);
