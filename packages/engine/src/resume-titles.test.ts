import { describe, expect, it } from 'vitest';
import { analyzeResume } from './resume-analysis.ts';
import { parseResume } from './resume-fields.ts';
import { roleInLine } from './resume-titles.ts';

/**
 * Job titles as a resume writes them: where a title ends and which line of a job is its title. Each
 * case a variant of a kind a tuning resume showed.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });
const titlesOf = (text: string) => analyzeResume(text, { now: NOW }).jobTitles;

describe('titles', () => {
  it('ends an English title before the Hebrew or Arabic workplace it ran into', () => {
    expect(roleInLine('Import Coordinator צים שירותי ספנות 2019 – 2022')).toBe('Import Coordinator');
    expect(roleInLine('Quality Engineer شركة الجليل للأغذية')).toBe('Quality Engineer');
    expect(roleInLine('QA Engineer בכיר')).toBe('QA Engineer בכיר');
  });
});

describe('job titles', () => {
  it('takes the title line under an employer line whose name holds a role word', () => {
    const fields = parse([
      'ניסיון',
      'המרכז הרפואי העמק, עפולה | 2018 – היום',
      'אחראי משמרת – מחלקת אחזקה',
      '• ניהול צוות של שישה עובדים',
      'בית הספר התיכון "נופים", נתניה',
      'מזכיר ראשי, 2015 – 2018',
      '• רישום תלמידים',
    ]);
    expect(fields.jobTitles).toEqual(['אחראי משמרת', 'מזכיר ראשי']);
  });

  it('passes over a firm named by its trade in the plural for the title under it', () => {
    const fields = parse([
      'Experience',
      '2016 – 2019',
      'Ronen Golan Engineers, Haifa',
      'Site Engineer',
      '• Supervised two residential buildings.',
    ]);
    expect(fields.jobTitles).toEqual(['Site Engineer']);
  });

  it('reads what stands before a spaced "@" as the title, whatever the workplace after it holds', () => {
    expect(roleInLine('Clinical Perfusionist @ מכון הלב, תל השומר | 2019 – היום')).toBe(
      'Clinical Perfusionist',
    );
    expect(roleInLine('מדריכה (מחליפה) @ מתנ"ס הגליל | 2015 – 2016')).toBe('מדריכה');
  });

  it('ends a title before "בגן …" that names a kindergarten, but keeps "סייעת בגן" whole', () => {
    expect(roleInLine('גננת משלימה בגן "חצב", מועצה אזורית גלבוע — 2019 – היום')).toBe('גננת משלימה');
    expect(roleInLine('2013 – 2016 | סייעת בגן | רשת גני נעמת')).toBe('סייעת בגן');
  });

  it('takes the line between "workplace, town" and the dates as the title, with no role word in it', () => {
    const he = parse([
      'ניסיון',
      'אינטל ישראל, קריית גת',
      'גזבר ראשי – אתר ייצור',
      '2020 – היום',
      '• ניהול תקציב האתר',
    ]);
    expect(he.jobTitles).toEqual(['גזבר ראשי']);
  });

  it('reads a title that opens with a deputy or an appointee word', () => {
    const ar = parse(['الخبرة', 'نائبة المديرة – المدرسة الابتدائية "ابن سينا"، الطيبة، 2013 – 2018']);
    expect(ar.jobTitles).toEqual(['نائبة المديرة']);
    const he = parse(['ניסיון', 'ממונה בטיחות ראשי – אתר ייצור', '2020 – היום']);
    expect(he.jobTitles).toEqual(['ממונה בטיחות ראשי']);
  });

  it('takes the title, not the school, when both parts of "school – title" name a school', () => {
    const ar = parse(['الخبرة', 'المدرسة الابتدائية "الزهراء" – مديرة المدرسة، الطيبة، 2018 – حتى الآن']);
    expect(ar.jobTitles).toEqual(['مديرة المدرسة']);
  });

  it('joins a title wrapped before its last word, above "role | employer | dates"', () => {
    const en = parse([
      'Experience',
      'Senior Vessel Planning and Port Operations',
      'Coordinator | Haifa Port Company | 2019 – Present',
      '• Plan berth allocation',
    ]);
    expect(en.jobTitles).toEqual(['Senior Vessel Planning and Port Operations Coordinator']);
    // The employer's name above a two-word title stays the employer.
    const employer = parse([
      'Experience',
      'Check Point Software Technologies',
      'System Administrator, IT Infrastructure · Oct 2016 – Dec 2018',
    ]);
    expect(employer.jobTitles).toEqual(['System Administrator']);
  });

  it('does not take a place named with the article, or a town, for the title', () => {
    const he = parse([
      'ניסיון',
      'אלקטרה בע"מ, ראש העין',
      'חשבת שכר בכירה',
      '04/2020 – היום',
      'שופרסל, המרכז הלוגיסטי בשוהם',
      'פקידת נוכחות | 2014 – 2016',
    ]);
    expect(he.jobTitles).toEqual(['חשבת שכר בכירה', 'פקידת נוכחות']);
  });
});

describe('job titles under a workplace line', () => {
  it('takes the title from the dated line under "workplace, town", not the workplace', () => {
    const en = parse([
      'Experience',
      'Hilton Tel Aviv, Tel Aviv',
      'Room Service Captain, 2020 – present',
      'Run the evening room-service shift and its orders.',
      'Night Auditor, 2017 – 2020',
    ]);
    expect(en.jobTitles).toEqual(['Room Service Captain', 'Night Auditor']);
    const he = parse([
      'ניסיון',
      'אוטו סנטר – מרכז שירות Toyota, חולון',
      'חשמלאית רכב | 2020 – היום',
      'מוסך הדרום, באר שבע',
      'מכונאית רכב | 2015 – 2019',
    ]);
    expect(he.jobTitles).toEqual(['חשמלאית רכב', 'מכונאית רכב']);
    const ar = parse([
      'الخبرة',
      'جمعية الرازي – مركز الشباب، الناصرة',
      '2016 – 2019   مركزة فعاليات (دوام جزئي)',
    ]);
    expect(ar.jobTitles).toEqual(['مركزة فعاليات']);
  });

  it('keeps a title on the workplace line above a line of dates, a duration or "since"', () => {
    const en = parse([
      'Experience',
      'Picker, Shufersal Online, Modiin',
      'Mar 2018 – Sep 2021 (3.5 years)',
      'Loader, Tnuva, Ashdod',
      'Jan 2016 – Feb 2018',
    ]);
    expect(en.jobTitles).toEqual(['Picker', 'Loader']);
    const ar = parse(['الخبرة العملية', 'سكرتيرة طبية – عيادة مكابي، الطيبة', 'منذ آذار 2019']);
    expect(ar.jobTitles).toEqual(['سكرتيرة طبية']);
  });

  it('takes the title after "workplace, town –" when the workplace holds a role word or a quoted name', () => {
    const he = parse([
      'ניסיון תעסוקתי',
      'מרכז סיעודי "בית אבות הדר", אשקלון – כוח עזר',
      'מרץ 2017 – היום',
      'מרכז יום לקשיש, נתיבות – מטפלת',
      '2012 – 2017',
    ]);
    expect(he.jobTitles).toEqual(['כוח עזר', 'מטפלת']);
    // A department after the town is no title when the dated line names one.
    const en = parse([
      'Experience',
      'Rambam Medical Center, Haifa — Hematology Laboratory',
      'Senior Laboratory Technician, 01/2020 – present',
    ]);
    expect(en.jobTitles).toEqual(['Senior Laboratory Technician']);
  });
});

describe('"employer: title" head lines', () => {
  it('takes the title after the colon, with or without a role word, not the employer or a firm', () => {
    const en = parse(['Experience', 'Lemonade: Data Analyst, 2019 – 2021']);
    expect(en.jobTitles).toEqual(['Data Analyst']);
    const firm = parse(['Experience', 'Saadeh Architects, Nazareth: Architectural Intern, 2011 – 2012']);
    expect(firm.jobTitles).toEqual(['Architectural Intern']);
    const he = parse(['ניסיון', 'הפניקס, רמת גן: חתמת ביטוח אלמנטרי, 2014 – 2019']);
    expect(he.jobTitles).toEqual(['חתמת ביטוח אלמנטרי']);
  });
});

describe('titles of a head line whose workplace OCR read without its commas', () => {
  it('takes the title under a workplace whose town ran on to the Latin name before it', () => {
    // "כלמוביל – מרכז שירות Hyundai, ראשון לציון": the comma after a Latin word of a right-to-left
    // line is drawn at the word's far end, where OCR loses it.
    const resume = [
      'אלון שושן',
      'ניסיון מקצועי',
      'כלמוביל - מרכז שירות Hyundai ראשון לציון',
      'חשמלאי רכב ראשי | 2019 – היום',
      '• אבחון תקלות חשמל ומחשב',
      'חשמלאי רכב | 2014 - 2019',
      'מוסך אחים לוי, חולון',
    ].join('\n');
    expect(titlesOf(resume)).toEqual(['חשמלאי רכב ראשי', 'חשמלאי רכב']);
    // With its comma the line reads the same.
    expect(titlesOf(resume.replace('Hyundai ראשון', 'Hyundai, ראשון'))).toEqual([
      'חשמלאי רכב ראשי',
      'חשמלאי רכב',
    ]);
  });

  it('keeps a head line whose last words after a Latin name are no town', () => {
    const resume = ['דנה לוי', 'ניסיון', 'מפתחת Backend בכירה', 'Wix מרכז פיתוח | 2019 – היום'].join('\n');
    expect(titlesOf(resume)).toEqual(['מפתחת Backend בכירה']);
  });

  it('parts an Arabic title from its workplace at an Arabic semicolon read for the comma', () => {
    const resume = [
      'سناء زعبي',
      'الخبرة المهنية',
      '2018 – الآن: صاحبة صالون، صالون "سناء" للتجميل، الناصرة',
      '2010 – 2012: مساعدة مصففة؛ صالون "لمسة" العفولة',
    ].join('\n');
    expect(titlesOf(resume)).toEqual(['صاحبة صالون', 'مساعدة مصففة']);
  });
});

describe('a title joined to its workplace or written twice', () => {
  it('ends a Hebrew title before a workplace joined to it by "ב", but keeps a field or a level that opens so', () => {
    expect(roleInLine('רכזת לוגיסטיקה בכירה בתדיראן, סניף חיפה | 2018 – היום')).toBe('רכזת לוגיסטיקה בכירה');
    expect(roleInLine('פקידת גבייה במגדלי הים, 03.2016 – 12.2019')).toBe('פקידת גבייה');
    expect(roleInLine('ממונה בטיחות ראשי | 2019 – 2022')).toBe('ממונה בטיחות ראשי');
    expect(roleInLine('סוכנת ביטוח עצמאית | 2016 – 2020')).toBe('סוכנת ביטוח עצמאית');
    expect(roleInLine('מרפאה בעיסוק בכירה | 2017 – היום')).toBe('מרפאה בעיסוק בכירה');
  });

  it('leaves a part whose "ב" word begins a town to the town check', () => {
    expect(roleInLine('שטראוס, מרכז הפצה באר שבע – נהג חלוקה')).toBe('נהג חלוקה');
  });

  it('keeps the first of a title written in Hebrew and in English', () => {
    expect(roleInLine('כלל ביטוח | מנהלת תיקים בכירה / Senior Account Manager | 2019 – הווה')).toBe(
      'מנהלת תיקים בכירה',
    );
    expect(roleInLine('Bookkeeper / מנהלת חשבונות, רו"ח לוי ושות\' | 2015 – 2019')).toBe('Bookkeeper');
    expect(roleInLine('Warehouse / Logistics Coordinator | 2019 – 2021')).toBe(
      'Warehouse / Logistics Coordinator',
    );
  });

  it('reads a practical engineer\'s title after "employer, town –"', () => {
    const fields = parse(['ניסיון', 'ב.ס. בנייה, נתניה – הנדסאית ביצוע (שטח) | 2010 – 2014']);
    expect(fields.jobTitles).toEqual(['הנדסאית ביצוע']);
    expect(fields.experienceYears).toBe(4);
  });
});

describe('an employer line over its promotions', () => {
  it('takes no title from an employer line "since" a year over the titles under it', () => {
    const hebrew = parse([
      'ניסיון תעסוקתי',
      'א.ב. מיזוג אוויר בע"מ, חדרה – מאז 2016',
      'ראש צוות התקנות (2020 – היום)',
      'טכנאי מיזוג (2016 – 2020)',
      '• התקנת מערכות VRF',
    ]);
    expect(hebrew.jobTitles).toEqual(['ראש צוות התקנות', 'טכנאי מיזוג']);
    const english = parse([
      'Experience',
      'Harel Insurance, Tel Aviv — since 2015',
      'Senior Underwriter (2020 – present)',
      'Underwriter (2015 – 2020)',
    ]);
    expect(english.jobTitles).toEqual(['Senior Underwriter', 'Underwriter']);
  });

  it('takes no title from a school line over the titles of the jobs held there', () => {
    const fields = parse([
      'ניסיון',
      'בית הספר "הגפן" לחינוך מיוחד, חיפה | מאז 2015',
      'רכזת שילוב (2021 – היום)',
      'מחנכת כיתה (2015 – 2021)',
    ]);
    expect(fields.jobTitles).toEqual(['רכזת שילוב', 'מחנכת כיתה']);
  });
});

describe('a title with its setting', () => {
  it('keeps a ward, a department, a clinic, a store or a project after ב / في / in, and drops a named employer', () => {
    expect(roleInLine('אחות במחלקה אורתופדית, המרכז הרפואי מאיר')).toBe('אחות במחלקה אורתופדית');
    expect(roleInLine('מוכרת בחנות | 2017 – 2019')).toBe('מוכרת בחנות');
    expect(roleInLine('מנהלת מכירות בפרויקט, קבוצת אפריקה ישראל')).toBe('מנהלת מכירות בפרויקט');
    expect(roleInLine('ممرض في قسم الجراحة، مستشفى الناصرة')).toBe('ممرض في قسم الجراحة');
    expect(roleInLine('صيدلانية في عيادة، مكابي')).toBe('صيدلانية في عيادة');
    expect(roleInLine('Registered Nurse in the Oncology Ward, Hadassah')).toBe(
      'Registered Nurse in the Oncology Ward',
    );
    // A named workplace after ב / at is no setting.
    expect(roleInLine('אנליסט נתונים ברמי לוי')).toBe('אנליסט נתונים');
    expect(roleInLine('Cashier at Victory store')).toBe('Cashier');
    expect(roleInLine('מלצר במסעדת "הזית", חיפה')).toBe('מלצר');
  });

  it('keeps a day-care centre as a setting, and drops the named organisation after it', () => {
    expect(roleInLine('2016 – 2020: מטפלת במעון יום, נעמת חדרה')).toBe('מטפלת במעון יום');
    expect(roleInLine('סייע בצהרון | 2019 – 2021')).toBe('סייע בצהרון');
    expect(roleInLine('מטפלת במעון ויצו, חדרה')).toBe('מטפלת');
  });

  it('drops a workplace named in quotes after a "ב" word right after the role', () => {
    expect(parse(['ניסיון', 'שוליה במאפיית "לחם הארץ", נתניה | 2012 – 2014']).jobTitles).toEqual(['שוליה']);
  });
});

describe('lines of an experience section that are no job', () => {
  it('reads no title from a year of travel, and counts none of its years', () => {
    const fields = parse([
      'ניסיון תעסוקתי',
      '2020 – היום     טבחית, מסעדת הים, יפו',
      '2018 – 2019     שנת טיול בהודו ובנפאל',
      '2015 – 2018     עוזרת טבח, קפה נחת',
    ]);
    expect(fields.jobTitles).toEqual(['טבחית', 'עוזרת טבח']);
    expect(fields.experienceYears).toBe(8.5);
    const english = parse([
      'Experience',
      '2022 – Present: Barista, Cafe Joe',
      '2021 – 2022: travelling through Asia',
    ]);
    expect(english.jobTitles).toEqual(['Barista']);
  });

  it('counts no years of a gap whose dates stand on the line above its words', () => {
    const fields = parse([
      'Experience',
      'Optician — Eye Care, Holon',
      '2022 – Present',
      '2020 – 2022',
      'Gap year: volunteering in a clinic in Peru',
      'Optician — Lens Center, Rehovot',
      '2016 – 2020',
    ]);
    expect(fields.experienceYears).toBe(7.5);
  });

  it('reads no title from a line that labels itself military service', () => {
    const fields = parse([
      'ניסיון תעסוקתי:',
      '2015 – היום: מחסנאי, מחסני השוק, חולון',
      'שירות צבאי: 2011 – 2014, נהג, חיל האוויר',
    ]);
    expect(fields.jobTitles).toEqual(['מחסנאי']);
  });

  it('reads jobs written as bullets that open with their dates', () => {
    const fields = parse([
      'ניסיון תעסוקתי:',
      '* 2020 - היום: נהג חלוקה, תנובה, באר שבע',
      '* 2016 - 2020: מלקט, מחסני ירון, אופקים',
    ]);
    expect(fields.jobTitles).toEqual(['נהג חלוקה', 'מלקט']);
    expect(fields.experienceYears).toBe(9.5);
  });

  it('reads no title and counts no years of a break from work, a search for work or time raising children', () => {
    const arabic = parse([
      'الخبرة',
      '2018 – حتى الآن: نادلة، مقهى الميناء، حيفا',
      'انقطاع عن العمل: 2016 – 2018 (تربية الأولاد)',
      '2012 – 2016: بائعة، متجر الورد، حيفا',
    ]);
    expect(arabic.jobTitles).toEqual(['نادلة', 'بائعة']);
    expect(arabic.experienceYears).toBe(11.5);
    const stopped = parse([
      'الخبرة',
      '2019 – 2021 – ممرضة، عيادة الشفاء',
      '2021 – 2022: توقفت عن العمل بعد الولادة',
    ]);
    expect(stopped.jobTitles).toEqual(['ممرضة']);
    expect(stopped.experienceYears).toBe(2);
    const hebrew = parse([
      'ניסיון',
      '03/2021 – היום | קופאי | סופר השכונה, לוד',
      '06/2020 – 02/2021 | חיפוש עבודה',
      '2017 – 2020 | גידול הילדים',
    ]);
    expect(hebrew.jobTitles).toEqual(['קופאי']);
    expect(hebrew.experienceYears).toBe(4.3);
  });

  it('reads a title with its class ("סוג 3") and its range', () => {
    const fields = parse(['ניסיון מקצועי', 'מנהל חשבונות סוג 2 | משרד רו"ח כהן | 2018 – 2022']);
    expect(fields.jobTitles).toEqual(['מנהל חשבונות סוג 2']);
    expect(fields.experienceYears).toBe(4);
  });
});

describe('headings of Arabic sections', () => {
  it('reads "العمل" as the experience and "التدريب" as courses', () => {
    const fields = parse([
      'سامي خوري',
      'حيفا',
      'العمل',
      'طباخ | مطعم البحر، حيفا | 2019 – 2023',
      'التدريب',
      'دورة طبخ مهنية، الناصرة، 2018',
    ]);
    expect(fields.jobTitles).toEqual(['طباخ']);
    expect(fields.experienceYears).toBe(4);
  });
});

describe('an employer line over its titled jobs', () => {
  it('passes over a place "of" a named employer in a town it does not know for the title under it', () => {
    const fields = parse([
      'ניסיון תעסוקתי',
      'המחסן המרכזי של רמי לוי, שער בנימין',
      'מלקט | 05.2019 – היום',
      'ליקוט הזמנות במסופון.',
    ]);
    expect(fields.jobTitles).toEqual(['מלקט']);
  });
});

describe("a driver's title with the class of the vehicle", () => {
  it('keeps the weight or the licence class of the vehicle in the title', () => {
    const fields = parse([
      'ניסיון',
      '2018 – היום: נהג משאית 15 טון, הובלות השרון',
      '2014 – 2018: נהג C1, מאפיית הגליל',
    ]);
    expect(fields.jobTitles).toEqual(['נהג משאית 15 טון', 'נהג C1']);
    expect(roleInLine('سائق شاحنة 12 طن – شركة النقل السريع')).toBe('سائق شاحنة 12 طن');
    expect(roleInLine('8-ton Truck Driver, FastFreight')).toBe('8-ton Truck Driver');
  });
});

describe('a promotion written with an arrow', () => {
  it('reads both titles of "title → title" under one employer', () => {
    const fields = parse([
      'Experience',
      'Support Analyst → Team Leader — Bezeq, Haifa (Mar 2016 – Jan 2022)',
      'Help Desk Technician — Technion (2013 – 2016)',
    ]);
    expect(fields.jobTitles).toEqual(['Support Analyst', 'Team Leader', 'Help Desk Technician']);
  });
});

describe('an Arabic section written with Levantine month names', () => {
  it('keeps each title with its own dates when the dates stand on a line above it', () => {
    const fields = parse([
      'الخبرة العملية',
      'نيسان 2016 – حتى الآن',
      'طاهٍ رئيسي – مطعم البحر، عكا',
      'إعداد قوائم الطعام، إدارة المطبخ، طلب المواد',
      'تموز 2011 – آذار 2016',
      'طاهٍ – فندق الكرمل، حيفا',
      'تحضير الأطباق الساخنة والمقبلات الشرقية',
      '2008 – 2011',
      'مساعد طاهٍ – مطعم الميناء، حيفا',
    ]);
    expect(fields.jobTitles).toEqual(['طاهٍ رئيسي', 'طاهٍ', 'مساعد طاهٍ']);
  });
});

describe('jobs written under the contacts with no experience heading', () => {
  it('reads the dated lines above the first heading as the work', () => {
    const fields = parse([
      'רונית שמעוני',
      '052-7771234 | ronit.s@gmail.com | רמלה',
      '',
      '05/2020 – היום | קופאית ראשית | סופר הדר, רמלה',
      '03/2016 – 04/2020 | מוכרת | חנות נעליים, לוד',
      'השכלה',
      'בגרות מלאה, תיכון רמלה, 2015',
    ]);
    expect(fields.jobTitles).toEqual(['קופאית ראשית', 'מוכרת']);
    expect(fields.experienceYears).toBe(9.3);
  });
});

describe('a line of duties in the head of a job', () => {
  it('gives no title, even when its last piece is short and ends with a stop', () => {
    expect(roleInLine('ניהול אוסף של 40,000 פריטים, קטלוג במערכת Alma, הדרכות לבתי ספר.')).toBe('');
    expect(roleInLine('Store Manager, Shufersal, Haifa.')).toBe('Store Manager');
  });
});

describe('a job at a university whose title no role word names', () => {
  it('counts its years when the title is read by its place', () => {
    const read = parseResume(
      [
        'מיכל ברק',
        'ניסיון',
        'ספרנית ראשית — הספרייה העירונית, ירושלים 01/2020 – 12/2024',
        'מידענית — ספריית האוניברסיטה העברית, הר הצופים 03/2012 – 12/2017',
      ].join('\n'),
      { now: new Date('2025-06-15T00:00:00Z') },
    );
    expect(read.jobTitles).toEqual(['ספרנית ראשית', 'מידענית']);
    expect(read.experienceYears).toBe(10.8);
  });
});

describe('a bracket that says how a job was held', () => {
  it('qualifies the title before it and is never the title', () => {
    expect(roleInLine('Cashier (part-time), Shufersal')).toBe('Cashier');
    expect(roleInLine('מלצרית (משרת סטודנט), קפה גרג')).toBe('מלצרית');
    expect(
      titlesOf(
        'Dana Levi\n\nExperience\nIT Helpdesk (student job), Tel Aviv University — Oct 2015 to 2017\n',
      ),
    ).toEqual(['IT Helpdesk']);
  });

  it('leaves a title written in brackets after the employer', () => {
    expect(roleInLine('Google (Software Engineer)')).toBe('Software Engineer');
  });
});

describe('a long English title', () => {
  it('ends with its role word, up to eight words', () => {
    expect(
      roleInLine(
        'Haifa Port Company: Senior Vessel Planning and Port Operations Coordinator, 2019 – Present',
      ),
    ).toBe('Senior Vessel Planning and Port Operations Coordinator');
    expect(roleInLine('Worked closely with the head of the Operations Department')).toBe('');
  });
});

describe('a Hebrew title joined by "ב" to a workplace in a town', () => {
  it('ends before the workplace, right after the role word too', () => {
    expect(roleInLine('מציל בקאנטרי רמת גן | 2010 – 2012')).toBe('מציל');
    expect(roleInLine('נהג חלוקה במרכז הפצה באר שבע')).toBe('נהג חלוקה');
  });
});

describe('a credential listed among the jobs', () => {
  it('is schooling, never a title, in each language', () => {
    expect(roleInLine('Barista certificate, Coffee Lab Academy, 2018')).toBe('');
    expect(roleInLine('קורס מדריכי כושר, מכון וינגייט, 2016')).toBe('');
    expect(roleInLine('شهادة مدرب لياقة بدنية، 2017')).toBe('');
    expect(
      parse([
        'Experience',
        'Barista, Cafe Nuri, Haifa, 2019 – 2023',
        '',
        'Barista certificate, Coffee Lab, 2018',
      ]).jobTitles,
    ).toEqual(['Barista']);
  });
});

describe('a workplace named in quotes after the title', () => {
  it('ends the title, with what follows the name', () => {
    expect(roleInLine('منذ 2016 – صاحبة مخبز "السنابل" للحلويات، طمرة')).toBe('صاحبة مخبز');
    expect(roleInLine('2015 – היום: בעלים של מספרה "סטייל" לגברים, חדרה')).toBe('בעלים של מספרה');
    expect(roleInLine('Owner, "Green Corner" flower shop, 2014 – 2020')).toBe('Owner');
  });
});

describe('an entry whose workplace holds a role word at its end or before its town', () => {
  it('takes the line that opens with a role word, not the district or the centre', () => {
    expect(
      parse(['ניסיון', 'משרד הבריאות – מחוז מרכז', 'אחות בריאות הציבור', '2018 – היום']).jobTitles,
    ).toEqual(['אחות בריאות הציבור']);
    expect(
      parse(['ניסיון', 'נאות השקד – מרכז גריאטרי, חדרה', 'מטפלת סיעודית', 'מרץ 2019 – היום']).jobTitles,
    ).toEqual(['מטפלת סיעודית']);
  });

  it('keeps kindergartens in the plural as the setting of the title', () => {
    expect(roleInLine('קלינאית תקשורת בגני חינוך מיוחד, 2017 – 2020')).toBe(
      'קלינאית תקשורת בגני חינוך מיוחד',
    );
  });
});

describe('English occupations the role list does not name', () => {
  it('reads them by the heads of ESCO occupation names', () => {
    expect(roleInLine('Scaffolder, Shikun & Binui, 2019 – 2023')).toBe('Scaffolder');
    expect(roleInLine('Licensed Tour Guide — 2012 – present')).toBe('Licensed Tour Guide');
    expect(roleInLine('Stonemason | Jerusalem Stone Works | 2015 – 2020')).toBe('Stonemason');
  });
});

describe('lines of an English experience section that read as a sentence, a list or a heading', () => {
  it('takes no title from a duty that opens with a past-tense verb, a function word or a pronoun', () => {
    expect(roleInLine('2018 – Designed, developed, and deployed frontend applications')).toBe('');
    expect(roleInLine('Also supporting API on backend, e.g. controllers.')).toBe('');
    expect(roleInLine("I've got experience building and working as an Assistant Manager")).toBe('');
    expect(roleInLine('Embedded Software Engineer – Mobileye | 01/2022 – Present')).toBe(
      'Embedded Software Engineer',
    );
    expect(roleInLine('Registered Nurse, Sheba Medical Center, 2015 – 2020')).toBe('Registered Nurse');
  });

  it('takes no title from a labelled list or from a heading run on to a line of dates', () => {
    const fields = parse([
      'Experience',
      'Web technologies: Angular, Webpack, REST, Ajax, jQuery',
      '2019 – 2023 | Frontend Developer | Britannica, Tel Aviv',
      'EDUCATION 2013 – 2017 | Tel Aviv University, B.Sc. Computer Science',
    ]);
    expect(fields.jobTitles).toEqual(['Frontend Developer']);
  });

  it('reads "Experience Summary" and "Executive Summary" as a summary, not as the work', () => {
    const fields = parse([
      'Dana Levi',
      'Experience Summary',
      'Programming languages: JavaScript, TypeScript, Python',
      'Experience',
      'Full Stack Developer, Wix, 2020 – Present',
    ]);
    expect(fields.jobTitles).toEqual(['Full Stack Developer']);
  });
});

describe('duty lines written without their bullets in the head of a job', () => {
  it('takes no title from a line that opens with an activity, or with an Arabic verbal noun and its article', () => {
    expect(
      parse(['ניסיון', '2019 – 2023', 'ליווי משפחות עולים בקליטה', 'רכזת קליטה, עמותת יחד, חדרה']).jobTitles,
    ).toEqual(['רכזת קליטה']);
    expect(roleInLine('التنسيق مع موجّه الرافعة عبر اللاسلكي')).toBe('');
    expect(roleInLine('التواصل مع مشرف الوردية')).toBe('');
  });

  it('reads "מרכז" before an adjective as a centre, and the title after its town', () => {
    expect(roleInLine('מרכז שיקומי "בית הדר", נתניה')).toBe('');
    expect(
      parse(['ניסיון', 'מרכז גריאטרי "שלוות הגליל", עפולה – מטפלת סיעודית', '2016 – 2020']).jobTitles,
    ).toEqual(['מטפלת סיעודית']);
    expect(roleInLine('מרכז פרויקטים, חברת החשמל, 2018 – 2022')).toBe('מרכז פרויקטים');
  });
});

describe('a title no role word names, in the place the resume gives its titles', () => {
  it('takes the part where the other jobs of the section have their titles, in each language', () => {
    expect(
      parse([
        'Experience',
        'Bank Leumi, Haifa — Senior Teller — Jan 2019 – Present',
        'Mizrahi Bank — Teller — 2016 – 2018',
        'Ormat — Junior SRE (night shifts) — 2014 – 2016',
      ]).jobTitles,
    ).toEqual(['Senior Teller', 'Teller', 'Junior SRE']);
    expect(
      parse([
        'ניסיון',
        'מתכנן רכש – תדיראן, חולון (2020 – היום)',
        'מתכנן רכש – אלקו, חולון (2017 – 2020)',
        'בקרת איכות – מפעל שמן, חיפה (2015 – 2017)',
      ]).jobTitles,
    ).toEqual(['מתכנן רכש', 'בקרת איכות']);
    expect(
      parse([
        'الخبرة',
        '2019 – الآن | محاسبة | مكتب النور، حيفا',
        '2016 – 2019 | محاسبة مساعدة | مكتب الهدى، عكا',
        '2014 – 2016 | إدخال بيانات | مكتب الهدى، عكا',
      ]).jobTitles,
    ).toEqual(['محاسبة', 'محاسبة مساعدة', 'إدخال بيانات']);
  });

  it('reads no place off lines of one part', () => {
    expect(
      parse(['Experience', 'Cashier, 2019 – 2021', 'Cashier, 2017 – 2019', 'Hobbies and travel, 2015 – 2016'])
        .jobTitles,
    ).toEqual(['Cashier']);
  });
});

describe('a promotion written with words', () => {
  it('gives each title held, in each language', () => {
    expect(
      parse(['Experience', 'Isrotel Eilat — Waiter, later Shift Manager (2016 – 2019)']).jobTitles,
    ).toEqual(['Waiter', 'Shift Manager']);
    expect(parse(['ניסיון', 'מלצרית ולאחר מכן אחראית משמרת, קפה גרג, 2015 – 2018']).jobTitles).toEqual([
      'מלצרית',
      'אחראית משמרת',
    ]);
    expect(parse(['الخبرة', 'بائع ثم مدير فرع، شركة الأمل، 2015 – 2019']).jobTitles).toEqual([
      'بائع',
      'مدير فرع',
    ]);
  });
});

describe('the field a title is in, after "in", "في" or "ב"', () => {
  it('is part of the title when an activity ends the part; a place is not', () => {
    expect(roleInLine('2016 – 2017 | متدربة في التدقيق | مكتب الهدى، الناصرة')).toBe('متدربة في التدقيق');
    expect(roleInLine('Trainee in Auditing, KPMG, 2016 – 2017')).toBe('Trainee in Auditing');
    expect(roleInLine('רכזת פרויקטים בשיווק, אלביט, 2016 – 2018')).toBe('רכזת פרויקטים בשיווק');
    expect(roleInLine('Sales Associate in Haifa, 2016 – 2017')).toBe('Sales Associate');
    expect(roleInLine('محاسب في شركة النور، 2019 – 2020')).toBe('محاسب');
  });
});

describe('time off and service named within a line among the jobs', () => {
  it('reads no title from a gap named as such, in each language', () => {
    for (const gap of [
      'فترة انقطاع: 2019 – 2020 سنة دراسة في الخارج',
      'Career gap: 2019 – 2020, caring for a parent',
      'פער תעסוקתי: 2019 – 2020, שנת לימודים',
    ])
      expect(parse(['Experience', 'Cook, Cafe Nuri, 2020 – 2024', '', gap]).jobTitles).toEqual(['Cook']);
  });

  it('reads no title from a line that names its service in a part, unless a role opens the part', () => {
    expect(
      parse([
        'Experience',
        'Rafael — Systems Technician — 2015 – 2020',
        'Israeli Navy — regular service, electronics technician',
        '2011 – 2014',
      ]).jobTitles,
    ).toEqual(['Systems Technician']);
    expect(parse(['ניסיון', 'חיל האוויר – שירות סדיר, מכונאי מטוסים, 2010 – 2013']).jobTitles).toEqual([]);
    expect(parse(['الخبرة', 'جمعية الأمل – خدمة مدنية، مساعدة معلمة، 2014 – 2015']).jobTitles).toEqual([]);
    expect(roleInLine('רכזת שירות לאומי, עמותת בת עמי, 2016 – 2019')).toBe('רכזת שירות לאומי');
  });
});

describe('a licence category before "licensed"', () => {
  it('is part of the title, not a number that makes the line no title', () => {
    expect(roleInLine('B2 Licensed Engineer — El Al — 2015 – 2020')).toBe('B2 Licensed Engineer');
  });
});

describe("a line of the person's birth after the jobs", () => {
  it('is no title, in each language', () => {
    for (const birth of ['مواليد 1985', 'Born 1985', 'ילידת 1985'])
      expect(
        parse(['Experience', '2015 – 2020: Carpenter, Cedar Workshop, Nazareth', '', birth]).jobTitles,
      ).toEqual(['Carpenter']);
  });
});

describe('one word joined to the workplace noun after it', () => {
  it("heads the workplace's name, where another part names the role", () => {
    expect(roleInLine('مختبر مستشفى الناصرة، الناصرة | فني مختبر | 2018 – 2020')).toBe('فني مختبر');
    expect(roleInLine('مطور شركة النور، حيفا، 2018 – 2020')).toBe('مطور');
  });
});

describe('lines of a Word CV that run parts together', () => {
  it('parts a line at a gap of spaces where a tab stood', () => {
    expect(roleInLine('Tanndu  Full Stack Developer  (2021 – now)')).toBe('Full Stack Developer');
    expect(roleInLine('2019 – 2021  נהג חלוקה, HFD, חולון')).toBe('נהג חלוקה');
  });

  it('ends an English title at its last role word, before the employer or the town run on to it', () => {
    expect(roleInLine('Web Developer Orbit Technologies, Herzliya, 2020 – present')).toBe('Web Developer');
    expect(roleInLine('Stock Market Specialist Capital Registry Center, 2015 – 2018')).toBe(
      'Stock Market Specialist',
    );
    expect(roleInLine('Director of Sales, Orbit, 2015 – 2018')).toBe('Director of Sales');
    expect(roleInLine('Software Engineer II, Orbit, 2015 – 2018')).toBe('Software Engineer II');
  });

  it('reads no title from a line of schooling, the tail of a wrapped sentence, or prose', () => {
    expect(
      parse(['Experience', 'Orbit  Junior Developer (2019 – 2021)', 'MCB  Associate Degree (2012 – 2017)'])
        .jobTitles,
    ).toEqual(['Junior Developer']);
    expect(
      parse([
        'Experience',
        'Web Developer, Orbit, 2019 – 2021',
        'Built two mobile games and one casual game as Team',
        'lead.',
      ]).jobTitles,
    ).toEqual(['Web Developer']);
    expect(roleInLine('Casual developer. First experience with an international team.')).toBe('');
    expect(roleInLine('Working with the UI/UX designer and the product owner')).toBe('');
    expect(roleInLine('Purchasing and Logistics Coordinator, Plasticon, 2014 – 2019')).toBe(
      'Purchasing and Logistics Coordinator',
    );
  });
});

describe('round 20: where a title ends, and jobs written otherwise', () => {
  it('ends a Hebrew title before a "ב" glued to the quoted name of its workplace', () => {
    expect(roleInLine('חשבת שכר בכירה ב"אלקטרה שירותים" (מאי 2019 – כיום)')).toBe('חשבת שכר בכירה');
    expect(roleInLine('פקידת הנהלת חשבונות ב"שופרסל", סניף פתח תקווה (2010 – 2013)')).toBe(
      'פקידת הנהלת חשבונות',
    );
    expect(roleInLine('מלצרית ב-"קפה נמרוד", חיפה, 2015 – 2018')).toBe('מלצרית');
    // (The Arabic and English forms part at their words for "at": "في", "at".)
    expect(roleInLine('محاسبة رئيسية في "الكهرباء للخدمات" (2019 – الآن)')).toBe('محاسبة رئيسية');
    expect(roleInLine('Senior Payroll Accountant at "Electra Services" (2019 – Present)')).toBe(
      'Senior Payroll Accountant',
    );
  });

  it('keeps a room the job was done in ("בחדר ניתוח", "في غرفة العمليات", "in the Operating Room") in the title', () => {
    expect(roleInLine('מרץ 2021 – כיום | טכנאית וטרינרית בחדר ניתוח, בית החולים הווטרינרי, הוד השרון')).toBe(
      'טכנאית וטרינרית בחדר ניתוח',
    );
    expect(roleInLine('أيار 2019 – الآن | ممرضة في غرفة العمليات، مستشفى رمبام، حيفا')).toBe(
      'ممرضة في غرفة العمليات',
    );
    expect(roleInLine('Scrub Nurse in the Operating Room, Rambam Hospital, 2019 – Present')).toBe(
      'Scrub Nurse in the Operating Room',
    );
  });

  it('reads the title of a job written as a sentence, after "I was a", "הייתי", "كنت", "عملت"', () => {
    expect(roleInLine('Before moving to Eilat I was a cashier at Super-Pharm in Ashdod (2013 – 2015).')).toBe(
      'cashier',
    );
    expect(roleInLine('לפני המעבר לאילת הייתי קופאית בסופר-פארם באשדוד (2013 – 2015).')).toBe('קופאית');
    expect(roleInLine('قبل انتقالي إلى إيلات كنت بائعة في متجر "سوبر فارم" في أسدود (2013 – 2015).')).toBe(
      'بائعة',
    );
    expect(
      titlesOf(
        [
          'يوسف الهيب',
          'العمل',
          'منذ 2017 وحتى اليوم أعمل مسؤول دفيئات في مزارع "أفيفيم للخضار". أشرف على 40 دونماً من الدفيئات.',
          '',
          'بين 2012 و2016 عملت عاملاً زراعياً في مشتل "زهور الجليل" في كرمئيل، في الزراعة والقطف.',
        ].join('\n'),
      ),
    ).toEqual(['مسؤول دفيئات', 'عاملاً زراعياً']);
  });

  it('reads an Arabic role in the accusative ("عاملاً", "محاسباً", "مديراً") as its role word', () => {
    expect(roleInLine('2012 – 2016: عملت محاسباً في شركة الكرمل، حيفا')).toBe('محاسباً');
    expect(roleInLine('2016 – 2020: اشتغلت مديراً للفرع، بنك لئومي، الناصرة')).toBe('مديراً للفرع');
    expect(roleInLine('عاملاً زراعياً، مشتل الجليل، 2012 – 2016')).toBe('عاملاً زراعياً');
  });

  it('reads a line labelled with the army\'s name ("IDF:", "צה"ל:", "الجيش:") as service, no title', () => {
    const titles = (lines: string[]) => parse(lines).jobTitles;
    expect(
      titles([
        "WHAT I'VE DONE",
        'Lifeguard, Herzliya Country Club pool — 2016 to 2019',
        'IDF: combat fitness instructor, 2014 to 2016',
      ]),
    ).toEqual(['Lifeguard']);
    expect(
      titles(['ניסיון', 'מציל, קאנטרי הרצליה, 2016 – 2019', 'צה"ל: מדריך כושר קרבי, 2014 – 2016']),
    ).toEqual(['מציל']);
    expect(titles(['الخبرة', 'منقذ، مسبح هرتسليا، 2016 – 2019', 'الجيش: مدرب لياقة، 2014 – 2016'])).toEqual([
      'منقذ',
    ]);
    // A job whose workplace is the army, listed among the others, is a title (no label says otherwise).
    expect(
      titles([
        'Experience',
        'Security Supervisor, Ashkelon Marina — 2015 – 2017',
        'Military Police Investigator, IDF — 2010 – 2013',
      ]),
    ).toEqual(['Security Supervisor', 'Military Police Investigator']);
  });
});

describe('round 20: a title no role word names, in the place its siblings put theirs, the dates on the line under it', () => {
  it('reads "employer – title" over a line of dates as its siblings are read, in every language', () => {
    const titles = (lines: string[]) => parse(lines).jobTitles;
    expect(
      titles([
        'יוסי אלמקייס',
        'ניסיון',
        'אפריקה ישראל מגורים – מפעיל עגורן צריח',
        '2016-היום',
        'א.ב. הרמות בע"מ – מפעיל עגורן נייד',
        '2011-2016',
        'שיכון ובינוי – אתת ומכוון עגורנים',
        '2008-2011',
      ]),
    ).toEqual(['מפעיל עגורן צריח', 'מפעיל עגורן נייד', 'אתת ומכוון עגורנים']);
    expect(
      titles([
        'Yossi Elmakayes',
        'Experience',
        'Solel Boneh — Tower Crane Operator',
        '2016 – Present',
        'Ashtrom — Mobile Crane Operator',
        '2011 – 2016',
        'Shikun & Binui — Banksman and Rigger',
        '2008 – 2011',
      ]),
    ).toEqual(['Tower Crane Operator', 'Mobile Crane Operator', 'Banksman and Rigger']);
    expect(
      titles([
        'يوسف المقيس',
        'الخبرة',
        'شركة سوليل بونيه – مشغل رافعة برجية',
        '2016 – حتى الآن',
        'شركة أشطروم – مشغل رافعة متنقلة',
        '2011 – 2016',
        'شيكون وبينوي – موجّه رافعات',
        '2008 – 2011',
      ]),
    ).toEqual(['مشغل رافعة برجية', 'مشغل رافعة متنقلة', 'موجّه رافعات']);
  });
});

describe("round 20: the main column's headline above the first job of a resume with no experience heading", () => {
  it('is no title when the dated line under it names its own role', () => {
    const titles = (lines: string[]) => parse(lines).jobTitles;
    expect(
      titles([
        '=== sidebar ===',
        'STACK',
        'Swift',
        'SwiftUI',
        'UIKit',
        '=== main ===',
        'iOS Developer',
        '',
        'Senior iOS Developer at Lemonade, Tel Aviv — since 2021',
        'iOS Developer at Moovit, Ness Ziona — 2018–2021',
      ]),
    ).toEqual(['Senior iOS Developer', 'iOS Developer']);
    expect(
      titles([
        '=== sidebar ===',
        'כישורים',
        'Swift',
        'SwiftUI',
        'UIKit',
        '=== main ===',
        'מפתח iOS',
        '',
        'מפתח iOS בכיר ב-Lemonade, תל אביב — מאז 2021',
        'מפתח iOS ב-Moovit, נס ציונה — 2018–2021',
      ]),
    ).toEqual(['מפתח iOS בכיר', 'מפתח iOS']);
    // (A role line over a dated line that names none is that job's title, as before.)
    expect(
      titles([
        '=== sidebar ===',
        'Skills',
        'Excel',
        'SAP',
        'Hilan',
        '=== main ===',
        'Payroll Accountant',
        'Electra Services, 2019 – Present',
      ]),
    ).toEqual(['Payroll Accountant']);
  });
});

describe('round 20: a job said in the present tense, and a workplace joined by "ב" before its town', () => {
  it('reads the title after "I (currently) work as", "אני עובדת כ", "وأعمل", its sentence\'s stop dropped', () => {
    expect(roleInLine('I currently work as a nurse at Rambam (2019 – present).')).toBe('nurse');
    expect(roleInLine('Since 2019 I have been working as a shift manager at Aroma.')).toBe('shift manager');
    expect(roleInLine('מאז 2019 אני עובדת כאחראית משמרת בארומה בחיפה.')).toBe('אחראית משמרת');
    expect(roleInLine('בין 2015 ל-2019 עבדתי כבריסטה בקפה נמרוד בחיפה.')).toBe('בריסטה');
    expect(roleInLine('منذ 2019 وأعمل مديرة وردية في مقهى أروما في حيفا.')).toBe('مديرة وردية');
  });

  it('ends a Hebrew title before a "ב" word followed by a town it does not open', () => {
    expect(roleInLine('נהג חלוקה בתנובה באר שבע, 2016 – 2020')).toBe('נהג חלוקה');
    expect(roleInLine('אחראית משמרת בארומה בחיפה, 2019 – היום')).toBe('אחראית משמרת');
    // (A town that opens with "ב" is the town: "מרכז הפצה באר שבע" stays whole.)
    expect(roleInLine('תנובה, מרכז הפצה באר שבע – נהג חלוקה')).toBe('נהג חלוקה');
  });
});

describe('round 20: Hebrew "אצל" ("at someone\'s") leads to the workplace', () => {
  it('ends the title before it, as "at" and "لدى" do', () => {
    expect(roleInLine('שוליה אצל נגר, 2010 – 2012')).toBe('שוליה');
    expect(roleInLine('מאז 2018 אני עובדת כמטפלת סיעודית אצל קשיש בחיפה, עזרה בפעולות היום-יום.')).toBe(
      'מטפלת סיעודית',
    );
    expect(roleInLine("Apprentice at a carpenter's shop, 2010 – 2012")).toBe('Apprentice');
    expect(roleInLine('مساعدة لدى د. خوري، 2010 – 2012')).toBe('مساعدة');
  });
});

describe('round 20: a sentence about the person ("אני", "I", "أنا") is no title', () => {
  it("reads no title from a summary sentence run into a job's head", () => {
    expect(roleInLine('למדתי את המקצוע אצל אבא שלי, ומאז אני עובד עם בדי ריפוד, עור ודמוי עור.')).toBe('');
    expect(
      roleInLine('I learned the trade from my father, and since then I work with leather and fabric.'),
    ).toBe('');
    expect(roleInLine('تعلمت المهنة من والدي، ومنذ ذلك الحين أنا أعمل مع الجلود والأقمشة.')).toBe('');
    // (A title said after "אני" is read: "מאז 2019 אני אחראית משמרת"; "Engineer I" is a level.)
    expect(roleInLine('מאז 2019 אני אחראית משמרת בארומה בחיפה.')).toBe('אחראית משמרת');
    expect(roleInLine('Software Engineer I, Intel, 2019 – 2021')).toBe('Software Engineer I');
  });
});

describe('round 20: a job said as a sentence with its workplace first and its title after "as"', () => {
  it('reads the title after "as", "כ", "בתור", "ك" in every language', () => {
    expect(roleInLine('From 2013 to 2015 I worked at Super-Pharm as a cashier.')).toBe('cashier');
    expect(roleInLine('I spent three years at Intel as a QA engineer (2015 – 2018).')).toBe('QA engineer');
    expect(roleInLine('Worked as a forklift operator for Tnuva, 2015-2019')).toBe('forklift operator');
    expect(roleInLine('בין 2013 ל-2015 עבדתי בסופר-פארם כקופאית.')).toBe('קופאית');
    expect(roleInLine('עבדתי בסופר-פארם בתור קופאית (2013 – 2015)')).toBe('קופאית');
    expect(roleInLine('بين 2013 و2015 عملت في سوبر فارم كبائعة.')).toBe('بائعة');
    // (A title that opens the line is read as before.)
    expect(roleInLine('עובד ייצור, תנובה, 2015 – 2019')).toBe('עובד ייצור');
  });
});

describe('round 20: settings kept and workplaces cut, from a blind set (tuning-b)', () => {
  it("keeps the sites a job was done at and a ward's letter in the title", () => {
    expect(roleInLine('חשמלאי ראשי באתרי בנייה')).toBe('חשמלאי ראשי באתרי בנייה');
    expect(roleInLine('عامل بناء في مواقع البناء، شركة الجليل، 2015 – 2019')).toBe(
      'عامل بناء في مواقع البناء',
    );
    expect(roleInLine('ممرضة مسؤولة وردية في قسم الباطنية ب – المركز الطبي للجليل، نهاريا')).toBe(
      'ممرضة مسؤولة وردية في قسم الباطنية ب',
    );
    expect(roleInLine('אחות במחלקה פנימית ב\' – רמב"ם, 2015 – 2019')).toBe("אחות במחלקה פנימית ב'");
  });

  it('cuts a "ב" word right after the role word whose next word has the article (one named place)', () => {
    expect(roleInLine('מציל בבריכה העירונית רוממה, 2015 – 2018')).toBe('מציל');
    expect(roleInLine('מורה בבית הספר אורט, 2015 – 2019')).toBe('מורה');
    // (A setting with the article stays: "אחות במחלקה הפנימית".)
    expect(roleInLine('אחות במחלקה הפנימית, רמב"ם, 2015 – 2019')).toBe('אחות במחלקה הפנימית');
  });

  it('reads a regional or local council as a workplace, no title', () => {
    expect(roleInLine('المجلس الإقليمي مسغاف')).toBe('');
    expect(roleInLine('المجلس المحلي كفر ياسيف | سكرتيرة | 2009 – 2015')).toBe('سكرتيرة');
  });
});

describe('round 20: a title written under its employer and dates, every job alike', () => {
  it("stays with its own job, not the next one's", () => {
    const titles = (lines: string[]) => parse(lines).jobTitles;
    expect(
      titles([
        'אלון פרץ',
        'ניסיון מקצועי',
        'עצמאי – "פרץ חשמל ותקשורת" | 2015 - היום',
        'חשמלאי מוסמך – התקנות ותיקוני חשמל בבתים פרטיים ובעסקים.',
        '',
        'חשמל הגליל בע"מ | 2009 – 2015',
        'חשמלאי ראשי',
        '',
        'אלקטרה | 2006 – 2009',
        'עוזר חשמלאי',
      ]),
    ).toEqual(['חשמלאי מוסמך', 'חשמלאי ראשי', 'עוזר חשמלאי']);
    expect(
      titles([
        'Alon Peretz',
        'Experience',
        'Self-employed – "Peretz Electric" | 2015 - Present',
        'Licensed Electrician – installations and repairs in homes and businesses.',
        '',
        'Galil Electric Ltd | 2009 – 2015',
        'Lead Electrician',
        '',
        'Electra | 2006 – 2009',
        'Electrician Assistant',
      ]),
    ).toEqual(['Licensed Electrician', 'Lead Electrician', 'Electrician Assistant']);
    expect(
      titles([
        'علاء بيرتس',
        'الخبرة',
        'عمل حر – "بيرتس للكهرباء" | 2015 - حتى الآن',
        'كهربائي مرخص – تركيبات وتصليحات في البيوت والمصالح.',
        '',
        'شركة كهرباء الجليل | 2009 – 2015',
        'كهربائي رئيسي',
        '',
        'إلكترا | 2006 – 2009',
        'مساعد كهربائي',
      ]),
    ).toEqual(['كهربائي مرخص', 'كهربائي رئيسي', 'مساعد كهربائي']);
  });
});

describe('round 20: service named right after its dates, with no separator (as a PDF reads a gap)', () => {
  it("is no job's title, in every language", () => {
    const titles = (lines: string[]) => parse(lines).jobTitles;
    expect(
      titles([
        'ליאת בן שושן',
        'ניסיון תעסוקתי',
        'מרץ 2022 - אוג׳ 2022 קופאית, שופרסל דיל',
        '2020 - 2021 שירות לאומי, בית ספר יסודי "רמב"ם"',
      ]),
    ).toEqual(['קופאית']);
    expect(
      titles([
        'Liat Ben Shushan',
        'Experience',
        '2022 - 2023 Cashier, Shufersal Deal',
        '2020 - 2021 National service, Rambam elementary school',
      ]),
    ).toEqual(['Cashier']);
    expect(
      titles([
        'ليات بن شوشان',
        'الخبرة',
        '2022 - 2023 كاشير، شوفرسال',
        '2020 - 2021 الخدمة الوطنية، مدرسة ابتدائية',
      ]),
    ).toEqual(['كاشير']);
  });
});

describe('round 20: "started as", and a workplace with a geresh after "ב"', () => {
  it('reads the title after "I started as", "התחלתי כ", "بدأت ك"; ends it before "בצ\'ק פוינט"', () => {
    expect(
      roleInLine('I started as a Linux System Administrator at NetLine (2016–2018), looking after servers.'),
    ).toBe('Linux System Administrator');
    expect(roleInLine('התחלתי כמנהל מערכות לינוקס בבזק בינלאומי (2016–2018), עם 300 שרתים.')).toBe(
      'מנהל מערכות לינוקס',
    );
    expect(roleInLine('بدأت كمسؤول أنظمة لينكس في بيزك الدولية (2016–2018)، مع 300 خادم.')).toBe(
      'مسؤول أنظمة لينكس',
    );
    expect(roleInLine("מהנדס DevOps בצ'ק פוינט, 2018 – 2021")).toBe('מהנדס DevOps');
  });
});

describe('round 20: an entry that opens with time off has no title', () => {
  it("reads no title from the next job's employer written under the time off, in every language", () => {
    const titles = (lines: string[]) => parse(lines).jobTitles;
    expect(
      titles([
        'Rana Haddad',
        '',
        'Experience',
        'Arraba Municipality – Billing Department',
        'Secretary and Front Desk Officer',
        'Aug 2023 – Present',
        'Billing, payment files, permits.',
        '',
        '(Career break between 2015 and 2023 to raise my children)',
        '',
        'Aroma Espresso Bar',
        'Shift Supervisor',
        '2009 – 2015',
      ]),
    ).toEqual(['Secretary and Front Desk Officer', 'Shift Supervisor']);
    expect(
      titles([
        'רנא חדאד',
        '',
        'ניסיון',
        'עיריית עראבה – מחלקת גבייה',
        'מזכירה ואחראית קבלת קהל',
        'אוג׳ 2023 – היום',
        'גבייה, תיקי תשלום, היתרים.',
        '',
        '(הפסקה בקריירה בין 2015 ל-2023 לגידול הילדים)',
        '',
        'ארומה אספרסו בר',
        'אחראית משמרת',
        '2009 – 2015',
      ]),
    ).toEqual(['מזכירה ואחראית קבלת קהל', 'אחראית משמרת']);
    expect(
      titles([
        'رنا حداد',
        '',
        'الخبرة',
        'بلدية عرابة – قسم الجباية',
        'سكرتيرة ومسؤولة استقبال الجمهور',
        'آب 2023 – حتى اليوم',
        'تحصيل الأرنونا، ترتيب ملفات الدفع.',
        '',
        '(توقفت عن العمل بين 2015 و2023 لتربية الأطفال)',
        '',
        'مقهى أروما إسبرسو بار',
        'مسؤولة وردية',
        '2009 – 2015',
      ]),
    ).toEqual(['سكرتيرة ومسؤولة استقبال الجمهور', 'مسؤولة وردية']);
  });
});

describe('round 20: an Arabic "ب" glued to a workplace noun', () => {
  it('ends the title before it ("محاسب بشركة الكرمل"), as "ב" before a workplace does in Hebrew', () => {
    expect(roleInLine('محاسب بشركة الكرمل، 2015 – 2019')).toBe('محاسب');
    expect(roleInLine('ممرضة بمستشفى رمبام، 2015 – 2019')).toBe('ممرضة');
    expect(roleInLine('معلمة بمدرسة الجليل، 2015 – 2019')).toBe('معلمة');
    expect(roleInLine('מורה בבית ספר "הדר", 2015 – 2019')).toBe('מורה');
    // (A setting noun stays: "ممرضة بقسم الأطفال".)
    expect(roleInLine('ممرضة بقسم الأطفال، 2015 – 2019')).toBe('ممرضة بقسم الأطفال');
  });
});

describe('round 21: a clinic named before its title', () => {
  it('is the workplace, though "מרפאת" also reads as a (woman) healer', () => {
    const head = (line: string) => titlesOf(['ניסיון', line, 'הכנת חדר הטיפולים'].join('\n'));
    expect(head('מרפאת הכאב של ד"ר רון לוי, רמת גן — מזכירה רפואית | מרץ 2019 – היום')).toEqual([
      'מזכירה רפואית',
    ]);
    expect(head('המרפאה הווטרינרית, חיפה — סייעת ראשית | 2016 – 2019')).toEqual(['סייעת ראשית']);
    expect(
      titlesOf(
        [
          'Experience',
          'Pain Clinic of Dr. Ron Levy, Ramat Gan — Medical Secretary | 2019 – present',
          'booking',
        ].join('\n'),
      ),
    ).toEqual(['Medical Secretary']);
    expect(
      titlesOf(
        ['الخبرة', 'عيادة الألم للدكتور رامي، حيفا — سكرتيرة طبية | 2019 – الآن', 'حجز المواعيد'].join('\n'),
      ),
    ).toEqual(['سكرتيرة طبية']);
    // (The occupational therapist stays one: "מרפאה בעיסוק".)
    expect(roleInLine('מרפאה בעיסוק, בית לוינשטיין, 2015 – 2019')).toBe('מרפאה בעיסוק');
  });
});

describe('round 21: settings of a kind kept in the title', () => {
  it('keeps a kindergarten of a kind, kindergartens and intercity lines, and cuts a named kindergarten', () => {
    expect(roleInLine('גננת בגן שפה, משרד החינוך, 2015 – 2019')).toBe('גננת בגן שפה');
    expect(roleInLine('סייעת בגן רימון, 2015 – 2019')).toBe('סייעת');
    expect(roleInLine('נהגת אוטובוס בקווים בינעירוניים, אגד, 2015 – 2019')).toBe(
      'נהגת אוטובוס בקווים בינעירוניים',
    );
    expect(roleInLine('معلمة في روضات التعليم الخاص، وزارة التربية، 2015 – 2019')).toBe(
      'معلمة في روضات التعليم الخاص',
    );
    expect(
      roleInLine('Speech Therapist in special-education kindergartens, Ministry of Education, 2015 – 2019'),
    ).toBe('Speech Therapist in special-education kindergartens');
  });
});

describe('round 22: head lines the metamorphic probe writes otherwise', () => {
  const read = (lines: string[]) => analyzeResume(lines.join('\n'), { now: NOW });

  it('threeLines: a note in brackets after the dates of a title / employer / dates block', () => {
    expect(
      read([
        'נועה לוי',
        'noa.levi@example.com',
        'ניסיון',
        'מלצרית',
        'בית קפה "גרג", חיפה',
        '2019 – 2021 (במקביל ללימודים)',
        'מארחת',
        'מסעדת "הנמל", עכו',
        '2016 – 2019 (עונתי)',
      ]).jobTitles,
    ).toEqual(['מלצרית', 'מארחת']);
    expect(
      read([
        'Tom Harel',
        'tom.harel@example.com',
        'Experience',
        'Head Lifeguard',
        'Gordon Pool, Tel Aviv',
        '06/2021 – 09/2021 (summer season)',
        'Supervised four lifeguards, first aid and water safety checks.',
        'Swimming Instructor',
        'Country Club Raanana',
        '2016 – 2019 (while studying)',
      ]).jobTitles,
    ).toEqual(['Head Lifeguard', 'Swimming Instructor']);
    expect(
      read([
        'سامر خوري',
        'samer.khoury@example.com',
        'الخبرة',
        'نادل',
        'مقهى "الياسمين"، الناصرة',
        '2019 – 2021 (أثناء الدراسة)',
        'طباخ',
        'مطعم "البحر"، عكا',
        '2016 – 2019 (موسمي)',
      ]).jobTitles,
    ).toEqual(['نادل', 'طباخ']);
  });

  it('threeLines: an employer whose name holds a role word ("מרפאת", a clinic) under its title', () => {
    expect(
      read([
        'רותם שגיא',
        'rotem@example.com',
        'ניסיון',
        'סייעת רופא שיניים ראשית',
        'סמייל סנטר, חולון',
        '01/2021 – היום',
        'הכנת חדר טיפולים וסטריליזציה.',
        'סייעת',
        'מרפאת השיניים ד"ר כהן, בת ים',
        '06/2017 – 12/2020',
      ]).jobTitles,
    ).toEqual(['סייעת רופא שיניים ראשית', 'סייעת']);
    expect(
      read([
        'Dana Katz',
        'dana@example.com',
        'Experience',
        'Senior Dental Assistant',
        'Smile Center, Holon',
        '01/2021 – present',
        'Sterilisation and chairside assistance.',
        'Dental Assistant',
        'Dental Clinic of Dr. Cohen, Bat Yam',
        '06/2017 – 12/2020',
      ]).jobTitles,
    ).toEqual(['Senior Dental Assistant', 'Dental Assistant']);
    expect(
      read([
        'رنا عيسى',
        'rana@example.com',
        'الخبرة',
        'مساعدة طبيب أسنان',
        'عيادة "الابتسامة"، حيفا',
        '01/2021 – حتى الآن',
        'تعقيم الأدوات وتحضير غرفة العلاج.',
        'موظفة استقبال',
        'مركز طبي "الشفاء"، عكا',
        '06/2017 – 12/2020',
      ]).jobTitles,
    ).toEqual(['مساعدة طبيب أسنان', 'موظفة استقبال']);
  });

  it('employerAbove: a description sentence or a quoted name above the employer is no title', () => {
    expect(
      read([
        'ליאור בן דוד',
        'lior@example.com',
        'ניסיון',
        'מאפיית "השדה", רחובות',
        'אופה ראשית | 2019 – היום',
        'אחראית על ייצור הלחמים, הזמנת חומרי גלם והדרכת עובדים חדשים.',
        'מלון כרמים, ירושלים',
        'אופה | 2015 – 2019',
        'קונדיטוריה "מתוק"',
        'עוזרת אופה | 2013 – 2015',
      ]).jobTitles,
    ).toEqual(['אופה ראשית', 'אופה', 'עוזרת אופה']);
    expect(
      read([
        'Lior Ben David',
        'lior@example.com',
        'Experience',
        'Bread Basket Bakery, Rehovot',
        'Head Baker | 2019 – present',
        'Manager of the bread line, ordering of raw materials and training new staff.',
        'Carmim Hotel, Jerusalem',
        'Baker | 2015 – 2019',
        'Cafe "Sweet"',
        'Assistant | 2013 – 2015',
      ]).jobTitles,
    ).toEqual(['Head Baker', 'Baker', 'Assistant']);
    expect(
      read([
        'ليلى منصور',
        'layla@example.com',
        'الخبرة',
        'مخبز "القمح"، الناصرة',
        'خبازة رئيسية | 2019 – حتى الآن',
        'مسؤولة عن إنتاج الخبز وطلب المواد الخام وتدريب العاملين الجدد.',
        'فندق الكرمل، حيفا',
        'خبازة | 2015 – 2019',
        'حلويات "السلطان"',
        'مساعدة خبازة | 2013 – 2015',
      ]).jobTitles,
    ).toEqual(['خبازة رئيسية', 'خبازة', 'مساعدة خبازة']);
  });

  it('dashSwap: a workplace named in quotes, written first before a dash', () => {
    expect(
      read([
        'יוסי מזרחי',
        'yossi.m@example.com',
        'ניסיון',
        '"כריכיית העמק" – כורך, עפולה, משנת 2015',
        'כריכת ספרים ואלבומים.',
        'בית דפוס "אור" – כורך עוזר, יקנעם, 2010 – 2015',
      ]).jobTitles,
    ).toEqual(['כורך', 'כורך עוזר']);
    expect(
      read([
        'Dan Cohen',
        'dan.cohen@example.com',
        'Experience',
        '"Sweet Corner" – Pastry Baker, Haifa, since 2016',
        'Bakery "Lechem" – Kneader, Acre, 2012 – 2016',
      ]).jobTitles,
    ).toEqual(['Pastry Baker', 'Kneader']);
    expect(
      read([
        'علي حسن',
        'ali.hasan@example.com',
        'الخبرة',
        '"حدادة الشمال" – حداد، شفاعمرو، منذ 2016',
        'منجرة "الأرز" – نجار مساعد، طمرة، 2012 – 2016',
      ]).jobTitles,
    ).toEqual(['حداد', 'نجار مساعد']);
  });

  it('fromTo: a head line that opens with its range in words ("from 2015 to 2018 | …")', () => {
    expect(
      read([
        'Noa Peretz',
        'noa.p@example.com',
        'Experience',
        'Sous Chef | Onza, Jaffa | since 2021',
        'Menu planning, ordering and a team of six',
        'from 2015 to 2018 | Line Cook | Benedict, Tel Aviv',
      ]).jobTitles,
    ).toEqual(['Sous Chef', 'Line Cook']);
    expect(
      read([
        'נועה פרץ',
        'noa.p@example.com',
        'ניסיון',
        'סו שף | אונזה, יפו | מאז 2021',
        'תכנון תפריט, הזמנות וצוות של שישה',
        'מ-2015 עד 2018 | טבח פס | בנדיקט, תל אביב',
      ]).jobTitles,
    ).toEqual(['סו שף', 'טבח פס']);
    expect(
      read([
        'نور بدران',
        'nour.b@example.com',
        'الخبرة',
        'طباخ رئيسي | مطعم "الميناء"، يافا | منذ 2021',
        'تخطيط قائمة الطعام والطلبيات وفريق من ستة',
        'من 2015 إلى 2018 | طباخ | مطعم "البيت"، تل أبيب',
      ]).jobTitles,
    ).toEqual(['طباخ رئيسي', 'طباخ']);
  });
});

describe('round 22: jobs written as bullets that end with their dates', () => {
  it('reads each bullet as a job head, its title without the bullet, its years counted', () => {
    const he = analyzeResume(
      [
        'ניסיון:',
        '* אחראית משמרת, מסעדת "הגפן", 03/2016 – עד היום',
        '  הזמנת סחורה, סידור עבודה לשישה עובדים.',
        '* שוטפת כלים, מלון ים המלח, 2011 – 2016',
      ].join('\n'),
      { now: NOW },
    );
    expect(he.jobTitles).toEqual(['אחראית משמרת', 'שוטפת כלים']);
    expect(he.experienceYears).toBeGreaterThan(14);
    expect(
      titlesOf(
        [
          'Experience',
          '• Warehouse Picker, Shufersal logistics centre, 2019 – present',
          '• Cashier, Rami Levy, 2015 – 2019',
        ].join('\n'),
      ),
    ).toEqual(['Warehouse Picker', 'Cashier']);
    expect(
      titlesOf(
        [
          'الخبرة',
          '- عاملة إنتاج، مصنع الحلويات، الناصرة، 2004 – 2012',
          '- بائعة، متجر النور، 2012 – حتى الآن',
        ].join('\n'),
      ),
    ).toEqual(['عاملة إنتاج', 'بائعة']);
  });
  it('leaves a dated bullet under a job head a duty', () => {
    expect(
      titlesOf(
        [
          'Experience',
          'QA Engineer, Wix, 2018 – 2022',
          '• Built the regression suite, 2019 – 2020',
          '• Led releases',
        ].join('\n'),
      ),
    ).toEqual(['QA Engineer']);
  });
});

describe('round 22: delivery and post roles', () => {
  it('reads mail carriers, riders and postmen as roles after the workplace', () => {
    expect(
      titlesOf(
        ['Experience', 'Jan 2017 – Present   Israel Post, Haifa — Letter Carrier', '- route'].join('\n'),
      ),
    ).toEqual(['Letter Carrier']);
    expect(titlesOf(['Experience', '2014 – 2017   Domino’s Ashdod — Delivery Rider'].join('\n'))).toEqual([
      'Delivery Rider',
    ]);
    expect(roleInLine('דוור, דואר ישראל, 2015 – 2019')).toBe('דוור');
    expect(roleInLine('ساعي بريد، البريد الإسرائيلي، 2015 – 2019')).toBe('ساعي بريد');
  });
});

describe('round 22: a self-employed contractor', () => {
  it('is the title after its dates, not the description under it', () => {
    expect(
      titlesOf(
        [
          'الخبرة',
          'منذ 2016 – مقاول بلاط مستقل (عمل حر)',
          'بلاط أرضيات وجدران، تركيب سيراميك وبورسلان، عزل حمامات.',
          '2010 – 2016 – بلّاط، شركة البناء الحديث، الناصرة',
        ].join('\n'),
      ),
    ).toEqual(['مقاول بلاط مستقل', 'بلّاط']);
    expect(
      titlesOf(
        [
          'Experience',
          'Since 2016 – Independent Tiling Contractor (self-employed)',
          'Floor and wall tiling, ceramic and porcelain, bathroom waterproofing.',
        ].join('\n'),
      ),
    ).toEqual(['Independent Tiling Contractor']);
    // (Hebrew "קבלן" names a contractor's firm as often as the person: 'קבלן שיפוצים "בנה ביתך"' stays the employer.)
    expect(
      titlesOf(['ניסיון', '2008 עד 2014 – קבלן שיפוצים "הבית שלי" אשדוד – עוזר רצף', 'ריצוף.'].join('\n')),
    ).toEqual(['עוזר רצף']);
  });
});

describe('round 22: the last job’s description over the next job’s workplace', () => {
  it('is no title of the next job', () => {
    const ar = titlesOf(
      [
        'الخبرة',
        'مستشفى الناصرة الإنجليزي، الناصرة',
        'ممرضة في قسم الولادة | آذار 2018 – حتى الآن',
        'مراقبة الأمهات بعد الولادة، إعطاء الأدوية، توثيق العلاج في النظام المحوسب.',
        'مستشفى العائلة المقدسة، الناصرة',
        'ممرضة في قسم الأطفال | 2014 – 2018',
      ].join('\n'),
    );
    expect(ar).toEqual(['ممرضة في قسم الولادة', 'ممرضة في قسم الأطفال']);
    const he = titlesOf(
      [
        'ניסיון',
        'בית החולים מאיר, כפר סבא',
        'אחות במחלקת יולדות | 2018 – היום',
        'מעקב אחר יולדות, מתן תרופות, תיעוד טיפול במערכת הממוחשבת.',
        'בית החולים לוינשטיין, רעננה',
        'אחות במחלקה שיקומית | 2014 – 2018',
      ].join('\n'),
    );
    expect(he).toEqual(['אחות במחלקת יולדות', 'אחות במחלקה שיקומית']);
    const en = titlesOf(
      [
        'Experience',
        'Meir Hospital, Kfar Saba',
        'Nurse in the Maternity Ward | 2018 – present',
        'Monitoring mothers after birth, giving medication, charting treatment in the system.',
        'Loewenstein Hospital, Raanana',
        'Nurse in the Rehabilitation Ward | 2014 – 2018',
      ].join('\n'),
    );
    expect(en).toEqual(['Nurse in the Maternity Ward', 'Nurse in the Rehabilitation Ward']);
  });
});

describe('round 22: a setting named in three words', () => {
  it('stays in the title', () => {
    expect(roleInLine('אחות במחלקה לטיפול נמרץ כללי | 2017 – היום')).toBe('אחות במחלקה לטיפול נמרץ כללי');
    expect(roleInLine('ممرضة في وحدة العناية المكثفة العامة | 2017 – حتى الآن')).toBe(
      'ممرضة في وحدة العناية المكثفة العامة',
    );
    expect(roleInLine('Nurse in the General Intensive Care Unit | 2017 – present')).toBe(
      'Nurse in the General Intensive Care Unit',
    );
  });
});

describe('round 22: volunteering listed among the jobs', () => {
  it('is no job: no title, no years', () => {
    const he = analyzeResume(
      [
        'ניסיון',
        'מרפאה בעיסוק – מכון שח"ק, חיפה – 2019 – היום',
        'התנדבות בעמותת "אור ירוק" – 2014 – 2016',
      ].join('\n'),
      { now: NOW },
    );
    expect(he.jobTitles).toEqual(['מרפאה בעיסוק']);
    expect(he.experienceYears).toBe(6.5);
    const ar = analyzeResume(
      [
        'الخبرة',
        'معالج نطق – مركز الطفل، حيفا – 2019 – حتى الآن',
        'تطوّع في جمعية "الأمل" – 2014 – 2016',
      ].join('\n'),
      { now: NOW },
    );
    expect(ar.jobTitles).toEqual(['معالج نطق']);
    expect(ar.experienceYears).toBe(6.5);
    const en = analyzeResume(
      [
        'Experience',
        'Speech Therapist – Child Centre, Haifa – 2019 – present',
        'Volunteering at Latet – 2014 – 2016',
      ].join('\n'),
      { now: NOW },
    );
    expect(en.jobTitles).toEqual(['Speech Therapist']);
    expect(en.experienceYears).toBe(6.5);
  });

  it('leaves a volunteer’s role listed as a job one', () => {
    expect(titlesOf(['ניסיון', 'מתנדבת קו חם – ער"ן | 2014 – 2017'].join('\n'))).toEqual(['מתנדבת קו חם']);
    // ("تطوير", development, is no volunteering.)
    expect(
      titlesOf(['الخبرة', 'مطور برمجيات – شركة النور، 2019 – 2022', 'تطوير واجهات React'].join('\n')),
    ).toEqual(['مطور برمجيات']);
  });
});

describe('round 22: national service named before its workplace', () => {
  it('is no work, its dates on the line under it', () => {
    const years = (lines: string[]) => analyzeResume(lines.join('\n'), { now: NOW }).experienceYears;
    expect(
      years([
        'Experience',
        'Cashier — Shufersal, Haifa',
        '2020 – 2023',
        'National Service (volunteer) — Rambam Medical Center, Haifa',
        '2018 – 2020',
      ]),
    ).toBe(3);
    expect(
      years([
        'ניסיון',
        'קופאית — שופרסל, חיפה',
        '2020 – 2023',
        'שירות לאומי (התנדבות) — המרכז הרפואי רמב"ם, חיפה',
        '2018 – 2020',
      ]),
    ).toBe(3);
    expect(
      years([
        'الخبرة',
        'كاشير — شركة النور، حيفا',
        '2020 – 2023',
        'خدمة وطنية (تطوع) — مستشفى رمبام، حيفا',
        '2018 – 2020',
      ]),
    ).toBe(3);
  });
});

describe('round 22: a job labelled as before immigration', () => {
  it('is work, its years counted', () => {
    const years = (lines: string[]) => analyzeResume(lines.join('\n'), { now: NOW }).experienceYears;
    expect(
      years([
        'Experience',
        'Physics Teacher, Ort Ashdod, 2020 - 2025',
        'Before aliyah: Physics Teacher, School 12, Kyiv, 2012 - 2018',
      ]),
    ).toBe(11);
    expect(
      years([
        'ניסיון',
        'מורה לפיזיקה, אורט אשדוד, 2020 – 2025',
        'לפני העלייה: מורה לפיזיקה, בית ספר 12, קייב, 2012 – 2018',
      ]),
    ).toBe(11);
    expect(
      years(['الخبرة', 'محاسب، شركة النور، حيفا، 2020 – 2025', 'قبل الهجرة: محاسب، عمّان، 2012 – 2018']),
    ).toBe(11);
    // (Immigration itself stays time apart.)
    expect(
      years([
        'Experience',
        'Cashier, Shufersal, 2020 – 2025',
        'Immigration to Israel and Hebrew ulpan, 2018 – 2020',
      ]),
    ).toBe(5);
  });
});

describe('round 22: long runs around a title', () => {
  it('reads the title between two runs of 5,000 dashes in its head line', () => {
    const d = '–'.repeat(5000);
    expect(parse(['ניסיון תעסוקתי', `2019 – 2021 | ${d} מלצרית ${d} | קפה גרג`]).jobTitles).toEqual([
      'מלצרית',
    ]);
    expect(parse(['Experience', `2019 – 2021 | ${d} Waitress ${d} | Aroma`]).jobTitles).toEqual(['Waitress']);
    expect(parse(['الخبرة العملية', `2019 – 2021 | ${d} نادلة ${d} | مقهى أروما`]).jobTitles).toEqual([
      'نادلة',
    ]);
  });
});

describe('round 23: fields23 — titles and years', () => {
  it('a bullet list of jobs whose ranges are written in words from a full date', () => {
    const ar = parse([
      'الخبرة العملية',
      '- ممرضة، مستشفى الناصرة الإنجليزي، من 1.3.2016 حتى اليوم',
      '  رعاية المرضى في القسم الباطني.',
      '- مساعدة ممرضة، دار المسنين في شفاعمرو، من 1.9.2012 حتى 28.2.2016',
    ]);
    expect(ar.jobTitles).toEqual(['ممرضة', 'مساعدة ممرضة']);
    expect(ar.experienceYears).toBeCloseTo(12.8, 0);
    const he = parse([
      'ניסיון תעסוקתי',
      '- מחסנאי, מרלו"ג צפון, מ-1.5.2019 עד היום',
      '- מלקט, סופר-פארם, מ-1.1.2016 עד 30.4.2019',
    ]);
    expect(he.jobTitles).toEqual(['מחסנאי', 'מלקט']);
    const en = parse([
      'Experience',
      '- Line Cook, Harbour Grill, from 1.2.2020 to 31.1.2024',
      '- Dishwasher, Café Noir, from 1.6.2018 to 31.1.2020',
    ]);
    expect(en.jobTitles).toEqual(['Line Cook', 'Dishwasher']);
  });

  it('a promotion written with words, the second title with its own start', () => {
    expect(roleInLine('2014 - 2022: Steward, then Purser from 2018, Arkia Airlines')).toBe(
      'Steward → Purser',
    );
    expect(
      roleInLine(
        'Tel Aviv Port Ltd., Jaffa — Shipping Clerk, later Head of Shipping Department (since 2019)',
      ),
    ).toBe('Shipping Clerk → Head of Shipping Department');
    expect(roleInLine('2017 – 2023: מוכרת ולאחר מכן אחראית משמרת מ-2020, רשת אופטיקה')).toBe(
      'מוכרת → אחראית משמרת',
    );
    expect(roleInLine('2015 – 2022: بائع ثم مدير فرع من 2019، شركة الأمل')).toBe('بائع → مدير فرع');
  });

  it('time at home with the children, listed among the jobs, is no job', () => {
    const he = parse([
      'ניסיון תעסוקתי',
      'גן "שקד", חדרה — סייעת, 2020–היום',
      '2016–2020: בבית עם הילדים',
      'רמי לוי, חדרה — קופאית, 2010–2016',
    ]);
    expect(he.jobTitles).toEqual(['סייעת', 'קופאית']);
    expect(he.experienceYears).toBeCloseTo(11.5, 0);
    const en = parse([
      'Experience',
      'Receptionist, Sunrise Clinic, 2021 – present',
      '2017 – 2021: At home with my kids',
      'Bank Teller, First Bank, 2012 – 2017',
    ]);
    expect(en.jobTitles).toEqual(['Receptionist', 'Bank Teller']);
    const ar = parse([
      'الخبرة العملية',
      'سكرتيرة، عيادة الشفاء، 2021 – اليوم',
      '2017 – 2021: في البيت مع الأولاد',
      'بائعة، محل أزياء، 2012 – 2017',
    ]);
    expect(ar.jobTitles).toEqual(['سكرتيرة', 'بائعة']);
  });

  it('a language school after a move to another country is no job', () => {
    const en = parse([
      'Experience',
      'Staff Nurse, Hadassah Medical Center, Jerusalem',
      'Mar 2023 – present',
      'Ulpan (Hebrew), Jerusalem, Sep 2022 – Feb 2023',
      'Staff Nurse, Toronto General Hospital',
      'Jan 2015 – Jul 2022',
    ]);
    expect(en.jobTitles).toEqual(['Staff Nurse']);
    const he = parse(['ניסיון', 'אולפן עברית, נתניה, 2019 – 2020', 'מהנדסת תוכנה, אמדוקס, 2020 – היום']);
    expect(he.jobTitles).toEqual(['מהנדסת תוכנה']);
  });
});

describe('round 23: fields23 — a place in common words before the workplace named apart', () => {
  it('keeps the place as the title’s setting', () => {
    expect(roleInLine('מלגזנית ברציף הטעינה, "אלון שיווק" – אזור תעשייה, קיסריה')).toBe(
      'מלגזנית ברציף הטעינה',
    );
    expect(roleInLine('سائق في ساحة المصنع، "مصنع الجليل للألبان"، الناصرة')).toBe('سائق في ساحة المصنع');
    expect(roleInLine('عاملة في مشتل، משתלת העמק، عفولة')).toBe('عاملة في مشتل');
  });

  it('not a named place, a branch of it, or a place the line names alone', () => {
    expect(roleInLine('אנליסטית BI בבנק לאומי | 2016 – 2019')).toBe('אנליסטית BI');
    expect(roleInLine('מציל בבריכה העירונית גורדון, תל אביב')).toBe('מציל');
    expect(roleInLine('מנהלת משמרת בסניף – רשת קפה "ארומה"')).toBe('מנהלת משמרת');
    expect(roleInLine('פקידת חיתום בהראל ביטוח, 03.2015 – 12.2018')).toBe('פקידת חיתום');
    // (A noun the lists call a workplace: "במחסן", "במוקד", "في مركز".)
    expect(roleInLine('2012 – 2016 | אחראי משמרת במחסן | רשת "יוחננוף" מרכז הפצה')).toBe('אחראי משמרת');
    // (round 24: a noun with the word of its kind is a setting, "في مركز صحي" as "במחסן קירור".)
    expect(roleInLine('2010 - 2014: ممرض في مركز صحي، مكابي')).toBe('ممرض في مركز صحي');
    expect(roleInLine('2010 - 2014: ممرض في مركز، مكابي')).toBe('ممرض');
  });
});

describe('round 23: fields23 — a field of study of several words after a trainee’s title', () => {
  it('keeps the field, not a workplace named by its kind', () => {
    expect(roleInLine('متدرب في علم الاجتماع، مركز الأبحاث، حيفا')).toBe('متدرب في علم الاجتماع');
    expect(roleInLine('Intern in Clinical Psychology, Sheba Medical Center')).toBe(
      'Intern in Clinical Psychology',
    );
    expect(roleInLine('طاهية رئيسية في فندق الكرمل، حيفا')).toBe('طاهية رئيسية');
  });
});

describe('round 23: fields23 — whom the work was for, after "for a" / "for an"', () => {
  it('is no part of the title, as an employer is not', () => {
    expect(
      roleInLine('2016 - 2019   Caregiver and housekeeper for an elderly couple, private employer, Netanya'),
    ).toBe('Caregiver and housekeeper');
    expect(roleInLine('Private Driver for a diplomatic family, Herzliya, 2014 – 2018')).toBe(
      'Private Driver',
    );
    expect(roleInLine('Teacher for the Deaf, Shalva School, 2015 – 2020')).toBe('Teacher for the Deaf');
  });
});

describe('round 24: titles24 — a place of a kind before the workplace named apart', () => {
  it('keeps a workplace noun with the word of its kind as the title’s setting', () => {
    expect(roleInLine('2019 – היום: מלקטת במחסן קירור, "טעמים הפצה" – מרכז הפצה, אשדוד')).toBe(
      'מלקטת במחסן קירור',
    );
    expect(roleInLine('مستشار تربوي في المدرسة الابتدائية، مدرسة الرازي، كفر قرع، 2012 – 2020')).toBe(
      'مستشار تربوي في المدرسة الابتدائية',
    );
    expect(roleInLine('معلمة في مدرسة ابتدائية، مدرسة الأمل، الناصرة')).toBe('معلمة في مدرسة ابتدائية');
    expect(
      roleInLine('2019 – present: Picker in a cold-storage warehouse, Taamim Distribution, Ashdod'),
    ).toBe('Picker in a cold-storage warehouse');
    expect(roleInLine('School Counselor at the middle school, Al-Razi School, 2015 – 2019')).toBe(
      'School Counselor at the middle school',
    );
  });

  it('cuts a bare workplace noun, an organisation’s, and an Arabic place named in a construct', () => {
    expect(roleInLine('2012 – 2016 | אחראי משמרת במחסן | רשת "יוחננוף" מרכז הפצה')).toBe('אחראי משמרת');
    expect(roleInLine('מוכרת בסניף דיזנגוף, קסטרו')).toBe('מוכרת');
    expect(roleInLine('معلمة في مدرسة الرازي، قسم العلوم، الناصرة')).toBe('معلمة');
    expect(roleInLine('مستشارة تربوية في المدرسة، مدرسة الرازي')).toBe('مستشارة تربوية');
    expect(roleInLine('Engineer at the R&D center, Intel, Haifa')).toBe('Engineer');
  });
});

describe('round 24: titles24 — the Arabic coordinator and the school with its article', () => {
  it('reads "مركّز" / "مركزة" / "مركز موضوع" as the coordinator, not the school after it', () => {
    expect(roleInLine('2016 – اليوم: مركّز موضوع الرياضيات، المدرسة الثانوية الشاملة، الطيبة')).toBe(
      'مركّز موضوع الرياضيات',
    );
    expect(roleInLine('2016 – اليوم: مركزة موضوع العلوم، مدرسة الجليل، الناصرة')).toBe('مركزة موضوع العلوم');
    expect(roleInLine('مركز موضوع اللغة العربية، مدرسة الجليل، الناصرة')).toBe('مركز موضوع اللغة العربية');
    expect(roleInLine('2018 – اليوم: مركّزة طبقة، المدرسة الإعدادية، عرابة')).toBe('مركّزة طبقة');
  });

  it('leaves the centre and intensive care as places', () => {
    expect(roleInLine('مركز الكرمل الطبي، ممرضة')).toBe('ممرضة');
    expect(roleInLine('ممرضة، العناية المركزة، رمبام')).toBe('ممرضة');
    expect(roleInLine('المدرسة الثانوية الشاملة، الطيبة')).toBe('');
    expect(roleInLine('مدرسة رياضيات، المدرسة الثانوية الشاملة')).toBe('مدرسة رياضيات');
  });

  it('gives each job of the section its own title (he, en alike)', () => {
    const titles = titlesOf(
      [
        'الخبرة العملية',
        '2016 – اليوم: مركّز موضوع اللغة العربية، المدرسة الثانوية الشاملة، الطيبة',
        '2012 – 2016: معلمة لغة عربية، مدرسة ابن سينا، قلنسوة',
      ].join('\n'),
    );
    expect(titles).toEqual(['مركّز موضوع اللغة العربية', 'معلمة لغة عربية']);
    expect(
      titlesOf(['ניסיון תעסוקתי', '2016 – היום: רכזת מקצוע מתמטיקה, התיכון המקיף, טייבה'].join('\n')),
    ).toEqual(['רכזת מקצוע מתמטיקה']);
    expect(
      titlesOf(
        ['Experience', '2016 – present: Mathematics Coordinator, Comprehensive High School, Tayibe'].join(
          '\n',
        ),
      ),
    ).toEqual(['Mathematics Coordinator']);
  });
});

describe('round 24: titles24 — the owner after the firm', () => {
  it('reads the owner’s part as the title where the line opens with the firm', () => {
    expect(roleInLine('2019 – الآن | مكتب سامي خوري، محاسب – صاحب المكتب')).toBe('صاحب المكتب');
    expect(roleInLine('2019 – present | Cohen & Co., CPA – Owner')).toBe('Owner');
    expect(roleInLine('2019 – היום | משרד כהן, רואה חשבון – בעלים')).toBe('בעלים');
    expect(roleInLine('מספרת "שיער", חולון – בעלת העסק')).toBe('בעלת העסק');
  });

  it('keeps the trade where no firm opens the line', () => {
    expect(roleInLine('Dentist – Owner')).toBe('Dentist');
    expect(roleInLine('Owner, Sweet Bakery, Haifa')).toBe('Owner');
    expect(roleInLine('2015 – الآن: صاحب محل، محل الأمل للأدوات الكهربائية، طمرة')).toBe('صاحب محل');
  });
});

describe('round 24: titles24 — the family’s place and a setting before a bracket', () => {
  it('cuts a place of the family’s, one business, as the workplace', () => {
    expect(roleInLine('2012 – 2016: بائع في محل حلويات العائلة، الناصرة')).toBe('بائع');
    expect(roleInLine('2012 – 2016: מוכרת בחנות המשפחתית, נצרת')).toBe('מוכרת');
    expect(roleInLine('Salesperson in the family store, Nazareth, 2012 – 2016')).toBe('Salesperson');
    expect(roleInLine('مندوبة مبيعات في متجر، الناصرة')).toBe('مندوبة مبيعات في متجر');
  });

  it('keeps a setting, camps among them, whose part ends with a bracket', () => {
    expect(roleInLine('صيف 2010 – 2014: مرشد في مخيمات صيفية (تطوع)')).toBe('مرشد في مخيمات صيفية');
    expect(roleInLine('2010 – 2012: מדריך במחנה קיץ, צופים')).toBe('מדריך במחנה קיץ');
    expect(roleInLine('Counselor at a summer camp, Camp Ramah, 2010 – 2012')).toBe(
      'Counselor at a summer camp',
    );
    expect(roleInLine('אחות במחלקה פנימית (משרה חלקית), שיבא')).toBe('אחות במחלקה פנימית');
    expect(roleInLine('Nurse in the Oncology Ward (part-time), Rambam')).toBe('Nurse in the Oncology Ward');
    expect(roleInLine('ممرضة في قسم الأطفال (دوام جزئي)، رمبام')).toBe('ممرضة في قسم الأطفال');
  });
});

describe('round 24: titles24 — each job’s dates and title under its employer', () => {
  it('keeps a promotion’s title with its own dates under the one employer', () => {
    expect(
      titlesOf(
        [
          'الخبرات العملية',
          'مستشفى الناصرة الإنجليزي',
          '2019 – الآن',
          'رئيسة قسم الولادة',
          '2014 – 2019',
          'قابلة',
        ].join('\n'),
      ),
    ).toEqual(['رئيسة قسم الولادة', 'قابلة']);
    expect(
      titlesOf(
        [
          'ניסיון תעסוקתי',
          'בית החולים האנגלי, נצרת',
          '2019 – היום',
          'אחראית חדר לידה',
          '2014 – 2019',
          'מיילדת',
        ].join('\n'),
      ),
    ).toEqual(['אחראית חדר לידה', 'מיילדת']);
    expect(
      titlesOf(
        [
          'Experience',
          'Nazareth English Hospital',
          '2019 – present',
          'Head of Delivery Ward',
          '2014 – 2019',
          'Midwife',
          '2010 – 2014',
          'Nurse',
        ].join('\n'),
      ),
    ).toEqual(['Head of Delivery Ward', 'Midwife', 'Nurse']);
  });

  it('gives the next employer named above its dates to its own job', () => {
    expect(
      titlesOf(
        [
          'Experience',
          'Nazareth English Hospital',
          '2019 – present',
          'Head of Delivery Ward',
          'Rambam Health Care Campus',
          '2014 – 2019',
          'Midwife',
        ].join('\n'),
      ),
    ).toEqual(['Head of Delivery Ward', 'Midwife']);
    expect(
      titlesOf(
        [
          'ניסיון תעסוקתי',
          'בית החולים האנגלי, נצרת',
          '2019 – היום',
          'אחראית חדר לידה',
          'רמב"ם, חיפה',
          '2014 – 2019',
          'מיילדת',
        ].join('\n'),
      ),
    ).toEqual(['אחראית חדר לידה', 'מיילדת']);
  });
});

describe('round 25: meta25 — a volunteering line with its dates written first', () => {
  // The metamorphic probe's datesToStart (y19): "2015 – 2016 | تطوّع في جمعية …" took "تطوّع" for a title
  // and counted the year; the same line with its dates at its end was no job.
  const volunteering = {
    he: [
      'ניסיון',
      'מרפאה בעיסוק – מרכז התפתחות הילד, חדרה – 2020 – היום',
      'התנדבות בעמותת "אחוה" לאנשים עם מוגבלות',
    ],
    en: [
      'Experience',
      'Occupational Therapist – Child Development Center, Hadera – 2020 – present',
      'Volunteering at Latet',
    ],
    ar: [
      'الخبرة العملية',
      'معالجة وظيفية – مركز تطور الطفل، الخضيرة – 2020 – حتى الآن',
      'تطوّع في جمعية "أخوة" لذوي الإعاقة',
    ],
  };
  it.each(Object.entries(volunteering))(
    '%s: "2015 – 2016 | volunteering at …" is no job',
    (_, [heading, job, activity]) => {
      for (const line of [
        `2015 – 2016 | ${activity}`,
        `2015 – 2016: ${activity}`,
        `2015 – 2016 ${activity}`,
      ]) {
        const r = analyzeResume([heading, job, line].join('\n'), { now: NOW });
        expect(r.jobTitles).toHaveLength(1);
        expect(r.experienceYears).toBe(5.5);
      }
    },
  );
  it('a volunteer named as a role, dates first, is still a job', () => {
    const r = analyzeResume(
      [
        'ניסיון',
        'מרפאה בעיסוק – מרכז התפתחות הילד, חדרה – 2020 – היום',
        '2015 – 2016 | מתנדבת בקו החם, ער"ן',
      ].join('\n'),
      { now: NOW },
    );
    expect(r.jobTitles).toContain('מתנדבת בקו החם');
    expect(r.experienceYears).toBe(6.5);
  });
});

describe('round 25: meta25 — a title written with "ב" before its workplace', () => {
  // The metamorphic probe's headCommaAt ("title, employer" written "title ב<employer>"): "מורה לאנגלית
  // בחטיבת ביניים "אופק"" was cut inside the workplace ("מורה לאנגלית בחטיבת"), and a workplace in
  // initials, a carpentry shop, a station, a kibbutz stayed in the title. English and Arabic read them.
  it.each([
    ['2008 – 2020 | מורה לאנגלית בחטיבת ביניים "אופק", מודיעין', 'מורה לאנגלית'],
    ['2016 – היום | חשמלאי מוסמך בא.ב. מערכות חשמל בע"מ, פתח תקווה', 'חשמלאי מוסמך'],
    ['נגר בנגריית כרמל | 2010 – 2015', 'נגר'],
    ['2012 – היום: לוחם אש ונהג רכב כיבוי בתחנת כיבוי קריית שמונה', 'לוחם אש ונהג רכב כיבוי'],
    ['עובד משק בקיבוץ מרחביה | 2010 – 2015', 'עובד משק'],
    ['2011 – 2016: עובד משק בקיבוץ מרחביה – מטעים ולול', 'עובד משק'],
    ['מכונאי רכב במוסך "אוטו סטייל", חיפה | 2010 – 2015', 'מכונאי רכב'],
  ])('he: %j', (line, title) => {
    expect(titlesOf(['ניסיון', line].join('\n'))).toEqual([title]);
  });
  it.each([
    ['English Teacher at Ofek Middle School, Modiin | 2010 – 2020', 'English Teacher'],
    ['Electrician at A.B. Electric Systems Ltd, Petah Tikva | 2010 – 2020', 'Electrician'],
    ['Carpenter at Carmel Carpentry, Haifa | 2010 – 2020', 'Carpenter'],
  ])('en: %j', (line, title) => {
    expect(titlesOf(['Experience', line].join('\n'))).toEqual([title]);
  });
  it.each([
    ['معلمة لغة إنجليزية في مدرسة الأمل الإعدادية، الناصرة | 2010 – 2020', 'معلمة لغة إنجليزية'],
    ['نجار في منجرة الكرمل، حيفا | 2010 – 2020', 'نجار'],
    ['ميكانيكي سيارات في كراج "أوتو ستايل"، حيفا | 2010 – 2020', 'ميكانيكي سيارات'],
  ])('ar: %j', (line, title) => {
    expect(titlesOf(['الخبرة العملية', line].join('\n'))).toEqual([title]);
  });
  it('keeps a setting of a kind in the title ("אחות במחלקה פנימית", "סייעת בגן חובה")', () => {
    expect(titlesOf(['ניסיון', 'אחות במחלקה פנימית, מרכז רפואי מאיר | 2015 – 2020'].join('\n'))).toEqual([
      'אחות במחלקה פנימית',
    ]);
    expect(titlesOf(['ניסיון', 'סייעת בגן חובה | 2015 – 2020'].join('\n'))).toEqual(['סייעת בגן חובה']);
  });
});
