/**
 * The run fuzz: a long run of one character or token (commas, "،", "(", "|", digits, Hebrew
 * letters, emoji, RTL marks...) put in one place of a resume (the name line, a personal line, a
 * heading, a job's head line, the skills...), read by `analyzeResume` at 1,000, 5,000 and 20,000
 * characters. Prints the time of each kind and place, flags those over 100 ms, and the growth from
 * 5,000 to 20,000 characters (4 is linear, 16 quadratic; over 8 is flagged GROWS). The engine reads
 * hostile files: no input may take quadratic time.
 *
 *   npx tsx packages/engine/eval/fuzz-runs.ts                       every kind, place and size
 *   npx tsx packages/engine/eval/fuzz-runs.ts comma,pipe personal   some kinds, some places
 *   FUZZ_SIZES=5000 npx tsx packages/engine/eval/fuzz-runs.ts        one size
 *   FUZZ_ALL=1 ...                                                  print every line, not only the slow
 *
 * A case slower than 3 s at one size is not run at the larger ones (marked "skipped").
 */
import { EVAL_NOW } from './eval-set.ts';
import { analyzeResume } from '../src/resume-analysis.ts';

/** The token repeated; a run of n characters is as many tokens as fill n. */
export const KINDS: Record<string, string> = {
  comma: ',',
  arabicComma: '،',
  commaSpace: ', ',
  openParen: '(',
  closeParen: ')',
  parens: '()',
  pipe: '|',
  pipeSpaced: ' | ',
  plus: '+',
  dot: '.',
  dotSpace: '. ',
  dash: '-',
  enDash: '–',
  dashSpaced: ' - ',
  space: ' ',
  tab: '\t',
  nbsp: '\u00a0',
  digit: '1',
  digits: '1234567890',
  digitDot: '1.',
  yearDash: '2020-',
  aSpace: 'a ',
  latin: 'a',
  capitals: 'AB',
  hebrew: 'א',
  hebrewSpace: 'אב ',
  vav: 'ו',
  arabic: 'ب',
  arabicWaw: 'و ',
  at: '@',
  slash: '/',
  colon: ':',
  colonSpace: ': ',
  semicolon: ';',
  star: '*',
  bullet: '•',
  quote: '"',
  geresh: "'",
  underscore: '_',
  equals: '=',
  hash: '#',
  amp: '&',
  bracket: '[',
  emoji: '😀',
  rlm: '\u200f',
  lrm: '\u200e',
  emailish: 'a@b.',
  urlish: 'http://',
};

/** The base resume (two columns, so a marker is a place), with a slot for the run in each place. */
const BASE = (at: Record<string, string>) => `יוסי אברהם${at.name ?? ''}
מפתח Backend בכיר
טלפון: 054-6789123 | yossi.avraham@gmail.com${at.contact ?? ''} | תל אביב
ת.ז. 314258765 | גיל: 30, ${at.personal ?? ''}רווק | שנת לידה: 1988
=== sidebar ${at.marker ?? ''}===
כישורים
Node.js, ${at.skills ?? ''}TypeScript, PostgreSQL, Redis
שפות
עברית – שפת אם, ${at.languages ?? ''}אנגלית – ברמה גבוהה
=== main ===
תקציר
מפתח צד שרת ${at.summary ?? ''}עם ניסיון של כעשר שנים בבניית מערכות מבוזרות.

ניסיון תעסוקתי${at.heading ?? ''}
2020–היום | מפתח Backend ${at.jobHead ?? ''}בכיר | Payoneer
• תכנון ופיתוח מיקרו שירותים ב-Node.js ו-TypeScript.
2016 ${at.date ?? ''}– 2020
מפתח Backend | Wix
• פיתוח ממשקי REST API ב-Node.js.

השכלה
2010–2014 B.Sc. מדעי המחשב${at.education ?? ''}, הטכניון
${at.line ?? ''}
`;

