import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JobInput } from '../src/job-profile.ts';
import type { ResumeFields } from '../src/resume-fields.ts';

/**
 * The evaluation set on disk: resumes/rNN.txt (the resume as its author wrote it) with rNN.json
 * (layout, language and the expected fields), and jobs/jNN.json (a job and the graded relevance,
 * 0–3, of each resume; resumes not listed are 0). A two-column resume marks its columns with
 * "=== sidebar ===" and "=== main ===": the lines before the first marker run across the page. A
 * resume whose header is a two-cell table opens with "=== header-a ===", the first cell's lines,
 * "=== header-b ===", the second cell's, and "=== body ===".
 *
 * The tuning sets, which the engine is tuned on: the first (resumes/, jobs/) and the oldest held-out
 * sets, whose figures had been seen over many rounds and whose cases were never looked at until
 * they were promoted: since round 14 tuning-h (was held-out/, written at the start of issue 13),
 * tuning-g (was held-out-2, written before round 4), tuning-k (was held-out-3, round 5) and
 * tuning-n (was held-out-4, round 9); since round 15 tuning-p (was held-out-5, round 10) and
 * tuning-q (was held-out-6, round 12); since round 16 tuning-s (was held-out-7, round 13) and
 * tuning-t (was held-out-8, round 14); since round 17 tuning-u (was held-out-9, round 15); since
 * round 18 tuning-v (was held-out-10, round 16); since round 19 tuning-w (was held-out-11, round
 * 16); since round 20 tuning-x (was held-out-12, round 17); since round 21 tuning-y (was
 * held-out-13, round 18); since round 22 tuning-z (was held-out-14, round 19); since round 23
 * tuning-m (was held-out-15, round 20); since round 24 tuning-e (was held-out-16, round 21); since
 * round 25 tuning-f (was held-out-17, round 22); since round 26 tuning-a (was held-out-18, round
 * 23); since round 27 tuning-i (was held-out-19, round 24); since round 28 tuning-l (was held-out-20, round 25).
 * Each keeps its own jobs, graded over its own resumes only.
 * And since round 20 tuning-b, written in round 20 by a helper who never saw the engine, tuned on at once;
 * since round 21 tuning-c, written the same way during round 21; since round 22 tuning-d, written the same way
 * during round 22 to test ranking (each job graded over 11–12 resumes, most of them near misses);
 * since round 25 tuning-o, written the same way during round 25; since round 26 tuning-ob, written the same
 * way during round 26; since round 27 tuning-oc, written the same way during round 27; since round 28
 * tuning-od, written the same way during round 28, and tuning-oe, written the same way during round 28.
 * The held-out sets, never tuned on and never looked at but for their figures, each written by a
 * helper who never saw the engine: held-out-21 (round 26), held-out-22 (round 27), held-out-23 (round 28).
 */

export const EVAL_NOW = new Date('2025-06-15T00:00:00Z');

export type ExpectedFields = Omit<ResumeFields, 'language' | 'phoneNational'>;

/** Every set: the tuning sets first, then the held-out sets oldest first. */
export const EVAL_SET_NAMES = [
  'tuning',
  'tuning-h',
  'tuning-g',
  'tuning-k',
  'tuning-n',
  'tuning-p',
  'tuning-q',
  'tuning-s',
  'tuning-t',
  'tuning-u',
  'tuning-v',
  'tuning-w',
  'tuning-x',
  'tuning-y',
  'tuning-z',
  'tuning-m',
  'tuning-e',
  'tuning-f',
  'tuning-a',
  'tuning-i',
  'tuning-l',
  'tuning-b',
  'tuning-c',
  'tuning-d',
  'tuning-o',
  'tuning-ob',
  'tuning-oc',
  'tuning-od',
  'tuning-oe',
  'held-out-21',
  'held-out-22',
  'held-out-23',
] as const;
export type EvalSetName = (typeof EVAL_SET_NAMES)[number];
/** The sets the engine is tuned on: their cases may be listed and read. */
export const TUNING_SETS = EVAL_SET_NAMES.filter((set) => set.startsWith('tuning'));
/** The sets never tuned on: only their figures are printed. */
export const HELD_OUT_SETS = EVAL_SET_NAMES.filter((set) => set.startsWith('held-out'));

export interface EvalResume {
  id: string;
  language: 'he' | 'en' | 'ar' | 'mixed';
  layout: 'one-column' | 'two-column';
  /** The two cells of a header laid out as a two-cell table (empty when the header is plain lines). */
  headerCells: [string[], string[]] | null;
  /** Also read as a scan: the PDF drawn to images and read back by OCR. */
  scan: boolean;
  /** The kind of work (nursing, warehouse, tech...), for figures by profession. */
  profession: string;
  /** Lines across the page (all of a one-column resume). */
  top: string[];
  sidebar: string[];
  main: string[];
  /** The resume as plain text, columns one after the other. */
  text: string;
  expected: ExpectedFields;
}

export interface EvalJob {
  id: string;
  job: JobInput;
  relevance: Record<string, number>;
}

const DIR = path.dirname(fileURLToPath(import.meta.url));
const setDir = (set: EvalSetName) => (set === 'tuning' ? DIR : path.join(DIR, set));

/** Whether a set is on disk (a held-out set being written may not be there yet). */
export function hasSet(set: EvalSetName): boolean {
  return fs.existsSync(path.join(setDir(set), 'resumes'));
}

const EMPTY: ExpectedFields = {
  fullName: '',
  email: '',
  phone: '',
  location: '',
  age: null,
  idNumber: '',
  maritalStatus: '',
  skills: [],
  jobTitles: [],
  experienceYears: null,
  educationLevel: '',
  educationField: '',
  languages: [],
};

function splitColumns(text: string): Pick<EvalResume, 'top' | 'sidebar' | 'main' | 'headerCells'> {
  let lines = text.split('\n').map((l) => l.trimEnd());
  let headerCells: EvalResume['headerCells'] = null;
  const a = lines.indexOf('=== header-a ===');
  const b = lines.indexOf('=== header-b ===');
  const body = lines.indexOf('=== body ===');
  if (a === 0 && b > a && body > b) {
    headerCells = [lines.slice(a + 1, b), lines.slice(b + 1, body)];
    lines = lines.slice(body + 1);
  }
  const s = lines.indexOf('=== sidebar ===');
  const m = lines.indexOf('=== main ===');
  if (s < 0 || m < 0) return { headerCells, top: lines, sidebar: [], main: [] };
  return { headerCells, top: lines.slice(0, s), sidebar: lines.slice(s + 1, m), main: lines.slice(m + 1) };
}

export function loadResumes(set: EvalSetName = 'tuning'): EvalResume[] {
  const dir = path.join(setDir(set), 'resumes');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((file) => {
      const id = file.replace(/\.txt$/, '');
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      const meta = JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), 'utf8'));
      const columns = splitColumns(raw);
      const text = [
        ...(columns.headerCells ? columns.headerCells.flat() : []),
        ...columns.top,
        ...columns.sidebar,
        ...columns.main,
      ].join('\n');
      return {
        id,
        language: meta.language,
        layout: meta.layout,
        scan: meta.scan === true,
        profession: meta.profession ?? '',
        ...columns,
        text,
        expected: { ...EMPTY, ...meta.expected },
      };
    });
}

export function loadJobs(set: EvalSetName = 'tuning'): EvalJob[] {
  const dir = path.join(setDir(set), 'jobs');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const data = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      return { id: file.replace(/\.json$/, ''), job: data.job, relevance: data.relevance };
    });
}
