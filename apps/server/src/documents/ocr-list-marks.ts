/**
 * A list's bullets and separators as OCR misreads them. A small round bullet is read as "e" or
 * "o", a triangle or arrow as "«" / "»", a dot bullet as a dot glued to the item (".Excel"); a
 * right-to-left list draws its bullet at the item's right, so it is read after the item ("SAP e").
 * A "|" between items is read as "l", "I", "1", "!" or "]", a middle dot as "e". Left so, the
 * items read as "e Excel", or the line as one sentence, and a list's items the lexicon does not
 * know are lost. None of these stands alone in he, ar or en text where a bullet or separator may
 * stand (no word "e", "o" or "l"; a lone "]" closes nothing), but "I" and "1" do: they are taken
 * only where the line splits into short items around them.
 */

/** A bullet look-alike opening a line before its item: "e", "o", "«", "»" and a space, or a dot glued to a letter. */
const BULLET_FIRST = /^(?:[eo«»] (?=[\p{L}\p{N}"'(])|\.(?=\p{L}))/u;
/** The same drawn at a right-to-left item's right, so read after it ("ניהול מלאי e"). */
const BULLET_LAST = /(?<=[\p{L}\p{N})"']) [eo«»]$/u;
/** A real bullet opening a line. */
const BULLET = /^[•·*▪■◦‣○●-] ?\S/u;
/** Words in a list item (a bullet line longer than this is a sentence, kept as written). */
const ITEM_WORDS = 8;
/** A glued dot may be a right-to-left sentence's end read first: a short item only. */
const DOT_ITEM_WORDS = 5;

const wordCount = (line: string) => line.split(' ').filter(Boolean).length;

function bulletLookAlike(line: string): 'first' | 'last' | null {
  if (wordCount(line) > ITEM_WORDS + 1) return null;
  const first = line.match(BULLET_FIRST)?.[0];
  if (first) return first === '.' && wordCount(line) > DOT_ITEM_WORDS ? null : 'first';
  // A Latin item of a right-to-left list has its bullet there too ("SAP e").
  if (BULLET_LAST.test(line) && /^[^•·*]/u.test(line)) return 'last';
  return null;
}

/**
 * The lines (each trimmed, spaces single) with a bullet look-alike made a bullet ("• Excel"), where
 * the line above or below is a bullet line too (of either kind): a list, not a line that happens
 * to start so.
 */
export function withBulletLookAlikes(lines: string[]): string[] {
  const kinds = lines.map(bulletLookAlike);
  const bulleted = (i: number) => i >= 0 && i < lines.length && (kinds[i] !== null || BULLET.test(lines[i]!));
  return lines.map((line, i) => {
    const kind = kinds[i];
    if (!kind || !(bulleted(i - 1) || bulleted(i + 1))) return line;
    return kind === 'first'
      ? `• ${line.replace(BULLET_FIRST, '').trimStart()}`
      : `• ${line.replace(BULLET_LAST, '')}`;
  });
}

/** A separator standing alone between two items, or a look-alike OCR reads for one. */
const SEPARATOR_TOKEN = / ([|¦lI1!\][e·•]) (?=\S)/gu;
/**
 * The same where the line has a real middle dot or bullet between items: a "+" is read for one
 * there too ("הכנת בצקים · בצק עלים ושמרים + קישוט עוגות"). (Alone, "Excel + Word" is as written.)
 */
const SEPARATOR_TOKEN_BESIDE_DOTS = / ([|¦lI1!\][e·•+]) (?=\S)/gu;
/** Licence classes joined by a spaced "+" ("C + E", "C1 + E"). */
const LICENCE_CLASSES_PLUS = /(?<![\p{L}\p{N}])[A-E]1? \+ [A-E]1?(?![\p{L}\p{N}])/u;
/**
 * Look-alikes of "|" (a "]" of a right-to-left line is turned to "[" with its brackets), and of a
 * middle dot.
 */
const PIPE_LOOK_ALIKES = new Set(['l', 'I', '1', '!', ']', '[']);
const DOT_LOOK_ALIKES = new Set(['e', '+']);
/** Words in one item of a separated line. */
const SEPARATED_ITEM_WORDS = 5;
/** Longest line taken for a list (a paragraph is no list). */
const LIST_LINE_CHARS = 400;

/**
 * The line with its misread separators put back ("Excel l SAP I Teamwork" → "Excel | SAP |
 * Teamwork", "Excel e SAP e Teamwork" → "Excel · SAP · Teamwork", "A · B + C" → "A · B · C"): two
 * separators or more (real or look-alike, one look-alike at least), every item between them of one
 * to five words with a letter, and no Latin item opening with a small letter (a sentence's "I":
 * "Then I ran and I won").
 */
export function withSeparatorLookAlikes(line: string): string {
  if (line.length > LIST_LINE_CHARS || !/ [lI1!\][e+] \S/u.test(line)) return line;
  // (A licence's classes are joined by a "+": "C + E".)
  const separator =
    / [·•] \S/u.test(line) && !LICENCE_CLASSES_PLUS.test(line)
      ? SEPARATOR_TOKEN_BESIDE_DOTS
      : SEPARATOR_TOKEN;
  const tokens = [...line.matchAll(separator)].map((m) => m[1]!);
  if (tokens.length < 2 || !tokens.some((t) => PIPE_LOOK_ALIKES.has(t) || DOT_LOOK_ALIKES.has(t)))
    return line;
  const items = line.split(new RegExp(separator.source.replace('(', '(?:'), 'u'));
  const itemLike = (item: string) => {
    const words = item.trim().split(' ').filter(Boolean);
    return (
      words.length >= 1 &&
      words.length <= SEPARATED_ITEM_WORDS &&
      /\p{L}/u.test(item) &&
      !/^[a-z]/.test(words[0]!) &&
      // Lone "I", "1" at an item's edge are a sentence's or a count's, not a cut separator.
      !/^[lI1!\][e]$/u.test(words[0]!) &&
      !/^[lI1!\][e]$/u.test(words.at(-1)!)
    );
  };
  if (!items.every(itemLike)) return line;
  const realDot = tokens.some((t) => t === '·' || t === '•');
  return line.replace(separator, (whole, token: string) => {
    if (PIPE_LOOK_ALIKES.has(token)) return ' | ';
    if (DOT_LOOK_ALIKES.has(token))
      return realDot ? ` ${tokens.find((t) => t === '·' || t === '•')} ` : ' · ';
    return whole;
  });
}
