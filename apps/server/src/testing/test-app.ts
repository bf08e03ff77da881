import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createEventBus } from '../modules/events/event-bus.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { version } from '../version.ts';
import { createTestDatabase, type DatabaseKind } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  close(): Promise<void>;
}

/** `buildApp()` on a fresh database and a temporary data folder: the real server, in process. */
export async function createTestApp(
  kind: DatabaseKind = 'pglite',
  env: Record<string, string> = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-data-'));
  const config: Config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  const database = await createTestDatabase(kind);
  const deps: AppDeps = {
    config,
    database: database.handle,
    storage: createLocalStorage(config.filesDir),
    events: await createEventBus(database.handle),
    version,
  };
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      await deps.events.close();
      await database.destroy();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
