import { describe, expect, it } from 'vitest';
import { analyzeResume } from './resume-analysis.ts';

const now = new Date('2025-06-15T00:00:00Z');
const titlesOf = (text: string) => analyzeResume(text, { now }).jobTitles;

describe('titles of a head line whose workplace OCR read without its commas', () => {
  it('takes the title under a workplace whose town ran on to the Latin name before it', () => {
    // "כלמוביל – מרכז שירות Hyundai, ראשון לציון": the comma after a Latin word of a right-to-left
    // line is drawn at the word's far end, where OCR loses it.
    const resume = [
      'אלון שושן',
      'ניסיון מקצועי',
      'כלמוביל - מרכז שירות Hyundai ראשון לציון',
      'חשמלאי רכב ראשי | 2019 – היום',
      '• אבחון תקלות חשמל ומחשב',
      'חשמלאי רכב | 2014 - 2019',
      'מוסך אחים לוי, חולון',
    ].join('\n');
    expect(titlesOf(resume)).toEqual(['חשמלאי רכב ראשי', 'חשמלאי רכב']);
    // With its comma the line reads the same.
    expect(titlesOf(resume.replace('Hyundai ראשון', 'Hyundai, ראשון'))).toEqual([
      'חשמלאי רכב ראשי',
      'חשמלאי רכב',
    ]);
  });

  it('keeps a head line whose last words after a Latin name are no town', () => {
    const resume = ['דנה לוי', 'ניסיון', 'מפתחת Backend בכירה', 'Wix מרכז פיתוח | 2019 – היום'].join('\n');
    expect(titlesOf(resume)).toEqual(['מפתחת Backend בכירה']);
  });

  it('parts an Arabic title from its workplace at an Arabic semicolon read for the comma', () => {
    const resume = [
      'سناء زعبي',
      'الخبرة المهنية',
      '2018 – الآن: صاحبة صالون، صالون "سناء" للتجميل، الناصرة',
      '2010 – 2012: مساعدة مصففة؛ صالون "لمسة" العفولة',
    ].join('\n');
    expect(titlesOf(resume)).toEqual(['صاحبة صالون', 'مساعدة مصففة']);
  });
});
