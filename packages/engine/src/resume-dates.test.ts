import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * Dates and years of work written in every form a resume uses. Each case a variant of a kind a tuning
 * resume showed.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

describe('years', () => {
  it('reads a bracketed range a right-to-left line wrapped, its dash drawn elsewhere', () => {
    const ar = parse(['الخبرة', 'Field Service Engineer لدى – Philips Healthcare Israel (2014', '2016)']);
    expect(ar.experienceYears).toBe(2);
    expect(ar.jobTitles).toEqual(['Field Service Engineer']);
  });
});

describe('two-digit years', () => {
  it('reads a range of months written with two-digit years', () => {
    const he = parse(['ניסיון', 'מלצרית | קפה גרג | 03/19 – 05/21', 'ברמנית | בר אחד | 06/21 – היום']);
    expect(he.experienceYears).toBe(
      parse(['ניסיון', 'מלצרית | קפה גרג | 03/2019 – 05/2021', 'ברמנית | בר אחד | 06/2021 – היום'])
        .experienceYears,
    );
    const ar = parse(['الخبرة', 'بائعة – صيدلية النور', 'من 09/16 حتى 02/20']);
    expect(ar.experienceYears).toBe(
      parse(['الخبرة', 'بائعة – صيدلية النور', 'من 09/2016 حتى 02/2020']).experienceYears,
    );
    expect(ar.experienceYears).toBe(3.5);
    const mixed = parse(['Experience', 'Cook | Taizu | 2017 – 10/19']);
    expect(mixed.experienceYears).toBe(
      parse(['Experience', 'Cook | Taizu | 2017 – 10/2019']).experienceYears,
    );
  });

  it('leaves a fraction, a decimal or a score alone', () => {
    const text = parse([
      'Experience',
      'Cook | Taizu | 2017 – 2019',
      '• Rated 4.5 – 4.8 by guests, 3/4 of shifts',
    ]);
    expect(text.experienceYears).toBe(2);
  });
});

describe('dates written otherwise', () => {
  const years = (line: string) => parse(['Experience', line]).experienceYears;

  it('reads "03-2019" as a month and its year, and "لغاية الآن" and "to date" as now', () => {
    expect(years('Cook | Taizu | 03-2019 – 05-2021')).toBe(years('Cook | Taizu | 03/2019 – 05/2021'));
    expect(years('طباخ | مطعم | 2019 – لغاية الآن')).toBe(years('طباخ | مطعم | 2019 – حتى الآن'));
    // A phone's digits stay a phone.
    expect(parse(['Cook', '03-2019876']).experienceYears).toBeNull();
  });

  it('reads an ISO month before "حتى الآن" or after "حتى" as a month', () => {
    expect(years('بائعة | صيدلية | من 2020-03 حتى الآن')).toBe(years('بائعة | صيدلية | من 03/2020 حتى الآن'));
    expect(years('بائعة | صيدلية | من 2016-09 حتى 2020-02')).toBe(
      years('بائعة | صيدلية | من 09/2016 حتى 02/2020'),
    );
  });

  it('keeps a head line with "to date" a head line, though its description runs on after it', () => {
    const en = parse([
      'Experience',
      'QA Automation Engineer at Payoneer, Petah Tikva (Apr 2021 – to date): built the end-to-end test framework in Playwright.',
      'Manual QA Tester at Matrix, Herzliya (Oct 2018 – Mar 2021)',
    ]);
    expect(en.jobTitles).toEqual(['QA Automation Engineer', 'Manual QA Tester']);
  });

  it('leaves "since" and "מאז" out of the title', () => {
    expect(parse(['ניסיון', 'מאז 2019 צלם עצמאי']).jobTitles).toEqual(['צלם עצמאי']);
    expect(parse(['الخبرة', 'منذ 2018 | أخصائي اجتماعي أول']).jobTitles).toEqual(['أخصائي اجتماعي أول']);
  });
});

