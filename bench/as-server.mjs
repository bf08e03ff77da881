// Runs a bench file in a process set up as `npm start` sets up the server's (the largest
// dependencies loaded before tsx's loader), so the memory it prints is the server's:
//   node bench/as-server.mjs bench/resume-batch.bench.ts
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadServerDependencies } from '../scripts/server-dependencies.mjs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node bench/as-server.mjs <bench file>');
  process.exit(2);
}
await loadServerDependencies();
await import(pathToFileURL(path.resolve(file)).href);