/** Places: a slot of the base resume, or a whole text made from the run. */
export const PLACES: Record<string, (run: string, unit: string, n: number) => string> = {
  name: (run) => BASE({ name: ` ${run}` }),
  contact: (run) => BASE({ contact: ` | ${run}` }),
  personal: (run) => BASE({ personal: run }),
  marker: (run) => BASE({ marker: run }),
  heading: (run) => BASE({ heading: ` ${run}` }),
  jobHead: (run) => BASE({ jobHead: run }),
  skills: (run) => BASE({ skills: run }),
  languages: (run) => BASE({ languages: run }),
  summary: (run) => BASE({ summary: run }),
  date: (run) => BASE({ date: run }),
  education: (run) => BASE({ education: ` ${run}` }),
  /** A line of the run alone at the end of the resume. */
  line: (run) => BASE({ line: run }),
  /** A line of n characters of short words, each two letters of the kind's token, one space apart. */
  words: (_run, unit, n) => {
    const word = (unit.trim() || 'ab').repeat(2).slice(0, 2);
    return BASE({ line: `${word} `.repeat(Math.ceil(n / 3)).slice(0, n) });
  },
  /** A resume of 0.4 n lines of one character each (2,000 lines at 5,000 characters). */
  lines: (_run, unit, n) => {
    const char = [...(unit.trim() || unit)][0] ?? 'a';
    return `${char}\n`.repeat(Math.round(n * 0.4));
  },
};

const runOf = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

/**
 * Milliseconds of CPU `analyzeResume` takes on a text (the best of `tries` reads). CPU time, not
 * the clock's: on a machine shared with other work the clock counts the waits too.
 */
export function timeOf(text: string, tries = 1): number {
  let best = Infinity;
  for (let i = 0; i < tries; i += 1) {
    const start = process.cpuUsage();
    analyzeResume(text, { now: EVAL_NOW });
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

function main() {
  const [kindArg, placeArg] = process.argv.slice(2);
  const pick = (arg: string | undefined, all: string[]) =>
    arg && arg !== 'all' ? arg.split(',').filter((a) => all.includes(a)) : all;
  const kinds = pick(kindArg, Object.keys(KINDS));
  const places = pick(placeArg, Object.keys(PLACES));
  const sizes = (process.env.FUZZ_SIZES ?? '1000,5000,20000').split(',').map(Number);
  const printAll = process.env.FUZZ_ALL === '1';
  const LIMIT = 100;
  const SKIP_AFTER = 3000;

  timeOf(BASE({}), 3); // warm up: lexicons, compiled patterns
  const flagged: string[] = [];
  const growing: string[] = [];
  let worstGrowth = { growth: 0, what: '' };
  const started = performance.now();
  for (const kind of kinds) {
    const unit = KINDS[kind]!;
    for (const place of places) {
      const times: number[] = [];
      for (const n of sizes) {
        if (times.length > 0 && times[times.length - 1]! > SKIP_AFTER) {
          times.push(NaN);
          continue;
        }
        const text = PLACES[place]!(runOf(unit, n), unit, n);
        // Fast reads are noisy on a shared machine: the best of three.
        const first = timeOf(text);
        times.push(first < 50 ? Math.min(first, timeOf(text, 2)) : first);
      }
      const at5000 = sizes.indexOf(5000);
      const over = times.some((t, i) => (at5000 < 0 || i <= at5000) && t > LIMIT) || times.some(Number.isNaN);
      const last = times.length - 1;
      const growth = last > 0 ? times[last]! / Math.max(times[last - 1]!, 1) : 0;
      // Four times the run in four times the time is linear; sixteen, quadratic.
      const grows = last > 0 && sizes[last]! >= 4 * sizes[last - 1]! && growth > 8 && times[last]! > 50;
      const what = `${kind.padEnd(12)} ${place.padEnd(10)}`;
      if (growth > worstGrowth.growth && times[last]! > 20) worstGrowth = { growth, what };
      const line = `${what} ${times
        .map((t, i) => `${sizes[i]}: ${Number.isNaN(t) ? 'skipped' : `${t.toFixed(0)} ms`}`.padEnd(16))
        .join(' ')} ×${growth.toFixed(1)}${over ? '  SLOW' : ''}${grows ? '  GROWS' : ''}`;
      if (over) flagged.push(line);
      if (grows) growing.push(line);
      if (printAll || over || grows) console.log(line);
    }
  }
  console.log(
    `\n${kinds.length} kinds × ${places.length} places × sizes ${sizes.join(', ')}: ${flagged.length} over ${LIMIT} ms ` +
      `(at 5,000 characters or less), in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  if (growing.length > 0)
    console.log(`${growing.length} grow faster than linear (GROWS: over ×8 for four times the run)`);
  if (worstGrowth.what) console.log(`largest growth ×${worstGrowth.growth.toFixed(1)}: ${worstGrowth.what}`);
  process.exitCode = flagged.length + growing.length > 0 ? 1 : 0;
}

if (process.argv[1]?.endsWith('fuzz-runs.ts')) main();
