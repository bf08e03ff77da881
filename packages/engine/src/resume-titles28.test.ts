import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * Round 28 (titles28): titles as resumes write them around the jobs — how a job was held after its
 * place, a promotion with bare years, schooling among the jobs, a self-employed job whose title only
 * the header names, question headings for study, a season's months.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const titles = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW }).jobTitles;
const titleOf = (heading: string, line: string) =>
  titles(['Dana', '050-1234567', '', heading, `2018 – 2023: ${line}`]);

describe('round 28: titles28 — titles around the jobs: places, years, schooling, the header', () => {
  it('a place of a kind followed by how the job was held is the workplace (he, ar, en)', () => {
    expect(
      titles(['דנה', '050-1234567', '', 'עבודה', 'מטפלת לקשישה בבית פרטי, משמרות ערב – 2018 – 2020']),
    ).toEqual(['מטפלת לקשישה']);
    expect(
      titles(['دانا', '050-1234567', '', 'الخبرة', 'مقدمة رعاية في بيت خاص، ورديات مسائية – 2018 – 2020']),
    ).toEqual(['مقدمة رعاية']);
    expect(
      titles([
        'Dana',
        '050-1234567',
        '',
        'Experience',
        'Caregiver in a private home, Evening shifts – 2018 – 2020',
      ]),
    ).toEqual(['Caregiver']);
    // A workplace named apart after the place keeps the place as the title's setting.
    expect(titleOf('ניסיון תעסוקתי', 'מלקט במחסן קירור, "טעמים הפצה"')).toEqual(['מלקט במחסן קירור']);
  });

  it('titles under one employer, each with its own range and no brackets (he, en, ar)', () => {
    const job = (heading: string, line: string) => titles(['Sami', '050-1234567', '', heading, line]);
    expect(job('ניסיון תעסוקתי', 'אשטרום: פועל בניין 2003 – 2005, רצף 2005 – 2011')).toEqual([
      'פועל בניין',
      'רצף',
    ]);
    expect(job('Experience', 'Ashtrom Group: Construction Laborer 2003 – 2005, Tiler 2005 – 2011')).toEqual([
      'Construction Laborer',
      'Tiler',
    ]);
    expect(job('الخبرة', 'أشطروم للبناء: عامل بناء 2003 – 2005، بلّيط 2005 – 2011')).toEqual([
      'عامل بناء',
      'بلّيط',
    ]);
  });

  it('a qualification at a college among the jobs is schooling, not a title (he, en, ar)', () => {
    const resume = (job: string, school: string) =>
      parseResume(['Amit', '052-8899104', '', job, '2015 – 2024', '', school].join('\n'), { now: NOW });
    const main = (job: string, school: string) => resume(job, school).jobTitles;
    // (Nor are its years work: nine years, 2015 – 2024.)
    expect(
      resume('גנן ראשי, עיריית כרמיאל', 'הנדסאי גננות ונוף, מכללת כנרת, 2009 – 2011').experienceYears,
    ).toBe(9);
    expect(
      resume(
        'Head Gardener, Karmiel Municipality',
        'Practical Engineer in Landscaping, Kinneret College, 2009 – 2011',
      ).experienceYears,
    ).toBe(9);
    expect(
      resume('بستاني رئيسي، بلدية كرمئيل', 'هندسائي تنسيق حدائق، كلية كنيرت، 2009 – 2011').experienceYears,
    ).toBe(9);
    expect(main('גנן ראשי, עיריית כרמיאל', 'הנדסאי גננות ונוף, מכללת כנרת, 2009 – 2011')).toEqual([
      'גנן ראשי',
    ]);
    expect(
      main(
        'Head Gardener, Karmiel Municipality',
        'Practical Engineer in Landscaping, Kinneret College, 2009 – 2011',
      ),
    ).toEqual(['Head Gardener']);
    expect(main('بستاني رئيسي، بلدية كرمئيل', 'هندسائي تنسيق حدائق، كلية كنيرت، 2009 – 2011')).toEqual([
      'بستاني رئيسي',
    ]);
  });

  it('the school-leaving certificate is no title (en, he, ar)', () => {
    const withSchool = (job: string, school: string) => titles(['Tom', '052-9901346', '', job, '', school]);
    expect(withSchool('2015 – 2018: Shift manager, Shef Catering', 'Bagrut, Givatayim, 2010')).toEqual([
      'Shift manager',
    ]);
    expect(withSchool('2015 – 2018: אחראי משמרת, שף קייטרינג', 'בגרות, גבעתיים, 2010')).toEqual([
      'אחראי משמרת',
    ]);
    expect(withSchool('2015 – 2018: مسؤول وردية، شركة الشيف', 'توجيهي، مدرسة الطيبة، 2010')).toEqual([
      'مسؤول وردية',
    ]);
  });

  it('a study heading written as a question ends the jobs (en, he, ar)', () => {
    const resume = (work: string, job: string, study: string, school: string) =>
      parseResume(['Tom', '052-9901346', '', work, job, '', study, school].join('\n'), { now: NOW });
    const en = resume(
      'What I did',
      '2015 – 2018: Bartender, a beach bar',
      'Where I learned',
      'Film studies, Tel Aviv University, 2012 – 2014',
    );
    expect(en.jobTitles).toEqual(['Bartender']);
    expect(en.experienceYears).toBe(3);
    const he = resume(
      'מה עשיתי',
      '2015 – 2018: ברמן, בר חוף',
      'איפה למדתי',
      'מדריך כושר מוסמך, מכון וינגייט, 2012 – 2014',
    );
    expect(he.jobTitles).toEqual(['ברמן']);
    expect(he.experienceYears).toBe(3);
    const ar = resume(
      'ماذا عملت',
      '2015 – 2018: نادل، بار على الشاطئ',
      'أين درست',
      'دراسات سينما، جامعة تل أبيب، 2012 – 2014',
    );
    expect(ar.jobTitles).toEqual(['نادل']);
    expect(ar.experienceYears).toBe(3);
  });

  it("a season's months of one year open a job of their own (en, he, ar)", () => {
    const jobs = (heading: string, first: string, season: string) =>
      titles([
        'Tom',
        '052-9901346',
        '',
        heading,
        `${first} Producing weddings and corporate events for many guests.`,
        season,
      ]);
    expect(
      jobs(
        'Experience',
        '2015 – 2018: Catering shift manager, Shef Catering.',
        'June – September 2014: Bartender, a beach bar in Tel Aviv.',
      ),
    ).toEqual(['Catering shift manager', 'Bartender']);
    expect(
      jobs('ניסיון', '2015 – 2018: אחראי משמרת, שף קייטרינג.', 'יוני – ספטמבר 2014: ברמן, בר חוף בתל אביב.'),
    ).toEqual(['אחראי משמרת', 'ברמן']);
    expect(
      jobs(
        'الخبرة',
        '2015 – 2018: مسؤول وردية، شركة الشيف.',
        'حزيران – أيلول 2014: نادل، بار على شاطئ تل أبيب.',
      ),
    ).toEqual(['مسؤول وردية', 'نادل']);
  });

  it('a self-employed job with no title of its own takes the role the header names (he, en, ar)', () => {
    expect(
      titles([
        'משה אוחיון – אינסטלטור מוסמך',
        'בית שמש | 050-6128834',
        '',
        'מאז 2012 – עצמאי, "אוחיון אינסטלציה": התקנת מערכות מים וביוב, איתור נזילות.',
        '2007 – 2011 – שרברב בחברת "מים וצנרת": תיקוני צנרת.',
      ]),
    ).toEqual(['אינסטלטור מוסמך', 'שרברב']);
    expect(
      titles([
        'David Levi – Licensed Electrician',
        'Haifa | 052-1234567',
        '',
        'Since 2014 – Self-employed, "Levi Electric": wiring of homes, panel upgrades, lighting.',
        '2008 – 2013 – Electrician at Elco Systems: building sites, panels.',
      ]),
    ).toEqual(['Licensed Electrician', 'Electrician']);
    expect(
      titles([
        'خالد منصور – كهربائي مرخّص',
        'الناصرة | 052-1234567',
        '',
        'منذ 2014 – مستقل، "منصور للكهرباء": تمديدات كهرباء للبيوت، لوحات كهرباء.',
        '2008 – 2013 – كهربائي في شركة الجليل: مواقع بناء، لوحات.',
      ]),
    ).toEqual(['كهربائي مرخّص', 'كهربائي']);
    // The headline under the name, its bracket dropped; the word for self-employed is no title.
    expect(
      titles([
        'דנה לוי',
        'מורת דרך מוסמכת (משרד התיירות)',
        'ירושלים | 054-1111111',
        '',
        'ניסיון',
        '2016 – היום: עצמאית – סיורים בירושלים ובגליל',
        '2012 – 2015: מדריכה – בית ספר שדה עין גדי',
      ]),
    ).toEqual(['מורת דרך מוסמכת', 'מדריכה']);
  });
});
