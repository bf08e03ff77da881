import { describe, expect, it } from 'vitest';
import { coveredYears, findDateRanges } from './date-ranges.ts';

const NOW = new Date('2025-06-15T00:00:00Z');
const years = (...lines: string[]) => coveredYears(lines.flatMap((l) => findDateRanges(l, NOW)));

describe('date ranges and years of experience', () => {
  it('counts year ranges, month ranges and ranges running to today', () => {
    expect(years('2019–2023 מפתחת Full Stack ב-Wix')).toBe(4);
    expect(years('Developer | 03/2019 - 06/2021')).toBe(2.3);
    expect(years('Jan 2020 – Present')).toBe(5.5);
    expect(years('מרץ 2022 – היום')).toBe(3.3);
    expect(years('2021 - حتى الآن')).toBe(4);
    expect(years('2021 – כיום')).toBe(4);
  });

  it('merges overlapping jobs and counts gaps out', () => {
    expect(years('2016–2019', '2019–2023')).toBe(7);
    expect(years('2015–2020', '2018–2021')).toBe(6);
    expect(years('2010–2012', '2015–2017')).toBe(4);
    expect(years('01/2020 - 12/2020', '06/2020 - 06/2021')).toBe(1.5);
  });

  it('reads ranges reversed by right-to-left layout', () => {
    expect(years('2023–2019 מפתח')).toBe(4);
    expect(years('היום – 2021 מנהלת חשבונות')).toBe(4);
  });

  it('finds nothing in a phone number or a single year', () => {
    expect(findDateRanges('052-1234567', NOW)).toEqual([]);
    expect(findDateRanges('B.Sc. 2016', NOW)).toEqual([]);
  });
});
