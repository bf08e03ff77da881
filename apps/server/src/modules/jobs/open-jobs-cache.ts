import type { TOpenJobsPage } from '@gius/shared/jobs';

/**
 * The open jobs list is public and the same for everyone, and by far the busiest page, so each
 * instance keeps its pages for a moment (`ttlMs`, default 1 s). A change to a job clears this
 * instance's pages at once and the others' through the event bus; a job scheduled for a given
 * moment shows at most `ttlMs` late. `ttlMs` 0 turns the cache off.
 */
export interface OpenJobsCache {
  get(key: string, load: () => Promise<TOpenJobsPage>): Promise<TOpenJobsPage>;
  clear(): void;
}

const MAX_ENTRIES = 500;

/** The event every instance hears when a job was created, changed or deleted. */
export const JOBS_CHANGED = 'jobs.changed';

export function createOpenJobsCache(ttlMs: number): OpenJobsCache {
  const entries = new Map<string, { expires: number; page: Promise<TOpenJobsPage> }>();
  return {
    async get(key, load) {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.page;
      // Concurrent requests for the same page share one query.
      const page = load();
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { expires: now + ttlMs, page });
      page.catch(() => {
        if (entries.get(key)?.page === page) entries.delete(key);
      });
      return page;
    },
    clear() {
      entries.clear();
    },
  };
}
