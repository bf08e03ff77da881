import { describe, expect, it } from 'vitest';
import { findEducation, levelOf } from './education.ts';
import { findLanguages } from './resume-languages.ts';
import { findLocation } from './resume-location.ts';
import { findSkills } from './resume-skills.ts';
import { findJobTitles, roleInLine } from './resume-titles.ts';
import { splitEntries } from './experience-entries.ts';

const ids = (text: string) => findSkills(text).map((h) => h.concept.id);

describe('location', () => {
  const none = { header: [], contact: [], fullName: '' };
  it('reads an address line or a contact line in any language', () => {
    expect(findLocation(['כתובת: רחוב הרצל 5, חולון'], none)?.id).toBe('holon');
    expect(findLocation(['العنوان: سخنين، شارع المركز 12'], none)?.id).toBe('sakhnin');
    expect(findLocation([], { ...none, header: ['Dana Levi', 'Petach Tikva | 052-1234567'] })?.id).toBe(
      'petah-tikva',
    );
    expect(findLocation(['גרה בראשון לציון'], none)?.id).toBe('rishon-lezion');
  });

  it('does not take a school, an employer line or the person’s name for the address', () => {
    expect(findLocation(['B.Sc., Tel Aviv University'], none)).toBeNull();
    expect(findLocation(['2019–2023 Developer, Intel Haifa'], none)).toBeNull();
    // "מגורים" (homes) names a project here, not an address label.
    expect(findLocation(['פרויקט מגדלי מגורים בלוד: פיקוח על קבלני משנה'], none)).toBeNull();
    expect(findLocation(['📍 מקום מגורים: לוד'], none)?.id).toBe('lod');
    expect(
      findLocation([], { header: ['אריאל כהן', '052-1234567'], contact: [], fullName: 'אריאל כהן' }),
    ).toBeNull();
  });
});

