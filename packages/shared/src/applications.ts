import { z } from 'zod';
import { REFERRAL_CHANNELS } from './referral.ts';

export { REFERRAL_CHANNELS, toReferralChannel, type ReferralChannel } from './referral.ts';
import { MATCH_BANDS } from './constants.ts';
import { EXTRACTION_STATUSES, ZResumeDetails } from './resumes.ts';

/** The applications contract (spec sections 2 to 5). */

export const APPLICATION_SOURCES = ['manual', 'auto', 'company'] as const;
/** 'analysing' until the background score is stored; 'failed' when the resume has no text. */
export const ANALYSIS_STATUSES = ['analysing', 'done', 'failed'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];
/** The bands of DESIGN section 4, best first. */
const ZMatchBand = z.enum(MATCH_BANDS.map((b) => b.band));

export const INTERVIEW_STATUSES = ['waiting', 'accepted', 'rejected'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const ZAnalysis = z.object({
  strengths: z.array(z.string()),
  concerns: z.array(z.string()),
  recommendation: z.string(),
});
export type TAnalysis = z.infer<typeof ZAnalysis>;

export const ZApplication = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  /** The job was deleted; the application is kept for the record. */
  jobDeleted: z.boolean(),
  companyId: z.string(),
  companyName: z.string(),
  candidateId: z.string().nullable(),
  candidateName: z.string(),
  candidateEmail: z.string().nullable(),
  /** Null when the candidate deleted the resume. */
  resumeId: z.string().nullable(),
  resumeFileName: z.string(),
  source: z.enum(APPLICATION_SOURCES),
  matchScore: z.number().int().nullable(),
  matchBand: ZMatchBand.nullable(),
  analysisStatus: z.enum(ANALYSIS_STATUSES),
  analysedAt: z.string().nullable(),
  analysis: ZAnalysis.nullable(),
  interviewAt: z.string().nullable(),
  interviewStatus: z.enum(INTERVIEW_STATUSES).nullable(),
  isTopCandidate: z.boolean(),
  /** Notes on it (company staff only: not in `ZMyApplication`). */
  noteCount: z.number().int(),
  createdAt: z.string(),
});
export type TApplication = z.infer<typeof ZApplication>;

/**
 * A candidate's own application: the match with its strengths, concerns and recommendation in the
 * reader's language, but no company-side fields (top-candidate flag, candidate contacts).
 */
export const ZMyApplication = ZApplication.pick({
  id: true,
  jobId: true,
  jobTitle: true,
  jobDeleted: true,
  companyName: true,
  resumeId: true,
  resumeFileName: true,
  matchScore: true,
  matchBand: true,
  analysisStatus: true,
  analysis: true,
  source: true,
  interviewAt: true,
  interviewStatus: true,
  createdAt: true,
});
export type TMyApplication = z.infer<typeof ZMyApplication>;

/** An applicant's source as the jobs management shows it. */
export const APPLICANT_SOURCES = [...REFERRAL_CHANNELS, 'direct', 'company', 'auto'] as const;
export type ApplicantSource = (typeof APPLICANT_SOURCES)[number];

export const ZApplicantSources = z.object({
  jobId: z.string(),
  total: z.number().int(),
  bySource: z.array(z.object({ source: z.enum(APPLICANT_SOURCES), count: z.number().int() })),
  /** Applicants per day (UTC) and source, oldest first; only days with applicants. */
  daily: z.array(z.object({ date: z.string(), counts: z.record(z.string(), z.number().int()) })),
});
export type TApplicantSources = z.infer<typeof ZApplicantSources>;

/** `referral`: the `src` of the link the candidate came by; an unknown value is kept as "direct", never refused. */
export const ZApplyRequest = z.object({ resumeId: z.uuid(), referral: z.string().max(40).optional() });
export type TApplyRequest = z.infer<typeof ZApplyRequest>;

export const ZCreateApplicationRequest = z.object({ jobId: z.uuid(), resumeId: z.uuid() });
export type TCreateApplicationRequest = z.infer<typeof ZCreateApplicationRequest>;

const INTERVIEW_FIELD_REFUSED =
  'is set through the interviews (POST /api/applications/:id/interviews, PATCH /api/interviews/:id)';

