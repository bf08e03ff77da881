// Builds the web app when apps/web/dist is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');
const sources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'precompress.ts'),
  path.join(root, 'packages/shared/src'),
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function ensureWebBuilt() {
  const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...sources.map(newestMtime));
  if (builtAt >= changedAt) return;
  console.log(builtAt === 0 ? 'Building the web app (first start)…' : 'Web app sources changed: rebuilding…');
  // A production build whatever the caller's NODE_ENV (Vitest sets it to "test").
  const result = spawnSync('npm', ['run', 'build', '-w', '@gius/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The web app build failed; see the messages above.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuilt();
