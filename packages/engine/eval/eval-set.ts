import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JobInput } from '../src/job-profile.ts';
import type { ResumeFields } from '../src/resume-fields.ts';

/**
 * The evaluation set on disk: resumes/rNN.txt (the resume as its author wrote it) with rNN.json
 * (layout, language and the expected fields), and jobs/jNN.json (a job and the graded relevance,
 * 0–3, of each resume; resumes not listed are 0). A two-column resume marks its columns with
 * "=== sidebar ===" and "=== main ===": the lines before the first marker run across the page.
 */

export const EVAL_NOW = new Date('2025-06-15T00:00:00Z');

export type ExpectedFields = Omit<ResumeFields, 'language' | 'phoneNational'>;

export interface EvalResume {
  id: string;
  language: 'he' | 'en' | 'ar' | 'mixed';
  layout: 'one-column' | 'two-column';
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

function splitColumns(text: string): Pick<EvalResume, 'top' | 'sidebar' | 'main'> {
  const lines = text.split('\n').map((l) => l.trimEnd());
  const s = lines.indexOf('=== sidebar ===');
  const m = lines.indexOf('=== main ===');
  if (s < 0 || m < 0) return { top: lines, sidebar: [], main: [] };
  return { top: lines.slice(0, s), sidebar: lines.slice(s + 1, m), main: lines.slice(m + 1) };
}

export function loadResumes(): EvalResume[] {
  const dir = path.join(DIR, 'resumes');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((file) => {
      const id = file.replace(/\.txt$/, '');
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      const meta = JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), 'utf8'));
      const columns = splitColumns(raw);
      const text = [...columns.top, ...columns.sidebar, ...columns.main].join('\n');
      return {
        id,
        language: meta.language,
        layout: meta.layout,
        ...columns,
        text,
        expected: { ...EMPTY, ...meta.expected },
      };
    });
}

export function loadJobs(): EvalJob[] {
  const dir = path.join(DIR, 'jobs');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const data = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      return { id: file.replace(/\.json$/, ''), job: data.job, relevance: data.relevance };
    });
}
