// `npm start`: builds the web app when it is missing or stale, then runs the
// server (API and web app) in this same process.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuilt } from './build-web.mjs';
import { loadServerDependencies } from './server-dependencies.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
try {
  ensureWebBuilt();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
await loadServerDependencies();
await import(path.join(root, 'apps/server/src/main.ts'));
