import { describe, expect, it } from 'vitest';
import { findEducation } from './education.ts';
import { parseResume } from './resume-fields.ts';

/** Round 12: kinds the fresh tuning resumes r209–r228 and the metamorphic probe showed, as variants. */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

describe('job titles, round 12', () => {
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

describe('"employer: title" head lines, round 12', () => {
  it('takes the title after the colon, with or without a role word, not the employer or a firm', () => {
    const en = parse(['Experience', 'Lemonade: Data Analyst, 2019 – 2021']);
    expect(en.jobTitles).toEqual(['Data Analyst']);
    const firm = parse(['Experience', 'Saadeh Architects, Nazareth: Architectural Intern, 2011 – 2012']);
    expect(firm.jobTitles).toEqual(['Architectural Intern']);
    const he = parse(['ניסיון', 'הפניקס, רמת גן: חתמת ביטוח אלמנטרי, 2014 – 2019']);
    expect(he.jobTitles).toEqual(['חתמת ביטוח אלמנטרי']);
  });
});

describe('education, round 12', () => {
  it('reads a field whose name a line break cut in two', () => {
    const lines = ['بكالوريوس في الهندسة', 'الطبية الحيوية – كلية براودا، كرميئيل', '2010 – 2014'];
    expect(findEducation(lines, lines)).toEqual({ level: 'bachelor', field: 'biomedical-engineering' });
  });

  it('reads "BA, Marketing" as a bachelor\'s, and not a state\'s "MA," as a master\'s', () => {
    const ba = ['BA, Marketing, Reichman University (IDC Herzliya), 2016'];
    expect(findEducation(ba, ba).level).toBe('bachelor');
    const boston = ['Certificate in Nutrition, Boston, MA, USA, 2015'];
    expect(findEducation(boston, boston).level).toBe('certificate');
  });

  it('reads "BA" and "MA" without dots before a Hebrew or Arabic field', () => {
    const he = ['2010–2013 | BA חשבונאות וכלכלה | האוניברסיטה העברית בירושלים'];
    expect(findEducation(he, he)).toEqual({ level: 'bachelor', field: 'accounting' });
    const ma = ['MA עבודה סוציאלית, אוניברסיטת חיפה, 2015'];
    expect(findEducation(ma, ma)).toEqual({ level: 'master', field: 'social-work' });
  });

  it('does not take "Arts" or "Science" of a degree\'s name for a field', () => {
    const ba = ['Bachelor of Arts in Economics, Tel Aviv University, 2014'];
    expect(findEducation(ba, ba)).toEqual({ level: 'bachelor', field: 'economics' });
    const fine = ['Bachelor of Fine Arts, Bezalel Academy, 2014'];
    expect(findEducation(fine, fine).field).toBe('arts');
  });

  it('knows educational administration and aquaculture as fields', () => {
    const ar = ['ماجستير في الإدارة والتنظيم التربوي', 'جامعة حيفا', '2012'];
    expect(findEducation(ar, ar).field).toBe('education');
    const fish = ['دبلوم في الاستزراع السمكي', 'جامعة كفر الشيخ، مصر، 2014'];
    expect(findEducation(fish, fish)).toEqual({ level: 'certificate', field: 'agriculture' });
  });
});

describe('years, round 12', () => {
  it('reads a bracketed range a right-to-left line wrapped, its dash drawn elsewhere', () => {
    const ar = parse(['الخبرة', 'Field Service Engineer لدى – Philips Healthcare Israel (2014', '2016)']);
    expect(ar.experienceYears).toBe(2);
    expect(ar.jobTitles).toEqual(['Field Service Engineer']);
  });
});

describe('two-digit years, round 12', () => {
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

describe('dates written otherwise, round 12', () => {
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
