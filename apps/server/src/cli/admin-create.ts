// `npm run admin:create -- EMAIL`: creates an admin (or makes an existing user admin) with a
// generated password, printed once. Uses the same configuration as the server (DATABASE_URL, DATA_DIR).
import { ZEmail } from '@gius/shared/auth';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createAdmin } from '../modules/auth/admin-bootstrap.ts';

async function main() {
  const parsed = ZEmail.safeParse(process.argv[2] ?? '');
  if (!parsed.success) {
    console.error('Usage: npm run admin:create -- EMAIL');
    process.exit(2);
  }
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? await openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL,
        connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      })
    : await openDatabase({ kind: 'pglite', dataDir: config.pgliteDir });
  try {
    const admin = await createAdmin({ db: database.db, email: parsed.data });
    console.log(
      `Admin ready.\n  e-mail:   ${admin.email}\n  password: ${admin.password}\nThis password is shown only once.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
