import { describe, expect, it } from 'vitest';
import { splitEntries } from './experience-entries.ts';
import { recentOrgs } from './resume-facts.ts';

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
