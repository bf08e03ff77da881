import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '@gius/shared/auth';
import { MARKETING_LIMITS, type TGenerateMarketingResponse } from '@gius/shared/content';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { chatAnswer, errorAnswer, startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai.ts';
import { createJob } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';

/** schema.org JobPosting: the properties Google requires to list a job. */
const REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization', 'employmentType'] as const;

function jsonLdOf(html: string): Record<string, unknown> {
  const found = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  if (!found) throw new Error('no JSON-LD in the page');
  return JSON.parse(found[1]!);
}

describe.each(databaseKinds())('marketing content and the public job page on %s', (kind) => {
  let t: TestApp;
  let manager: TSession;
  let webDir: string;
  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-web-'));
    await fs.writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8"><title>Gius</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp(kind, { PUBLIC_URL: 'https://jobs.example.com', WEB_DIST_DIR: webDir });
    manager = await signUp(t.app, { role: 'company', companyName: 'חברת <הדגמה>' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  const save = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/content/items', headers: bearer(manager), payload });

  it('writes the careers page, e-mail, three ads and SEO within their limits, in each language', async () => {
    const job = await createJob(t.app, manager);
    for (const language of ['he', 'en', 'ar'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/content/marketing',
        headers: bearer(manager),
        payload: { jobId: job.id, language },
      });
      expect(res.statusCode).toBe(200);
      const body: TGenerateMarketingResponse = res.json();
      expect(body.content.ads).toHaveLength(3);
      for (const ad of body.content.ads) {
        expect(ad.headline.length).toBeLessThanOrEqual(MARKETING_LIMITS.adHeadline);
        expect(ad.description.length).toBeLessThanOrEqual(MARKETING_LIMITS.adDescription);
      }
      expect(body.content.seo.title.length).toBeLessThanOrEqual(MARKETING_LIMITS.seoTitle);
      expect(body.texts.email).toContain(`https://jobs.example.com/jobs/${job.id}?src=email`);
      expect(body.texts.seo.split('\n')[0]).toBe(body.content.seo.title);
    }
  });

  it('refuses an SEO text over its limits and content saved under the wrong kind', async () => {
    const job = await createJob(t.app, manager);
    const long = await save({
      jobId: job.id,
      kind: 'marketing',
      channel: 'seo',
      language: 'he',
      text: `${'כותרת '.repeat(20)}\nתיאור`,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('VALIDATION_ERROR');
    const wrongKind = await save({
      jobId: job.id,
      kind: 'social',
      channel: 'seo',
      language: 'he',
      text: 'a\nb',
    });
    expect(wrongKind.statusCode).toBe(400);
    const tooLongForX = await save({
      jobId: job.id,
      kind: 'social',
      channel: 'x',
      language: 'he',
      text: 'א'.repeat(281),
    });
    expect(tooLongForX.statusCode).toBe(400);
  });

  it('serves the job page with the saved SEO, Open Graph and a valid JobPosting', async () => {
    const job = await createJob(t.app, manager, { title: 'מפתח/ת </script> React' });
    const plain = await t.app.inject({ method: 'GET', url: `/jobs/${job.id}` });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('<title>מפתח/ת &lt;/script&gt; React | חברת &lt;הדגמה&gt;</title>');

    expect(
      (
        await save({
          jobId: job.id,
          kind: 'marketing',
          channel: 'seo',
          language: 'he',
          text: 'מפתח/ת React בתל אביב | משרה מלאה\nהצטרפו לצוות הפיתוח שלנו בתל אביב.',
        })
      ).statusCode,
    ).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: `/jobs/${job.id}` });
    expect(page.body).toContain('<title>מפתח/ת React בתל אביב | משרה מלאה</title>');
    expect(page.body).not.toContain('<title>Gius</title>');
    expect(page.body).toContain('<meta name="description" content="הצטרפו לצוות הפיתוח שלנו בתל אביב.">');
    expect(page.body).toContain('<meta property="og:title" content="מפתח/ת React בתל אביב | משרה מלאה">');
    expect(page.body).toContain(`<meta property="og:url" content="https://jobs.example.com/jobs/${job.id}">`);
    // The title with "</script>" does not end the data block early.
    expect(page.body.match(/<\/script>/g)).toHaveLength(1);
    const ld = jsonLdOf(page.body);
    expect(ld['@context']).toBe('https://schema.org/');
    expect(ld['@type']).toBe('JobPosting');
    for (const property of REQUIRED) expect(ld[property], property).toBeTruthy();
    expect(ld.jobLocation ?? ld.applicantLocationRequirements).toBeTruthy();
    expect(ld.title).toBe('מפתח/ת </script> React');
    expect(ld.employmentType).toBe('FULL_TIME');
    expect(new Date(ld.datePosted as string).toString()).not.toBe('Invalid Date');
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: 'חברת <הדגמה>' });
    expect(ld.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'תל אביב', addressCountry: 'IL' },
    });
  });

  it('serves the plain web app for a draft or an unknown job', async () => {
    const draft = await createJob(t.app, manager, { publish: false });
    for (const url of [`/jobs/${draft.id}`, '/jobs/not-a-job']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Gius</title>');
      expect(res.body).not.toContain('JobPosting');
    }
  });
});

