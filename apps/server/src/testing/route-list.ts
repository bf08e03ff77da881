import type { FastifyInstance } from 'fastify';

/**
 * Every route of a built app as `METHOD /path`, read from Fastify's route tree
 * (`printRoutes`), so a test can check that it covers all of them. HEAD twins of GET are left out.
 */
export function listRoutes(app: FastifyInstance): string[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of lines) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack[depth] = match[2]!;
    const path = stack.join('').replace(/\/{2,}/g, '/');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}
