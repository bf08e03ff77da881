import { z } from 'zod';
import { INTERVIEW_STATUSES } from './applications.ts';

/** Interviews of an application (issue 11): scheduled by the company, told to the candidate with an .ics. */

/** Spec section 4's statuses, plus cancelled. */
export const INTERVIEW_STATES = [...INTERVIEW_STATUSES, 'cancelled'] as const;
export type InterviewState = (typeof INTERVIEW_STATES)[number];

/** A company's time zone when nothing else is said. */
export const DEFAULT_TIME_ZONE = 'Asia/Jerusalem';
export const INTERVIEW_DURATIONS = [15, 30, 45, 60, 90, 120] as const;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const ZInterviewer = z.object({ id: z.string(), fullName: z.string(), email: z.string() });
export type TInterviewer = z.infer<typeof ZInterviewer>;

export const ZInterview = z.object({
  id: z.string(),
  applicationId: z.string(),
  companyId: z.string(),
  jobTitle: z.string(),
  candidateName: z.string(),
  /** UTC instant of the start; shown in `timeZone`. */
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  timeZone: z.string(),
  location: z.string().nullable(),
  videoUrl: z.string().nullable(),
  message: z.string().nullable(),
  interviewers: z.array(ZInterviewer),
  status: z.enum(INTERVIEW_STATES),
  /** RFC 5545 SEQUENCE of the invitation: raised on each change told to the attendees. */
  sequence: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TInterview = z.infer<typeof ZInterview>;

/** What the candidate sees of an interview in "My applications". */
export const ZMyInterview = ZInterview.pick({
  id: true,
  applicationId: true,
  jobTitle: true,
  startsAt: true,
  endsAt: true,
  durationMinutes: true,
  timeZone: true,
  location: true,
  videoUrl: true,
  message: true,
  status: true,
}).extend({ companyName: z.string() });
export type TMyInterview = z.infer<typeof ZMyInterview>;

/** The fields of a schedule, with no defaults (an update names only what changes). */
const ZScheduleFields = z.object({
  /** The day and the wall-clock time in `timeZone`. */
  date: z.iso.date(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm'),
  durationMinutes: z
    .number()
    .int()
    .min(5)
    .max(8 * 60),
  timeZone: z.string().refine(isTimeZone, 'not a time zone'),
  location: z.string().trim().max(300).nullable(),
  videoUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable(),
  /** Users of the company's team (HR users and managers). */
  interviewerIds: z.array(z.uuid()).max(10),
  message: z.string().trim().max(2000).nullable(),
});

export const ZScheduleInterviewRequest = ZScheduleFields.extend({
  timeZone: ZScheduleFields.shape.timeZone.default(DEFAULT_TIME_ZONE),
  location: ZScheduleFields.shape.location.optional(),
  videoUrl: ZScheduleFields.shape.videoUrl.optional(),
  interviewerIds: ZScheduleFields.shape.interviewerIds.default([]),
  message: ZScheduleFields.shape.message.optional(),
  /** Save although an interviewer has another interview at that time (after the warning). */
  allowOverlap: z.boolean().default(false),
});
export type TScheduleInterviewRequest = z.input<typeof ZScheduleInterviewRequest>;

/** Reschedule or change details (the attendees are told, SEQUENCE raised), or set the status. */
export const ZUpdateInterviewRequest = ZScheduleFields.partial().extend({
  status: z.enum(INTERVIEW_STATUSES).optional(),
  allowOverlap: z.boolean().default(false),
});
export type TUpdateInterviewRequest = z.input<typeof ZUpdateInterviewRequest>;

/** The overlap warning's details: `fields` of the 409 `INTERVIEW_OVERLAP` answer, one per clash. */
export const ZInterviewOverlap = z.object({
  interviewerName: z.string(),
  candidateName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type TInterviewOverlap = z.infer<typeof ZInterviewOverlap>;

export const ZInterviewsQuery = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  /** Admin only: one company's. */
  companyId: z.uuid().optional(),
});
