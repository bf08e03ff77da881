import { eq } from 'drizzle-orm';
import type { ResumeAnalysis } from '@gius/engine/resume-analysis';
import { applyCorrections } from '@gius/engine/resume-corrections';
import { cityName } from '@gius/engine/resume-location';
import { SKILLS, skillLabel } from '@gius/engine/skill-lexicon';
import type { Database } from '../../db/client.ts';
import type { DocumentReader } from '../../documents/document-pool.ts';
import type { EventBus } from '../events/event-bus.ts';
import { publishResumeEvent, RESUME_ANALYSED } from '../resumes/events.ts';
import { resumes } from '../resumes/tables.ts';

const SKILL_BY_ID = new Map(SKILLS.map((s) => [s.id, s]));

/** The parsed details kept in the resume's columns (shown on the candidates tab). */
function detailsOf(a: ResumeAnalysis) {
  return {
    fullName: a.fullName || null,
    email: a.email || null,
    phone: a.phoneNational || a.phone || null,
    location: a.location ? cityName(a.location, 'he') || a.location : null,
    age: a.age,
    idNumber: a.idNumber || null,
    maritalStatus: a.maritalStatus || null,
    skills: a.skills.map((id) => {
      const concept = SKILL_BY_ID.get(id);
      return concept ? skillLabel(concept, 'en') : id;
    }),
    jobTitles: a.jobTitles,
    // Completed years: 4.9 years is 4.
    experienceYears: a.experienceYears === null ? null : Math.floor(a.experienceYears),
    languages: a.languages,
    educationLevel: a.educationLevel || null,
  };
}

/**
 * Analyses a resume's extracted text and stores the analysis with its details. Returns null when
 * the resume is gone. A resume with no text gets an empty analysis (every field empty, never wrong).
 */
export async function analyseResume({
  db,
  documents,
  events,
  resumeId,
  now = new Date(),
}: {
  db: Database;
  /** Runs the engine in a worker thread. */
  documents: Pick<DocumentReader, 'analyzeResume'>;
  /** Told when the analysis is stored. */
  events?: EventBus;
  resumeId: string;
  now?: Date;
}): Promise<ResumeAnalysis | null> {
  const [resume] = await db
    .select({ text: resumes.extractedText })
    .from(resumes)
    .where(eq(resumes.id, resumeId));
  if (!resume) return null;
  const analysis = await documents.analyzeResume(resume.text, now);
  const [row] = await db
    .update(resumes)
    .set({ ...detailsOf(analysis), analysis, analysedAt: now })
    .where(eq(resumes.id, resumeId))
    .returning();
  // Open candidate rankings refetch: this resume can be scored now.
  if (row) await publishResumeEvent({ events, type: RESUME_ANALYSED, row });
  return analysis;
}

/**
 * The stored analysis of a resume with its owner's corrections applied, analysing it first when
 * it has none yet.
 */
export async function resumeAnalysisOf({
  db,
  documents,
  resumeId,
}: {
  db: Database;
  documents: Pick<DocumentReader, 'analyzeResume'>;
  resumeId: string;
}): Promise<ResumeAnalysis | null> {
  const [row] = await db
    .select({ analysis: resumes.analysis, corrections: resumes.corrections })
    .from(resumes)
    .where(eq(resumes.id, resumeId));
  if (!row) return null;
  const analysis =
    (row.analysis as ResumeAnalysis | null) ?? (await analyseResume({ db, documents, resumeId }));
  // What the candidate corrected stands over what was read, for every score.
  return analysis && applyCorrections(analysis, row.corrections);
}
