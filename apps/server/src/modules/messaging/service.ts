import { count, desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TMessage, TMessageList } from '@gius/shared/messages';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { EmailMessage, Mailer } from './mailer.ts';
import type { SmsSender } from './sms.ts';
import { messages } from './tables.ts';

export interface SendEmailOptions {
  db: Database;
  mailer: Mailer;
  message: EmailMessage;
  /** Development only: the e-mail is printed to the log so a link can be followed. */
  log?: FastifyBaseLogger;
  printToLog?: boolean;
  /** The application the message is about (its history), and who sent it. */
  applicationId?: string;
  sentBy?: string;
}

function attachmentsOf(message: EmailMessage) {
  return message.calendar
    ? [
        {
          filename: message.calendar.filename,
          contentType: `text/calendar; charset=utf-8; method=${message.calendar.method}`,
          content: message.calendar.content,
        },
      ]
    : null;
}

/**
 * Sends an e-mail through the configured provider and keeps a record of it. In outbox mode the
 * record is the delivery. A failed SMTP delivery is recorded, logged, and answered as 503.
 */
export async function sendEmail({
  db,
  mailer,
  message,
  log,
  printToLog,
  applicationId,
  sentBy,
}: SendEmailOptions): Promise<void> {
  const about = { applicationId: applicationId ?? null, sentBy: sentBy ?? null };
  if (mailer.kind === 'outbox') {
    await db.insert(messages).values({
      ...about,
      attachments: attachmentsOf(message),
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
    // The body may hold a sign-in link or code: once delivered it is not kept, except for a message
    // about an application (no secret in it), whose history shows the text that was sent.
    await db.insert(messages).values({
      ...about,
      channel: 'email',
      to: message.to,
      subject: message.subject,
      body: applicationId ? message.text : '',
      status: 'sent',
      provider: mailer.kind,
      providerId,
    });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await db.insert(messages).values({
      ...about,
      channel: 'email',
      to: message.to,
      subject: message.subject,
      body: applicationId ? message.text : '',
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
    attachments: row.attachments ?? [],
    applicationId: row.applicationId,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total: total?.n ?? 0 };
}

/**
 * Sends an SMS through the configured provider and records it (to, text, delivery state) on the
 * application's history. A provider failure (refusal, 429, 5xx, no answer) is recorded as failed with
 * its reason and answered as 502 `SMS_FAILED` ("SMS failure"): never lost silently.
 */
export async function sendSms({
  db,
  sms,
  to,
  body,
  applicationId,
  sentBy,
  log,
}: {
  db: Database;
  sms: SmsSender;
  to: string;
  body: string;
  applicationId?: string;
  sentBy?: string;
  log?: FastifyBaseLogger;
}): Promise<void> {
  const about = {
    applicationId: applicationId ?? null,
    sentBy: sentBy ?? null,
    channel: 'sms' as const,
    to,
    body,
  };
  if (sms.kind === 'outbox') {
    await db.insert(messages).values({ ...about, status: 'outbox', provider: 'outbox' });
    return;
  }
  try {
    const { providerId } = await sms.send({ to, body });
    await db.insert(messages).values({ ...about, status: 'sent', provider: sms.kind, providerId });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await db
      .insert(messages)
      .values({ ...about, status: 'failed', provider: sms.kind, error: reason.slice(0, 500) });
    log?.warn({ err: reason }, 'SMS delivery failed');
    throw new AppError('SMS_FAILED', 'The SMS could not be sent');
  }
}
