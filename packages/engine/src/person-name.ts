import { looksLikeRole } from './resume-facts.ts';
import { cityInLine } from './resume-location.ts';
import { headingKind } from './resume-sections.ts';

/**
 * The person's full name: labelled ("שם: דנה לוי", "Name:", "الاسم:"), or the first line near
 * the top that reads as a name: two to four words of letters, not a heading, a role, a city or
 * "קורות חיים". A line such as "Dana Levi | Full Stack Developer" gives its first part.
 */

const LABEL = /^(?:שם\s+מלא|שם|full\s+name|name|الاسم\s+الكامل|الاسم)\s*[:：]\s*(.+)$/iu;
const NOT_A_NAME =
  /(?:קורות\s+חיים|curriculum|\bvitae\b|\bresume\b|\brésumé\b|\bcv\b|سيرة\s+ذاتية|السيرة\s+الذاتية|פרטים\s+אישיים|personal|contact|profile|פרופיל|معلومات|تفاصيل)/iu;
/** Words of a name: letters with the apostrophes, hyphens and dots names use (ג'ורג', Ben-David, J.). */
const NAME_WORD = /^[\p{L}][\p{L}\p{M}'’׳״".-]*$/u;
const LOWER_PARTICLES = new Set([
  'bin',
  'bint',
  'ibn',
  'al',
  'el',
  'de',
  'da',
  'van',
  'von',
  'der',
  'la',
  'le',
  'abu',
]);

export function looksLikeName(text: string): boolean {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 4) return false;
  if (!words.every((w) => NAME_WORD.test(w))) return false;
  // Latin names are written with capitals; "team player" is not a name.
  const latin = words.filter((w) => /^[A-Za-z]/.test(w));
  if (latin.some((w) => /^[a-z]/.test(w) && !LOWER_PARTICLES.has(w.toLowerCase().replace(/-$/, ''))))
    return false;
  if (NOT_A_NAME.test(text) || headingKind(text) || looksLikeRole(text)) return false;
  return cityInLine(text) === null || words.length > 2;
}

/** Titles before a name: Dr., Prof., Adv., ד"ר, פרופ', עו"ד, د., الدكتور. */
const HONORIFIC =
  /^(?:dr\.?|prof\.?|adv\.?|mr\.?|mrs\.?|ms\.?|eng\.?|ד["״]ר|פרופ['׳]?|עו["״]ד|מהנדס|د\.|الدكتور|الدكتورة|المهندس|المهندسة|م\.)\s+/iu;

/** "קורות חיים של דנה לוי", "Resume of Dana Levi", "السيرة الذاتية لـ رنا خطيب": the name follows. */
const CV_OF =
  /^(?:קורות\s+(?:ה)?חיים\s+של|(?:resume|cv|curriculum\s+vitae)\s+of|(?:ال)?سيرة\s+(?:ال)?ذاتية\s+لـ?)\s+/iu;

const PARTS = /\s+[|•·]\s+|\s*[|•·,،]\s*|\s+[-–—]\s+/;
/** Contacts that share a line with the name in a two-cell header read from a PDF. */
const CONTACTS = /\S+@\S+|(?:https?:\/\/|www\.)\S+|\+?\d[\d\s().-]{7,}\d/g;

function parts(line: string): string[] {
  return (
    line
      .replace(CONTACTS, ' | ')
      // A nickname in brackets ("Maria Ivanova (Masha)", "שרון (שרי) לוי") is not part of the name.
      .replace(/\s*\([^()|]{1,20}\)\s*/gu, ' ')
      .split(PARTS)
      .map((p) => p.trim().replace(CV_OF, '').replace(HONORIFIC, ''))
      .filter(Boolean)
  );
}

function firstPart(line: string): string {
  return parts(line)[0] ?? '';
}

/**
 * The name among a line's parts: the first that reads as a name, or, when the name is written in
 * two scripts ("Noam Friedman | נועם פרידמן", whose order a PDF of a right-to-left page may
 * swap), the one the e-mail address spells.
 */
function nameInLine(line: string, emailUser: string): string {
  const names = parts(line).filter(looksLikeName);
  if (names.length < 2 || !emailUser) return names[0] ?? '';
  const spelled = (name: string) =>
    name
      .toLowerCase()
      .split(/[\s-]+/)
      .filter((w) => w.length >= 2 && emailUser.includes(w)).length;
  return names.reduce((best, name) => (spelled(name) > spelled(best) ? name : best), names[0]!);
}

export function findFullName(lines: string[], topLines = 6, email = ''): string {
  const emailUser = email.split('@')[0]?.toLowerCase() ?? '';
  for (const line of lines) {
    const labelled = line.match(LABEL)?.[1];
    if (labelled && looksLikeName(firstPart(labelled))) return firstPart(labelled);
  }
  for (const line of lines.slice(0, topLines)) {
    const name = nameInLine(line, emailUser);
    if (name) return name;
  }
  return '';
}
