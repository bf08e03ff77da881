import { describe, expect, it } from 'vitest';
import { phoneWord, withPhoneDigitsFromLatin } from './ocr-phone-digits.ts';

describe("a phone's digit misread by the three models on a right-to-left line", () => {
  it('is a word of an Israeli phone alone', () => {
    for (const word of ['054-3318870', '0502281947', '+972-54-3318870', '03-6123456'])
      expect(phoneWord(word)).toBe(true);
    for (const word of ['2019-2021', '054-33188', 'נייד:', '6620914-054'])
      expect(phoneWord(word)).toBe(false);
  });

  it("takes the Latin model's sure reading of the same shape", () => {
    expect(withPhoneDigitsFromLatin('054-3318870', '054-3318820\n', 91)).toBe('054-3318820');
    expect(withPhoneDigitsFromLatin('050-2281987', '050-2281947\n', 91)).toBe('050-2281947');
  });

  it('keeps the first reading when the Latin one is unsure or of another shape', () => {
    expect(withPhoneDigitsFromLatin('054-3318870', '054-3318820', 60)).toBe('054-3318870');
    expect(withPhoneDigitsFromLatin('054-3318870', '0543318820', 95)).toBe('054-3318870');
    expect(withPhoneDigitsFromLatin('054-3318870', '054-00', 95)).toBe('054-3318870');
  });
});