describe.each(databaseKinds())('marketing content with the openai provider on %s', (kind) => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let manager: TSession;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(kind, {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_MAX_RETRIES: '0',
      PUBLIC_URL: 'https://jobs.example.com',
    });
    manager = await signUp(t.app, { role: 'company', companyName: 'AI Co' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const generate = (jobId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/content/marketing',
      headers: bearer(manager),
      payload: { jobId, language: 'en' },
    });

  it("keeps the model's text and cuts it to the limits", async () => {
    const job = await createJob(t.app, manager);
    const long = 'Word '.repeat(60);
    fake.reply(() =>
      chatAnswer({
        careersPage: {
          headline: 'Build hiring software with us',
          summary: 'AI Co builds recruiting tools.',
          whatYouWillDo: ['Build features end to end'],
          whatWeLookFor: ['TypeScript', 'React'],
          benefits: [],
        },
        email: { subject: 'A role for you', body: 'Hi, we are hiring.' },
        ads: [1, 2, 3, 4].map((n) => ({ headline: `Ad ${n} ${long}`, description: long })),
        seo: { title: long, description: long },
      }),
    );
    const res = await generate(job.id);
    expect(res.statusCode).toBe(200);
    const body: TGenerateMarketingResponse = res.json();
    expect(body.content.careersPage.headline).toBe('Build hiring software with us');
    expect(body.content.ads).toHaveLength(3);
    expect(body.content.ads[0]!.headline.length).toBeLessThanOrEqual(MARKETING_LIMITS.adHeadline);
    expect(body.content.seo.title.length).toBeLessThanOrEqual(MARKETING_LIMITS.seoTitle);
    expect(body.content.email.body).toContain(`?src=email`);
  });

  it('passes 429 and 402 through, and answers 502 for too few ads', async () => {
    const job = await createJob(t.app, manager);
    fake.reply(() => errorAnswer(429));
    expect((await generate(job.id)).json().error.code).toBe('RATE_LIMITED');
    fake.reply(() => errorAnswer(402));
    expect((await generate(job.id)).statusCode).toBe(402);
    fake.reply(() =>
      chatAnswer({
        careersPage: { headline: 'h', summary: 's', whatYouWillDo: [], whatWeLookFor: [], benefits: [] },
        email: { subject: 's', body: 'b' },
        ads: [{ headline: 'One', description: 'Only one' }],
        seo: { title: 't', description: 'd' },
      }),
    );
    const bad = await generate(job.id);
    expect(bad.statusCode).toBe(502);
    expect(bad.json().error.code).toBe('AI_BAD_RESPONSE');
  });
});
