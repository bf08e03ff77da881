import { describe, expect, it } from 'vitest';
import { digitsApartAtSpaces, phoneInWritingOrder } from './ocr-phone-groups.ts';

describe("a phone's groups read in reverse order on a right-to-left page", () => {
  it('puts the groups back in writing order, the plus read first or last', () => {
    expect(phoneInWritingOrder('هاتف: +6120387-54-972')).toBe('هاتف: +972-54-6120387');
    expect(phoneInWritingOrder('4470 318 52 972+')).toBe('+972 52 318 4470');
    expect(phoneInWritingOrder('טלפון: 3184470-52-972+')).toBe('טלפון: +972-52-3184470');
  });

  it('leaves a number written in order as read', () => {
    expect(phoneInWritingOrder('هاتف: +972-54-6120387')).toBe('هاتف: +972-54-6120387');
    expect(phoneInWritingOrder('+972 52 318 4972')).toBe('+972 52 318 4972');
    expect(phoneInWritingOrder('054-6120387')).toBe('054-6120387');
  });
});

describe("a phone's reversed groups read as one run of digits", () => {
  // Boxes of "4470 318 52" as read at 200 dpi: digits at a pitch of about 17 pixels, a space 7 more.
  const drawn: Array<[string, number, number]> = [
    ['4', 23, 40],
    ['4', 41, 57],
    ['7', 59, 74],
    ['0', 77, 91],
    ['3', 101, 115],
    ['1', 120, 128],
    ['8', 136, 150],
    ['5', 161, 175],
    ['2', 178, 192],
  ];
  const symbols = drawn.map(([text, x0, x1]) => ({ text, bbox: { x0, x1 } }));

  it('parts the run where the pitch widens by a space', () => {
    expect(digitsApartAtSpaces(symbols)).toBe('4470 318 52');
  });

  it('keeps a run drawn at one pitch whole, and reads no word with a letter', () => {
    const even = symbols.map((s, i) => ({ text: s.text, bbox: { x0: 20 + 17 * i, x1: 34 + 17 * i } }));
    expect(digitsApartAtSpaces(even)).toBe('447031852');
    expect(digitsApartAtSpaces([{ text: 'a', bbox: { x0: 0, x1: 9 } }, ...symbols])).toBeNull();
  });
});
