import fs from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import { createRequire } from 'node:module';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { findColumns, INK_LEVEL, type Rect } from './ocr-columns.ts';
import { arabicDigitsCandidate, arabicDigitsFromInk } from './ocr-arabic-digits.ts';
import { withEmailDotsFromInk } from './ocr-email-dots.ts';
import {
  EMAIL,
  junkAroundAt,
  withEmailDigitsRestored,
  withEmailRestored,
  withJunkEmailReplaced,
} from './ocr-email-lines.ts';
import { grayPage, preparedPage } from './ocr-page.ts';
import { withBulletLookAlikes, withSeparatorLookAlikes } from './ocr-list-marks.ts';
import { samekhBeforeFinalMem, withoutSplitMem } from './ocr-final-letters.ts';
import { phoneWord, withPhoneDigitsFromLatin } from './ocr-phone-digits.ts';
import { digitsApartAtSpaces, JOINED_REVERSED_PHONE, phoneInWritingOrder } from './ocr-phone-groups.ts';
import { presentFirst, withPresentLast } from './ocr-present-first.ts';
import { SURE_IN_LINE, SURE_LATIN, symbolForWord, wordBetweenNeighbours } from './ocr-line-words.ts';
import { mirroredBrackets } from './bidi-order.ts';
import { withClosingBrackets } from './ocr-closing-brackets.ts';
import { latinItemEnds, withCommasFromReading } from './ocr-list-commas.ts';
import { withRangeDotRestored } from './ocr-range-dots.ts';
import { usualLineGap, withWrapsJoined, wrappedPairs } from './ocr-wraps.ts';
import {
  arabicOnHebrewLine,
  hebrewReading,
  marksOnly,
  rtlWord,
  SURE_AFTER_UNSURE_LATIN,
} from './ocr-look-alike-scripts.ts';

/**
 * OCR of page images with tesseract.js, offline: the language data are read from the
 * `@tesseract.js-data/*` packages (4.0.0_best_int) and handed to the worker as bytes, the worker
 * script and the wasm core come from node_modules, and nothing is cached or fetched.
 */

const require = createRequire(import.meta.url);
const LANGUAGES = ['heb', 'ara', 'eng'] as const;
/** The models a misread word or line is read again with alone. */
const RTL_MODELS = ['heb', 'ara'] as const;
const LATIN_MODEL = ['eng'] as const;
const HEBREW_MODEL = ['heb'] as const;
/** A Hebrew word ending in a vav, which may be a final nun read short. */
const FINAL_VAV_WORD = /^[\u05D0-\u05EA]{2,}ו$/u;
const ARABIC_MODEL = ['ara'] as const;

function languageFile(code: string): string {
  const dir = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
  return path.join(dir, '4.0.0_best_int', `${code}.traineddata.gz`);
}

let langDir: Promise<string> | undefined;

/**
 * One local folder holding the three packages' data files (links to them), as tesseract.js wants
 * a single `langPath`.
 */
function languageFolder(): Promise<string> {
  langDir ??= (async () => {
    // One per process, so processes never race on the links.
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-ocr-languages-'));
    for (const code of LANGUAGES) {
      await fs.symlink(languageFile(code), path.join(dir, `${code}.traineddata.gz`));
    }
    return dir;
  })();
  return langDir;
}

/** Where the local tesseract.js worker script is (never a URL). */
export function ocrWorkerPath(): string {
  return path.join(
    path.dirname(require.resolve('tesseract.js/package.json')),
    'src/worker-script/node/index.js',
  );
}

