import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPgliteDataDirApart, openDatabase } from '../apps/server/src/db/client.ts';
import { minimalPdf, textContent } from '../apps/server/src/testing/minimal-pdf.ts';
import { benchApp } from './support/bench-app.ts';

/**
 * `npm run bench`: a batch of 200 two-page PDF resumes (200 different people) uploaded into a
 * company's pool through the real HTTP route (multipart, streamed to storage, text read, pool
 * duplicates checked), three at a time as the upload-resumes tab sends them. Prints resumes per
 * second and the peak memory (RSS) of the process, which holds the server and the client.
 */
const FILES = Number(process.env.BENCH_BULK_FILES ?? 200);
const CONCURRENCY = Number(process.env.BENCH_BULK_CONCURRENCY ?? 3);

function resumePdf(i: number): Buffer {
  const name = `Person ${i} Example`;
  const page1 = [
    name,
    `person${i}@example.com | +972 52 555 ${String(1000 + i).padStart(4, '0')}`,
    'Full Stack developer with 6 years of experience',
    'Experience',
    ...Array.from(
      { length: 20 },
      (_, n) => `${2010 + (n % 14)}-${2011 + (n % 14)} Developer at Company ${n}: TypeScript, React, Node.js`,
    ),
  ];
  const page2 = [
    'Education',
    'B.Sc. Computer Science, Tel Aviv University',
    'Skills: TypeScript, React, Node.js, PostgreSQL, Docker',
    'Languages: Hebrew, English, Arabic',
    ...Array.from({ length: 20 }, (_, n) => `Project ${n}: a recruitment platform module built with care`),
  ];
  return minimalPdf([textContent(page1), textContent(page2)]);
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-bench-bulk-'));
// As the server's start does: initdb in a child process, so this one holds only the database.
const pgliteDir = path.join(dataDir, 'pglite');
await createPgliteDataDirApart(pgliteDir);
const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
const { app, close } = await benchApp(database, dataDir);
const base = await app.listen({ host: '127.0.0.1', port: 0 });

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

try {
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      role: 'company',
      companyName: 'Bench Co',
      fullName: 'Bench Manager',
      email: 'bench@example.com',
      password: 'correct horse battery',
    }),
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const { accessToken } = (await signup.json()) as { accessToken: string };
  const files = Array.from({ length: FILES }, (_, i) => resumePdf(i));
  const startRss = process.memoryUsage().rss;

  let next = 0;
  let duplicates = 0;
  const statuses = new Map<string, number>();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < files.length) {
        const i = next++;
        const form = new FormData();
        form.append('file', new Blob([files[i]!], { type: 'application/pdf' }), `resume-${i}.pdf`);
        const res = await fetch(`${base}/api/resumes`, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}` },
          body: form,
        });
        if (res.status !== 201) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`);
        const body = (await res.json()) as { extractionStatus: string; duplicateOf: unknown };
        statuses.set(body.extractionStatus, (statuses.get(body.extractionStatus) ?? 0) + 1);
        if (body.duplicateOf) duplicates++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
  console.log(
    `bulk upload: ${FILES} PDF resumes (2 pages, ${mb(files.reduce((s, f) => s + f.length, 0))} in all) ` +
      `to a company pool over HTTP, ${CONCURRENCY} at a time`,
  );
  console.log(`  ${(FILES / seconds).toFixed(1)} resumes/s (${seconds.toFixed(2)} s in all)`);
  console.log(
    `  statuses: ${JSON.stringify(Object.fromEntries(statuses))}, duplicates flagged: ${duplicates}`,
  );
  console.log(
    `  peak RSS ${mb(peakRss)} (${mb(startRss)} before the batch; server and client in one process)`,
  );
} finally {
  clearInterval(sampler);
  await close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
