/**
 * The words a job ad's line says experience with (a job's years asked, job-requirements.ts; an
 * occupation asked, occupations.ts), one list a language. Each reader adds its own words beside them
 * (years, knowledge, a background) and its own bounds.
 */
export const EXPERIENCE_WORDS_HE = ['ניסיון', 'הכרות', 'ותק'] as const;
export const EXPERIENCE_WORDS_EN = ['experience'] as const;
export const EXPERIENCE_WORDS_AR = ['خبرة'] as const;

/** The words as alternatives of a pattern's group. */
export const alternatives = (words: readonly string[]): string => words.join('|');