/** Text read from the images, one page after another, cleaned. */
export async function ocrImages(images: Buffer[]): Promise<string> {
  if (images.length === 0) return '';
  const start = async (languages: readonly string[]) =>
    createWorker([...languages], OEM.LSTM_ONLY, {
      workerPath: ocrWorkerPath(),
      // A local folder path (not a URL): tesseract.js reads it from disk; `none`: no cache either.
      langPath: await languageFolder(),
      cacheMethod: 'none',
      gzip: true,
    });
  // One worker a set of models, started when first needed: the three together for the pages, the
  // Latin model alone, the Hebrew and Arabic ones, the Arabic one (see the re-reads below); and
  // the three reading a cut-out as one word (a word alone on its line, see the bands below).
  const workers = new Map<string, Promise<Worker>>();
  const model = (languages: readonly string[], psm?: PSM): Promise<Worker> => {
    const key = `${languages.join('+')}${psm ? `/${psm}` : ''}`;
    if (!workers.has(key))
      workers.set(
        key,
        start(languages).then(async (worker) => {
          if (psm) await worker.setParameters({ tessedit_pageseg_mode: psm });
          return worker;
        }),
      );
    return workers.get(key)!;
  };
  try {
    const worker = await model(LANGUAGES);
    const pages: string[] = [];
    for (const given of images) {
      // A scan's page turned upright and on white paper (see ocr-page.ts).
      const image = await preparedPage(given).catch(() => given);
      const read = async (part: Buffer) => {
        // Each box's reading by a set of models, at a size and a mode, made once however often the
        // re-reads below ask it (a line both of a date with junk and of a stray Latin word, an e-mail
        // line whose "@" is junk, a line read word by word and whole): the same cut-out is read the
        // same. Every ask still counts toward the part's bound (mayReread).
        const readings = new Map<string, ReturnType<Worker['recognize']>>();
        const reading = (languages: readonly string[], box: Box, scale: number, psm?: PSM) => {
          const key = `${languages.join('+')}/${psm ?? ''}/${scale}/${box.x0},${box.y0},${box.x1},${box.y1}`;
          let read = readings.get(key);
          if (!read) {
            read = (async () =>
              (await model(languages, psm)).recognize(
                await cropPng(part, box, scale),
                {},
                { text: true, blocks: true },
              ))();
            readings.set(key, read);
          }
          return read;
        };
        /** A box of the part cut out (`scale` times larger) and read again by the given models alone. */
        const readAgain = async (languages: readonly string[], box: Box, scale = 1, psm?: PSM) =>
          (await reading(languages, box, scale, psm)).data;
        /** A line cut out and read again by the given models alone, word by word. */
        const readAgainWords = async (languages: readonly string[], box: Box) => {
          const { data } = await reading(languages, box, 1);
          return (data.blocks ?? [])
            .flatMap((b) => b.paragraphs)
            .flatMap((p) => p.lines)
            .flatMap((l) => l.words)
            .map((w) => ({ text: withoutMarks(w.text).trim(), confidence: w.confidence }));
        };
        // Re-reads of bands, words and lines are bounded per part: a page of many stray words
        // must not multiply the work.
        let rereads = 0;
        const mayReread = () => rereads++ < MAX_REREADS_PER_PART;
        // The re-reads of lines with a date (or a phone) cut or misread, and of a degree's
        // abbreviation, have a bound of their own: a bilingual page may spend the part's bound on its
        // words before its dates are looked at ("2015 – היום" read "5 - היום" and left so), and a
        // job's years or a degree are worth more than a word.
        let factRereads = 0;
        const mayRereadFact = () => factRereads++ < MAX_FACT_REREADS_PER_PART;
        const { data } = await worker.recognize(part, {}, { text: true, blocks: true });
        const paragraphs = (data.blocks ?? []).flatMap((b) => b.paragraphs);
        // Only on a right-to-left part: a line of it may hold only the dates ("5 - 2018").
        const rtlPart = RTL_LETTER.test(data.text);
        let text = data.text;
        // Two cells of a table side by side (a header's name and its phone) are read as one line
        // ("Eitan Sasson Tel: 052…"): each cell's words become a line of their own, the first
        // cell's first.
        const lines = paragraphs
          .flatMap((p) => p.lines)
          .flatMap((line) => {
            const rtlLine =
              RTL_LETTER.test(line.text) && (rightToLeft(line.text) || endsRightToLeft(line.words));
            const cells = cellsApart(line.words, rtlLine);
            if (cells.length < 2) return [line];
            // The outer cells reach the line's ends, and every cell its height: a word misread in
            // large letters ("991" for "محمود أبو") may have a box narrower than its ink, which a
            // re-read of the cell must cover.
            const left = Math.min(...line.words.map((w) => w.bbox.x0));
            const right = Math.max(...line.words.map((w) => w.bbox.x1));
            const split = cells.map((words) => {
              const x0 = Math.min(...words.map((w) => w.bbox.x0));
              const x1 = Math.max(...words.map((w) => w.bbox.x1));
              return {
                ...line,
                words,
                text: `${words.map((w) => w.text).join(' ')}\n`,
                bbox: {
                  x0: x0 === left ? Math.min(x0, line.bbox.x0) : x0,
                  x1: x1 === right ? Math.max(x1, line.bbox.x1) : x1,
                  y0: Math.min(line.bbox.y0, ...words.map((w) => w.bbox.y0)),
                  y1: Math.max(line.bbox.y1, ...words.map((w) => w.bbox.y1)),
                },
              };
            });
            text = text.replace(line.text.trim(), split.map((l) => l.text.trim()).join('\n'));
            return split;
          });
        // A long line wrapped onto the next (ocr-wraps.ts), joined when the part's text is done.
        const extent = {
          x0: Math.min(...lines.map((l) => l.bbox.x0)),
          x1: Math.max(...lines.map((l) => l.bbox.x1)),
        };
        const lineGap = usualLineGap(lines.map((l) => l.bbox));
        const wraps = paragraphs.flatMap((p) =>
          wrappedPairs(p.lines, extent, lineGap).filter(([a, b]) => lines.includes(a) && lines.includes(b)),
        );
        const finished = (read: string) => cleanOcrText(withWrapsJoined(read, wraps));
        const arabicText =
          (data.text.match(/[\u0600-\u06ff]/g)?.length ?? 0) >
          (data.text.match(/[\u0590-\u05ff]/g)?.length ?? 0);
        // Tesseract leaves out a line now and then (a name in large bold letters, a short line of
        // a list): a band of ink that no line it read covers is read again alone and put back
        // before the line below it.
        const page = await grayPage(part);
        for (const band of missedBands(
          page.gray,
          page.width,
          page.height,
          lines.map((l) => l.bbox),
        )) {
          if (!mayReread()) break;
          let again = await readAgain(LANGUAGES, band);
          // On an Arabic page a line of large bold letters is read better by the Arabic model alone.
          if (arabicText && again.confidence < SURE_BAND && mayReread()) {
            const arabic = await readAgain(ARABIC_MODEL, band);
            if (arabic.confidence >= SURE_REREAD && arabicOnly(arabic.text)) again = arabic;
          }
          // A word alone on its line (a town under a phone and an e-mail: "حيفا") is found by no
          // reading of a block or a line: read as one word, it is.
          if (again.confidence < SURE_BAND && wordWide(band) && mayReread()) {
            const word = await readAgain(LANGUAGES, band, 1, PSM.SINGLE_WORD);
            if (word.confidence >= SURE_BAND) again = word;
          }
          const found = again.text.trim();
          // A speck or a rule may be read as a letter or two, unsure.
          if (again.confidence < SURE_BAND || (found.match(/\p{L}/gu)?.length ?? 0) < 2) continue;
          const below = lines.find((l) => l.bbox.y0 >= band.y1);
          text = below
            ? text.replace(below.text.trim(), `${found}\n${below.text.trim()}`)
            : `${text.trimEnd()}\n${found}`;
        }
        // A right-to-left line with Latin words comes out in drawing order when tesseract took it
        // for a left-to-right paragraph ("2016–2020 | מפתח Backend | Wix" as "Backend | Wix מפתח
        // | 6"), and with a number beside Latin out of its run ("Check Point | 2021 – כיום" as
        // "2021 | Check Point - כיום"): its words are put in reading order from their places.
        // Before that, its words read in the wrong script are read again.
        const rtlText = rightToLeft(data.text);
        // An Arabic line, mostly a large bold one (a name, a headline), read with its words as digits or
        // Latin junk ("4 حداد" for "سامر حداد", "Base ," for "منى عودة"), the Hebrew model's letters
        // taking the place of the Arabic ones: the Arabic model alone reads it again, and a sure
        // reading of Arabic words only replaces it.
        // An Arabic line's year written in Arabic-Indic digits, read as junk ("YA" for "٢٠١٨"):
        // read from the ink (ocr-arabic-digits.ts), before any re-read puts other junk in its place.
        // On an Arabic page a line of dates alone too ("Yel - Yeoh" for "٢٠٠٨ – ٢٠١١").
        for (const line of lines) {
          if (!arabicText && !ARABIC_LETTER.test(line.text)) continue;
          for (const word of line.words) {
            const read = withoutMarks(word.text).trim();
            if (!arabicDigitsCandidate(read)) continue;
            const digits = arabicDigitsFromInk(page, word.bbox);
            if (!digits) continue;
            const fixed = `${digits}${/[,،]$/u.test(read) ? '،' : ''}`;
            const mended = line.text.replace(word.text, fixed);
            text = text.replace(line.text.trim(), mended.trim());
            line.text = mended;
            word.text = fixed;
          }
        }
        const readByArabic = new Set<(typeof lines)[number]>();
        if (arabicText)
          for (const line of lines) {
            if (!arabicJunkLine(line.text) || !mayReread()) continue;
            const again = await readAgain(ARABIC_MODEL, line.bbox);
            const reading = withoutMarks(again.text).trim();
            if (!arabicOnly(reading)) continue;
            // Less sure, it is taken when it keeps every Arabic word the line was read with
            // ("العربية، العبرية" read "dg yall العبرية,": the Arabic model alone reads the line
            // whole at 80).
            const sure = again.confidence >= SURE_REREAD;
            if (!sure && !(again.confidence >= AGREEING_REREAD && keepsArabicWords(line.text, reading)))
              continue;
            text = text.replace(line.text.trim(), reading);
            line.text = `${reading}\n`;
            readByArabic.add(line);
          }
        const rtlLines = lines.filter(
          (line) =>
            !readByArabic.has(line) &&
            RTL_LETTER.test(line.text) &&
            (rtlText || rightToLeft(line.text) || endsRightToLeft(line.words)),
        );
        for (const line of rtlLines) {
          // A short Hebrew or Arabic word read as Latin letters ("oy" for "עם", "das" for "رخصة",
          // "MMT" for "דוחות"): the Hebrew and Arabic models alone read it again, and a sure
          // reading of one Hebrew or Arabic word replaces it. A true Latin word ("EY", "IFRS") is
          // read by them unsure.
          // (The brackets the words before leave open, counted word by word as they are mended.)
          let open = 0;
          for (const [i, word] of line.words.entries()) {
            if (i > 0) open = bracketsOpen(line.words[i - 1]!.text, open);
            const read = withoutMarks(word.text).trim();
            if (!SHORT_LATIN_WORD.test(read) || !mayReread()) continue;
            const again = await readAgain(RTL_MODELS, word.bbox);
            // Read unsure as Latin, it needs a less sure reading ("Jodi" at 57 for "مشغّل", read
            // again at 55; "SCADA" at 95 is read again as "مم5" at 54).
            const bar = word.confidence < UNSURE ? SURE_AFTER_UNSURE_LATIN : SURE_REREAD;
            word.text = withWordReplaced(read, read, again.text.trim(), again.confidence, bar, open);
          }
          // Such a word its box alone could not mend (the box narrower than the ink: "liga" for
          // "ميغا" read again as nothing; "oy" for "עם" read again as Latin), or a word read as a
          // symbol ("בת ©" for "בת ים"): the Hebrew and Arabic
          // models read the whole line again, and the word that reading puts between the same
          // neighbours replaces it (ocr-line-words.ts).
          const unmended = line.words.flatMap((word, i) => {
            const read = withoutMarks(word.text).trim();
            return (SHORT_LATIN_WORD.test(read) || symbolForWord(read)) && word.confidence < SURE_LATIN
              ? [i]
              : [];
          });
          // The Hebrew and Arabic models' reading of the whole line, when one was made.
          let lineReading: Array<{ text: string; confidence: number }> | null = null;
          if (unmended.length && mayReread()) {
            const again = await readAgainWords(RTL_MODELS, line.bbox);
            lineReading = again;
            const first = line.words.map((w) => withoutMarks(w.text).trim());
            // (The brackets left open after each word of the first reading, counted once.)
            const openAfter: number[] = [];
            for (const w of first) openAfter.push(bracketsOpen(w, openAfter.at(-1) ?? 0));
            for (const i of unmended) {
              const read = first[i]!;
              const found = wordBetweenNeighbours(first, i, again);
              if (found)
                line.words[i]!.text = withWordReplaced(
                  read,
                  read,
                  found.text,
                  found.confidence,
                  SURE_IN_LINE,
                  openAfter[i - 1] ?? 0,
                );
            }
          }
          // A Hebrew or Arabic word read as marks alone ("مساعد +(" for "مساعد خباز"): the Hebrew and
          // Arabic models read it again, and a sure reading of one word of two letters or more
          // replaces it; a separator ("--", "==") is read so by no model.
          for (const word of line.words) {
            const read = withoutMarks(word.text).trim();
            if (!marksOnly(read) || !mayReread()) continue;
            const again = await readAgain(RTL_MODELS, word.bbox);
            const reading = rtlWord(again.text, again.confidence);
            if (reading) word.text = word.text.replace(read, reading);
          }
          for (const word of line.words) {
            const read = withoutMarks(word.text).trim();
            // A final nun read, unsure, as a vav ("כהו" for "כהן": at 200 dpi its tail is a pixel or
            // two): the Hebrew model reads the word again at twice the size, and a sure reading that
            // differs only there replaces it.
            if (FINAL_VAV_WORD.test(read) && word.confidence < UNSURE && mayReread()) {
              const again = await readAgain(HEBREW_MODEL, word.bbox, 2);
              const reading = withoutMarks(again.text).trim();
              if (again.confidence >= SURE_REREAD && reading === `${read.slice(0, -1)}ן`) {
                word.text = word.text.replace(read, reading);
                continue;
              }
            }
            // A phone's digit misread by the three models together (ocr-phone-digits.ts).
            if (phoneWord(read) && mayReread()) {
              const again = await readAgain(LATIN_MODEL, word.bbox);
              const phone = withPhoneDigitsFromLatin(read, again.text, again.confidence);
              if (phone !== read) word.text = word.text.replace(read, phone);
              continue;
            }
            // A final mem read as a samekh and the mem (ocr-final-letters.ts).
            if (samekhBeforeFinalMem(read) && mayReread()) {
              const again = await readAgain(HEBREW_MODEL, word.bbox);
              const reading = again.confidence >= SURE_REREAD ? withoutSplitMem(read, again.text) : null;
              if (reading) word.text = word.text.replace(read, reading);
              continue;
            }
            // A Hebrew word read as Arabic letters on a Hebrew page ("משה فذحلا" for "משה פרץ"):
            // the Hebrew model alone reads it again, at its size and, unsure, at twice the size.
            if (!arabicText && arabicOnHebrewLine(read, line.text) && mayReread()) {
              const readings = [await readAgain(HEBREW_MODEL, word.bbox)];
              if (readings[0]!.confidence < SURE_REREAD && mayReread())
                readings.push(await readAgain(HEBREW_MODEL, word.bbox, 2));
              const hebrew = hebrewReading(readings);
              if (hebrew) word.text = word.text.replace(read.replace(/[.,:;،]$/u, ''), hebrew);
              continue;
            }
            // An Arabic word read, unsure, as Hebrew letters on an Arabic page ("וטש" for the
            // heading "اللغات"): the Arabic model alone reads it again.
            // A short one ("וש" for "آب") even when sure: an Arabic line's Hebrew words are names.
            // And one Hebrew letter alone on an Arabic line ("ג 2015 - مقاول" for "منذ 2015 - …"): no
            // word of its own, in any script.
            if (
              (arabicText && loneHebrewLetter(read, line.text)) ||
              (arabicText &&
                HEBREW_WORD.test(read) &&
                (word.confidence < UNSURE || shortHebrewInArabic(read, line.text)))
            ) {
              if (!mayReread()) continue;
              const again = await readAgain(['ara'], word.bbox);
              const arabic = withWordReplaced(read, read, again.text.trim(), again.confidence);
              // Not an Arabic word to the Arabic model: maybe a Latin one read as Hebrew letters
              // ("لحام סוד" for "لحام TIG"), which the Latin model alone reads surely.
              if (arabic === read && HEBREW_WORD.test(read) && mayReread()) {
                const latin = await readAgain(LATIN_MODEL, word.bbox);
                const found = latinWordFor(latin.text, latin.confidence);
                if (found) word.text = word.text.replace(read.replace(/[.,:;]$/u, ''), found);
              } else word.text = arabic;
              continue;
            }
            // A range's "present" word read as Latin look-alikes beside its year ("o»n-2020" for
            // "2020–היום"): the Hebrew and Arabic models read the word again.
            const junkBeforeYear = read.match(PRESENT_MISREAD);
            if (junkBeforeYear) {
              if (!mayRereadFact()) continue;
              const again = await readAgain(RTL_MODELS, word.bbox);
              const present = presentWordIn(again.text);
              if (present) word.text = `${junkBeforeYear[1]} – ${present}`;
              continue;
            }
            // The same word alone beside the range's dash ("2 - 01:0 | …" for "2012 – היום | …").
            if (PRESENT_DIGITS_WORD.test(read) && PRESENT_AS_DIGITS.test(line.text)) {
              if (!mayRereadFact()) continue;
              const again = await readAgain(RTL_MODELS, word.bbox);
              const present = presentWordIn(again.text);
              if (present) word.text = present;
              continue;
            }
            // A degree's Latin abbreviation read as Hebrew letters or digits between dots ("א.8." for
            // "B.A.", "0." for "B.Ed."), so the degree is lost: the Latin model alone reads it again,
            // at its own size (twice the size reads it less surely).
            // Or read as one digit alone at the line's start ("0 הנדסת תעשייה" for "B.Sc. הנדסת …").
            const first = line.words.reduce((a, b) => (b.bbox.x1 > a.bbox.x1 ? b : a));
            if ((DOTTED_LOOK_ALIKE.test(read) || (word === first && /^\d$/.test(read))) && mayRereadFact()) {
              const again = await readAgain(LATIN_MODEL, word.bbox);
              const abbreviation = takenAbbreviation(again.text, again.confidence);
              if (abbreviation) word.text = abbreviation;
              continue;
            }
            // A Latin word read as look-alike Hebrew letters, digits or marks ("ב-5/)\/." for
            // "ב-AWS", "8.56." for "B.Sc."): the Latin model alone reads it again.
            if (LOOK_ALIKE_WORD.test(read) && mayReread()) {
              const again = await readAgain(LATIN_MODEL, word.bbox, 2);
              word.text = withLatinWordRestored(read, read, again.text.trim());
            }
          }
          let ordered = inReadingOrder(line.words);
          // A list's comma lost after a Latin item (ocr-list-commas.ts).
          const itemEnds = latinItemEnds(ordered.split(' '));
          if (itemEnds.length && (lineReading || mayReread())) {
            lineReading ??= await readAgainWords(RTL_MODELS, line.bbox);
            ordered = withCommasFromReading(
              ordered.split(' '),
              itemEnds,
              lineReading.map((w) => w.text),
            ).join(' ');
          }
          text = text.replace(line.text.trim(), ordered);
          line.text = `${ordered}\n`;
        }
        // A phone's reversed groups read as one run of digits (ocr-phone-groups.ts): parted again
        // where the ink shows a space, then turned back in writing order by cleanOcrText.
        if (rtlPart)
          for (const line of lines) {
            if (!JOINED_REVERSED_PHONE.test(line.text)) continue;
            for (const word of line.words) {
              const apart = /^\d{8,9}$/.test(word.text) ? digitsApartAtSpaces(word.symbols ?? []) : null;
              if (!apart || apart === word.text) continue;
              const parted = line.text.replace(word.text, apart);
              text = text.replace(line.text.trim(), parted.trim());
              line.text = parted;
            }
          }
        // A left-to-right line may lose a range's second year too, at its right end ("2015 - 7").
        const suspect = lines.filter(
          (line) =>
            TRUNCATED_YEAR.test(line.text) ||
            hasFutureYear(line.text) ||
            (rtlPart &&
              (PRESENT_AS_DIGITS.test(line.text) ||
                TRUNCATED_PHONE.test(line.text) ||
                PARTIAL_PHONE.test(line.text) ||
                LONE_NUMBER.test(line.text))),
        );
        const stray = rtlPart ? lines.filter((line) => strayLatin(line.text)) : [];
        const emails = lines.filter((line) => EMAIL.test(line.text)).slice(0, 2);
        const junkEmails = lines.filter((line) => junkAroundAt(line.text)).slice(0, 2);
        const datedJunk = rtlPart
          ? lines.filter(
              (line) =>
                dateWithJunk(line.text) ||
                JUNK_BESIDE_DATE.test(withoutMarks(line.text).trim()) ||
                presentFirst(withoutMarks(line.text)),
            )
          : [];
        if (
          suspect.length === 0 &&
          stray.length === 0 &&
          emails.length === 0 &&
          junkEmails.length === 0 &&
          datedJunk.length === 0
        )
          return finished(text);
        // A line of a date and one short junk word ("orn - 9" for "11/2019 – היום", "ג 2018" for
        // "منذ 2018"): the Latin model reads the date again, the Hebrew and Arabic models the word.
        for (const line of datedJunk) {
          if (!mayRereadFact()) break;
          const latinText = (await readAgain(LATIN_MODEL, line.bbox)).text;
          if (!mayRereadFact()) break;
          const rtlText = withoutMarks((await readAgain(RTL_MODELS, line.bbox)).text);
          const bare = withoutMarks(line.text).trim();
          let fixed = DATE_WITH_JUNK.test(bare)
            ? withDateLineRestored(bare, latinText, rtlText)
            : JUNK_BESIDE_DATE.test(bare)
              ? withPresentRestored(bare, rtlText)
              : // A "present" word read as junk at the line's start (ocr-present-first.ts).
                withPresentLast(bare, presentWordIn(rtlText));
          // On an Arabic page the word ("منذ 2017" read as "2017 iw", and as "2017 4" by the Hebrew
          // and Arabic models together) may be read by the Arabic model alone.
          if (fixed === bare && arabicText && DATE_WITH_JUNK.test(bare) && mayRereadFact()) {
            const arabic = withoutMarks((await readAgain(ARABIC_MODEL, line.bbox)).text);
            fixed = withDateLineRestored(bare, latinText, arabic);
          }
          if (fixed !== bare) text = withLineReplaced(text, line, fixed);
        }
        // An e-mail read by the three models together may lose a dot ("liorbendavid" for
        // "lior.bendavid"): the Latin model alone reads it again, and a dot either saw is kept.
        for (const line of emails) {
          // A dot the ink shows between two letters of the name part (ocr-email-dots.ts).
          // Without its directional marks: a right-to-left line was put in reading order without them.
          const word = line.words.find((w) => w.text.includes('@'));
          const read = word ? withoutMarks(word.text).trim() : '';
          const inked = word ? withoutMarks(withEmailDotsFromInk(page, word)).trim() : '';
          if (inked !== read && line.text.includes(read)) {
            const dotted = line.text.replace(read, inked);
            text = text.replace(line.text, dotted);
            line.text = dotted;
          }
          // Twice the size: small Latin letters are read better larger.
          const latinText = (await readAgain(LATIN_MODEL, line.bbox, 2)).text;
          const fixed = withEmailDigitsRestored(withEmailRestored(line.text, latinText), latinText);
          if (fixed !== line.text) text = withLineReplaced(text, line, fixed);
        }
        // An e-mail read as junk around its "@" (ocr-email-lines.ts), read again by the Latin model
        // at twice the size, as above.
        for (const line of junkEmails) {
          if (!mayReread()) break;
          const latinText = (await readAgain(LATIN_MODEL, line.bbox, 2)).text;
          const fixed = withJunkEmailReplaced(line.text.trim(), latinText);
          if (fixed !== line.text.trim()) text = withLineReplaced(text, line, fixed);
        }
        for (const line of stray) {
          if (!mayReread()) break;
          const reread = (await readAgain(RTL_MODELS, line.bbox)).text.trim();
          const fixed = withStrayReplaced(line.text.trim(), reread);
          if (fixed !== line.text.trim()) text = withLineReplaced(text, line, fixed);
        }
        if (suspect.length === 0) return finished(text);
        for (const line of suspect) {
          if (datedJunk.includes(line)) continue;
          if (!mayRereadFact()) break;
          const latinText = (await readAgain(LATIN_MODEL, line.bbox)).text;
          const years = latinText.match(/(?:\d{1,2}\/)?(?:19|20)\d\d/g) ?? [];
          let fixed = withFutureYearsRestored(
            rtlPart
              ? withNumberRestored(
                  withPhoneRestored(
                    withYearsRestored(withRangeRestored(line.text, latinText), datesRead(latinText)),
                    latinText,
                  ),
                  latinText,
                )
              : withYearsRestored(line.text, datesRead(latinText)),
            years,
          );
          // A range's Hebrew or Arabic "present" word read as digits: the Hebrew and Arabic models
          // read the line again for it.
          if (rtlPart && PRESENT_AS_DIGITS.test(fixed) && mayRereadFact())
            fixed = withPresentForDigits(fixed, withoutMarks((await readAgain(RTL_MODELS, line.bbox)).text));
          if (fixed !== line.text) text = text.replace(line.text, fixed);
        }
        return finished(text);
      };
      const parts = await pageParts(image);
      if (!parts) {
        pages.push(await read(image));
        continue;
      }
      // Two columns: each read alone, so a sidebar's lines do not run into the main column's.
      const top = parts.top ? await read(parts.top) : '';
      const [left, right] = [await read(parts.columns[0]), await read(parts.columns[1])];
      // A right-to-left page reads its right column first.
      const rtl = rightToLeft(`${top}\n${left}\n${right}`);
      pages.push([top, ...(rtl ? [right, left] : [left, right])].filter(Boolean).join('\n'));
    }
    return pages.filter(Boolean).join('\n\n').trim();
  } finally {
    // A worker that failed to start has nothing to end.
    for (const started of workers.values()) await started.then((w) => w.terminate()).catch(() => undefined);
  }
}

