import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * Round 25 (fresh25a): kinds of writing titles and dates that a set written blind (tuning-o) showed,
 * each in Hebrew, English and Arabic.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

describe('round 25: fresh25a — service named in a bracket after the dates', () => {
  it('gives a job line marked "(military service)" or "(national service)" no title and no years', () => {
    const he = parse([
      'אבי כהן',
      'ניסיון תעסוקתי',
      'חשמלאי, חברת "אור חשמל" — 2015 – היום',
      'מדריך ספורט, מתנ"ס רמלה — 2012 – 2014',
      'מש"ק תקשוב, בסיס תל השומר — 2009 – 2012 (שירות צבאי)',
    ]);
    expect(he.jobTitles).toEqual(['חשמלאי', 'מדריך ספורט']);
    expect(he.experienceYears).toBe(12.5);
    const en = parse([
      'Dana Levi',
      'Experience',
      'Office Manager, Amdocs — 2016 – Present',
      'Receptionist, Hilton Tel Aviv — 2013 – 2016',
      'Radar Technician, Israeli Navy — 2010 – 2012 (military service)',
    ]);
    expect(en.jobTitles).toEqual(['Office Manager', 'Receptionist']);
    expect(en.experienceYears).toBe(12.5);
    const ar = parse([
      'سامر خليل',
      'الخبرة',
      'ممرض، مستشفى الناصرة – 2017 – الآن',
      'مسعف، نجمة داود الحمراء – 2015 – 2017 (خدمة وطنية)',
    ]);
    expect(ar.jobTitles).toEqual(['ممرض']);
  });
});

describe('round 25: fresh25a — a job above one open to this day is no employer of it', () => {
  it('keeps the title read by its place in "workplace – town | title | dates"', () => {
    expect(
      parse([
        'מירב אזולאי',
        'ניסיון',
        "קפה ג'ו – חיפה | מגהצת | 2018 – 2021",
        'מכבסת "לבן" – קריות | אחראית משמרת | מאז 2021',
      ]).jobTitles,
    ).toEqual(['מגהצת', 'אחראית משמרת']);
    expect(
      parse([
        'Mia Stone',
        'Experience',
        'Cafe Nero – Haifa | Busser | 2018 – 2021',
        'Aroma – Krayot | Shift Supervisor | 2021 – Present',
      ]).jobTitles,
    ).toEqual(['Busser', 'Shift Supervisor']);
    expect(
      parse([
        'ليلى حداد',
        'الخبرة',
        'مطعم "البيت" – الناصرة | باريستا | 2015 – 2020',
        'فندق "الجليل" – طبريا | مديرة مطبخ | منذ 2020',
      ]).jobTitles,
    ).toEqual(['باريستا', 'مديرة مطبخ']);
  });
});

describe('round 25: fresh25a — a firm named by its kind, then a promotion on one line', () => {
  it('reads no title from the firm and one title for each bracketed span', () => {
    expect(
      parse([
        'ליאת חדד',
        'ניסיון',
        'משרד עו"ד לוי, כהן ושות\' | 2018 – היום',
        'עוזרת משפטית בכירה (מ-2021), עוזרת משפטית (2018–2021)',
        'ניהול תיקים',
        '2015 – 2018 | מוכרת, רשת "פוקס"',
      ]).jobTitles,
    ).toEqual(['עוזרת משפטית בכירה', 'עוזרת משפטית', 'מוכרת']);
    expect(
      parse([
        'Liat Hadad',
        'Experience',
        'Cohen & Partners Law Offices | 2018 – Present',
        'Senior Paralegal (2021 – present), Paralegal (2018 – 2021)',
        'Managing case files',
        '2015 – 2018 | Sales Assistant, Fox',
      ]).jobTitles,
    ).toEqual(['Senior Paralegal', 'Paralegal', 'Sales Assistant']);
    expect(
      parse([
        'ليال حداد',
        'الخبرة',
        'مكتب المحامي رامي خوري | 2018 – حتى الآن',
        'سكرتيرة قانونية أولى (منذ 2021)، سكرتيرة قانونية (2018–2021)',
        'إدارة الملفات',
        '2015 – 2018 | بائعة، شبكة "فوكس"',
      ]).jobTitles,
    ).toEqual(['سكرتيرة قانونية أولى', 'سكرتيرة قانونية', 'بائعة']);
  });

  it('reads three titles in turn, the first of them naming the branch it ran', () => {
    expect(
      parse([
        'דן כהן',
        'ניסיון',
        'בנק לאומי, סניף חולון | 2015 – היום',
        'מנהל סניף (מאז 2021), סגן מנהל (2018–2021), פקיד (2015–2018)',
        '2012 – 2015 | מוכר, רשת "פוקס"',
      ]).jobTitles,
    ).toEqual(['מנהל סניף', 'סגן מנהל', 'פקיד', 'מוכר']);
    expect(
      parse([
        'Dan Cohen',
        'Experience',
        'Intel Israel | 2015 – Present',
        'Team Lead (since 03/2022), Senior Technician (2018 – 2022), Technician (2015 – 2018)',
        '- ran the lab',
        '2012 – 2015 | Sales Clerk, Fox',
      ]).jobTitles,
    ).toEqual(['Team Lead', 'Senior Technician', 'Technician', 'Sales Clerk']);
  });

  it('still reads an occupational therapist under a ministry and its district', () => {
    expect(
      parse([
        'ניסיון',
        'משרד החינוך – מחוז מרכז',
        'מרפאה בעיסוק בגני חינוך מיוחד',
        'ספטמבר 2017 – אוגוסט 2019',
        '• טיפול פרטני וקבוצתי',
      ]).jobTitles,
    ).toEqual(['מרפאה בעיסוק בגני חינוך מיוחד']);
  });
});

