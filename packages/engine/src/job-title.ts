import { nonEmptyLines, stripBullet } from './text-units.ts';

/**
 * The job title inside free job details, as the page sends them (title left empty):
 * "דרוש/ה מפתח/ת Full Stack לחברת הייטק בתל אביב" -> "מפתח/ת Full Stack".
 */

const LEAD_INS: RegExp[] = [
  /(?:^|\s)(?:דרוש\/ה|דרושה\/ה|דרושים\/ות|דרושים|דרושות|דרושה|דרוש)\s*:?\s+(.+)/u,
  /(?:^|\s)(?:מגייסת|מגייס|מגייסים|מחפשת|מחפש|מחפשים)\s+(?:את\s+)?(?:ה)?(.+)/u,
  /(?:^|\s)(?:לתפקיד|למשרת)\s*:?\s+(.+)/u,
  /(?:^|\s)(?:תפקיד|משרה|משרת|שם המשרה)\s*:\s*(.+)/u,
  /\b(?:we(?:'re| are) hiring|hiring|looking for|seeking)\s*:?\s*(?:an?\s+|the\s+|our\s+(?:next\s+)?)?(.+)/iu,
  /\b(?:job title|position|role)\s*:\s*(?:an?\s+)?(.+)/iu,
  /(?:^|\s)(?:مطلوب|مطلوبة|نبحث عن|تبحث عن|يبحث عن|المسمى الوظيفي|وظيفة)\s*:?\s+(.+)/u,
];

/** Where a title stops: punctuation, or the words that start "for a company in Tel Aviv". */
const STOPS: RegExp[] = [
  /[.,!?;:()|–—•؟،]/u,
  /\s(?:to|who|with|for|at|in|that|which|and join)\s/iu,
  /\s(?:עם|אשר|כדי)\s/u,
  /\s[לב]-?(?:חבר|צוות|משרד|ארגון|סטארט|מחלק|אזור|מרכז|צפון|דרום|תל|ירושל|חיפ|באר|רמת|פתח|הרצלי|נתני|ראשון|יוקנעם|קיסרי|מוסד|בית|רשת|קבוצ|משרה|היקף)/u,
  /\s(?:في|لدى|لشركة|بشركة|للعمل|مع)\s/u,
];

const MAX_WORDS = 6;
const ADJECTIVES =
  /^(?:(?:experienced|talented|passionate|motivated|skilled|dedicated|driven|great|strong|creative)\s+)+/i;

function cut(text: string): string {
  let end = text.length;
  for (const stop of STOPS) {
    const match = `${text} `.match(stop);
    if (match?.index !== undefined && match.index > 0) end = Math.min(end, match.index);
  }
  const head = text.slice(0, end).trim().replace(ADJECTIVES, '');
  const words = head.split(/\s+/).slice(0, MAX_WORDS);
  return words
    .join(' ')
    .replace(/[-–:]+$/, '')
    .trim();
}

export function inferJobTitle(details: string): string {
  const lines = nonEmptyLines(details).slice(0, 4).map(stripBullet);
  for (const line of lines) {
    for (const leadIn of LEAD_INS) {
      const found = line.match(leadIn)?.[1];
      const title = found ? cut(found) : '';
      if (title) return title;
    }
  }
  const first = lines[0] ?? '';
  const words = first.split(/\s+/).filter(Boolean);
  if (words.length > 0 && words.length <= 7 && !/[.!?؟]$/.test(first)) return cut(first) || first;
  return '';
}
