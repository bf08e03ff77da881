import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { ensureMeta } from '../system/service.ts';

/**
 * The key that signs access tokens: AUTH_SECRET when set; otherwise one generated at first start
 * and kept in app_meta, so a restart (or another instance on the same database) keeps sessions valid.
 */
export async function resolveAuthSecret(options: { db: Database; configured?: string }): Promise<Uint8Array> {
  if (options.configured) return new TextEncoder().encode(options.configured);
  const stored = await ensureMeta(options.db, 'auth_secret', () => randomBytes(48).toString('base64url'));
  return new TextEncoder().encode(stored);
}