describe('education', () => {
  it('reads the level in each language, the highest first', () => {
    expect(levelOf('B.Sc. מדעי המחשב')).toBe('bachelor');
    expect(levelOf('ماجستير في التربية')).toBe('master');
    expect(levelOf('הנדסאי תוכנה')).toBe('certificate');
    expect(levelOf('12 שנות לימוד')).toBe('high_school');
    expect(levelOf('אחות מוסמכת')).toBe('');
    // "اللقب الأول/الثاني": the Israeli Arabic names of the first and second degree.
    expect(levelOf('لقب أول في علم الحاسوب')).toBe('bachelor');
    expect(levelOf('اللقب الثاني في العمل الاجتماعي')).toBe('master');
    expect(levelOf('לימודי תעודה בניהול משאבי אנוש')).toBe('certificate');
    expect(findEducation(['M.A. Economics, 2018', 'B.A. Economics and Statistics, 2015'], [])).toEqual({
      level: 'master',
      field: 'economics',
    });
  });

  it('reads a completed course, bootcamp or professional school as a certificate, a licence or a first-aid course not', () => {
    expect(
      findEducation(["2015 – 2016 קורס הנהלת חשבונות סוג 3, מכללת ג'ון ברייס", 'בגרות מלאה'], []),
    ).toEqual({
      level: 'certificate',
      field: 'accounting',
    });
    expect(findEducation(['QA Automation Bootcamp, Experis Academy, 2019'], []).level).toBe('certificate');
    expect(findEducation(['ISTQB Foundation Level certification, 2020'], []).level).toBe('certificate');
    expect(findEducation(['2017 دورة خبز وحلويات، كلية مهنية في حيفا'], []).level).toBe('certificate');
    expect(findEducation(['2013 – 2014 קורס חשמלאי מוסמך, מכללת הגליל'], []).level).toBe('certificate');
    expect(findEducation(['תיכון מקיף, 12 שנות לימוד', 'רישיון מלגזה', 'רישיון נהיגה B'], []).level).toBe(
      'high_school',
    );
    expect(findEducation(['רישיון חשמלאי מוסמך, משרד העבודה'], []).level).toBe('');
    expect(findEducation(['B.A. Economics, 2019', 'TEFL Certificate, 2020'], []).level).toBe('bachelor');
  });

  it('finds the field anywhere in its entry: below the degree, above it, or labelled', () => {
    expect(findEducation(['תואר ראשון', 'אוניברסיטת חיפה', 'עבודה סוציאלית'], [])).toEqual({
      level: 'bachelor',
      field: 'social-work',
    });
    expect(
      findEducation(['Bachelor of Science (2010–2014)', 'Tel Aviv University', 'Major: Nursing'], []),
    ).toEqual({ level: 'bachelor', field: 'nursing' });
    expect(findEducation(['جامعة النجاح', '2010 - 2014', 'بكالوريوس', 'تخصص: الصيدلة'], [])).toEqual({
      level: 'bachelor',
      field: 'pharmacy',
    });
    expect(findEducation(['Social Work', 'B.A., University of Haifa'], [])).toEqual({
      level: 'bachelor',
      field: 'social-work',
    });
    // The next degree's field is its own, not the first one's.
    expect(findEducation(['M.A.', 'University of Haifa', 'B.A. Economics'], [])).toEqual({
      level: 'master',
      field: '',
    });
  });

  it('reads degrees written as dotted letters, and the field they name', () => {
    expect(findEducation(['M.B.A, האוניברסיטה הפתוחה'], [])).toEqual({
      level: 'master',
      field: 'business-administration',
    });
    expect(findEducation(['University of Haifa', 'BSW, 2015'], [])).toEqual({
      level: 'bachelor',
      field: 'social-work',
    });
    expect(findEducation(['M.S.W, Tel Aviv University'], [])).toEqual({
      level: 'master',
      field: 'social-work',
    });
    expect(findEducation(['Pharm.D, Hebrew University, 2016'], [])).toEqual({
      level: 'doctorate',
      field: 'pharmacy',
    });
    expect(findEducation(['אוניברסיטת חיפה, 2012–2015', 'בוגרת החוג לעבודה סוציאלית'], [])).toEqual({
      level: 'bachelor',
      field: 'social-work',
    });
  });

  it("gives a practical engineer's programme the field of its engineering", () => {
    expect(findEducation(['הנדסאי חשמל, מכללת אורט בראודה, 2010'], [])).toEqual({
      level: 'certificate',
      field: 'electrical-engineering',
    });
  });

  it('reads the field of a programme, not the field in its school’s name', () => {
    expect(findEducation(['دبلوم فنون الطهي والحلويات، كلية الجليل للسياحة، 2011 - 2013'], [])).toEqual({
      level: 'certificate',
      field: 'culinary-arts',
    });
    expect(findEducation(['B.A. פיזיותרפיה, המכללה למנהל'], [])).toEqual({
      level: 'bachelor',
      field: 'physiotherapy',
    });
    // A school's name is the field when the line names no other.
    expect(findEducation(['B.Sc., School of Nursing, Hadassah'], []).field).toBe('nursing');
    expect(findEducation(['קורס ספרות מקצועית', 'אקדמיית שיער וסטייל'], [])).toEqual({
      level: 'certificate',
      field: 'hairdressing-cosmetics',
    });
  });

  // Fields written the ways people write them, in each language: a speciality of a field (educational
  // counselling, early childhood), a transliterated "הנדסאי" in Arabic, degrees written BBA, BPT, B.O.T.
  it.each([
    ['M.A. בייעוץ חינוכי, אוניברסיטת חיפה', 'master', 'education'],
    ['תואר ראשון בגיל הרך, מכללת סמינר הקיבוצים', 'bachelor', 'education'],
    ['M.A. in Educational Counseling, University of Haifa', 'master', 'education'],
    ['ماجستير في الإرشاد التربوي، جامعة حيفا', 'master', 'education'],
    ['بكالوريوس تعليم الرياضيات، كلية بيت بيرل', 'bachelor', 'education'],
    ['B.O.T. ריפוי בעיסוק, האוניברסיטה העברית', 'bachelor', 'occupational-therapy'],
    ['BPT Physical Therapy', 'bachelor', 'physiotherapy'],
    ['BBA, Business Management, Reichman University', 'bachelor', 'business-administration'],
    ['B.Sc. in Construction Engineering, Ariel University', 'bachelor', 'civil-engineering'],
    ['بكالوريوس هندسة البناء', 'bachelor', 'civil-engineering'],
    ['هندسائي ميكانيكا، كلية أورط', 'certificate', 'mechanical-engineering'],
    ['دبلوم هندسائي كهرباء – كلية أورط براودة', 'certificate', 'electrical-engineering'],
    ['Diploma in Hospitality Management', 'certificate', 'tourism'],
    ['اللقب الثاني في اضطرابات التواصل – جامعة حيفا', 'master', 'communication-disorders'],
    ['بكالوريوس علوم الحياة', 'bachelor', 'biology'],
    ['BA Economics, Tel Aviv University', 'bachelor', 'economics'],
    ['MA Psychology, University of Haifa', 'master', 'psychology'],
    ['M.D., Tel Aviv University', 'doctorate', 'medicine'],
    // A trade's diploma is no engineering degree: car mechanics has no field of its own here.
    ['دبلوم ميكانيكا سيارات – مدرسة عمال المهنية', 'certificate', ''],
  ])('reads "%s" as %s in %s', (line, level, field) => {
    expect(findEducation([line], [])).toEqual({ level, field });
  });

  it('gives no field to a school certificate', () => {
    expect(findEducation(['2012 בגרות מלאה', 'קורס עזרה ראשונה'], [])).toEqual({
      level: 'high_school',
      field: '',
    });
  });
});

