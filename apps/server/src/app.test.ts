import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from './http/app-error.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { databaseKinds } from './testing/test-database.ts';

describe.each(databaseKinds())('server on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/health reports the database and the storage', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'ok',
      database: { status: 'ok', driver: kind },
      storage: { status: 'ok', driver: 'local' },
    });
    expect(typeof body.database.latencyMs).toBe('number');
  });

  it('answers 503 with the reason when the database is gone', async () => {
    const broken = await createTestApp(kind);
    await broken.deps.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { status: 'error' } });
    await broken.app.close();
  });

  it('an unknown route under /api answers 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Route POST /api/no/such/thing not found' },
    });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      openapi: expect.stringMatching(/^3\./),
      paths: { '/api/health': {} },
    });
  });
});

describe('error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a body failing validation answers 400 naming the field; AppError keeps its code; a bug is a bare 500', async () => {
    // Routes registered on a fresh instance of the same app factory.
    const { buildApp } = await import('./app.ts');
    const app = (await buildApp(t.deps, { logger: false })).withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/echo',
      {
        config: { access: 'public' },
        schema: { body: z.object({ title: z.string().min(1).max(200), count: z.number().int() }) },
      },
      async (request) => request.body,
    );
    app.get('/api/conflict', { config: { access: 'public' } }, async () => {
      throw new AppError('CONFLICT', 'This application already exists');
    });
    app.get('/api/bug', { config: { access: 'public' } }, async () => {
      throw new Error('secret internal detail');
    });
    await app.ready();

    const bad = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { title: 'x'.repeat(10_000), count: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    expect(bad.json().error.fields).toEqual([{ path: 'title', message: expect.any(String) }]);
    expect(bad.json().error.message).toContain('title');

    const badJson = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.code).toBe('BAD_REQUEST');

    const ok = await app.inject({ method: 'POST', url: '/api/echo', payload: { title: 'משרה', count: 2 } });
    expect(ok.json()).toEqual({ title: 'משרה', count: 2 });

    const conflict = await app.inject({ method: 'GET', url: '/api/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      error: { code: 'CONFLICT', message: 'This application already exists' },
    });

    const bug = await app.inject({ method: 'GET', url: '/api/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.body).not.toContain('secret internal detail');
    await app.close();
  });
});
