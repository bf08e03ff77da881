/**
 * Small text helpers shared by the engine: normalising for comparison, splitting into lines,
 * list items and sentences, and recognising bullets.
 */

// Any pictograph or arrow opens a bullet too ("◆", "❖", "★", "→", "📌").
const BULLET = /^\s*(?:[•·▪◦●‣∙○■□►▸➢➤✓✔✅🔹🔸*+-]|[\p{So}→⇒]|–|—|\d{1,2}[.)](?=\s))\s*/u;

export function isBulletLine(line: string): boolean {
  return BULLET.test(line) && line.replace(BULLET, '').trim().length > 0;
}

/**
 * Lines a PDF wrapped, joined back: each line (trimmed) runs on into the one before it when
 * `runsOn(previous, line)` says so and it is no bullet of its own.
 */
export function joinWrappedLines(
  lines: string[],
  runsOn: (previous: string, line: string) => boolean,
): string[] {
  const out: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    const previous = out[out.length - 1];
    if (previous !== undefined && !isBulletLine(line) && runsOn(previous, line))
      out[out.length - 1] = `${previous} ${line}`;
    else out.push(line);
  }
  return out;
}

export function stripBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

/**
 * Lower case, no Hebrew points or Arabic diacritics, Arabic letter variants unified, typographic
 * quotes and dashes made plain: two spellings of the same word compare equal.
 */
const PLAIN_ASCII = /^[\x20-\x5F\x61-\x7E]*$/;

