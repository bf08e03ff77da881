import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const AD = {
  jobTitle: 'Backend developer',
  jobDescription: 'We build a payments platform.',
  requirements: 'Node.js',
  companyName: 'Acme',
  location: 'Tel Aviv',
  employmentType: 'Full time',
};

/** Two clients behind one proxy (127.0.0.1), told apart only by X-Forwarded-For. */
const viaProxy = (t: TestApp, client: string) =>
  t.app.inject({
    method: 'POST',
    url: '/functions/v1/generate-job-ad',
    payload: AD,
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': client },
  });

describe('the client address the limits count by (TRUST_PROXY)', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp('pglite', { TOOLS_RATE_LIMIT_MAX: '1' });
    proxied = await createTestApp('pglite', { TOOLS_RATE_LIMIT_MAX: '1', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  it('by default X-Forwarded-For is not believed: a client cannot pick a fresh address per request', async () => {
    expect((await viaProxy(direct, '203.0.113.1')).statusCode).toBe(200);
    expect((await viaProxy(direct, '203.0.113.2')).statusCode).toBe(429);
  });

  it('behind a trusted proxy each client is counted by its own address', async () => {
    expect((await viaProxy(proxied, '203.0.113.1')).statusCode).toBe(200);
    expect((await viaProxy(proxied, '203.0.113.2')).statusCode).toBe(200);
    expect((await viaProxy(proxied, '203.0.113.1')).statusCode).toBe(429);
  });
});
