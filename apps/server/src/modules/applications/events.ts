import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../events/event-bus.ts';
import { applications } from './tables.ts';
import type { ApplicationRow } from './mapping.ts';

export type ApplicationEventType =
  | 'application.created'
  | 'application.updated'
  | 'application.deleted'
  /** Score and analysis stored (or failed). */
  | 'application.analysed';

async function countApplicants({ db, jobId }: { db: Database; jobId: string }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applications).where(eq(applications.jobId, jobId));
  return row?.n ?? 0;
}

/**
 * Tells open pages: the job's company and the admins (applications page, applicant counts), and
 * the candidate (my applications). Ids and counts only; pages refetch what they show. Realtime is
 * a convenience: a failure to notify never fails the change itself.
 */
export async function publishApplicationEvent({
  db,
  events,
  type,
  row,
  jobIds = [row.jobId],
}: {
  db: Database;
  events: EventBus;
  type: ApplicationEventType;
  row: ApplicationRow;
  /** Jobs whose applicant count changed (two when an application moves to another job). */
  jobIds?: string[];
}): Promise<void> {
  try {
    const applicantCounts: Record<string, number> = {};
    for (const jobId of new Set(jobIds)) applicantCounts[jobId] = await countApplicants({ db, jobId });
    await events.publish({
      type,
      audience: { companyIds: [row.companyId], roles: ['admin'] },
      data: { applicationId: row.id, jobId: row.jobId, applicantCounts },
    });
    // The candidate hears of their own application, not of the job's applicant count.
    if (row.candidateId) {
      await events.publish({
        type,
        audience: { userIds: [row.candidateId] },
        data: { applicationId: row.id, jobId: row.jobId },
      });
    }
  } catch {
    // Pages also refetch when they reconnect.
  }
}
