import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database, type DatabaseHandle } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import { safeErrorMessage } from '../db/query-error.ts';
import { backgroundTasks } from './tables.ts';

const WAKE_CHANNEL = 'gius_tasks';

/**
 * A task that is not queued again: its attempts are used up, or a newer task with its key is
 * already queued (that one does the work).
 */
const GIVE_UP = sql.raw(`(attempts >= max_attempts or (dedupe_key is not null and exists (
  select 1 from background_tasks q
   where q.dedupe_key = background_tasks.dedupe_key and q.status = 'queued' and q.id <> background_tasks.id)))`);

export interface EnqueueOptions {
  /** Not before this time (scheduled work). */
  runAt?: Date;
  /**
   * While a task with this key is queued, enqueueing another is a no-op; while one is running,
   * one more is queued and runs after it (so a change made during a run is not lost).
   */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** Adds a task; returns its id, or null when a queued task has the same dedupe key. */
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
  /**
   * A running task's lease: renewed every third of it while the task runs; a task whose lease
   * has passed (its worker was killed, or lost the database) is queued again by any worker.
   */
  leaseMs?: number;
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
  const leaseMs = options.leaseMs ?? 15_000;
  const retryDelayMs = options.retryDelayMs ?? ((attempt) => Math.min(1000 * 2 ** attempt, 10 * 60_000));
  const workerId = randomUUID();
  const running = new Set<Promise<void>>();
  let stopped = true;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let stopListening: (() => Promise<void>) | null = null;
  let pumping = false;
  let pumpAgain = false;

  async function claim() {
    const rows = await queryRows<ClaimedTask>(
      db,
      sql`
      update background_tasks
         set status = 'running', locked_at = now(), locked_by = ${workerId}, attempts = attempts + 1,
             lease_expires_at = now() + (${leaseMs} * interval '1 millisecond')
       where id = (
         select id from background_tasks t
          where status = 'queued' and run_at <= now() and kind in ${sql`(${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})`}
            -- One at a time per key: the queued one waits for the running one to end.
            and (dedupe_key is null or not exists (
              select 1 from background_tasks r where r.dedupe_key = t.dedupe_key and r.status = 'running'))
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
        .set({
          status: 'done',
          finishedAt: new Date(),
          lockedAt: null,
          leaseExpiresAt: null,
          lastError: null,
        })
        .where(ownRunning(task.id));
    } catch (err) {
      options.onError?.(err, task);
      const message = safeErrorMessage(err);
      const retry = (allowed: boolean) =>
        db.execute(sql`
          update background_tasks
             set status = case when ${sql.raw(String(allowed))} and not ${GIVE_UP} then 'queued' else 'failed' end,
                 run_at = now() + (${retryDelayMs(task.attempts)} * interval '1 millisecond'),
                 finished_at = case when ${sql.raw(String(allowed))} and not ${GIVE_UP} then null else now() end,
                 locked_at = null,
                 lease_expires_at = null,
                 last_error = ${message.slice(0, 2000)}
           where ${ownRunning(task.id)}`);
      // A newer task with the same key was queued meanwhile (and won the race to the index): it
      // does the work, this one ends.
      await retry(true).catch((e: unknown) => (isUniqueViolation(e) ? retry(false) : Promise.reject(e)));
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

  /** The task, still running under this worker's claim (not taken back after a lost lease). */
  function ownRunning(id: string) {
    return and(
      eq(backgroundTasks.id, id),
      eq(backgroundTasks.status, 'running'),
      eq(backgroundTasks.lockedBy, workerId),
    )!;
  }

  /** Renews the lease of every task this worker is running. */
  async function renewLeases() {
    if (running.size === 0) return;
    await db
      .update(backgroundTasks)
      .set({ leaseExpiresAt: sql`now() + (${leaseMs} * interval '1 millisecond')` })
      .where(and(eq(backgroundTasks.status, 'running'), eq(backgroundTasks.lockedBy, workerId)));
  }

  /**
   * Tasks whose worker died (lease passed) are queued again; one that has used all its attempts
   * (a task that kills its worker each time) fails instead of looping.
   */
  async function recoverStale() {
    await db.execute(sql`
      update background_tasks
         set status = case when ${GIVE_UP} then 'failed' else 'queued' end,
             finished_at = case when ${GIVE_UP} then now() else null end,
             last_error = 'The worker running it stopped before it finished',
             run_at = now(),
             locked_at = null,
             lease_expires_at = null
       where status = 'running'
         and kind in ${sql`(${sql.join(
           kinds.map((k) => sql`${k}`),
           sql`, `,
         )})`}
         and coalesce(lease_expires_at, locked_at + (${leaseMs} * interval '1 millisecond')) < now()`);
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
      await recoverStale().catch((err) => options.onError?.(err, { id: '', kind: 'recover' }));
      heartbeat = setInterval(
        () => void renewLeases().catch((err) => options.onError?.(err, { id: '', kind: 'lease' })),
        Math.max(10, Math.floor(leaseMs / 3)),
      );
      void pump();
      schedulePoll();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await stopListening?.();
      stopListening = null;
      // Leases are renewed until the running tasks are done.
      await Promise.allSettled([...running]);
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
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
