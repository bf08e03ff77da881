import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once at start-up.
 * Defaults give the embedded mode: PGlite and files under ./data, no keys needed.
 */
const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be 0 to 65535')
    .max(65535, 'must be 0 to 65535')
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** How long to wait for PostgreSQL at start-up before giving up. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built web app; the server serves it when it exists. */
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** Address of the app as users reach it; e-mailed links start with it. Default: http://localhost:PORT. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** Signs access tokens (HS256). Unset: one is generated at first start and kept in the database. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** smtp:// or smtps:// (user and password in the URL). Unset: e-mail goes to the outbox in the database. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Gius <no-reply@gius.local>'),
  /** How long each instance keeps a page of the public open jobs list (0: not at all). */
  OPEN_JOBS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** E-mail of the admin created at first start. */
  ADMIN_EMAIL: z.email('must be an e-mail address').default('admin@gius.local'),
  /** First start: a demo company with a manager and open jobs (DESIGN section 7). */
  SEED_DEMO: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  /** AI: `builtin` (offline, deterministic) or `openai` (any OpenAI-compatible chat-completions API). */
  AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  AI_BASE_URL: z
    .url({ error: 'must be a URL such as https://api.openai.com/v1' })
    .default('https://api.openai.com/v1'),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /**
   * The model of AI_PROVIDER=openai reads images (a vision model): a resume that is only a scan
   * can then be read by it ("Improve with AI"). Only with AI_PROVIDER=openai.
   */
  AI_READS_IMAGES: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  /** The model that reads images; default AI_MODEL. */
  AI_VISION_MODEL: z.string().min(1).optional(),
  /** One attempt's time limit; a slower answer is a timeout (504). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Further attempts after a 5xx or a dropped connection, with exponential backoff. */
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  AI_RETRY_BASE_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /** Career tools: generations allowed per client (IP) per window. */
  TOOLS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(20),
  TOOLS_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
});

/** Settings that only make sense together. */
const ZCheckedConfig = ZConfig.superRefine((config, ctx) => {
  // The builtin engine reads no images: saying it does would offer a button that always fails.
  if (config.AI_READS_IMAGES && config.AI_PROVIDER !== 'openai') {
    ctx.addIssue({
      code: 'custom',
      path: ['AI_READS_IMAGES'],
      message: 'true needs AI_PROVIDER=openai (a model that reads images)',
    });
  }
});

export type Config = z.infer<typeof ZConfig> & {
  dataDir: string;
  filesDir: string;
  pgliteDir: string;
  publicUrl: string;
};

const SECRET_NAMES = new Set(['AUTH_SECRET', 'SMTP_URL', 'DATABASE_URL']);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", so `PORT= npm start` takes the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZCheckedConfig.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(config)';
      // A secret's value is never echoed, even a wrong one.
      const got = SECRET_NAMES.has(name) ? '(hidden)' : JSON.stringify(cleaned[name] ?? null);
      return `  ${name}: ${issue.message} (got ${got})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    pgliteDir: path.join(dataDir, 'pglite'),
    publicUrl: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, ''),
  };
}
