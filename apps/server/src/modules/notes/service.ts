import { asc, eq, sql } from 'drizzle-orm';
import {
  isNoteContentFilled,
  type TCreateNoteRequest,
  type TNote,
  type TUpdateNoteRequest,
} from '@gius/shared/notes';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { inScope, type CompanyScope } from '../../http/company-scope.ts';
import { getApplicationRow } from '../applications/service.ts';
import type { AuthUser } from '../auth/guard.ts';
import { findUserById } from '../auth/users-service.ts';
import type { EventBus } from '../events/event-bus.ts';
import { notes } from './tables.ts';

type NoteRow = typeof notes.$inferSelect;
/** Who is reading or changing notes. */
export type NoteReader = Pick<AuthUser, 'id' | 'role'>;

const notFound = () => new AppError('NOT_FOUND', 'No such note');
const contentRequired = () => new AppError('NOTE_CONTENT_REQUIRED', 'Please fill note content');

/** A manager deletes any note of the company, the admin any note; everyone else their own. */
function mayDelete(reader: NoteReader, row: NoteRow): boolean {
  return row.authorId === reader.id || reader.role === 'company_manager' || reader.role === 'admin';
}

function toNote(row: NoteRow, reader: NoteReader): TNote {
  return {
    id: row.id,
    applicationId: row.applicationId,
    authorId: row.authorId,
    authorName: row.authorName,
    content: row.content,
    interviewAt: row.interviewAt?.toISOString() ?? null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canEdit: row.authorId === reader.id,
    canDelete: mayDelete(reader, row),
  };
}

/**
 * Tells the company's open pages and the admins (never the candidate: notes are internal).
 * A failure to notify never fails the change.
 */
async function publishNoteEvent(
  events: EventBus,
  type: 'note.created' | 'note.updated' | 'note.deleted',
  row: NoteRow,
) {
  try {
    await events.publish({
      type,
      audience: { companyIds: [row.companyId], roles: ['admin'] },
      data: { noteId: row.id, applicationId: row.applicationId },
    });
  } catch {
    // Pages refetch when they reconnect.
  }
}

export async function listNotes({
  db,
  scope,
  reader,
  applicationId,
}: {
  db: Database;
  scope: CompanyScope;
  reader: NoteReader;
  applicationId: string;
}): Promise<TNote[]> {
  await getApplicationRow({ db, id: applicationId, scope });
  const rows = await db
    .select()
    .from(notes)
    .where(eq(notes.applicationId, applicationId))
    .orderBy(asc(notes.createdAt), asc(notes.id));
  return rows.map((r) => toNote(r, reader));
}

export async function createNote({
  db,
  events,
  scope,
  reader,
  applicationId,
  input,
}: {
  db: Database;
  events: EventBus;
  scope: CompanyScope;
  reader: NoteReader;
  applicationId: string;
  input: TCreateNoteRequest;
}): Promise<TNote> {
  const application = await getApplicationRow({ db, id: applicationId, scope });
  if (!isNoteContentFilled(input.content)) throw contentRequired();
  const author = await findUserById({ db, id: reader.id });
  const [row] = await db
    .insert(notes)
    .values({
      applicationId,
      companyId: application.companyId,
      authorId: reader.id,
      authorName: author?.fullName ?? '',
      content: input.content.trim(),
      interviewAt: input.interviewAt ? new Date(input.interviewAt) : null,
      status: input.status ?? null,
    })
    .returning();
  await publishNoteEvent(events, 'note.created', row!);
  return toNote(row!, reader);
}

async function noteInScope({ db, scope, id }: { db: Database; scope: CompanyScope; id: string }) {
  const [row] = await db.select().from(notes).where(eq(notes.id, id));
  if (!row || !inScope(scope, row.companyId)) throw notFound();
  return row;
}

/** Only the author edits a note. */
export async function updateNote({
  db,
  events,
  scope,
  reader,
  id,
  patch,
}: {
  db: Database;
  events: EventBus;
  scope: CompanyScope;
  reader: NoteReader;
  id: string;
  patch: TUpdateNoteRequest;
}): Promise<TNote> {
  const current = await noteInScope({ db, scope, id });
  if (current.authorId !== reader.id) throw new AppError('FORBIDDEN', 'Only the author may edit a note');
  const values: Partial<typeof notes.$inferInsert> = {};
  if (patch.content !== undefined) {
    if (!isNoteContentFilled(patch.content)) throw contentRequired();
    values.content = patch.content.trim();
  }
  if (patch.interviewAt !== undefined)
    values.interviewAt = patch.interviewAt ? new Date(patch.interviewAt) : null;
  if (patch.status !== undefined) values.status = patch.status;
  const [row] = await db
    .update(notes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(notes.id, id))
    .returning();
  if (!row) throw notFound();
  await publishNoteEvent(events, 'note.updated', row);
  return toNote(row, reader);
}

export async function deleteNote({
  db,
  events,
  scope,
  reader,
  id,
}: {
  db: Database;
  events: EventBus;
  scope: CompanyScope;
  reader: NoteReader;
  id: string;
}): Promise<void> {
  const row = await noteInScope({ db, scope, id });
  if (!mayDelete(reader, row))
    throw new AppError('FORBIDDEN', "Only the author or the company's manager may delete a note");
  await db.delete(notes).where(eq(notes.id, id));
  await publishNoteEvent(events, 'note.deleted', row);
}