export function normalizeForMatch(text: string): string {
  // (Printable ASCII but the backtick: nothing below changes it but the case.)
  if (PLAIN_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u0591-\u05C7\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[׳’‘`]/g, "'")
    .replace(/[״“”]/g, '"')
    .replace(/[–—־]/g, '-');
}

/** The line a place of the text is on, trimmed. */
export function lineAt(text: string, index: number): string {
  const to = text.indexOf('\n', index);
  return text.slice(text.lastIndexOf('\n', index - 1) + 1, to < 0 ? text.length : to).trim();
}

export function nonEmptyLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

const ABBREVIATION =
  /(?:^|\s)(?:(?:\p{L}\.){1,3}\p{L}*\.?|e\.g\.|i\.e\.|etc\.|vs\.|Ltd\.|Inc\.|Dr\.|Mr\.|Ms\.)$/u;

/** Sentences of a paragraph, keeping their final stop. Abbreviations such as "B.Sc." stay whole. */
export function splitSentences(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return [];
  const sentences: string[] = [];
  for (const piece of flat.split(/(?<=[.!?؟])\s+/)) {
    const prev = sentences[sentences.length - 1];
    // After an abbreviation, or a piece with no words (an emoji): still the same sentence.
    if (prev && (ABBREVIATION.test(prev) || !/[\p{L}\p{N}]/u.test(piece)))
      sentences[sentences.length - 1] = `${prev} ${piece}`;
    else sentences.push(piece);
  }
  return sentences;
}

/**
 * Items of a list written as lines, bullets, or one line joined by semicolons (or commas when the
 * pieces are short): "React, Node.js; Docker" -> ["React", "Node.js", "Docker"].
 */
export function splitListItems(text: string): string[] {
  const lines = nonEmptyLines(text).map(stripBullet).filter(Boolean);
  const items: string[] = [];
  for (const line of lines) {
    const bySemicolon = line.split(/\s*[;؛]\s*/).filter(Boolean);
    for (const piece of bySemicolon) {
      const byComma = piece.split(/\s*[,،]\s*/).filter(Boolean);
      const short = byComma.every((p) => p.split(/\s+/).length <= 4);
      items.push(...(byComma.length > 1 && short ? byComma : [piece]));
    }
  }
  return items.map((i) => i.replace(/[.;,،]+$/, '').trim()).filter(Boolean);
}

/** Splits a line of skills written with any usual separator, keeping each item's own spelling. */
export function splitSkillLine(line: string): string[] {
  const pieces = skillLinePieces(line);
  // "Menu planning + Food cost control + Kosher kitchen": a plus between three items or more parts
  // them when nothing else does ("Excel + VBA", "C + E" stay one).
  if (pieces.length === 1 && (pieces[0]!.match(/\s\+\s/gu)?.length ?? 0) >= 2)
    return pieces[0]!.split(/\s+\+\s+/u).filter(Boolean);
  // "ספירת דם (CBC) – כימיה קלינית – בנק דם – Cobas": so does a spaced dash between three items or
  // more, each short ("Excel – advanced" is one item and its level, read as before).
  if (pieces.length === 1 && (pieces[0]!.match(/\s[-–—]\s/gu)?.length ?? 0) >= 2) {
    const byDash = pieces[0]!.split(/\s[-–—]\s/u).map((s) => s.trim());
    if (byDash.every((s) => s !== '' && s.split(/\s+/).length <= 4)) return byDash;
  }
  return pieces;
}
function skillLinePieces(line: string): string[] {
  return (
    stripBullet(line)
      // ("Check-in / check-out": the two sides of one thing, one word before their hyphens, are
      // one item.)
      .replace(PAIRED_SIDES, (_, a: string, _word: string, b: string) => `${a}${PAIR_SLASH}${b}`)
      // ("Blood bank / cross-matching", "PCR / qPCR": two names joined by one slash are one item, with
      // spaces as without ("CSS/SASS"); three or more, "Word / Excel / Outlook", a list.)
      .replace(SPACED_SLASH, (slash, at: number, whole: string) =>
        whole.indexOf(' / ') === at && whole.lastIndexOf(' / ') === at && !twoNames(whole, at)
          ? PAIR_SLASH
          : slash,
      )
      // ("● תספורות ● צבע ● החלקות": a bullet glyph between items of one line parts them too.)
      // (The closing dots trimmed one at a time: `/[.]+$/`, tried at every place of a long run of
      // dots, read it again each time.)
      .split(/\s*(?:[,،;؛|•·▪]|\s\/\s|\s[●◦○■►▸➢➤✓✔∙‣]\s)\s*/)
      .map((s) => trimEdges(s.replaceAll(PAIR_SLASH, ' / '), null, /[.]/).trim())
      .filter(Boolean)
  );
}
const PAIR_SLASH = '\u0000';
/** What stands between a slash and the item's edge: a list's separator. */
const ITEM_EDGE = /[,،;؛|•·▪]/u;
/**
 * Whether the sides of a line's one spaced slash are two names of their own: each opens with a
 * capital and a small letter ("Tableau / Excel", "Soldering / Cable termination", "Menu costing /
 * Food cost control"), or each is Hebrew ("מכונת כרסום / מחרטה", "דוחות מע\"מ / דוחות ניכויים"), as
 * tuning-oc's and q31's writers list them. A side in small letters or a code keeps one item
 * ("Blood bank / cross-matching", "PCR / qPCR", "AMM / IPC", "IV / IO access").
 */
function twoNames(line: string, at: number): boolean {
  const before = line.slice(0, at);
  let from = before.length;
  while (from > 0 && !ITEM_EDGE.test(before[from - 1]!)) from--;
  const left = before.slice(from).trim();
  const right = line.slice(at + 3, at + 3 + 80).trimStart();
  const named = (side: string) => /^\p{Lu}\p{Ll}/u.test(side);
  const hebrew = (side: string) => /^[\u05D0-\u05EA]/u.test(side);
  return (named(left) && named(right)) || (hebrew(left) && hebrew(right));
}
/** A slash between two names, with a space each side. */
const SPACED_SLASH = /(?<=[\p{L}\d)]) \/ (?=[\p{L}\d(])/gu;
const PAIRED_SIDES = /(?<![\p{L}-])(([\p{L}]+)-[\p{L}]+)\s\/\s(\2-[\p{L}]+)(?![\p{L}-])/giu;

/** FNV-1a: a stable number from a string, for deterministic choices. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One of the variants, the same one every time for the same seed and slot. */
export function pick<T>(variants: readonly T[], seed: number, slot = 0): T {
  const index = stableHash(`${seed}:${slot}`) % variants.length;
  return variants[index]!;
}

/** The word that joins alternatives, with its spaces. */
export const OR_WORD = { en: ' or ', he: ' או ', ar: ' أو ' } as const;

/** "a", "a and b", "a, b and c" in the language's own way; "a, b or c" for alternatives. */
export function joinList(
  items: string[],
  language: 'he' | 'en' | 'ar',
  conjunction: 'and' | 'or' = 'and',
): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1);
  const last = items[items.length - 1]!;
  if (conjunction === 'or') return `${head.join(language === 'ar' ? '، ' : ', ')}${OR_WORD[language]}${last}`;
  if (language === 'en') return `${head.join(', ')} and ${last}`;
  if (language === 'he') return `${head.join(', ')} ו${/^[\u05D0-\u05EA]/.test(last) ? '' : '-'}${last}`;
  return `${head.join('، ')} و${/^[\u0620-\u064A]/.test(last) ? '' : ' '}${last}`;
}

/** Arabic-Indic and Persian digits (٠-٩, ۰-۹) as ASCII digits, so numbers read the same in every script. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.codePointAt(0)! & 0xf) % 10));
}

/**
 * The text without the characters `start` matches at its start and `end` at its end, one character
 * at a time: a pattern such as `/[,.]+$/`, retried at every position of a long run of them, takes
 * quadratic time on hostile text.
 */
export function trimEdges(text: string, start: RegExp | null, end: RegExp | null): string {
  let from = 0;
  let to = text.length;
  if (start) while (from < to && start.test(text[from]!)) from++;
  if (end) while (to > from && end.test(text[to - 1]!)) to--;
  return text.slice(from, to);
}

/** How many round brackets a text opens and does not close ("Networking (TCP/IP," -> 1). */
export function bracketsLeftOpen(text: string): number {
  return (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);
}

/**
 * Where the bracket that closes a text starts, with the spaces before it: what
 * `/\s*\([^)]*\)\s*$/` matches, found from the end (that pattern reads on from every "(" of a long
 * run of them). Null when the text does not end with a bracket.
 */
export function closingBracket(text: string): number | null {
  let end = text.length;
  while (end > 0 && /\s/.test(text[end - 1]!)) end--;
  if (text[end - 1] !== ')') return null;
  const close = end - 1;
  const open = text.indexOf('(', text.lastIndexOf(')', close - 1) + 1);
  if (open < 0 || open > close) return null;
  let start = open;
  while (start > 0 && /\s/.test(text[start - 1]!)) start--;
  return start;
}

/**
 * The last word of a text (what follows its last white space), found from the end: `/\S*$/`
 * retried at every position of a long word is quadratic.
 */
export function lastWord(text: string): string {
  let from = text.length;
  while (from > 0 && !/\s/.test(text[from - 1]!)) from--;
  return text.slice(from);
}

/**
 * Whether a letter stands after the last digit of a text (or the text has no digit and a
 * letter), looked at from the end: `/\p{L}[^\d]*$/u` is quadratic on a long run of letters.
 */
export function letterAfterLastDigit(text: string): boolean {
  for (let i = text.length - 1; i >= 0; i--) {
    const char = text[i]!;
    if (/\d/.test(char)) return false;
    if (/\p{L}/u.test(char)) return true;
  }
  return false;
}