export const ZUpdateApplicationRequest = z.object({
  jobId: z.uuid().optional(),
  resumeId: z.uuid().optional(),
  /**
   * An interview's time and status belong to the interviews module (e-mails with SEQUENCE, reminders):
   * they are refused here, naming the field, and set through `/api/applications/:id/interviews` and
   * `/api/interviews/:id`.
   */
  interviewAt: z.never({ error: INTERVIEW_FIELD_REFUSED }).optional(),
  interviewStatus: z.never({ error: INTERVIEW_FIELD_REFUSED }).optional(),
  isTopCandidate: z.boolean().optional(),
});
export type TUpdateApplicationRequest = z.infer<typeof ZUpdateApplicationRequest>;

export const APPLICATIONS_PAGE_SIZE = 50;

export const ZApplicationsQuery = z.object({
  jobId: z.uuid().optional(),
  /** Admin only: one company's applications. */
  companyId: z.uuid().optional(),
  /** Candidate name or file name. */
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(APPLICATIONS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TApplicationsQuery = z.input<typeof ZApplicationsQuery>;

export const ZApplicationsPage = z.object({ items: z.array(ZApplication), total: z.number().int() });
export type TApplicationsPage = z.infer<typeof ZApplicationsPage>;

/** Candidates tab: everyone who applied to the company's jobs or is in its resume pool. */
/** One resume on a person's card on the candidates tab, and where it came from. */
export const ZCandidateResume = z.object({
  id: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
  source: z.enum(['application', 'pool']),
});
export type TCandidateResume = z.infer<typeof ZCandidateResume>;

export const ZCandidate = z.object({
  /** The candidate's user id, or `resume:<id>` for a pool resume with no account. */
  key: z.string(),
  candidateId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  resumeId: z.string().nullable(),
  resumeFileName: z.string().nullable(),
  /** `no_text`: uploaded, no text found (a scan); it may be read with AI. Null: no resume. */
  extractionStatus: z.enum(EXTRACTION_STATUSES).nullable(),
  details: ZResumeDetails.nullable(),
  jobTitles: z.array(z.string()),
  applicationCount: z.number().int(),
  inPool: z.boolean(),
  /** Resumes of this person in the company's pool (duplicates by ID number, e-mail or phone fold here). */
  poolResumeCount: z.number().int().optional(),
  /** When the person's first resume entered the company's pool (null: not in the pool). */
  inPoolSince: z.string().nullable().optional(),
  /** The person's first pool resume (its duplicates are reviewed from it). */
  poolResumeId: z.string().nullable().optional(),
  /**
   * The person's resumes the company holds: the one they applied with and the pool's. One person
   * applying and also uploaded into the pool (same ID number, e-mail or phone) is one card.
   */
  resumes: z.array(ZCandidateResume).optional(),
  lastActivityAt: z.string(),
});
export type TCandidate = z.infer<typeof ZCandidate>;

export const ZCandidatesQuery = z.object({
  companyId: z.uuid().optional(),
  q: z.string().trim().max(100).optional(),
});

/** Candidate × job matching on demand: the company's candidates ranked against one of its jobs. */
export const ZCandidateMatch = z.object({
  resumeId: z.string(),
  /** The candidate's account, when the resume came with an application. */
  candidateId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  fileName: z.string(),
  inPool: z.boolean(),
  /** The candidate has already applied to this job. */
  appliedToJob: z.boolean(),
  score: z.number().int().min(0).max(100),
  band: ZMatchBand,
  analysis: ZAnalysis,
});
export type TCandidateMatch = z.infer<typeof ZCandidateMatch>;

export const ZCandidateMatches = z.object({
  jobId: z.string(),
  jobTitle: z.string(),
  items: z.array(ZCandidateMatch),
  /** Candidates ranked in all (items holds the first `limit`). */
  total: z.number().int(),
  /** Resumes whose analysis has not finished yet: ranked once it has. */
  pending: z.number().int(),
  /** Resumes with no text found (a scan): nothing to rank them by. */
  noText: z.number().int(),
});
export type TCandidateMatches = z.infer<typeof ZCandidateMatches>;

export const ZCandidateMatchesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
