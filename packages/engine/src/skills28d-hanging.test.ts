import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * A skills list's item wrapped with a hanging indent (round 28, helper skills28d): the indented
 * line goes on with the item above it, so the item is one skill, not two halves.
 */
const NOW = new Date('2026-11-01T00:00:00Z');
const skillsOf = (text: string) => parseResume(text, { now: NOW }).skills;

describe('round 28: skills28d — an item wrapped with a hanging indent', () => {
  it('joins a lone indented line to the item above it (he)', () => {
    const he = skillsOf(
      'דנה לוי\nחיפה | 052-1234567\n\nכישורים\nהרכבת מערכות מיזוג\n  ומשאבות חום\nקריאת תוכניות\nעבודה מול לקוחות\n  ופתרון תקלות\n\nניסיון\n2018 – היום: טכנאית מיזוג, קור-טק, חיפה\n',
    );
    expect(he).toContain('הרכבת מערכות מיזוג ומשאבות חום');
    expect(he).toContain('עבודה מול לקוחות ופתרון תקלות');
    expect(he).not.toContain('ומשאבות חום');
    expect(he).not.toContain('ופתרון תקלות');
  });

  it('joins a lone indented line to the item above it (ar)', () => {
    const ar = skillsOf(
      'ريم خوري\nحيفا | 052-1234567\n\nالمهارات\nصيانة أنظمة التكييف\n  في المباني التجارية\nقراءة المخططات\nخدمة الزبائن\n  (HVAC)\n\nالخبرة\n2018 – اليوم: فنية تكييف، شركة البرودة، حيفا\n',
    );
    expect(ar).toEqual(['صيانة أنظمة التكييف في المباني التجارية', 'قراءة المخططات', 'خدمة الزبائن (HVAC)']);
  });

  it('joins a lone indented line to the item above it (en)', () => {
    const en = skillsOf(
      'Dana Levy\nHaifa | 052-1234567\n\nSkills\nMaintaining cooling systems\n  in office buildings\nReading technical drawings\nRefrigerant handling\n\nExperience\n2018 – present: HVAC Technician, Cool-Tech, Haifa\n',
    );
    expect(en).toContain('Maintaining cooling systems in office buildings');
    expect(en).not.toContain('in office buildings');
  });

  it('leaves a run of indented items under a sub-heading, and a bullet, as items of their own', () => {
    const en = skillsOf(
      'Dana Levy\nHaifa | 052-1234567\n\nSkills\nTools\n  Jira\n  Confluence\nCustomer service\n  • Complaint handling\n\nExperience\n2018 – present: Support Agent, Cool-Tech, Haifa\n',
    );
    expect(en).toContain('Jira');
    expect(en).toContain('Confluence');
    expect(en).toContain('Complaint handling');
    expect(en).not.toContain('Tools Jira');
  });
});

describe('round 28: skills28d — an "and" inside an item\'s bracket', () => {
  const listed = (heading: string, line: string) =>
    skillsOf(`Dana Levy\n052-1234567\n\n${heading}\n${line}\n`);

  it('keeps a bracket that joins two of its words with "and" whole (he)', () => {
    expect(listed('כישורים', "צבע, גוונים ובלונד (בליאז' ואומברה) – 8 שנים")).toEqual([
      'צבע',
      "גוונים ובלונד (בליאז' ואומברה)",
    ]);
  });

  it('keeps a bracket that joins two of its words with "and" whole (ar)', () => {
    expect(listed('المهارات', 'تلوين، خصل (باليَاج وأومبري) – 8 سنوات')).toEqual([
      'تلوين',
      'خصل (باليَاج وأومبري)',
    ]);
  });

  it('keeps a bracket that joins two of its words with "and" whole (en)', () => {
    expect(listed('Skills', 'Colouring, highlights (balayage and ombre) – 8 years')).toEqual([
      'Colouring',
      'highlights (balayage and ombre)',
    ]);
  });
});

describe('round 28: skills28d — a degree named in a summary is no tool', () => {
  const summaryOf = (heading: string, sentence: string, skillsHeading: string) =>
    skillsOf(`Dana Levy\n054-9912075\n\n${heading}\n${sentence}\n\n${skillsHeading}\nSQL, Tableau, Excel\n`);

  it('reports no degree and no field of study as skills (en)', () => {
    expect(
      summaryOf(
        'Summary',
        'Data analyst with a B.Sc. in Mathematics; four years of private tutoring.',
        'Skills',
      ),
    ).toEqual(['SQL', 'Tableau', 'Excel']);
    expect(
      summaryOf(
        'Summary',
        'Analyst with a degree in Economics and three years in retail analytics.',
        'Skills',
      ),
    ).toEqual(['SQL', 'Tableau', 'Excel']);
  });

  it('reports no degree as a skill (he)', () => {
    expect(
      summaryOf('תקציר', 'אנליסטית נתונים בעלת B.Sc. במתמטיקה; ארבע שנות הוראה פרטית.', 'כישורים'),
    ).toEqual(['SQL', 'Tableau', 'Excel']);
  });

  it('reports no degree as a skill (ar)', () => {
    expect(
      summaryOf('نبذة', 'محللة بيانات حاصلة على B.Sc. في الرياضيات؛ أربع سنوات من التدريس.', 'المهارات'),
    ).toEqual(['SQL', 'Tableau', 'Excel']);
  });
});
