import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureWebBuilt } from '../scripts/build-web.mjs';
import { findChromium } from '../e2e/support/chromium.ts';
import { startServer } from '../e2e/support/server.ts';

/**
 * `npm run -w @gius/bench lighthouse`: Lighthouse's performance score of the public pages with its
 * default mobile preset (a mid-range phone, slow 4G and a 4× slower CPU, simulated), on Debian's
 * Chromium, against the real server (`npm start`: the built web app, the embedded database with the
 * demo jobs). A first run warms Chrome up and is not counted; then each page is measured
 * LIGHTHOUSE_RUNS times (default 3) and the median is printed. Target: performance ≥ 95 on every page.
 * LIGHTHOUSE_PAGES=/,/jobs measures those paths only; LIGHTHOUSE_REPORT_DIR=<folder> keeps each run's JSON report; LIGHTHOUSE_URL=http://host:port
 * measures that server instead of starting one.
 */
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/jobs', '/tools'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGET = 95;
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

interface Run {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  transferKiB: number;
  unusedJsKiB: number;
  /** Lighthouse's measure of this machine's speed at the run (higher is faster; a busy machine scores lower). */
  benchmarkIndex: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kib = (bytes: number | undefined) => Math.round((bytes ?? 0) / 1024);

const chromePath = findChromium();
if (!chromePath)
  throw new Error('Chromium not found (install Debian package "chromium" or set CHROMIUM_PATH)');

// LIGHTHOUSE_URL measures a server already running (another build, a deployment) instead.
const external = process.env.LIGHTHOUSE_URL;
if (!external) ensureWebBuilt();
const server = external
  ? { url: external.replace(/\/$/, ''), stop: async () => {} }
  : await startServer({ SEED_DEMO: 'true' });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** One Lighthouse run; a run whose trace Chrome failed to record (NO_NAVSTART, under load) is done again. */
async function audit(url: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${error.code} ${error.message}`);
    console.warn(`${url}: ${error.code}, running it again`);
  }
}

const results: { page: string; runs: Run[] }[] = [];
try {
  // A first run, not counted: it pays for starting Chrome's font and rendering machinery, which a
  // phone's browser has running already (it made the first page measured about a third slower).
  await audit(`${server.url}/`);
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const lhr = await audit(`${server.url}${page}`);
      if (REPORT_DIR) {
        await fs.mkdir(REPORT_DIR, { recursive: true });
        const name = `${page === '/' ? 'home' : page.slice(1)}-${i + 1}.json`;
        await fs.writeFile(path.join(REPORT_DIR, name), JSON.stringify(lhr, null, 1));
      }
      const metric = (id: string) => lhr.audits[id];
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: metric('largest-contentful-paint')?.numericValue ?? NaN,
        fcpMs: metric('first-contentful-paint')?.numericValue ?? NaN,
        tbtMs: metric('total-blocking-time')?.numericValue ?? NaN,
        cls: metric('cumulative-layout-shift')?.numericValue ?? NaN,
        transferKiB: kib(metric('total-byte-weight')?.numericValue),
        unusedJsKiB: kib(
          (metric('unused-javascript')?.details as { overallSavingsBytes?: number } | undefined)
            ?.overallSavingsBytes,
        ),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      });
    }
    results.push({ page, runs });
  }
} finally {
  chrome.kill();
  await server.stop();
}

const [load1, load5] = os.loadavg();
console.log(
  `Lighthouse ${RUNS === 1 ? '(1 run)' : `(median of ${RUNS} runs)`}, mobile preset, ${chromePath}; ` +
    `load average ${load1!.toFixed(1)} / ${load5!.toFixed(1)} (1 / 5 min) on ${os.cpus().length} cores`,
);
console.table(
  Object.fromEntries(
    results.map(({ page, runs }) => [
      page,
      {
        performance: median(runs.map((r) => r.score)),
        'all runs': runs.map((r) => r.score).join(' '),
        'LCP s': (median(runs.map((r) => r.lcpMs)) / 1000).toFixed(2),
        'FCP s': (median(runs.map((r) => r.fcpMs)) / 1000).toFixed(2),
        'TBT ms': Math.round(median(runs.map((r) => r.tbtMs))),
        CLS: median(runs.map((r) => r.cls)).toFixed(3),
        'transfer KiB': median(runs.map((r) => r.transferKiB)),
        'unused JS KiB': median(runs.map((r) => r.unusedJsKiB)),
        'CPU index': median(runs.map((r) => r.benchmarkIndex)),
      },
    ]),
  ),
);
const below = results.filter(({ runs }) => median(runs.map((r) => r.score)) < TARGET).map((r) => r.page);
console.log(below.length === 0 ? `All pages at ${TARGET} or more.` : `Below ${TARGET}: ${below.join(', ')}`);
