import { MONTH_NAMES } from './date-ranges.ts';
import { MARITAL_WORDS } from './marital-status.ts';
import { asciiDigits } from './text-units.ts';

/**
 * The person's age: stated ("גיל: 32", "בת 28", "Age 41", "العمر: 30", "32 years old") or worked
 * out from a birth date or birth year ("ת. לידה: 12.03.1990", "Born 1990", "مواليد 1990") as of
 * `now`, so the same resume gives the same age on the same day. Null when the resume says neither.
 */

const MIN_AGE = 14;
const MAX_AGE = 80;

const STATED = [
  /(?:^|[\s|,•·(])(?:גיל|Age|العمر|السن)\s*[:：-]?\s*(\d{2})(?!\d)/iu,
  /(?:^|[\s|,•·(])(?:בן|בת)\s+(\d{2})(?!\d)(?!\s*(?:שנ|חודש|%))/u,
  /(?:^|[\s|,•·(])(\d{2})\s*(?:years?\s+old|y\/o|y\.o\b|yo\b)/iu,
  /(?:^|[\s|,•·(])aged\s+(\d{2})(?!\d)/iu,
  /(?:^|[\s|,•·(])(?:عمري|العمر|عمر)\s*[:：]?\s*(\d{2})\s*(?:سنة|عاما|عامًا)?/u,
];

export const BIRTH_LABEL =
  /(?:תאריך\s+לידה|ת\.\s?לידה|ת["״.]ל(?!\p{L})|שנת\s+לידה|ילידת|יליד|נולדתי\s+ב?|נולדה\s+ב?|נולד\s+ב?|נולד(?:תי|ה)?(?=\s*[:：])|date\s+of\s+birth|d\.?o\.?b\.?|birth\s*date|birthdate|born(?:\s+(?:in|on))?|year\s+of\s+birth|\bbirth(?=\s*[:：])|تاريخ\s+الميلاد|تاريخ\s+الولادة|مواليد|مواليد\s+عام|سنة\s+الميلاد|(?<!\p{L})ول(?:دت|د(?=\s+(?:في|عام)))\s+(?:في|عام)?|من\s+مواليد)\s*[:：-]?\s*/iu;

/**
 * A scan's reading of a personal line whose short first word ("בן", "בת", "مواليد") came back as a
 * lone digit or a few Latin marks ("3 23, רווק", "4 1992 - عزباء"): the number is the age or birth
 * year only when a marital status follows it, as on the line the word opened.
 */
const MISREAD_AGE_WORD = new RegExp(
  String.raw`^\s*(?:\d|[A-Za-z©®]{1,3})\s+(\d{2}|\d{4})\s*[,،|\-–—]\s*(?:` +
    Object.values(MARITAL_WORDS)
      .flat()
      .filter((word) => /[\u0590-\u06FF]/u.test(word))
      .join('|') +
    String.raw`)(?![\p{L}])`,
  'u',
);

interface BirthDate {
  year: number;
  month?: number;
  day?: number;
}

function plausibleYear(year: number, now: Date): boolean {
  const age = now.getUTCFullYear() - year;
  return age >= MIN_AGE && age <= MAX_AGE + 1;
}

/**
 * The date right after a birth label: 12.03.1990, 12/3/90, 1990-03-12, 12 March 1990, March 12,
 * 1990, March 1990, 1990.
 */
export function parseBirthDate(text: string, now: Date): BirthDate | null {
  const t = text.trim();
  let m = t.match(/^(\d{1,2})[./-](\d{1,2})[./-](\d{2}|\d{4})(?!\d)/);
  if (m) {
    let year = Number(m[3]);
    if (year < 100) year += year + 2000 > now.getUTCFullYear() ? 1900 : 2000;
    const [day, month] = [Number(m[1]), Number(m[2])];
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) return { year, month, day };
    return null;
  }
  // "05/1990", "5.1990": a month and a year.
  m = t.match(/^(\d{1,2})[./-](\d{4})(?!\d)/);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 12) return { year: Number(m[2]), month: Number(m[1]) };
  m = t.match(/^(\d{4})[./-](\d{1,2})[./-](\d{1,2})(?!\d)/);
  if (m) return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  // "12 March 1990", "12-Mar-1990", "12 במרץ 1990" (the month with "in").
  m = t.match(/^(?:(\d{1,2})[\s-]+)?([\p{L}]+)\.?,?[\s-]+(\d{4})(?!\d)/u);
  const monthOf = (name: string) =>
    MONTH_NAMES[name.toLowerCase().slice(0, /^[a-z]/i.test(name) ? 3 : undefined)] ??
    (/^ב[\u05D0-\u05EA]{2,}/u.test(name) ? MONTH_NAMES[name.slice(1)] : undefined);
  const month = m ? monthOf(m[2]!) : undefined;
  if (m && month) return { year: Number(m[3]), month, ...(m[1] ? { day: Number(m[1]) } : {}) };
  // "March 12, 1992": the month first, then the day.
  m = t.match(/^([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})(?!\d)/);
  const monthFirst = m ? MONTH_NAMES[m[1]!.toLowerCase().slice(0, 3)] : undefined;
  if (m && monthFirst) return { year: Number(m[3]), month: monthFirst, day: Number(m[2]) };
  m = t.match(/^(?:[\p{L}]+\s+)?(\d{4})(?!\d)/u);
  if (m) return { year: Number(m[1]) };
  return null;
}

/** Whole years from the birth date to `now`; with only a year, the age reached this year. */
export function ageOn(birth: BirthDate, now: Date): number {
  let age = now.getUTCFullYear() - birth.year;
  if (birth.month !== undefined) {
    const month = now.getUTCMonth() + 1;
    const beforeBirthday =
      month < birth.month || (month === birth.month && now.getUTCDate() < (birth.day ?? 1));
    if (beforeBirthday) age--;
  }
  return age;
}

export function findAge(text: string, now: Date): number | null {
  // Points and diacritics ("وُلدت", "נוֹלַדְתִּי") are no part of the words the labels spell.
  const lines = asciiDigits(text)
    .replace(/[\u0591-\u05C7\u064B-\u065F\u0670\u0640]/g, '')
    .split('\n');
  const plain = lines.join('\n');
  for (const [i, line] of lines.entries()) {
    const label = line.match(BIRTH_LABEL);
    if (label?.index === undefined) continue;
    let after = line.slice(label.index + label[0].length);
    // A label in two languages, "שנת לידה / Born: 1985", "Date of birth | تاريخ الميلاد: …": the
    // value follows the last of them.
    for (let k = 0; k < 2; k++) {
      const next = after.match(/^\s*[/|]\s*/u)?.[0];
      const second = next === undefined ? null : after.slice(next.length).match(BIRTH_LABEL);
      if (!second || second.index !== 0) break;
      after = after.slice(next!.length + second[0].length);
    }
    // "تاريخ الميلاد:" / "1991/09/01": a label a narrow column wrapped, or set on a line of its own.
    // A Word file sets each paragraph apart by a blank line ("תאריך לידה" / "" / "02/11/1988").
    const below = lines[i + 1]?.trim() === '' ? lines[i + 2] : lines[i + 1];
    const value = after.trim() === '' ? (below ?? '') : after;
    const birth = parseBirthDate(value, now);
    if (birth && plausibleYear(birth.year, now)) return ageOn(birth, now);
  }
  for (const pattern of STATED) {
    const m = plain.match(pattern);
    const age = m ? Number(m[1]) : NaN;
    if (age >= MIN_AGE && age <= MAX_AGE) return age;
  }
  for (const line of lines) {
    const number = line.match(MISREAD_AGE_WORD)?.[1];
    if (number === undefined) continue;
    if (number.length === 4) {
      if (plausibleYear(Number(number), now)) return ageOn({ year: Number(number) }, now);
    } else if (Number(number) >= MIN_AGE && Number(number) <= MAX_AGE) return Number(number);
  }
  return null;
}
