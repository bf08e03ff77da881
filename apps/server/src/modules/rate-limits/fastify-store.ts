import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import type { Database } from '../../db/client.ts';
import { consume } from './service.ts';

/**
 * A store for `@fastify/rate-limit` that counts in the database (`consume`), so every instance on
 * the same database shares one count per client. Each route gets its own counter
 * (`<namespace>:<route url>:<client key>`), as with the plugin's in-memory store.
 */
export function databaseRateLimitStore(db: Database, namespace: string): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = namespace,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      consume({ db, buckets: [{ key: `${this.prefix}:${key}`, max, windowMs: timeWindow }] }).then(
        (result) =>
          callback(
            null,
            result.allowed
              ? { current: Object.values(result.hits)[0] ?? 1, ttl: result.resetMs }
              : { current: max + 1, ttl: result.retryAfterMs },
          ),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: RouteOptions & { path: string; prefix: string }): FastifyRateLimitStore {
      // What the plugin passes at run time: the route's limit settings, with the route as `routeInfo`.
      const params = routeOptions as unknown as { routeInfo?: { url?: string }; groupId?: string };
      const scope = params.groupId ?? params.routeInfo?.url ?? 'route';
      return new DatabaseStore(undefined, `${namespace}:${scope}`);
    }
  }
  return DatabaseStore;
}
