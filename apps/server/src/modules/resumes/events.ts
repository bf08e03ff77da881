import type { EventBus } from '../events/event-bus.ts';
import type { resumes } from './tables.ts';

export type ResumeEventType =
  /** The resume's text changed (OCR or a model read a scan). */
  | 'resume.updated'
  /** The resume's analysis and details are stored: it can be ranked against jobs. */
  | 'resume.analysed';

/**
 * Tells the resume's owner: a company's pool (its users and the admins) or the candidate. Ids
 * only; pages refetch. Realtime is a convenience: a failure to notify fails nothing.
 */
export async function publishResumeEvent({
  events,
  type,
  row,
}: {
  events: EventBus | undefined;
  type: ResumeEventType;
  row: Pick<typeof resumes.$inferSelect, 'id' | 'ownerCompanyId' | 'ownerUserId' | 'extractionStatus'>;
}): Promise<void> {
  await events
    ?.publish({
      type,
      audience: row.ownerCompanyId
        ? { companyIds: [row.ownerCompanyId], roles: ['admin'] }
        : { userIds: [row.ownerUserId!] },
      data: { resumeId: row.id, extractionStatus: row.extractionStatus },
    })
    .catch(() => {});
}
