import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import {
  createPgliteDataDirApart,
  DatabaseConnectError,
  openDatabase,
  type DatabaseHandle,
} from './db/client.ts';
import { ensureFirstAdmin } from './modules/auth/admin-bootstrap.ts';
import { createDocumentPool } from './documents/document-pool.ts';
import { createEventBus } from './modules/events/event-bus.ts';
import { recordStart } from './modules/system/service.ts';
import { createWorker } from './queue/queue.ts';
import { seedDemo } from './seed/demo-seed.ts';
import { taskHandlers } from './queue/task-handlers.ts';
import { createStorage, describeStorage } from './storage/create-storage.ts';
import { version } from './version.ts';

function fail(message: string): never {
  console.error(`\nGius could not start.\n${message}\n`);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  let database: DatabaseHandle;
  try {
    database = config.DATABASE_URL
      ? await openDatabase({
          kind: 'postgres',
          url: config.DATABASE_URL,
          connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
        })
      : await createPgliteDataDirApart(config.pgliteDir).then(() =>
          openDatabase({ kind: 'pglite', dataDir: config.pgliteDir }),
        );
  } catch (err) {
    if (err instanceof DatabaseConnectError) fail(err.message);
    fail(`The database could not be opened: ${err instanceof Error ? err.message : String(err)}`);
  }

  const storage = createStorage(config);
  try {
    await storage.check();
  } catch (err) {
    await database.close();
    fail(
      `The file storage (${describeStorage(config)}) could not be written and read back: ` +
        `${err instanceof Error ? err.message || err.name : String(err)}`,
    );
  }
  await recordStart(database.db);
  const firstAdmin = await ensureFirstAdmin({ db: database.db, email: config.ADMIN_EMAIL });
  const demo = config.SEED_DEMO ? await seedDemo({ db: database.db }) : null;
  const events = await createEventBus(database);
  const documents = createDocumentPool();
  const deps = { config, database, storage, documents, events, version };
  const app = await buildApp(deps);
  const worker = createWorker({
    database,
    handlers: taskHandlers(deps),
    onError: (err, task) => app.log.error({ err, task: task.kind }, 'background task failed'),
  });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await worker.stop();
    await events.close();
    await documents.close();
    await storage.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    await database.close();
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`Port ${config.PORT} is already in use. Set PORT to another port.`);
    throw err;
  }
  await worker.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const where = database.driver === 'pglite' ? `embedded PGlite in ${config.pgliteDir}` : 'PostgreSQL';
  console.log(
    `\nGius is running at http://localhost:${port}  (database: ${where}; files: ${describeStorage(config)})\n`,
  );
  if (firstAdmin) {
    // Printed once, to the console only (never to the structured log); not shown again.
    console.log(
      `First start: an admin was created.\n  e-mail:   ${firstAdmin.email}\n  password: ${firstAdmin.password}\n` +
        'Sign in and change the password in the account settings. This is shown only once.\n',
    );
  }
  if (demo) {
    console.log(
      `Demo data: the company "Gius Demo" with open jobs; its manager signs in as\n  e-mail:   ${demo.email}\n  password: ${demo.password}\n` +
        '(SEED_DEMO=false at the first start leaves the demo out.)\n',
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
