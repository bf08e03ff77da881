import { describe, expect, it } from 'vitest';
import { plainText } from './input-text.ts';
import { parseResume } from './resume-fields.ts';

const now = new Date('2025-06-15T00:00:00Z');

const CLEAN = `דנה לוי
טלפון: 054-7126630 | dana.levi@gmail.com | חיפה

ניסיון תעסוקתי
אחראית משמרת | סופר יוחננוף, חיפה | 03/2021 – היום
• ניהול צוות של 8 עובדים וסגירת קופות
קופאית | שופרסל, קריית אתא | 06/2018 – 02/2021

השכלה
תעודת בגרות – תיכון ליאו באק, 2017

כישורים
• קופה רושמת
• ניהול מלאי
• שירות לקוחות

שפות
עברית, אנגלית, ערבית`;

describe('plainText', () => {
  it('drops direction marks, zero-width characters and odd spaces', () => {
    expect(plainText('\u200fדנה\u00a0לוי\u200f\n\u200e2019\u200e – 20\u200b21')).toBe('דנה לוי\n2019 – 2021');
  });

  it('reads a tab between two parts of a line as a separator, not beside one already there', () => {
    expect(plainText('קופאית\tשופרסל\t2018 – 2021')).toBe('קופאית | שופרסל | 2018 – 2021');
    expect(plainText('2018\t–\t2021')).toBe('2018 – 2021');
    expect(plainText('טלפון:\t054-7126630')).toBe('טלפון: 054-7126630');
  });

  it('drops page numbers and drawn rules, and keeps a number that is part of the resume', () => {
    const text =
      'Experience\n──────────\nCook\n- 1 -\nPage 2 of 2\nעמוד 1 מתוך 2\nصفحة 1 من 2\n1/2\nYears\n5\nSkills\nGrill';
    expect(plainText(text)).toBe('Experience\nCook\nYears\n5\nSkills\nGrill');
    expect(plainText('Skills\nGrill\n2')).toBe('Skills\nGrill');
    expect(plainText('Experience\n1\nCook\n2\nSkills')).toBe('Experience\nCook\nSkills');
  });

  it('makes any bullet glyph a bullet, and leaves a symbol that opens a line alone', () => {
    expect(plainText('➢ ניהול מלאי\n  ✓ Excel\n📞 054-7126630')).toBe(
      '• ניהול מלאי\n  • Excel\n📞 054-7126630',
    );
  });
});

describe('a resume as Word and PDF files carry it', () => {
  const clean = parseResume(CLEAN, { now });

  it('gives the facts of its clean text with direction marks, tabs, page footers, rules and decorated headings', () => {
    const noisy = CLEAN.replace(/^(.*[\u0590-\u05FF].*)$/gm, '\u200f$1\u200f')
      .replace(/(\d{2}\/\d{4})/g, '\u200e$1\u200e')
      .replace(/ \| (?=סופר|שופרסל)/g, '\t')
      .replace(/^(ניסיון תעסוקתי|השכלה|כישורים|שפות)$/gm, '── $1 ──\n____________')
      .replace('• ניהול צוות', '➢ ניהול צוות')
      .replace('השכלה', 'השכלה\nעמוד 1 מתוך 2')
      .concat('\n\nעמוד 2 מתוך 2');
    const read = parseResume(noisy, { now });
    expect(clean.jobTitles).toEqual(['אחראית משמרת', 'קופאית']);
    expect(clean.experienceYears).toBeGreaterThan(6);
    for (const field of [
      'fullName',
      'phone',
      'email',
      'location',
      'jobTitles',
      'experienceYears',
      'skills',
      'languages',
    ] as const)
      expect(read[field], field).toEqual(clean[field]);
  });

  it('keeps "עד", "to" and "إلى" of a range out of the title', () => {
    const titles = (lines: string) => parseResume(`Dana Levi\nExperience\n${lines}`, { now }).jobTitles;
    expect(titles('2021 to 2024: Shift Supervisor, Shufersal\n2016 to 2020    Cashier, Rami Levy')).toEqual([
      'Shift Supervisor',
      'Cashier',
    ]);
    expect(titles('2021 עד 2024: אחראית משמרת, שופרסל\n2016 עד 2020: קופאית, רמי לוי')).toEqual([
      'אחראית משמרת',
      'קופאית',
    ]);
    expect(titles('2016 إلى 2020: أمين صندوق، سوبر ماركت')).toEqual(['أمين صندوق']);
  });

  it('parts a label from the title at the range between them', () => {
    // A resume of labelled lines and no headings: the range stands between "ניסיון:" and the title.
    const resume =
      'דנה לוי\ndana.levi@example.com | 052-555-1234\nניסיון: 2019–2025 מפתחת Full Stack ב-Wix, תל אביב';
    expect(parseResume(resume, { now }).jobTitles).toEqual(['מפתחת Full Stack']);
    expect(
      parseResume('Dana Levi\ndana@example.com\nExperience: 2019 to 2025 Nurse, Ichilov', { now }).jobTitles,
    ).toEqual(['Nurse']);
  });
});

