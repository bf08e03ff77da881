import { perParse } from './parse-memo.ts';
import { normalizeForMatch } from './text-units.ts';

/**
 * Finding words and phrases in text the way a reader would: case, points and diacritics ignored,
 * Hebrew and Arabic prefixes (ו, ב, ל, ה..., و, ب, ال...) and English plurals looked through, and
 * the text as it is written kept, so what is shown comes from the source.
 */

export interface Token {
  /** Spellings this word may be compared as (the word, without prefixes, singular). */
  variants: string[];
  start: number;
  end: number;
  /** Length of the prefix cut off for each variant, to show the word without it. */
  prefixLengths: number[];
}

/**
 * Letters and digits, with inner dots, apostrophes and gershayim (node.js, רו"ח), then + or #
 * (c++, c#); a leading dot when the word starts there (.net).
 */
const TOKEN =
  /(?:(?<![\p{L}\p{N}])\.(?=\p{L}))?[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}]|[.'"׳״](?=[\p{L}\p{N}]))*[+#]*/gu;

const HEBREW_PREFIX = new Set(['ו', 'ה', 'ב', 'ל', 'מ', 'ש', 'כ']);

const FINAL_FORM: Record<string, string> = { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' };

/** A word's last letter in its final form, as the masculine is written (כלכלנ -> כלכלן). */
const withFinalLetter = (word: string) => word.slice(0, -1) + (FINAL_FORM[word.at(-1)!] ?? word.at(-1)!);
const REGULAR_FORM: Record<string, string> = Object.fromEntries(
  Object.entries(FINAL_FORM).map(([regular, final]) => [final, regular]),
);
/** A letter in its regular form, as it stands before an ending is added (ן -> נ). */
export const withRegularLetter = (letter: string) => REGULAR_FORM[letter] ?? letter;

/**
 * Feminine titles whose masculine spelling is another trade's: a kindergarten teacher (גננת) is no
 * gardener (גנן).
 */
const OWN_FEMININE: ReadonlySet<string> = new Set(['גננת']);

/**
 * The masculine of a feminine noun or title, so a woman's resume matches a job written "מפתח/ת":
 * מפתחת -> מפתח, מנהלת -> מנהל, אחראית -> אחראי, סטודנטית -> סטודנט, כלכלנית -> כלכלן.
 */
function masculineForms(word: string): string[] {
  if (word.length < 4 || !word.endsWith('ת') || OWN_FEMININE.has(word)) return [];
  const forms = [withFinalLetter(word.slice(0, -1))];
  if (word.endsWith('ית') && word.length >= 5) forms.push(withFinalLetter(word.slice(0, -2)));
  return forms;
}

/**
 * Words of their own that begin with a prefix's letter, whose cut or masculine form is a trade's
 * name: a computer (מחשב, "למדעי המחשב", "ממוחשב") is no comptroller (חשב), a kitchen (מטבח) no
 * cook (טבח), a camera (מצלמת) no photographer (צלמת), a frame (מסגרת) no metalworker (מסגר), a
 * supervisor (מפקח, "מפקחת ניקיון") no municipal inspector (פקח), a monitor (מוניטור) no monitoring
 * (ניטור), shared (משותפת) no partner (שותפת). Their prefixes are still cut ("במטבח" -> "מטבח"), not the word's own letters.
 */
const WHOLE_WORDS: ReadonlySet<string> = new Set([
  'מחשב',
  'מחשבים',
  'ממוחשב',
  'ממוחשבת',
  'ממוחשבים',
  'ממוחשבות',
  'מטבח',
  'מטבחים',
  'מצלמה',
  'מצלמת',
  'מצלמות',
  'מסגרת',
  'מסגרות',
  'מפקח',
  'מפקחת',
  'מפקחים',
  'מוניטור',
  'מוניטורים',
  // (Shared, joint — "הרפת המשותפת", "חשבון משותף" — is no partner, שותף, behind a cut "מ".)
  'משותף',
  'משותפת',
  'משותפים',
  'משותפות',
]);

function hebrewVariants(word: string): Array<[string, number]> {
  const out: Array<[string, number]> = [[word, 0]];
  let cut = 0;
  while (
    cut < 3 &&
    !WHOLE_WORDS.has(word.slice(cut)) &&
    HEBREW_PREFIX.has(word[cut] ?? '') &&
    word.length - cut - 1 >= 2
  ) {
    cut++;
    out.push([word.slice(cut), cut]);
  }
  for (const [variant, prefix] of [...out]) {
    if (WHOLE_WORDS.has(variant)) continue;
    for (const form of masculineForms(variant)) {
      if (!out.some(([v]) => v === form)) out.push([form, prefix]);
    }
  }
  return out;
}

/** و/ف (and), then ب/ك/ل (in, as, to), then ال (the): وبالتحليل -> بالتحليل -> التحليل -> تحليل. */
function arabicVariants(word: string): Array<[string, number]> {
  const out: Array<[string, number]> = [[word, 0]];
  let rest = word;
  let cut = 0;
  const strip = (prefixes: string[]) => {
    const prefix = prefixes.find((p) => rest.startsWith(p) && rest.length - p.length >= 2);
    if (!prefix) return;
    rest = rest.slice(prefix.length);
    cut += prefix.length;
    out.push([rest, cut]);
  };
  strip(['و', 'ف']);
  strip(['ب', 'ك', 'ل']);
  strip(['ال', 'ل']);
  return out;
}

function englishVariants(word: string): Array<[string, number]> {
  const out: Array<[string, number]> = [[word, 0]];
  if (/^[a-z]{4,}s$/.test(word) && !word.endsWith('ss')) out.push([word.slice(0, -1), 0]);
  return out;
}

/**
 * A phrase's words in each gender: a lexicon written "מנהלת משרד" also finds "מנהל משרד", the form a
 * job title "מנהל/ת משרד" is read in. Only phrases of two words or more: a single feminine word's
 * masculine may be another word ("ספרית", a hairdresser, and "ספר", a book).
 */
export function phraseForms(phrase: string): string[][] {
  const words = phraseWords(phrase);
  if (words.length < 2 || !words.some((w) => /^[\u05D0-\u05EA]/.test(w))) return [words];
  let forms: string[][] = [[]];
  for (const word of words) {
    const options = /^[\u05D0-\u05EA]/.test(word) ? [word, ...masculineForms(word)] : [word];
    forms = forms.flatMap((form) => options.map((option) => [...form, option])).slice(0, 8);
  }
  return forms;
}

export function wordVariants(normalizedWord: string): Array<[string, number]> {
  if (/^[\u05D0-\u05EA]/.test(normalizedWord)) return hebrewVariants(normalizedWord);
  if (/^[\u0620-\u064A]/.test(normalizedWord)) return arabicVariants(normalizedWord);
  return englishVariants(normalizedWord);
}

/** A word as written -> its spellings (read once per parse: the same words recur on a resume's lines). */
const variantsOfWord = perParse((raw: string) => wordVariants(normalizeForMatch(raw)));

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const start = match.index ?? 0;
    const variants = variantsOfWord(raw);
    tokens.push({
      variants: variants.map(([v]) => v),
      prefixLengths: variants.map(([, cut]) => cut),
      start,
      end: start + raw.length,
    });
  }
  return tokens;
}

