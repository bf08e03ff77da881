/**
 * Memory at rest (issue 10): `npm start` on a fresh data folder (first start: migrations, demo
 * seed), then again on the same folder (a restart), each left alone for a while before its
 * resident memory is read from /proc. PGlite always; PostgreSQL too when BENCH_DATABASE_URL is
 * set. Target: under 400 MB on PGlite.
 *
 *   npx tsx bench/memory-at-rest.ts      (BENCH_SETTLE_S=15)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SETTLE_S = Number(process.env.BENCH_SETTLE_S ?? 15);
const TARGET_MB = 400;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function statusKb(pid: number, field: string): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
}

/** Starts `npm start`'s script, waits for health, lets it settle, reads its RSS, stops it. */
async function restingRss(env: Record<string, string>): Promise<{ rssMb: number; peakMb: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error('the server did not answer /api/health in 3 minutes');
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_S * 1000));
    return {
      rssMb: (await statusKb(child.pid!, 'VmRSS')) / 1024,
      peakMb: (await statusKb(child.pid!, 'VmHWM')) / 1024,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const runs: Array<[string, Record<string, string>]> = [];
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-bench-rest-'));
runs.push(['PGlite, first start', { DATA_DIR: dataDir }], ['PGlite, restart', { DATA_DIR: dataDir }]);
if (process.env.BENCH_DATABASE_URL) {
  const pgDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-bench-rest-pg-'));
  runs.push(['PostgreSQL', { DATA_DIR: pgDir, DATABASE_URL: process.env.BENCH_DATABASE_URL }]);
}
try {
  console.log(
    `Memory at rest of npm start, ${SETTLE_S} s after it answered (target under ${TARGET_MB} MB on PGlite):`,
  );
  for (const [name, env] of runs) {
    const { rssMb, peakMb } = await restingRss(env);
    const verdict = name.startsWith('PGlite') ? (rssMb < TARGET_MB ? ' (met)' : ' (NOT met)') : '';
    console.log(`  ${name}: RSS ${rssMb.toFixed(0)} MB${verdict}, high-water ${peakMb.toFixed(0)} MB`);
  }
} finally {
  await fs.rm(dataDir, { recursive: true, force: true });
}
