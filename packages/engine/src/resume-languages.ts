import { levelOf } from './education.ts';
import { quickTest } from './quick-test.ts';
import { SPOKEN_LANGUAGES } from './spoken-languages.ts';
import { indexedLine, PhraseIndex, phraseWords } from './term-matcher.ts';

/**
 * Languages the person speaks: names found in the languages section, on a "Languages:" line, or
 * beside a level ("English – fluent", "ערבית ברמת שפת אם", "العبرية: جيد جدا"). A language in an
 * institution's or a degree's name (the Hebrew University, B.A. in English Literature) is not one
 * the resume says the person speaks.
 */

const PHRASES = SPOKEN_LANGUAGES.flatMap((language) =>
  language.aliases.map((alias) => ({ code: language.code, words: phraseWords(alias) })),
);
const PHRASE_INDEX = new PhraseIndex(PHRASES.map((p) => p.words));
/** The phrases (above) that may occur in the line, in their order. */
const phrasesIn = (indexed: ReturnType<typeof indexedLine>) =>
  PHRASE_INDEX.candidates(indexed).map((i) => PHRASES[i]!);

/** "Languages:", "Language skills:", "שפות –", "ידיעת שפות:", "Bilingual:", "المهارات اللغوية:". */
const LABEL =
  /(?:^|\s)(?:שפות|ידיעת\s+שפות|languages?(?:\s+skills)?|bilingual|multilingual|اللغات|لغات|المهارات\s+اللغوية)\s*(?:[:：]|[–—-]\s)/iu;
/** "Hebrew, English :שפות": a right-to-left label that a PDF's reading order put after its values. */
const LABEL_AFTER = /\s[:：]\s*(?:שפות|ידיעת\s+שפות|اللغات|لغات)\s*$/u;
const LEVEL =
  /(?:(?<![\p{L}\d])[ABC][12](?![\p{L}\d])|\bspeaks?\b|\bspeaker\b|(?<!\p{L})(?:דובר|דוברת|שולט|שולטת|يتحدث|تتحدث|أتحدث|اتحدث|أتقن|اتقن|أجيد|اجيد)(?!\p{L})|native|mother\s+tongue|fluent|fluency|proficient|proficiency|excellent|very\s+good|good|basic|intermediate|advanced|conversational|working\s+knowledge|high\s+level|שפת\s+אם|שוטפת|שוטף|ברמה|רמה|טובה|בסיסית|גבוהה|מצוינת|מלאה|קריאה|כתיבה|דיבור|اللغة\s+الأم|لغة\s+أم|ممتاز|ممتازة|جيد|جيدة|بطلاقة|متوسط|متوسطة|أساسي|أساسية|مستوى)/iu;
const hasLevel = quickTest(LEVEL);
const INSTITUTION = /(?:university|אוניברסיט|האוניברסיטה|جامعة|الجامعة|literature|ספרות|آداب|وآدابها)/iu;

function codesIn(line: string): string[] {
  const indexed = indexedLine(line);
  const found: Array<{ code: string; start: number }> = [];
  for (const { code, words } of phrasesIn(indexed)) {
    const hit = indexed.find(words)[0];
    if (hit && !found.some((f) => f.code === code)) found.push({ code, start: hit.start });
  }
  return found.sort((a, b) => a.start - b.start).map((f) => f.code);
}

/** A language with its level ("עברית – טובה מאוד", "English: fluent"): a list item, never a name. */
export function isLanguageWithLevel(line: string): boolean {
  return hasLevel(line) && codesIn(line).length > 0;
}

/**
 * A line of language names alone, joined by arrows, dashes, slashes or "to" (a translator's language
 * pairs: "Hebrew > English", "עברית ← ערבית", "العربية - العبرية", "Hebrew, English", "العربية،
 * العبرية"): the person works in each.
 */
const PAIR_JOINER =
  /^(?:[\s>\-–—<→←↔⇄⇆/|,،;؛:•·]|\b(?:from|to|into|and)\b|(?<!\p{L})(?:אל|ו|من|إلى|الى|و)(?!\p{L}))*$/iu;
