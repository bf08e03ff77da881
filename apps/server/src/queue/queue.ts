import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database, type DatabaseHandle } from '../db/client.ts';
import { backgroundTasks } from './tables.ts';

const WAKE_CHANNEL = 'gius_tasks';

export interface EnqueueOptions {
  /** Not before this time (scheduled work). */
  runAt?: Date;
  /** While a task with this key is queued or running, enqueueing another is a no-op. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** Adds a task; returns its id, or null when a pending task has the same dedupe key. */
export async function enqueueTask(
  db: Database,
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const rows = await db
    .insert(backgroundTasks)
    .values({
      kind,
      payload: payload as object,
      runAt: options.runAt ?? new Date(),
      dedupeKey: options.dedupeKey ?? null,
      maxAttempts: options.maxAttempts ?? 5,
    })
    .onConflictDoNothing()
    .returning({ id: backgroundTasks.id });
  // Wake idle workers on every instance now instead of at their next poll.
  await db.execute(sql`select pg_notify(${WAKE_CHANNEL}, ${kind})`);
  return rows[0]?.id ?? null;
}

interface ClaimedTask {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
}

export interface TaskContext {
  taskId: string;
  attempt: number;
}

export type TaskHandler = (payload: unknown, context: TaskContext) => Promise<void>;

export interface WorkerOptions {
  database: DatabaseHandle;
  handlers: Record<string, TaskHandler>;
  /** Tasks run at once by this worker. */
  concurrency?: number;
  /** Polls for due tasks this often even when nothing wakes it (scheduled and retried work). */
  pollMs?: number;
  /** A running task not finished after this long is taken to have died with its worker. */
  lockTimeoutMs?: number;
  /** Delay before retry n (1-based); exponential by default. */
  retryDelayMs?: (attempt: number) => number;
  onError?: (err: unknown, task: { id: string; kind: string }) => void;
}

export interface Worker {
  start(): Promise<void>;
  /** Stops taking tasks and waits for the running ones. */
  stop(): Promise<void>;
  /**
   * Resolves when no task of this worker's kinds is running or queued to run within the next
   * second (so a quick retry still counts). For tests and shutdown.
   */
  drain(timeoutMs?: number): Promise<void>;
}

export function createWorker(options: WorkerOptions): Worker {
  const { database, handlers } = options;
  const db = database.db;
  const kinds = Object.keys(handlers);
  const concurrency = options.concurrency ?? 2;
  const pollMs = options.pollMs ?? 1000;
  const lockTimeoutMs = options.lockTimeoutMs ?? 5 * 60_000;
  const retryDelayMs = options.retryDelayMs ?? ((attempt) => Math.min(1000 * 2 ** attempt, 10 * 60_000));
  const workerId = randomUUID();
  const running = new Set<Promise<void>>();
  let stopped = true;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopListening: (() => Promise<void>) | null = null;
  let pumping = false;
  let pumpAgain = false;

  async function claim() {
    const rows = await queryRows<ClaimedTask>(
      db,
      sql`
      update background_tasks
         set status = 'running', locked_at = now(), locked_by = ${workerId}, attempts = attempts + 1
       where id = (
         select id from background_tasks
          where status = 'queued' and run_at <= now() and kind in ${sql`(${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})`}
          order by run_at, created_at
          for update skip locked
          limit 1)
      returning id, kind, payload, attempts`,
    );
    return rows[0] ?? null;
  }

  async function runTask(task: ClaimedTask) {
    const handler = handlers[task.kind]!;
    try {
      await handler(task.payload, { taskId: task.id, attempt: task.attempts });
      await db
        .update(backgroundTasks)
        .set({ status: 'done', finishedAt: new Date(), lockedAt: null, lastError: null })
        .where(eq(backgroundTasks.id, task.id));
    } catch (err) {
      options.onError?.(err, task);
      const message = err instanceof Error ? err.message : String(err);
      await db.execute(sql`
        update background_tasks
           set status = case when attempts >= max_attempts then 'failed' else 'queued' end,
               run_at = now() + (${retryDelayMs(task.attempts)} * interval '1 millisecond'),
               finished_at = case when attempts >= max_attempts then now() else null end,
               locked_at = null,
               last_error = ${message.slice(0, 2000)}
         where id = ${task.id}`);
    }
  }

  /** Takes due tasks until none is left or every slot is busy. */
  async function pump() {
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = true;
    try {
      do {
        pumpAgain = false;
        while (!stopped && running.size < concurrency) {
          const task = await claim();
          if (!task) break;
          const p = runTask(task).finally(() => {
            running.delete(p);
            if (!stopped) void pump();
          });
          running.add(p);
        }
      } while (pumpAgain && !stopped);
    } catch (err) {
      options.onError?.(err, { id: '', kind: 'claim' });
    } finally {
      pumping = false;
    }
  }

  async function recoverStale() {
    await db
      .update(backgroundTasks)
      .set({ status: 'queued', lockedAt: null })
      .where(
        and(
          eq(backgroundTasks.status, 'running'),
          inArray(backgroundTasks.kind, kinds),
          sql`${backgroundTasks.lockedAt} < now() - (${lockTimeoutMs} * interval '1 millisecond')`,
        ),
      );
  }

  function schedulePoll() {
    timer = setTimeout(async () => {
      if (stopped) return;
      await recoverStale().catch((err) => options.onError?.(err, { id: '', kind: 'recover' }));
      await pump();
      if (!stopped) schedulePoll();
    }, pollMs);
  }

  return {
    async start() {
      if (!stopped || kinds.length === 0) return;
      stopped = false;
      stopListening = await database.listen(WAKE_CHANNEL, (kind) => {
        if (kinds.includes(kind)) void pump();
      });
      await recoverStale();
      void pump();
      schedulePoll();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await stopListening?.();
      stopListening = null;
      await Promise.allSettled([...running]);
    },
    async drain(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(backgroundTasks)
          .where(
            and(
              inArray(backgroundTasks.kind, kinds),
              sql`(${backgroundTasks.status} = 'running' or (${backgroundTasks.status} = 'queued' and ${backgroundTasks.runAt} <= now() + interval '1 second'))`,
            ),
          );
        if ((row?.n ?? 0) === 0 && running.size === 0) return;
        if (Date.now() > deadline) throw new Error('Background tasks did not finish in time');
        void pump();
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}
