import { count, desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TMessage, TMessageList } from '@gius/shared/messages';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { EmailMessage, Mailer } from './mailer.ts';
import { messages } from './tables.ts';

export interface SendEmailOptions {
  db: Database;
  mailer: Mailer;
  message: EmailMessage;
  /** Development only: the e-mail is printed to the log so a link can be followed. */
  log?: FastifyBaseLogger;
  printToLog?: boolean;
}

/**
 * Sends an e-mail through the configured provider and keeps a record of it. In outbox mode the
 * record is the delivery. A failed SMTP delivery is recorded, logged, and answered as 503.
 */
export async function sendEmail({ db, mailer, message, log, printToLog }: SendEmailOptions): Promise<void> {
  if (mailer.kind === 'outbox') {
    await db.insert(messages).values({
      channel: 'email',
      to: message.to,
      subject: message.subject,
      body: message.text,
      status: 'outbox',
      provider: 'outbox',
    });
    if (printToLog)
      log?.info({ to: message.to, subject: message.subject, body: message.text }, 'e-mail (outbox)');
    return;
  }
  try {
    const { providerId } = await mailer.deliver(message);
    // The body may hold a sign-in link or code: once delivered it is not kept.
    await db.insert(messages).values({
      channel: 'email',
      to: message.to,
      subject: message.subject,
      body: '',
      status: 'sent',
      provider: mailer.kind,
      providerId,
    });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await db.insert(messages).values({
      channel: 'email',
      to: message.to,
      subject: message.subject,
      body: '',
      status: 'failed',
      provider: mailer.kind,
      error: reason.slice(0, 500),
    });
    log?.error({ err: reason, to: message.to }, 'e-mail delivery failed');
    throw new AppError('SERVICE_UNAVAILABLE', 'The e-mail could not be sent');
  }
}

export async function listMessages({
  db,
  limit,
  offset,
}: {
  db: Database;
  limit: number;
  offset: number;
}): Promise<TMessageList> {
  const rows = await db.select().from(messages).orderBy(desc(messages.createdAt)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(messages);
  const items: TMessage[] = rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    body: row.body,
    status: row.status,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total: total?.n ?? 0 };
}
