import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '@gius/shared/auth';
import { bearer, signUp } from '../testing/auth-helpers.ts';
import { multipartFile } from '../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-database.ts';

/**
 * This process's open descriptors (/proc/self/fd): those of files (a `.part` file held open
 * shows here), and the sockets of HTTP connections to or from `port` (the listening one aside).
 * Database connections come and go with the pool and are not counted.
 */
async function openDescriptors(port: number) {
  const links = await Promise.all(
    (await fs.readdir('/proc/self/fd')).map((fd) => fs.readlink(`/proc/self/fd/${fd}`).catch(() => '')),
  );
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const httpInodes = new Set<string>();
  for (const table of ['/proc/self/net/tcp', '/proc/self/net/tcp6']) {
    const rows = (await fs.readFile(table, 'utf8').catch(() => '')).split('\n').slice(1);
    for (const row of rows) {
      const [, local, remote, state, , , , , , inode] = row.trim().split(/\s+/);
      if (!inode || state === '0A') continue;
      if (local?.endsWith(`:${hex}`) || remote?.endsWith(`:${hex}`)) httpInodes.add(inode);
    }
  }
  return {
    files: links.filter((l) => l.startsWith('/')).length,
    httpSockets: links.filter((l) => httpInodes.has(/^socket:\[(\d+)\]$/.exec(l)?.[1] ?? '')).length,
  };
}

/**
 * Sends a multipart upload's head and the first part of the file, announcing more than it sends
 * and never sending the closing boundary; resolves with what the server answered once it closed
 * the connection.
 */
function stalledUpload(port: number, url: string, headers: Record<string, string>): Promise<string> {
  const body = multipartFile(Buffer.alloc(64 * 1024, 0x41), 'cv.pdf');
  const sent = body.payload.subarray(0, body.payload.length - 20_000);
  const head = [
    `POST ${url} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Content-Length: ${body.payload.length}`,
    ...Object.entries({ ...body.headers, ...headers }).map(([k, v]) => `${k}: ${v}`),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer from ${url} in 10 s`));
    }, 10_000);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.write(head);
    socket.write(sent);
  });
}

describe.each(databaseKinds())('uploads that never finish, on %s', (kind) => {
  let t: TestApp;
  let port: number;
  let candidate: TSession;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      UPLOAD_IDLE_TIMEOUT_MS: '300',
      UPLOAD_TIMEOUT_MS: '1500',
      TOOLS_RATE_LIMIT_MAX: '1000',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
    candidate = await signUp(t.app, { role: 'candidate' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('50 stalled uploads (no closing boundary) are answered 408; no .part file and no descriptor is left', async () => {
    const fifty = () =>
      Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          stalledUpload(
            port,
            i % 5 === 4 ? '/functions/v1/extract-resume-text' : '/api/resumes',
            bearer(candidate),
          ),
        ),
      );
    // Warm up: a first round opens what stays open (the database pool's connections, its files).
    await fifty();
    const before = await openDescriptors(port);
    expect(before.httpSockets).toBe(0);

    const answers = await fifty();
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('"code":"UPLOAD_TIMEOUT"');
    }

    const tmp = path.join(t.deps.config.filesDir, '.tmp');
    const parts = (await fs.readdir(tmp).catch(() => [])).filter((f) => f.endsWith('.part'));
    expect(parts).toEqual([]);
    // No connection held, no file held open beyond those of the warm-up.
    await expect
      .poll(
        async () => {
          const now = await openDescriptors(port);
          return now.httpSockets === 0 && now.files <= before.files;
        },
        { timeout: 5000 },
      )
      .toBe(true);
    const mine = await t.app.inject({ method: 'GET', url: '/api/resumes', headers: bearer(candidate) });
    expect(mine.json()).toEqual([]);
  });

  it('a slow upload (a few bytes every 100 ms, never idle long) is refused once UPLOAD_TIMEOUT_MS has passed', async () => {
    const body = multipartFile(Buffer.alloc(8 * 1024, 0x41), 'cv.pdf');
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      let offset = 0;
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('error', () => {});
      socket.write(
        [
          'POST /api/resumes HTTP/1.1',
          'Host: 127.0.0.1',
          `Content-Length: ${body.payload.length}`,
          `content-type: ${body.headers['content-type']}`,
          `authorization: ${bearer(candidate).authorization}`,
          '',
          '',
        ].join('\r\n'),
      );
      // The form's head at once, as a browser sends it; then the file, 16 bytes every 100 ms.
      offset = body.payload.indexOf('\r\n\r\n', body.payload.indexOf('filename=')) + 4;
      socket.write(body.payload.subarray(0, offset));
      const trickle = setInterval(() => {
        if (socket.destroyed || offset >= body.payload.length) return;
        socket.write(body.payload.subarray(offset, offset + 16));
        offset += 16;
      }, 100);
      const timer = setTimeout(() => reject(new Error('no answer in 10 s')), 10_000);
      socket.on('close', () => {
        clearInterval(trickle);
        clearTimeout(timer);
        resolve(text);
      });
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"code":"UPLOAD_TIMEOUT"');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    const tmp = path.join(t.deps.config.filesDir, '.tmp');
    expect((await fs.readdir(tmp).catch(() => [])).filter((f) => f.endsWith('.part'))).toEqual([]);
  });
});
