import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/**
 * `npm run bench`: the open jobs list with 10,000 jobs and 100,000 applications in the database,
 * 50 concurrent connections (autocannon), the real route next to the same query on a bare
 * Fastify route with the same driver. PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set.
 * Targets: median under 20 ms and at least 1,000 requests per second on the real route.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const TARGET = { medianMs: 20, rps: 1000 };

interface ServerInfo {
  real: string;
  uncached: string;
  bare: string;
  seedMs: number;
  counts: { jobs: number; open: number; applications: number };
  plan: string[];
}

function startServer(driver: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'open-jobs-server.ts'), driver], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: process.env,
  });
  const info = new Promise<ServerInfo>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.stdin!.end();
    });
  return { info, stop };
}

async function load(url: string) {
  // Warm-up: JIT, connection pools, the database's caches.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts), median ${result.latency.p50} ms, ${result.requests.average} req/s`,
    );
  }
  return {
    medianMs: result.latency.p50,
    p99Ms: result.latency.p99,
    rps: result.requests.average,
    bytes: result.throughput.average,
  };
}

async function bench(driver: string) {
  const server = startServer(driver);
  const info = await server.info;
  try {
    const first = (await (await fetch(`${info.real}?limit=20`)).json()) as { items: unknown[] };
    if (first.items.length !== 20) throw new Error('the real route did not answer a full page');
    const real = await load(info.real);
    const uncached = await load(info.uncached);
    const bare = await load(info.bare);
    return { driver, info, real, uncached, bare };
  } finally {
    await server.stop();
  }
}

const drivers = ['pglite', ...(process.env.BENCH_DATABASE_URL ? ['postgres'] : [])];
const f = (n: number, digits = 1) => n.toFixed(digits).padStart(9);
let failed = false;
for (const driver of drivers) {
  const { info, real, uncached, bare } = await bench(driver);
  console.log(`\nOpen jobs list (GET /api/jobs, first page of 20) on ${driver}`);
  console.log(
    `  data: ${info.counts.jobs} jobs (${info.counts.open} open), ${info.counts.applications} applications; seeded in ${(info.seedMs / 1000).toFixed(1)} s`,
  );
  console.log(`  load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s after a 2 s warm-up`);
  console.log(
    `  (with ${CONNECTIONS} connections always busy, a median under ${TARGET.medianMs} ms needs about ${Math.round((CONNECTIONS * 1000) / TARGET.medianMs)} req/s)`,
  );
  console.log('                               median ms   p99 ms    req/s');
  const row = (label: string, r: typeof real) =>
    console.log(`  ${label.padEnd(26)}${f(r.medianMs)}${f(r.p99Ms)}${f(r.rps, 0)}`);
  const ratio = (label: string, r: typeof real) =>
    console.log(
      `  ${label.padEnd(26)}${f(r.medianMs / Math.max(bare.medianMs, 0.001), 2)}         ${f(r.rps / bare.rps, 2)}`,
    );
  row('real route (as shipped)', real);
  row('real route, cache off', uncached);
  row('bare Fastify + same SQL', bare);
  ratio('ratio real / bare', real);
  ratio('ratio cache off / bare', uncached);
  const ok = real.medianMs < TARGET.medianMs && real.rps >= TARGET.rps;
  console.log(`  target (median < ${TARGET.medianMs} ms, >= ${TARGET.rps} req/s): ${ok ? 'met' : 'NOT met'}`);
  console.log(`  plan:\n    ${info.plan.join('\n    ')}`);
  failed ||= !ok;
}
process.exitCode = failed ? 1 : 0;
