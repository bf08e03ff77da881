import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';

export const SEED = {
  companies: 50,
  candidates: 10_000,
  jobs: 10_000,
  applicationsPerCandidate: 10,
} as const;

/**
 * A database of realistic size for the open jobs list: 50 companies, 10,000 jobs (70% open;
 * the rest drafts, frozen or scheduled for next week), 10,000 candidates with a resume each,
 * and 100,000 applications (each candidate to 10 different jobs). Plain SQL, so it takes seconds.
 */
export async function seedRecruitment(db: Database): Promise<void> {
  await db.execute(sql`insert into companies (name)
    select 'חברה ' || g from generate_series(1, ${SEED.companies}) g`);
  await db.execute(sql`insert into users (email, password_hash, full_name, role)
    select 'bench-' || g || '@example.com', 'not-a-hash', 'מועמד/ת ' || g, 'candidate'
    from generate_series(1, ${SEED.candidates}) g`);
  await db.execute(sql`
    with c as (select array_agg(id order by name) ids from companies)
    insert into jobs (company_id, title, description, requirements, location, employment_type,
                      is_active, is_published, publish_at, published_at, created_at)
    select c.ids[1 + g % ${SEED.companies}],
      (array['מפתח/ת Full Stack','Data Analyst','מנהל/ת מוצר','QA Engineer','DevOps','מעצב/ת UX','נציג/ת שירות','Backend Developer'])[1 + g % 8] || ' ' || g,
      repeat('תיאור המשרה: עבודה בצוות פיתוח מוביל, אחריות על מערכות בענן ושיתוף פעולה עם מחלקות המוצר. ', 12),
      repeat('דרישות: ניסיון של שלוש שנים לפחות, TypeScript, SQL, עבודה בצוות. ', 6),
      (array['תל אביב','חיפה','ירושלים','באר שבע','הרצליה','נתניה','עבודה מרחוק'])[1 + g % 7],
      (array['full_time','part_time','contract','temporary','internship','freelance'])[1 + g % 6],
      g % 10 <> 1,
      g % 10 <> 0,
      case when g % 10 = 2 then now() + interval '7 days' end,
      case when g % 10 = 2 then now() + interval '7 days' else now() - make_interval(mins => g) end,
      now() - make_interval(mins => g)
    from generate_series(1, ${SEED.jobs}) g, c`);
  await db.execute(sql`insert into resumes (owner_user_id, file_key, file_name, kind, mime, size, extracted_text, extraction_status, is_default)
    select id, 'bench/' || id, 'cv.docx', 'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 20000, 'קורות חיים', 'extracted', true
    from users where role = 'candidate'`);
  // 997 is prime to 10,000, so the 10 jobs of a candidate are all different.
  await db.execute(sql`
    with c as (select u.id uid, r.id rid, u.full_name, row_number() over (order by u.id) n
               from users u join resumes r on r.owner_user_id = u.id where u.role = 'candidate'),
         j as (select id, company_id, row_number() over (order by id) - 1 n from jobs)
    insert into applications (job_id, company_id, candidate_id, resume_id, candidate_name, resume_file_name, source)
    select j.id, j.company_id, c.uid, c.rid, c.full_name, 'cv.docx', 'manual'
    from c cross join generate_series(0, ${SEED.applicationsPerCandidate - 1}) k
    join j on j.n = (c.n * 7 + k * 997) % ${SEED.jobs}`);
  await db.execute(sql`analyze`);
}
