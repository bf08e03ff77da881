import { describe, expect, it } from 'vitest';
import { analyzeResume } from './resume-analysis.ts';

/**
 * The engine reads hostile files: a long run of one character anywhere in a resume must not take
 * quadratic time. The worst cases the run fuzz found (`eval/fuzz-runs.ts`), each bounded
 * generously: 2 s of CPU at 10,000 characters, where the quadratic patterns took 0.5–1.5 s at 5,000
 * (so 2–6 s here) and the engine now takes well under half a second, so a pattern that goes back
 * to quadratic fails here.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
/** A run's length. */
const N = 10_000;

const resume = (at: { name?: string; personal?: string; jobHead?: string; skills?: string; date?: string }) =>
  `יוסי אברהם${at.name ?? ''}
טלפון: 054-6789123 | yossi.avraham@gmail.com | תל אביב
ת.ז. 314258765 | גיל: 30, ${at.personal ?? ''}רווק
כישורים
Node.js, ${at.skills ?? ''}TypeScript, PostgreSQL
ניסיון תעסוקתי
2020–היום | מפתח Backend ${at.jobHead ?? ''}בכיר | Payoneer
• פיתוח ממשקי REST API ב-Node.js.
2016 ${at.date ?? ''}– 2020
מפתח Backend | Wix
`;

const cpuMs = (text: string) => {
  const start = process.cpuUsage();
  const analysis = analyzeResume(text, { now: NOW });
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, analysis };
};

const CASES: [string, string][] = [
  ['a personal line of commas', resume({ personal: ','.repeat(N) })],
  ['a personal line of Arabic commas', resume({ personal: '،'.repeat(N) })],
  ['a head line of en dashes', resume({ jobHead: '–'.repeat(N) })],
  ['a skills line of opening brackets', resume({ skills: '('.repeat(N) })],
  ['a skills line of Hebrew letters', resume({ skills: 'א'.repeat(N) })],
  ['a date line of vavs', resume({ date: 'ו'.repeat(N) })],
  ['a name line of spaces', resume({ name: ' '.repeat(N) })],
  ['a name line of equals signs', resume({ name: ` ${'='.repeat(N)}` })],
  ['a name line of tabs', resume({ name: '\t'.repeat(N) })],
  ['a skills line of dots', resume({ skills: '.'.repeat(N) })],
  ['a name line of digits', resume({ name: ` ${'1'.repeat(N)}` })],
  ['a resume of 5,000 lines of one space', ' \n'.repeat(5000)],
];

describe('round 22: long runs take linear time', () => {
  analyzeResume(resume({}), { now: NOW }); // lexicons and patterns made ready
  for (const [kind, text] of CASES)
    it(`reads ${kind} in under 2 s`, () => {
      const { ms, analysis } = cpuMs(text);
      expect(ms).toBeLessThan(2000);
      expect(analysis.phone).toBe(text.includes('054') ? '+972546789123' : '');
    });
});

describe('round 23: a long line of words, each with a workplace’s "ב"', () => {
  // A title's part read for a town after each "ב" word read the whole rest of the line each time:
  // 2,000 words took 3 s, 4,000 13 s.
  it('reads a job head line of 4,000 "ב" words in under 2 s', () => {
    const { ms, analysis } = cpuMs(resume({ jobHead: 'בחצר '.repeat(4000) }));
    expect(ms).toBeLessThan(2000);
    expect(analysis.phone).toBe('+972546789123');
  });
});
