import type { EngineLanguage } from './language.ts';

/** Employment types written in any language (or as a code) -> the words of the ad's language. */

interface EmploymentType {
  pattern: RegExp;
  label: Record<EngineLanguage, string>;
}

const TYPES: EmploymentType[] = [
  {
    pattern: /full[\s_-]?time|משרה מלאה|^מלאה$|دوام كامل/i,
    label: { he: 'משרה מלאה', en: 'Full-time', ar: 'دوام كامل' },
  },
  {
    pattern: /part[\s_-]?time|משרה חלקית|^חלקית$|دوام جزئي/i,
    label: { he: 'משרה חלקית', en: 'Part-time', ar: 'دوام جزئي' },
  },
  { pattern: /hybrid|היברידי|هجين/i, label: { he: 'היברידית', en: 'Hybrid', ar: 'هجين' } },
  { pattern: /remote|מהבית|מרחוק|عن بعد/i, label: { he: 'עבודה מרחוק', en: 'Remote', ar: 'عن بعد' } },
  { pattern: /shifts?|משמרות|ورديات/i, label: { he: 'משמרות', en: 'Shifts', ar: 'ورديات' } },
  { pattern: /freelance|פרילנס|عمل حر/i, label: { he: 'פרילנס', en: 'Freelance', ar: 'عمل حر' } },
  { pattern: /contract|חוזה|عقد/i, label: { he: 'חוזה', en: 'Contract', ar: 'عقد' } },
  { pattern: /temporary|^temp$|זמני|זמנית|مؤقت/i, label: { he: 'משרה זמנית', en: 'Temporary', ar: 'مؤقت' } },
  { pattern: /intern|התמחות|סטאז'|تدريب/i, label: { he: 'התמחות', en: 'Internship', ar: 'تدريب' } },
  {
    pattern: /student|סטודנט|طلاب|طالب/i,
    label: { he: 'משרת סטודנט', en: 'Student position', ar: 'وظيفة طلابية' },
  },
];

export function localizeEmploymentType(value: string, language: EngineLanguage): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  return TYPES.find((t) => t.pattern.test(trimmed))?.label[language] ?? trimmed;
}
