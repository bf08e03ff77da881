import { describe, expect, it } from 'vitest';
import { analyzeResume } from './resume-analysis.ts';

/**
 * Round 25 (scanso25): what tuning-o's scans read otherwise than its text, each kind beside the clean text
 * it must read the same.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const analyze = (lines: string[]) => analyzeResume(lines.join('\n'), { now: NOW });

describe('round 25: scanso25 — an em dash read by OCR as two hyphens', () => {
  const resume = (dash: string) => ({
    he: [
      `איתי מזרחי ${dash} חשמלאי מוסמך`,
      'נייד 050-3348210 · itai.m@gmail.com · ראשון לציון',
      'ניסיון',
      `"צים שירותי יבשה" ${dash} סדרן עבודה`,
      '2019 – 2021',
      `"שופרסל", מודיעין ${dash} נהג משאית חלוקה`,
      '2012 – 2018',
    ],
    en: [
      `Ethan Miles ${dash} Licensed Electrician`,
      'Mobile 050-3348210 · ethan.m@gmail.com · Haifa',
      'Experience',
      `Zim Land Services ${dash} Dispatcher`,
      '2019 – 2021',
      `Shufersal, Modiin ${dash} Delivery Truck Driver`,
      '2012 – 2018',
    ],
    ar: [
      `رامي خوري ${dash} كهربائي مرخّص`,
      'جوال 050-3348210 · rami.k@gmail.com · حيفا',
      'الخبرة',
      `شركة "زيم" للخدمات البرية ${dash} منسّق نقل`,
      '2019 – 2021',
      `"شوفرسال"، موديعين ${dash} سائق شاحنة توزيع`,
      '2012 – 2018',
    ],
  });
  for (const language of ['he', 'en', 'ar'] as const) {
    it(`${language}: "--" parts a name from its title and an employer from its role as "—" does`, () => {
      const clean = analyze(resume('—')[language]);
      const scanned = analyze(resume('--')[language]);
      expect(scanned.fullName).toBe(clean.fullName);
      expect(scanned.fullName).not.toBe('');
      expect(scanned.jobTitles).toEqual(clean.jobTitles);
      expect(scanned.jobTitles).toHaveLength(2);
      expect(scanned.experienceYears).toBe(clean.experienceYears);
    });
  }
  it('a rule of hyphens and a range written with a hyphen are left as they were', () => {
    const r = analyze(['Dana Levi', '----------', 'Experience', 'QA Engineer, Wix', '2019 - 2021']);
    expect(r.jobTitles).toEqual(['QA Engineer']);
    expect(r.experienceYears).toBe(2);
  });
});

describe('round 25: scanso25 — a listed skill cut inside its brackets', () => {
  const resumes = {
    en: {
      lines: [
        'Eitan Rosen',
        'Ashdod',
        'Core skills',
        'Customs classification (HS',
        'codes)',
        'Shaar Olami',
        'Incoterms',
      ],
      item: 'Customs classification (HS codes)',
    },
    he: {
      lines: ['איתן רוזן', 'אשדוד', 'כישורים', 'סיווג מכס (קודי', 'HS)', 'שער עולמי', 'Incoterms'],
      item: 'סיווג מכס (קודי HS)',
    },
    ar: {
      lines: [
        'ايتان روزن',
        'عكا',
        'المهارات',
        'بيانات استيراد (أوروبا',
        'وأمريكا)',
        'تصنيف جمركي',
        'Incoterms',
      ],
      item: 'بيانات استيراد (أوروبا وأمريكا)',
    },
  };
  for (const [language, { lines, item }] of Object.entries(resumes)) {
    it(`${language}: the bracket closed on the next line ends the same item`, () => {
      const skills = analyze(lines).skills;
      expect(skills).toContain(item);
      expect(skills).toContain('Incoterms');
      expect(skills).toHaveLength(3);
    });
  }
});