describe('dates and headings written in other common ways', () => {
  it('reads months written "2019-03", and "2010-12" alone as years', () => {
    expect(plainText('QA Engineer | Wix | 2019-03 – 2021-06')).toBe('QA Engineer | Wix | 03/2019 – 06/2021');
    expect(plainText('Cook | 2021-02 - Present')).toBe('Cook | 02/2021 - Present');
    expect(plainText('B.Sc. Biology 2010-12')).toBe('B.Sc. Biology 2010-12');
    expect(
      parseResume('Dana Levi\nExperience\nCook | Cafe Noir | 2021-02 - 2024-08', { now }).experienceYears,
    ).toBe(3.6);
  });

  it('reads "עד כיום" and "لغاية الآن" as to this day', () => {
    const years = (text: string) => parseResume(text, { now }).experienceYears;
    expect(years(CLEAN.replace('03/2021 – היום', '03/2021 – עד כיום'))).toBe(years(CLEAN));
    expect(years('سامر حداد\nالخبرة العملية\nأمين صندوق | سوبر ماركت | 2020 لغاية الآن')).toBe(5.5);
  });

  it('knows more headings of experience and languages', () => {
    const text = (heading: string) =>
      `سامر حداد\n${heading}\nأمين صندوق | سوبر ماركت الناصرة | 2016 – 2020\nLanguages Spoken\nArabic, Hebrew`;
    for (const heading of ['السجل المهني', 'المسيرة المهنية', 'خبرات العمل', 'Professional History']) {
      const read = parseResume(text(heading), { now });
      expect(read.jobTitles, heading).toEqual(['أمين صندوق']);
      expect(read.languages, heading).toEqual(expect.arrayContaining(['ar', 'he']));
    }
  });
});

describe('a header laid out with spaces, tabs and symbols', () => {
  const name = (head: string) =>
    parseResume(`${head}\n${CLEAN.split('\n').slice(2).join('\n')}`, { now }).fullName;

  it('reads labelled fields aligned with spaces or a tab as separate fields', () => {
    expect(name('Name: Dana Levi        Phone: 054-7126630')).toBe('Dana Levi');
    expect(name('שם: דנה לוי\tטלפון: 054-7126630')).toBe('דנה לוי');
  });

  it('reads a name behind a symbol, or with spaces between its words', () => {
    expect(name('📞 054-7126630 ✉ dana.levi@gmail.com\n👤 דנה לוי')).toBe('דנה לוי');
    expect(name('Dana   Levi\n054-7126630')).toBe('Dana Levi');
  });
});

describe('a city written short', () => {
  it('reads "ק. אתא", "ק"ש", "כ"ס", "רמה"ש" and "شفا عمرو" as the cities they stand for', () => {
    const city = (written: string) =>
      parseResume(`דנה לוי\n054-7126630 | ${written}\n${CLEAN.split('\n').slice(3).join('\n')}`, { now })
        .location;
    expect(city('ק. אתא')).toBe('kiryat-ata');
    expect(city('ק.ביאליק')).toBe('kiryat-bialik');
    expect(city('ק"ש')).toBe('kiryat-shmona');
    expect(city('כ"ס')).toBe('kfar-saba');
    expect(city('רמה"ש')).toBe('ramat-hasharon');
    expect(city('شفا عمرو')).toBe('shfaram');
  });
});

describe('round 18: a bullet read at the end of its line', () => {
  it("is the line's bullet (Latin text in a right-to-left paragraph of a PDF)", () => {
    expect(plainText('SQL Server 2012–2016, SSIS packages •')).toBe('• SQL Server 2012–2016, SSIS packages');
    expect(plainText('Oracle RAC, RMAN backups ▪')).toBe('• Oracle RAC, RMAN backups');
    // A range left open at a line's end keeps its dash.
    expect(plainText('Cook, Cafe Noa, 2019 –')).toBe('Cook, Cafe Noa, 2019 –');
  });

  it('leaves a version range in a duty out of the years', () => {
    const years = parseResume(
      [
        'ניסיון תעסוקתי',
        'Harel Insurance — Database Administrator — Mar 2015 – Dec 2018',
        'SQL Server 2012–2016, SSIS packages, T-SQL tuning •',
      ].join('\n'),
      { now: new Date('2025-06-15T00:00:00Z') },
    ).experienceYears;
    expect(years).toBe(3.8);
  });
});

describe('round 22: long runs of tabs and spaces in a line', () => {
  it('parts a title from its dates across a run of 5,000 tabs', () => {
    const tabs = '\t'.repeat(5000);
    expect(plainText(`מלצרית${tabs}2019 – 2021`)).toBe('מלצרית | 2019 – 2021');
    expect(plainText(`Waitress${tabs}2019 – 2021`)).toBe('Waitress | 2019 – 2021');
    expect(plainText(`نادلة${tabs}2019 – 2021`)).toBe('نادلة | 2019 – 2021');
  });

  it('moves a trailing bullet to the front past a run of 5,000 spaces', () => {
    const spaces = ' '.repeat(5000);
    expect(plainText(`ניהול מלאי${spaces}•`)).toBe('• ניהול מלאי');
    expect(plainText(`SQL Server${spaces}•`)).toBe('• SQL Server');
    expect(plainText(`إدارة المخزون${spaces}•`)).toBe('• إدارة المخزون');
  });
});
