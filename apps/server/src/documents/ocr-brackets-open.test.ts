import { describe, expect, it } from 'vitest';
import { bracketsOpen, withWordReplaced } from './ocr.ts';

describe('round 24: mend24 — the brackets a re-read word has open before it, counted once', () => {
  it('counts nested brackets each, and a closing bracket with none open closes nothing', () => {
    expect(bracketsOpen('(לימודי (ערב')).toBe(2);
    expect(bracketsOpen('((Evening classes)')).toBe(1);
    expect(bracketsOpen('شهادة (بجروت)')).toBe(0);
    // Unbalanced: a bracket closed before any opens (its opener on the line above) leaves the later one open.
    expect(bracketsOpen('שעות) לימודי (ערב')).toBe(1);
    expect(bracketsOpen('hours) courses (evening')).toBe(1);
    expect(bracketsOpen('ساعات) دورة (مسائية')).toBe(1);
    // Word by word, as a line's words are mended: the count goes on from the words before.
    expect(bracketsOpen('(ערב', bracketsOpen('לימודי'))).toBe(1);
    expect(bracketsOpen('more)', 1)).toBe(0);
    expect(bracketsOpen('more))', 1)).toBe(0);
  });

  it('a Latin misreading opened by a bracket takes the closing one an earlier word left open', () => {
    // The words before given as text, or as the brackets they leave open.
    expect(withWordReplaced('(YIN', '(YIN', 'חוץ', 90, undefined, 'שעות) לימודי (ערב')).toBe('חוץ)');
    expect(withWordReplaced('(YIN', '(YIN', 'חוץ', 90, undefined, 1)).toBe('חוץ)');
    expect(withWordReplaced('(YIN', '(YIN', 'חוץ', 90, undefined, 0)).toBe('חוץ,');
    expect(withWordReplaced('(dial', '(dial', 'آمنة', 90, undefined, 'دورة) تحميل')).toBe('آمنة،');
    expect(withWordReplaced('(dial', '(dial', 'آمنة', 90, undefined, 'دورة (تحميل')).toBe('آمنة)');
  });
});
