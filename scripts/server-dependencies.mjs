// The largest dependencies of the server, loaded as plain JavaScript before tsx's loader is
// registered: through it they cost the process about 40 MB more at rest (bench/memory-at-rest.ts).
// `npm start` and the benches that measure the server's memory load them the same way.
export async function loadServerDependencies() {
  await Promise.all(
    ['@electric-sql/pglite', 'fastify', 'drizzle-orm', 'pg', 'pino', 'zod'].map((name) => import(name)),
  );
  const { register } = await import('tsx/esm/api');
  register();
}
