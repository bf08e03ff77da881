import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * A skills list written one item a line in a narrow sidebar, whose long items wrap onto a line that
 * cannot open an item (round 28, helper skills28c); and an "and" inside an item's bracket.
 */
const NOW = new Date('2026-11-01T00:00:00Z');
const skillsOf = (text: string) => parseResume(text, { now: NOW }).skills;

describe('round 28: skills28c — an item of a one-item-a-line list wrapped by a sidebar', () => {
  it('joins a Hebrew item to the line that goes on with "ו…", "עם", "מול" or a bracket', () => {
    const skills = skillsOf(
      [
        'דנה לוי',
        'אחות מוסמכת',
        '',
        'מיומנויות',
        'טיפול בסוכרת',
        'ובמחלות כרוניות',
        'הדרכת משפחות',
        'מול צוות רב-מקצועי',
        'ניהול תרופות',
        '(מערכת קמיליון)',
        'החייאה',
        '',
        'ניסיון תעסוקתי',
        '2018 – היום: אחות, בית חולים מאיר',
      ].join('\n'),
    );
    expect(skills).toEqual(
      expect.arrayContaining([
        'טיפול בסוכרת ובמחלות כרוניות',
        'הדרכת משפחות מול צוות רב-מקצועי',
        'ניהול תרופות (מערכת קמיליון)',
      ]),
    );
    expect(skills).not.toContain('ובמחלות כרוניות');
    expect(skills).not.toContain('מול צוות רב-מקצועי');
  });

  it('joins an Arabic item to the line that goes on with "لل…", "مع" or a bracket', () => {
    const skills = skillsOf(
      [
        'سلمى حداد',
        'صيدلانية',
        '',
        'المهارات',
        'تقديم الاستشارة',
        'للمرضى المسنين',
        'تنسيق العلاج',
        'مع الأطباء',
        'إدارة المخزون',
        '(برنامج أوفك)',
        'صرف الوصفات',
        '',
        'الخبرة العملية',
        '2019 – حتى الآن: صيدلانية، صيدلية الشفاء، حيفا',
      ].join('\n'),
    );
    expect(skills).toEqual(
      expect.arrayContaining([
        'تقديم الاستشارة للمرضى المسنين',
        'تنسيق العلاج مع الأطباء',
        'إدارة المخزون (برنامج أوفك)',
      ]),
    );
    expect(skills).not.toContain('للمرضى المسنين');
  });

  it('joins an English item to the line that goes on with "with" or "and"', () => {
    const skills = skillsOf(
      [
        'Dana Green',
        'Line Cook',
        '',
        'Skills',
        'Mediterranean cooking',
        'with fresh fish',
        'Seasonal menu planning',
        'Food safety standards',
        'under HACCP',
        '',
        'Experience',
        '2019 – present: Line cook, Harbour Restaurant, Haifa',
      ].join('\n'),
    );
    expect(skills).toEqual(
      expect.arrayContaining(['Mediterranean cooking with fresh fish', 'Food safety standards under HACCP']),
    );
    expect(skills).not.toContain('with fresh fish');
  });

  it('keeps an "and" inside an item\'s bracket, with years after it (he, ar, en)', () => {
    const he = skillsOf(
      [
        'מאיה כהן',
        'מעצבת שיער',
        '',
        'מיומנויות',
        "• צבע, גוונים ובלונד (בליאז' ואומברה) – 8 שנים",
        '• תסרוקות כלה',
      ].join('\n'),
    );
    expect(he).toContain("גוונים ובלונד (בליאז' ואומברה)");
    const ar = skillsOf(
      [
        'مايا حسن',
        'مصففة شعر',
        '',
        'المهارات',
        '• صبغ، خصل وأشقر (باليـاج وأومبريه) – 8 سنوات',
        '• تسريحات عرائس',
      ].join('\n'),
    );
    expect(ar).toContain('خصل وأشقر (باليـاج وأومبريه)');
    const en = skillsOf(
      [
        'Maya Cohen',
        'Hair Stylist',
        '',
        'Skills',
        '• Cutting, colour and blonde work (balayage and ombre) – 8 years',
        '• Bridal styling',
      ].join('\n'),
    );
    expect(en).not.toContain('ombre)');
  });
});

describe('round 28: skills28c — training and licences, and the computer, as headings of skills', () => {
  it('reads the items under "הכשרות ורישיונות" and "מחשב" as skills', () => {
    const skills = skillsOf(
      [
        'יעל אברהם',
        'אחות מוסמכת',
        '',
        'הכשרות ורישיונות',
        'קורס על-בסיסי בגריאטריה',
        'רישיון אחות מוסמכת',
        '',
        'מחשב',
        'מערכת קמיליון, Office',
        '',
        'ניסיון תעסוקתי',
        '2018 – היום: אחות, בית חולים מאיר',
      ].join('\n'),
    );
    expect(skills).toEqual(
      expect.arrayContaining(['קורס על-בסיסי בגריאטריה', 'רישיון אחות מוסמכת', 'מערכת קמיליון', 'Office']),
    );
  });

  it('reads the items under "الدورات والرخص" and "الحاسوب" as skills', () => {
    const skills = skillsOf(
      [
        'ليلى عيسى',
        'ممرضة',
        '',
        'الدورات والرخص',
        'دورة إنعاش متقدم',
        'رخصة تمريض',
        '',
        'الحاسوب',
        'نظام كاميليون، Office',
        '',
        'الخبرة العملية',
        '2018 – حتى الآن: ممرضة، مستشفى رمبام',
      ].join('\n'),
    );
    expect(skills).toEqual(expect.arrayContaining(['دورة إنعاش متقدم', 'رخصة تمريض', 'Office']));
  });

  it('reads the items under "Training & Licences" and "Computers" as skills', () => {
    const skills = skillsOf(
      [
        'Lea Adams',
        'Registered Nurse',
        '',
        'Training & Licences',
        'Advanced life support course',
        'Registered nurse licence',
        '',
        'Computers',
        'Chameleon, Office',
        '',
        'Experience',
        '2018 – present: Nurse, Meir Hospital',
      ].join('\n'),
    );
    expect(skills).toEqual(
      expect.arrayContaining([
        'Advanced life support course',
        'Registered nurse licence',
        'Chameleon',
        'Office',
      ]),
    );
  });
});
