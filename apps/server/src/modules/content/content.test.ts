import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '@gius/shared/auth';
import type { TContentItem, TContentTranslations, TSocialPost } from '@gius/shared/content';
import { SOCIAL_NETWORKS } from '@gius/shared/content';
import { postLength } from '@gius/shared/post-length';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { chatAnswer, errorAnswer, startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai.ts';
import { createJob } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';

describe.each(databaseKinds())('social content with the builtin provider on %s', (kind) => {
  let t: TestApp;
  let manager: TSession;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://jobs.example.com' });
    manager = await signUp(t.app, { role: 'company', companyName: 'חברת הדגמה' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const generate = (session: TSession, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/content/social', headers: bearer(session), payload: body });

  it('writes one post per job and network in he, en and ar, each within its network and with its link', async () => {
    const jobs = [
      await createJob(t.app, manager),
      await createJob(t.app, manager, { title: 'Data Analyst' }),
    ];
    for (const language of ['he', 'en', 'ar'] as const) {
      const res = await generate(manager, {
        jobIds: jobs.map((j) => j.id),
        networks: [...SOCIAL_NETWORKS],
        language,
      });
      expect(res.statusCode).toBe(200);
      const posts: TSocialPost[] = res.json().posts;
      expect(posts).toHaveLength(jobs.length * SOCIAL_NETWORKS.length);
      for (const post of posts) {
        expect(post.language).toBe(language);
        expect(post.link).toBe(`https://jobs.example.com/jobs/${post.jobId}?src=${post.network}`);
        expect(post.length).toBe(postLength(post.network, post.text));
        expect(post.length).toBeLessThanOrEqual(post.maxLength);
        if (post.network === 'instagram') expect(post.text).not.toContain('https://');
        else expect(post.text).toContain(post.link);
      }
      const x = posts.find((p) => p.network === 'x')!;
      expect(x.maxLength).toBe(280);
    }
  });

  it('saves, lists, edits and deletes a post of the job', async () => {
    const job = await createJob(t.app, manager);
    const [post] = (
      await generate(manager, { jobIds: [job.id], networks: ['linkedin'], language: 'he' })
    ).json().posts as TSocialPost[];
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/content/items',
      headers: bearer(manager),
      payload: { jobId: job.id, kind: 'social', channel: 'linkedin', language: 'he', text: post!.text },
    });
    expect(saved.statusCode).toBe(201);
    const item: TContentItem = saved.json();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/content/items/${item.id}`,
      headers: bearer(manager),
      payload: { text: `${post!.text}\nנערך ידנית` },
    });
    expect(edited.json().text).toContain('נערך ידנית');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/content/items?jobId=${job.id}&kind=social`,
      headers: bearer(manager),
    });
    expect(list.json().map((i: TContentItem) => [i.id, i.channel, i.language])).toEqual([
      [item.id, 'linkedin', 'he'],
    ]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/content/items/${item.id}`,
      headers: bearer(manager),
    });
    expect(removed.statusCode).toBe(204);
  });

  it('translates a saved post: only Gius’s fixed phrases, the job’s own words left as written and counted', async () => {
    const job = await createJob(t.app, manager);
    const [post] = (
      await generate(manager, { jobIds: [job.id], networks: ['linkedin'], language: 'he' })
    ).json().posts as TSocialPost[];
    const saved: TContentItem = (
      await t.app.inject({
        method: 'POST',
        url: '/api/content/items',
        headers: bearer(manager),
        payload: { jobId: job.id, kind: 'social', channel: 'linkedin', language: 'he', text: post!.text },
      })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/content/items/${saved.id}/translations`,
      headers: bearer(manager),
    });
    expect(res.statusCode).toBe(200);
    const body: TContentTranslations = res.json();
    expect(body.provider).toBe('builtin');
    expect(body.items.map((i) => i.item.language)).toEqual(['en', 'ar']);
    const en = body.items[0]!;
    expect(en.item).toMatchObject({ translatedFrom: saved.id, machineTranslated: true, channel: 'linkedin' });
    expect(en.item.text).toContain(`Details and applying: ${post!.link}`);
    expect(en.item.text).toContain('#hiring');
    // The job's own description stays as written, and is counted as untranslated.
    expect(en.item.text).toContain('פיתוח מערכות גיוס בענן, עבודה בצוות קטן.');
    expect(en.untranslatedLines).toBeGreaterThan(0);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/content/items/${en.item.id}`,
      headers: bearer(manager),
      payload: { text: 'Building recruiting systems in the cloud.' },
    });
    expect(edited.json().machineTranslated).toBe(false);
  });

  it('refuses bad input with a 400, never a 500', async () => {
    const job = await createJob(t.app, manager);
    for (const body of [
      { jobIds: [], networks: ['x'], language: 'he' },
      { jobIds: [job.id], networks: ['myspace'], language: 'he' },
      { jobIds: [job.id], networks: ['x'], language: 'fr' },
      { jobIds: ['not-a-uuid'], networks: ['x'], language: 'he' },
    ]) {
      const res = await generate(manager, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/content/items',
      headers: bearer(manager),
      payload: { jobId: job.id, kind: 'social', channel: 'x', language: 'he', text: '   ' },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe.each(databaseKinds())('social content with the openai provider on %s', (kind) => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let manager: TSession;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(kind, {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'sk-test',
      AI_MAX_RETRIES: '0',
      PUBLIC_URL: 'https://jobs.example.com',
    });
    manager = await signUp(t.app, { role: 'company', companyName: 'AI Co' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const generate = (jobId: string, networks: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/content/social',
      headers: bearer(manager),
      payload: { jobIds: [jobId], networks, language: 'en' },
    });

  it("sends the job's facts and links, and keeps the network's rules on the model's answer", async () => {
    const job = await createJob(t.app, manager);
    fake.requests.length = 0;
    const longX = `We are hiring a Full Stack developer! ${'Great team, great product. '.repeat(20)}`;
    fake.reply(() =>
      chatAnswer({
        posts: [
          { network: 'linkedin', text: 'Join AI Co as a Full Stack developer in Tel Aviv. #hiring #React' },
          { network: 'x', text: longX },
        ],
      }),
    );
    const res = await generate(job.id, ['linkedin', 'x']);
    expect(res.statusCode).toBe(200);
    const body = fake.requests[0]!.body as { messages: { content: string }[] };
    expect(body.messages[1]!.content).toContain(job.title);
    expect(body.messages[1]!.content).toContain(`https://jobs.example.com/jobs/${job.id}?src=x`);
    const posts: TSocialPost[] = res.json().posts;
    const linkedin = posts.find((p) => p.network === 'linkedin')!;
    expect(linkedin.text).toContain('Join AI Co');
    // The model forgot the link: it is added.
    expect(linkedin.text).toContain(`?src=linkedin`);
    const x = posts.find((p) => p.network === 'x')!;
    expect(x.length).toBeLessThanOrEqual(280);
    expect(x.text).toContain(`?src=x`);
  });

  it('passes 429 and 402 through as the usage-limit and payment codes', async () => {
    const job = await createJob(t.app, manager);
    for (const [status, code] of [
      [429, 'RATE_LIMITED'],
      [402, 'PAYMENT_REQUIRED'],
    ] as const) {
      fake.reply(() => errorAnswer(status));
      const res = await generate(job.id, ['x']);
      expect(res.statusCode).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
  });

  it('translates a saved post through the model, and passes its 429 through', async () => {
    const job = await createJob(t.app, manager);
    const saved: TContentItem = (
      await t.app.inject({
        method: 'POST',
        url: '/api/content/items',
        headers: bearer(manager),
        payload: {
          jobId: job.id,
          kind: 'social',
          channel: 'x',
          language: 'en',
          text: 'We are hiring! #hiring',
        },
      })
    ).json();
    fake.requests.length = 0;
    fake.reply(() => chatAnswer({ text: 'מגייסים! #דרושים', untranslatedLines: 0 }));
    const url = `/api/content/items/${saved.id}/translations`;
    const res = await t.app.inject({ method: 'POST', url, headers: bearer(manager) });
    expect(res.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);
    expect((fake.requests[0]!.body as { messages: { content: string }[] }).messages[1]!.content).toBe(
      'We are hiring! #hiring',
    );
    expect(res.json().items.map((i: { item: TContentItem }) => i.item.text)).toEqual([
      'מגייסים! #דרושים',
      'מגייסים! #דרושים',
    ]);
    fake.reply(() => errorAnswer(429));
    const limited = await t.app.inject({ method: 'POST', url, headers: bearer(manager) });
    expect(limited.statusCode).toBe(429);
  });

  it('answers 502 when the model leaves a network out', async () => {
    const job = await createJob(t.app, manager);
    fake.reply(() => chatAnswer({ posts: [{ network: 'linkedin', text: 'Hello' }] }));
    const res = await generate(job.id, ['linkedin', 'whatsapp']);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('AI_BAD_RESPONSE');
  });
});
