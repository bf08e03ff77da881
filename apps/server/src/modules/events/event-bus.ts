import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';

/**
 * Something that happened, for open pages to show without reload. Events carry ids and
 * small facts only (NOTIFY payloads are limited to 8 KB); pages refetch what they show.
 * `audience` says who may receive it; the SSE route checks it against the reader.
 */
export interface AppEvent {
  type: string;
  audience: { userIds?: string[]; companyIds?: string[]; roles?: string[] };
  data: Record<string, unknown>;
}

export type EventListener = (event: AppEvent) => void;

export interface EventBus {
  publish(event: AppEvent): Promise<void>;
  subscribe(listener: EventListener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'gius_events';

/**
 * Given to this instance's subscribers only (never published) when its listening connection was
 * lost and is back: events of that gap were missed, so what was built from them is out of date.
 */
export const EVENTS_MISSED = 'events.missed';

/**
 * Fans events out through Postgres NOTIFY, so every instance on the same database
 * hears every event (with PGlite there is only the one).
 */
export async function createEventBus(database: DatabaseHandle): Promise<EventBus> {
  const listeners = new Set<EventListener>();
  const deliver = (event: AppEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch {
        // One broken subscriber must not stop the others.
      }
    }
  };
  const stop = await database.listen(
    CHANNEL,
    (payload) => {
      let event: AppEvent;
      try {
        event = JSON.parse(payload) as AppEvent;
      } catch {
        return;
      }
      deliver(event);
    },
    () => deliver({ type: EVENTS_MISSED, audience: {}, data: {} }),
  );
  return {
    publish: async (event) => {
      const payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > 7900) throw new Error(`Event ${event.type} is too large for NOTIFY`);
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      await stop();
    },
  };
}
