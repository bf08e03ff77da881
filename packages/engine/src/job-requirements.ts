import { fieldIn, levelOf, type EducationLevel } from './education.ts';
import { STUDY_FIELDS } from './education-fields.ts';
import {
  alternatives,
  EXPERIENCE_WORDS_AR,
  EXPERIENCE_WORDS_EN,
  EXPERIENCE_WORDS_HE,
} from './experience-words.ts';
import { IndexedText, phraseWords } from './term-matcher.ts';
import { asciiDigits } from './text-units.ts';

/**
 * What a job's requirements ask beyond skills: years of experience ("4+ שנות ניסיון", "at least 3
 * years", "خبرة سنتين على الأقل"), an education level and fields of study ("תואר ראשון בכלכלה,
 * סטטיסטיקה או הנדסת תעשייה"). Each is null or empty when the job does not ask.
 */

const WORD_NUMBERS: Record<string, number> = {
  שנה: 1,
  שנת: 1,
  שנתיים: 2,
  שלוש: 3,
  שלושה: 3,
  ארבע: 4,
  ארבעה: 4,
  חמש: 5,
  חמישה: 5,
  שש: 6,
  שישה: 6,
  שבע: 7,
  שבעה: 7,
  שמונה: 8,
  עשר: 10,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  ten: 10,
  سنة: 1,
  عام: 1,
  سنتين: 2,
  سنتان: 2,
  عامين: 2,
  ثلاث: 3,
  ثلاثة: 3,
  أربع: 4,
  خمس: 5,
};

const NUMERIC =
  /(\d{1,2})\s*\+?\s*(?:-\s*\d{1,2}\s*)?(?:שנות|שנים|שנ'|years?|yrs?|سنوات|سنة|أعوام|اعوام|عاما)/iu;
const WORDED =
  /(?:^|\s)(שנתיים|שנה|שנת|שלושה?|ארבעה?|חמש|חמישה|שש|שישה|שבעה?|שמונה|עשר|one|two|three|four|five|six|seven|eight|ten|سنة|عام|سنتين|سنتان|عامين|ثلاث|ثلاثة|أربع|خمس)(?:\s+(?:שנות|years?|سنوات))?(?=\s|$|[,.])/iu;
const EXPERIENCE_WORD = new RegExp(
  `(?:${alternatives([...EXPERIENCE_WORDS_HE, ...EXPERIENCE_WORDS_EN, ...EXPERIENCE_WORDS_AR])})`,
  'iu',
);

/** The years of experience a requirement asks, or null. */
export function yearsAsked(line: string): number | null {
  // "من 3 إلى 5 سنوات", "בין 3 ל-5 שנים", "3 to 5 years": the least is what is asked.
  const plain = asciiDigits(line).replace(/(\d{1,2})\s*(?:إلى|الى|עד|to|ל-?)\s*(\d{1,2})(?=\s)/giu, '$1-$2');
  // "2+ years recruiting": years with a number are years of experience in a job's requirements.
  const counted = /\d{1,2}\s*\+\s*(?:years?|yrs?|שנות|שנים|سنوات)/iu.test(plain);
  // "At least 2 years leading a team", "3 שנים לפחות בניהול": a least number of years is experience.
  const least = /(?:at\s+least|a\s+minimum\s+of|minimum|לפחות|מינימום|على\s+الأقل|على\s+الاقل)/iu.test(plain);
  if (!EXPERIENCE_WORD.test(plain) && !counted && !least && !/years?\s+(?:as|in|of)/i.test(plain))
    return null;
  const numeric = plain.match(NUMERIC);
  if (numeric) return Number(numeric[1]);
  const worded = plain.match(WORDED);
  return worded ? (WORD_NUMBERS[worded[1]!.toLowerCase()] ?? null) : null;
}

// "תואר בביולוגיה" (a degree in biology) is a degree as "תואר אקדמי" is.
const ACADEMIC =
  /(?:תואר\s+אקדמי|(?:^|[\s\-–•])תואר\s+ב(?=\p{L})|academic\s+degree|university\s+degree|\bdegree\b|شهادة\s+جامعية|مؤهل\s+أكاديمي|لقب\s+(?:أكاديمي|جامعي))/iu;

export interface EducationAsked {
  level: EducationLevel | '';
  fields: string[];
  niceToHave: boolean;
}

const FIELD_PHRASES = STUDY_FIELDS.flatMap((field) =>
  field.aliases.map((alias) => ({ id: field.id, words: phraseWords(alias) })),
);

function fieldsIn(line: string): string[] {
  const indexed = new IndexedText(line);
  const ids: string[] = [];
  for (const { id, words } of FIELD_PHRASES) if (!ids.includes(id) && indexed.has(words)) ids.push(id);
  return ids;
}

/** The education the requirements ask, or null when they ask none. */
export function educationAsked(lines: Array<{ text: string; niceToHave: boolean }>): EducationAsked | null {
  for (const { text, niceToHave } of lines) {
    const level = levelOf(text) || (ACADEMIC.test(text) ? 'bachelor' : '');
    if (!level || level === 'high_school') continue;
    const fields = fieldsIn(text);
    const first = fieldIn(text);
    if (first && !fields.includes(first.id)) fields.unshift(first.id);
    return { level, fields, niceToHave };
  }
  return null;
}
