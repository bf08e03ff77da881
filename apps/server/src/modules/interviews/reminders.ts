import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enqueueTask, type TaskHandler } from '../../queue/queue.ts';
import { getApplication } from '../applications/service.ts';
import { findUserById } from '../auth/users-service.ts';
import { reachOf } from '../messaging/candidate-service.ts';
import type { Mailer } from '../messaging/mailer.ts';
import { sendEmail, sendSms } from '../messaging/service.ts';
import type { SmsSender } from '../messaging/sms.ts';
import { reminderEmail } from './invitation.ts';
import { interviews } from './tables.ts';

/** Background task kind: the reminder 24 hours before an interview. */
export const INTERVIEW_REMIND_TASK = 'interview.remind';
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

export interface RemindPayload {
  interviewId: string;
  /** The start the reminder is for: once the interview moves, this one is stale and sends nothing. */
  startsAt: string;
}

/**
 * Queues the reminder of an interview at its start minus 24 hours (at once when that is past and the
 * interview is still ahead). The durable queue keeps it across restarts; the dedupe key makes it one
 * per (interview, start), so saving twice queues it once.
 */
export async function enqueueReminder(
  db: Database,
  row: { id: string; startsAt: Date; status: string },
  now = Date.now(),
): Promise<void> {
  if (row.status === 'cancelled' || row.startsAt.getTime() <= now) return;
  const startsAt = row.startsAt.toISOString();
  await enqueueTask(db, INTERVIEW_REMIND_TASK, { interviewId: row.id, startsAt } satisfies RemindPayload, {
    runAt: new Date(Math.max(row.startsAt.getTime() - REMINDER_LEAD_MS, now)),
    dedupeKey: `${INTERVIEW_REMIND_TASK}:${row.id}:${startsAt}`,
  });
}

/**
 * Sends a reminder if it is still due: the interview exists, is not cancelled, still starts at the
 * payload's time, and no reminder was sent for that time. Marking it and recording the e-mail are one
 * transaction, so a task run twice (a retry, a worker that died after sending) sends once; a failed
 * delivery rolls the mark back and the queue tries again.
 */
export async function sendReminder({
  db,
  mailer,
  sms,
  payload,
}: {
  db: Database;
  mailer: Mailer;
  /** With a real provider (not the outbox), the candidate with a number who did not opt out also gets an SMS. */
  sms?: SmsSender;
  payload: RemindPayload;
}): Promise<boolean> {
  const sent = await db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    const startsAt = new Date(payload.startsAt);
    const [row] = await tx
      .update(interviews)
      .set({ reminderSentFor: startsAt })
      .where(
        and(
          eq(interviews.id, payload.interviewId),
          ne(interviews.status, 'cancelled'),
          eq(interviews.startsAt, startsAt),
          or(isNull(interviews.reminderSentFor), ne(interviews.reminderSentFor, startsAt)),
        ),
      )
      .returning();
    if (!row) return false;
    const application = await getApplication({ db: tx, id: row.applicationId, scope: { all: true } });
    if (!application.candidateEmail) return { application, row };
    const candidate = application.candidateId
      ? await findUserById({ db: tx, id: application.candidateId })
      : undefined;
    await sendEmail({
      db: tx,
      mailer,
      applicationId: application.id,
      message: reminderEmail({
        to: application.candidateEmail,
        language: candidate?.locale ?? 'he',
        facts: {
          id: row.id,
          startsAt: row.startsAt,
          endsAt: row.endsAt,
          timeZone: row.timeZone,
          location: row.location,
          videoUrl: row.videoUrl,
          jobTitle: application.jobTitle,
          companyName: application.companyName,
        },
      }),
    });
    return { application, row };
  });
  if (!sent) return false;
  // After the commit, outside the e-mail's transaction: an SMS failure is recorded on the history
  // (sendSms) and never makes the queue send the e-mail again.
  if (sms && sms.kind !== 'outbox') {
    const reach = await reachOf(db, sent.application, sms);
    if (reach.phone && !reach.smsOptOut) {
      const text = reminderEmail({
        to: reach.phone,
        language: reach.language,
        facts: {
          id: sent.row.id,
          startsAt: sent.row.startsAt,
          endsAt: sent.row.endsAt,
          timeZone: sent.row.timeZone,
          location: sent.row.location,
          videoUrl: null,
          jobTitle: sent.application.jobTitle,
          companyName: sent.application.companyName,
        },
      }).text;
      await sendSms({ db, sms, to: reach.phone, body: text, applicationId: sent.application.id }).catch(
        () => {},
      );
    }
  }
  return true;
}

/** The interviews module's background work. */
export function interviewTaskHandlers({
  db,
  mailer,
  sms,
}: {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
}): Record<string, TaskHandler> {
  return {
    [INTERVIEW_REMIND_TASK]: async (payload) => {
      await sendReminder({ db, mailer, sms, payload: payload as RemindPayload });
    },
  };
}
