import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOpenJobsPage } from '@gius/shared/jobs';
import { buildApp } from '../../app.ts';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { createJob } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createEventBus } from '../events/event-bus.ts';
import { createOpenJobsCache } from './open-jobs-cache.ts';

const page = (id: string): TOpenJobsPage => ({ items: [], nextOffset: id.length });

describe('open jobs cache', () => {
  it('keeps a page for its time, shares one load between concurrent requests, and forgets on clear', async () => {
    const cache = createOpenJobsCache(200);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return page('a');
    };
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(loads).toBe(1);
    await cache.get('k', load);
    expect(loads).toBe(1);
    cache.clear();
    await cache.get('k', load);
    expect(loads).toBe(2);
    await new Promise((r) => setTimeout(r, 250));
    await cache.get('k', load);
    expect(loads).toBe(3);
  });

  it('does not keep a failure, and with 0 ms does not keep anything', async () => {
    const cache = createOpenJobsCache(10_000);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => page('ok'))).toEqual(page('ok'));
    const off = createOpenJobsCache(0);
    let loads = 0;
    await off.get('k', async () => (loads++, page('x')));
    await off.get('k', async () => (loads++, page('x')));
    expect(loads).toBe(2);
  });
});

describe('open jobs cache across instances', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A long cache: only the event bus can make the other instance see the change quickly.
    t = await createTestApp('pglite', { OPEN_JOBS_CACHE_MS: '60000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a job published on one instance shows at once on another instance on the same database', async () => {
    const events = await createEventBus(t.deps.database);
    const other = await buildApp({ ...t.deps, events }, { logger: false });
    try {
      const manager = await signUp(t.app, { role: 'company' });
      const job = await createJob(t.app, manager, { publish: false });
      const ids = async () =>
        (await other.inject({ method: 'GET', url: '/api/jobs' }))
          .json()
          .items.map((j: { id: string }) => j.id);
      expect(await ids()).not.toContain(job.id);
      await t.app.inject({
        method: 'POST',
        url: `/api/manage/jobs/${job.id}/publish`,
        headers: bearer(manager),
        payload: {},
      });
      // This instance at once; the other as soon as the event arrives.
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/jobs' }))
          .json()
          .items.map((j: { id: string }) => j.id),
      ).toContain(job.id);
      await expect.poll(ids, { timeout: 3000 }).toContain(job.id);
    } finally {
      await other.close();
      await events.close();
    }
  });
});
