import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Paths the API owns: an unknown one answers JSON, never the web app. */
const API_PREFIXES = ['/api/', '/functions/'];

/** Vite names every file under assets/ by its content hash: a new build gives new names. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files of public/ are checked again on each use (ETag). */
export const REVALIDATE = 'no-cache';

function cacheControlFor(file: string, root: string): string {
  const relative = path.relative(root, file).split(path.sep);
  return relative[0] === 'assets' && relative.length > 1 ? HASHED_ASSET_CACHE : REVALIDATE;
}

/**
 * Serves the built web app (`WEB_DIST_DIR`, else apps/web/dist) and answers unknown paths: JSON
 * under the API prefixes, the SPA's index.html elsewhere. The build leaves `.br` and `.gz` copies
 * beside the files (apps/web/precompress.ts); the one the client accepts is sent, with
 * `Vary: Accept-Encoding`.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string | undefined,
  /** Screens the server renders itself from index.html (registered only when the build is there). */
  serverPages?: (indexHtmlPath: string) => PromiseLike<unknown>,
): Promise<void> {
  const root = webDistDir ? path.resolve(webDistDir) : DEFAULT_WEB_DIST;
  const indexHtml = path.join(root, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(file, root)),
    });
    app.get('/', (_request, reply) => reply.sendFile('index.html'));
    await serverPages?.(indexHtml);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api' || url === '/functions';
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client-side routes (and the web app's own 404 page) are rendered by the SPA.
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({
      error: { code: 'NOT_FOUND', message: `Route ${request.method} ${url} not found` },
    });
  });
}
