import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * Tools a duty names in the page's own letters after a system noun (round 28, helper skills28b):
 * "בתוכנת רימון", "في نظام ميدا" are products, reported by their names as a Latin one is.
 */
const NOW = new Date('2026-11-01T00:00:00Z');
const skillsOf = (text: string) => parseResume(text, { now: NOW }).skills;

describe('round 28: skills28b — a product named in Hebrew or Arabic letters after its system noun', () => {
  it('reports a Hebrew product after "בתוכנת" or "במערכת" in a duty, the duty kept', () => {
    const skills = skillsOf(
      [
        'רונית כהן',
        'מזכירה משפטית',
        'ניסיון תעסוקתי',
        '2019 – היום: מזכירה, משרד עו"ד לוי',
        'ניהול יומן דיונים, הגשת מסמכים לבית המשפט, גביית שכר טרחה בתוכנת רימון',
      ].join('\n'),
    );
    expect(skills).toContain('רימון');
    expect(skills).toContain('גביית שכר טרחה');
  });

  it('reports an Arabic product after "في نظام" in a duty', () => {
    const skills = skillsOf(
      [
        'سلمى حداد',
        'ممرضة',
        'الخبرة',
        '2018 – الآن: ممرضة، مستشفى الناصرة',
        'توثيق طبي في نظام ميدا، إعطاء الأدوية، قياس العلامات الحيوية',
      ].join('\n'),
    );
    expect(skills).toContain('ميدا');
    expect(skills).toContain('توثيق طبي');
  });

  it('reports the product beside a skills list too (Hebrew, English)', () => {
    const he = skillsOf(
      [
        'אורית לוי',
        'אחות',
        'כישורים',
        'החדרת עירוי, טיפול בפצעים',
        'ניסיון',
        '2020 – היום: אחות, בית חולים מאיר',
        'תיעוד רפואי במערכת קמיליון',
      ].join('\n'),
    );
    expect(he).toContain('קמיליון');
    const en = skillsOf(
      [
        'Dana Levi',
        'Veterinary nurse',
        'Experience',
        '2019 – present: Veterinary nurse, Haifa Animal Clinic',
        'Patient records in the Vetlogic system, surgical prep, anaesthesia monitoring',
      ].join('\n'),
    );
    expect(en).toContain('Vetlogic');
  });

  it('reads no product from a system of a kind: an article, an adjective, an activity', () => {
    const he = skillsOf(
      [
        'משה אברהם',
        'מחסנאי',
        'ניסיון',
        '2018 – היום: מחסנאי, חברת הובלות צפון',
        'רישום תעודות במערכת ממוחשבת, ספירות מלאי במערכת ניהול מלאי, עבודה מול ספקים במערכת הבריאות',
      ].join('\n'),
    );
    expect(he).not.toContain('ממוחשבת');
    expect(he).not.toContain('ניהול מלאי');
    expect(he).not.toContain('הבריאות');
    const ar = skillsOf(
      [
        'أحمد خليل',
        'أمين مخزن',
        'الخبرة',
        '2018 – الآن: أمين مخزن، شركة الجليل',
        'تسجيل البضائع في النظام، جرد المخزون في نظام محوسب',
      ].join('\n'),
    );
    expect(ar).not.toContain('محوسب');
    expect(ar.join(' ')).not.toMatch(/^النظام$/u);
  });
});
