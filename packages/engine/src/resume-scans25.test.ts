import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * Round 25 (scans25): a comma a scan's OCR read as a full stop, between a job's fields, each kind
 * beside the clean text it must read the same.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

describe('round 25: scans25 — a bullet whose comma before its range was read as a full stop', () => {
  const bullets = (sep: string) => ({
    he: [
      'רונית לוי',
      'נצרת עילית | 052-8871463',
      'ניסיון תעסוקתי',
      `- יועצת חינוכית, חטיבת ביניים "אופק", עפולה${sep} 2012 – היום`,
      '  ליווי תלמידים, בניית תוכניות מניעה, עבודה עם הורים.',
      `- מורה לפסיכולוגיה, תיכון עירוני נצרת עילית${sep} 2008 – 2012`,
      `- מדריכת נוער, מתנ"ס עפולה (משרה חלקית)${sep} 2005 – 2008`,
    ],
    en: [
      'Rana Levi',
      'Afula | 052-8871463',
      'Experience',
      `- School Counsellor, Ofek Middle School, Afula${sep} 2012 – present`,
      '  Individual and group counselling, prevention programmes, work with parents.',
      `- Psychology Teacher, Nazareth Illit High School${sep} 2008 – 2012`,
      `- Youth Group Leader, Afula Community Centre (part time)${sep} 2005 – 2008`,
    ],
    ar: [
      'هبة مرعي',
      'كفر قرع | 058-2270931',
      'الخبرة العملية',
      `- مستشارة تربوية، مدرسة الرازي الإعدادية، كفر قرع${sep} من 1.9.2012 حتى اليوم`,
      '  إرشاد فردي وجماعي للطلاب، بناء برامج وقاية، العمل مع الأهالي.',
      `- معلمة علم نفس وتربية، مدرسة عرعرة الثانوية${sep} من 1.9.2008 حتى 31.8.2012`,
      `- مرشدة مجموعات شبيبة، المركز الجماهيري كفر قرع (بوظيفة جزئية)${sep} 2005 – 2008`,
    ],
  });
  const expected = {
    he: { titles: ['יועצת חינוכית', 'מורה לפסיכולוגיה', 'מדריכת נוער'], years: 20.5 },
    en: { titles: ['School Counsellor', 'Psychology Teacher', 'Youth Group Leader'], years: 20.5 },
    ar: { titles: ['مستشارة تربوية', 'معلمة علم نفس وتربية', 'مرشدة مجموعات شبيبة'], years: 19.8 },
  };
  for (const lang of ['he', 'en', 'ar'] as const)
    it(`reads each ${lang} bullet as a job, with a comma or a full stop before its range`, () => {
      for (const sep of [',', '.']) {
        const fields = parse(bullets(sep)[lang]);
        expect(fields.jobTitles).toEqual(expected[lang].titles);
        expect(fields.experienceYears).toBe(expected[lang].years);
      }
    });

  it('keeps a bullet of duties that ends a sentence without a range a detail', () => {
    const fields = parse([
      'Rana Levi',
      'Experience',
      '- School Counsellor, Ofek Middle School, Afula, 2012 – present',
      '- Led the prevention programme. Worked with parents and teachers.',
    ]);
    expect(fields.jobTitles).toEqual(['School Counsellor']);
  });
});

describe('round 25: scans25 — a Hebrew or Arabic comma between title and workplace read as a full stop', () => {
  const cases = {
    ar: {
      lines: [
        'رنا عواد',
        'الناصرة | 052-8871463',
        'الخبرة العملية',
        'معلمة لغة عربية. مدرسة الناصرة الثانوية | أيلول 2016 - حتى الآن',
        'معلمة بديلة. مدرسة كفر كنا الابتدائية. 2012 - 2016',
      ],
      titles: ['معلمة لغة عربية', 'معلمة بديلة'],
      years: 12.8,
    },
    he: {
      lines: [
        'רונית לוי',
        'נצרת עילית | 052-8871463',
        'ניסיון',
        '2016 - היום: מורה לערבית. תיכון נצרת',
        '2012 - 2016: מורה מחליפה. בית ספר יסודי כפר כנא',
      ],
      titles: ['מורה לערבית', 'מורה מחליפה'],
      years: 13.5,
    },
  };
  for (const [lang, c] of Object.entries(cases))
    it(`reads the ${lang} title before the stop and the job's years`, () => {
      const fields = parse(c.lines);
      expect(fields.jobTitles).toEqual(c.titles);
      expect(fields.experienceYears).toBe(c.years);
    });

  it('leaves a Latin title with an abbreviation whole', () => {
    const fields = parse(['Dana Levi', 'Experience', 'Sr. Developer, Wix, 2019 – 2023']);
    expect(fields.jobTitles).toEqual(['Sr. Developer']);
  });

  it('reads no title out of a Hebrew line of duties that ends as a sentence', () => {
    const fields = parse([
      'רונית לוי',
      'ניסיון',
      '2016 - היום: מורה לערבית, תיכון נצרת',
      'הוראה בכיתות י-יב. מחנכת כיתה. ריכוז מקצוע.',
    ]);
    expect(fields.jobTitles).toEqual(['מורה לערבית']);
  });
});
