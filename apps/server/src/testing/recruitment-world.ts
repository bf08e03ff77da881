import type { TSession } from '@gius/shared/auth';
import type { TApplication } from '@gius/shared/applications';
import type { TManagedJob } from '@gius/shared/jobs';
import type { TResume } from '@gius/shared/resumes';
import { createUser } from '../modules/auth/users-service.ts';
import { signIn, signInAdmin, signUp, TEST_PASSWORD, uniqueEmail } from './auth-helpers.ts';
import { apply, createJob, uploadResume } from './recruitment-helpers.ts';
import type { TestApp } from './test-app.ts';

export const ROLE_NAMES = ['anonymous', 'candidateA', 'candidateB', 'hrX', 'hrY', 'admin'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/**
 * Two companies (X, Y) with an HR user each, two candidates (A, B) and an admin, with jobs,
 * resumes and applications on both sides: the world of the authorization matrix.
 */
export async function buildRecruitmentWorld(t: TestApp, resumeFile: Buffer) {
  const managerX = await signUp(t.app, { role: 'company', companyName: 'Company X' });
  const managerY = await signUp(t.app, { role: 'company', companyName: 'Company Y' });
  const hrUser = async (companyId: string) => {
    const email = uniqueEmail('hr');
    await createUser({
      db: t.deps.database.db,
      user: { email, password: TEST_PASSWORD, fullName: 'HR User', role: 'hr', companyId },
    });
    return signIn(t.app, email, TEST_PASSWORD);
  };
  const sessions: Record<Exclude<RoleName, 'anonymous'>, TSession> = {
    candidateA: await signUp(t.app, { fullName: 'Candidate Alpha' }),
    candidateB: await signUp(t.app, { fullName: 'Candidate Beta' }),
    hrX: await hrUser(managerX.user.companyId!),
    hrY: await hrUser(managerY.user.companyId!),
    admin: await signInAdmin(t),
  };
  const jobX = await createJob(t.app, managerX, { title: 'Job of X' });
  const jobXDraft = await createJob(t.app, managerX, { title: 'Draft of X', publish: false });
  const jobY = await createJob(t.app, managerY, { title: 'Job of Y' });
  const resumeA = await uploadResume(t.app, sessions.candidateA, resumeFile, 'alpha-sent.docx');
  const resumeA2 = await uploadResume(t.app, sessions.candidateA, resumeFile, 'alpha-private.docx');
  const resumeB = await uploadResume(t.app, sessions.candidateB, resumeFile, 'beta-sent.docx');
  const poolX = await uploadResume(t.app, sessions.hrX, resumeFile, 'pool-x.docx');
  const poolY = await uploadResume(t.app, sessions.hrY, resumeFile, 'pool-y.docx');
  const applied = async (s: TSession, job: TManagedJob, r: TResume): Promise<TApplication> => {
    const res = await apply(t.app, s, job.id, r.id);
    if (res.statusCode !== 201) throw new Error(`apply failed: ${res.body}`);
    return res.json();
  };
  const appA = await applied(sessions.candidateA, jobX, resumeA);
  const appB = await applied(sessions.candidateB, jobY, resumeB);
  return {
    sessions,
    companyX: managerX.user.companyId!,
    companyY: managerY.user.companyId!,
    managerX,
    managerY,
    jobX,
    jobXDraft,
    jobY,
    resumeA,
    resumeA2,
    resumeB,
    poolX,
    poolY,
    appA,
    appB,
  };
}

export type RecruitmentWorld = Awaited<ReturnType<typeof buildRecruitmentWorld>>;
