/**
 * E-mail addresses of an OCR'd line mended from the Latin model's reading of the same line: the dots
 * either reading lost, a digit read as a look-alike letter, and an address on a right-to-left line
 * read as junk around its "@" ("البريد: 1100|>.60177لا0 @
 * 10/216 0ا081(ا.أ58011" for "البريد: sami.khatib.water@outlook.com"): the three models together
 * read its Latin letters with the Arabic or Hebrew model's shapes. The Latin model alone reads the
 * line again, and its address replaces the part of the line that holds the "@".
 */

/** An e-mail address as OCR reads it (its dots or digits may still be wrong). */
export const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** The parts of a contact line: "هاتف: … , البريد: … , العنوان: …", "נייד: … | דוא"ל: …". */
const PART_SEPARATOR = /(\s+[,،|•·]\s+)/u;
/** A part's label: "البريد:", "דוא"ל:", "E-mail:". */
const LABEL = /^[^\d@:]{1,20}:\s*/u;

/** An "@", or the "©" OCR reads for it (cleanOcrText puts it back later). */
const AT = /[@©]/;

/** Whether a line has an "@" but no e-mail address was read in it. */
export function junkAroundAt(line: string): boolean {
  return AT.test(line) && !EMAIL.test(line);
}

/**
 * The line with the part that holds its "@" replaced by the address the Latin reading found there
 * (its label kept); unchanged when the Latin reading has no address.
 */
export function withJunkEmailReplaced(line: string, latinText: string): string {
  const email = latinText.match(EMAIL)?.[0];
  if (!email || !junkAroundAt(line)) return line;
  const parts = line.split(PART_SEPARATOR);
  const at = parts.findIndex((part, i) => i % 2 === 0 && AT.test(part));
  if (at < 0) return line;
  const label = parts[at]!.match(LABEL)?.[0] ?? '';
  parts[at] = `${label}${email}`;
  return parts.join('');
}

/**
 * The line with the dots its e-mail lost put back from the Latin reading of the same line: a dot
 * between two words of an address is lost in either reading, seldom read where there is none. The
 * letters stay the page's: the Latin model's reading at twice the size is no surer of them ("qa"
 * read as "ga", a letter added). Unchanged when the readings differ but in dots.
 */
export function withEmailRestored(line: string, latinText: string): string {
  const first = line.match(EMAIL)?.[0];
  const again = latinText.match(EMAIL)?.[0];
  if (!first || !again || first === again) return line;
  const bare = (email: string) => email.replace(/\./g, '');
  if (bare(first).toLowerCase() !== bare(again).toLowerCase()) return line;
  // Where each reading has a dot, counted in letters before it.
  const dotsAt = (email: string) =>
    new Set([...email].flatMap((c, i) => (c === '.' ? [i - email.slice(0, i).split('.').length + 1] : [])));
  const dots = new Set([...dotsAt(first), ...dotsAt(again)]);
  const letters = bare(first);
  const merged = [...letters].map((c, i) => (dots.has(i) ? `.${c}` : c)).join('');
  return line.replace(first, merged);
}

/**
 * The line with a digit of its e-mail put back where the page's reading has a letter that looks
 * like it beside another digit ("avi.mizrahig8" for "avi.mizrahi88"), as the Latin reading of the
 * same line has it: an address's digits run together (a year, a number), and the Latin model reads
 * digits surely. Letters elsewhere stay the page's; unchanged unless the two addresses are of one
 * length and differ only so.
 */
export function withEmailDigitsRestored(line: string, latinText: string): string {
  const first = line.match(EMAIL)?.[0];
  const again = latinText.match(EMAIL)?.[0];
  if (!first || !again || first.length !== again.length || first === again) return line;
  const digit = (c: string | undefined) => c !== undefined && /\d/.test(c);
  for (let i = 0; i < first.length; i++) {
    if (first[i] === again[i]) continue;
    const besideDigit = digit(again[i - 1]) || digit(again[i + 1]);
    if (!/[a-z]/i.test(first[i]!) || !digit(again[i]) || !besideDigit) return line;
  }
  return line.replace(first, again);
}
