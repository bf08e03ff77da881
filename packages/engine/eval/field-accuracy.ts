import type { ResumeFields } from '../src/resume-fields.ts';
import type { EvalResume, ExpectedFields } from './eval-set.ts';

/**
 * How a parsed field is judged against the expected one:
 * - text fields: equal after trimming, case and spacing (names also without punctuation);
 * - phone: the same E.164 number; age: equal; experience years: within half a year;
 * - languages and job titles: the same set (titles compared without case and punctuation);
 * - skills: F1 of the two sets at least 0.9 (one miss or one extra in ten still passes).
 * An empty expected value is right only when the parser also leaves the field empty.
 */

export const FIELDS = [
  'fullName',
  'email',
  'phone',
  'location',
  'age',
  'idNumber',
  'maritalStatus',
  'skills',
  'jobTitles',
  'experienceYears',
  'educationLevel',
  'educationField',
  'languages',
] as const;
export type FieldName = (typeof FIELDS)[number];

const SKILLS_F1 = 0.9;

const plain = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
const bare = (s: string) =>
  plain(s)
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

function sameSet(a: string[], b: string[], norm: (s: string) => string): boolean {
  const x = new Set(a.map(norm));
  const y = new Set(b.map(norm));
  return x.size === y.size && [...x].every((v) => y.has(v));
}

export function f1(found: string[], expected: string[]): number {
  if (found.length === 0 && expected.length === 0) return 1;
  const e = new Set(expected);
  const tp = new Set(found.filter((s) => e.has(s))).size;
  if (tp === 0) return 0;
  const p = tp / new Set(found).size;
  const r = tp / e.size;
  return (2 * p * r) / (p + r);
}

export function fieldCorrect(field: FieldName, got: ResumeFields, want: ExpectedFields): boolean {
  switch (field) {
    case 'fullName':
      return bare(got.fullName) === bare(want.fullName);
    case 'age':
      return got.age === want.age;
    case 'experienceYears':
      return got.experienceYears === null || want.experienceYears === null
        ? got.experienceYears === want.experienceYears
        : Math.abs(got.experienceYears - want.experienceYears) <= 0.5;
    case 'skills':
      return f1(got.skills, want.skills) >= SKILLS_F1;
    case 'jobTitles':
      return sameSet(got.jobTitles, want.jobTitles, bare);
    case 'languages':
      return sameSet(got.languages, want.languages, plain);
    default:
      return plain(String(got[field])) === plain(String(want[field]));
  }
}

export interface FieldReport {
  /** field -> language ('all' included) -> [correct, total] */
  byField: Record<FieldName, Record<string, [number, number]>>;
  mistakes: Array<{ id: string; field: FieldName; got: unknown; want: unknown }>;
  skills: { precision: number; recall: number };
}

export function fieldReport(resumes: EvalResume[], parsed: Map<string, ResumeFields>): FieldReport {
  const byField = Object.fromEntries(FIELDS.map((f) => [f, {}])) as FieldReport['byField'];
  const mistakes: FieldReport['mistakes'] = [];
  let tp = 0;
  let found = 0;
  let expected = 0;
  for (const resume of resumes) {
    const got = parsed.get(resume.id)!;
    for (const field of FIELDS) {
      const ok = fieldCorrect(field, got, resume.expected);
      for (const key of ['all', resume.language, resume.layout]) {
        const cell = (byField[field][key] ??= [0, 0]);
        cell[0] += ok ? 1 : 0;
        cell[1] += 1;
      }
      if (!ok) mistakes.push({ id: resume.id, field, got: got[field], want: resume.expected[field] });
    }
    const want = new Set(resume.expected.skills);
    tp += new Set(got.skills.filter((s) => want.has(s))).size;
    found += new Set(got.skills).size;
    expected += want.size;
  }
  return {
    byField,
    mistakes,
    skills: { precision: found ? tp / found : 1, recall: expected ? tp / expected : 1 },
  };
}

export function formatFieldReport(report: FieldReport): string {
  const columns = ['all', 'he', 'en', 'ar', 'mixed', 'one-column', 'two-column'];
  const pct = (cell?: [number, number]) =>
    cell ? `${((100 * cell[0]) / cell[1]).toFixed(0)}%`.padStart(6) : '     -';
  const lines = [`${'field'.padEnd(16)}${columns.map((c) => c.padStart(11)).join('')}`];
  for (const field of FIELDS) {
    const row = report.byField[field];
    lines.push(
      `${field.padEnd(16)}${columns.map((c) => `${pct(row[c])}${row[c] ? ` ${row[c][0]}/${row[c][1]}`.padStart(5) : ''}`.padStart(11)).join('')}`,
    );
  }
  lines.push(
    `skills micro precision ${(100 * report.skills.precision).toFixed(1)}%, recall ${(100 * report.skills.recall).toFixed(1)}%`,
  );
  return lines.join('\n');
}
