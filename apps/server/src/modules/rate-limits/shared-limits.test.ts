import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TEST_PASSWORD } from '../../testing/auth-helpers.ts';
import { minimalPdf, textContent } from '../../testing/minimal-pdf.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { startSecondInstance } from '../../testing/second-instance.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';

describe.each(databaseKinds())('limits shared by two instances on %s', (kind) => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof startSecondInstance>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { TOOLS_RATE_LIMIT_MAX: '3' });
    second = await startSecondInstance(t);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /** Alternates between the two instances, as a load balancer would. */
  const instance = (i: number): FastifyInstance => (i % 2 === 0 ? t.app : second.app);

  it('200 wrong passwords spread over both instances: 5 are checked in all; the owner still signs in', async () => {
    const { user } = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        instance(i).inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: `wrong ${i}` },
          remoteAddress: '10.20.0.1',
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(195);
    const owner = await second.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: '10.20.0.2',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('the career tools count one client across both instances (extraction and generation)', async () => {
    const pdf = minimalPdf([textContent(['Jane Doe'])]);
    const extract = (i: number) => {
      const { payload, headers } = multipartBody({
        filename: 'cv.pdf',
        contentType: 'application/pdf',
        data: pdf,
      });
      return instance(i).inject({
        method: 'POST',
        url: '/functions/v1/extract-resume-text',
        payload,
        headers,
        remoteAddress: '10.21.0.1',
      });
    };
    const extracted = await Promise.all(Array.from({ length: 10 }, (_, i) => extract(i)));
    // 3 admitted (read, or on a loaded machine refused by the reading time limit), 7 refused unread.
    expect(extracted.filter((r) => r.statusCode !== 429)).toHaveLength(3);
    expect(extracted.filter((r) => r.statusCode === 429)).toHaveLength(7);

    const generate = (i: number) =>
      instance(i).inject({
        method: 'POST',
        url: '/functions/v1/generate-job-ad',
        payload: {
          jobTitle: 'Backend developer',
          jobDescription: 'We build a payments platform.',
          requirements: 'Node.js',
          companyName: 'Acme',
          location: 'Tel Aviv',
          employmentType: 'Full time',
        },
        remoteAddress: '10.21.0.1',
      });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await generate(i)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
