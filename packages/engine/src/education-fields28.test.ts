import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * Education lines in the forms round 28's helper fields28 read: the field of a degree named by a
 * language or its philology, of a practical engineer's programme in gardening, of a school's studies of
 * electricity; no field from a school's name or a workplace's; unfinished degrees as people write them;
 * courses that ran for months; schooling run on among the jobs.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const HEADS = {
  en: [
    'Dana Levi',
    'dana.levi@gmail.com',
    '',
    'Work Experience',
    '2019–2024 Coordinator, Alon Ltd.',
    '',
    'Education',
  ],
  he: ['דנה לוי', 'dana.levi@gmail.com', '', 'ניסיון תעסוקתי', '2019–2024 רכזת, חברת אלון בע"מ', '', 'השכלה'],
  ar: [
    'سمر خليل',
    'samar.khalil@gmail.com',
    '',
    'الخبرة العملية',
    '2019–2024 منسقة، شركة الأمل',
    '',
    'التعليم',
  ],
};
/** The same people with no education heading: the entries follow the jobs. */
const NO_HEADING = {
  en: ['Dana Levi', 'dana.levi@gmail.com', ''],
  he: ['דנה לוי', 'dana.levi@gmail.com', ''],
  ar: ['سمر خليل', 'samar.khalil@gmail.com', ''],
};
const education = (lang: keyof typeof HEADS, ...entry: string[]) => {
  const fields = parseResume([...HEADS[lang], ...entry].join('\n'), { now: NOW });
  return { level: fields.educationLevel, field: fields.educationField };
};
const withoutHeading = (lang: keyof typeof HEADS, ...lines: string[]) =>
  parseResume([...NO_HEADING[lang], ...lines].join('\n'), { now: NOW });

describe('round 28: fields28 — the field a degree names', () => {
  it('reads a language named alone after its degree, or its philology', () => {
    expect(
      education('en', 'M.A. English Philology and Translation, Odesa National University, 2005'),
    ).toEqual({
      level: 'master',
      field: 'english',
    });
    expect(education('en', 'B.A. in English and Education, Oranim College, 2012')).toEqual({
      level: 'bachelor',
      field: 'english',
    });
    expect(education('en', 'BA Arabic, University of Haifa, 2010')).toEqual({
      level: 'bachelor',
      field: 'arabic',
    });
    expect(education('he', 'תואר שני בפילולוגיה ערבית, אוניברסיטת חיפה, 2014')).toEqual({
      level: 'master',
      field: 'arabic',
    });
    expect(education('ar', 'بكالوريوس فقه اللغة الإنجليزية، جامعة دمشق، 2004')).toEqual({
      level: 'bachelor',
      field: 'english',
    });
  });

  it("reads a practical engineer's programme in gardening as agriculture, not a gardening course", () => {
    expect(education('he', 'הנדסאי גננות ונוף, מכללת כנרת, 2009 – 2011')).toEqual({
      level: 'certificate',
      field: 'agriculture',
    });
    expect(education('en', 'Practical Engineer in Landscaping, Kinneret College, 2011')).toEqual({
      level: 'certificate',
      field: 'agriculture',
    });
    expect(education('ar', 'هندسائي تنسيق حدائق، كلية كنيرت، 2011')).toEqual({
      level: 'certificate',
      field: 'agriculture',
    });
    expect(education('ar', 'دورة بستنة وتنسيق حدائق، وزارة العمل، الناصرة، 2012')).toEqual({
      level: 'certificate',
      field: '',
    });
  });

  it("reads a school's studies of electricity as electrical engineering", () => {
    expect(
      education('he', 'לימודי חשמל, מכללת אורט קריית ביאליק, 2010–2011 (תעודה)', 'בגרות, תיכון אורט, 2002'),
    ).toEqual({
      level: 'certificate',
      field: 'electrical-engineering',
    });
    expect(education('en', 'Electrical studies, ORT College, 2010–2011 (certificate)')).toEqual({
      level: 'certificate',
      field: 'electrical-engineering',
    });
    expect(education('ar', 'دراسة الكهرباء، كلية أورط، 2010–2011 (شهادة)')).toEqual({
      level: 'certificate',
      field: 'electrical-engineering',
    });
  });
});

