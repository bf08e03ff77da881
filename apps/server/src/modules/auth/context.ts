import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { EmailMessage, Mailer } from '../messaging/mailer.ts';
import { sendEmail } from '../messaging/service.ts';
import { resolveAuthSecret } from './auth-secret.ts';

/** What the auth services need besides their input. Built once in buildApp. */
export interface AuthContext {
  db: Database;
  secret: Uint8Array;
  accessTtlSeconds: number;
  refreshTtlDays: number;
  publicUrl: string;
  sendEmail(message: EmailMessage): Promise<void>;
  /** Tells every instance that sign-ins ended (their event streams close). */
  events: Pick<EventBus, 'publish'>;
}

export async function createAuthContext(options: {
  config: Config;
  db: Database;
  mailer: Mailer;
  events: Pick<EventBus, 'publish'>;
  log: FastifyBaseLogger;
}): Promise<AuthContext> {
  const { config, db, mailer, events, log } = options;
  const secret = await resolveAuthSecret({ db, configured: config.AUTH_SECRET });
  return {
    db,
    secret,
    accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    publicUrl: config.publicUrl,
    events,
    sendEmail: (message) =>
      sendEmail({ db, mailer, message, log, printToLog: config.NODE_ENV === 'development' }),
  };
}
