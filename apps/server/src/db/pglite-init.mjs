// Creates a new PGlite data folder and exits (db/client.ts runs it as a child process). PGlite's
// initdb needs some 600 MB that a process keeps long after; done here, the server never holds it.
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-init.mjs DATA_DIR');
const db = await PGlite.create({ dataDir });
await db.close();
