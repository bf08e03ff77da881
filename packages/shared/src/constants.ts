/** Business constants of the product specification, section 9. */

export const LANGUAGES = ['he', 'en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'he';
export const FALLBACK_LANGUAGE: Language = 'en';

/** Right-to-left unless English (spec section 2, "Language"). */
export function directionOf(language: string): 'rtl' | 'ltr' {
  return language.startsWith('en') ? 'ltr' : 'rtl';
}

export const TOAST = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5000,
  swipeThreshold: 50,
  hotkey: ['F8'],
} as const;

export const TRANSLATION_LOADING = { retries: 5, retryDelayMs: 350 } as const;

export const SESSION = {
  refreshCheckIntervalMs: 30_000,
  refreshWhenRemainingMs: 90_000,
  refreshRetryBaseMs: 200,
} as const;

export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
/** Characters of text kept from one resume file; the rest is dropped (a resume has a few thousand). */
export const MAX_EXTRACTED_TEXT_CHARS = 100_000;
export const AUTO_APPLY_THRESHOLD = 70;

export const MATCH_BANDS = [
  { band: 'excellent', min: 85 },
  { band: 'very_good', min: 70 },
  { band: 'good', min: 55 },
  { band: 'fair', min: 40 },
  { band: 'partial', min: 0 },
] as const;
export type MatchBand = (typeof MATCH_BANDS)[number]['band'];

export function matchBand(score: number): MatchBand {
  return (MATCH_BANDS.find((b) => score >= b.min) ?? MATCH_BANDS[MATCH_BANDS.length - 1]!).band;
}

export const CAREER_TOOLS = {
  jobDetailsRows: 6,
  adTextRows: 5,
  downloadFileName: 'enhanced-resume.docx',
} as const;

/** Kinds of employment of a job (here, with no schema around them, for pages that only list them). */
export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'contract',
  'temporary',
  'internship',
  'freelance',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