describe('a range open to this day, its "since" written after the start', () => {
  it('reads "2019 onwards", "2019 ואילך" and "2019 فصاعدا" as from 2019 to now', () => {
    for (const [heading, job] of [
      ['Experience', 'QA Engineer, Nice Systems | 2019 onwards'],
      ['ניסיון תעסוקתי', 'בודקת תוכנה, נייס | 2019 ואילך'],
      ['الخبرة المهنية', 'فاحصة برمجيات، نايس | 2019 فصاعدا'],
    ]) {
      // January 2019 (a year alone starts in January) to June 2025.
      expect(parse(['Dana Levi', 'dana@example.com', '', heading!, job!]).experienceYears).toBe(6.5);
    }
  });
});

describe('a year written alone', () => {
  it('starts and ends in its January', () => {
    const parse2 = (job: string) =>
      parseResume(['Experience', job].join('\n'), { now: new Date('2025-06-15T00:00:00Z') }).experienceYears;
    // January 2019 to June 2025.
    expect(parse2('Driver, Egged | 2019 – Present')).toBe(6.5);
    expect(parse2('Driver, Egged | 2015 – 2019')).toBe(4);
    // January 2015 to January 2017, then March 2017 to December 2020.
    expect(
      parseResume(
        ['Experience', 'Cook, Cafe A | 2015 – 2017', 'Chef, Cafe B | 03/2017 – 12/2020'].join('\n'),
        {
          now: new Date('2025-06-15T00:00:00Z'),
        },
      ).experienceYears,
    ).toBe(5.8);
  });

  it('reads a Hebrew month cut short with a geresh', () => {
    const fields = parseResume(['ניסיון', "גננת, גן רימון | ספט' 2015 – יוני 2020"].join('\n'), {
      now: new Date('2025-06-15T00:00:00Z'),
    });
    expect(fields.experienceYears).toBe(4.8);
  });
});

describe('round 17: service and volunteering listed as jobs in the experience section', () => {
  const years = (...lines: string[]) => parse(lines).experienceYears;
  it('leaves out military or national service whose dates stand on a line of their own', () => {
    expect(
      years(
        'ניסיון תעסוקתי',
        'מנהלת חשבונות, חברת אלון',
        '2019 – היום',
        'שירות צבאי – מש"קית חינוך',
        '2015 – 2017',
      ),
    ).toBe(6.5);
    expect(
      years(
        'Experience',
        'Bookkeeper, Alon Trading',
        '2019 – Present',
        'Military service, IDF',
        '2015 – 2017',
      ),
    ).toBe(6.5);
    expect(
      years('الخبرة', 'سائق، شركة الجليل', '2019 - حتى الآن', 'الخدمة المدنية – مساعد', '2015 - 2017'),
    ).toBe(6.5);
  });

  it('counts volunteering listed as a job, its dates on its line or under it', () => {
    expect(
      years('ניסיון תעסוקתי', 'מנהלת חשבונות, חברת אלון | 2019 – היום', 'מתנדבת, עמותת לתת | 2015 – 2017'),
    ).toBe(8.5);
    expect(
      years(
        'Experience',
        'Bookkeeper, Alon Trading',
        '2019 – Present',
        'Volunteer tutor, Youth Club',
        '2015 – 2017',
      ),
    ).toBe(8.5);
    expect(
      years('الخبرة', 'محاسبة – شركة النور | 2019 – حتى الآن', 'متطوعة – جمعية الهلال', '2015 – 2017'),
    ).toBe(8.5);
  });

  it('leaves out a volunteering section of its own', () => {
    expect(
      years(
        'Experience',
        'Bookkeeper, Alon Trading | 2019 – Present',
        '',
        'Volunteering',
        'Volunteer, Red Cross | 2012 – 2016',
      ),
    ).toBe(6.5);
    expect(
      years(
        'ניסיון תעסוקתי',
        'מנהלת חשבונות, חברת אלון | 2019 – היום',
        '',
        'התנדבות',
        'מתנדבת, עמותת לתת | 2012 – 2016',
      ),
    ).toBe(6.5);
  });
});

