import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';
import { headingKind } from './resume-sections.ts';

/**
 * Skills as a field in Hebrew skills sections of many trades (round 27, helper skills27he): headings
 * of machines, of software known and of treatments; how far a tool is known, in a bracket; a plural
 * level word; a licence noted in a bracket. Each kind in Hebrew, English and Arabic where it applies.
 */
const NOW = new Date('2026-11-01T00:00:00Z');
const skillsOf = (text: string) => parseResume(text, { now: NOW }).skills;
const he = (heading: string, body: string) =>
  skillsOf(
    `יוסי לוי\nמפעיל | חיפה | 050-1234567\n\nניסיון תעסוקתי\n2015 – היום: מפעיל, חברת אלפא בע"מ, חיפה\n\n${heading}\n${body}\n\nהשכלה\n2010 – בגרות, תיכון עירוני א', חיפה\n`,
  );
const en = (heading: string, body: string) =>
  skillsOf(
    `John Smith\nOperator | Haifa | 050-1234567\n\nExperience\n2015 – present: Operator, Alpha Ltd, Haifa\n\n${heading}\n${body}\n\nEducation\n2010 – High school diploma, Haifa\n`,
  );
const ar = (heading: string, body: string) =>
  skillsOf(
    `سامي خليل\nعامل تشغيل | حيفا | 050-1234567\n\nالخبرة\n2015 – اليوم: عامل تشغيل، شركة النور، حيفا\n\n${heading}\n${body}\n\nالتعليم\n2010 – شهادة بجروت، حيفا\n`,
  );

describe('round 27: skills27he — headings of machines, software known and treatments', () => {
  it('reads a heading of the machines and equipment a worker runs', () => {
    for (const h of ['ציוד ומכונות', 'מכונות', 'מכשור', 'ציוד שהפעלתי'])
      expect(headingKind(h)).toBe('skills');
    for (const h of ['Machinery', 'Machines operated']) expect(headingKind(h)).toBe('skills');
    for (const h of ['المعدات والآلات', 'الأجهزة']) expect(headingKind(h)).toBe('skills');
    expect(he('מכונות', '• מחרטה\n• כרסומת\n• משחזת')).toEqual(['מחרטה', 'כרסומת', 'משחזת']);
  });

  it('reads a heading of the software the person knows, and of programming languages', () => {
    for (const h of ['ידע בתוכנות', 'שליטה במחשב', 'שפות תכנות', 'מיומנויות רכות'])
      expect(headingKind(h)).toBe('skills');
    for (const h of ['Software knowledge', 'Programming languages']) expect(headingKind(h)).toBe('skills');
    for (const h of ['معرفة بالبرامج', 'لغات البرمجة']) expect(headingKind(h)).toBe('skills');
    // Under an unknown heading the list was read for known names only: "Word" and "PowerPoint" as one.
    expect(he('ידע בתוכנות', 'Word, Excel, PowerPoint')).toEqual(['Word', 'Excel', 'PowerPoint']);
  });

  it('reads a heading of the treatments a beautician or a therapist gives', () => {
    expect(headingKind('טיפולים')).toBe('skills');
    expect(headingKind('Treatments')).toBe('skills');
    expect(headingKind('العلاجات')).toBe('skills');
    expect(he('טיפולים', 'טיפולי פנים • הסרת שיער בלייזר • איפור ערב')).toEqual([
      'טיפולי פנים',
      'הסרת שיער בלייזר',
      'איפור ערב',
    ]);
  });
});

describe('round 27: skills27he — how well, not what', () => {
  it('drops how far a tool is known, written in a bracket after it', () => {
    expect(he('כישורים', 'SQL, ABAP (קריאה), Java (קריאה בלבד), Linux (היכרות)')).toEqual([
      'SQL',
      'ABAP',
      'Java',
      'Linux',
    ]);
    expect(en('Skills', 'SQL, ABAP (reading only), COBOL (read-only)')).toEqual(['SQL', 'ABAP', 'COBOL']);
    expect(ar('المهارات', 'SQL، ABAP (قراءة)، Linux')).toEqual(['SQL', 'ABAP', 'Linux']);
  });

  it('drops a plural level word after an item the lexicon does not know', () => {
    expect(he('כישורים', 'פתרון תקלות טכניות בסיסיות, התקנת מדפסות')).toEqual([
      'פתרון תקלות טכניות',
      'התקנת מדפסות',
    ]);
  });

  it('drops a licence noted in a bracket after the machine', () => {
    expect(he('כישורים', 'מלגזה (רישיון בתוקף), ליקוט, העמסה')).toEqual(['מלגזה', 'ליקוט', 'העמסה']);
    expect(en('Skills', 'Forklift (licensed), Order picking, Loading')).toContain('Forklift');
    expect(en('Skills', 'Forklift (licensed), Order picking, Loading').join('|')).not.toMatch(/licensed/);
    expect(ar('المهارات', 'رافعة شوكية (رخصة سارية)، ترتيب المخزن').join('|')).not.toMatch(/رخصة/);
  });
});
