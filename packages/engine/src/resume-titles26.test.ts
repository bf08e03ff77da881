import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * Round 26 (titles26): kinds of title line found by writing work histories in the forms real
 * resumes use, Hebrew first, each kind tested in Hebrew, English and Arabic.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

describe('round 26: titles26 — titles under one employer written as bullets with their own ranges', () => {
  it('reads each bullet as a title, the employer line above them as no title (he / en / ar)', () => {
    const he = parse([
      'סיון אשר',
      'ניסיון תעסוקתי',
      '"בזק בינלאומי" | 2014 – 2022',
      '• נציגת מכירות (2014 – 2017)',
      '• מנהלת צוות (2017 – 2022)',
    ]);
    expect(he.jobTitles).toEqual(['נציגת מכירות', 'מנהלת צוות']);
    expect(he.experienceYears).toBe(8);
    const en = parse([
      'Dana Cohen',
      'Experience',
      'Bezeq International, 2014 – 2022',
      '- Sales Representative, 2014 – 2017',
      '- Team Leader, 2017 – 2022',
    ]);
    expect(en.jobTitles).toEqual(['Sales Representative', 'Team Leader']);
    expect(en.experienceYears).toBe(8);
    const ar = parse([
      'رنا خوري',
      'الخبرة العملية',
      'شركة بيزك الدولية | 2014 – 2022',
      '• مندوبة مبيعات (2014 – 2017)',
      '• مسؤولة فريق (2017 – 2022)',
    ]);
    expect(ar.jobTitles).toEqual(['مندوبة مبيعات', 'مسؤولة فريق']);
    expect(ar.experienceYears).toBe(8);
  });

  it('reads them under an employer line with no dates too', () => {
    const he = parse([
      'סיון אשר',
      'ניסיון',
      '"בזק בינלאומי"',
      '• נציגת מכירות (2014 – 2017)',
      '• מנהלת צוות (2017 – 2022)',
    ]);
    expect(he.jobTitles).toEqual(['נציגת מכירות', 'מנהלת צוות']);
    expect(he.experienceYears).toBe(8);
    const en = parse([
      'Mary Levin',
      'Experience',
      'Sheba Medical Center',
      '• Registered Nurse, 2010 – 2016',
      '• Charge Nurse, 2016 – 2022',
    ]);
    expect(en.jobTitles).toEqual(['Registered Nurse', 'Charge Nurse']);
    expect(en.experienceYears).toBe(12);
  });

  it('keeps a duty bullet that ends with a range a duty (control)', () => {
    const en = parse([
      'Tom Adler',
      'Experience',
      'QA Engineer, Intel, 2015 – 2020',
      '• Led the migration of the regression suite to Playwright for all product teams (2018 – 2019)',
      '• Wrote test plans',
    ]);
    expect(en.jobTitles).toEqual(['QA Engineer']);
    const he = parse([
      'תום אדלר',
      'ניסיון',
      'מהנדס QA, "אינטל", 2015 – 2020',
      '• הובלת המעבר של חבילת הבדיקות ל-Playwright בכל צוותי המוצר (2018 – 2019)',
    ]);
    expect(he.jobTitles).toEqual(['מהנדס QA']);
  });
});

describe('round 26: titles26 — the employer over a bullet title, with a description under it', () => {
  it('gives the next employer no title left over from the description above it (he / en / ar)', () => {
    const en = parse([
      'Itai Regev',
      'Experience',
      'Danya Cebus | 2020 – Present',
      '• Site Engineer (2020 – Present)',
      'Managing construction of residential towers: scheduling, quality control, subcontractor coordination, site safety.',
      'Ashtrom | 2017 – 2020',
      '• Execution Engineer (2017 – 2020)',
      'Formwork and concrete supervision, quantity surveying.',
    ]);
    expect(en.jobTitles).toEqual(['Site Engineer', 'Execution Engineer']);
    expect(en.experienceYears).toBe(8.5);
    const he = parse([
      'איתי רגב',
      'ניסיון',
      '"דניה סיבוס" | 2020 – היום',
      '• מהנדס ביצוע (2020 – היום)',
      'ניהול הקמת שלושה מגדלי מגורים: לוחות זמנים, בקרת איכות, תיאום קבלני משנה, בטיחות באתר.',
      '"אשטרום" | 2017 – 2020',
      '• מהנדס שטח (2017 – 2020)',
    ]);
    expect(he.jobTitles).toEqual(['מהנדס ביצוע', 'מהנדס שטח']);
    const ar = parse([
      'رنين حداد',
      'الخبرة العملية',
      'مستشفى رمبام – حيفا | 2016 – اليوم',
      '• ممرضة مسؤولة (2016 – اليوم)',
      'إدارة طاقم التمريض في الوردية، توزيع المهام، مراقبة المرضى.',
      'مستشفى العائلة المقدسة – الناصرة | 2010 – 2016',
      '• ممرضة (2010 – 2016)',
    ]);
    expect(ar.jobTitles).toEqual(['ممرضة مسؤولة', 'ممرضة']);
  });

  it('reads a title line over its employer written as a dated bullet (he / en / ar)', () => {
    const he = parse([
      'דנה לוי',
      'ניסיון',
      'קופאית',
      '• שופרסל, חיפה (2016 – 2019)',
      'אחראית משמרת',
      '• רמי לוי, חיפה (2019 – היום)',
    ]);
    expect(he.jobTitles).toEqual(['קופאית', 'אחראית משמרת']);
    expect(he.experienceYears).toBe(9.5);
    const en = parse([
      'Dana Levi',
      'Experience',
      'Cashier',
      '• Shufersal, Haifa (2016 – 2019)',
      'Shift Manager',
      '• Rami Levy, Haifa (2019 – present)',
    ]);
    expect(en.jobTitles).toEqual(['Cashier', 'Shift Manager']);
    expect(en.experienceYears).toBe(9.5);
    const ar = parse([
      'سناء عيسى',
      'الخبرة المهنية',
      'صرّافة',
      '• بنك هبوعليم، فرع الطيبة (2019 – الآن)',
      'موظفة استقبال',
      '• فندق "دان بانوراما"، تل أبيب (2013 – 2015)',
    ]);
    expect(ar.jobTitles).toEqual(['صرّافة', 'موظفة استقبال']);
    expect(ar.experienceYears).toBe(8.5);
  });
});

