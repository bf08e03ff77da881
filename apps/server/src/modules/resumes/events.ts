import type { AppEvent, EventBus } from '../events/event-bus.ts';
import type { resumes } from './tables.ts';

/** Realtime event: a resume's text changed (OCR or a model read a scan). */
export const RESUME_UPDATED = 'resume.updated';
/** Realtime event: the resume's analysis and details are stored; it can be ranked against jobs. */
export const RESUME_ANALYSED = 'resume.analysed';
/** Realtime event: a model could not read a scan (`data.code` says why). */
export const RESUME_READ_FAILED = 'resume.read_failed';

type ResumeEventType = typeof RESUME_UPDATED | typeof RESUME_ANALYSED | typeof RESUME_READ_FAILED;
type ResumeOwner = Pick<typeof resumes.$inferSelect, 'ownerCompanyId' | 'ownerUserId'>;

/** Who hears of a resume: its company (and the admins) for a pool resume, else its candidate. */
export function resumeAudience(row: ResumeOwner): AppEvent['audience'] {
  return row.ownerCompanyId
    ? { companyIds: [row.ownerCompanyId], roles: ['admin'] }
    : { userIds: [row.ownerUserId!] };
}

/**
 * Tells the resume's owner; ids (and a status or code) only, pages refetch. Realtime is a
 * convenience: a failure to notify fails nothing.
 */
export async function publishResumeEvent({
  events,
  type,
  row,
  data,
}: {
  events: EventBus | undefined;
  type: ResumeEventType;
  row: ResumeOwner & Pick<typeof resumes.$inferSelect, 'id' | 'extractionStatus'>;
  data?: Record<string, unknown>;
}): Promise<void> {
  await events
    ?.publish({
      type,
      audience: resumeAudience(row),
      data: { resumeId: row.id, extractionStatus: row.extractionStatus, ...data },
    })
    .catch(() => {});
}