describe('round 17: a job whose head says how long it lasted instead of its dates', () => {
  const years = (...lines: string[]) => parse(lines).experienceYears;
  it('counts the duration it states, in years or months, in every language', () => {
    expect(
      years('ניסיון תעסוקתי', 'מחסנאי, לוגיסטיקה פלוס (3 שנים)', '• קליטת סחורה', 'מלקט, סופר-פארם (שנתיים)'),
    ).toBe(5);
    expect(
      years('Experience', 'Storekeeper | Logistics Plus | 2020 – Present', 'Picker | Super-Pharm | 2 years'),
    ).toBe(7.5);
    expect(
      years('الخبرة العملية', 'سائق – شركة النور للنقل (سنتان)', 'مساعد سائق – شركة الجليل (6 أشهر)'),
    ).toBe(2.5);
  });

  it('adds nothing for a duration beside dates, in a sentence, or of service', () => {
    expect(years('Experience', 'Cook | Cafe Noa | 2019 – 2022 (3 years)')).toBe(3);
    expect(
      years(
        'ניסיון',
        'מחסנאי, לוגיסטיקה פלוס | 2020 – היום',
        'ניסיון של 3 שנים בניהול צוות מחסן וקליטת סחורה',
      ),
    ).toBe(5.5);
    expect(years('ניסיון', 'מחסנאי, לוגיסטיקה פלוס | 2020 – היום', 'שירות צבאי – נהג (3 שנים)')).toBe(5.5);
  });
});

describe('round 17: month names of every spelling', () => {
  it('reads the Egyptian and Gulf spellings ("إبريل", "يونيه", "يوليه") as the Levantine ones', () => {
    expect(parse(['الخبرة', 'محاسب، شركة النور | إبريل 2019 – يوليه 2021']).experienceYears).toBe(2.3);
    expect(parse(['الخبرة', 'محاسب، شركة النور | نيسان 2019 – تموز 2021']).experienceYears).toBe(2.3);
    expect(parse(['الخبرة', 'محاسب، شركة النور | يونيه 2019 – حتى الآن']).experienceYears).toBe(6.1);
  });
});

describe('round 18: time said to be no paid work', () => {
  const years = (...lines: string[]) => parse(lines).experienceYears;
  it('leaves out a volunteering section of one line, its heading before a colon', () => {
    expect(
      years(
        'الخبرة',
        'ممرضة – مستشفى العائلة المقدسة',
        '2019 – حتى الآن',
        'تطوع: مرشدة كشافة، الناصرة، 2014–2017',
      ),
    ).toBe(6.5);
    expect(
      years(
        'Experience',
        'Bookkeeper, Alon Trading | 2019 – Present',
        'Volunteering: Red Cross youth club, 2014 – 2017',
      ),
    ).toBe(6.5);
    expect(
      years('ניסיון תעסוקתי', 'מנהלת חשבונות, חברת אלון | 2019 – היום', 'התנדבות: חונכת בפר"ח, 2014 – 2017'),
    ).toBe(6.5);
    // A volunteer listed as a job still counts (round 17).
    expect(
      years(
        'Experience',
        'Bookkeeper, Alon Trading | 2019 – Present',
        'Volunteer tutor, Youth Club | 2014 – 2017',
      ),
    ).toBe(9.5);
  });

  it('leaves out a gap named as such and unpaid time', () => {
    expect(
      years(
        'الخبرة',
        'مهندس تنفيذ – شركة البناء | 2016 – حتى الآن',
        'فترة انقطاع: 2014–2015 تدريب في ألمانيا',
      ),
    ).toBe(9.5);
    expect(
      years(
        'Experience',
        'Site engineer, Solel | 2016 – Present',
        'Internship (unpaid), Berlin | 2014 – 2015',
      ),
    ).toBe(9.5);
    expect(years('ניסיון', 'מהנדס ביצוע, סולל | 2016 – היום', 'התמחות ללא שכר, ברלין | 2014 – 2015')).toBe(
      9.5,
    );
    expect(years('Experience', 'Site engineer, Solel | 2016 – Present', 'Career gap | 2014 – 2015')).toBe(
      9.5,
    );
  });

  it('leaves out a move to another country and its language school', () => {
    expect(
      years(
        'Work history',
        'Room Attendant, Dan Hotel (2016 – Present)',
        '2014–2016: immigration to Israel and Hebrew ulpan',
      ),
    ).toBe(9.5);
    expect(years('ניסיון', 'חדרנית, מלון דן | 2016 – היום', '2014 – 2016: עלייה לארץ ואולפן עברית')).toBe(
      9.5,
    );
    expect(years('الخبرة', 'عاملة غرف – فندق دان | 2016 – حتى الآن', '2014 – 2016: الهجرة إلى كندا')).toBe(
      9.5,
    );
  });

  it('leaves out schooling run on under the jobs, its heading lost', () => {
    expect(
      years(
        'Experience',
        'Java Developer, Luxoft | 2017 – 2020',
        "MEPhI, Master's degree, Faculty of Cybernetics",
        'Nuclear University',
        '2011 – 2016',
      ),
    ).toBe(3);
  });
});

