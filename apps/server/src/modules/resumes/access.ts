import type { Database } from '../../db/client.ts';
import { inScope, type CompanyScope } from '../../http/company-scope.ts';
import { isResumeSentToCompany } from '../applications/service.ts';
import { resumeIdsSentTo } from '../applications/list-service.ts';
import type { AuthUser } from '../auth/guard.ts';
import { findResume, findResumes, listCandidateResumes, listPoolResumes, resumeNotFound } from './service.ts';
import type { ResumeRow } from './upload-service.ts';

/**
 * Who may see a resume (DESIGN section 5): its candidate; a company it was sent to (an
 * application to one of its jobs) or whose pool it is in; the admin. Anyone else gets the same
 * 404 as for a resume that does not exist.
 */
export async function readableResume({
  db,
  user,
  id,
}: {
  db: Database;
  user: AuthUser;
  id: string;
}): Promise<ResumeRow> {
  const row = await findResume({ db, id });
  if (!row) throw resumeNotFound();
  if (user.role === 'admin' || (row.ownerUserId && row.ownerUserId === user.id)) return row;
  if (user.companyId && (user.role === 'hr' || user.role === 'company_manager')) {
    if (row.ownerCompanyId === user.companyId) return row;
    if (await isResumeSentToCompany({ db, resumeId: id, companyId: user.companyId })) return row;
  }
  throw resumeNotFound();
}

/** Deleting: the candidate their own; a company its pool's; the admin any. Not a resume merely sent to a company. */
export async function deletableResume({
  db,
  user,
  id,
}: {
  db: Database;
  user: AuthUser;
  id: string;
}): Promise<ResumeRow> {
  const row = await readableResume({ db, user, id });
  const mayDelete =
    user.role === 'admin' ||
    (row.ownerUserId !== null && row.ownerUserId === user.id) ||
    (row.ownerCompanyId !== null && row.ownerCompanyId === user.companyId);
  if (!mayDelete) throw resumeNotFound();
  return row;
}

/** A resume of a company pool within the scope (reviewing duplicates). Anything else: 404. */
export async function scopedPoolResume({
  db,
  scope,
  id,
}: {
  db: Database;
  scope: CompanyScope;
  id: string;
}): Promise<ResumeRow> {
  const row = await findResume({ db, id });
  if (!row?.ownerCompanyId || !inScope(scope, row.ownerCompanyId)) throw resumeNotFound();
  return row;
}

/** The resumes list: a candidate's own; for a company its pool and the resumes sent to it. */
export async function listResumesFor({
  db,
  user,
  scope,
}: {
  db: Database;
  user: AuthUser;
  scope: CompanyScope | null;
}): Promise<ResumeRow[]> {
  if (!scope) return listCandidateResumes({ db, userId: user.id });
  const companyId = scope.all ? null : scope.companyId;
  const [pool, sentIds] = await Promise.all([
    listPoolResumes({ db, companyId }),
    resumeIdsSentTo({ db, companyId }),
  ]);
  const sent = await findResumes({ db, ids: sentIds });
  const byId = new Map([...pool, ...sent].map((r) => [r.id, r]));
  return [...byId.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
