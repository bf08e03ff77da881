import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';
import { headingKind } from './resume-sections.ts';
import { namedTools } from './resume-tools.ts';

/**
 * Skills headings and the items listed under them. Each case a variant of a kind a tuning resume
 * showed.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

describe('skills headings', () => {
  it("knows skills under the person's own words and technical qualifications", () => {
    for (const heading of [
      'Toolbox',
      'Gear I work with',
      'Clinical Skills',
      'Lab skills',
      'Areas of strength',
      'ארגז כלים',
      'ידע מקצועי',
      'סקילס',
      'במה אני טוב',
      'ما أتقنه',
      'المؤهلات التقنية',
    ])
      expect(headingKind(heading), heading).toBe('skills');
    expect(headingKind('המכללה')).toBeNull();
  });

  it('reports a one-letter language and a product with its version year from a list', () => {
    const text = 'Dana Levi\nSkills\nPython, R, SQL, Windows Server 2019\nExperience\nAnalyst, 2019 – 2022';
    const skills = parseResume(text, { now: NOW }).skills;
    expect(skills).toContain('R');
    expect(skills).toContain('Windows Server 2019');
    const dated = parseResume('Dana Levi\nSkills\nExcel, 2019 – 2022\n', { now: NOW }).skills;
    expect(dated).not.toContain('2019 – 2022');
  });

  it('never takes the acronym of a committee or a ministry for a tool', () => {
    expect(namedTools(['קבלת אישור מוועדת IRB ורישום הנתונים במערכת REDCap'])).toEqual(['REDCap']);
    expect(namedTools(['متابعة معايير هيئة FDA وتسجيل النتائج في LabWare'])).toEqual(['LabWare']);
  });

  it('never takes a country a work line names for a tool', () => {
    expect(
      namedTools(['Sourced parts from suppliers in Vietnam and Germany; tracked orders in Odoo']),
    ).toEqual(['Odoo']);
  });
});

describe('skills', () => {
  it('ends a sidebar skills list at the name that opens the main column', () => {
    const fields = parse([
      'פרטי קשר',
      '050-3334455',
      'avi.k@gmail.com',
      'Skills',
      '• ניהול מלאי',
      '• ספירות מלאי',
      '• WMS',
      'אבי כהן',
      'Warehouse Team Lead | לוגיסטיקה',
      'ניסיון',
      'Warehouse Team Lead – מחסני השרון | 2019 – היום',
    ]);
    expect(fields.fullName).toBe('אבי כהן');
    expect(fields.skills).not.toContain('אבי כהן');
    expect(fields.skills.some((s) => /Warehouse Team Lead|לוגיסטיקה/.test(s))).toBe(false);
  });

  it('keeps a longer bullet of a bulleted list of three or more as an item', () => {
    const fields = parse([
      'כישורים',
      '• עבודה עם מסופון ומערכת ניהול מחסן Priority',
      '• הדרכת עובדים',
      '• סדר וארגון',
    ]);
    expect(fields.skills).toContain('עבודה עם מסופון ומערכת ניהול מחסן Priority');
  });

  it('knows skills headings of one kind and in the person’s own words', () => {
    expect(headingKind('מיומנויות מחשב')).toBe('skills');
    expect(headingKind('Computer proficiencies')).toBe('skills');
    expect(headingKind('מה אני מביא איתי')).toBe('skills');
    expect(headingKind('What I bring')).toBe('skills');
  });

  it('keeps a standard by its number as an item', () => {
    const fields = parse(['Skills', 'ISO 14001 · Welding inspection · AutoCAD · EN 1090 · IPC-A-610']);
    expect(fields.skills).toEqual(expect.arrayContaining(['ISO 14001', 'EN 1090', 'IPC-A-610']));
  });
});

describe('skills cut by a wrap', () => {
  it('joins a product name a PDF wrapped when the resume writes it whole elsewhere', () => {
    const lines = [
      'Experience',
      'Buyer, Galil Foods | 2019 – 2024',
      '• Purchase orders in SAP PP for 40 suppliers.',
      'Skills',
      'Supplier negotiation · Excel · Priority · SAP',
      'PP · Incoterms 2020',
    ];
    const fields = parse(lines);
    expect(fields.skills).toContain('SAP PP');
    expect(fields.skills).not.toContain('PP');
    // Not written whole anywhere: two items, as before.
    const apart = parse([...lines.slice(0, 2), '• Purchase orders for 40 suppliers.', ...lines.slice(3)]);
    expect(apart.skills).not.toContain('SAP PP');
  });
});
