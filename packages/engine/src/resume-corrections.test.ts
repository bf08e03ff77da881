import { describe, expect, it } from 'vitest';
import { analyzeJobForMatch } from './job-match-profile.ts';
import { scoreMatch } from './match-score.ts';
import { analyzeResume } from './resume-analysis.ts';
import { applyCorrections } from './resume-corrections.ts';

const now = new Date('2026-06-01T00:00:00Z');
const resume = analyzeResume(
  [
    'Dana Levi',
    'dana@example.com | 052-1234567',
    'Experience',
    'Full Stack Developer, Acme, 2024 - 2025',
    'Skills: TypeScript, React',
  ].join('\n'),
  { now },
);
const job = analyzeJobForMatch({
  jobTitle: 'Full Stack Developer',
  jobDescription: 'Building our web product',
  requirements: 'At least 5 years of experience; TypeScript, React, Node.js, PostgreSQL',
  location: 'Tel Aviv',
  employmentType: 'full_time',
});

describe('applyCorrections', () => {
  it('leaves the analysis as it is with no corrections', () => {
    expect(applyCorrections(resume, null)).toBe(resume);
    expect(applyCorrections(resume, {})).toBe(resume);
  });

  it('corrected years, skills and city change the score; the stored analysis is not touched', () => {
    const before = scoreMatch(resume, job, { explain: false });
    const corrected = applyCorrections(resume, {
      experienceYears: 8,
      skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
      location: 'תל אביב',
    });
    expect(corrected.experienceYears).toBe(8);
    expect(corrected.location).not.toBe('');
    expect(corrected.skills).toEqual(['typescript', 'react', 'nodejs', 'postgresql']);
    const after = scoreMatch(corrected, job, { explain: false });
    expect(after.score).toBeGreaterThan(before.score);
    expect(after.evidence.skills.missing).toEqual([]);
    expect(resume.experienceYears).not.toBe(8);
  });

  it('a skill the lexicon does not know is kept as written and found as words', () => {
    const corrected = applyCorrections(resume, { skills: ['Quantum basket weaving'] });
    expect(corrected.skills).toEqual(['Quantum basket weaving']);
    expect(corrected.keywords).toContain('weaving');
  });

  it('corrected titles give title concepts; languages add the resume language as spoken', () => {
    const corrected = applyCorrections(resume, { jobTitles: ['אופה'], languages: ['ru'] });
    expect(corrected.headline).toBe('אופה');
    expect(corrected.jobTitles).toEqual(['אופה']);
    expect(corrected.spokenLanguages).toEqual(['ru', resume.language]);
  });
});
