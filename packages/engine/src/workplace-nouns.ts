/**
 * Nouns of a workplace's kind that a title names after a preposition, where the title's own words
 * end ("מלגזן למפעל מזון", "טבחית במסעדת דגים", "محاسب بشركة تأمين", "طباخ لمطعم"): read in a job
 * ad's title (occupations.ts, `withoutPlace`: the place is the employer's trade, taken off the
 * title) and in a resume's title (resume-titles.ts, `WORKPLACE`, `WORKPLACE_AR`: the title gives
 * way to the workplace). Each reading adds words of its own, said where it does. Alternatives of a
 * pattern, each a whole word there.
 */
export const WORKPLACE_NOUNS_HE =
  'חברה|חברת|משרד|מפעל|מחסן|סניף|רשת|בית|מסעדה|מסעדת|מלון|חנות|מרפאה|מרפאת|מחלקת|קבוצת';
export const WORKPLACE_NOUNS_AR = 'شركة|مصنع|مطعم|فندق|مكتب|مخبز';
