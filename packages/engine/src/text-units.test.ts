import { describe, expect, it } from 'vitest';
import {
  closingBracket,
  isBulletLine,
  lastWord,
  letterAfterLastDigit,
  joinList,
  pick,
  splitListItems,
  splitSentences,
  splitSkillLine,
  stripBullet,
} from './text-units.ts';

describe('text units', () => {
  it('splits sentences but keeps abbreviations such as B.Sc. whole', () => {
    expect(splitSentences('Holds a B.Sc. in CS. Led 5 people! Next?')).toEqual([
      'Holds a B.Sc. in CS.',
      'Led 5 people!',
      'Next?',
    ]);
    expect(splitSentences('אנחנו צוות קטן. אוהבים לפתור בעיות.')).toEqual([
      'אנחנו צוות קטן.',
      'אוהבים לפתור בעיות.',
    ]);
  });

  it('splits list items from lines, bullets, semicolons and short comma lists', () => {
    expect(splitListItems('- Node.js\n• SQL; Docker\nReact, Vue, Angular')).toEqual([
      'Node.js',
      'SQL',
      'Docker',
      'React',
      'Vue',
      'Angular',
    ]);
    expect(
      splitListItems(
        '3+ years building APIs, mostly for payments, in a startup with a large team of engineers',
      ),
    ).toEqual(['3+ years building APIs, mostly for payments, in a startup with a large team of engineers']);
  });

  it('splits a line of skills on any usual separator', () => {
    expect(splitSkillLine('• React | Node.js, C#; Power BI · SQL')).toEqual([
      'React',
      'Node.js',
      'C#',
      'Power BI',
      'SQL',
    ]);
    expect(splitSkillLine('Python، SQL، Excel')).toEqual(['Python', 'SQL', 'Excel']);
  });

  it('knows bullets but not a year range', () => {
    expect(isBulletLine('• פיתוח')).toBe(true);
    expect(isBulletLine('- item')).toBe(true);
    expect(isBulletLine('1. item')).toBe(true);
    expect(isBulletLine('2019-2023 Wix')).toBe(false);
    expect(stripBullet('▪  item')).toBe('item');
  });

  it('joins lists the way each language does', () => {
    expect(joinList(['React', 'Node.js', 'SQL'], 'en')).toBe('React, Node.js and SQL');
    expect(joinList(['React', 'Node.js'], 'he')).toBe('React ו-Node.js');
    expect(joinList(['React', 'ניתוח נתונים'], 'he')).toBe('React וניתוח נתונים');
    expect(joinList(['SQL', 'Excel'], 'ar')).toBe('SQL و Excel');
  });

  it('picks the same variant for the same seed', () => {
    const variants = ['a', 'b', 'c', 'd'];
    expect(pick(variants, 42, 1)).toBe(pick(variants, 42, 1));
    const picked = new Set(Array.from({ length: 40 }, (_, seed) => pick(variants, seed, 1)));
    expect(picked.size).toBeGreaterThan(1);
  });
});

describe('round 16: the two sides of one thing around a slash', () => {
  // (Round 26: two names joined by one spaced slash are one item, as without spaces; three are a list.
  // Round 27: two capitalised names, "Office 365 / Intune", are two items, as q31's writer labelled them.)
  it('keeps "Check-in / check-out" one item, "Office 365 / Intune" two, "A / B / C" three', () => {
    expect(splitSkillLine('Check-in / check-out')).toEqual(['Check-in / check-out']);
    expect(splitSkillLine('Office 365 / Intune, Guest relations')).toEqual([
      'Office 365',
      'Intune',
      'Guest relations',
    ]);
    expect(splitSkillLine('Pre-op / post-op')).toEqual(['Pre-op / post-op']);
    expect(splitSkillLine('Pre-op / post-op / recovery')).toEqual(['Pre-op', 'post-op', 'recovery']);
  });
});

describe('round 22: long runs read from the end (lastWord, letterAfterLastDigit, closingBracket)', () => {
  it("finds a text's last word, also of a run of 20,000 letters", () => {
    expect(lastWord('עבודה עם אפליקציית Trainerize.')).toBe('Trainerize.');
    expect(lastWord('Sprint planning in Jira.')).toBe('Jira.');
    expect(lastWord('تصميم المخططات في أوتوكاد.')).toBe('أوتوكاد.');
    expect(lastWord('ו'.repeat(20000))).toHaveLength(20000);
    expect(lastWord(`a ${' '.repeat(20000)}`)).toBe('');
  });

  it('says whether a letter stands after the last digit', () => {
    expect(letterAfterLastDigit('Office 2019 Pro')).toBe(true);
    expect(letterAfterLastDigit('אקסל')).toBe(true);
    expect(letterAfterLastDigit('وورد 2')).toBe(false);
    expect(letterAfterLastDigit(`${'א'.repeat(20000)}1`)).toBe(false);
    expect(letterAfterLastDigit('.'.repeat(20000))).toBe(false);
  });

  it('finds the bracket that closes a text, with the spaces before it', () => {
    expect(closingBracket('Excel (Advanced)')).toBe(5);
    expect(closingBracket('אקסל (מתקדם)')).toBe(4);
    expect(closingBracket('إكسل (متقدم) ')).toBe(4);
    expect(closingBracket('SQL (T-SQL) Server')).toBeNull();
    expect(closingBracket('('.repeat(20000))).toBeNull();
    expect(closingBracket(`Jira ${'('.repeat(20000)}x)`)).toBe(4);
    expect(closingBracket(`${')'.repeat(20000)}`)).toBeNull();
  });
});

describe('round 22: long runs in a skills line (splitSkillLine)', () => {
  it('trims a run of 5,000 closing dots and parts items past a run of 5,000 spaces', () => {
    const dots = '.'.repeat(5000);
    expect(splitSkillLine(`אקסל, ג'ירה${dots}`)).toEqual(['אקסל', "ג'ירה"]);
    expect(splitSkillLine(`Excel, Jira${dots}`)).toEqual(['Excel', 'Jira']);
    expect(splitSkillLine(`إكسل، جيرا${dots}`)).toEqual(['إكسل', 'جيرا']);
    expect(splitSkillLine(`Excel${' '.repeat(5000)}, Jira`)).toEqual(['Excel', 'Jira']);
  });
});
