import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';
import { findLanguages } from './resume-languages.ts';

/** Languages the person speaks, as resumes name them. */
const NOW = new Date('2025-06-15T00:00:00Z');

describe('languages', () => {
  it('reads a language named in its own tongue, and lists it as no skill', () => {
    expect(findLanguages([], ['Languages: Hebrew (native), English, Español (básico)'])).toEqual([
      'he',
      'en',
      'es',
    ]);
    expect(findLanguages(['עברית', 'Русский', 'Deutsch'], [])).toEqual(['he', 'ru', 'de']);
    const text = [
      'Noa Peretz',
      'Skills',
      'Excel, Priority',
      'Français',
      'Experience',
      'Office manager, 2019 – 2022',
    ].join('\n');
    const parsed = parseResume(text, { now: NOW });
    expect(parsed.skills).not.toContain('Français');
  });
});

describe('languages of carers, workers and immigrants beyond the common ones', () => {
  it('are read in each language', () => {
    const read = (line: string) => findLanguages([], [line]);
    expect(read('Languages: English (native), Tagalog (native), Hebrew (good)')).toEqual(['en', 'tl', 'he']);
    expect(read('שפות: עברית, רוסית, גאורגית')).toEqual(['he', 'ru', 'ka']);
    expect(read('اللغات: العربية، العبرية، الهندية')).toEqual(['ar', 'he', 'hi']);
  });

  it('leave a given name that is also a language name alone', () => {
    expect(findLanguages([], ['דנית כהן, רווקה'])).toEqual([]);
  });
});

describe("round 17: a translator's language pairs", () => {
  it('reads each language of a line of languages joined by arrows, dashes or "to"', () => {
    expect(findLanguages([], ['Russian > Hebrew'])).toEqual(['ru', 'he']);
    expect(findLanguages([], ['מרוסית לעברית'])).toEqual(['ru', 'he']);
    expect(findLanguages([], ['الفرنسية ← العربية'])).toEqual(['fr', 'ar']);
    expect(findLanguages([], ['من الفرنسية إلى العربية'])).toEqual(['fr', 'ar']);
  });

  it('reads none from a line with other words', () => {
    expect(findLanguages([], ['Russian – Hebrew translation of contracts'])).toEqual([]);
    expect(findLanguages([], ['B.A. Russian and French'])).toEqual([]);
  });
});

describe('round 17: languages under other labels and verbs, and CEFR levels', () => {
  it('reads the languages after "Language skills:", "ידיעת שפות:", "שפות –", "Bilingual:", "المهارات اللغوية:"', () => {
    expect(findLanguages([], ['Language skills: Hebrew, Russian'])).toEqual(['he', 'ru']);
    expect(findLanguages([], ['ידיעת שפות: עברית, צרפתית'])).toEqual(['he', 'fr']);
    expect(findLanguages([], ['שפות – עברית, רוסית'])).toEqual(['he', 'ru']);
    expect(findLanguages([], ['Bilingual: Hebrew / French'])).toEqual(['he', 'fr']);
    expect(findLanguages([], ['المهارات اللغوية: العربية، الفرنسية'])).toEqual(['ar', 'fr']);
  });

  it('reads languages beside a verb of speaking or a CEFR level', () => {
    expect(findLanguages([], ['דוברת עברית, רוסית ואנגלית'])).toEqual(['he', 'ru', 'en']);
    expect(findLanguages([], ['Speaks Russian and Hebrew'])).toEqual(['ru', 'he']);
    expect(findLanguages([], ['أجيد العربية والفرنسية'])).toEqual(['ar', 'fr']);
    expect(findLanguages([], ['French: B2 | Hebrew: C2'])).toEqual(['fr', 'he']);
  });

  it('reads none from a programming languages line', () => {
    expect(findLanguages([], ['Programming languages: Python, Java, Go'])).toEqual([]);
  });
});

describe('round 20: the languages a sentence says the person works in', () => {
  it('reads two names or more listed after "in", "ב", "بـ"', () => {
    const en =
      'I am a licensed tour guide (Ministry of Tourism licence, 2011), guiding in English, Hebrew and Spanish. Since 2014 I have worked freelance.';
    expect(findLanguages([], [en])).toEqual(['en', 'he', 'es']);
    const he = 'אני מדריכת טיולים מוסמכת ומדריכה בעברית, באנגלית ובספרדית קבוצות מכל העולם, כבר עשר שנים';
    expect(findLanguages([], [he])).toEqual(['he', 'en', 'es']);
    const ar =
      'أعمل مرشدًا سياحيًا منذ عشر سنوات، أقدم الجولات بالعربية والعبرية والإنجليزية للمجموعات من كل العالم';
    expect(findLanguages([], [ar])).toEqual(['ar', 'he', 'en']);
  });

  it('reads no language a sentence only names once, or names as a subject taught or a degree', () => {
    expect(
      findLanguages(
        [],
        ['Taught English to classes of 30 pupils in an Arabic-speaking school for eight years'],
      ),
    ).toEqual([]);
    expect(
      findLanguages(
        [],
        ['B.A. in English and French, Tel Aviv University, 2010, with honours in both subjects and more'],
      ),
    ).toEqual([]);
  });
});

describe('round 20: a label a PDF put after its values', () => {
  it('still names the languages before it, in Hebrew and Arabic', () => {
    const languages = (text: string) =>
      parseResume(text, { now: new Date('2025-06-15T00:00:00Z') }).languages;
    expect(languages('דנה לוי\nכישורים\nSQL, Python\nHebrew, English :שפות')).toEqual(['he', 'en']);
    expect(languages('رنا خطيب\nArabic, Hebrew :اللغات')).toEqual(['ar', 'he']);
  });
});

describe('round 23: fields23 — Afrikaans', () => {
  it.each([
    [
      ['Languages', 'English, Afrikaans, Hebrew (intermediate)'],
      ['en', 'af', 'he'],
    ],
    [
      ['שפות', 'עברית, אנגלית, אפריקאנס'],
      ['he', 'en', 'af'],
    ],
    [
      ['اللغات', 'العربية، الأفريقانية'],
      ['ar', 'af'],
    ],
  ])('is a language of its own: %j', (lines, codes) => {
    expect(findLanguages(lines.slice(1), lines).sort()).toEqual([...codes].sort());
  });
});