const RTL_LETTER = /[\u0590-\u05ff\u0600-\u06ff]/;
const ARABIC_LETTER = /[\u0620-\u064a]/u;

/**
 * A line of a right-to-left part whose only Latin is one short word that is no acronym ("orn" for
 * "היום", "Ke" for "عكا", "dias" for "ممثلة"): tesseract read a short Hebrew or Arabic word as
 * Latin letters. Such a line is read again with the Hebrew and Arabic models alone.
 */
export function strayLatin(raw: string): boolean {
  // A bilingual heading's English half ("wo) / EXPERIENCE" for "ניסיון / EXPERIENCE") is no
  // Latin word of the line's own.
  // A contact line's e-mail and web address ("rana.s@gmail.com | 054-… | sc" for "… | عكا") are no
  // Latin words of the line's own either.
  const bare = withoutMarks(raw).trim().replace(ENGLISH_HALF, '');
  const line = bare.replace(CONTACT_ADDRESS, ' ');
  const latinWords = line.match(/[A-Za-z][A-Za-z.@_-]*/g) ?? [];
  const word = latinWords[0] ?? '';
  return (
    latinWords.length === 1 &&
    /^[A-Za-z]{2,4}$/.test(word) &&
    !/^[A-Z]+$/.test(word) &&
    // A line of that word alone, maybe with a mark or a bracket beside it ("wo)" for "ניסיון"); or a
    // contact line of an address, a phone and that word in small letters (a capital may be a town's
    // name: "Lod").
    (RTL_LETTER.test(line) ||
      line.replace(/[^\p{L}\p{N}]/gu, '') === word ||
      (line !== bare && /^[a-z]+$/.test(word) && line.replace(/[^\p{L}]/gu, '') === word))
  );
}

/** An e-mail or a web address: a run with an "@", or a dotted or slashed name. */
const CONTACT_ADDRESS = /\S*@\S*|\S*[A-Za-z\d][./][A-Za-z]\S*/g;

/** The English half of a bilingual heading, in capitals, after or before a slash or a bar. */
const ENGLISH_HALF = /\s*[/|]\s*[A-Z][A-Z &]{3,}$|^[A-Z][A-Z &]{3,}\s*[/|]\s*/;

/**
 * The line with its stray Latin word replaced by the word at the same end of the Hebrew-and-Arabic
 * reading (the rest of the line, with its digits, as first read); unchanged when that reading has
 * no Hebrew or Arabic word there or the stray word sits inside the line.
 */
