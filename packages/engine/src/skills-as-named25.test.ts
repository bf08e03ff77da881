import { describe, expect, it } from 'vitest';
import { analyzeResume } from './resume-analysis.ts';

/**
 * Round 25 (skills25b): a listed skill is reported as the resume names it; the lexicon's concept
 * inside it is kept for matching only. Made-up resumes in Hebrew, English and Arabic.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const analyse = (lines: string[]) => analyzeResume(lines.join('\n'), { now: NOW });

describe('round 25: skills25b — an item the lexicon names whole is reported as written', () => {
  it('keeps "Team management", "جرد المخزون", "نظام WMS", "قانون العمل" as written, their ids for matching', () => {
    const english = analyse([
      'Dana Levi',
      'dana@example.com',
      '',
      'Skills',
      'Team management',
      'Inventory management',
      'Cataloguing and classification',
    ]);
    expect(english.skills).toEqual(
      expect.arrayContaining(['Team management', 'Inventory management', 'Cataloguing and classification']),
    );
    expect(english.skills).not.toContain('team-lead');
    expect(english.skills).not.toContain('inventory-management');
    expect(english.matchingSkills).toEqual(expect.arrayContaining(['team-lead', 'inventory-management']));

    const arabic = analyse([
      'أحمد مصاروة',
      'ahmad@example.com',
      '',
      'المهارات',
      'قيادة رافعة شوكية',
      'نظام WMS',
      'جرد المخزون',
      'قانون العمل',
    ]);
    expect(arabic.skills).toEqual(expect.arrayContaining(['نظام WMS', 'جرد المخزون', 'قانون العمل']));
    for (const id of ['wms', 'inventory-management', 'legal']) expect(arabic.skills).not.toContain(id);
    expect(arabic.matchingSkills).toEqual(expect.arrayContaining(['wms', 'inventory-management']));

    const hebrew = analyse([
      'רון כהן',
      'ron@example.com',
      '',
      'כישורים',
      'ניהול צוות',
      'ספירת מלאי',
      'מערכת WMS',
    ]);
    expect(hebrew.skills).toEqual(expect.arrayContaining(['ניהול צוות', 'מערכת WMS']));
    expect(hebrew.skills).not.toContain('team-lead');
    expect(hebrew.skills).not.toContain('wms');
    expect(hebrew.matchingSkills).toEqual(expect.arrayContaining(['team-lead', 'wms']));
  });

  it('drops the level written around a known name, as before: "Excel מתקדם" is Excel', () => {
    const skills = (lines: string[]) => analyse(lines).skills;
    expect(
      skills(['x@example.com', '', 'כישורים', 'Excel ברמה גבוהה, SQL בסיסי, יחסי אנוש מצוינים']),
    ).toEqual(expect.arrayContaining(['Excel', 'SQL', 'יחסי אנוש']));
    expect(skills(['x@example.com', '', 'Skills', 'Advanced Excel, Python, Power BI'])).toEqual(
      expect.arrayContaining(['Excel', 'Python', 'Power BI']),
    );
    expect(skills(['x@example.com', '', 'المهارات', 'Excel متقدم، إكسل متقدم، SQL'])).toEqual(
      expect.arrayContaining(['Excel', 'SQL']),
    );
  });

  it('reports a listed name once, not again by its id when a work line names it too', () => {
    const english = analyse([
      'Noa Bar',
      'noa@example.com',
      '',
      'Experience',
      'Data analyst, Acme, 2019 – 2024',
      '• Wrote SQL queries and Tableau dashboards',
      '',
      'Skills',
      'SQL, Tableau, Python',
    ]).skills;
    expect(english).toContain('SQL');
    expect(english).not.toContain('sql');
    expect(english).not.toContain('tableau');
  });

  it('keeps a system named last in a sidebar list: "מערכת מרשם ממוחשב" is no title', () => {
    const hebrew = analyse([
      'יעל אברהמי',
      'רוקחת מורשית',
      'yael@example.com',
      '',
      'מיומנויות',
      'ייעוץ תרופתי',
      'ניהול מלאי תרופות',
      'מערכת מרשם ממוחשב',
    ]).skills;
    expect(hebrew).toContain('מערכת מרשם ממוחשב');
    const english = analyse([
      'Ruth Klein',
      'Librarian',
      'ruth@example.com',
      '',
      'Skills',
      'Cataloguing',
      'Reader services',
      'ALEPH library system',
    ]).skills;
    expect(english).toContain('ALEPH library system');
    const arabic = analyse([
      'سامي حداد',
      'صيدلي',
      'sami@example.com',
      '',
      'المهارات',
      'الاستشارة الدوائية',
      'إدارة مخزون الأدوية',
      'نظام الوصفات المحوسب',
    ]).skills;
    expect(arabic).toContain('نظام الوصفات المحوسب');
  });
});