describe('languages spoken', () => {
  it('reads the languages section, a labelled line and a line with a level', () => {
    expect(findLanguages(['עברית – שפת אם, אנגלית – ברמה גבוהה'], [])).toEqual(['he', 'en']);
    expect(findLanguages([], ['שפות: עברית, אנגלית, רוסית'])).toEqual(['he', 'en', 'ru']);
    expect(findLanguages([], ['العبرية: ممتازة'])).toEqual(['he']);
  });

  it('does not read a language from a university or a degree', () => {
    expect(findLanguages([], ['B.A., Hebrew University of Jerusalem, excellent grades'])).toEqual([]);
    expect(findLanguages([], ['B.A. English Literature'])).toEqual([]);
  });
});

describe('skills', () => {
  it('lets longer names own their words', () => {
    expect(ids('CI/CD in GitHub Actions')).toEqual(['cicd', 'github-actions']);
    expect(ids('Dashboards in Power BI')).toEqual(['power-bi']);
  });

  it('does not count a field that is only the subject of data or roles', () => {
    expect(ids('Analysed sales data in SQL')).toEqual(['sql']);
    expect(ids('ניתוח נתוני מכירות ב-Excel')).toEqual(['excel']);
    expect(ids('Sales representative at Tnuva')).toContain('sales');
  });

  it('reads skills said with a number in the middle', () => {
    expect(ids('ניהול מלאי תרופות וצוות של 4 עובדים')).toContain('team-lead');
    expect(ids('Lead a team of three junior accountants')).toContain('team-lead');
    expect(ids('Managed 40 publisher accounts')).toContain('account-management');
    expect(ids('Member of a team of 10 developers')).not.toContain('team-lead');
    expect(ids('Mobile: +972-54-2718281')).not.toContain('mobile');
  });

  it('reads one-letter languages only as items of a list', () => {
    expect(ids('Java, Python, C, React')).toContain('c-lang');
    expect(ids('Grade C in math')).not.toContain('c-lang');
  });
});

