import { describe, expect, it } from 'vitest';
import {
  strayLatin,
  withEmailRestored,
  withPhoneRestored,
  withStrayReplaced,
  withYearsRestored,
} from './ocr.ts';

describe('years tesseract cut at the left end of a right-to-left line', () => {
  it('are made whole from a Latin reading of the same line', () => {
    expect(withYearsRestored('8 - היום', ['2018'])).toBe('2018 - היום');
    expect(withYearsRestored('9 - 2013 תואר ראשון בסיעוד', ['2009', '2013'])).toBe(
      '2009 - 2013 תואר ראשון בסיעוד',
    );
    expect(withYearsRestored('2019-6', ['2016', '2019'])).toBe('2019-2016');
    expect(withYearsRestored('9- حتى الآن', ['2019'])).toBe('2019- حتى الآن');
  });

  it('are left as read when the Latin reading has no year ending with those digits', () => {
    expect(withYearsRestored('8 - היום', ['2013'])).toBe('8 - היום');
    expect(withYearsRestored('8 - היום', [])).toBe('8 - היום');
    // A whole year is never replaced, and a year already on the line is not used twice.
    expect(withYearsRestored('2013 - 2018', ['2013', '2018'])).toBe('2013 - 2018');
    expect(withYearsRestored('3 - 2013', ['2013'])).toBe('3 - 2013');
  });
});

describe('a phone tesseract cut at the left end of a right-to-left line', () => {
  it('is made whole from a Latin reading of the same line', () => {
    expect(withPhoneRestored('מלקט ונהג מלגזה 0 222 3344', 'PN 050 222 3344')).toBe(
      'מלקט ונהג מלגזה 050 222 3344',
    );
    expect(withPhoneRestored('טלפון: 4-6121314', '054-6121314 :j1197')).toBe('טלפון: 054-6121314');
    // The Latin reading in drawing order.
    expect(withPhoneRestored('מלקט ונהג מלגזה 0 222 3344', '3344 222 050 YN HNN VPOYN')).toBe(
      'מלקט ונהג מלגזה 050 222 3344',
    );
  });

  it('is left as read when the Latin reading has no longer phone with those digits', () => {
    expect(withPhoneRestored('0 222 3344', 'nothing here')).toBe('0 222 3344');
    expect(withPhoneRestored('0 222 3344', '050 999 3344')).toBe('0 222 3344');
    expect(withPhoneRestored('050 222 3344', '050 222 3344')).toBe('050 222 3344');
  });
});

describe('a short Hebrew or Arabic word tesseract read as Latin letters', () => {
  it('is suspected only where it is the one Latin word of a right-to-left line and no acronym', () => {
    expect(strayLatin('\u200eorn\u200f')).toBe(true);
    expect(strayLatin('01/2021 حتى الآن: خباز مخبز الأمل, \u200eKe\u200f')).toBe(true);
    expect(strayLatin('ניהול מערכות SAP')).toBe(false);
    expect(strayLatin('מפתחת Full Stack ב-Wix')).toBe(false);
    expect(strayLatin('Jane Doe')).toBe(false);
  });

  it('is replaced by the word at the same end of a Hebrew-and-Arabic reading, the digits kept as first read', () => {
    expect(withStrayReplaced('\u200eorn\u200f', 'היום')).toBe('היום');
    expect(
      withStrayReplaced('01/2021 حتى الآن: خباز مخبز الأمل, Ke', '1 - حتى الآن: خبان مخبز الأمل, عكا'),
    ).toBe('01/2021 حتى الآن: خباز مخبز الأمل, عكا');
    expect(withStrayReplaced('dias خدمة عملاء', 'ممثلة خدمة عملاء')).toBe('ممثلة خدمة عملاء');
    expect(withStrayReplaced('orn', 'or n')).toBe('orn');
  });
});

describe('an e-mail read again by the Latin model', () => {
  it('replaces the first reading when the domain is the same and the rest differs a little', () => {
    expect(withEmailRestored('liorbendavid.ga@gmail.com', 'lior.bendavid.qa@gmail.com\n')).toBe(
      'lior.bendavid.qa@gmail.com',
    );
    expect(withEmailRestored('dana@mail.com | 052', 'dana@other.com')).toBe('dana@mail.com | 052');
    expect(withEmailRestored('dana@mail.com', 'jonathan.abramovich@mail.com')).toBe('dana@mail.com');
  });
});
