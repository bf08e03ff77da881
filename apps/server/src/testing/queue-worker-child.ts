/**
 * A queue worker in its own process, for the test that kills one (queue/queue-kill.test.ts).
 * Environment: CHILD_DATABASE (`pglite:<dir>` or a postgres:// URL), CHILD_MODE (`hold`: the task
 * claimed never finishes, the process waits to be killed; `finish`: tasks run to the end and the
 * process reports once none is queued or running). Prints one JSON line per step.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { createWorker } from '../queue/queue.ts';
import { backgroundTasks } from '../queue/tables.ts';

const target = process.env.CHILD_DATABASE ?? '';
const mode = process.env.CHILD_MODE ?? 'finish';
const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

const database = target.startsWith('pglite:')
  ? await openDatabase({ kind: 'pglite', dataDir: target.slice('pglite:'.length) })
  : await openDatabase({ kind: 'postgres', url: target, connectTimeoutMs: 5000 });

const worker = createWorker({
  database,
  pollMs: 200,
  handlers: {
    'test.long': async (_payload, context) => {
      say({ claimed: context.taskId, attempt: context.attempt });
      if (mode === 'hold') await new Promise(() => {});
    },
  },
});
await worker.start();
say({ started: mode });

if (mode === 'finish') {
  for (;;) {
    const pending = await database.db
      .select({ id: backgroundTasks.id })
      .from(backgroundTasks)
      .where(
        and(eq(backgroundTasks.kind, 'test.long'), inArray(backgroundTasks.status, ['queued', 'running'])),
      );
    if (pending.length === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const done = await database.db
    .select({ id: backgroundTasks.id, status: backgroundTasks.status })
    .from(backgroundTasks)
    .where(eq(backgroundTasks.kind, 'test.long'));
  say({ finished: done });
  await worker.stop();
  await database.close();
}