describe('round 25: fresh25a — jobs told as sentences', () => {
  it('reads "work as", a sentence that opens "before that, <dates>", and a second role said in it', () => {
    const he = parse([
      'סלים חסון',
      'עבודה',
      'מ-2014 ועד היום עבודה עצמאית כצבעי: צביעה, ריצוף ואינסטלציה קלה בבתים פרטיים.',
      'לפני כן, בין 2006 ל-2013, עבדתי כמחסנאי ברשת "מגה" בחיפה וגם כנהג משאית של הסניף.',
    ]);
    expect(he.jobTitles).toEqual(['צבעי', 'מחסנאי', 'נהג משאית']);
    expect(he.experienceYears).toBe(18.5);
    const en = parse([
      'Sam Hudson',
      'Work',
      'Since 2014, freelance work as a handyman: painting, tiling and light plumbing in private homes.',
      'Before that, from 2006 to 2013, I worked as a storekeeper at Mega in Haifa and also as a truck driver for the branch.',
    ]);
    expect(en.jobTitles).toEqual(['handyman', 'storekeeper', 'truck driver']);
    const ar = parse([
      'سليم حسون',
      'العمل',
      'منذ 2014 عمل حر كدهان: دهان وتبليط وصيانة في البيوت الخاصة.',
      'قبل ذلك، من 2006 إلى 2013، عملت كأمين مخزن في شركة "ميغا" في حيفا.',
    ]);
    expect(ar.jobTitles).toEqual(['دهان', 'أمين مخزن']);
  });
});

describe('round 25: fresh25a — earlier jobs told only in the summary', () => {
  it('reads a clause with a role and a closed span before the listed jobs as a job', () => {
    const he = parse([
      'שרון לוי',
      'על עצמי',
      'מוכר ברשת "פוקס" מאז 2018. לפני כן עבדתי כמחסנאי ב"שופרסל" במשך שלוש שנים (2014–2017), ועוד קודם כשליח בחברת "וולט" (2012 – 2014).',
      'ניסיון',
      '2018 – היום   מוכר, רשת "פוקס"',
    ]);
    expect(he.jobTitles).toEqual(['מוכר', 'מחסנאי', 'שליח']);
    expect(he.experienceYears).toBe(12.5);
    const en = parse([
      'Sharon Levy',
      'About me',
      'Sales associate at Fox since 2018. Before that I worked as a storekeeper at Shufersal for three years (2014–2017), and before that as a courier for Wolt (2012 – 2014).',
      'Experience',
      '2018 – Present   Sales Associate, Fox',
    ]);
    expect(en.jobTitles).toEqual(['Sales Associate', 'storekeeper', 'courier']);
    expect(en.experienceYears).toBe(12.5);
    const ar = parse([
      'شارون ليفي',
      'نبذة عني',
      'بائع في شبكة "فوكس" منذ 2018. قبل ذلك عملت كأمين مخزن في "شوفرسال" لمدة ثلاث سنوات (2014–2017)، وقبل ذلك كموزع لدى "وولت" (2012 – 2014).',
      'الخبرة',
      '2018 – حتى الآن   بائع، شبكة "فوكس"',
    ]);
    expect(ar.jobTitles).toEqual(['بائع', 'أمين مخزن', 'موزع']);
  });

  it('adds nothing where the summary retells a listed job', () => {
    const fields = parse([
      'Sharon Levy',
      'About me',
      'I worked as a storekeeper at Shufersal (2014–2017) and now sell at Fox.',
      'Experience',
      '2018 – Present   Sales Associate, Fox',
      '2014 – 2017   Storekeeper, Shufersal',
    ]);
    expect(fields.jobTitles).toEqual(['Sales Associate', 'Storekeeper']);
    expect(fields.experienceYears).toBe(10.5);
  });
});
