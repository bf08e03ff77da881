import { describe, expect, it } from 'vitest';
import { withDateLineRestored } from './ocr.ts';

describe('round 25: scans25 — a date line with a year that cannot be yet', () => {
  it('takes the year from the Latin reading, and keeps or mends the word beside it (he, ar, en)', () => {
    expect(withDateLineRestored('מאז 2070', '2020 Nn', 'מאז 2020')).toBe('מאז 2020');
    expect(withDateLineRestored('منذ 2078', 'Ais 2018', 'منذ 2018')).toBe('منذ 2018');
    expect(withDateLineRestored('2079 - orn', '2019 - orn', '2019 - היום')).toBe('2019 – היום');
    expect(withDateLineRestored('since 2071', 'since 2021', '')).toBe('since 2021');
  });

  it('leaves the year as read when the Latin reading has no year a digit from it', () => {
    expect(withDateLineRestored('מאז 2070', 'Nn', 'מאז')).toBe('מאז 2070');
    expect(withDateLineRestored('מאז 2070', '2015 Nn', 'מאז 2015')).toBe('מאז 2070');
  });
});
