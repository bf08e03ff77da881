import { z } from 'zod';
import type { Language } from './constants.ts';

/** SMS and e-mail to candidates from an application (issue 11): templates, placeholders, SMS length. */

export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const TEMPLATE_IDS = ['interview', 'reminder', 'update', 'blank'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

/** The placeholders a template may use; the server fills them per application. */
export const PLACEHOLDERS = ['candidateName', 'jobTitle', 'interviewTime', 'company'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

export const MESSAGE_TEMPLATES: Record<Language, Record<TemplateId, { subject: string; body: string }>> = {
  he: {
    interview: {
      subject: 'הזמנה לראיון: {jobTitle}',
      body: 'שלום {candidateName}, נשמח לראיין אותך למשרה {jobTitle} ב-{company} ב-{interviewTime}. נא לאשר את הגעתך.',
    },
    reminder: {
      subject: 'תזכורת לראיון: {jobTitle}',
      body: 'שלום {candidateName}, תזכורת לראיון למשרה {jobTitle} ב-{company} ב-{interviewTime}.',
    },
    update: {
      subject: 'עדכון לגבי מועמדותך: {jobTitle}',
      body: 'שלום {candidateName}, יש לנו עדכון לגבי מועמדותך למשרה {jobTitle} ב-{company}.',
    },
    blank: { subject: '', body: '' },
  },
  en: {
    interview: {
      subject: 'Interview invitation: {jobTitle}',
      body: 'Hello {candidateName}, we would like to interview you for {jobTitle} at {company} on {interviewTime}. Please confirm.',
    },
    reminder: {
      subject: 'Interview reminder: {jobTitle}',
      body: 'Hello {candidateName}, a reminder of your interview for {jobTitle} at {company} on {interviewTime}.',
    },
    update: {
      subject: 'About your application: {jobTitle}',
      body: 'Hello {candidateName}, we have news about your application for {jobTitle} at {company}.',
    },
    blank: { subject: '', body: '' },
  },
  ar: {
    interview: {
      subject: 'دعوة إلى مقابلة: {jobTitle}',
      body: 'مرحبًا {candidateName}، يسعدنا إجراء مقابلة معك لوظيفة {jobTitle} في {company} في {interviewTime}. يرجى التأكيد.',
    },
    reminder: {
      subject: 'تذكير بالمقابلة: {jobTitle}',
      body: 'مرحبًا {candidateName}، تذكير بمقابلتك لوظيفة {jobTitle} في {company} في {interviewTime}.',
    },
    update: {
      subject: 'بخصوص طلبك: {jobTitle}',
      body: 'مرحبًا {candidateName}، لدينا مستجدات بخصوص طلبك لوظيفة {jobTitle} في {company}.',
    },
    blank: { subject: '', body: '' },
  },
};

/** Replaces `{candidateName}` and the other placeholders; an unknown one is left as it is. */
export function fillPlaceholders(text: string, values: Partial<Record<Placeholder, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (PLACEHOLDERS as readonly string[]).includes(name) ? (values[name as Placeholder] ?? '') : whole,
  );
}

/** The GSM 03.38 basic set and its extension (which counts twice). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€';

/**
 * The length of an SMS as a phone counts it: GSM-7 text (160 a message, 153 a part when split), or
 * UCS-2 as soon as one character is outside it, which Hebrew and Arabic always are (70, 67 when split;
 * a character outside the basic plane counts two).
 */
export function smsLength(text: string): { encoding: 'GSM-7' | 'UCS-2'; units: number; segments: number } {
  const chars = [...text];
  const gsm = chars.every((c) => GSM_BASIC.includes(c) || GSM_EXTENDED.includes(c));
  if (gsm) {
    const units = chars.reduce((n, c) => n + (GSM_EXTENDED.includes(c) ? 2 : 1), 0);
    return {
      encoding: 'GSM-7',
      units,
      segments: units === 0 ? 0 : units <= 160 ? 1 : Math.ceil(units / 153),
    };
  }
  const units = text.length; // UTF-16 code units: an emoji is two.
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

export const SMS_MAX_SEGMENTS = 10;

export const ZSendMessageRequest = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  /** E-mail only. Placeholders are filled per application. */
  subject: z.string().trim().max(200).optional(),
  body: z.string().trim().min(1).max(1600),
});
export type TSendMessageRequest = z.infer<typeof ZSendMessageRequest>;

export const ZBulkMessageRequest = ZSendMessageRequest.extend({
  applicationIds: z.array(z.uuid()).min(1).max(200),
});
export type TBulkMessageRequest = z.infer<typeof ZBulkMessageRequest>;

/** One message of an application's history. */
export const ZApplicationMessage = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** outbox: kept (no provider set); sent; failed (with the provider's reason). */
  status: z.enum(['outbox', 'sent', 'failed']),
  provider: z.string(),
  error: z.string().nullable(),
  sentByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TApplicationMessage = z.infer<typeof ZApplicationMessage>;

/** Whether the application's candidate can be reached, and how (shown before writing). */
export const ZMessageReach = z.object({
  email: z.string().nullable(),
  /** E.164, or null when there is no valid number. */
  phone: z.string().nullable(),
  smsOptOut: z.boolean(),
  smsConfigured: z.boolean(),
  language: z.enum(['he', 'en', 'ar']),
});
export type TMessageReach = z.infer<typeof ZMessageReach>;

export const ZBulkMessageResult = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  /** Not sent: no address or number, or the candidate opted out of SMS. */
  skipped: z.array(z.object({ applicationId: z.string(), reason: z.enum(['no_address', 'opted_out']) })),
});
export type TBulkMessageResult = z.infer<typeof ZBulkMessageResult>;
