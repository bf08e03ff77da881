import { describe, expect, it } from 'vitest';
import { withRangeDotRestored } from './ocr-range-dots.ts';

describe("a range's dash read as a middle dot", () => {
  it('makes two dates, the earlier first, a range again', () => {
    expect(withRangeDotRestored('2011 · 2014 · Claims Handler · Phoenix, Tel Aviv')).toBe(
      '2011 – 2014 · Claims Handler · Phoenix, Tel Aviv',
    );
    expect(withRangeDotRestored('Buyer · Fox Group · 03/2017 · 11/2020')).toBe(
      'Buyer · Fox Group · 03/2017 – 11/2020',
    );
  });

  it('leaves dates in the other order, three dates, and other items as read', () => {
    expect(withRangeDotRestored('2020 · 2016 · Buyer')).toBe('2020 · 2016 · Buyer');
    expect(withRangeDotRestored('Awards · 2014 · 2016 · 2019')).toBe('Awards · 2014 · 2016 · 2019');
    expect(withRangeDotRestored('2015 – 2018 · Underwriter · Migdal')).toBe(
      '2015 – 2018 · Underwriter · Migdal',
    );
  });
});
