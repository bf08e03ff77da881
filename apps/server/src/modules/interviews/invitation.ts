import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { Language } from '@gius/shared/constants';
import type { EmailMessage } from '../messaging/mailer.ts';

/** What an invitation says about an interview. */
export interface InvitationFacts {
  /** The interview's id: the UID of its event, the same in every e-mail about it. */
  id: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  location: string | null;
  videoUrl: string | null;
  message: string | null;
  jobTitle: string;
  companyName: string;
  candidateName: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

export type InvitationKind = 'new' | 'changed' | 'cancelled';

/** The event's UID: one per interview, stable across changes. */
export const interviewUid = (id: string) => `${id}@gius`;

/**
 * The RFC 5545 calendar of an invitation, written by ical-generator: METHOD:REQUEST for a new or
 * changed interview (SEQUENCE tells a calendar which is newer), METHOD:CANCEL when cancelled.
 * Times are UTC instants; calendars show them in the reader's zone.
 */
export function invitationCalendar(facts: InvitationFacts, kind: InvitationKind): string {
  const calendar = ical({
    prodId: { company: 'Gius', product: 'Gius interviews', language: 'HE' },
    method: kind === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    name: `${facts.jobTitle} – ${facts.companyName}`,
  });
  calendar.createEvent({
    id: interviewUid(facts.id),
    sequence: facts.sequence,
    stamp: new Date(),
    start: facts.startsAt,
    end: facts.endsAt,
    summary: `${facts.jobTitle} – ${facts.candidateName} (${facts.companyName})`,
    description: facts.message ?? undefined,
    location: facts.location ?? facts.videoUrl ?? undefined,
    url: facts.videoUrl ?? undefined,
    status: kind === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: facts.organizer,
    attendees: facts.attendees.map((a) => ({
      name: a.name,
      email: a.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: kind !== 'cancelled',
    })),
  });
  return calendar.toString();
}

const INTL_LOCALE: Record<Language, string> = { he: 'he-IL', en: 'en-GB', ar: 'ar' };

/** "יום שלישי, 1 בדצמבר 2026 בשעה 10:00" in the interview's zone and the reader's language. */
export function formatInterviewTime(at: Date, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(at);
}

const TEXTS = {
  he: {
    subject: { new: 'הזמנה לראיון', changed: 'עדכון מועד הראיון', cancelled: 'הראיון בוטל' },
    intro: {
      new: (job: string, company: string) => `הוזמנת לראיון למשרה "${job}" ב-${company}.`,
      changed: (job: string, company: string) => `פרטי הראיון למשרה "${job}" ב-${company} עודכנו.`,
      cancelled: (job: string, company: string) => `הראיון למשרה "${job}" ב-${company} בוטל.`,
    },
    when: 'מועד',
    duration: (m: number) => `משך: ${m} דקות`,
    place: 'מקום',
    link: 'קישור לשיחת וידאו',
    message: 'הודעה מהחברה',
    candidate: 'מועמד/ת',
    zone: 'אזור זמן',
  },
  en: {
    subject: { new: 'Interview invitation', changed: 'Interview updated', cancelled: 'Interview cancelled' },
    intro: {
      new: (job: string, company: string) => `You are invited to an interview for "${job}" at ${company}.`,
      changed: (job: string, company: string) => `The interview for "${job}" at ${company} was changed.`,
      cancelled: (job: string, company: string) => `The interview for "${job}" at ${company} was cancelled.`,
    },
    when: 'When',
    duration: (m: number) => `Duration: ${m} minutes`,
    place: 'Place',
    link: 'Video call',
    message: 'Message from the company',
    candidate: 'Candidate',
    zone: 'Time zone',
  },
  ar: {
    subject: { new: 'دعوة إلى مقابلة', changed: 'تم تحديث موعد المقابلة', cancelled: 'تم إلغاء المقابلة' },
    intro: {
      new: (job: string, company: string) => `تمت دعوتك إلى مقابلة لوظيفة "${job}" في ${company}.`,
      changed: (job: string, company: string) => `تم تغيير تفاصيل المقابلة لوظيفة "${job}" في ${company}.`,
      cancelled: (job: string, company: string) => `تم إلغاء المقابلة لوظيفة "${job}" في ${company}.`,
    },
    when: 'الموعد',
    duration: (m: number) => `المدة: ${m} دقيقة`,
    place: 'المكان',
    link: 'رابط مكالمة الفيديو',
    message: 'رسالة من الشركة',
    candidate: 'المرشح/ة',
    zone: 'المنطقة الزمنية',
  },
} as const;

/** The e-mail of an invitation to one attendee, in their language, with the .ics as its calendar part. */
export function invitationEmail({
  to,
  language,
  facts,
  kind,
  forInterviewer,
}: {
  to: string;
  language: Language;
  facts: InvitationFacts;
  kind: InvitationKind;
  forInterviewer: boolean;
}): EmailMessage {
  const t = TEXTS[language];
  const lines = [
    t.intro[kind](facts.jobTitle, facts.companyName),
    ...(forInterviewer ? [`${t.candidate}: ${facts.candidateName}`] : []),
    `${t.when}: ${formatInterviewTime(facts.startsAt, facts.timeZone, language)} (${t.zone}: ${facts.timeZone})`,
    t.duration(Math.round((facts.endsAt.getTime() - facts.startsAt.getTime()) / 60_000)),
    ...(facts.location ? [`${t.place}: ${facts.location}`] : []),
    ...(facts.videoUrl ? [`${t.link}: ${facts.videoUrl}`] : []),
    ...(facts.message && !forInterviewer ? ['', `${t.message}:`, facts.message] : []),
  ];
  return {
    to,
    subject: `${t.subject[kind]}: ${facts.jobTitle} – ${facts.companyName}`,
    text: lines.join('\n'),
    calendar: {
      method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
      content: invitationCalendar(facts, kind),
      filename: kind === 'cancelled' ? 'cancel.ics' : 'invite.ics',
    },
  };
}

const REMINDER_TEXTS = {
  he: {
    subject: (job: string) => `תזכורת: ראיון מחר למשרה "${job}"`,
    intro: (job: string, company: string) => `תזכורת: מחר יש לך ראיון למשרה "${job}" ב-${company}.`,
  },
  en: {
    subject: (job: string) => `Reminder: your interview for "${job}" tomorrow`,
    intro: (job: string, company: string) =>
      `A reminder: tomorrow you have an interview for "${job}" at ${company}.`,
  },
  ar: {
    subject: (job: string) => `تذكير: مقابلتك غدًا لوظيفة "${job}"`,
    intro: (job: string, company: string) => `تذكير: لديك غدًا مقابلة لوظيفة "${job}" في ${company}.`,
  },
} as const;

/** The reminder a candidate gets 24 hours before the interview, in their language. */
export function reminderEmail({
  to,
  language,
  facts,
}: {
  to: string;
  language: Language;
  facts: Omit<InvitationFacts, 'organizer' | 'attendees' | 'sequence' | 'candidateName' | 'message'>;
}): EmailMessage {
  const t = TEXTS[language];
  const r = REMINDER_TEXTS[language];
  return {
    to,
    subject: r.subject(facts.jobTitle),
    text: [
      r.intro(facts.jobTitle, facts.companyName),
      `${t.when}: ${formatInterviewTime(facts.startsAt, facts.timeZone, language)} (${t.zone}: ${facts.timeZone})`,
      ...(facts.location ? [`${t.place}: ${facts.location}`] : []),
      ...(facts.videoUrl ? [`${t.link}: ${facts.videoUrl}`] : []),
    ].join('\n'),
  };
}
