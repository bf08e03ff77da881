import { count, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notes } from './tables.ts';

/** How many notes each application has (for the applications page's rows); absent means none. */
export async function countNotesByApplication({
  db,
  applicationIds,
}: {
  db: Database;
  applicationIds: string[];
}): Promise<Map<string, number>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({ applicationId: notes.applicationId, n: count() })
    .from(notes)
    .where(inArray(notes.applicationId, applicationIds))
    .groupBy(notes.applicationId);
  return new Map(rows.map((r) => [r.applicationId, r.n]));
}
