import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.ts';
import { headingKind } from './resume-sections.ts';
import { tailorResume } from './tailor-resume.ts';
import {
  ARABIC_DATA_JOB,
  ARABIC_RESUME,
  ENGLISH_BI_JOB,
  ENGLISH_RESUME,
  HEBREW_BACKEND_JOB,
  HEBREW_RESUME,
} from './fixtures/resumes.ts';
import { splitSkillLine } from './text-units.ts';

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const numbers = (text: string) => new Set(text.match(/\d+/g) ?? []);
const latinWords = (text: string) => new Set(text.match(/[A-Za-z][A-Za-z+#]*(?:\.[A-Za-z]+)*/g) ?? []);

/** The lines between a heading and the next blank line. */
function section(text: string, heading: string): string[] {
  const all = text.split('\n');
  const start = all.indexOf(heading);
  if (start < 0) return [];
  const end = all.indexOf('', start);
  return all.slice(start + 1, end < 0 ? undefined : end);
}

const CASES = [
  {
    name: 'Hebrew',
    resume: HEBREW_RESUME,
    job: { jobDescription: HEBREW_BACKEND_JOB },
    language: 'he',
    skillsHeading: 'כישורים',
    years: 7,
  },
  {
    name: 'English',
    resume: ENGLISH_RESUME,
    job: ENGLISH_BI_JOB,
    language: 'en',
    skillsHeading: 'Skills',
    years: 7,
  },
  {
    name: 'Arabic',
    resume: ARABIC_RESUME,
    job: { jobDescription: ARABIC_DATA_JOB },
    language: 'ar',
    skillsHeading: 'المهارات',
    years: 6,
  },
] as const;

describe.each(CASES)('tailorResume: $name resume', ({ resume, job, language, skillsHeading, years }) => {
  const result = tailorResume({ resume, ...job, referenceYear: 2025 });
  const out = result.text;
  const outLines = new Set(lines(out));
  const skillLines = section(resume, skillsHeading);

  it('keeps every line of the resume as written (skills keep every item)', () => {
    for (const line of lines(resume)) {
      if (headingKind(line) === 'experience') continue; // may be split into relevant and additional
      if (skillLines.includes(line)) {
        for (const item of splitSkillLine(line)) expect(out).toContain(item);
      } else {
        expect(outLines, line).toContain(line);
      }
    }
  });

  it('invents no number, year, employer or skill', () => {
    const allowed = numbers(`${resume}\n${Object.values(job).join('\n')}`);
    allowed.add(String(years)); // years of experience, counted from the resume's dates
    for (const n of numbers(out)) expect(allowed, `number ${n}`).toContain(n);
    const latinAllowed = latinWords(`${resume}\n${Object.values(job).join('\n')}`);
    if (language === 'en') {
      for (const w of latinWords(
        'Professional Summary Key Skills Relevant Additional Experience Hands-on Core Proven This Looking Applying Further Education Languages',
      ))
        latinAllowed.add(w);
    }
    for (const word of latinWords(out)) {
      if (/^[A-Z]/.test(word)) expect(latinAllowed, `word ${word}`).toContain(word);
    }
  });

  it('writes what it adds in the language of the resume', () => {
    const summary = lines(out.split('\n\n')[1] ?? '');
    expect(summary.length).toBeGreaterThan(0);
    expect(detectLanguage(summary[0]!)).toBe(language);
    expect(result.language).toBe(language);
  });

  it('gives the same text every time', () => {
    expect(tailorResume({ resume, ...job, referenceYear: 2025 }).text).toBe(out);
  });
});

describe('tailorResume: aimed at the job', () => {
  it('adds a summary naming the role, the years from the dates, the skills the job wants and the target job', () => {
    const { text } = tailorResume({
      resume: HEBREW_RESUME,
      jobDescription: HEBREW_BACKEND_JOB,
      referenceYear: 2025,
    });
    const summary = lines(text.split('\n\n')[1]!);
    expect(summary[0]).toBe('תקציר מקצועי');
    expect(summary[1]).toContain('מפתחת Full Stack');
    expect(summary[1]).toContain('7+'); // 2016–2019 and 2019–2023
    expect(summary[1]).toContain('Node.js');
    expect(summary[1]).toContain('PostgreSQL');
    expect(summary[1]).toContain('מפתח/ת Backend');
    expect(summary[1]).toContain('B.Sc. מדעי המחשב');
  });

  it('never claims a skill the job wants and the resume lacks', () => {
    const result = tailorResume({ resume: HEBREW_RESUME, jobDescription: HEBREW_BACKEND_JOB });
    expect(result.text).not.toContain('Kubernetes');
    expect(result.text).not.toContain('GraphQL');
    const en = tailorResume({ resume: ENGLISH_RESUME, ...ENGLISH_BI_JOB });
    expect(en.text).not.toMatch(/Snowflake|dbt/);
    expect(en.missingSkills).toEqual(expect.arrayContaining(['Snowflake']));
  });

  it('puts the skills the job asks for first', () => {
    const { text } = tailorResume({ resume: HEBREW_RESUME, jobDescription: HEBREW_BACKEND_JOB });
    const skills = section(text, 'כישורים');
    expect(skills).toHaveLength(1);
    const items = splitSkillLine(skills[0]!);
    const wanted = ['Node.js', 'PostgreSQL', 'Docker'];
    const lastWanted = Math.max(...wanted.map((w) => items.indexOf(w)));
    for (const other of ['React', 'TypeScript', 'Java', 'AWS'])
      expect(items.indexOf(other)).toBeGreaterThan(lastWanted);
    // "צד שרת" is in an experience line, not in the skills list: it joins the list, in the resume's words.
    expect(items).toContain('צד שרת');
  });

  it('puts the experience the job asks for first, keeping dates in order within each group', () => {
    const { text } = tailorResume({ resume: ENGLISH_RESUME, ...ENGLISH_BI_JOB });
    const relevant = section(text, 'Relevant Experience');
    const additional = section(text, 'Additional Experience');
    expect(relevant[0]).toBe('2017–2021 Data Analyst, Teva Pharmaceuticals');
    expect(additional[0]).toBe('2021–2024 Marketing Analyst, Shufersal');
    expect(text.indexOf('Relevant Experience')).toBeLessThan(text.indexOf('Additional Experience'));
    expect(text.indexOf('\nSkills\n')).toBeLessThan(text.indexOf('Relevant Experience'));
    expect(text.indexOf('Relevant Experience')).toBeLessThan(text.indexOf('\nEducation\n'));
  });

  it('moves the bullets the job asks for to the top of their job', () => {
    const { text } = tailorResume({ resume: HEBREW_RESUME, jobDescription: HEBREW_BACKEND_JOB });
    const all = text.split('\n');
    const wix = all.indexOf('2019–2023 מפתחת Full Stack ב-Wix');
    expect(all[wix + 1]).toBe('• פיתוח שירותים ב-Node.js עבור 3 מיליון משתמשים.');
    expect(all[wix + 3]).toBe('• פיתוח ממשקי משתמש ב-React ו-TypeScript.');
  });

  it("keeps the resume's own summary, after the added one", () => {
    const { text } = tailorResume({ resume: ENGLISH_RESUME, ...ENGLISH_BI_JOB });
    const summary = section(text, 'Summary');
    expect(summary[1]).toBe('Analyst who turns data into decisions.');
    expect(summary[0]).toContain('Senior BI Analyst');
  });

  it('adds a key-skills section when the resume has none, and only reorders when asked not to enhance', () => {
    const resume =
      'Jane Doe\njane@example.com\nI built Power BI dashboards and wrote SQL at Teva for five years.';
    const { text } = tailorResume({ resume, ...ENGLISH_BI_JOB });
    expect(section(text, 'Key Skills')).toEqual(['SQL, Power BI']);
    expect(text).toContain('I built Power BI dashboards and wrote SQL at Teva for five years.');
    const plain = tailorResume({ resume, ...ENGLISH_BI_JOB, enhance: false });
    expect(plain.text).not.toContain('Professional Summary');
  });

  it('reads an Arabic resume: role, years and skills in Arabic', () => {
    const { text } = tailorResume({
      resume: ARABIC_RESUME,
      jobDescription: ARABIC_DATA_JOB,
      referenceYear: 2025,
    });
    const summary = lines(text.split('\n\n')[1]!);
    expect(summary[0]).toBe('الملخص المهني');
    expect(summary[1]).toContain('مهندسة برمجيات');
    expect(summary[1]).toContain('6 سنوات'); // 2016–2018 and 2018–2022
    expect(summary[1]).toContain('محلل بيانات');
    // The ad's title asks for a data analyst, and the resume shows data analysis in its experience:
    // the field is listed first, then the tools the requirements ask for.
    expect(section(text, 'المهارات')[0]).toMatch(/^تحليل البيانات، SQL، Excel، Power BI/);
  });
});
