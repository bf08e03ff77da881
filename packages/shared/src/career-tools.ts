import { z } from 'zod';
import { isBlank } from './career-tools-rules.ts';

/**
 * The career-tools functions (spec sections 3, 5 and 7): request and response of
 * extract-resume-text, generate-resume and generate-job-ad, and the form rules of the page.
 * The server validates with these schemas; the web page builds its requests and forms from them.
 * Personal details: resume-personal-info.ts; cleaning of generated text: generated-text.ts.
 */

export { canCreateJobAd, canUpgradeResume, isBlank } from './career-tools-rules.ts';

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const required = (field: string, max: number) =>
  text(max).refine((v) => !isBlank(v), { message: `${field} is required` });

export const ZPersonalInfo = z.object({
  fullName: text(200).default(''),
  email: text(320).default(''),
  phone: text(60).default(''),
  linkedIn: text(500).default(''),
});
export type TPersonalInfo = z.infer<typeof ZPersonalInfo>;

export const LIMITS = {
  resumeChars: 100_000,
  jobTextChars: 20_000,
  shortFieldChars: 300,
} as const;

export const ZGenerateResumeRequest = z
  .object({
    personalInfo: ZPersonalInfo.default({ fullName: '', email: '', phone: '', linkedIn: '' }),
    /** Sent empty by the page (spec section 3); the job details are in jobDescription. */
    jobTitle: text(LIMITS.shortFieldChars).default(''),
    jobDescription: text(LIMITS.jobTextChars).default(''),
    /** Sent empty by the page. */
    jobRequirements: text(LIMITS.jobTextChars).default(''),
    existingResume: required('existingResume', LIMITS.resumeChars),
    enhanceMode: z.boolean().default(true),
  })
  .refine((r) => !isBlank(`${r.jobTitle}${r.jobDescription}${r.jobRequirements}`), {
    message: 'job details are required (jobDescription, jobTitle or jobRequirements)',
    path: ['jobDescription'],
  });
export type TGenerateResumeRequest = z.infer<typeof ZGenerateResumeRequest>;
export type TGenerateResumeInput = z.input<typeof ZGenerateResumeRequest>;

export const ZGenerateResumeResponse = z.object({ resumeContent: z.string() });
export type TGenerateResumeResponse = z.infer<typeof ZGenerateResumeResponse>;

export const ZGenerateJobAdRequest = z.object({
  jobTitle: required('jobTitle', LIMITS.shortFieldChars),
  jobDescription: required('jobDescription', LIMITS.jobTextChars),
  requirements: required('requirements', LIMITS.jobTextChars),
  companyName: text(LIMITS.shortFieldChars).default(''),
  location: text(LIMITS.shortFieldChars).default(''),
  employmentType: text(LIMITS.shortFieldChars).default(''),
});
export type TGenerateJobAdRequest = z.infer<typeof ZGenerateJobAdRequest>;
export type TGenerateJobAdInput = z.input<typeof ZGenerateJobAdRequest>;

export const ZGenerateJobAdResponse = z.object({ facebook: z.string(), whatsapp: z.string() });
export type TGenerateJobAdResponse = z.infer<typeof ZGenerateJobAdResponse>;

export const ZExtractResumeTextResponse = z.object({ text: z.string() });
export type TExtractResumeTextResponse = z.infer<typeof ZExtractResumeTextResponse>;
