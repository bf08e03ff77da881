import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.ts';

describe('detectLanguage', () => {
  it('reads Hebrew even when a resume is full of Latin technology names', () => {
    expect(
      detectLanguage('מפתחת Full Stack ב-Wix עם ניסיון בפיתוח שירותים: React, TypeScript, Node.js, Docker'),
    ).toBe('he');
  });

  it('reads Arabic', () => {
    expect(detectLanguage('مهندسة برمجيات بخبرة في Python و SQL')).toBe('ar');
  });

  it('reads English with a Hebrew word in it', () => {
    expect(detectLanguage('Languages: English (native), Hebrew (עברית), fluent')).toBe('en');
  });

  it('falls back when there are no letters', () => {
    expect(detectLanguage('2019-2023 | 052-555-1234')).toBe('he');
    expect(detectLanguage('', 'en')).toBe('en');
  });
});
