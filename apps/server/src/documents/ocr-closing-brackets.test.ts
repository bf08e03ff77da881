import { describe, expect, it } from 'vitest';
import { cleanOcrText } from './ocr.ts';
import { withClosingBrackets } from './ocr-closing-brackets.ts';

describe('round 23: scans23 — a closing bracket read as an opening one at a word end', () => {
  it('closes the bracket opened before it (he, ar)', () => {
    expect(withClosingBrackets('קורס עזרה ראשונה (40 שעות(, מד"א')).toBe('קורס עזרה ראשונה (40 שעות), מד"א');
    expect(withClosingBrackets('دورة إسعاف أولي (120 ساعة(. 2019')).toBe('دورة إسعاف أولي (120 ساعة). 2019');
    expect(cleanOcrText('הנהלת חשבונות (סוג 3(')).toBe('הנהלת חשבונות (סוג 3)');
  });

  it('leaves brackets that open a word or stand with none open before them (he, en, ar)', () => {
    for (const line of [
      'ניהול מלאי (SAP) ותפעול (מחסן ראשי)',
      'Python (pandas, NumPy) and SQL',
      'مهندس (برمجيات) في شركة (تقنية)',
      'עובד( לא מסווג',
      'f(x) = y',
    ])
      expect(withClosingBrackets(line)).toBe(line);
  });

  it('takes one pass over a long line', () => {
    const line = `${'(א'.repeat(10_000)}(`;
    const start = performance.now();
    withClosingBrackets(line);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
