import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { enqueueTask } from './queue.ts';

const child = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../testing/queue-worker-child.ts');

/** A queue worker in a process of its own; `next(key)` resolves with its next line holding `key`. */
function startWorker(database: string, mode: 'hold' | 'finish') {
  const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', child], {
    env: { ...process.env, CHILD_DATABASE: database, CHILD_MODE: mode },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiting: { key: string; resolve: (line: Record<string, unknown>) => void }[] = [];
  let stderr = '';
  proc.stderr!.on('data', (d) => (stderr += d));
  createInterface({ input: proc.stdout! }).on('line', (text) => {
    const line = JSON.parse(text) as Record<string, unknown>;
    lines.push(line);
    for (const w of [...waiting]) {
      if (w.key in line) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  return {
    proc,
    exited,
    next: (key: string, timeoutMs: number) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const seen = lines.find((l) => key in l);
        if (seen) return resolve(seen);
        const timer = setTimeout(
          () => reject(new Error(`worker printed no "${key}" in ${timeoutMs} ms; stderr: ${stderr}`)),
          timeoutMs,
        );
        waiting.push({
          key,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
      }),
  };
}

describe.each(databaseKinds())('a worker killed with SIGKILL on %s', (kind) => {
  it('its task is taken again once its lease passes and finished within 30 s of the restart', async () => {
    const database = await createTestDatabase(kind);
    try {
      const taskId = await enqueueTask(database.handle.db, 'test.long', { n: 1 });
      // PGlite is one process's: the test lets go of it while the workers run.
      if (kind === 'pglite') await database.handle.close();

      const first = startWorker(database.target, 'hold');
      expect((await first.next('claimed', 30_000)).claimed).toBe(taskId);
      first.proc.kill('SIGKILL');
      await first.exited;

      const restartedAt = Date.now();
      const second = startWorker(database.target, 'finish');
      const finished = await second.next('finished', 30_000);
      const seconds = (Date.now() - restartedAt) / 1000;
      await second.exited;
      expect(finished.finished).toEqual([{ id: taskId, status: 'done' }]);
      expect(seconds).toBeLessThan(30);
      console.log(`killed worker's task finished ${seconds.toFixed(1)} s after the restart (${kind})`);
    } finally {
      await database.destroy();
    }
  }, 90_000);
});
