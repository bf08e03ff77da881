import { describe, expect, it } from 'vitest';
import { cleanGeneratedText } from './generated-text.ts';

describe('cleanGeneratedText (spec section 5)', () => {
  it('removes markdown emphasis', () => {
    expect(cleanGeneratedText('**מפתחת** עם *ניסיון* ו-__React__ ו-_Node_ ***חזק***')).toBe(
      'מפתחת עם ניסיון ו-React ו-Node חזק',
    );
  });

  it('keeps underscores and asterisks that are not emphasis', () => {
    expect(cleanGeneratedText('dana_levi@example.com, 5 * 3, snake_case_name')).toBe(
      'dana_levi@example.com, 5 * 3, snake_case_name',
    );
  });

  it('turns bullets into a bullet character', () => {
    expect(cleanGeneratedText('- one\n* two\n+ three\n  - nested\n•   dot')).toBe(
      '• one\n• two\n• three\n• nested\n• dot',
    );
  });

  it('does not take a dash inside a line or a year range for a bullet', () => {
    expect(cleanGeneratedText('2019 - 2023 Wix\nב-Wix')).toBe('2019 - 2023 Wix\nב-Wix');
  });

  it('removes code ticks and fences', () => {
    expect(cleanGeneratedText('```text\nuse `Node.js`\n```')).toBe('use Node.js');
  });

  it('trims extra spaces: runs of spaces, line ends, blank lines', () => {
    expect(cleanGeneratedText('  דנה   לוי  \r\n\r\n\r\n\n  תקציר\t\tמקצועי ')).toBe(
      'דנה לוי\n\nתקציר מקצועי',
    );
  });

  it('leaves clean text unchanged', () => {
    const clean = 'דנה לוי\n\nניסיון\n• פיתוח ב-React';
    expect(cleanGeneratedText(clean)).toBe(clean);
  });
});
