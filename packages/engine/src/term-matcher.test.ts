import { describe, expect, it } from 'vitest';
import { IndexedText, PhraseIndex, phraseForms, phraseWords } from './term-matcher.ts';

describe('IndexedText', () => {
  it('finds a word behind Hebrew prefixes and shows it without them', () => {
    const text = new IndexedText('פיתוח ב-React ובפיתוח צד שרת, וכן בReact Native');
    expect(text.find('react').map((h) => h.surface)).toEqual(['React', 'React']);
    expect(text.find('פיתוח').map((h) => h.surface)).toEqual(['פיתוח', 'פיתוח']);
    expect(text.find('צד שרת')[0]?.surface).toBe('צד שרת');
    expect(text.has('react native')).toBe(true);
  });

  it('finds Arabic words behind و, ب, ال and the like', () => {
    const text = new IndexedText('خبرة في التسويق وبتحليل البيانات');
    expect(text.has('تسويق')).toBe(true);
    expect(text.has('تحليل البيانات')).toBe(true);
  });

  it('ignores case, plurals and Arabic letter variants', () => {
    expect(new IndexedText('Built DASHBOARDS').has('dashboard')).toBe(true);
    expect(new IndexedText('الإنجليزية').has('الانجليزيه')).toBe(true);
  });

  it('keeps technology names whole: Node.js, C#, C++, .NET', () => {
    const text = new IndexedText('Node.js, C#, C++ and .NET; net profit');
    expect(text.has('node.js')).toBe(true);
    expect(text.has('c#')).toBe(true);
    expect(text.has('c++')).toBe(true);
    expect(text.find('.net').map((h) => h.surface)).toEqual(['.NET']);
  });

  it('matches a phrase only when its words are next to each other', () => {
    const text = new IndexedText('power tools. BI reports');
    expect(text.has('power bi')).toBe(false);
    expect(new IndexedText('Power BI').has('power bi')).toBe(true);
  });
});

describe('phraseForms', () => {
  it('gives a feminine phrase its masculine too, as a job title "מנהל/ת משרד" is read', () => {
    const text = new IndexedText('דרוש מנהל משרד לחברת הנדסה');
    expect(phraseForms('מנהלת משרד').some((words) => text.has(words))).toBe(true);
    expect(text.has('מנהלת משרד')).toBe(false);
  });

  it('leaves a single word alone: a feminine word may have another word for its masculine', () => {
    expect(phraseForms('ספרית')).toEqual([['ספרית']]);
    expect(phraseForms('Office Manager')).toEqual([['office', 'manager']]);
  });
});

describe('round 22: phrases looked for by their first word', () => {
  const phrases = ['תל אביב', 'תל', 'New York', 'York', 'الناصرة', 'ناصرة العليا', 'חיפה'].map((p) =>
    phraseWords(p),
  );
  const index = new PhraseIndex(phrases);
  const brute = (text: IndexedText) =>
    phrases.flatMap((words, i) => (text.find(words).length > 0 ? [i] : []));

  it('finds, in the list’s order, every phrase with a hit (Hebrew, English, Arabic)', () => {
    for (const line of [
      'גרה בתל אביב וחיפה',
      'Moved from York to New York',
      'أسكن في الناصرة',
      'חיפה, תל אביב',
    ])
      expect([
        line,
        index
          .candidates(new IndexedText(line))
          .filter((i) => new IndexedText(line).find(phrases[i]!).length > 0),
      ]).toEqual([line, brute(new IndexedText(line))]);
  });

  it('leaves out the phrases whose first word the text does not hold', () => {
    expect(index.candidates(new IndexedText('Worked in Haifa'))).toEqual([]);
    expect(index.candidates(new IndexedText('تل أبيب'))).toEqual([]);
    expect(index.candidates(new IndexedText('בתל'))).toEqual([0, 1]);
  });
});