function pairCodes(line: string): string[] {
  if (line.length > 60) return [];
  const indexed = indexedLine(line);
  const spans: Array<[number, number, string]> = [];
  for (const { code, words } of phrasesIn(indexed))
    for (const hit of indexed.find(words)) spans.push([hit.start, hit.end, code]);
  const codes = [...new Set(spans.sort((a, b) => a[0] - b[0]).map(([, , code]) => code))];
  if (codes.length < 2) return [];
  let rest = line;
  for (const [start, end] of spans) rest = rest.slice(0, start) + ' '.repeat(end - start) + rest.slice(end);
  // A digit or mark alone before the names: a scan's misreading of the heading or bullet before
  // them ("5 עברית, English" for "Languages: עברית, English").
  rest = rest.replace(/^\s*[\p{N}\p{P}\p{S}]{1,2}(?=\s)/u, ' ');
  // A Hebrew or Arabic prefix left of a name ("ל", "ال") is part of it.
  rest = rest.replace(/(?<!\p{L})(?:[לבומ]|ال|و|ل)(?=\s)/gu, ' ');
  return PAIR_JOINER.test(rest) ? codes : [];
}

/** What may stand between two names of a list in a sentence: a comma, "and", "or", "&". */
const LIST_JOINER = /^[\s,،&/]*(?:(?:and|or)\s+)?$/iu;
/** A Hebrew or Arabic word's prefix before a language's name: "ב", "וב", "ו", "بال", "وال", "ال". */
const NAME_PREFIX = /^(?:[ובל]{1,2}|و?ب?(?:ال)?)$/u;
/** The prefix "in" a language is worked in: "בעברית", "بالعربية". */
const IN_PREFIX = /^(?:ו?ב|و?بال?)$/u;
const IN_BEFORE = /(?:^|\s)(?:in|into|speak|speaks|speaking)\s+$/iu;

/**
 * "guiding in English, Hebrew and Spanish", "מדריכה בעברית, באנגלית ובספרדית", "أقدم الجولات
 * بالعربية والعبرية": the languages a sentence says the person works in, two names or more listed
 * with commas and "and", the first after "in" (or speaking).
 */
function languagesWorkedIn(line: string): string[] {
  const indexed = indexedLine(line);
  const spans: Array<{ start: number; end: number; code: string }> = [];
  for (const { code, words } of phrasesIn(indexed))
    for (const hit of indexed.find(words)) spans.push({ start: hit.start, end: hit.end, code });
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const found: string[] = [];
  let run: typeof spans = [];
  const close = () => {
    const codes = [...new Set(run.map((s) => s.code))];
    if (codes.length >= 2) for (const code of codes) if (!found.includes(code)) found.push(code);
    run = [];
  };
  const prefixOf = (start: number) => line.slice(0, start).match(/\p{L}*$/u)![0];
  for (const span of spans) {
    const last = run[run.length - 1];
    if (last && span.start < last.end) continue;
    const prefix = prefixOf(span.start);
    if (!NAME_PREFIX.test(prefix)) {
      close();
      continue;
    }
    const gap = last ? line.slice(last.end, span.start - prefix.length) : '';
    if (last && LIST_JOINER.test(gap)) {
      run.push(span);
      continue;
    }
    close();
    const before = line.slice(0, span.start - prefix.length);
    if (IN_PREFIX.test(prefix) || (prefix === '' && IN_BEFORE.test(before))) run = [span];
  }
  close();
  return found;
}

export function findLanguages(sectionLines: string[], allLines: string[]): string[] {
  const codes: string[] = [];
  const add = (line: string) => {
    if (INSTITUTION.test(line) || levelOf(line)) return;
    for (const code of codesIn(line)) if (!codes.includes(code)) codes.push(code);
  };
  sectionLines.forEach(add);
  for (const line of allLines) {
    if (LABEL.test(line)) add(line.slice(line.search(LABEL)));
    else if (LABEL_AFTER.test(line)) add(line.slice(0, line.search(LABEL_AFTER)));
    else if (line.length <= 80 && hasLevel(line)) add(line);
    else {
      const listed = pairCodes(line);
      const workedIn =
        listed.length > 0 || INSTITUTION.test(line) || levelOf(line) ? [] : languagesWorkedIn(line);
      for (const code of [...listed, ...workedIn]) if (!codes.includes(code)) codes.push(code);
    }
  }
  return codes;
}
