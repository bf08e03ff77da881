import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDocumentPool } from '../../apps/server/src/documents/document-pool.ts';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { createEventBus } from '../../apps/server/src/modules/events/event-bus.ts';
import { createLocalStorage } from '../../apps/server/src/storage/local-storage.ts';
import { version } from '../../apps/server/src/version.ts';

export interface BenchApp {
  deps: AppDeps;
  app: FastifyInstance;
  /** Closes the app and its event bus (the database is the caller's). */
  close: () => Promise<void>;
}

/** The real app on a database the bench opened, with its files under `dataDir`, quiet. */
export async function benchApp(database: DatabaseHandle, dataDir: string): Promise<BenchApp> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  const deps: AppDeps = {
    config,
    database,
    storage: createLocalStorage(config.filesDir),
    documents: createDocumentPool(),
    events: await createEventBus(database),
    version,
  };
  const app = await buildApp(deps, { logger: false });
  return {
    deps,
    app,
    close: async () => {
      await app.close();
      await deps.events.close();
      await deps.documents.close();
    },
  };
}
