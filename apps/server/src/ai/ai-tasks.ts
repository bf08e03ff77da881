import type { JobTranslationInput, JobTranslationOutput } from '@gius/engine/content/translate-job';
import type { MatchExplanation } from '@gius/engine/match-explanation';
import type { MatchEvidence, MatchFactor } from '@gius/engine/match-score';
import type { MatchBand } from '@gius/shared/constants';
import type { TPersonalInfo } from '@gius/shared/career-tools';
import type { ContentLanguage, SocialNetwork, TMarketingContent } from '@gius/shared/content';

/**
 * Every AI operation of the product, by name, with its input and output. A provider runs any of
 * them. Resume analysis, matching, marketing content and translation join by adding an entry here
 * and a definition in task-definitions.ts; routes and providers do not change.
 */

export interface TailorResumeInput {
  resume: string;
  jobTitle: string;
  jobDescription: string;
  jobRequirements: string;
  personalInfo: TPersonalInfo;
  /** false: reorder only, add nothing. */
  enhance: boolean;
}

export interface WriteJobAdInput {
  jobTitle: string;
  jobDescription: string;
  requirements: string;
  companyName: string;
  location: string;
  employmentType: string;
}

/** Social posts for one job: one per network, each with the job's link for that network. */
export interface WriteSocialPostsInput {
  job: WriteJobAdInput;
  language: ContentLanguage;
  posts: { network: SocialNetwork; link: string }[];
}

/** The marketing pieces of one job (careers page, talent-pool e-mail, ads, SEO). */
export interface WriteMarketingInput {
  job: WriteJobAdInput;
  language: ContentLanguage;
  /** The job's public link with its source, for the e-mail. */
  link: string;
}

/** The engine's match (score and evidence); the provider words it, the score stays. */
export interface ExplainMatchInput {
  match: { score: number; band: MatchBand; factors: MatchFactor[]; evidence: MatchEvidence };
  locale: 'he' | 'en' | 'ar';
  jobTitle: string;
}

/** The pages of a scanned resume, as PNG images, first page first. */
export interface ReadResumeImagesInput {
  pages: { png: Buffer }[];
}

export interface AiTasks {
  explainMatch: { input: ExplainMatchInput; output: MatchExplanation };
  /** Needs a provider that reads images (`readsImages`); the others refuse it (AI_CANNOT_READ_IMAGES). */
  readResumeImages: { input: ReadResumeImagesInput; output: { text: string } };
  tailorResume: { input: TailorResumeInput; output: { resumeContent: string } };
  /** builtin: only Gius's own fixed phrases; other lines stay as written and are counted. */
  translateContent: {
    input: { text: string; from: ContentLanguage; to: ContentLanguage };
    output: { text: string; untranslatedLines: number };
  };
  /** builtin: only what it knows for certain (the rest null, named in `untranslated`). */
  translateJob: { input: { job: JobTranslationInput; to: ContentLanguage }; output: JobTranslationOutput };
  writeJobAd: { input: WriteJobAdInput; output: { facebook: string; whatsapp: string } };
  writeMarketing: { input: WriteMarketingInput; output: TMarketingContent };
  writeSocialPosts: {
    input: WriteSocialPostsInput;
    output: { posts: { network: SocialNetwork; text: string }[] };
  };
}

export type AiTaskName = keyof AiTasks;
export type AiInput<K extends AiTaskName> = AiTasks[K]['input'];
export type AiOutput<K extends AiTaskName> = AiTasks[K]['output'];

export interface AiRunOptions {
  /** Cancels the work (the client went away). */
  signal?: AbortSignal;
}

export interface AiProvider {
  readonly name: 'builtin' | 'openai';
  /** The model reads images (AI_READS_IMAGES): tasks that send pictures may be run. */
  readonly readsImages: boolean;
  run<K extends AiTaskName>(task: K, input: AiInput<K>, options?: AiRunOptions): Promise<AiOutput<K>>;
}
