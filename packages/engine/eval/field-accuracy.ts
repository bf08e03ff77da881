import type { ResumeFields } from '../src/resume-fields.ts';
import { SKILLS } from '../src/skill-lexicon.ts';
import { normalizeForMatch } from '../src/text-units.ts';
import type { EvalResume, ExpectedFields } from './eval-set.ts';

/**
 * How a parsed field is judged against the expected one:
 * - text fields: equal after trimming, case and spacing (names also without punctuation);
 * - phone: the same E.164 number; age: equal; experience years: within half a year;
 * - languages and job titles: the same set (titles compared without case and punctuation);
 * - skills: F1 of the two sets at least 0.9 (one miss or one extra in ten still passes). An
 *   expected skill is a lexicon id (tuning set) or the skill's name as the resume writes it
 *   (held-out set, written without looking at the lexicon); a reported skill names it when it is
 *   that id, or one of the concept's labels or spellings is that name, or (a skill the lexicon does
 *   not know, reported as written) it is that name. Each reported skill names at most one expected
 *   skill, so a family reported once for two tools it holds (Cypress and Playwright) misses one.
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

const skillKey = (s: string) =>
  normalizeForMatch(s)
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
const SKILL_NAMES = new Map(
  SKILLS.map((c) => [
    c.id,
    new Set(
      [c.id, c.label.en, c.label.he ?? '', c.label.ar ?? '', ...c.aliases].filter(Boolean).map(skillKey),
    ),
  ]),
);

/** Whether the reported skill (an id, or a name the lexicon does not know) names the expected one. */
export function skillNames(reported: string, expected: string): boolean {
  if (reported === expected) return true;
  const key = skillKey(expected);
  return SKILL_NAMES.get(reported)?.has(key) ?? skillKey(reported) === key;
}

/** Reported skills paired one to one with the expected skills they name. */
export function skillMatches(found: string[], expected: string[]): number {
  const open = [...new Set(expected)];
  let matched = 0;
  for (const got of new Set(found)) {
    const i = open.findIndex((e) => skillNames(got, e));
    if (i >= 0) {
      open.splice(i, 1);
      matched++;
    }
  }
  return matched;
}

export function f1(found: string[], expected: string[]): number {
  if (found.length === 0 && expected.length === 0) return 1;
  const tp = skillMatches(found, expected);
  if (tp === 0) return 0;
  const p = tp / new Set(found).size;
  const r = tp / new Set(expected).size;
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
  /** Skills on the resumes of work outside software alone (held-out set: profession not "tech"). */
  nonTechSkills: { precision: number; recall: number } | null;
}

export function fieldReport(resumes: EvalResume[], parsed: Map<string, ResumeFields>): FieldReport {
  const byField = Object.fromEntries(FIELDS.map((f) => [f, {}])) as FieldReport['byField'];
  const mistakes: FieldReport['mistakes'] = [];
  const all = { tp: 0, found: 0, expected: 0 };
  const nonTech = { tp: 0, found: 0, expected: 0 };
  for (const resume of resumes) {
    const got = parsed.get(resume.id)!;
    for (const field of FIELDS) {
      const ok = fieldCorrect(field, got, resume.expected);
      const keys = ['all', resume.language, resume.layout];
      if (resume.headerCells) keys.push('cell-header');
      if (resume.profession) keys.push(resume.profession === 'tech' ? 'tech' : 'non-tech');
      for (const key of keys) {
        const cell = (byField[field][key] ??= [0, 0]);
        cell[0] += ok ? 1 : 0;
        cell[1] += 1;
      }
      if (!ok) mistakes.push({ id: resume.id, field, got: got[field], want: resume.expected[field] });
    }
    for (const sum of resume.profession && resume.profession !== 'tech' ? [all, nonTech] : [all]) {
      sum.tp += skillMatches(got.skills, resume.expected.skills);
      sum.found += new Set(got.skills).size;
      sum.expected += new Set(resume.expected.skills).size;
    }
  }
  const pr = (s: typeof all) => ({
    precision: s.found ? s.tp / s.found : 1,
    recall: s.expected ? s.tp / s.expected : 1,
  });
  return {
    byField,
    mistakes,
    skills: pr(all),
    nonTechSkills: nonTech.expected ? pr(nonTech) : null,
  };
}

export function formatFieldReport(report: FieldReport): string {
  const columns = [
    'all',
    'he',
    'en',
    'ar',
    'mixed',
    'one-column',
    'two-column',
    'cell-header',
    'tech',
    'non-tech',
  ].filter((c) => FIELDS.some((f) => report.byField[f][c]));
  const pct = (cell?: [number, number]) =>
    cell ? `${((100 * cell[0]) / cell[1]).toFixed(0)}%`.padStart(6) : '     -';
  const lines = [`${'field'.padEnd(16)}${columns.map((c) => c.padStart(12)).join('')}`];
  for (const field of FIELDS) {
    const row = report.byField[field];
    lines.push(
      `${field.padEnd(16)}${columns.map((c) => `${pct(row[c])}${row[c] ? ` ${row[c][0]}/${row[c][1]}`.padStart(5) : ''}`.padStart(12)).join('')}`,
    );
  }
  lines.push(
    `skills micro precision ${(100 * report.skills.precision).toFixed(1)}%, recall ${(100 * report.skills.recall).toFixed(1)}%`,
  );
  if (report.nonTechSkills)
    lines.push(
      `skills outside software: precision ${(100 * report.nonTechSkills.precision).toFixed(1)}%, recall ${(100 * report.nonTechSkills.recall).toFixed(1)}%`,
    );
  return lines.join('\n');
}