describe('round 26: titles26 — a label that lists the titles held under one employer', () => {
  it('reads every title after "תפקידים:", "Roles:", "الوظائف:"', () => {
    const he = parse([
      'סיון אשר',
      'ניסיון',
      'בזק בינלאומי (2014 – 2022)',
      'תפקידים: נציגת מכירות, מנהלת צוות',
    ]);
    expect(he.jobTitles).toEqual(['נציגת מכירות', 'מנהלת צוות']);
    const en = parse([
      'Dana Cohen',
      'Experience',
      'Bezeq International (2014 – 2022)',
      'Roles: Sales Representative, Team Leader',
    ]);
    expect(en.jobTitles).toEqual(['Sales Representative', 'Team Leader']);
    const ar = parse([
      'رنا خوري',
      'الخبرة العملية',
      'شركة بيزك الدولية (2014 – 2022)',
      'الوظائف: مندوبة مبيعات، مسؤولة فريق',
    ]);
    expect(ar.jobTitles).toEqual(['مندوبة مبيعات', 'مسؤولة فريق']);
  });

  it('gives no extra title where the listed items are duties (control)', () => {
    const en = parse([
      'Dana Cohen',
      'Experience',
      'Sales Representative, Bezeq International (2014 – 2022)',
      'Roles: phone sales, customer retention, upselling',
    ]);
    expect(en.jobTitles).toEqual(['Sales Representative']);
  });
});

describe('round 26: titles26 — two titles joined by "and", each with its years, the employer after', () => {
  it('reads both titles (he / en / ar)', () => {
    const he = parse(['הדס מור', 'ניסיון', 'מנהלת משרד (2018–היום) ומזכירה (2014–2018) ב"אלון רבוע כחול"']);
    expect(he.jobTitles).toEqual(['מנהלת משרד', 'מזכירה']);
    const en = parse([
      'Ruth Mor',
      'Experience',
      'Office Manager (2018 – present) and Secretary (2014 – 2018) at Alon Blue Square',
    ]);
    expect(en.jobTitles).toEqual(['Office Manager', 'Secretary']);
    const ar = parse([
      'ليلى حداد',
      'الخبرة العملية',
      'مديرة مكتب (2018 – اليوم) وسكرتيرة (2014 – 2018) في شركة ألون',
    ]);
    expect(ar.jobTitles).toEqual(['مديرة مكتب', 'سكرتيرة']);
  });
});

describe('round 26: titles26 — a Hebrew title ends at "של" before its workplace', () => {
  it('cuts "של" and an organisation or a quoted name off the title, keeping the setting before it', () => {
    const he = parse([
      'עידן עזרא',
      'ניסיון',
      '2010 – היום: בוקר ברפת של קיבוץ יטבתה',
      '2006 – 2010: מדריכה בקייטנה של עיריית רעננה',
      '2003 – 2006: טבח במטבח של מלון "דן"',
    ]);
    expect(he.jobTitles).toEqual(['בוקר ברפת', 'מדריכה בקייטנה', 'טבח במטבח']);
  });

  it('keeps a title whose "של" names no workplace (control), and English "of" as before', () => {
    const he = parse(['רוני לב', 'ניסיון', '2015 – היום: עוזרת אישית של המנכ"ל, "אלקו"']);
    expect(he.jobTitles).toEqual(['עוזרת אישית של המנכ"ל']);
    const en = parse(['Sam Levi', 'Experience', '2010 – present: Cook in the kitchen of Dan Hotel']);
    expect(en.jobTitles).toEqual(['Cook']);
  });
});

describe('round 26: titles26 — "עובד כללי" is a title, not "works as"', () => {
  it('keeps "עובד כללי" / "עובדת כללית" whole, and still reads "עובד כ…" as "works as" (Hebrew only)', () => {
    const he = parse([
      'יוסי לוי',
      'ניסיון',
      'עובד כללי בחקלאות – מטעי אבוקדו, קיבוץ גבעת חיים – 2001 – 2006',
      '2015 – 2019: עובד כמחסנאי ב"שטראוס"',
    ]);
    expect(he.jobTitles).toEqual(['עובד כללי בחקלאות', 'מחסנאי']);
  });
});

describe('round 26: titles26 — a semicolon ends a title', () => {
  it('reads the title before ";" (he / en / ar)', () => {
    const he = parse(['מירי טל', 'ניסיון', '2015 – היום: חשבת שכר; קודם לכן פקידת שכר, "מלם תים"']);
    expect(he.jobTitles).toEqual(['חשבת שכר']);
    const en = parse(['Ben Amir', 'Experience', 'Line Cook; Dan Hotel, Eilat; 2015 – 2019']);
    expect(en.jobTitles).toEqual(['Line Cook']);
    const ar = parse(['سامي عودة', 'الخبرة', 'طباخ; فندق دان، إيلات; 2015 – 2019']);
    expect(ar.jobTitles).toEqual(['طباخ']);
  });
});
