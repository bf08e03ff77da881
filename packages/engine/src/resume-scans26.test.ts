import { describe, expect, it } from 'vitest';
import { analyzeResume } from './resume-analysis.ts';

/**
 * Round 26 (scans26): what a scan's OCR gives otherwise than the text, each kind beside the clean
 * text it must read the same.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const analyze = (lines: string[]) => analyzeResume(lines.join('\n'), { now: NOW });

describe('round 26: scans26 — a languages line whose heading the scan read as a digit or a mark', () => {
  const resumes = {
    he: {
      lines: [
        'אורטל שמעוני',
        'נתניה | 050-4437719',
        'ניסיון',
        '2018 – היום: קוסמטיקאית, סטודיו אורטל, נתניה',
        'כישורים',
        'טיפולי פנים, פילינג',
      ],
      list: 'עברית, English',
      codes: ['he', 'en'],
    },
    en: {
      lines: [
        'Dana Cohen',
        'Netanya | 050-4437719',
        'Experience',
        '2018 – Present: Cosmetician, Ortal Studio, Netanya',
        'Skills',
        'Facials, peeling',
      ],
      list: 'Hebrew, English',
      codes: ['he', 'en'],
    },
    ar: {
      lines: [
        'سماح زعبي',
        'الناصرة | 052-7781443',
        'الخبرة',
        '2018 – الآن: خبيرة تجميل، صالون سماح، الناصرة',
        'المهارات',
        'علاج البشرة، تقشير',
      ],
      // An Arabic list is joined by the Arabic comma, which a bare list of names did not know.
      list: 'العربية، العبرية',
      codes: ['ar', 'he'],
    },
  };
  for (const lang of ['he', 'en', 'ar'] as const)
    it(`reads the ${lang} names alone, and after a lone digit or mark`, () => {
      const { lines, list, codes } = resumes[lang];
      for (const before of ['', '5 ', '• ', ': ', '12 '])
        expect(analyze([...lines, `${before}${list}`]).languages, `${before}${list}`).toEqual(codes);
    });

  it('still needs two names: one name after a digit is no list (he, en, ar)', () => {
    for (const line of ['5 English', '3 עברית', '2 العربية'])
      expect(analyze([...resumes.en.lines, line]).languages, line).toEqual([]);
  });
});

describe('round 26: scans26 — years in Arabic-Indic digits as the OCR gives them back', () => {
  it('reads an Arabic job’s range and a "since" year in those digits as in Western ones (ar)', () => {
    const lines = (since: string, range: string) => [
      'خالد نصار',
      'عرابة | 050-6631284',
      'الخبرة',
      'سائق شاحنة ثقيلة – شركة تنوفا للتوزيع، منطقة الشمال',
      `منذ ${since} حتى الآن`,
      'سائق شاحنة توزيع – مخازن الجليل، كرميئيل',
      range,
    ];
    const indic = analyze(lines('٢٠١٨', '٢٠١١ – ٢٠١٨'));
    expect(indic.experienceYears).toBe(14.5);
    expect(indic.experienceYears).toBe(analyze(lines('2018', '2011 – 2018')).experienceYears);
  });
});
