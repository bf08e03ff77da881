import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';
import { headingKind } from './resume-sections.ts';
import { splitSkillLine } from './text-units.ts';

/**
 * Round 25: what a skills section lists is what the candidate has, reported as the resume names it.
 * Each case is a made-up resume of a kind the tuning sets showed, in Hebrew, English and Arabic.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const skillsOf = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW }).skills;

describe('round 25: skills25 — a product and its parts in brackets, one item as written', () => {
  it('keeps "AWS (EC2, S3)", "Excel (Pivot, VBA)", "SAP (MM, WM)" whole in he, en and ar', () => {
    const english = skillsOf([
      'Dan Katz',
      'dan@example.com',
      '',
      'Skills',
      'Windows Server, AWS (EC2, S3), Excel (Pivot, VBA), Veeam',
    ]);
    expect(english).toEqual(expect.arrayContaining(['AWS (EC2, S3)', 'Excel (Pivot, VBA)', 'Veeam']));
    expect(english).not.toContain('aws');
    expect(english).not.toContain('EC2');
    const hebrew = skillsOf([
      'דן כץ',
      'dan@example.com',
      '',
      'כישורים',
      'Excel (טבלאות ציר, VLOOKUP), SAP (MM, WM), ניהול מלאי',
    ]);
    expect(hebrew).toEqual(expect.arrayContaining(['Excel (טבלאות ציר, VLOOKUP)', 'SAP (MM, WM)']));
    expect(hebrew).not.toContain('VLOOKUP');
    const arabic = skillsOf([
      'سامي حداد',
      'sami@example.com',
      '',
      'المهارات',
      'Python (pandas، NumPy)، Microsoft Office (Word، Excel)، إدارة المخزون',
    ]);
    expect(arabic).toEqual(
      expect.arrayContaining(['Python (pandas, NumPy)', 'Microsoft Office (Word, Excel)']),
    );
    expect(arabic).not.toContain('pandas');
    expect(arabic).not.toContain('python');
  });

  it('still lists a group\'s bracket as its items: "Cloud (AWS, GCP)", "כלים (Jira, Monday)", "قواعد البيانات (MySQL، Oracle)"', () => {
    const english = skillsOf(['Dan Katz', 'dan@example.com', '', 'Skills', 'Cloud (AWS, GCP), Docker']);
    expect(english).toEqual(expect.arrayContaining(['AWS', 'GCP']));
    expect(english).not.toContain('Cloud');
    const hebrew = skillsOf([
      'דן כץ',
      'dan@example.com',
      '',
      'כישורים',
      'כלים (Jira, Monday), ניהול פרויקטים',
    ]);
    expect(hebrew).toContain('Jira');
    expect(hebrew).toContain('Monday');
    expect(hebrew).not.toContain('כלים');
    const arabic = skillsOf([
      'سامي حداد',
      'sami@example.com',
      '',
      'المهارات',
      'قواعد البيانات (MySQL، Oracle)، Excel',
    ]);
    expect(arabic).toContain('MySQL');
    expect(arabic).toContain('Oracle');
    expect(arabic).not.toContain('قواعد البيانات');
  });
});

describe('round 25: skills25 — items parted by a plus', () => {
  it('parts three items or more joined by " + ", and leaves "C+E" and "Excel + VBA" whole', () => {
    expect(splitSkillLine('Menu planning + Food cost control + Training junior cooks')).toEqual([
      'Menu planning',
      'Food cost control',
      'Training junior cooks',
    ]);
    expect(splitSkillLine('Excel + VBA')).toEqual(['Excel + VBA']);
    expect(splitSkillLine('רישיון C+E, מלגזה')).toEqual(['רישיון C+E', 'מלגזה']);
    const hebrew = skillsOf([
      'אבי כהן',
      'avi@example.com',
      '',
      'כישורים',
      'תכנון תפריטים + בקרת עלויות מזון + חניכת טבחים צעירים',
    ]);
    expect(hebrew).toEqual(
      expect.arrayContaining(['תכנון תפריטים', 'בקרת עלויות מזון', 'חניכת טבחים צעירים']),
    );
    const arabic = skillsOf([
      'أحمد سعيد',
      'ahmad@example.com',
      '',
      'المهارات',
      'تخطيط قوائم الطعام + ضبط تكاليف الطعام + إدارة مطبخ حلال',
    ]);
    expect(arabic).toEqual(
      expect.arrayContaining(['تخطيط قوائم الطعام', 'ضبط تكاليف الطعام', 'إدارة مطبخ حلال']),
    );
  });
});

describe('round 25: skills25 — headings that name tools or know-how beside skills', () => {
  it('knows "ידע וכלים", "כלים מקצועיים", "Technical toolkit", "Hands-on skills", "المعرفة والأدوات"', () => {
    for (const heading of [
      'ידע וכלים',
      'כלי עבודה',
      'כלים מקצועיים',
      'מיומנויות מעשיות',
      'Technical toolkit',
      'Hands-on skills',
      'Skill set',
      'Skillset',
      'What I can do',
      'Tools & equipment',
      'المعرفة والأدوات',
      'مجالات المعرفة',
      'معارف',
      'التخصصات',
    ])
      expect(headingKind(heading), heading).toBe('skills');
  });

  it('reads the items after such a heading on its own line and after its colon', () => {
    const hebrew = skillsOf([
      'רונית לוי',
      'ronit@example.com',
      '',
      'ניסיון',
      '2019 – היום: מחסנאית, שופרסל, מודיעין',
      '',
      'ידע וכלים: קליטת סחורה מספקים, סידור מדפים, הדרכת עובדים, פריקת משאיות',
    ]);
    expect(hebrew).toEqual(expect.arrayContaining(['סידור מדפים', 'הדרכת עובדים', 'פריקת משאיות']));
    const english = skillsOf([
      'Ron Levy',
      'ron@example.com',
      '',
      'Experience',
      '2019 – present: Storekeeper, Shufersal, Modiin',
      '',
      'Technical toolkit: Staff training, Truck unloading, Shelf planning',
    ]);
    expect(english).toEqual(expect.arrayContaining(['Staff training', 'Truck unloading', 'Shelf planning']));
    const arabic = skillsOf([
      'رنا خليل',
      'rana@example.com',
      '',
      'الخبرة',
      '2019 – حتى الآن: أمينة مخزن، شوفرسال، موديعين',
      '',
      'المعرفة والأدوات: تدريب العمال، تفريغ الشاحنات، ترتيب الرفوف',
    ]);
    expect(arabic).toEqual(expect.arrayContaining(['تدريب العمال', 'تفريغ الشاحنات', 'ترتيب الرفوف']));
  });
});

describe("round 25: skills25 — a line that lists a job's work, each piece a skill", () => {
  it('reads the pieces a duty noun does not open ("access control", "מזנון בוקר", "لحام قوسي")', () => {
    const english = skillsOf([
      'Ruth Cohen',
      'ruth@example.com',
      '',
      'Experience',
      'Receptionist — Dan Carmel Hotel, Haifa, 2020–now',
      'Guest check-in, room allocation, phone switchboard, lost property',
    ]);
    expect(english).toEqual(
      expect.arrayContaining(['Guest check-in', 'room allocation', 'phone switchboard', 'lost property']),
    );
    const hebrew = skillsOf([
      'דוד ביטון',
      'david@example.com',
      '',
      'ניסיון',
      '2018 – עכשיו: סו-שף, מלון גלי כנרת, טבריה',
      'בישול לאירועים, מזנון בוקר ל-300 סועדים, הזמנת סחורה, חניכת טבחים',
    ]);
    expect(hebrew).toEqual(
      expect.arrayContaining(['בישול לאירועים', 'מזנון בוקר', 'הזמנת סחורה', 'חניכת טבחים']),
    );
    const arabic = skillsOf([
      'أحمد دياب',
      'ahmad@example.com',
      '',
      'الخبرة',
      'فني صيانة، مصنع الدهانات، عكا — 2017 حتى الآن',
      'لحام قوسي وأرغون، صيانة مضخات كهربائية، تبديل لوحات تحكم، فحص دوائر كهربائية',
    ]);
    expect(arabic).toEqual(
      expect.arrayContaining([
        'لحام قوسي وأرغون',
        'صيانة مضخات كهربائية',
        'تبديل لوحات تحكم',
        'فحص دوائر كهربائية',
      ]),
    );
  });

  it('takes no piece of a job head, a list of clients or towns, or a piece that goes on to say where', () => {
    const english = skillsOf([
      'Sam Levi',
      'sam@example.com',
      '',
      'Experience',
      'Sales rep — Strauss, Haifa, 2020–now',
      'Clients: Shufersal, Rami Levy, Victory, Osher Ad',
    ]);
    expect(english).not.toContain('Rami Levy');
    const hebrew = skillsOf([
      'נועה לוי',
      'noa@example.com',
      '',
      'ניסיון',
      'מלצרית – קפה גרג, חיפה',
      'מלצרות בסקשן של 8 שולחנות, פתיחה וסגירת משמרת, ספירת קופה',
    ]);
    expect(hebrew).not.toContain('מלצרות בסקשן');
    expect(hebrew).not.toContain('קפה גרג');
    const arabic = skillsOf([
      'وليد خطيب',
      'walid@example.com',
      '',
      'الخبرة',
      '• 2022 – اليوم: عامل بستنة، مجلس محلي الجش – قص العشب، تقليم الأشجار، صيانة شبكات الري',
    ]);
    expect(arabic).not.toContain('مجلس محلي الجش');
    expect(arabic).toContain('تقليم الأشجار');
  });
});

describe('round 25: skills25 — two names joined by a slash, one item as written', () => {
  it('keeps "CSS/SASS" and "HTML/CSS – בסיסי" whole in he, en and ar lists', () => {
    expect(
      skillsOf(['Noam Shapira', 'noam@example.com', '', 'Skills', 'React, CSS/SASS, Jest, Git']),
    ).toEqual(expect.arrayContaining(['CSS/SASS', 'React', 'Jest']));
    const hebrew = skillsOf([
      'נועם שפירא',
      'noam@example.com',
      '',
      'כישורים',
      'Figma, HTML/CSS – בסיסי, מחקר משתמשים',
    ]);
    expect(hebrew).toContain('HTML/CSS');
    expect(hebrew).not.toContain('html');
    const arabic = skillsOf([
      'نور حداد',
      'nour@example.com',
      '',
      'المهارات',
      'Figma، HTML/CSS، أبحاث المستخدمين',
    ]);
    expect(arabic).toContain('HTML/CSS');
    expect(arabic).not.toContain('css');
  });
});

describe('round 25: skills25 — tools a work line names otherwise', () => {
  it('reads both tools of a migration, and a short capitals name among products in a Hebrew or Arabic list', () => {
    expect(
      skillsOf([
        'Noam Shapira',
        'noam@example.com',
        '',
        'Experience',
        'Frontend Developer, Wix, Tel Aviv — 2021 – Present',
        '• Led the migration from Webpack to Vite',
        '',
        'Skills',
        'React, TypeScript',
      ]),
    ).toEqual(expect.arrayContaining(['Webpack', 'Vite']));
    const hebrew = skillsOf([
      'אבי לוי',
      'avi@example.com',
      '',
      'ניסיון',
      'מנהל מערכות, בנק הפועלים — 2019 – היום',
      '• ניהול כ-200 שרתים, VMware, Active Directory, GPO',
      '',
      'כישורים',
      'Windows Server, PowerShell',
    ]);
    expect(hebrew).toContain('GPO');
    const arabic = skillsOf([
      'سامر',
      'samer@example.com',
      '',
      'الخبرة',
      'مدير أنظمة، بنك لئومي — 2019 – حتى الآن',
      '• إدارة الخوادم، VMware، Active Directory، GPO',
      '',
      'المهارات',
      'Windows Server، PowerShell',
    ]);
    expect(arabic).toContain('GPO');
    // (An abbreviation alone in a Hebrew line is still no tool: "עבודה מול צוות UX".)
    expect(
      skillsOf([
        'דנה',
        'dana@example.com',
        '',
        'ניסיון',
        'מעצבת, וויקס — 2019 – היום',
        '• עבודה מול צוות UX ופיתוח',
        '',
        'כישורים',
        'Figma',
      ]),
    ).not.toContain('UX');
  });
});

describe('round 25: skills25 — working with a team names no tool', () => {
  it('takes no "צוות", "الطاقم" or "staff" from a work line of a resume that lists its skills', () => {
    const hebrew = skillsOf([
      'דנה לוי',
      'dana@example.com',
      '',
      'ניסיון',
      'גננת, גן שקד — 2019 – היום',
      'הפעלת תוכנית חינוכית ל-30 ילדים, עבודה עם צוות ועם הורים.',
      '',
      'כישורים',
      'הפעלת ילדים, תקשורת עם הורים',
    ]);
    expect(hebrew).toEqual(['הפעלת ילדים', 'תקשורת עם הורים']);
    const arabic = skillsOf([
      'رنا خليل',
      'rana@example.com',
      '',
      'الخبرة',
      'مربية، روضة الزهور — 2019 – حتى الآن',
      'تنظيم الفعاليات، العمل مع الطاقم والأهالي، العمل على جهاز العرض',
      '',
      'المهارات',
      'تنظيم الفعاليات، التواصل مع الأهالي',
    ]);
    expect(arabic).not.toContain('الطاقم');
    expect(arabic).toContain('جهاز العرض');
    const english = skillsOf([
      'Rana Khalil',
      'rana@example.com',
      '',
      'Experience',
      'Kindergarten teacher, Zehavi — 2019 – present',
      'Running activities, working with the staff and parents',
      '',
      'Skills',
      'Activity planning, Parent communication',
    ]);
    expect(english).toEqual(['Activity planning', 'Parent communication']);
  });
});
