import { desc, eq } from 'drizzle-orm';
import parsePhoneNumberFromString from 'libphonenumber-js';
import {
  fillPlaceholders,
  smsLength,
  SMS_MAX_SEGMENTS,
  type TApplicationMessage,
  type TBulkMessageResult,
  type TMessageReach,
  type TSendMessageRequest,
} from '@gius/shared/candidate-messages';
import type { TApplication } from '@gius/shared/applications';
import { DEFAULT_TIME_ZONE } from '@gius/shared/interviews';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { CompanyScope } from '../../http/company-scope.ts';
import { getApplication } from '../applications/service.ts';
import { findUserById, findUsersByIds } from '../auth/users-service.ts';
import { findResume } from '../resumes/service.ts';
import type { Mailer } from './mailer.ts';
import { sendEmail, sendSms } from './service.ts';
import type { SmsSender } from './sms.ts';
import { messages } from './tables.ts';

export interface CandidateMessagingDeps {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  log?: FastifyBaseLogger;
}

/** A phone number as E.164 (Israeli numbers may be written locally: 050-…), or null when not valid. */
export function toE164(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const parsed = parsePhoneNumberFromString(raw, 'IL');
  return parsed?.isValid() ? parsed.number : null;
}

/** How the application's candidate can be reached: their account's e-mail and phone, else the resume's. */
export async function reachOf(
  db: Database,
  application: TApplication,
  sms: SmsSender,
): Promise<TMessageReach> {
  const user = application.candidateId ? await findUserById({ db, id: application.candidateId }) : undefined;
  const resume = application.resumeId ? await findResume({ db, id: application.resumeId }) : undefined;
  return {
    email: application.candidateEmail,
    phone: toE164(user?.phone) ?? toE164(resume?.phone),
    smsOptOut: user?.smsOptOut ?? false,
    smsConfigured: sms.kind !== 'outbox',
    language: user?.locale ?? 'he',
  };
}

function placeholderValues(application: TApplication, language: 'he' | 'en' | 'ar') {
  const locale = { he: 'he-IL', en: 'en-GB', ar: 'ar' }[language];
  return {
    candidateName: application.candidateName,
    jobTitle: application.jobTitle,
    company: application.companyName,
    interviewTime: application.interviewAt
      ? new Intl.DateTimeFormat(locale, {
          dateStyle: 'full',
          timeStyle: 'short',
          timeZone: DEFAULT_TIME_ZONE,
        }).format(new Date(application.interviewAt))
      : '',
  };
}

/** Sends one SMS or e-mail to an application's candidate, with the placeholders filled; refuses what cannot go. */
async function sendOne({
  deps,
  application,
  actorId,
  input,
}: {
  deps: CandidateMessagingDeps;
  application: TApplication;
  actorId: string;
  input: TSendMessageRequest;
}): Promise<void> {
  const reach = await reachOf(deps.db, application, deps.sms);
  const values = placeholderValues(application, reach.language);
  const body = fillPlaceholders(input.body, values);
  if (input.channel === 'sms') {
    if (reach.smsOptOut) throw new AppError('SMS_OPTED_OUT', 'The candidate opted out of SMS');
    if (!reach.phone) throw new AppError('NO_CONTACT', 'No valid phone number for the candidate');
    if (smsLength(body).segments > SMS_MAX_SEGMENTS)
      throw new AppError('SMS_TOO_LONG', 'The SMS is too long');
    await sendSms({
      db: deps.db,
      sms: deps.sms,
      to: reach.phone,
      body,
      applicationId: application.id,
      sentBy: actorId,
      log: deps.log,
    });
    return;
  }
  if (!reach.email) throw new AppError('NO_CONTACT', 'No e-mail address for the candidate');
  await sendEmail({
    db: deps.db,
    mailer: deps.mailer,
    log: deps.log,
    applicationId: application.id,
    sentBy: actorId,
    message: {
      to: reach.email,
      subject: fillPlaceholders(input.subject ?? '', values) || application.jobTitle,
      text: body,
    },
  });
}

export async function sendToApplication(options: {
  deps: CandidateMessagingDeps;
  scope: CompanyScope;
  actorId: string;
  applicationId: string;
  input: TSendMessageRequest;
}): Promise<TApplicationMessage> {
  const { deps, scope, applicationId } = options;
  const application = await getApplication({ db: deps.db, id: applicationId, scope });
  await sendOne({ ...options, application });
  return (await listApplicationMessages({ db: deps.db, scope, applicationId }))[0]!;
}

/** The same message to several applications: each filled for its candidate; what cannot go is skipped and said. */
export async function sendToApplications({
  deps,
  scope,
  actorId,
  applicationIds,
  input,
}: {
  deps: CandidateMessagingDeps;
  scope: CompanyScope;
  actorId: string;
  applicationIds: string[];
  input: TSendMessageRequest;
}): Promise<TBulkMessageResult> {
  const result: TBulkMessageResult = { sent: 0, failed: 0, skipped: [] };
  // Every id must be the scope's before anything is sent.
  const applications = await Promise.all(
    [...new Set(applicationIds)].map((id) => getApplication({ db: deps.db, id, scope })),
  );
  for (const application of applications) {
    try {
      await sendOne({ deps, application, actorId, input });
      result.sent += 1;
    } catch (err) {
      if (err instanceof AppError && err.code === 'SMS_OPTED_OUT')
        result.skipped.push({ applicationId: application.id, reason: 'opted_out' });
      else if (err instanceof AppError && err.code === 'NO_CONTACT')
        result.skipped.push({ applicationId: application.id, reason: 'no_address' });
      else if (err instanceof AppError && (err.code === 'SMS_FAILED' || err.code === 'SERVICE_UNAVAILABLE'))
        result.failed += 1;
      else throw err;
    }
  }
  return result;
}

/** The messages of an application, newest first: who sent, when, channel, text, delivery state. */
export async function listApplicationMessages({
  db,
  scope,
  applicationId,
}: {
  db: Database;
  scope: CompanyScope;
  applicationId: string;
}): Promise<TApplicationMessage[]> {
  await getApplication({ db, id: applicationId, scope });
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.applicationId, applicationId))
    .orderBy(desc(messages.createdAt))
    .limit(200);
  const senderIds = rows.flatMap((r) => (r.sentBy ? [r.sentBy] : []));
  const senders = new Map((await findUsersByIds({ db, ids: senderIds })).map((u) => [u.id, u.fullName]));
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.to,
    subject: r.subject,
    body: r.body,
    status: r.status,
    provider: r.provider,
    error: r.error,
    sentByName: r.sentBy ? (senders.get(r.sentBy) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function messageReach({
  deps,
  scope,
  applicationId,
}: {
  deps: CandidateMessagingDeps;
  scope: CompanyScope;
  applicationId: string;
}): Promise<TMessageReach> {
  const application = await getApplication({ db: deps.db, id: applicationId, scope });
  return reachOf(deps.db, application, deps.sms);
}