describe('job titles', () => {
  it('takes the role part of an entry line, without the workplace', () => {
    expect(roleInLine('2019–2023 | Backend Developer | Wix')).toBe('Backend Developer');
    expect(roleInLine('Wix — Senior Developer (2019 – present)')).toBe('Senior Developer');
    expect(roleInLine('2021 – היום | נציגת שירות במוקד | פרטנר')).toBe('נציגת שירות');
    expect(roleInLine('2010 - حتى الآن: معلمة رياضيات للمرحلة الثانوية، مدرسة سخنين')).toBe('معلمة رياضيات');
    expect(roleInLine('Marketing Analyst, Shufersal')).toBe('Marketing Analyst');
    expect(roleInLine('2019–2023')).toBe('');
  });

  it('reads a head line written as a sentence ("worked as", "עבדתי כ", "عملت"), and Levantine months', () => {
    const titles = (line: string) => findJobTitles(splitEntries(['Experience', line]));
    expect(titles('2019 – 2023: عملت محاسبة في شركة شتراوس')).toEqual(['محاسبة']);
    expect(titles('Worked as a cook at Cafe Greg, 2019 – 2023')).toEqual(['cook']);
    expect(titles('עבדתי כמנהלת חשבונות, שטראוס, בין השנים 2019-2023')).toEqual(['מנהלת חשבונות']);
    expect(titles('محاسب، أيلول 2018 – آب 2020')).toEqual(['محاسب']);
  });

  it('takes the title, not a workplace that holds a role word ("המרכז הרפואי": "מרכז" is also a coordinator)', () => {
    expect(roleInLine('המרכז הרפואי איכילוב | אחות אחראית משמרת | 2016 – היום')).toBe('אחות אחראית משמרת');
    expect(roleInLine('Sheba Medical Center | Head Nurse | 2016 – present')).toBe('Head Nurse');
  });

  it('reads a labelled title line, and no title in a labelled employer line', () => {
    expect(roleInLine('Position: Process Engineer')).toBe('Process Engineer');
    expect(roleInLine('תפקיד: מלקט')).toBe('מלקט');
    expect(roleInLine('المسمى الوظيفي: محاسب رئيسي')).toBe('محاسب رئيسي');
    expect(roleInLine('Company: Intel, 2018 – 2024')).toBe('');
  });

  it('passes over a workplace part, and a place that ends with a role word, for the title', () => {
    expect(roleInLine('בנק הפועלים, סניף חולון מרכז – טלרית בכירה (2019 – היום)')).toBe('טלרית בכירה');
    expect(roleInLine('2021 - حاليا: مطور Full Stack شركة Elementor')).toBe('مطور Full Stack');
  });

  it("keeps a job's title and description with it where the section writes dates first", () => {
    const entries = splitEntries(
      [
        '2019- حتى الآن',
        'ممثلة خدمة عملاء، شركة بيليفون، مركز الاتصال في الناصرة',
        'الرد على 80 مكالمة يوميًا بشأن مشاكل الفواتير',
        '2016-2019',
        'بائعة، شبكة ملابس في العفولة',
      ],
      (line) => roleInLine(line) !== '',
    );
    expect(findJobTitles(entries)).toEqual(['ممثلة خدمة عملاء', 'بائعة']);
  });

  it('reads a head line whose description runs on after its dates as the head of a job', () => {
    const entries = splitEntries(
      [
        'QA Automation Engineer at Payoneer, Petah Tikva (Apr 2021 – Present): built the end-to-end test framework in Playwright.',
        'Manual QA Tester at Matrix, Herzliya (Oct 2018 – Mar 2021)',
      ],
      (line) => roleInLine(line) !== '',
    );
    expect(findJobTitles(entries)).toEqual(['QA Automation Engineer', 'Manual QA Tester']);
  });

  it('reads an employer line whose years hold the jobs under it as no title', () => {
    const entries = splitEntries(
      ['Shufersal, 2012 – 2022', 'Store Manager (2018 – 2022)', 'Deputy Store Manager (2012 – 2018)'],
      (line) => roleInLine(line) !== '',
    );
    expect(findJobTitles(entries)).toEqual(['Store Manager', 'Deputy Store Manager']);
  });

  it('ends a title before a workplace it names with ב ("in a café", "in a bar")', () => {
    expect(roleInLine("2019 – היום: מלצרית בקפה ג'ו, תל אביב")).toBe('מלצרית');
    expect(roleInLine('2013 – 2016 | סייעת בגן | רשת גני נעמת')).toBe('סייעת בגן');
  });

  it('gives titles read apart from their dates (two columns) to the entries that have none', () => {
    const entries = splitEntries(
      ['Senior Accountant', 'Deloitte Israel', 'Staff Accountant', 'KPMG', '2019 – Present', '2015 – 2019'],
      (line) => roleInLine(line) !== '',
    );
    expect(findJobTitles(entries)).toEqual(['Senior Accountant', 'Staff Accountant']);
  });

  it('keeps a title standing above a line of dates only with its own job, in a section that starts with dates', () => {
    const entries = splitEntries([
      '2019 – Present: Head Chef at Machneyuda Group, Jerusalem',
      'Run a kitchen of 14 cooks; menu costing and supplier orders.',
      'Intel Israel — Sous Chef, staff restaurant',
      '2015 – 2019',
      '2012 – 2015',
      'Line Cook',
    ]);
    expect(findJobTitles(entries)).toEqual(['Head Chef', 'Sous Chef', 'Line Cook']);
    expect(entries[1]!.head).toEqual(['Intel Israel — Sous Chef, staff restaurant', '2015 – 2019']);
  });

  it('moves a title two lines above the dates (title, employer, dates) to its own job', () => {
    const entries = splitEntries(
      [
        'מנהל עבודה ראשי',
        'אשטרום הנדסה, פרויקט מגדלי הנגב',
        '2017 – היום',
        'אחריות על 40 עובדים וקבלני משנה, בטיחות באתר ולוחות זמנים.',
        'מנהל עבודה',
        'א. דורי בנייה',
        '2011 – 2017',
      ],
      (line) => roleInLine(line) !== '',
    );
    expect(findJobTitles(entries)).toEqual(['מנהל עבודה ראשי', 'מנהל עבודה']);
    expect(entries[1]!.head).toEqual(['מנהל עבודה', 'א. דורי בנייה', '2011 – 2017']);
  });
});

