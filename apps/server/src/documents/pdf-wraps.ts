/**
 * Lines a PDF wrapped, joined back into the paragraph the author wrote: a narrow sidebar wraps a
 * list item ("Christian pilgrimage" / "groups", "ספירת מלאי והזמנות" / "מספקים"), and read as two
 * lines it would be two items. A Word file or a text has the paragraph whole, so the same resume
 * gives the same facts in every format.
 *
 * Two lines of one size and one script (or a Hebrew line cut after a prefix's hyphen) are one
 * paragraph when both of these hold:
 * - they are closer than the block's paragraphs are to each other: the block spaces its paragraphs
 *   (most of its line gaps are wider than its narrowest), these two lines are at the narrowest, and
 *   a line of their size right before or after them is further away (two lines of a header, between
 *   a name and a heading, are close together without being one paragraph);
 * - the first line is full: the next line's first word would not have fitted after it, before the
 *   block's ragged edge (its longest line's, links left out: an e-mail may spill out of a sidebar).
 *   Which edge is ragged is read off the lines, not the script: LibreOffice lays a right-to-left
 *   table cell's lines from the left.
 * A block that does not space its paragraphs gives no sign of where one ends, and is left as it is.
 */

/** A line of a block: its logical text, and where it lies when it is one run of text. */
export interface BlockLine {
  text: string;
  box?: Box;
}

interface Box {
  x: number;
  end: number;
  y: number;
  size: number;
  chars: number;
}

/**
 * How much wider than the narrowest a gap may be and still be the same spacing: a line of mixed
 * scripts stands a little taller (fonts of other metrics, up to 15% here), a paragraph's spacing
 * adds more (a browser's 4pt after 11pt text: 25%).
 */
const SAME_GAP = 1.18;
/** Points within which lines start (or end) together. */
const ALIGNED = 1;
const RTL_LETTER = /[\u0590-\u05FF\u0600-\u06FF]/;
const LIST_MARK = /^(?:[•▪◦●■□➢►‣⁃∙·*–-]|\d{1,2}[.)]\s)/u;
const LINK = /@|www\.|https?:\/\//i;
/** A list item's bullet (not a dash, which may open a range or a sentence). */
const BULLET = /^[•▪◦●■□➢►‣⁃∙·*]\s/u;

/** How a text's brackets fall: openers left open, and closers with no opener before them. */
export function bracketsOf(text: string): { open: number; unopened: number } {
  let open = 0;
  let unopened = 0;
  for (const ch of text) {
    if ('([{'.includes(ch)) open++;
    else if (')]}'.includes(ch)) {
      if (open > 0) open--;
      else unopened++;
    }
  }
  return { open, unopened };
}

/** The gap between two lines' baselines, when they are of one size. */
function gapBetween(a: BlockLine, b: BlockLine): number | null {
  if (!a.box || !b.box || !sameSize(a.box.size, b.box.size)) return null;
  const gap = b.box.y - a.box.y;
  return gap > 0 ? gap : null;
}

/** Whether a line ends with an e-mail or a link (its last word tested alone: lines are hostile). */
function endsWithLink(text: string): boolean {
  return LINK.test(text.slice(text.lastIndexOf(' ') + 1));
}
/** A link cut short (no dot in its domain yet, or ending at a dot, "@" or hyphen)… */
const LINK_CUT = /(?:@[\w-]*|\.[a-z]?|[-.@])$/i;
/** …and its rest, alone on the next line. */
const LINK_REST = /^[a-z0-9.-]+$/i;
/** A line ending inside a word of ASCII, before a line starting with an e-mail: one address, cut. */
const BEFORE_EMAIL = /[\w.-]{3}$/;
const EMAIL_START = /^[\w.+-]*@/;

/**
 * Whether two lines stand side by side, in two cells of a row, rather than one under the other: no
 * point of one is over the other (a two-cell header whose cells' lines do not share baselines,
 * "050-…" on the left under the name on the right). Their gap tells nothing of a paragraph's spacing.
 */
function sideBySide(a: BlockLine, b: BlockLine): boolean {
  if (!a.box || !b.box) return false;
  return a.box.end < b.box.x || b.box.end < a.box.x;
}

