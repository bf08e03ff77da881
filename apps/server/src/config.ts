import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseStorageUrl, StorageUrlError, type S3Location } from './storage/storage-url.ts';

/** An address or a CIDR range (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const kind = isIP(address);
  if (kind === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (kind === 4 ? 32 : 128);
}

/**
 * Which proxies in front of the server to believe about the client's address (X-Forwarded-For):
 * `false` none (the default: the address is the socket's), `true` all, a hop count, or a
 * comma-separated list of addresses and ranges. Fastify's `trustProxy`.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): boolean | number | string[] => {
    if (value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((v) => v.trim());
    if (list.length > 0 && list.every(isAddressOrRange)) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'must be true, false, a hop count or a comma-separated list of addresses and ranges',
    });
    return z.NEVER;
  });

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
  /**
   * Files in an S3-compatible bucket: `s3://bucket[/folder]?endpoint=…&region=…&forcePathStyle=true`
   * (credentials from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the SDK's other sources).
   * Unset: a folder under DATA_DIR (one machine only).
   */
  STORAGE_URL: z
    .string()
    .superRefine((value, ctx) => {
      try {
        parseStorageUrl(value);
      } catch (err) {
        if (!(err instanceof StorageUrlError)) throw err;
        ctx.addIssue({ code: 'custom', message: err.message });
      }
    })
    .optional(),
  /** How long to wait for PostgreSQL at start-up before giving up. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  TRUST_PROXY: ZTrustProxy,
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
  /** An upload that sends nothing for this long (a stalled client, no closing boundary) is refused with 408. */
  UPLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** An upload not complete after this long is refused with 408 (a request body of any kind: this plus 30 s). */
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  /** Career tools: requests allowed per client (IP) per window, on each of the three functions. */
  TOOLS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(20),
  TOOLS_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
  /** SMS to candidates: `outbox` (kept, readable by the admin) or `twilio` (any Twilio-compatible Messages API). */
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  /** Base URL of the Twilio-compatible API (the path /2010-04-01/Accounts/<sid>/Messages.json is added). */
  SMS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.twilio.com'),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sender: a phone number in E.164 or an alphanumeric sender id. */
  SMS_FROM: z.string().min(1).optional(),
  /** One request's time limit; a slower answer is an SMS failure. */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
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
  if (config.SMS_PROVIDER === 'twilio') {
    for (const name of ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const) {
      if (!config[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'required with SMS_PROVIDER=twilio' });
    }
  }
});

export type Config = z.infer<typeof ZConfig> & {
  dataDir: string;
  filesDir: string;
  pgliteDir: string;
  publicUrl: string;
  /** The bucket STORAGE_URL names; null: files under `filesDir`. */
  s3: S3Location | null;
};

const SECRET_NAMES = new Set(['AUTH_SECRET', 'SMTP_URL', 'DATABASE_URL', 'STORAGE_URL', 'SMS_AUTH_TOKEN']);

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
    s3: parsed.data.STORAGE_URL ? parseStorageUrl(parsed.data.STORAGE_URL) : null,
  };
}
