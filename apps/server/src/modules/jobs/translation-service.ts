import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ContentLanguage } from '@gius/shared/content';
import { CONTENT_LANGUAGES } from '@gius/shared/content';
import type {
  TJobTranslation,
  TJobTranslations,
  TListedTranslation,
  TranslatableJobField,
} from '@gius/shared/job-translations';
import { TRANSLATABLE_JOB_FIELDS } from '@gius/shared/job-translations';
import type { TUpdateJobTranslation } from '@gius/shared/jobs';
import { detectLanguage } from '@gius/engine/language';
import type { AiProvider } from '../../ai/ai-tasks.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { CompanyScope } from '../../http/company-scope.ts';
import { getManagedJob, type JobRow } from './service.ts';
import { jobTranslations } from './translation-tables.ts';

/** A job's translations into the product's other languages, through the AI provider. */

type TranslationRow = typeof jobTranslations.$inferSelect;

export function jobLanguage(job: Pick<JobRow, 'title' | 'description' | 'requirements'>): ContentLanguage {
  return detectLanguage(`${job.title}\n${job.description}\n${job.requirements}`);
}

function toTranslation(row: TranslationRow): TJobTranslation {
  return {
    language: row.language,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    location: row.location,
    machineTranslated: row.machineTranslated,
    untranslated: row.untranslated as TranslatableJobField[],
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function readJobTranslations(db: Database, jobId: string): Promise<TJobTranslation[]> {
  const rows = await db.select().from(jobTranslations).where(eq(jobTranslations.jobId, jobId));
  return rows.map(toTranslation).sort((a, b) => a.language.localeCompare(b.language));
}

export async function listJobTranslations({
  db,
  ai,
  scope,
  jobId,
}: {
  db: Database;
  ai: AiProvider;
  scope: CompanyScope;
  jobId: string;
}): Promise<TJobTranslations> {
  const job = await getManagedJob({ db, id: jobId, scope });
  return {
    original: jobLanguage(job),
    provider: ai.name,
    translations: await readJobTranslations(db, jobId),
  };
}

/** Translates the job into the two other languages (a new translation replaces the one before). */
export async function translateJob({
  db,
  ai,
  scope,
  jobId,
  signal,
}: {
  db: Database;
  ai: AiProvider;
  scope: CompanyScope;
  jobId: string;
  signal?: AbortSignal;
}): Promise<TJobTranslations> {
  const job = await getManagedJob({ db, id: jobId, scope });
  const original = jobLanguage(job);
  for (const to of CONTENT_LANGUAGES.filter((l) => l !== original)) {
    const answer = await ai.run(
      'translateJob',
      {
        job: {
          title: job.title,
          description: job.description,
          requirements: job.requirements,
          location: job.location,
        },
        to,
      },
      { signal },
    );
    // A field the model left empty is untranslated, never an empty page.
    const value = (v: string | null) => (v && v.trim() ? v.trim() : null);
    const fields = {
      title: value(answer.title),
      description: value(answer.description),
      requirements: value(answer.requirements),
      location: value(answer.location),
    };
    const untranslated = TRANSLATABLE_JOB_FIELDS.filter((f) => fields[f] === null);
    await db
      .insert(jobTranslations)
      .values({ jobId, language: to, ...fields, untranslated, machineTranslated: true })
      .onConflictDoUpdate({
        target: [jobTranslations.jobId, jobTranslations.language],
        set: { ...fields, untranslated, machineTranslated: true, updatedAt: sql`now()` },
      });
  }
  return { original, provider: ai.name, translations: await readJobTranslations(db, jobId) };
}

/** A person's edit or approval: the translation is theirs now, no longer machine-translated. */
export async function updateJobTranslation({
  db,
  scope,
  jobId,
  language,
  fields,
}: {
  db: Database;
  scope: CompanyScope;
  jobId: string;
  language: ContentLanguage;
  fields: TUpdateJobTranslation;
}): Promise<TJobTranslation> {
  const job = await getManagedJob({ db, id: jobId, scope });
  if (language === jobLanguage(job))
    throw new AppError('VALIDATION_ERROR', 'Invalid request: that is the language of the original', [
      { path: 'language', message: 'the language of the original' },
    ]);
  const clean = Object.fromEntries(
    TRANSLATABLE_JOB_FIELDS.map((f) => [f, fields[f] && fields[f]!.trim() ? fields[f]!.trim() : null]),
  ) as Record<TranslatableJobField, string | null>;
  const untranslated = TRANSLATABLE_JOB_FIELDS.filter((f) => clean[f] === null);
  const [row] = await db
    .insert(jobTranslations)
    .values({ jobId, language, ...clean, untranslated, machineTranslated: false })
    .onConflictDoUpdate({
      target: [jobTranslations.jobId, jobTranslations.language],
      set: { ...clean, untranslated, machineTranslated: false, updatedAt: sql`now()` },
    })
    .returning();
  return toTranslation(row!);
}

/** For the public search: jobs with a translation whose title or description matches. */
export function translationMatches(jobIdColumn: SQL | unknown, pattern: SQL | unknown): SQL {
  return sql`exists (select 1 from ${jobTranslations} where ${jobTranslations.jobId} = ${jobIdColumn} and (${jobTranslations.title} ilike ${pattern} or ${jobTranslations.description} ilike ${pattern}))`;
}

/** The translated titles and locations of a page of the public list, by job. */
export async function listedTranslations(
  db: Database,
  jobIds: string[],
): Promise<Map<string, TListedTranslation[]>> {
  const byJob = new Map<string, TListedTranslation[]>();
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .select({
      jobId: jobTranslations.jobId,
      language: jobTranslations.language,
      title: jobTranslations.title,
      location: jobTranslations.location,
    })
    .from(jobTranslations)
    .where(inArray(jobTranslations.jobId, jobIds));
  for (const { jobId, ...t } of rows) byJob.set(jobId, [...(byJob.get(jobId) ?? []), t]);
  return byJob;
}