function sameSize(a: number, b: number): boolean {
  return Math.abs(a - b) <= 0.05 * Math.max(a, b);
}

/**
 * `rightBound`: what bounds the block's lines on the right: where the column to the right of it
 * begins when the block is a page's left column, else the page's right margin. A line of the
 * block's prose that reaches past all its other lines shows no edge the others share; the bound
 * stands for it (set at or past the column's own edge, so it errs towards not joining).
 * `leftBound`: the same on the left, for a block set flush right (right-to-left paragraphs as
 * Chromium and Word set them): where the column to the left of it ends, else the page's left margin.
 */
export function joinWrappedLines(
  blockLines: BlockLine[],
  direction: 'rtl' | 'ltr',
  rightBound?: number,
  leftBound?: number,
  gutterSide?: Ragged,
): string[] {
  const lines = withEmailsWhole(blockLines);
  // Gaps only between lines of one size and one script: a line of Latin alone stands lower than
  // one with Hebrew or Arabic (other fonts), and that difference says nothing of paragraphs.
  // A line of no letters (a date, an ID number) is set as the page runs: "1991/09/01" under its
  // label "تاريخ الميلاد:" in a narrow sidebar stands as an Arabic line does.
  const script = lines.map((l): Script =>
    RTL_LETTER.test(l.text) ? 'rtl' : /\p{L}/u.test(l.text) ? 'ltr' : direction,
  );
  const gaps: Array<number | null> = lines.slice(1).map((b, k) => {
    const runsOn = script[k] === script[k + 1] || latinRunGoesOn(lines[k]!.text, b.text);
    return runsOn && !sideBySide(lines[k]!, b) ? gapBetween(lines[k]!, b) : null;
  });
  const known = gaps.filter((g): g is number => g !== null);
  if (known.length < 2) return lines.map((l) => l.text);
  // The narrowest gap of each script, when it shows two or more: two lines of Latin alone (an
  // e-mail wrapped in a narrow sidebar) stand closer than two of Arabic, whose font is taller, and
  // say nothing of how the Arabic lines are spaced.
  const narrowestOf = (which: Script) => {
    const own = gaps.filter((g, k): g is number => g !== null && script[k] === which);
    return Math.min(...(own.length >= 2 ? own : known));
  };
  const narrowest = { rtl: narrowestOf('rtl'), ltr: narrowestOf('ltr') };
  /** Whether the gap after line k (or `gap`, measured there) is as narrow as its script's narrowest. */
  const close = (k: number, gap = gaps[k]) => gap != null && gap <= narrowest[script[k]!] * SAME_GAP;
  // Whether the gap after line k is wider than its paragraph's lines are apart. A gap between
  // lines of two scripts counts too ("Technical skills" over a Hebrew list, a list's last Latin
  // line over the next Hebrew heading): it tells no wrap, but a paragraph break it does.
  const wide = (k: number) => {
    const gap = gaps[k] ?? (k >= 0 && k + 1 < lines.length ? gapBetween(lines[k]!, lines[k + 1]!) : null);
    return gap != null && !close(k, gap);
  };
  // A block spaces its paragraphs when some of its gaps are wider than its narrowest: at least two,
  // and a fifth of them (a narrow justified sidebar wraps most of its items, so its narrow gaps,
  // between a paragraph's lines, may be most of them).
  const spaced = known.filter((g) => g > Math.min(...known) * SAME_GAP).length;
  if (spaced < 2 || spaced * 5 < known.length) return lines.map((l) => l.text);
  // And the script of the two lines must space its own paragraphs: a sidebar of one-line Arabic
  // items, all as far apart, whose only narrower gaps are between its Latin items ("Priority" /
  // "Excel", a shorter font), shows no wrap among its Arabic and Hebrew lines ("البرامج" / "חשבשבת").
  const spacesParagraphs = (which: Script): boolean => {
    const own = gaps.filter((g, k): g is number => g !== null && script[k] === which);
    return own.length < 2 || own.some((g) => g > narrowest[which] * SAME_GAP);
  };
  const spacesOwn = { rtl: spacesParagraphs('rtl'), ltr: spacesParagraphs('ltr') };
  const boxes = lines.filter((l) => l.box && !endsWithLink(l.text)).map((l) => l.box!);
  if (boxes.length === 0) return lines.map((l) => l.text);
  const byStart = [...boxes].sort((p, q) => p.x - q.x);
  const byEnd = [...boxes].sort((p, q) => q.end - p.end);
  const block: Block = {
    start: byStart[0]!.x,
    end: byEnd[0]!.end,
    leftmost: [byStart[0]!, byStart[1]],
    rightmost: [byEnd[0]!, byEnd[1]],
    ragged: 'right',
    ...(rightBound !== undefined ? { rightBound } : {}),
    ...(leftBound !== undefined ? { leftBound } : {}),
    ...(gutterSide !== undefined ? { gutterSide } : {}),
  };
  const atStart = boxes.filter((b) => b.x - block.start <= ALIGNED).length;
  const atEnd = boxes.filter((b) => block.end - b.end <= ALIGNED).length;
  // Ragged on the right when most lines start together (on a tie, as the script runs).
  block.ragged = atStart > atEnd || (atStart === atEnd && direction === 'ltr') ? 'right' : 'left';

  const out: string[] = [];
  let previousJoined = false;
  lines.forEach((line, k) => {
    const gap = k > 0 ? gaps[k - 1] : null;
    const previous = lines[k - 1];
    // (A paragraph already found wrapped stands apart from its neighbours: its third line is as
    // much its own as its second.)
    const spacedAround = (k > 1 && wide(k - 2)) || wide(k) || previousJoined;
    // "• היתר ADR להובלת חומרים" / "מסוכנים": a line without a mark right under a bulleted item,
    // closer to it than the items are to each other, is the item's wrap, whether or not the item
    // looks full (a sidebar's longest line shows no edge the others share).
    const bulletWrap =
      previous !== undefined &&
      BULLET.test(previous.text) &&
      !LIST_MARK.test(line.text) &&
      !endsWithLink(previous.text) &&
      // (Not after an item that ends its sentence, nor a job's head line with its years under it.)
      !/[.!?;:]$/.test(previous.text.trim()) &&
      !/\b(?:19|20)\d\d\b/.test(line.text) &&
      wide(k);
    // "רישיון חשמלאי מוסמך (מס'" / "118290)": a line that closes the bracket the line above left
    // open is its wrap, full or not.
    const bracketWrap =
      previous !== undefined &&
      bracketsOf(previous.text).open > 0 &&
      bracketsOf(line.text).unopened > 0 &&
      bracketsOf(`${previous.text} ${line.text}`).open < bracketsOf(previous.text).open;
    if (
      close(k - 1, gap) &&
      spacesOwn[script[k - 1]!] &&
      spacedAround &&
      previous &&
      (bulletWrap || bracketWrap || full(previous, line, block))
    ) {
      const cut = bulletWrap && direction === 'rtl' ? separatorAtCut(out[out.length - 1]!) : null;
      out[out.length - 1] = cut !== null ? `${cut} ${line.text}` : joined(out[out.length - 1]!, line.text);
      previousJoined = true;
    } else {
      out.push(line.text);
      previousJoined = false;
    }
  });
  return out;
}