describe('round 24: fields24 — dates and spans written otherwise', () => {
  const years = (lines: string[]) => parse(lines).experienceYears;

  it('reads a range of months with two-digit years joined by a hyphen ("09-16 – 08-20")', () => {
    const slash = (line: string) => years(['ניסיון', line]);
    expect(slash('מנהלת חשבונות, סופר-פארם | 09-16 - 08-20')).toBe(4);
    expect(slash('מנהלת חשבונות, סופר-פארם | 09-16 עד 08-20')).toBe(4);
    expect(
      years(['Experience', 'Accountant, Cohen & Co. | 09-16 – 08-20', 'Senior Accountant | 10-20 – Present']),
    ).toBe(
      years([
        'Experience',
        'Accountant, Cohen & Co. | 09/2016 – 08/2020',
        'Senior Accountant | 10/2020 – Present',
      ]),
    );
    expect(years(['الخبرة', 'محاسب، مكتب كوهين | 10-20 – حتى الآن'])).toBe(
      years(['الخبرة', 'محاسب، مكتب كوهين | 10/2020 – حتى الآن']),
    );
    // A range of years written short, a count, a day's date: no month of a two-digit year.
    expect(years(['Experience', 'Accountant, Cohen & Co. | 2009-16'])).toBe(7);
    expect(
      years([
        'Experience',
        'Accountant, Cohen & Co. | 2019 – 2021',
        '• Managed 10-20 clients - 3 days a week',
      ]),
    ).toBe(2);
  });

  it('reads seasonal work over several years, each summer a span of its own', () => {
    // May to September of 2022, 2023 and 2024: fifteen months.
    expect(
      years(['Work', 'Lifeguard, Beer Sheva Municipal Pool — summers 2022, 2023, 2024 (May–September)']),
    ).toBe(1.3);
    expect(years(['ניסיון', 'מציל, בריכת העירייה – בקיץ 2022, 2023 ו-2024 (מאי–ספטמבר)'])).toBe(1.3);
    expect(years(['الخبرة', 'منقذ، بركة البلدية – صيف 2022 و2023 (أيار – أيلول)'])).toBe(0.8);
    // Summers with no months: June to August of each.
    expect(years(['Experience', 'Camp counselor, Camp Ramah — summers 2021–2023'])).toBe(0.8);
    expect(years(['Experience', 'Camp counselor, Camp Ramah — Summer 2021 (June – August)'])).toBe(0.3);
    // A season that opens a range is read as before.
    expect(years(['Experience', 'Counselor, Camp Ramah | Summer 2019 – Fall 2021'])).toBe(2.3);
  });

  it('reads a year and a half said in words as how long a job lasted', () => {
    expect(years(['ניסיון', 'מנהלת חשבונות, רו"ח כהן, חיפה (שנה וחצי)'])).toBe(1.5);
    expect(years(['ניסיון', 'מנהלת חשבונות, רו"ח כהן, חיפה (שנתיים וחצי)'])).toBe(2.5);
    expect(years(['الخبرة', 'محاسب، مكتب كوهين، حيفا (سنة ونصف)'])).toBe(1.5);
    expect(years(['Experience', 'Accountant, Cohen & Co. (3 years and a half)'])).toBe(3.5);
    expect(years(['Experience', 'Accountant, Cohen & Co. (a year and a half)'])).toBe(1.5);
  });

  it('reads "to the present", "עד לרגע זה", "حتى اللحظة", "إلى حينه" as now, and "Jan/2019" as a month', () => {
    const line = (lines: string[]) => years(lines);
    expect(line(['Experience', 'Accountant, Cohen & Co. | 2019 to the present'])).toBe(6.5);
    expect(line(['Experience', 'Accountant, Cohen & Co. | March 2019 – the present'])).toBe(6.3);
    expect(line(['ניסיון', 'מנהלת חשבונות, רו"ח כהן | 2019 – עד לרגע זה'])).toBe(6.5);
    expect(line(['الخبرة', 'محاسب، مكتب كوهين | 2019 – حتى اللحظة'])).toBe(6.5);
    expect(line(['الخبرة', 'محاسب، مكتب كوهين | 2019 – إلى حينه'])).toBe(6.5);
    expect(line(['Experience', 'Accountant, Cohen & Co. | Jan/2019 – Mar/2021'])).toBe(2.3);
    // "the present" of a sentence is no date.
    expect(
      line(['Experience', 'Accountant, Cohen & Co.', '• Reported 2019 figures to the present board']),
    ).toBeNull();
  });

  it('reads Arabic "until" and "now" as typed without their final alif or hamza ("حتي الان", "الي", "الأن", "حاليًّا")', () => {
    const ar = (line: string) => years(['الخبرة', `محاسب، مكتب كوهين | ${line}`]);
    expect(ar('2019 – حتي الآن')).toBe(6.5);
    expect(ar('من 2019 الي الان')).toBe(6.5);
    expect(ar('2015 الي 2019')).toBe(4);
    expect(ar('2019 – الأن')).toBe(6.5);
    expect(ar('2019 – حاليًّا')).toBe(6.5);
    expect(ar('09/16 حتي 02/20')).toBe(3.5);
    // "الحاسب الي" (a computer, its madda left out) between a year and a word is no range.
    expect(
      years(['الخبرة', 'محاسب، مكتب كوهين | 2019 – 2021', '• إدخال البيانات في الحاسب الي 2020 وما بعد']),
    ).toBe(2);
    // Hebrew and English of the same ranges as before.
    expect(years(['ניסיון', 'מנהלת חשבונות | 2015 עד 2019'])).toBe(4);
    expect(years(['Experience', 'Accountant | 2015 till 2019'])).toBe(4);
  });

  it('reads a season said again before each year of a list', () => {
    expect(years(['ניסיון', 'מדריך, קייטנת אתגר – קיץ 2021, קיץ 2022'])).toBe(0.5);
    expect(years(['Experience', 'Counselor, Camp Ramah – summer 2021 and summer 2022'])).toBe(0.5);
    expect(years(['الخبرة', 'مرشد، مخيم الأمل – صيف 2021، صيف 2022'])).toBe(0.5);
  });

  it('reads the other forms of dates as it did (a probe of them all, he / en / ar)', () => {
    const now = (lines: string[]) => years(lines);
    expect(now(['ניסיון', 'מנהלת חשבונות, רו"ח כהן, חיפה, משנת 2019'])).toBe(6.5);
    expect(now(['ניסיון', 'מנהלת חשבונות, רו"ח כהן, חיפה | 2019 ועד כה'])).toBe(6.5);
    expect(now(['ניסיון', 'מנהלת חשבונות, רו"ח כהן | בינואר 2019 - נוכחי'])).toBe(6.5);
    expect(
      now([
        'Experience',
        'Accountant, Cohen & Co. | Sept. 2016 – Aug. 2020',
        'Senior Accountant | Oct. 2020 – to date',
      ]),
    ).toBe(8.8);
    expect(now(['Experience', 'Accountant, Cohen & Co. | 2019.03 - 2021.12'])).toBe(2.8);
    expect(now(['الخبرة', 'محاسب، مكتب كوهين | ٢٠١٩ - الآن'])).toBe(6.5);
    expect(now(['الخبرة', 'محاسب، مكتب كوهين | أيلول 16 – آب 20'])).toBe(4);
    expect(
      now([
        'الخبرة',
        'محاسب، مكتب كوهين، حيفا | يناير 2018 – مارس 2021',
        'محاسب أول، ديلويت | أبريل 2021 – إلى الآن',
      ]),
    ).toBe(7.5);
  });
});
