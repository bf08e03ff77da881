import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { createUser } from '../modules/auth/users-service.ts';
import { createCompany } from '../modules/companies/service.ts';
import { createJob } from '../modules/jobs/service.ts';
import { ensureMeta } from '../modules/system/service.ts';
import { DEMO_JOBS } from './demo-jobs.ts';

export const DEMO_MANAGER_EMAIL = 'demo.manager@gius.local';

/**
 * First start only (DESIGN section 7): a demo company with a manager and open jobs, so a new
 * installation shows what Gius does. Answers the manager's credentials, to be printed once;
 * later starts (and a second instance starting at the same moment) answer null.
 */
export async function seedDemo({
  db,
}: {
  db: Database;
}): Promise<{ email: string; password: string } | null> {
  const claim = `demo-${randomBytes(8).toString('hex')}`;
  if ((await ensureMeta(db, 'demo_seed_claim', () => claim)) !== claim) return null;
  const company = await createCompany({ db, name: 'Gius Demo' });
  const password = randomBytes(12).toString('base64url');
  const manager = await createUser({
    db,
    user: {
      email: DEMO_MANAGER_EMAIL,
      password,
      fullName: 'מנהלת גיוס (דמו)',
      role: 'company_manager',
      companyId: company.id,
      locale: 'he',
    },
  });
  for (const fields of DEMO_JOBS) {
    await createJob({ db, companyId: company.id, createdBy: manager.id, fields, publish: true });
  }
  return { email: DEMO_MANAGER_EMAIL, password };
}