export function withStrayReplaced(raw: string, reread: string): string {
  const line = withoutMarks(raw).trim();
  const words = line.split(/\s+/);
  const again = reread.split(/\s+/).filter(Boolean);
  const rtlWord = (w: string | undefined) => w !== undefined && RTL_LETTER.test(w) && !/[A-Za-z\d]/.test(w);
  const isStray = (w: string) => /^[(]?[A-Za-z]{2,4}[.,:;،)]?$/.test(w);
  // A bilingual heading's Hebrew half: the one Hebrew or Arabic word of the reading, wherever the
  // reading puts it (its English half is read as junk letters).
  const half = line.match(ENGLISH_HALF)?.[0];
  if (half) {
    const rest = line.replace(half, '').trim();
    const rtlWords = again.filter(rtlWord);
    return isStray(rest) && rtlWords.length === 1 ? line.replace(rest, rtlWords[0]!) : raw;
  }
  if (words.length === 1 && isStray(words[0]!))
    return again.length === 1 && rtlWord(again[0]) ? again[0]! : raw;
  // A contact line ("rana.s@gmail.com | 054-… | sc", read again "عكا | 054-… | <junk>"): the stray
  // word is a piece between bars or dots of its own, and the reading has one Hebrew or Arabic word as
  // a piece that the line has not; the models may read the line's pieces in another order.
  const pieces = (text: string) => text.split(/\s*[|•·]\s*/u).map((p) => p.trim());
  const strayPiece = pieces(line).find((p) => isStray(p));
  if (strayPiece && pieces(line).length >= 3) {
    const newWords = pieces(reread).filter((p) => rtlWord(p) && !/\s/.test(p) && !line.includes(p));
    if (newWords.length === 1) return line.replace(strayPiece, newWords[0]!);
  }
  // A line of Hebrew or Arabic words with a stray word inside ("اللغات: العر dg العبرية، الإنجليزية"),
  // read again as such words only: the reading, when it has every Hebrew or Arabic word of the line
  // (or a word that one begins), no more words than the line and the same numbers.
  const rtlOf = (text: string) => text.split(/\s+/).filter((w) => RTL_LETTER.test(w));
  const lineWords = rtlOf(line);
  const numbers = (text: string) => (text.match(/\d+/g) ?? []).join(' ');
  if (
    !/[A-Za-z]/.test(reread) &&
    numbers(reread) === numbers(line) &&
    lineWords.length >= 2 &&
    again.length <= words.length &&
    again.length >= lineWords.length &&
    lineWords.every((w) => again.some((a) => a.startsWith(w.replace(/[.,:;،]$/u, ''))))
  )
    return reread.trim();
  if (isStray(words[words.length - 1]!) && rtlWord(again[again.length - 1]))
    return [...words.slice(0, -1), again[again.length - 1]].join(' ');
  if (isStray(words[0]!) && rtlWord(again[0])) return [again[0], ...words.slice(1)].join(' ');
  return raw;
}

/** Arabic words and marks only (no digit, no Latin or Hebrew letter), at least one word of two letters. */
export function arabicOnly(text: string): boolean {
  const bare = withoutMarks(text).trim();
  return /[\u0620-\u064a]{2}/.test(bare) && !/[\dA-Za-z\u0590-\u05ff\u0660-\u0669]/.test(bare);
}

/**
 * A line of an Arabic page whose words that are not Arabic are all short junk: one to three digits
 * alone, up to five Latin or Hebrew letters, marks ("4 حداد", "Base ,", "Lo a0 مؤهلة"). A line with a
 * longer number (a year, a phone), an e-mail, or a Latin word of six letters or more is not: those
 * are read right by the three models together.
 */
export function arabicJunkLine(raw: string): boolean {
  const words = withoutMarks(raw).trim().split(/\s+/).filter(Boolean);
  const junk = (w: string) =>
    /^[\p{P}\p{S}]*(?:\d{1,3}|[A-Za-z\u0590-\u05ff][A-Za-z\u0590-\u05ff\d]{0,4})[\p{P}\p{S}]*$/u.test(w);
  const arabic = (w: string) => /^[\p{P}]*[\u0620-\u064a][\u0620-\u065f\u0670-\u06ff]*[\p{P}]*$/u.test(w);
  const mark = (w: string) => /^[\p{P}\p{S}]+$/u.test(w);
  return (
    words.some(junk) &&
    words.every((w) => junk(w) || arabic(w) || mark(w)) &&
    words.filter(junk).length <= 2 &&
    words.length <= 6
  );
}

/** How sure the Arabic model must be of a junk line's reading that keeps the line's Arabic words. */
const AGREEING_REREAD = 75;

/**
 * Whether a reading of a line keeps every Arabic word of two letters or more the line was first
 * read with (marks and commas aside; a word cut by the junk inside its whole) and more Arabic
 * letters: it then reads the junk between them as Arabic and changes nothing else.
 */
