import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';
import { splitSkillLine } from './text-units.ts';

const NOW = new Date('2026-11-29T00:00:00Z');
const skillsOf = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW }).skills;

describe('round 27: fresh27 — two names of their own joined by one spaced slash are two items', () => {
  it('parts two Hebrew names and two capitalised names; a side in small letters or a code keeps one', () => {
    expect(splitSkillLine('מכונת כרסום / מחרטה')).toEqual(['מכונת כרסום', 'מחרטה']);
    expect(splitSkillLine('חשבשבת, דוחות מע"מ / דוחות ניכויים, אקסל')).toEqual([
      'חשבשבת',
      'דוחות מע"מ',
      'דוחות ניכויים',
      'אקסל',
    ]);
    expect(splitSkillLine('Menu costing / Food cost control')).toEqual(['Menu costing', 'Food cost control']);
    expect(splitSkillLine('SQL, Tableau / Excel')).toEqual(['SQL', 'Tableau', 'Excel']);
    expect(splitSkillLine('Blood bank / cross-matching')).toEqual(['Blood bank / cross-matching']);
    expect(splitSkillLine('AMM / IPC')).toEqual(['AMM / IPC']);
    expect(splitSkillLine('IV / IO access')).toEqual(['IV / IO access']);
    expect(splitSkillLine('Check-in / Check-out')).toEqual(['Check-in / Check-out']);
  });

  it('reads a skills section of he, en and ar lines with such a pair', () => {
    const hebrew = skillsOf([
      'יוסי כהן',
      'yossi@example.com',
      '',
      'כישורים',
      '- ריתוך TIG',
      '- מכונת כרסום / מחרטה',
    ]);
    expect(hebrew).toEqual(expect.arrayContaining(['מכונת כרסום', 'מחרטה']));
    const english = skillsOf([
      'Dana Levi',
      'dana@example.com',
      '',
      'Skills',
      '- HACCP',
      '- Lecturing / Workshops',
    ]);
    expect(english).toEqual(expect.arrayContaining(['Lecturing', 'Workshops']));
    const arabic = skillsOf([
      'سامي حداد',
      'sami@example.com',
      '',
      'المهارات',
      'تحليل إحصائي، Tableau / Excel',
    ]);
    expect(arabic).toEqual(expect.arrayContaining(['Tableau', 'Excel', 'تحليل إحصائي']));
  });
});

describe('round 27: fresh27 — how many years of experience before a listed skill', () => {
  it('drops "5 שנות ניסיון ב", "8 years of experience in", "5 سنوات خبرة في"', () => {
    const hebrew = skillsOf([
      'יוסי כהן',
      'yossi@example.com',
      '',
      'ידע מקצועי',
      '- 5 שנות ניסיון בהלחמה',
      '- קריאת שרטוטים',
    ]);
    expect(hebrew).toEqual(expect.arrayContaining(['הלחמה', 'קריאת שרטוטים']));
    expect(hebrew.join(' ')).not.toMatch(/שנות ניסיון/u);
    const english = skillsOf([
      'Dan Katz',
      'dan@example.com',
      '',
      'Core competencies',
      '- Motor control panels',
      '- 8 years of experience in industrial wiring',
    ]);
    expect(english).toEqual(expect.arrayContaining(['industrial wiring', 'Motor control panels']));
    const arabic = skillsOf([
      'سامي حداد',
      'sami@example.com',
      '',
      'المهارات',
      '- 5 سنوات خبرة في تمديد الأنابيب',
      '- قراءة المخططات',
    ]);
    expect(arabic).toEqual(expect.arrayContaining(['تمديد الأنابيب', 'قراءة المخططات']));
    expect(arabic.join(' ')).not.toMatch(/خبرة/u);
  });
});