describe('location in every community', () => {
  it('reads Arab, Druze and Bedouin towns and small Jewish towns in each language', () => {
    const none = { header: [], contact: [], fullName: '' };
    const at = (line: string) => findLocation([], { ...none, contact: [line] })?.id;
    expect(at('052-1234567 | دير الأسد')).toBe('deir-al-asad');
    expect(at('050-1234567 · עספיא')).toBe('isfiya');
    expect(at('Kafr Qara | dana@example.com')).toBe('kafr-qara');
    expect(at('054-7654321 | شقيب السلام')).toBe('segev-shalom');
    expect(at('קצרין, רמת הגולן')).toBe('katzrin');
    // A word that is also a place name elsewhere is no address: "אזור המרכז" is "the centre area".
    expect(at('מחפשת עבודה באזור המרכז')).toBeUndefined();
  });
});

describe('job titles, round 7', () => {
  const titles = (lines: string[]) => findJobTitles(splitEntries(lines, (line) => roleInLine(line) !== ''));

  it('passes over a part naming a town, a municipality or a department for the role', () => {
    expect(roleInLine('תנובה, מרכז הפצה באר שבע – נהג חלוקה')).toBe('נהג חלוקה');
    expect(titles(['עיריית אשדוד – אגף פיקוח ואכיפה', '2021 – היום: פקח עירוני בכיר'])).toEqual([
      'פקח עירוני בכיר',
    ]);
  });

  it('ends a title before a workplace written as an acronym ("במלר"ד")', () => {
    expect(roleInLine('חובשת במלר"ד – מרכז רפואי שמיר | 2014 – 2016')).toBe('חובשת');
  });

  it('takes the employer above "title | dates" lines as no title', () => {
    expect(
      titles(['מגן דוד אדום, מרחב איילון', 'פראמדיקית בכירה | 2020 – היום', 'פראמדיקית | 2016 – 2020']),
    ).toEqual(['פראמדיקית בכירה', 'פראמדיקית']);
    expect(titles(['مشغل الأمل، عكا — خيّاطة (2012 – 2015)'])).toEqual(['خيّاطة']);
  });

  it('does not take the last line of a description for the title of a gap year', () => {
    expect(
      titles([
        'אופטומטריסטית אחראית סניף — אופטיקה הלפרין',
        '2022 – עד היום',
        'בדיקות ראייה מלאות, התאמת עדשות מגע, ניהול צוות של 3 מוכרים בסניף.',
        '2021 – 2022',
        'שנת חופש: טיול בדרום-מזרח אסיה',
        'אופטומטריסטית — רשת אופטיקנה',
        '2017 – 2021',
      ]),
    ).toEqual(['אופטומטריסטית אחראית סניף', 'אופטומטריסטית']);
  });
});

