import { describe, expect, it } from 'vitest';
import { findIsraeliId, isValidIsraeliId } from './israeli-id.ts';

describe('Israeli ID number', () => {
  it('accepts a right check digit and rejects a wrong one', () => {
    expect(isValidIsraeliId('123456782')).toBe(true);
    expect(isValidIsraeliId('123456789')).toBe(false);
    expect(isValidIsraeliId('000000018')).toBe(true);
    expect(isValidIsraeliId('000000000')).toBe(false);
    expect(isValidIsraeliId('12345678a')).toBe(false);
  });

  it('pads short numbers to nine digits', () => {
    expect(isValidIsraeliId('18')).toBe(false); // too short to be written as an ID
    expect(isValidIsraeliId('12345674')).toBe(true); // 012345674
  });

  it('finds a labelled number in Hebrew, English and Arabic', () => {
    expect(findIsraeliId('ת.ז. 123456782 | רווקה')).toBe('123456782');
    expect(findIsraeliId('ת"ז: 123456782')).toBe('123456782');
    expect(findIsraeliId('ID: 123-456-782')).toBe('123456782');
    expect(findIsraeliId('رقم الهوية: 123456782')).toBe('123456782');
    expect(findIsraeliId('מספר זהות 12345674')).toBe('012345674');
  });

  it('reads nine labelled digits as written even when the check digit is wrong, in each language', () => {
    expect(findIsraeliId('ת.ז. 203948571')).toBe('203948571');
    expect(findIsraeliId('ת"ז 038475629 | 052-3345561')).toBe('038475629');
    expect(findIsraeliId('رقم الهوية: 024758391')).toBe('024758391');
    expect(findIsraeliId('ID No. 308271946')).toBe('308271946');
    // A right one anywhere comes first.
    expect(findIsraeliId('ID: 123456789\nת.ז. 123456782')).toBe('123456782');
  });

  it('leaves the field empty for a short wrong number or no label', () => {
    expect(findIsraeliId('ת.ז. 12345679')).toBe('');
    expect(findIsraeliId('Order 123456782 shipped')).toBe('');
    expect(findIsraeliId('ID: 052-1234567')).toBe('');
  });

  it('finds a number whose label OCR could not read, on a line of personal details only', () => {
    expect(findIsraeliId('د 123456782 | תאריך לידה: 05/01/1993 | נשואה')).toBe('123456782');
    expect(findIsraeliId('Order 123456782 shipped')).toBe('');
    expect(findIsraeliId('רווקה | 123456789')).toBe('');
  });
});