const LATIN_LETTER = /\p{Script=Latin}/u;
/**
 * Whether a right-to-left line wrapped inside a run of Latin, so the two lines are measured as
 * one script: a Hebrew line cut after a prefix's hyphen runs on in Latin ("תוכן ל-" / "Landing
 * Pages"), and a line whose last word is Latin goes on in a line of Latin alone ("מכירה: עמידה
 * ביעדים, Visual" / "Merchandising", "تقييم الطلاب • Google" / "Classroom • Mashov"). Their gap
 * is the paragraph's wrap as much as two Hebrew lines' is (a line of Latin alone may stand a
 * little closer, so whether the first line is full still decides). And the other way round: a line
 * of Latin alone cut before the rest of its run and the Hebrew or Arabic after it (`latinRunEndsIn`).
 */
function latinRunGoesOn(text: string, next: string): boolean {
  if (!RTL_LETTER.test(text) && RTL_LETTER.test(next)) return latinRunEndsIn(text, next);
  if (!RTL_LETTER.test(text) || RTL_LETTER.test(next) || !LATIN_LETTER.test(next[0] ?? '')) return false;
  if (/\p{L}-$/u.test(text)) return true;
  const lastWord = text.slice(text.lastIndexOf(' ') + 1);
  return LATIN_LETTER.test(lastWord) && !RTL_LETTER.test(lastWord) && !LINK.test(lastWord);
}