/**
 * A phrase to look for: its words, normalised. An Arabic word loses its article (المشاكل ->
 * مشاكل), since a text word is also compared without it: "حل المشاكل" then finds "حل مشاكل" too.
 */
export function phraseWords(phrase: string): string[] {
  let words = PHRASE_WORDS.get(phrase);
  if (words) return words;
  words = Array.from(normalizeForMatch(phrase).matchAll(TOKEN), (m) =>
    /^ال[\u0620-\u064A]{3,}/.test(m[0]) ? m[0].slice(2) : m[0],
  );
  // The lexicons' phrases are looked up once per line of a resume: keep their words, within bounds.
  if (PHRASE_WORDS.size >= 20_000) PHRASE_WORDS.clear();
  PHRASE_WORDS.set(phrase, words);
  return words;
}

const PHRASE_WORDS = new Map<string, string[]>();

export interface PhraseHit {
  /** The words as written in the text (a Hebrew or Arabic prefix on the first word left out). */
  surface: string;
  start: number;
  end: number;
}

/** Tokens of one text with an index from spelling to positions, for many lookups. */
export class IndexedText {
  readonly tokens: Token[];
  private readonly byVariant = new Map<string, number[]>();

  constructor(readonly text: string) {
    this.tokens = tokenize(text);
    this.tokens.forEach((token, position) => {
      for (const variant of token.variants) {
        const list = this.byVariant.get(variant);
        if (list) list.push(position);
        else this.byVariant.set(variant, [position]);
      }
    });
  }

