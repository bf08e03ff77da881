import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';
import { headingKind, splitResumeSections } from './resume-sections.ts';

/**
 * Round 19: kinds of failure of titles and years, each tested with variants no set holds (another
 * wording, another language, another layout).
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

describe('jobs with no heading after an undated list (a sidebar list running on into the main column)', () => {
  it('reads the jobs after an English skills list, the employer and dates on the line under the title', () => {
    const fields = parse([
      'DANIEL OREN',
      'daniel.oren@gmail.com | 052-7781234',
      'Skills',
      'Figma',
      'User research',
      'Prototyping',
      'Product Designer',
      'Fiverr · Mar 2020 – present',
      'Led the redesign of the seller dashboard.',
      'UX Designer',
      'Lemonade · Jan 2017 – Feb 2020',
      'Education',
      'B.Des, Shenkar, 2016',
    ]);
    expect(fields.jobTitles).toEqual(['Product Designer', 'UX Designer']);
    expect(fields.experienceYears).toBe(8.5);
    expect(fields.skills).not.toContain('Product Designer');
  });

  it('reads an Arabic job whose title stands above the employer line, after a languages list', () => {
    const fields = parse([
      'رنا خوري',
      'rana.khoury@gmail.com | 054-3312987',
      'اللغات',
      'العربية',
      'العبرية',
      'الإنجليزية',
      'محاسبة رئيسية',
      'شركة الجليل للتجارة، الناصرة',
      '2019 – اليوم',
      'محاسبة',
      'مكتب حسابات أبو أحمد، شفاعمرو',
      '2015 – 2019',
    ]);
    expect(fields.jobTitles).toEqual(['محاسبة رئيسية', 'محاسبة']);
    expect(fields.experienceYears).toBe(10.5);
  });

  it('reads a Hebrew job written on one line with its dates after a skills list', () => {
    const fields = parse([
      'יוסי אברהם',
      'yossi.a@gmail.com | 050-1234567',
      'כישורים',
      'ניהול מלאי',
      'SAP',
      'מחסנאי ראשי | שופרסל, מודיעין | 2018 – היום',
      'מלקט | רמי לוי | 2016 – 2018',
    ]);
    expect(fields.jobTitles).toEqual(['מחסנאי ראשי', 'מלקט']);
  });

  it('leaves a list alone when the resume has an experience heading, or when no role heads the dated lines', () => {
    const sections = (lines: string[]) => splitResumeSections(lines.join('\n')).sections.map((s) => s.kind);
    expect(
      parse([
        'Skills',
        'Excel',
        'SQL',
        'Data Analyst, Wix, 2020 – 2024',
        'Experience',
        'Analyst, Orbit, 2018 – 2020',
      ]).jobTitles,
    ).toEqual(['Analyst']);
    expect(sections(['Skills', 'Excel', 'SQL', 'Python 2019 – 2024'])).toEqual(['skills']);
    expect(parse(['Skills', 'Excel', 'SQL', 'Python 2019 – 2024']).experienceYears).toBeNull();
  });
});

describe('a labelled line of schooling, languages or service in a resume with no headings', () => {
  it('is a section of its own, not a job: no title, no years from it', () => {
    for (const [line, title] of [
      ['Education: B.A. Economics, Hebrew University, 2010 – 2013', 'Bookkeeper'],
      ['التعليم: بكالوريوس إدارة أعمال، جامعة حيفا، 2010 – 2013', 'Bookkeeper'],
      ['שירות צבאי: 2010 – 2013, מש"קית ת"ש', 'Bookkeeper'],
    ]) {
      const fields = parse([
        'Noa Levi',
        'noa.levi@gmail.com | 052-1112233',
        'Bookkeeper, Orbit Ltd, 2016 – 2024',
        line!,
        'Languages: Hebrew, English',
      ]);
      expect(fields.jobTitles).toEqual([title]);
      expect(fields.experienceYears).toBe(8);
    }
  });
});

describe('time abroad among the jobs', () => {
  it('reads no title and no years from a year abroad or a family relocation, in each language', () => {
    for (const gap of [
      '2020 – 2021 Year abroad in Melbourne with my partner',
      '2020 – 2021 Relocated with my family to Berlin',
      '2020 – 2021 سنة في الخارج مع العائلة',
      '2020 – 2021 שהות בחו"ל (רילוקיישן)',
      '(2020 – 2021 שנתיים בחו״ל)',
    ]) {
      const fields = parse([
        'Experience',
        'Head Cook, Cafe Nuri, 2021 – 2025',
        'Cook, Bar Ha, 2016 – 2020',
        gap,
      ]);
      expect(fields.jobTitles).toEqual(['Head Cook', 'Cook']);
      expect(fields.experienceYears).toBe(8);
    }
  });
});

describe('an Arabic experience heading with its adjective', () => {
  it.each(['الخبرة البحثية', 'الخبرة التدريسية', 'خبرة ميدانية', 'الخبرات الإدارية'])(
    'reads %s as experience',
    (line) => {
      expect(headingKind(line)).toBe('experience');
    },
  );
});

describe('a heading read as another kind that names experience too', () => {
  it('gives the jobs under it (a combined heading, a row of column headings read as one line)', () => {
    for (const [heading, job, school] of [
      [
        'Education & Experience',
        'Lab Technician, Teva, 2019 – 2024',
        'B.Sc. Biology, Tel Aviv University, 2015 – 2018',
      ],
      ['השכלה וניסיון', 'טכנאית מעבדה, טבע, 2019 – 2024', 'B.Sc. ביולוגיה, אוניברסיטת תל אביב, 2015 – 2018'],
      [
        'التعليم والخبرة العملية',
        'فنية مختبر، شركة تيفع، 2019 – 2024',
        'بكالوريوس في علم الأحياء، جامعة حيفا، 2015 – 2018',
      ],
      [
        'EDUCATION & RELEVANT EXPERIENCE',
        'Lab Technician | Teva | 2019 – 2024',
        'MBA, Reichman University, 2015 – 2018',
      ],
    ]) {
      const fields = parse(['Dana Cohen', 'dana.c@gmail.com', heading!, school!, job!]);
      expect(fields.jobTitles).toHaveLength(1);
      expect(fields.experienceYears).toBe(5);
      expect(fields.educationLevel).not.toBe('');
    }
  });
});

describe('a degree among the work lines', () => {
  it('is never a title, in each language and abbreviation', () => {
    for (const degree of [
      'MBA, Reichman University, 2018 – 2020',
      'B.Sc. Food Engineering, Technion (2014 – 2018)',
      'ماجستير في التربية، جامعة حيفا، 2018 – 2020',
      'B.A. בניהול מלונאות, המכללה האקדמית כנרת, 2016 – 2019',
    ]) {
      const fields = parse(['Noa Levi', 'noa.levi@gmail.com', 'Head Cook, Cafe Nuri, 2020 – 2024', degree]);
      expect(fields.jobTitles).toEqual(['Head Cook']);
    }
  });
});

describe('a range of two-digit years whose dash a scan lost', () => {
  it('is still a range: month to month, or month to now, in each language', () => {
    for (const [line, years] of [
      ['Cashier, Shufersal, 03.18 06.21', 3.3],
      ['קופאית, שופרסל, 03/18 היום', 7.3],
      ['أمينة صندوق، شوفرسال، 03.18 الآن', 7.3],
    ] as const) {
      expect(parse(['Experience', line]).experienceYears).toBe(years);
    }
  });
});