/**
 * Whether a line of Latin alone is the start of a right-to-left line's run of Latin, cut inside it:
 * "2012-2016 | B.Sc. Nutritional" / "Sciences، الجامعة العبرية" in a narrow sidebar, "2012-2016 |
 * B.Sc." / "Nutritional Sciences, האוניברסיטה העברית". The first ends in a Latin word, the second
 * opens with one and goes on in Hebrew or Arabic (whether the first is full still decides).
 */
function latinRunEndsIn(text: string, next: string): boolean {
  const space = next.indexOf(' ');
  // (The first word's comma may be Arabic: "Sciences،".)
  const firstWord = (space < 0 ? next : next.slice(0, space)).replace(/\p{P}+$/u, '');
  const lastWord = text.slice(text.lastIndexOf(' ') + 1);
  return (
    /^\p{Script=Latin}/u.test(firstWord) &&
    !RTL_LETTER.test(firstWord) &&
    // (or a degree's dotted abbreviation, "B.Sc.": a stop that ends no sentence)
    /\p{Script=Latin}$|^\p{Script=Latin}{1,3}\.\p{Script=Latin}{1,4}\.$/u.test(lastWord) &&
    !LINK.test(lastWord) &&
    !LINK.test(firstWord)
  );
}

/** An e-mail address, whole. */
const EMAIL = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}$/i;
/**
 * The end of a top-level domain alone on a line ("m" of "gmail.co" / "m", ".il" of "walla.co" /
 * ".il"): an e-mail whole but for it is still cut.
 */
const TLD_REST = /^\.?[a-z]{1,3}$/;
/** How far apart two lines' baselines may be, in font sizes, for the second to be the first's wrap. */
const WRAP_GAP = 1.6;
/** A phone number alone: nine digits or more and their separators. */
function isPhoneNumber(word: string): boolean {
  return /^\+?[\d().-]+$/.test(word) && word.replace(/\D/g, '').length >= 9;
}

/**
 * A narrow sidebar's e-mail cut in two ("liat.avrahami@mash" / "kanta-plus.co.il", "daniel.abramov.phar"
 * / "m@gmail.com", "dana@gmail" / "com.") is joined whatever the block's spacing: the first line's last word and the
 * next line, alone on it and right under it, make an e-mail that neither is alone (a part with a
 * dot or an "@": "m@gmail.com" is one, but its first part is not a word of a line of its own), or
 * the first is one but for a domain's last letters ("sanaa@gmail.co" / "m").
 */
function withEmailsWhole(lines: BlockLine[]): BlockLine[] {
  const out: BlockLine[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    const head = previous?.text.slice(previous.text.lastIndexOf(' ') + 1) ?? '';
    // A right-to-left column draws the dot at the cut at the end of the next line ("dana@gmail" /
    // "com.").
    const text = line.text.trim();
    const rest =
      /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.$/i.test(text) && !head.endsWith('.') ? `.${text.slice(0, -1)}` : text;
    const close =
      previous?.box !== undefined &&
      line.box !== undefined &&
      sameSize(previous.box.size, line.box.size) &&
      line.box.y - previous.box.y > 0 &&
      line.box.y - previous.box.y <= WRAP_GAP * line.box.size;
    const cut =
      close &&
      /^[\x21-\x7e]+$/.test(head) &&
      /[.@]/.test(head) &&
      (!EMAIL.test(head) || TLD_REST.test(rest)) &&
      // A phone over an e-mail ("054.772.1903" / "hila@…"): its dots make no address's start;
      // nor do a date's ("נולדה: 12.03.1975" / "rachelmiz75@gmail.com", a header's cells side by side).
      (!isPhoneNumber(head) || rest.startsWith('@')) &&
      (/[A-Za-z]/.test(head) || rest.startsWith('@')) &&
      !/\s/.test(rest) &&
      EMAIL.test(head + rest);
    if (cut && previous?.box && line.box) {
      const box = previous.box;
      out[out.length - 1] = {
        text: previous.text + rest,
        box: {
          ...box,
          x: Math.min(box.x, line.box.x),
          end: Math.max(box.end, line.box.end),
          chars: box.chars + line.box.chars,
        },
      };
    } else out.push(line);
  }
  return out;
}

