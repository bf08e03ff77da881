import { z } from 'zod';
import { INTERVIEW_STATUSES } from './applications.ts';

/** Notes on an application (spec sections 3 and 5): for the company's staff and the admin, never the candidate. */

export const NOTE_MAX_LENGTH = 5000;

export const ZNote = z.object({
  id: z.string(),
  applicationId: z.string(),
  /** Null once the author's account is gone; the name is kept. */
  authorId: z.string().nullable(),
  authorName: z.string(),
  content: z.string(),
  /** The optional interview schedule of spec section 3. */
  interviewAt: z.string().nullable(),
  status: z.enum(INTERVIEW_STATUSES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the reader may do: edit their own; delete their own, or any of the company as its manager or the admin. */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type TNote = z.infer<typeof ZNote>;

/** Blank or missing content is refused with `NOTE_CONTENT_REQUIRED` ("Please fill note content"). */
export const ZCreateNoteRequest = z.object({
  content: z.string().max(NOTE_MAX_LENGTH).optional(),
  interviewAt: z.iso.datetime({ offset: true }).nullable().optional(),
  status: z.enum(INTERVIEW_STATUSES).nullable().optional(),
});
export type TCreateNoteRequest = z.infer<typeof ZCreateNoteRequest>;

export const ZUpdateNoteRequest = ZCreateNoteRequest;
export type TUpdateNoteRequest = z.infer<typeof ZUpdateNoteRequest>;

/** The text a note must have: anything but white space. */
export function isNoteContentFilled(content: string | undefined): content is string {
  return (content ?? '').trim().length > 0;
}
