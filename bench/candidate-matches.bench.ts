/**
 * Candidate × job matching on demand through the real route: `GET /api/jobs/:id/candidate-matches`
 * over HTTP for a company whose pool holds 10,000 analysed resumes (read from the database, scored,
 * sorted, the first 100 explained). Prints median and p95 latency and peak memory, on PGlite and,
 * when BENCH_DATABASE_URL is set, on PostgreSQL (the bench company and its pool are deleted after).
 * Target (issue 6): score one job against 10,000 analysed resumes under 300 ms; exit code 1 when
 * the median misses it.
 *
 *   npm run bench        (BENCH_MATCH_POOL=10000, BENCH_RUNS=20 by default)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { analyzeResume } from '@gius/engine/resume-analysis';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/modules/auth/tables.ts';
import { companies } from '../apps/server/src/modules/companies/tables.ts';
import { jobs } from '../apps/server/src/modules/jobs/tables.ts';
import { resumes } from '../apps/server/src/modules/resumes/tables.ts';
import { EVAL_NOW, loadJobs, loadResumes } from '../packages/engine/eval/eval-set.ts';
import { benchApp } from './support/bench-app.ts';

const POOL = Number(process.env.BENCH_MATCH_POOL ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TARGET_MS = 300;
const postgresUrl = process.env.BENCH_DATABASE_URL;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);

// The evaluation set's resumes, each analysed once, stand for the pool (copied with new names).
const evalResumes = loadResumes();
const analyses = evalResumes.map((r) => analyzeResume(r.text, { now: EVAL_NOW }));
const job = loadJobs()[0]!.job;

async function run(label: string, database: DatabaseHandle, dataDir: string): Promise<number> {
  const { app, close } = await benchApp(database, dataDir);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  let companyId = '';
  try {
    const post = async <T>(url: string, body: unknown, token?: string): Promise<T> => {
      const res = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const session = await post<{ accessToken: string; user: { companyId: string } }>('/api/auth/signup', {
      role: 'company',
      companyName: `Bench Co ${Date.now()}`,
      fullName: 'Bench Manager',
      email: `bench-${Date.now()}@example.com`,
      password: 'correct horse battery',
    });
    const created = await post<{ id: string }>(
      '/api/manage/jobs',
      {
        title: job.jobTitle,
        description: job.jobDescription,
        requirements: job.requirements,
        location: job.location || 'תל אביב',
        employmentType: 'full_time',
        publish: true,
      },
      session.accessToken,
    );
    companyId = session.user.companyId;
    const started = performance.now();
    for (let from = 0; from < POOL; from += 500) {
      await database.db.insert(resumes).values(
        Array.from({ length: Math.min(500, POOL - from) }, (_, k) => {
          const i = from + k;
          const analysis = analyses[i % analyses.length]!;
          return {
            ownerCompanyId: companyId,
            fileKey: `bench/${i}.pdf`,
            fileName: `resume-${i}.pdf`,
            kind: 'pdf' as const,
            mime: 'application/pdf',
            size: 50_000,
            extractedText: evalResumes[i % evalResumes.length]!.text,
            extractionStatus: 'extracted' as const,
            fullName: `${analysis.fullName || 'Person'} ${i}`,
            analysis,
            analysedAt: new Date(),
          };
        }),
      );
    }
    console.log(
      `${label}: ${POOL} analysed pool resumes stored in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const url = `${base}/api/jobs/${created.id}/candidate-matches?limit=100`;
    const get = async () => {
      const res = await fetch(url, { headers: { authorization: `Bearer ${session.accessToken}` } });
      if (res.status !== 200) throw new Error(`ranking: ${res.status} ${await res.text()}`);
      return (await res.json()) as { total: number; items: { score: number }[] };
    };
    // The first ranking reads and parses every analysis; later ones find them in the cache.
    const cold = performance.now();
    await get();
    console.log(
      `  first request (analyses read from the database): ${(performance.now() - cold).toFixed(0)} ms`,
    );
    for (let i = 0; i < 3; i++) await get();
    const samples: number[] = [];
    let body = await get();
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      body = await get();
      samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!;
    console.log(
      `  GET candidate-matches ("${job.jobTitle}", ${body.total} ranked, first 100 explained): ` +
        `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (${RUNS} runs); best score ${body.items[0]?.score}`,
    );
    return at(0.5);
  } finally {
    // Its job and users first (they point at the company); its pool goes with it.
    if (companyId) {
      await database.db.delete(jobs).where(eq(jobs.companyId, companyId));
      await database.db.delete(users).where(eq(users.companyId, companyId));
      await database.db.delete(companies).where(eq(companies.id, companyId));
    }
    await close();
  }
}

console.log(`Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`);
const medians: number[] = [];
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-bench-matches-'));
try {
  const pglite = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    medians.push(await run('PGlite', pglite, dataDir));
  } finally {
    await pglite.close();
  }
  if (postgresUrl) {
    const postgres = await openDatabase({ kind: 'postgres', url: postgresUrl, connectTimeoutMs: 5000 });
    try {
      medians.push(await run('PostgreSQL', postgres, dataDir));
    } finally {
      await postgres.close();
    }
  } else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL)');
} finally {
  clearInterval(sampler);
  await fs.rm(dataDir, { recursive: true, force: true });
}
console.log(`peak RSS ${mb(peakRss)} (server and client in one process)`);
const met = medians.every((m) => m < TARGET_MS);
console.log(`target (median under ${TARGET_MS} ms with ${POOL} resumes): ${met ? 'met' : 'MISSED'}`);
if (!met) process.exitCode = 1;