type Ragged = 'right' | 'left';
type Script = 'rtl' | 'ltr';

/** A block's edges, and its two lines reaching furthest to each side (the edge as others show it). */
interface Block {
  start: number;
  end: number;
  leftmost: [Box, Box | undefined];
  rightmost: [Box, Box | undefined];
  ragged: Ragged;
  rightBound?: number;
  leftBound?: number;
  /** The side whose bound is a gutter between two columns (not the page's margin). */
  gutterSide?: Ragged;
}

/** A line of prose: six words or more, not ending a sentence or a list item's punctuation. */
const PROSE_WORDS = 6;

/**
 * Whether `next`'s first word would not have fitted on `line` before the block's ragged edge. A
 * line keeps its own alignment where it shows one: a right-to-left page lays a line of only Latin
 * from the left.
 */
function full(line: BlockLine, next: BlockLine, block: Block): boolean {
  const [a, b] = [line.box!, next.box!];
  if (LIST_MARK.test(next.text) || b.chars === 0) return false;
  // A link goes on only with the rest of a link (an e-mail cut after its "@").
  if (endsWithLink(line.text)) return LINK_CUT.test(line.text) && LINK_REST.test(next.text);
  const [fromStart, fromEnd] = [a.x - block.start <= ALIGNED, block.end - a.end <= ALIGNED];
  const ragged: Ragged = fromStart && !fromEnd ? 'right' : fromEnd && !fromStart ? 'left' : block.ragged;
  const charWidth = (b.end - b.x) / b.chars;
  // The edge as the other lines show it: a line that reaches past them all may have ended anywhere
  // short of an edge no line shows.
  const [first, second] = ragged === 'left' ? block.leftmost : block.rightmost;
  const edge = first === a ? second : first;
  const firstWord = next.text.split(' ')[0]!;
  const needed = (Array.from(firstWord).length + 1) * charWidth;
  const past = edge ? (ragged === 'left' ? edge.x - a.x : a.end - edge.end) : Infinity;
  if (past > charWidth) {
    // "…, עבודה עם מערכת ניהול הצי" / "Pointer ותיעוד משלוחים במסופון": a long line of a left
    // column's prose, its longest, ends short of its bound (the gutter, the page's margin) by
    // less than the next line's first word. A block set flush right is bounded on its left: a
    // Chromium page's right-to-left paragraph wraps there ("…, פיקוח על עובדי" / "המטבח, …").
    const bound = ragged === 'right' ? block.rightBound : block.leftBound;
    if (bound === undefined) return false;
    const words = line.text.split(/\s+/).length;
    // (A line that ends its sentence ends there; one that ends on a comma goes on.)
    if (/[.;:!?]$/.test(line.text.trim())) return false;
    const toBound = ragged === 'right' ? bound - a.end : a.x - bound;
    // (The page's margin is taken as wide as the other one: a line set right to it reaches it to a
    // fraction of a point either way, "…, התקנת מערכות השקיה" / "בטפטוף, …" on Chromium.)
    if (words >= PROSE_WORDS) return toBound >= -ALIGNED && toBound < needed;
    return block.gutterSide === ragged && shortItemFull(toBound, needed);
  }
  const room = Math.max(0, -past);
  return room < needed;
}

