import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** Over real HTTP: a too-large upload is refused while it is still arriving, and nothing of it stays. */
describe('resume upload over HTTP', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a 100MB upload gets "File too large" while it is still being sent, and nothing is stored', async () => {
    const candidate = await signUp(t.app);
    const boundary = '----giusstream';
    const total = 100 * 1024 * 1024;
    let sent = 0;
    const answer = await new Promise<{ status: number; body: string; sentWhenAnswered: number }>(
      (resolve, reject) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/resumes',
          headers: {
            authorization: `Bearer ${candidate.accessToken}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
        });
        req.on('response', (res) => {
          const sentWhenAnswered = sent;
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body, sentWhenAnswered });
          });
        });
        req.on('error', (err) => {
          // The server may close the connection once it has answered.
          if (sent > 0) return;
          reject(err);
        });
        const chunk = Buffer.alloc(256 * 1024, 0x20);
        req.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
        );
        const pump = () => {
          while (sent < total) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end(`\r\n--${boundary}--\r\n`);
        };
        pump();
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe('FILE_TOO_LARGE');
    // Answered while the upload was still arriving (about 10MB plus what the socket buffers
    // held when the machine is idle; more under load, so only "before the end" is asserted).
    expect(answer.sentWhenAnswered).toBeLessThan(total);
    const leftovers = await fs
      .readdir(t.deps.config.filesDir, { recursive: true, withFileTypes: true })
      .catch(() => []);
    expect(leftovers.filter((e) => e.isFile() && !e.parentPath.includes('.health'))).toEqual([]);
  });
});
