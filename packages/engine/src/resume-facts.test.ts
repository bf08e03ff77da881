import { describe, expect, it } from 'vitest';
import { splitEntries } from './experience-entries.ts';
import { recentOrgs, roleBesideName } from './resume-facts.ts';
import { parseResume } from './resume-fields.ts';

describe('recentOrgs', () => {
  it('takes the employer only, not the description after a colon', () => {
    const entries = splitEntries([
      '2019–2024 מפתחת Full Stack ב-Wix: פיתוח ב-React ו-Node.js, עבודה עם PostgreSQL',
      '2016–2019 מפתחת Backend בחברת אמדוקס: Java, Spring, מיקרו-שירותים',
    ]);
    const orgs = recentOrgs(entries);
    expect(orgs).toHaveLength(2);
    expect(orgs[0]).toMatch(/Wix$/);
    expect(orgs[1]).toMatch(/אמדוקס$/);
    for (const org of orgs) expect(org).not.toContain(':');
  });
});

describe('round 21: nameWithRole, a role beside the name on the first line', () => {
  const NOW = new Date('2025-06-15T00:00:00Z');
  it('is read as a role, in each language', () => {
    expect(roleBesideName(['Rami Nassar | Machine Learning Engineer'])).toBe('Machine Learning Engineer');
    expect(roleBesideName(['רמי נסאר | מעצבת גרפית'])).toBe('מעצבת גרפית');
    expect(roleBesideName(['رامي نصار | مهندس تعلم الآلة'])).toBe('مهندس تعلم الآلة');
  });
  it('claims no skill from the role, as on a line of its own', () => {
    for (const lines of [
      ['Rami Nassar | Machine Learning Engineer', 'Haifa | 054-7712093 | rami.n@gmail.com', 'Experience'],
      ['רמי נסאר | מהנדס למידת מכונה', 'חיפה | 054-7712093 | rami.n@gmail.com', 'ניסיון תעסוקתי'],
      ['رامي نصار | مهندس تعلم الآلة', 'حيفا | 054-7712093 | rami.n@gmail.com', 'الخبرة العملية'],
    ]) {
      const skills = parseResume(
        [...lines, 'Analyst | Intel | 2019 – 2024', 'Skills', 'SQL, Docker, Excel'].join('\n'),
        {
          now: NOW,
        },
      ).skills;
      expect(skills).toEqual(['SQL', 'Docker', 'Excel']);
    }
  });
});