/**
 * A column stops short of the gutter by the gap between the columns: the gutter is read where the
 * neighbour column's text ends, and the column's own lines start a gap further on (a browser's flex
 * gap of 18px is 13.5pt; a table's cell padding some points). Taken as 12pt, never more than half
 * the white space between the neighbour and the line.
 */
const COLUMN_GAP = 12;

/**
 * Whether a sidebar's short item, its longest line, was cut: the next line's first word would not
 * have fitted between the line and the column's own edge, the gutter less the columns' gap
 * ("ضريبة الدخل وضريبة القيمة" / "المضافة", "אבחון וטיפול בשפה ובדיבור" / "בגיל הרך" on Chromium).
 * Only against a gutter: a page's margin is the column's own edge already.
 */
function shortItemFull(toBound: number, needed: number): boolean {
  // (A line set right to the gutter may reach a fraction of a point past it: "C, C++, FreeRTOS, ARM
  // Cortex-" / "M, …" in a left sidebar of LibreOffice's.)
  if (toBound < -ALIGNED) return false;
  return toBound - Math.min(COLUMN_GAP, toBound / 2) < needed;
}

/**
 * A right-to-left page's Latin list separated by bullets, wrapped after a separator ("Wireshark •
 * MITRE ATT&CK •" / "Incident Response"): the separator at the cut ends the line, the paragraph's
 * end, and a neutral there takes the page's direction, so it is read as the line's leading bullet
 * ("• Wireshark • MITRE ATT&CK"). When the line lists more items by the same bullet, has no
 * right-to-left letter and is joined to its wrap, the bullet is put back at the cut: the line's
 * text without it, the separator after it. Null when the line is not so.
 */
function separatorAtCut(text: string): string | null {
  const bullet = BULLET.exec(text)?.[0];
  if (!bullet || RTL_LETTER.test(text)) return null;
  const rest = text.slice(bullet.length).trim();
  const mark = bullet.trim();
  return rest.includes(` ${mark} `) ? `${rest} ${mark}` : null;
}

/** Two parts of one paragraph: no space after a hyphen ("ל-" / "Landing Pages") or inside a link. */
function joined(text: string, next: string): string {
  // A right-to-left column draws the dot at a link's cut at the end of the line after it
  // ("dana@gmail" / "com." for "dana@gmail." / "com").
  if (endsWithLink(text) && /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.$/i.test(next) && !text.endsWith('.'))
    return `${text}.${next.slice(0, -1)}`;
  if (/\p{L}[-/]$/u.test(text) || endsWithLink(text)) return text + next;
  if (BEFORE_EMAIL.test(text) && EMAIL_START.test(next)) return text + next;
  return `${text} ${next}`;
}

/** A line ending in a dash and a run of Latin and digits, the run ending in a year: "תומך טכני – Tier 1 | Bynet | 2019". */
const DASH_BEFORE_LATIN_YEAR =
  /^(.*[\u0590-\u05FF\u0600-\u06FF].*?)\s+[-–—]\s+([^\u0590-\u05FF\u0600-\u06FF]*\b(?:19|20)\d\d)$/u;
/** A line starting with a range's end: a year, a month and year, or a word for "now". */
const RANGE_END_START =
  /^(?:(?:\d{1,2}[/.])?(?:19|20)\d\d(?!\d)|(?:היום|כיום|הווה|present|now|today|حتى الآن|الآن|حاليا|حاليًا)(?!\p{L}))/iu;

/**
 * A right-to-left head line wrapped right after its range's dash ("…| Bynet | 2019 –" / "2021"):
 * the producer resolved the dash with the next line's year, so it stands between the line's Latin
 * run and its Hebrew, and read as a line alone it is the dash after the title ("תומך טכני – Tier 1
 * | Bynet | 2019"). When the next line starts with a range's end, it goes back after the year.
 */
export function reattachRangeDashes(lines: string[]): string[] {
  return lines.map((line, k) => {
    const next = lines[k + 1];
    const m = DASH_BEFORE_LATIN_YEAR.exec(line);
    if (!m || next === undefined || !RANGE_END_START.test(next.trim())) return line;
    return `${m[1]} ${m[2]} –`;
  });
}