describe('job titles, round 6', () => {
  const titles = (lines: string[]) => findJobTitles(splitEntries(lines, (line) => roleInLine(line) !== ''));

  it('takes a short line naming a role above an "employer, dates" line as that job’s title, in any language', () => {
    expect(
      titles([
        'מהנדסת ביצוע ראשית | שיכון ובינוי | 2019 – היום',
        'פיקוח על קבלני משנה ובקרת כמויות.',
        'מהנדסת ביצוע',
        'אלקטרה בנייה, 8.2016 – 2.2019',
        'ביצוע שלד וגמר במבני ציבור.',
      ]),
    ).toEqual(['מהנדסת ביצוע ראשית', 'מהנדסת ביצוע']);
    expect(
      titles([
        'Senior Auditor | Deloitte | 2019 – Present',
        'Led audits of tech companies.',
        'Staff Auditor',
        'BDO Ziv Haft, 2016 – 2019',
        'Fieldwork on audits.',
      ]),
    ).toEqual(['Senior Auditor', 'Staff Auditor']);
  });

  it('never takes a sentence of duties for a title, even when it names a role', () => {
    expect(roleInLine('מעברים ממיטה לכיסא, מניעת פצעי לחץ ודיווח לאחות המשמרת.')).toBe('');
    expect(roleInLine('Prepared reports for the senior accountant every month.')).toBe('');
    expect(roleInLine('Senior Accountant')).toBe('Senior Accountant');
  });

  it('prefers the part that names no school: "مدرسة" is a school and a teacher', () => {
    expect(roleInLine('مدرسة الأمل للتربية الخاصة، كفر كنا – أخصائية نطق (2016 – 2018)')).toBe('أخصائية نطق');
    expect(roleInLine('مدرسة رياضيات – مدرسة الأمل')).toBe('مدرسة رياضيات');
  });

  it('reads machinists, support technicians and metal trades as roles', () => {
    expect(roleInLine('Avgol Industries – CNC Machinist (Mar 2016 – Present)')).toBe('CNC Machinist');
    expect(roleInLine('תומך טכני | One Technologies | 2021 – היום')).toBe('תומך טכני');
  });

  it('reads a title with its level ("Tier 2", "L2", "דרג 2") and still takes no date for one', () => {
    expect(roleInLine('תומך טכני Tier 2 | One Technologies | 2021 – היום')).toBe('תומך טכני Tier 2');
    expect(roleInLine('Support Engineer L2, Bynet, 2019 – 2021')).toBe('Support Engineer L2');
    expect(roleInLine('מוקדן דרג 2 – מוקד 106 עיריית חיפה')).toBe('מוקדן דרג 2');
    expect(roleInLine('Support Engineer 2019 – 2021')).toBe('Support Engineer');
    expect(roleInLine('054-1234567')).toBe('');
  });
});

describe('maintenance and air conditioning', () => {
  it('names the trade in a job title and a resume, in three languages', () => {
    const ids = (text: string) => findSkills(text).map((h) => h.concept.id);
    expect(ids('טכנאי אחזקה')).toContain('building-maintenance');
    expect(ids('Maintenance technician')).toContain('building-maintenance');
    expect(ids('فني صيانة')).toContain('building-maintenance');
    expect(ids('טכנאי מיזוג אוויר')).toContain('hvac');
    expect(ids('HVAC technician')).toContain('hvac');
    expect(ids('فني تكييف')).toContain('hvac');
  });
});
