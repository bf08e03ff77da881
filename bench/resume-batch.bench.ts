/**
 * A batch of 200 PDF resumes from upload to analysed (issue 6): each file goes through the real
 * upload route (multipart, storage, PDF text extraction) of the real app on PGlite, and the
 * background worker analyses it (`resume.analyse`). Prints resumes per second, end to end and for
 * the upload part, peak memory (rss and heap high-water of this one process, app and worker) and
 * the event loop's delay (files are read and analysed in worker threads, never on the loop).
 * Targets (issue 10): at least 20 resumes/s end to end, peak RSS under 600 MB, delay p99 under 50 ms.
 * It runs in a process set up as `npm start` sets up the server's, so the memory is the server's:
 *
 *   node bench/as-server.mjs bench/resume-batch.bench.ts      (BENCH_BATCH=200, BENCH_UPLOADS_AT_ONCE=8)
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { isNotNull } from 'drizzle-orm';
import { createPgliteDataDirApart, openDatabase } from '../apps/server/src/db/client.ts';
import { resumes } from '../apps/server/src/modules/resumes/tables.ts';
import { createWorker } from '../apps/server/src/queue/queue.ts';
import { taskHandlers } from '../apps/server/src/queue/task-handlers.ts';
import { multipartFile } from '../apps/server/src/testing/recruitment-helpers.ts';
import { resumeFodt } from '../apps/server/src/testing/upload-fixtures.ts';
import { benchApp } from './support/bench-app.ts';

const BATCH = Number(process.env.BENCH_BATCH ?? 200);
const AT_ONCE = Number(process.env.BENCH_UPLOADS_AT_ONCE ?? 8);
const FIRST = ['דנה', 'נועה', 'יוסי', 'אבי', 'מיכל', 'רון', 'שירה', 'עומר', 'תמר', 'איתי'];
const LAST = ['לוי', 'כהן', 'מזרחי', 'פרץ', 'ביטון', 'אברהם', 'פרידמן', 'שפירא', 'גולן', 'דהן'];
const SKILLS = [
  'TypeScript, React, Node.js',
  'Python, Django, PostgreSQL',
  'Java, Spring, Kafka',
  'Excel, SAP',
];

const peak = { rss: 0, heap: 0 };
const sample = () => {
  const { rss, heapUsed } = process.memoryUsage();
  peak.rss = Math.max(peak.rss, rss);
  peak.heap = Math.max(peak.heap, heapUsed);
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** BATCH distinct two-page-ish Hebrew resumes, made into PDF by one LibreOffice run. */
async function makePdfs(dir: string): Promise<string[]> {
  const sources: string[] = [];
  for (let i = 0; i < BATCH; i++) {
    const name = `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]}`;
    const from = 2008 + (i % 12);
    const fodt = resumeFodt({
      headerLines: [name, `cand${i}@example.com | 052-555-${String(1000 + i).padStart(4, '0')}`, 'תל אביב'],
      lines: [
        `מפתח/ת תוכנה עם ${2025 - from} שנות ניסיון`,
        `ניסיון: ${from}–היום מפתח/ת ב-Acme ${i}, תל אביב`,
        `${from - 3}–${from} מפתח/ת ב-Beta, חיפה`,
        `כישורים: ${SKILLS[i % SKILLS.length]}`,
        'השכלה: תואר ראשון במדעי המחשב, הטכניון',
        'שפות: עברית, אנגלית',
        ...Array.from(
          { length: 30 },
          (_, k) => `פרויקט ${k + 1}: פיתוח שירותים, בדיקות ושיפור ביצועים בצוות.`,
        ),
      ],
    });
    const file = path.join(dir, `resume-${i}.fodt`);
    await fs.writeFile(file, fodt);
    sources.push(file);
  }
  await promisify(execFile)(
    'soffice',
    [
      `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      ...sources,
    ],
    { timeout: 600_000 },
  );
  return sources.map((s) => s.replace(/\.fodt$/, '.pdf'));
}

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-batch-'));
  try {
    process.stdout.write(`Making ${BATCH} PDF resumes with LibreOffice… `);
    const files = await Promise.all((await makePdfs(dir)).map((f) => fs.readFile(f)));
    console.log('done');
    // As the server's start does: initdb in a child process, so this one holds only the database.
    const pgliteDir = path.join(dir, 'pglite');
    await createPgliteDataDirApart(pgliteDir);
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
    const { deps, app, close } = await benchApp(database, dir);
    const worker = createWorker({ database, handlers: taskHandlers(deps) });
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        role: 'company',
        fullName: 'Bench HR',
        companyName: 'Bench Ltd',
        email: 'hr@bench.example',
        password: 'correct horse battery',
      },
    });
    const token = signup.json().accessToken as string;
    const timer = setInterval(sample, 20);
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    await worker.start();

    const start = performance.now();
    let next = 0;
    const uploader = async () => {
      while (next < files.length) {
        const i = next++;
        const body = multipartFile(files[i]!, `resume-${i}.pdf`, 'application/pdf');
        const res = await app.inject({
          method: 'POST',
          url: '/api/resumes',
          headers: { ...body.headers, authorization: `Bearer ${token}` },
          payload: body.payload,
        });
        if (res.statusCode !== 201) throw new Error(`upload ${i}: ${res.statusCode} ${res.body}`);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, uploader));
    const uploaded = performance.now();
    await worker.drain(600_000);
    const end = performance.now();
    loopDelay.disable();
    clearInterval(timer);
    sample();

    const analysed = await database.db
      .select({ id: resumes.id })
      .from(resumes)
      .where(isNotNull(resumes.analysedAt));
    const seconds = (end - start) / 1000;
    console.log(
      `Batch of ${BATCH} PDF resumes, upload route → extracted → analysed (PGlite, ${AT_ONCE} uploads at once):`,
    );
    console.log(`  analysed: ${analysed.length} of ${BATCH}`);
    console.log(
      `  uploads done in ${((uploaded - start) / 1000).toFixed(1)} s (${(BATCH / ((uploaded - start) / 1000)).toFixed(1)} resumes/s)`,
    );
    console.log(`  all analysed in ${seconds.toFixed(1)} s: ${(BATCH / seconds).toFixed(1)} resumes/s`);
    console.log(`  peak memory: rss ${mb(peak.rss)}, heap ${mb(peak.heap)}`);
    const ms = (ns: number) => (ns / 1e6).toFixed(1);
    console.log(
      `  event-loop delay: p50 ${ms(loopDelay.percentile(50))} ms, p99 ${ms(loopDelay.percentile(99))} ms, ` +
        `max ${ms(loopDelay.max)} ms`,
    );
    await worker.stop();
    await close();
    await database.close();
    if (analysed.length !== BATCH) process.exitCode = 1;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

await main();
