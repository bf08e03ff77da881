import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createDocumentPool } from '../documents/document-pool.ts';
import { createEventBus } from '../modules/events/event-bus.ts';
import { createStorage } from '../storage/create-storage.ts';
import { version } from '../version.ts';
import { createTestDatabase, type DatabaseKind } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * One instance of the server on a database it is given (not closed with it), with a temporary
 * data folder: what `main.ts` builds, in process. `env` is the instance's environment
 * (STORAGE_URL and the AWS_* credentials included).
 */
export async function createTestInstance(
  database: DatabaseHandle,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-data-'));
  const config: Config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  const deps: AppDeps = {
    config,
    database,
    storage: createStorage(config, env),
    documents: createDocumentPool(),
    events: await createEventBus(database),
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
      await deps.documents.close();
      await deps.storage.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** `buildApp()` on a fresh database and a temporary data folder: the real server, in process. */
export async function createTestApp(
  kind: DatabaseKind = 'pglite',
  env: Record<string, string> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const instance = await createTestInstance(database.handle, env);
  return {
    ...instance,
    close: async () => {
      await instance.close();
      await database.destroy();
    },
  };
}