export function keepsArabicWords(line: string, reading: string): boolean {
  const words = (text: string) =>
    withoutMarks(text).match(/(?:[\u0620-\u064a\u0671-\u06d3]|\p{M}){2,}/gu) ?? [];
  const first = words(line);
  const again = words(reading);
  const left = [...again];
  for (const w of first) {
    // A word cut by the junk beside it ("العر Eg" for "العربية،") is kept inside the whole word.
    const exact = left.indexOf(w);
    const i = exact >= 0 ? exact : left.findIndex((r) => r.includes(w));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  // And it reads more Arabic letters than the line had: the junk's.
  return first.length > 0 && again.join('').length > first.join('').length;
}

/** Without directional marks, which tesseract puts around a Latin word of a right-to-left line. */
function withoutMarks(text: string): string {
  return text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}
/**
 * A year cut to its last digits beside a range's dash: tesseract's Hebrew and Arabic models drop
 * the first digits of a number at the left end of a right-to-left line ("2018 – היום" read as
 * "8 - היום", "2009 – 2013 תואר" as "9 - 2013 תואר").
 */
// Also beside a month and year written with a dot or a two-digit year ("07.20 – 01.22" read as
// "01.22 - 0", the right-to-left line's order put its end first and cut its start).
// And before an English "present" word ("2014 – present:" read as "2 — present:"), or before what a
// Hebrew "present" word becomes read as digits and a colon ("2012 – היום" read as "2 - 01:0").
const TRUNCATED_YEAR =
  /(?<![\d/.:])\d{1,3}\s*[-–—]\s*(?:(?:\d{1,2}[/.])?(?:19|20)\d\d|(?:0?[1-9]|1[0-2])[/.]\d\d(?![\d/.])|[\u0590-\u05ff\u0600-\u06ff]|(?:[Pp]resent|PRESENT|[Nn]ow|NOW|[Tt]oday|TODAY|[Cc]urrent)(?![\p{L}])|\d{1,2}:\d(?![\d:]))|(?:(?:19|20)\d\d|(?<![\d/.])(?:0?[1-9]|1[0-2])[/.]\d\d|(?<![\p{L}])(?:[Pp]resent|PRESENT|[Nn]ow|NOW))\s*[-–—]\s*\d{1,3}(?![\d/.])/u;

/** A month and a two-digit year, "07.20", "3/21": no digit, dot or slash on either side. */
const SHORT_DATE = /^(?:0?[1-9]|1[0-2])[/.]\d\d$/;
const SHORT_DATES = /(?<![\d/.])(?:0?[1-9]|1[0-2])[/.]\d\d(?![\d/.])/g;
/** The dates of a Latin reading: a year, maybe with its month, or a month and a two-digit year. */
export function datesRead(latinText: string): string[] {
  return (
    latinText.match(/(?:\d{1,2}\/)?(?:19|20)\d\d|(?<![\d/.])(?:0?[1-9]|1[0-2])[/.]\d\d(?![\d/.])/g) ?? []
  );
}

/**
 * Whether a line has a year cut beside a range's dash; also after an English "present" that a
 * right-to-left line's order put first ("2019 – Present: עורך דין" read as "Present - 9 עורך דין").
 */
export function hasCutYear(line: string): boolean {
  return TRUNCATED_YEAR.test(line);
}

/**
 * Which of the dates (a year, maybe with its month) a cut number is: the first that ends with its
 * digits; else, for a month and year whose slash and first digits ran together ("03/2019 – היום"
 * read as "59 - היום"), the one month-and-year alone that ends as a cut of two or three digits does.
 * -1 when none is.
 */
function cutDateIndex(cut: string, dates: string[]): number {
  const i = dates.findIndex((d) => d.endsWith(cut));
  if (i >= 0) return i;
  // A month and two-digit year cut to its first digits ("07.20" read as "0"): the one such date
  // open that starts with them.
  const started = dates.flatMap((d, k) => (SHORT_DATE.test(d) && d.startsWith(cut) ? [k] : []));
  if (started.length === 1) return started[0]!;
  // A year cut to its first digit ("2014 – present" read as "2 — present"): the one open year.
  if (/^[12]$/.test(cut)) {
    const years = dates.flatMap((d, k) => (/^(?:19|20)\d\d$/.test(d) && d.startsWith(cut) ? [k] : []));
    if (years.length === 1) return years[0]!;
  }
  if (cut.length < 2 || cut.includes('/')) return i;
  const dated = dates.flatMap((d, k) => (d.includes('/') && d.endsWith(cut.slice(-1)) ? [k] : []));
  return dated.length === 1 ? dated[0]! : -1;
}

/**
 * The line with its cut years made whole from the years a Latin-only reading of the same line
 * found: each cut number becomes the year read there that ends with its digits and is not in the
 * line already.
 */
export function withYearsRestored(line: string, years: string[]): string {
  // A year may come with its month ("09/2015"); it is open when its year is not on the line. A
  // month and year with a two-digit year ("07.20") is open when it is not on the line itself.
  const key = (date: string) => (SHORT_DATE.test(date) ? date : date.slice(-4));
  const present = new Set([...(line.match(/(?:19|20)\d\d/g) ?? []), ...(line.match(SHORT_DATES) ?? [])]);
  const open = years.filter((y) => !present.has(key(y)));
  return line.replace(/(?<![\d/.])\d{1,3}(?![\d/.])(?=\s*[-–—])|(?<=[-–—]\s*)\d{1,3}(?![\d/.])/gu, (cut) => {
    const i = cutDateIndex(cut, open);
    return i < 0 ? cut : open.splice(i, 1)[0]!;
  });
}

/**
 * A line of a date, whole or cut ("9", "2018", "11/2019"), and one short word that is no date, with
 * or without a dash between: what a right-to-left line of a date and a word for "since" or
 * "present" becomes when the word is read as junk ("orn - 9", "ג 2018", "2019 4").
 */
const DATE_WITH_JUNK =
  /^(?:[^\s\d\-–—]{1,4}\s*(?:[-–—]\s*)?(?:\d{1,2}\/)?\d{1,4}|(?:\d{1,2}\/)?\d{1,4}\s*(?:[-–—]\s*)?[^\s\d\-–—]{1,4}|(?:\d{1,2}\/)?(?:19|20)\d\d\s+\d|\d\s+(?:\d{1,2}\/)?(?:19|20)\d\d)$/u;

/** Whether a line (its directional marks off) is a date and one junk word, the word maybe a digit. */
export function dateWithJunk(line: string): boolean {
  return DATE_WITH_JUNK.test(withoutMarks(line).trim());
}
const SINCE_WORDS = ['מאז', 'منذ', 'من'];

/**
 * A date line read as junk made whole from two readings of it: the Latin one's date (the one that
 * ends with the digits the line kept) and the Hebrew-and-Arabic one's word for "present" (then a
 * range, "11/2019 – היום") or "since" (then "منذ 2018"). Unchanged when either is missing, but for a
 * year that cannot be yet, which the Latin reading's year a digit from it replaces.
 */
export function withDateLineRestored(read: string, latinText: string, rtlText: string): string {
  const dates = latinText.match(/(?:\d{1,2}\/)?(?:19|20)\d\d/g) ?? [];
  // A year that cannot be yet ("מאז 2070" for "מאז 2020"), put right first: the suspect lines' mend
  // passes these lines by. Its word may have been read right.
  const line = hasFutureYear(read) ? withFutureYearsRestored(read, dates) : read;
  // The longest number is the date ("4 2019": the word read as a digit beside it).
  const cut = (line.match(/(?:\d{1,2}\/)?\d{1,4}/g) ?? []).sort((a, b) => b.length - a.length)[0];
  if (!cut) return line;
  const date = dates[cutDateIndex(cut.replace(/^\d{1,2}\//, ''), dates)];
  if (!date) return line;
  const words = rtlText.match(/[\u0590-\u05ff\u0600-\u06ff]+/gu) ?? [];
  const present = words.map(presentWord).find(Boolean);
  if (present) return `${date} – ${present}`;
  const since = words.find((w) => SINCE_WORDS.includes(w));
  return since ? `${since} ${date}` : line;
}

/**
 * A short lower-case Latin word beside a date, a dash between them, inside a line of a
 * right-to-left part: a range's "present" word read as Latin look-alikes ("orn - 2020" for
 * "2020 – היום").
 */
const JUNK_BESIDE_DATE =
  /(?<![\p{L}\p{N}])[a-z»«]{2,4}\s*[-–—]\s*(?:\d{1,2}\/)?(?:19|20)\d\d(?![\p{N}/])|(?<![\p{N}/])(?:\d{1,2}\/)?(?:19|20)\d\d\s*[-–—]\s*[a-z»«]{2,4}(?![\p{L}\p{N}])/u;

/**
 * The line with its junk-beside-a-date made "date – present" when the Hebrew-and-Arabic reading of
 * the line has a word for "present"; unchanged otherwise.
 */
export function withPresentRestored(line: string, rtlText: string): string {
  const present = presentWordIn(rtlText);
  if (!present) return line;
  const m = line.match(JUNK_BESIDE_DATE);
  if (!m) return line;
  const date = m[0].match(/(?:\d{1,2}\/)?(?:19|20)\d\d/)![0];
  return line.replace(m[0], `${date} – ${present}`);
}

/**
 * A range's Hebrew "present" word read as digits, beside the range's other end and its dash
 * ("0110-2021" and "2 - 01:0" for "2021 – היום" and "2012 – היום"): ones and zeros, or digits
 * around a colon, which no date is written as.
 */
const PRESENT_AS_DIGITS =
  /((?:\d{1,2}\/)?(?:19|20)\d\d|(?<![\d/.:])\d{1,3})\s*[-–—]\s*(?:\d{1,2}:\d|[01]{3,4}|0[017]{3})(?![\d/.:])|(?<![\d/.:])(?:\d{1,2}:\d|[01]{3,4}|0[017]{3})\s*[-–—]\s*((?:\d{1,2}\/)?(?:19|20)\d\d)(?![\d/])/u;

/**
 * The line with such a range made "date – present" when the Hebrew-and-Arabic reading of the line
 * has a word for "present"; unchanged otherwise.
 */
export function withPresentForDigits(line: string, rtlText: string): string {
  const present = presentWordIn(rtlText);
  if (!present) return line;
  return line.replace(
    PRESENT_AS_DIGITS,
    (_m, before: string | undefined, after: string | undefined) => `${before ?? after} – ${present}`,
  );
}

/** The latest year a resume's date can be: a year after it is a digit misread ("2071" for "2021"). */
const latestYear = () => new Date().getUTCFullYear() + 1;
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/g;

/** Whether a line has a year of a date that cannot be yet (a digit of it misread). */
export function hasFutureYear(line: string): boolean {
  return (line.match(YEAR) ?? []).some((y) => Number(y) > latestYear());
}

/**
 * The line with each year that cannot be yet replaced by a year of the Latin reading that differs
 * from it in one digit and is not on the line already ("01/2071" read again as "01/2021").
 */
export function withFutureYearsRestored(line: string, years: string[]): string {
  const present = new Set(line.match(YEAR) ?? []);
  const open = years.map((y) => y.slice(-4)).filter((y) => !present.has(y) && Number(y) <= latestYear());
  return line.replace(YEAR, (year) => {
    if (Number(year) <= latestYear()) return year;
    const i = open.findIndex((y) => [...y].filter((c, k) => c !== year[k]).length === 1);
    return i < 0 ? year : open.splice(i, 1)[0]!;
  });
}

/**
 * A number of one to three digits standing alone: on a right-to-left line, what the Hebrew and
 * Arabic models may leave of a date range at its start ("2016–2020 | מפתח" read as "6 | מפתח").
 */
const LONE_NUMBER = /(?<![\p{L}\p{N}/.,:])(?<![+\-–—]\s?)\d{1,3}%?(?![\p{L}\p{N}/.,:%]|\s?[-–—])/u;

const LATIN_RANGE = /((?:\d{1,2}\/)?(?:19|20)\d\d)\s*[-–—]\s*((?:\d{1,2}\/)?(?:19|20)\d\d)/g;

/** "09/2015" -> 201509, "2015" -> 201500: to tell the earlier end of a range. */
const monthOrder = (date: string) => {
  const [month, year] = date.includes('/') ? date.split('/') : ['0', date];
  return Number(year) * 100 + Number(month);
};

/**
 * The line with a lone short number replaced by the whole date range a Latin reading of the
 * same line found, when one end of that range ends with its digits and neither end is on the
 * line already (else by a lone year of that reading that ends so: "4 | הסמכה" for "2014 | …").
 * The range is written earlier end first, as a resume writes it (the Latin reading gives a
 * right-to-left range in drawing order, "2020-2016").
 */
export function withRangeRestored(line: string, latinText: string): string {
  const present = new Set(line.match(/(?:19|20)\d\d/g) ?? []);
  const ranges = [...latinText.matchAll(LATIN_RANGE)]
    .map((m) => [m[1]!, m[2]!].sort((a, b) => monthOrder(a) - monthOrder(b)) as [string, string])
    .filter(([a, b]) => !present.has(a.slice(-4)) && !present.has(b.slice(-4)));
  const inRanges = new Set(ranges.flat());
  const years = (latinText.match(/(?:\d{1,2}\/)?(?:19|20)\d\d/g) ?? []).filter(
    (y) => !present.has(y.slice(-4)) && !inRanges.has(y),
  );
  return line.replace(new RegExp(LONE_NUMBER.source, 'gu'), (lone) => {
    // A "%" is what may be left of the dash ("2014–2019" read as "4%").
    const cut = lone.replace('%', '');
    const i = ranges.findIndex(([a, b]) => a.endsWith(cut) || b.endsWith(cut));
    if (i >= 0) {
      const [from, to] = ranges.splice(i, 1)[0]!;
      return `${from} – ${to}`;
    }
    const y = years.findIndex((year) => year.endsWith(cut));
    return y < 0 ? lone : years.splice(y, 1)[0]!;
  });
}

/**
 * The line with a lone number of one or two digits made whole from the Latin reading of the same
 * line: the one number there a digit longer that ends with its digits and is no year ("2 שנות
 * לימוד" for "12 שנות לימוד", cut at the line's left end as years are).
 */
export function withNumberRestored(line: string, latinText: string): string {
  const numbers = (latinText.match(/(?<![\d/.:-])\d{2,3}(?![\d/.:-])/g) ?? []).filter(
    (n) => !/^(?:19|20)\d\d$/.test(n),
  );
  return line.replace(new RegExp(LONE_NUMBER.source, 'gu'), (lone) => {
    if (!/^\d{1,2}$/.test(lone)) return lone;
    const whole = numbers.filter((n) => n.length === lone.length + 1 && n.endsWith(lone));
    return whole.length === 1 && !line.includes(whole[0]!) ? whole[0]! : lone;
  });
}

/** The same with a phone: "050 222 3344" read as "0 222 3344" (a 9- or 10-digit number cut short). */
const TRUNCATED_PHONE = /(?<![\d+])\d{1,2}[ -]\d{3}[ -]?\d{4}(?!\d)|(?<![\d+])\d{1,2}-\d{7}(?!\d)/;
/**
 * A phone's start and a few digits: "0514-8", "058-1904" (a month and year, "08-2019", is no phone;
 * a prefix of three digits is no month).
 */
const PARTIAL_PHONE = /(?<![\d/.:+])(?:0\d{2,3}-|0\d-(?!(?:19|20)\d\d(?!\d)))\d{1,6}(?![\d/.])/;
// Its groups parted by spaces, dashes or dots ("054.221.3968").
const PHONE = /(?<![\d+.])0\d{1,2}[ .-]?\d{3}[ .-]?\d{4}(?!\d)/;
const REVERSED_PHONE = /(?<![\d+.])(\d{4})[ .-](\d{3})[ .-](0\d{1,2})(?!\d)/;

/**
 * The line with a cut phone replaced by the Latin reading's phone that ends with the same digits
 * (or, cut to one number, "052-3390871" read as "1"), or that starts with the same two digits.
 */
export function withPhoneRestored(line: string, latinText: string): string {
  // The Latin reading of a right-to-left line gives the groups in drawing order ("3344 222 050").
  const reversed = latinText.match(REVERSED_PHONE);
  const whole =
    latinText.match(PHONE)?.[0] ?? (reversed ? `${reversed[3]} ${reversed[2]} ${reversed[1]}` : undefined);
  if (!whole || PHONE.test(line)) return line;
  const digits = (s: string) => s.replace(/\D/g, '');
  // A line of nothing but a number or two (the phone alone on its line, read as "11" or, its
  // groups reversed and the first cut, "7726 318 4"), where the Latin reading sees a phone that has
  // each group of three digits or more the line kept.
  const bare = withoutMarks(line).trim();
  const kept = (bare.match(/\d{3,}/g) ?? []).every((group) => digits(whole).includes(group));
  if (/^[\d\s()+-]+$/.test(bare) && digits(bare).length < digits(whole).length && kept)
    return line.replace(bare, whole);
  const cut = line.match(TRUNCATED_PHONE)?.[0] ?? line.match(LONE_NUMBER)?.[0];
  if (cut && digits(whole).length > digits(cut).length && digits(whole).endsWith(digits(cut)))
    return line.replace(cut, whole);
  // Its first digits kept and the rest lost ("054-5566778" read as "0514-8").
  const start = line.match(PARTIAL_PHONE)?.[0];
  if (start && digits(whole).startsWith(digits(start).slice(0, 2))) return line.replace(start, whole);
  return line;
}

/** One line of a page image cut out with a white margin. */
async function cropPng(
  image: Buffer,
  box: { x0: number; y0: number; x1: number; y1: number },
  scale = 1,
): Promise<Buffer> {
  const picture = await loadImage(image);
  const margin = 16;
  const x0 = Math.max(0, box.x0 - 8);
  const x1 = Math.min(picture.width, box.x1 + 8);
  const y0 = Math.max(0, box.y0 - 6);
  const y1 = Math.min(picture.height, box.y1 + 6);
  const canvas = createCanvas((x1 - x0 + 2 * margin) * scale, (y1 - y0 + 2 * margin) * scale);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(
    picture,
    x0,
    y0,
    x1 - x0,
    y1 - y0,
    margin * scale,
    margin * scale,
    (x1 - x0) * scale,
    (y1 - y0) * scale,
  );
  return canvas.encode('png');
}

/** Whether a band of ink is as wide as a word or two at most (a town, a short heading). */
export function wordWide(band: Box): boolean {
  return band.x1 - band.x0 <= 8 * (band.y1 - band.y0);
}

/** How sure (0–100) tesseract must be of a left-out band's reading to put it back. */
const SURE_BAND = 70;
/** A band of ink lower than this (pixels) is a rule or a speck, not a line of text. */
const MIN_TEXT_HEIGHT = 10;

/**
 * The bands of rows with ink (a line of text, or lines with no blank row between them) that no
 * box of a line read overlaps, each with the width of its ink.
 */
export function missedBands(gray: Uint8Array, width: number, height: number, read: Box[]): Box[] {
  const bands: Box[] = [];
  let band: Box | null = null;
  for (let y = 0; y <= height; y++) {
    let x0 = width;
    let x1 = -1;
    if (y < height) {
      const row = y * width;
      for (let x = 0; x < width; x++) {
        if (gray[row + x]! < INK_LEVEL) {
          if (x < x0) x0 = x;
          x1 = x;
        }
      }
    }
    if (x1 >= 0) {
      if (band) {
        band.x0 = Math.min(band.x0, x0);
        band.x1 = Math.max(band.x1, x1 + 1);
        band.y1 = y + 1;
      } else band = { x0, x1: x1 + 1, y0: y, y1: y + 1 };
    } else if (band) {
      bands.push(band);
      band = null;
    }
  }
  const covered = (b: Box) =>
    read.some((r) => Math.min(r.y1, b.y1) - Math.max(r.y0, b.y0) > 0.3 * (b.y1 - b.y0));
  return bands.filter((b) => b.y1 - b.y0 >= MIN_TEXT_HEIGHT && !covered(b));
}

/**
 * The parts of a page image to read one by one: above the columns, then each column (see
 * ocr-columns.ts), each cut out as an image of its own with a white margin (tesseract.js reads a
 * rectangle of the whole page worse than the same part alone). Null: read the page whole.
 */
async function pageParts(image: Buffer): Promise<{ top: Buffer | null; columns: [Buffer, Buffer] } | null> {
  try {
    const picture = await loadImage(image);
    const { gray, width, height } = await grayPage(image);
    const layout = findColumns(gray, width, height);
    if (!layout.columns) return null;
    const cut = (rect: Rect) => {
      const margin = 24;
      const part = createCanvas(rect.width + 2 * margin, rect.height + 2 * margin);
      const ctx = part.getContext('2d');
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, part.width, part.height);
      ctx.drawImage(
        picture,
        rect.left,
        rect.top,
        rect.width,
        rect.height,
        margin,
        margin,
        rect.width,
        rect.height,
      );
      return part.encode('png');
    };
    return {
      top: layout.top ? await cut(layout.top) : null,
      columns: [await cut(layout.columns[0]), await cut(layout.columns[1])],
    };
  } catch {
    return null;
  }
}

/**
 * Two to five Hebrew letters, maybe with a mark: "וש", "אב,", and a Latin item of an Arabic list
 * read as Hebrew look-alikes ("וחוא" for "MRI" in "CT، MRI، تصوير الثدي"), which the Latin model
 * reads back.
 */
const SHORT_HEBREW_WORD = /^[\u05d0-\u05ea]{2,5}[.,:;]?$/;

/** A line with more Arabic letters than Hebrew ones, and at least two Arabic words. */
export function arabicLine(line: string): boolean {
  const arabic = line.match(/[\u0620-\u064a]/g)?.length ?? 0;
  const hebrew = line.match(/[\u05d0-\u05ea]/g)?.length ?? 0;
  return arabic > hebrew && (line.match(/[\u0620-\u064a]{2,}/g)?.length ?? 0) >= 2;
}

/**
 * Whether a word stands in an Arabic part of a line, between its separators ("|", a comma, a spaced
 * dash, "@", a bullet): a title of an Arabic resume beside a Hebrew workplace ("مدبّر וש | חברה
 * בע"מ" for "مدبّر آفات | …") is such a part, though the line has more Hebrew letters.
 */
export function inArabicPart(line: string, word: string): boolean {
  return line.split(/\s[@•·–—-]\s|[,،;|]/u).some((part) => {
    const arabic = part.match(/[\u0620-\u064a]/g)?.length ?? 0;
    const hebrew = part.match(/[\u05d0-\u05ea]/g)?.length ?? 0;
    return part.trim().split(/\s+/).includes(word) && arabic > hebrew && /[\u0620-\u064a]{2}/.test(part);
  });
}

/**
 * The text with a line's reading replaced by its mended one, the line remembering it: a line mended
 * twice (a stray word read again, then its cut year: "5 - 2012: عاملة خياطة، مصنع Mls" on an Arabic
 * page; an e-mail's dot, then the phone beside it) is found in the text by its latest reading, or
 * the second mending is lost.
 */
export function withLineReplaced(text: string, line: { text: string }, fixed: string): string {
  const mended = text.replace(line.text.trim(), fixed.trim());
  line.text = `${fixed.trim()}\n`;
  return mended;
}

/**
 * Whether a word of two to five Hebrew letters stands on an Arabic line or in an Arabic part of one:
 * an Arabic word or a Latin item read as Hebrew look-alikes, read again by the Arabic and then the
 * Latin model.
 */
export function shortHebrewInArabic(word: string, line: string): boolean {
  return (
    SHORT_HEBREW_WORD.test(word) && (arabicLine(line) || inArabicPart(line, word) || inLatinPart(line, word))
  );
}

/**
 * Whether a word stands in a part of a line (between its separators) whose other words are Latin
 * and hold no Hebrew or Arabic: on an Arabic page, "ום Power · Python (Pandas) · SQL" for "Power BI
 * · …" is a Latin item read in part as Hebrew look-alikes.
 */
function inLatinPart(line: string, word: string): boolean {
  return line.split(/\s[@•·–—-]\s|[,،;|]/u).some((part) => {
    const words = part.trim().split(/\s+/);
    if (!words.includes(word)) return false;
    const others = words.filter((w) => w !== word);
    return others.some((w) => /[A-Za-z]{2}/.test(w)) && others.every((w) => !RTL_LETTER.test(w));
  });
}

/**
 * Whether a word is one Hebrew letter alone (maybe with a mark after it) on an Arabic line or in an
 * Arabic part of a line: an Arabic word read as a Hebrew look-alike ("ג 2015 - مقاول دهان" for "منذ
 * 2015 - …", "بئر ו" for "بئر السبع"). A Hebrew word on an Arabic resume is a name of two letters or
 * more; a letter alone is none.
 */
export function loneHebrewLetter(word: string, line: string): boolean {
  return /^[\u05d0-\u05ea][.,:;]?$/u.test(word) && (arabicLine(line) || inArabicPart(line, word));
}

/**
 * The Latin model's reading of a word read as Hebrew letters on an Arabic line, when it is one Latin
 * word (letters, maybe digits, a slash or a plus: "TIG", "MIG/MAG", "C+E") read surely; else null.
 */
export function latinWordFor(text: string, confidence: number): string | null {
  const word = text.trim();
  return confidence >= SURE_LATIN_WORD &&
    /^[A-Za-z][A-Za-z0-9+/]{1,11}$/.test(word) &&
    (word.match(/[A-Za-z]/g)?.length ?? 0) >= 2
    ? word
    : null;
}
/** How sure the Latin model must be of such a word ("TIG" at 92, "EN" at 96 on the tuning scans). */
const SURE_LATIN_WORD = 88;

/** A word of Hebrew letters only, and how sure (0–100) tesseract is of a word it misread. */
const HEBREW_WORD = /^[\u05d0-\u05ea]{2,}[.,:;]?$/;
const UNSURE = 60;
/** Re-reads one part of a page may make (the tuning set's 46 scans needed 17 at the most). */
const MAX_REREADS_PER_PART = 40;
/** Re-reads of dates and degrees one part may make besides (a page has a dozen dated lines at most). */
const MAX_FACT_REREADS_PER_PART = 24;

/** Up to four marks or Latin letters joined to a year by a dash: "o»n-2020". */
// Or as digits no date is written as ("0110-2021" for "2021–היום").
const PRESENT_MISREAD =
  /^(?:[^\d\s\u0590-\u05ff\u0600-\u06ff]{1,4}|[01]{3,4}|0[017]{3}|\d{1,2}:\d)[-–—]((?:\d{1,2}\/)?(?:19|20)\d\d)$/;
/** A word of digits no date is written as, that a range's "present" word is read as ("01:0", "0110"). */
const PRESENT_DIGITS_WORD = /^(?:[01]{3,4}|0[017]{3}|\d{1,2}:\d)$/;

/** A word of two to five Latin letters, maybe with a mark after it (no digits, no e-mail). */
const SHORT_LATIN_WORD = /^[(]?[A-Za-z]{2,5}[.,:;،)]?$/;
/** How sure (0–100) the Hebrew and Arabic models must be of their reading of such a word. */
const SURE_REREAD = 85;

/**
 * The line with a short Latin word replaced by the Hebrew or Arabic models' reading of it, when
 * that reading is one Hebrew or Arabic word (its mark kept) and they are sure of it.
 */
export function withWordReplaced(
  line: string,
  latinWord: string,
  reread: string,
  confidence: number,
  bar = SURE_REREAD,
  /**
   * The line's words before it, when `line` is the word alone; or the brackets they leave open
   * (bracketsOpen), for a caller that counts them word by word.
   */
  wordsBefore: string | number = '',
): string {
  const word = withoutMarks(reread).replace(/^[(]|[.,:;،)]$/g, '');
  if (confidence < bar || !/^[\u0590-\u05ff\u0600-\u06ff]{2,}$/.test(word)) return line;
  // The mark after the Latin reading stays; a bracket before it only when one closes it later
  // (else it was a comma read so: "(dial" for "آمنة،", and the comma is put back after the word).
  const [, open, , close] = latinWord.match(/^([(]?)(.*?)([.,:;،)]?)$/)!;
  const escaped = latinWord.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u');
  const index = line.search(at);
  const closed = open !== '' && (close === ')' || line.slice(index + latinWord.length).includes(')'));
  // An open bracket before it that closes none is the mark drawn at its left end: the bracket an
  // earlier one opened ("(לימודי (YIN" for "(לימודי חוץ)"), else a comma.
  const opened =
    bracketsOpen(
      line.slice(0, Math.max(0, index)),
      typeof wordsBefore === 'number' ? wordsBefore : bracketsOpen(wordsBefore),
    ) > 0;
  const unclosed = open && !closed ? (opened ? ')' : /[\u0600-\u06ff]/.test(word) ? '،' : ',') : '';
  // A list's comma the re-read saw after the word (its box held it; the Latin reading lost it).
  const after = close || unclosed || (withoutMarks(reread).trim().match(LIST_MARK_END)?.[0] ?? '');
  return line.replace(at, `${closed ? open : ''}${word}${after}`);
}

/**
 * How many brackets are left open after the text, read once from the left with `open` already
 * open before it: nested ones count each ("((a)" leaves one), and a closing bracket with none open
 * closes nothing ("a) (b" leaves one).
 */
export function bracketsOpen(text: string, open = 0): number {
  let depth = open;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x28) depth++;
    else if (c === 0x29 && depth > 0) depth--;
  }
  return depth;
}

/** A list's separator at a word's end: a comma, an Arabic comma, a semicolon. */
const LIST_MARK_END = /[,،;؛]$/u;

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/**
 * A word of a right-to-left line that may be a Latin word read as look-alikes: a Hebrew prefix
 * before a hyphen and then anything but Hebrew letters or a number ("ב-5/)\/.", "ו-681>3."), a
 * word mixing Hebrew letters with slashes or Latin letters, or digits with inner dots ("8.56.").
 */
const LOOK_ALIKE_WORD =
  /^[בולהמשכ]-(?![\u0590-\u05ff]+[.,]?$)(?!\d+[.,]?$)(?!(?:\d{1,2}\/)?(?:19|20)\d\d[.,]?$).+$|^(?=.*[\u0590-\u05ff])(?=.*[A-Za-z\\/<>]).+$|^\d(?:\.\d+)+\.?$/;

/**
 * One to three parts of a Hebrew letter or two or a digit, each with a dot after it, maybe a dot
 * before them (a right-to-left line draws the final dot first): "א.8.", "א.וא.", "0.", ".8.". Or,
 * after such a dot, two or three parts with none after the last (".8.8" for "B.S.W").
 */
const DOTTED_LOOK_ALIKE =
  /^\.?(?:[\u05d0-\u05ea\d]{1,2}\.){1,3}$|^\.(?:[\u05d0-\u05ea\d]{1,2}\.){1,2}[\u05d0-\u05ea\d]{1,2}$/;
/** The abbreviations of degrees ("B.A", "M.Sc.", "Ph.D", "LL.B", "B.S.W"). */
const DEGREE = /^(?:[BM]\.(?:A|Sc|Ed|Des|Arch|Pharm|S\.W)|Ph\.D|LL\.[BM])\.?$/;
/** How sure (0–100) the Latin model must be of its reading of such a word. */
const SURE_ABBREVIATION = 50;

/** Whether a word is a dotted look-alike of a Latin abbreviation ("א.8.", ".8."). */
export function dottedLookAlike(word: string): boolean {
  return DOTTED_LOOK_ALIKE.test(word);
}

/**
 * The abbreviation the Latin model read in place of a look-alike, when it is sure enough of it; a
 * degree's own abbreviation is taken however unsure it is of the letters ("B.A" at 39, "B.Sc" at
 * 9 on the tuning scans): the look-alike read there is no word either.
 */
export function takenAbbreviation(latinText: string, confidence: number): string | null {
  const abbreviation = latinAbbreviation(latinText);
  return abbreviation && (confidence >= SURE_ABBREVIATION || DEGREE.test(abbreviation)) ? abbreviation : null;
}

/**
 * The Latin model's reading of a word when it is an abbreviation of the shape degrees have ("B.A.",
 * "M.Sc.", "B.Ed", "Ph.D.", "B.S.W"), its final dot put back at its end (a right-to-left line draws it at
 * the word's left: ".B.A"); else null.
 */
export function latinAbbreviation(latinText: string): string | null {
  const word = latinText.trim().replace(/^\.(.+)$/, '$1.');
  return /^[A-Z][a-z]{0,2}(?:\.[A-Z][a-z]{0,2}){1,2}\.?$/.test(word) ? word : null;
}

/**
 * The line with a misread word replaced by the Latin model's reading of it, when that is one
 * Latin word (a Hebrew prefix letter it read as a look-alike after a hyphen dropped: the reading
 * is in drawing order, "AWS-a"); the misread word's own Hebrew prefix is kept.
 */
export function withLatinWordRestored(line: string, misread: string, latinText: string): string {
  // A right-to-left line's final dot is drawn at the word's left: ".B.Sc" is "B.Sc.".
  const latinWord = latinText
    .replace(/-[A-Za-z0-9]?$/, '')
    .replace(/^[A-Za-z0-9]?-/, '')
    .replace(/^\.(.+)$/, '$1.');
  if (
    !/^[A-Za-z][A-Za-z0-9]*(?:[.-][A-Za-z0-9]+)*[+#]*\.?$/.test(latinWord) ||
    !/[A-Za-z].*[A-Za-z]/.test(latinWord)
  )
    return line;
  const prefix = misread.match(/^[בולהמשכ]-/)?.[0] ?? '';
  return line.replace(misread, prefix + latinWord);
}

/**
 * A right-to-left line's words, given with their boxes, in reading order: from right to left,
 * except that a run of left-to-right words reads from left to right. As in the Unicode bidi
 * algorithm, a run is Latin words, the marks between them and the numbers beside them ("Backend |
 * Wix", "Check Point | 2021"); a number among Hebrew or Arabic words is a run of its own, so
 * "2019 – 2021" keeps its order. A wide space (two cells of a table read as one line) ends a run.
 * Words whose boxes overlap much have no sure order: then the line is kept as tesseract gave it.
 */
export function inReadingOrder(words: Array<{ text: string; bbox: Box }>): string {
  const given = words.map((w) => withoutMarks(w.text).trim()).filter(Boolean);
  const overlap = (a: Box, b: Box) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const width = (a: Box) => a.x1 - a.x0;
  // A mark's box is loose (a range's dash overlaps the year beside it): only words with letters
  // or digits overlapping leave the order unsure.
  const worded = words.filter((w) => /[\p{L}\p{N}]/u.test(w.text));
  for (let i = 0; i < worded.length; i++)
    for (let k = i + 1; k < worded.length; k++)
      if (
        overlap(worded[i]!.bbox, worded[k]!.bbox) >
        0.5 * Math.min(width(worded[i]!.bbox), width(worded[k]!.bbox))
      )
        return given.join(' ');
  const sorted = [...words]
    .sort((a, b) => b.bbox.x0 - a.bbox.x0)
    .map((w) => ({ text: withoutMarks(w.text).trim(), box: w.bbox }))
    .filter((w) => w.text);
  const height = Math.max(...sorted.map((w) => w.box.y1 - w.box.y0));
  // A gap after word i (to its left) wider than three line heights.
  const wideGapAfter = (i: number) =>
    i + 1 < sorted.length && sorted[i]!.box.x0 - sorted[i + 1]!.box.x1 > 3 * height;
  const kind = (w: string) =>
    RTL_LETTER.test(w) ? 'rtl' : /[A-Za-z]/.test(w) ? 'latin' : /\d/.test(w) ? 'number' : 'mark';
  const kinds = sorted.map((w) => kind(w.text));
  const out: string[] = [];
  for (let i = 0; i < sorted.length;) {
    if (kinds[i] === 'rtl' || kinds[i] === 'mark') {
      out.push(sorted[i++]!.text);
      continue;
    }
    // The run goes on to the next Hebrew or Arabic word or wide gap, without the marks at its end.
    let end = i + 1;
    while (end < kinds.length && kinds[end] !== 'rtl' && !wideGapAfter(end - 1)) end++;
    while (kinds[end - 1] === 'mark') end--;
    // Numbers with no Latin word among them each stand alone.
    if (!kinds.slice(i, end).includes('latin')) end = i + 1;
    out.push(
      ...sorted
        .slice(i, end)
        .map((w) => w.text)
        .reverse(),
    );
    i = end;
  }
  return out.join(' ');
}

/**
 * A line's words cut where a gap wider than three line heights parts them, in reading order (the
 * right cell first on a right-to-left line), when each part has a word. A cell holding a year and a
 * few words stays with the line: a title with its dates set at the far end ("Shift manager        2019 – 2021") is one
 * line of the resume.
 */
export function cellsApart<W extends { text: string; bbox: Box }>(words: W[], rtl: boolean): W[][] {
  const sorted = [...words].sort((a, b) => a.bbox.x0 - b.bbox.x0);
  if (sorted.length < 2) return [words];
  const height = Math.max(...sorted.map((w) => w.bbox.y1 - w.bbox.y0));
  const cells: W[][] = [[sorted[0]!]];
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.bbox.x0 - sorted[i - 1]!.bbox.x1 > 3 * height) cells.push([]);
    cells[cells.length - 1]!.push(sorted[i]!);
  }
  const dates = (cell: W[]) =>
    cell.length <= 5 && cell.some((w) => /(?<!\d)(?:19|20)\d\d(?!\d)/.test(w.text));
  // A speck or a lone digit far from the words is no cell ("١    الآن"); a phone is (a header's
  // name cell beside it: "محمود أبو ريا        054-2219387").
  const lettered = (cell: W[]) =>
    cell.some((w) => /\p{L}{2}/u.test(w.text) || (w.text.match(/\d/g)?.length ?? 0) >= 7);
  if (cells.length < 2 || cells.some(dates) || !cells.every(lettered)) return [words];
  // Each cell's words in the order tesseract gave them.
  const inCells = cells.map((cell) => words.filter((w) => cell.includes(w)));
  return rtl ? inCells.reverse() : inCells;
}