  private matchesAt(position: number, words: string[]): number {
    for (let j = 1; j < words.length; j++) {
      const token = this.tokens[position + j];
      if (!token || !token.variants.includes(words[j]!)) return -1;
      // Words of a phrase sit next to each other: nothing but spaces, hyphens or slashes between
      // (and the dot of a letter that stands for a word: "ק. אתא").
      const before = this.tokens[position + j - 1]!;
      const gap = this.text.slice(before.end, token.start);
      if (!/^[\s\-/&]*$/.test(gap) && !(before.end - before.start === 1 && /^\.\s*$/.test(gap))) return -1;
    }
    return position + words.length - 1;
  }

  /** Every place the phrase occurs. */
  find(phrase: string | string[]): PhraseHit[] {
    const words = Array.isArray(phrase) ? phrase : phraseWords(phrase);
    const first = words[0];
    if (!first) return [];
    const hits: PhraseHit[] = [];
    for (const position of this.byVariant.get(first) ?? []) {
      const last = this.matchesAt(position, words);
      if (last < 0) continue;
      const head = this.tokens[position]!;
      const cut = head.prefixLengths[head.variants.indexOf(first)] ?? 0;
      const start = head.start + cut;
      const end = this.tokens[last]!.end;
      hits.push({ surface: this.text.slice(start, end), start, end });
    }
    return hits;
  }

  /** Every word form of the text (a phrase can start only at one of them). */
  variants(): IterableIterator<string> {
    return this.byVariant.keys();
  }

  has(phrase: string | string[]): boolean {
    return this.find(phrase).length > 0;
  }
}

/**
 * A line's `IndexedText`, built once per parse (`parse-memo.ts`): the languages, the towns, the
 * degrees and the titles each read the same lines. Read-only: the same object is handed to each.
 */
export const indexedLine = perParse((line: string) => new IndexedText(line));

/**
 * A list of phrases by their first word: a text is looked through for the phrases whose first word
 * it holds, not for every phrase of the list (a town's or a language's hundreds of spellings).
 */
export class PhraseIndex {
  private readonly byFirst = new Map<string, number[]>();

  constructor(phrases: ReadonlyArray<readonly string[]>) {
    phrases.forEach((words, i) => {
      const first = words[0];
      if (first === undefined) return;
      const list = this.byFirst.get(first);
      if (list) list.push(i);
      else this.byFirst.set(first, [i]);
    });
  }

  /**
   * The places in the list of the phrases that may occur in the text, in the list's order: every
   * other phrase has no hit there (`find` starts from the first word's places).
   */
  candidates(indexed: IndexedText): number[] {
    const out: number[] = [];
    for (const variant of indexed.variants()) {
      const list = this.byFirst.get(variant);
      if (list) for (const i of list) out.push(i);
    }
    return out.sort((a, b) => a - b);
  }
}
