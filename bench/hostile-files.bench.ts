/**
 * Hostile files side by side with ordinary requests (issue 10): while two attackers keep sending
 * a 1 MB PDF that inflates to 400 MB (to the public extract route, no sign-in) and a .docx whose
 * document.xml inflates to 120 MB (as a candidate's resume), four clients keep asking
 * `/api/health` and `/api/jobs`. Prints the latency of those (p50, p99, max), the same with no
 * attack, how each bomb was answered and how long it took, the event loop's delay and peak RSS.
 * Target: health and jobs under 200 ms at p99 while the bombs are refused.
 *
 *   npx tsx bench/hostile-files.bench.ts      (BENCH_BOMBS=10 per attacker, BENCH_QUIET_S=5)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createPgliteDataDirApart, openDatabase } from '../apps/server/src/db/client.ts';
import { docxBomb, pdfBomb } from '../apps/server/src/testing/hostile-files.ts';
import { multipartFile } from '../apps/server/src/testing/recruitment-helpers.ts';
import { benchApp } from './support/bench-app.ts';

const BOMBS = Number(process.env.BENCH_BOMBS ?? 10);
const QUIET_S = Number(process.env.BENCH_QUIET_S ?? 5);
const PROBES = 4;
const MB = 1024 * 1024;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const describe = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  return `${times.length} answers, p50 ${f(percentile(sorted, 50))} ms, p99 ${f(percentile(sorted, 99))} ms, max ${f(sorted.at(-1) ?? NaN)} ms`;
};

/** Ordinary clients asking health and the jobs list in turn until `until()` says stop. */
async function probe(base: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: PROBES }, async (_, n) => {
      for (let i = n; !until(); i++) {
        const started = performance.now();
        const res = await fetch(`${base}${i % 2 ? '/api/jobs' : '/api/health'}`);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`probe: ${res.status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-bench-hostile-'));
// As the server's start does: initdb in a child process, so this one holds only the database.
const pgliteDir = path.join(dir, 'pglite');
await createPgliteDataDirApart(pgliteDir);
const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
const { app, close } = await benchApp(database, dir);
try {
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write('Making the bombs… ');
  const [pdf, docx] = await Promise.all([pdfBomb(400 * MB), docxBomb(120 * MB)]);
  console.log(`PDF ${(pdf.length / MB).toFixed(2)} MB, .docx ${(docx.length / 1024).toFixed(0)} KB`);
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      role: 'candidate',
      fullName: 'Mallory Bench',
      email: 'mallory@bench.example',
      password: 'correct horse battery',
    }),
  });
  const { accessToken } = (await signup.json()) as { accessToken: string };

  // Warm: workers started, routes compiled.
  let quietUntil = performance.now() + 1000;
  await probe(base, () => performance.now() > quietUntil);
  quietUntil = performance.now() + QUIET_S * 1000;
  const quiet = await probe(base, () => performance.now() > quietUntil);

  const answers = new Map<string, number>();
  const bombTimes: number[] = [];
  const send = async (url: string, file: Buffer, name: string, type: string, token?: string) => {
    const body = multipartFile(file, name, type);
    const started = performance.now();
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body.payload,
    });
    const json = (await res.json()) as { error?: { code: string } };
    bombTimes.push(performance.now() - started);
    const key = `${res.status} ${json.error?.code ?? ''}`;
    answers.set(key, (answers.get(key) ?? 0) + 1);
  };
  let attacking = true;
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const attack = Promise.all([
    (async () => {
      for (let i = 0; i < BOMBS; i++)
        await send('/functions/v1/extract-resume-text', pdf, 'cv.pdf', 'application/pdf');
    })(),
    (async () => {
      for (let i = 0; i < BOMBS; i++)
        await send(
          '/api/resumes',
          docx,
          'cv.docx',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          accessToken,
        );
    })(),
  ]).finally(() => (attacking = false));
  const [underAttack] = await Promise.all([probe(base, () => !attacking), attack]);
  loopDelay.disable();
  clearInterval(sampler);

  console.log(`Ordinary requests (/api/health and /api/jobs, ${PROBES} clients), PGlite:`);
  console.log(`  no attack:               ${describe(quiet)}`);
  console.log(`  while bombs are refused: ${describe(underAttack)}`);
  console.log(`Bombs: ${BOMBS} PDF bombs and ${BOMBS} .docx bombs, two attackers`);
  console.log(`  answered: ${JSON.stringify(Object.fromEntries(answers))}`);
  console.log(`  each took: ${describe(bombTimes)}`);
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  console.log(
    `  event-loop delay: p99 ${ms(loopDelay.percentile(99))} ms, max ${ms(loopDelay.max)} ms; ` +
      `peak RSS ${(peakRss / MB).toFixed(0)} MB (server and clients in one process)`,
  );
  const p99 = percentile(
    [...underAttack].sort((a, b) => a - b),
    99,
  );
  console.log(`  target p99 under 200 ms: ${p99 < 200 ? 'met' : 'NOT met'}`);
} finally {
  await close();
  await database.close();
  await fs.rm(dir, { recursive: true, force: true });
}
