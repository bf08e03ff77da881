import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// A built web app as `vite build` leaves it: hashed files under assets/ with the .br and .gz
// copies apps/web/precompress.ts writes beside them, index.html and an unhashed public file.
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const INDEX_HTML = '<!doctype html><html lang="he" dir="rtl"><body><div id="root"></div></body></html>';

async function writeDist(dir: string) {
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  await fs.writeFile(path.join(dir, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const script = path.join(dir, 'assets/index-Ab12Cd34.js');
  await fs.writeFile(script, SCRIPT);
  await fs.writeFile(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  await fs.writeFile(`${script}.gz`, zlib.gzipSync(SCRIPT));
  // A hashed file the build did not compress (too small): always sent as it is.
  await fs.writeFile(path.join(dir, 'assets/tiny-Zz99Yy88.js'), 'export {};\n');
}

// Serving files does not touch the database: one kind is enough.
describe('the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-web-dist-'));
    await writeDist(dist);
    t = await createTestApp('pglite', { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    if (dist) await fs.rm(dist, { recursive: true, force: true });
  });

  const getScript = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a hashed script brotli-compressed to a client that accepts br, cached for a year', async () => {
    const res = await getScript('gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const res = await getScript('gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file when no encoding is accepted, still varying on Accept-Encoding', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await getScript(accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('sends a hashed file with no compressed copy as it is, cached for a year', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/tiny-Zz99Yy88.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('export {};\n');
  });

  it('index.html is revalidated on every use, at / and at any screen path', async () => {
    for (const url of ['/', '/index.html', '/jobs', '/tools', '/no/such/screen']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers.etag, url).toBeTruthy();
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });

  it('an unhashed public file is revalidated too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('an unknown API path is a JSON 404, not the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