/** Whether a line's right-most word with letters is Hebrew or Arabic (it starts there). */
function endsRightToLeft(words: Array<{ text: string; bbox: Box }>): boolean {
  const lettered = words.filter((w) => /\p{L}/u.test(w.text)).sort((a, b) => b.bbox.x1 - a.bbox.x1);
  return lettered.length > 0 && RTL_LETTER.test(lettered[0]!.text);
}

/** More Hebrew and Arabic letters than Latin ones. */
function rightToLeft(text: string): boolean {
  const rtl = text.match(/[\u0590-\u05ff\u0600-\u06ff]/g)?.length ?? 0;
  const ltr = text.match(/[A-Za-z]/g)?.length ?? 0;
  return rtl > ltr;
}

const HEBREW_PREFIX_AFTER_LATIN =
  /(?<![\p{L}\p{N}.])(\.?)((?:[A-Za-z][A-Za-z0-9.+#]* )*[A-Za-z][A-Za-z0-9.+#]*[A-Za-z0-9+#])-([A-Za-z0-9])(?![\p{L}\p{N}])/gu;
/** The Hebrew prefix letters that Latin letters and digits read for them look like. */
const PREFIX_LOOK_ALIKES: Record<string, string> = {
  a: 'ב',
  '2': 'ב',
  '5': 'ל',
  y: 'ו',
  '1': 'ו',
  i: 'ו',
  l: 'ו',
  n: 'ה',
};

const YEAR_FROM_PREFIX_AFTER = /(?<![\p{L}\p{N}/.-])((?:19|20)\d\d)-[0oO](?= [\u05d0-\u05ea])/gu;

const MONTH_YEAR_RANGE_UNDOTTED =
  /(?<![\d./])(0?[1-9]|1[0-2])((?:19|20)\d\d)(\s*[-–—]\s*)(0?[1-9]|1[0-2])((?:19|20)\d\d)(?![\d./])/g;
// The date a month and year in any of the ways resumes write them: "2019", "03/2019", "3.2019",
// and with the year's two digits, "10.19", "10/19".
const DATE_THEN_WORD =
  /(?<![\d/])((?:\d{1,2}[/.])?(?:19|20)\d\d|\d{1,2}[/.]\d\d)\s*(?:[-–—]\s*)?([\u0590-\u05ff\u0600-\u06ff]{3,5})(?![\u0590-\u05ff\u0600-\u06ff])/gu;
// "Today" and "now" in Hebrew and Arabic, as a range's open end is written.
const PRESENT_WORDS = ['היום', 'כיום', 'עכשיו', 'الآن', 'اليوم', 'حاليا'];
/** Two dates (a year, maybe with its month) with only a space between them, and no third beside them. */
const YEARS_WITHOUT_DASH =
  /(?<![\d/.]|(?:19|20)\d\d\s)((?:\d{1,2}[/.])?(?:19|20)\d\d) ((?:\d{1,2}[/.])?(?:19|20)\d\d)(?![\d/.]|\s(?:\d{1,2}[/.])?(?:19|20)\d\d)/g;

/** The word for "present" that a word is, or is but for one letter ("הים", "היוס"); else null. */
export function presentWord(word: string): string | null {
  // A word read right is itself ("כיום" is one letter from "היום" too).
  if (PRESENT_WORDS.includes(word)) return word;
  return PRESENT_WORDS.find((present) => editDistance(word, present) <= 1) ?? null;
}

/** The first word for "present" among the Hebrew and Arabic words of a reading; else null. */
function presentWordIn(text: string): string | null {
  return (text.match(/[\u0590-\u05ff\u0600-\u06ff]+/gu) ?? []).map(presentWord).find(Boolean) ?? null;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * A list line (items of at most four words between two or more commas, no digits, no bullet)
 * with the comma between a Latin item and a Hebrew or Arabic one put back: a right-to-left line
 * draws that comma at the far end of the Latin word, where OCR loses it ("Excel חשבשבת" for
 * "Excel, חשבשבת", "التعليم المتمايز Google Classroom").
 */
export function withListCommasRestored(line: string): string {
  // A dot between two words counts as an item's end too, if the line has a comma.
  const items = line.split(/[,،؛]|(?<=\p{L}{2})\.(?= \p{L})/u);
  if (!/[,،؛]/.test(line) || items.length < 3 || /\d/.test(line) || /^[•*·-]/.test(line)) return line;
  if (items.some((item) => item.trim().split(/\s+/).length > 4)) return line;
  const comma = line.includes('،') ? '،' : ',';
  const latin = /^[A-Za-z][\w.+#-]*$/;
  const rtl = /^[\u0590-\u05ff\u0600-\u06ff]+$/;
  const bare = (word: string) => word.replace(/[,،؛.]$/, '');
  return (
    line
      .replace(/(\S+) (?=(\S+))/g, (whole, word: string, next: string) =>
        (latin.test(word) && rtl.test(bare(next))) ||
        // A Latin word that ends its item itself ("תוכנת Clinica, שירות") is that item's end.
        (rtl.test(word) && latin.test(bare(next)) && !/[,،؛]$/u.test(next))
          ? `${word}${comma} `
          : whole,
      )
      // A comma between two items read as a dot or the Arabic semicolon ("العجين المورق.
      // الشوكولاتة", "Windows Server. Linux"): a list line has no sentence end in its middle (a
      // one-letter abbreviation, "د. سامي", keeps its dot).
      .replace(/(?<=\p{L}{2})[.؛](?= \p{L})/gu, comma)
  );
}

/**
 * A line of three or more items between middle dots with one of them cut by a spaced dash, which
 * no other item has: that dash is a middle dot OCR misread ("Client management - Job posting · …").
 * Items that each have a dash ("English – native · Hebrew – fluent") are left as they are.
 */
export function withMiddleDotsRestored(line: string): string {
  const items = line.split(' · ');
  const dash = / [-–] /;
  if (items.length < 3 || items.filter((item) => dash.test(item)).length !== 1) return line;
  return items.map((item) => item.replace(new RegExp(dash.source, 'g'), ' · ')).join(' · ');
}

/**
 * OCR output made fit to read: no directional marks, brackets of right-to-left lines turned back
 * (tesseract reports them as drawn), Arabic comma kept Arabic in Arabic text, even spaces, and
 * look-alikes of separators and Hebrew prefixes undone.
 */
export function cleanOcrText(text: string): string {
  const lines = text
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim());
  // A list's bullets read as look-alikes (ocr-list-marks.ts): a list is known by its neighbours.
  return withBulletLookAlikes(lines)
    .map((line) => {
      let out = line;
      const rtl = /[\u0590-\u05ff\u0600-\u06ff]/.test(out) && !/^[\x20-\x7e]*$/.test(out);
      if (
        rtl &&
        /^[\s\p{P}\p{N}\u0590-\u05ff\u0600-\u06ff]*[\u0590-\u05ff\u0600-\u06ff][^A-Za-z]*$/u.test(out) &&
        // As drawn only when a closing bracket comes first: tesseract gives some (a range's at the
        // line's end, "(2014 – 2018)") in reading order already.
        /^[^()[\]{}]*[)\]}]/.test(out)
      ) {
        out = mirroredBrackets(out);
      }
      // A closing bracket left as drawn at a word's end (ocr-closing-brackets.ts).
      if (rtl) out = withClosingBrackets(out);
      if (/[\u0600-\u06ff]/.test(out)) out = out.replace(/(?<=[\u0600-\u06ff]),(?=\s)/g, '،');
      // The Arabic comma between an Arabic word and a Hebrew one (a title and its workplace: "أمين
      // مخزن، מרלו"ג שופרסל") read as a dot: an Arabic sentence goes on in Arabic.
      out = out.replace(/(?<=[\u0620-\u064a][\u064b-\u065f]*)\.(?= [\u05d0-\u05ea])/gu, '،');
      // The Arabic comma after a word read as a zero standing alone before an Arabic word ("فحوصات
      // HPLC 0 مراقبة" for "فحوصات HPLC، مراقبة"): a count of nothing is written as a word.
      out = out.replace(/(?<=[A-Za-z\u0620-\u064a][\u064b-\u065f]*) 0 (?=[\u0620-\u064a])/gu, '، ');
      // A middle dot between items is read as the Arabic-Indic zero, which never stands alone.
      out = out.replace(/(?<=\s)\u0660(?=\s)/g, '·');
      // A bullet between items of a line ("אביב שטרית • טבח ראשי") is read as an asterisk, which
      // stands alone between two words as nothing else: a bullet again, so the items stay apart.
      out = out.replace(/(?<=\S) \* (?=\S)/gu, ' • ');
      // A right-to-left list draws an item's bullet at its right, after a Latin item ("Jira *" for
      // "• Jira"), and may read it as that zero at a line's start ("٠ Excel"): a bullet again, first.
      out = out.replace(/^\u0660 (?=\S)/u, '• ');
      if (/^[^*•·]+ [*•]$/u.test(out) && out.split(' ').length <= 7 && /\p{L}/u.test(out))
        out = `• ${out.slice(0, -2)}`;
      // A Hebrew prefix before a Latin word ("ב-Jest") is drawn after it, at its right, and read
      // as a look-alike ("Jest-a", "Node.js-2"); with a sentence's final dot before it (".Spring-1").
      // It is put back before the word (the Latin words run: "GitHub Actions-a") as the letter it
      // looks most like.
      if (/[\u0590-\u05ff]/.test(out))
        out = out.replace(
          HEBREW_PREFIX_AFTER_LATIN,
          (_, dot: string, word: string, prefix: string) =>
            `${PREFIX_LOOK_ALIKES[prefix.toLowerCase()] ?? 'ב'}-${word}${dot}`,
        );
      // So is "מ-" (from) before a year, read as a zero or an "o" ("2016-0 ועד היום" for "מ-2016 ועד
      // היום"): no range ends in one digit before a Hebrew word.
      if (/[\u05d0-\u05ea]/.test(out)) out = out.replace(YEAR_FROM_PREFIX_AFTER, 'מ-$1');
      // A speck read as a digit before the "present" word that a range wrapped onto this line.
      out = out.replace(/^[\d\u0660-\u0669] (?=(?:الآن|الان|اليوم|היום|כיום)$)/u, '');
      // A "|" or middle dot between items read as a look-alike (ocr-list-marks.ts).
      out = withSeparatorLookAlikes(out);
      out = withMiddleDotsRestored(withListCommasRestored(out));
      // An "@" between a title and its workplace read as "©" ("Court Clerk © Haifa Court"), and a
      // bullet at a line's start read so too: a resume writes no copyright sign between two words.
      out = out.replace(/(?<=[\p{L}\p{N}.)'"’]) © (?=[\p{L}\p{N}"'(])/gu, ' @ ').replace(/^© (?=\S)/u, '• ');
      // A dash between a title and its workplace read as "=" or "==" ("منسق = شركة").
      // Also after a Latin word of a right-to-left line ("لحام TIG = متقدم" for "لحام TIG – متقدم").
      out = out.replace(
        /(?<=[\u0590-\u05ff\u0600-\u06ffA-Za-z]) ={1,2} (?=[\u0590-\u05ff\u0600-\u06ff])/gu,
        ' – ',
      );
      // A dash between an Arabic title and its workplace, and a bullet before an Arabic item, read as
      // the Hebrew letter they look like ("مساعدة صيدلي ה سوبر فارم"): alone, "ה" is no Arabic word.
      out = out
        .replace(/(?<=[\u0620-\u064a][\u064b-\u065f]*) ה (?=[\u0620-\u064a])/gu, ' – ')
        .replace(/^ה (?=[\u0620-\u064a]+ [\u0620-\u064a])/u, '• ');
      // A right-to-left line draws a Latin heading's colon at its left end, where it is read first
      // (":Languages עברית" for "Languages: עברית"); a line never opens with a colon.
      out = out.replace(/^:([^\s:]+)(?=\s|$)/u, '$1:');
      // A range's dash lost between its two dates ("2014 2017", "03/2016 12/2020").
      out = out.replace(YEARS_WITHOUT_DASH, '$1 – $2');
      // Or read as a middle dot (ocr-range-dots.ts).
      out = withRangeDotRestored(out);
      // The dots of a range's "month.year" ends lost ("42019-22016" for "4.2019 – 2.2016").
      out = out.replace(MONTH_YEAR_RANGE_UNDOTTED, '$1.$2$3$4.$5');
      // A range's dash lost before its Latin "present" word ("Sep 2019 Present").
      out = out.replace(
        /(?<=(?:19|20)\d\d) (?=(?:Present|present|Now|now|Today|today|Current|current)\b)/g,
        ' – ',
      );
      // A phone's groups read in reverse order (ocr-phone-groups.ts).
      out = phoneInWritingOrder(out);
      // "حتى" (until) read with a look-alike first letter before "الآن" ("جتى الآن").
      out = out.replace(/(?<![\u0600-\u06ff])[جخ]تى(?= الآن)/gu, 'حتى');
      // And the dash before it lost ("2023 حتى الآن" for "2023 – حتى الآن").
      out = out.replace(/(?<=(?:19|20)\d\d) (?=حتى (?:الآن|اليوم)(?![\u0600-\u06ff]))/gu, ' – ');
      // A range's "present" word read a letter off, its dash lost too ("2019 הים" for
      // "2019 – היום").
      out = out.replace(DATE_THEN_WORD, (whole, date: string, word: string) => {
        const present = presentWord(word);
        return present ? `${date} – ${present}` : whole;
      });
      return out;
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
