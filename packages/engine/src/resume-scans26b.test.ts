import { describe, expect, it } from 'vitest';
import { analyzeResume } from './resume-analysis.ts';

/**
 * Round 26 (scans26b): what a scan's OCR reads otherwise than the text in skills, each kind beside
 * the clean text it must read the same.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const skillsOf = (lines: string[]) => analyzeResume(lines.join('\n'), { now: NOW }).skills;

describe('round 26: scans26b — a driving licence class the scan misread as a digit or a letter', () => {
  const resumes = {
    he: (cls: string) => [
      'משה אזולאי',
      'אשדוד | 050-7712390',
      'ניסיון',
      '2016 – היום: נהג חלוקה, תנובה, אשדוד',
      'הפצת מוצרים ללקוחות באזור הדרום',
      'כישורים',
      'ליקוט הזמנות, העמסה ופריקה',
      `רישיון נהיגה ${cls}`,
    ],
    en: (cls: string) => [
      'Michael Levin',
      'Haifa | 052-3349871',
      'Experience',
      '2016 – Present: Delivery Driver, Tnuva, Haifa',
      'Delivering goods to customers in the north',
      'Skills',
      'Order picking, loading and unloading',
      `Driving licence ${cls}`,
    ],
    ar: (cls: string) => [
      'سامي خطيب',
      'الناصرة | 054-2218876',
      'الخبرة',
      '2016 – حتى الآن: سائق توزيع، تنوفا، الناصرة',
      'توزيع البضائع على الزبائن في الشمال',
      'المهارات',
      'تجهيز الطلبيات، التحميل والتفريغ',
      `رخصة قيادة ${cls}`,
    ],
  };
  for (const [lang, resume] of Object.entries(resumes)) {
    it(`${lang}: "B" read "8" is the licence B, as the text reads it`, () => {
      const text = skillsOf(resume('B'));
      expect(text.some((s) => s.endsWith(' B'))).toBe(true);
      expect(skillsOf(resume('8'))).toEqual(text);
    });
    it(`${lang}: "C+E" read "CHE" or "0+5" is the licence C+E`, () => {
      const text = skillsOf(resume('C+E'));
      expect(text.some((s) => s.endsWith(' C+E'))).toBe(true);
      expect(skillsOf(resume('CHE'))).toEqual(text);
      expect(skillsOf(resume('0+5'))).toEqual(text);
    });
  }
  it('he: "B" read as a final mem ("רישיון נהיגה ם") is the licence B', () => {
    expect(skillsOf(resumes.he('ם'))).toEqual(skillsOf(resumes.he('B')));
  });
  it('a count after the licence is left as written ("רישיון נהיגה 8 שנים" is no class)', () => {
    const lines = resumes.he('8 שנים');
    expect(skillsOf(lines).some((s) => s.endsWith(' B'))).toBe(false);
  });
});

describe('round 26: scans26b — two known tools whose separator a scan lost or whose order a mixed line turned', () => {
  const resumes = {
    he: (tools: string) => [
      'דנה כהן',
      'תל אביב | 050-1234567',
      'ניסיון',
      '2020 – היום: מפתחת Full Stack, חברת אלפא',
      `פיתוח ממשקים ושירותים, עבודה עם ${tools}, ליווי מפתחים`,
      'כישורים',
      'React, TypeScript',
    ],
    en: (tools: string) => [
      'Dana Cohen',
      'Tel Aviv | 050-1234567',
      'Experience',
      '2020 – Present: Full Stack Developer, Alpha',
      `Built services with ${tools}, mentoring two developers`,
      'Skills',
      'React, TypeScript',
    ],
    ar: (tools: string) => [
      'دانة خوري',
      'حيفا | 050-1234567',
      'الخبرة',
      '2020 – حتى الآن: مطورة Full Stack، شركة ألفا',
      `تطوير واجهات وخدمات، العمل مع ${tools}، مرافقة مطورين`,
      'المهارات',
      'React, TypeScript',
    ],
  };
  const joined = { he: 'ו-Redis PostgreSQL', en: 'Redis PostgreSQL', ar: 'وRedis PostgreSQL' };
  const apart = { he: 'PostgreSQL ו-Redis', en: 'PostgreSQL and Redis', ar: 'PostgreSQL وRedis' };
  for (const lang of ['he', 'en', 'ar'] as const) {
    it(`${lang}: "Redis PostgreSQL" is no one tool; its two names are claimed each`, () => {
      const skills = skillsOf(resumes[lang](joined[lang]));
      expect(skills.some((s) => /redis\s+postgresql/i.test(s))).toBe(false);
      const text = skillsOf(resumes[lang](apart[lang])).map((s) => s.toLowerCase());
      for (const s of skills) expect(text).toContain(s.toLowerCase());
    });
  }
  it('one product with its kind ("Priority ERP") is still one name', () => {
    const skills = skillsOf(resumes.he('Priority ERP'));
    expect(skills.some((s) => s === 'Priority' || s === 'ERP')).toBe(false);
  });
});

describe('round 26: scans26b — a title with one word the scan read twice', () => {
  const titlesOf = (lines: string[]) => analyzeResume(lines.join('\n'), { now: NOW }).jobTitles;
  const resumes = {
    he: (title: string) => [
      'רונית לוי',
      'טבריה | 050-7712390',
      'ניסיון',
      `2019 – היום: ${title}, מלון גליל, טבריה`,
    ],
    en: (title: string) => [
      'Ronit Levy',
      'Tiberias | 050-7712390',
      'Experience',
      `2019 – Present: ${title}, Galil Hotel, Tiberias`,
    ],
    ar: (title: string) => [
      'رنا حداد',
      'طبريا | 050-7712390',
      'الخبرة',
      `2019 – حتى الآن: ${title}، فندق الجليل، طبريا`,
    ],
  };
  const titles = {
    he: ['פקידת קבלה', 'פקידת פקידת קבלה'],
    en: ['Front Desk Agent', 'Front Front Desk Agent'],
    ar: ['موظفة استقبال', 'موظفة موظفة استقبال'],
  } as const;
  for (const lang of ['he', 'en', 'ar'] as const) {
    it(`${lang}: the doubled word is read once, as the text reads the title`, () => {
      const [clean, doubled] = titles[lang];
      const text = titlesOf(resumes[lang](clean));
      expect(text).toEqual([clean]);
      expect(titlesOf(resumes[lang](doubled))).toEqual(text);
    });
  }
});
