/**
 * The kind of position a resume or a job speaks of: full-time, part-time (students included),
 * shifts. Resumes rarely say; a job usually does. '' when not stated.
 */

export type WorkPattern = 'full_time' | 'part_time' | 'shifts' | '';

const PART =
  /(?:part[\s-]?time|משרה\s+חלקית|משרת\s+סטודנט|משרה\s+לסטודנט|student\s+(?:position|job)|دوام\s+جزئي|عمل\s+جزئي)/iu;
const FULL = /(?:full[\s-]?time|משרה\s+מלאה|^מלאה$|دوام\s+كامل)/iu;
const SHIFTS = /(?:shifts?|משמרות|ورديات|الورديات)/iu;

/** What a job's employment type says. */
export function jobPattern(employmentType: string): WorkPattern {
  if (PART.test(employmentType)) return 'part_time';
  if (SHIFTS.test(employmentType)) return 'shifts';
  if (FULL.test(employmentType)) return 'full_time';
  return '';
}

/** What a resume says it is looking for ("מחפש משרה חלקית", "available for full-time work"). */
export function resumePattern(text: string): WorkPattern {
  if (PART.test(text)) return 'part_time';
  if (FULL.test(text)) return 'full_time';
  return '';
}