describe('round 28: fields28 — no field from a school or a workplace', () => {
  it("takes no field from a university's school of continuing education", () => {
    expect(
      education(
        'en',
        'Event production course, Tel Aviv University School of Continuing Education, 120 hours, 2017',
      ),
    ).toEqual({ level: 'certificate', field: '' });
    expect(
      education('ar', 'دورة إنتاج فعاليات، جامعة تل أبيب – مدرسة التعليم المستمر، 120 ساعة، 2017'),
    ).toEqual({
      level: 'certificate',
      field: '',
    });
    // (Hebrew names it "היחידה ללימודי המשך", no field word in it.)
    expect(education('he', 'קורס הפקת אירועים, אוניברסיטת תל אביב – היחידה ללימודי המשך, 2017')).toEqual({
      level: 'certificate',
      field: '',
    });
  });

  it('takes no field from the educational institutions a trade serves', () => {
    expect(
      education('he', 'בגרות מלאה, תיכון מקיף דימונה, 2003', 'קורס קב"ט מוסדות חינוך – משטרת ישראל, 2018'),
    ).toEqual({
      level: 'certificate',
      field: '',
    });
    expect(
      education('en', 'Security officer course for educational institutions, Ministry of Education, 2018'),
    ).toEqual({
      level: 'certificate',
      field: '',
    });
    expect(education('ar', 'دورة ضابط أمن مؤسسات تعليمية، وزارة التربية، 2018')).toEqual({
      level: 'certificate',
      field: '',
    });
  });
});

describe('round 28: fields28 — unfinished degrees, courses of months, schooling among the jobs', () => {
  it('reads an unfinished degree as people write it beside a finished course', () => {
    expect(
      education(
        'en',
        'QA Automation Bootcamp, John Bryce, 7 months, 2019 – 2020',
        'Economics, Bar-Ilan University, 2012 – 2014 (did not finish)',
      ),
    ).toEqual({ level: 'certificate', field: '' });
    expect(
      education(
        'en',
        'QA Bootcamp, John Bryce, 2020',
        'B.A. Economics, Bar-Ilan University, 2012 – 2014 (unfinished)',
      ),
    ).toEqual({
      level: 'certificate',
      field: '',
    });
    expect(
      education('he', 'הנהלת חשבונות סוג 3, מכללת רמות, 2016', 'לימודי כלכלה באוניברסיטה הפתוחה (לא השלמתי)'),
    ).toEqual({
      level: 'certificate',
      field: 'accounting',
    });
    expect(
      education(
        'ar',
        'دورة فحص برمجيات، جون برايس، 2020',
        'الاقتصاد، جامعة حيفا، 2012 – 2014 (لم أنهِ الدراسة)',
      ),
    ).toEqual({
      level: 'certificate',
      field: '',
    });
    expect(
      education('ar', 'دبلوم محاسبة، كلية الناصرة، 2016', 'بكالوريوس اقتصاد، جامعة حيفا، سنتان (غير منتهية)'),
    ).toEqual({
      level: 'certificate',
      field: 'accounting',
    });
  });

  it('reads a course that ran for months, or at a seminary, as a programme where no heading stands', () => {
    const he = withoutHeading(
      'he',
      'קורס מזכירות משפטית, סמינר הקיבוצים, 8 חודשים (2003)',
      'בגרות מלאה, תיכון אורט בת ים',
    );
    expect(he.educationLevel).toBe('certificate');
    const en = withoutHeading(
      'en',
      'Legal secretary course, 8 months (2003)',
      'Full matriculation, ORT Bat Yam',
    );
    expect(en.educationLevel).toBe('certificate');
    const ar = withoutHeading('ar', 'دورة سكرتارية قانونية، 8 أشهر (2003)', 'توجيهي، مدرسة الرامة الثانوية');
    expect(ar.educationLevel).toBe('certificate');
  });

  it('reads a qualification at its school among the jobs as schooling: no title, no years', () => {
    const he = withoutHeading(
      'he',
      'גנן ראשי, עיריית כרמיאל',
      '2015 – עד היום',
      '',
      'הנדסאי גננות ונוף, מכללת כנרת, 2009 – 2011',
    );
    expect([he.jobTitles, he.experienceYears, he.educationField]).toEqual([
      ['גנן ראשי'],
      10.5,
      'agriculture',
    ]);
    const en = withoutHeading(
      'en',
      'Head Gardener, Karmiel Municipality',
      '2015 – present',
      '',
      'Diploma in Horticulture, Kinneret College, 2009 – 2011',
    );
    expect([en.jobTitles, en.experienceYears, en.educationField]).toEqual([
      ['Head Gardener'],
      10.5,
      'agriculture',
    ]);
    const ar = withoutHeading(
      'ar',
      'بستاني رئيسي، بلدية كرميئيل',
      '2015 – حتى اليوم',
      '',
      'هندسائي تنسيق حدائق، كلية كنيرت، 2009 – 2011',
    );
    expect([ar.jobTitles, ar.experienceYears, ar.educationField]).toEqual([
      ['بستاني رئيسي'],
      10.5,
      'agriculture',
    ]);
    // A practical engineer's job at a firm is a job.
    const job = withoutHeading('he', 'הנדסאי חשמל, חברת חשמל מזרחי בע"מ, 2010 – 2015');
    expect(job.experienceYears).toBe(5);
  });
});
