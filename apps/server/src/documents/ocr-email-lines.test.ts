import { describe, expect, it } from 'vitest';
import { junkAroundAt, withEmailDigitsRestored, withJunkEmailReplaced } from './ocr-email-lines.ts';

describe('an e-mail of a right-to-left line read as junk around its "@"', () => {
  const line = 'هاتف: 6620914-054 , البريد: 1100|>.60177لا0 © 10/216 0ا081)ا.أ58011 , العنوان: شفاعمرو';
  it('is suspected where an "@" or its look-alike "©" stands with no address', () => {
    expect(junkAroundAt(line)).toBe(true);
    expect(junkAroundAt('البريد: sami.khatib@outlook.com')).toBe(false);
    expect(junkAroundAt('נייד: 050-2281947')).toBe(false);
  });

  it('has the part holding the "@" replaced by the Latin reading\'s address, its label kept', () => {
    const latin = 'oxaclam 1 lal! Sami.khatib.water@outlook.com :xu Jl 6620914-054 : ila';
    expect(withJunkEmailReplaced(line, latin)).toBe(
      'هاتف: 6620914-054 , البريد: Sami.khatib.water@outlook.com , العنوان: شفاعمرو',
    );
  });

  it('is left as read when the Latin reading has no address', () => {
    expect(withJunkEmailReplaced(line, 'oxaclam 1 lal! :xu Jl')).toBe(line);
    expect(withJunkEmailReplaced('Court Clerk © Haifa Court', 'Court Clerk © Haifa Court')).toBe(
      'Court Clerk © Haifa Court',
    );
  });
});

describe("an e-mail's digit read as a look-alike letter beside another digit", () => {
  it('is put back from the Latin reading', () => {
    expect(withEmailDigitsRestored('avi.mizrahig8@walla.co.il', 'avi.mizrahi88@walla.co.il\n')).toBe(
      'avi.mizrahi88@walla.co.il',
    );
    expect(withEmailDigitsRestored('מייל: dana.l0vi@gmail.com', 'dana.levi@gmail.com')).toBe(
      'מייל: dana.l0vi@gmail.com',
    );
  });

  it("leaves the page's letters where the readings differ otherwise", () => {
    // "ome" and "bome": one letter more; "qa" and "ga": letters, no digit.
    expect(withEmailDigitsRestored('khaled.zoabi.ome@gmail.com', 'khaled.zoabi.bome@gmail.com')).toBe(
      'khaled.zoabi.ome@gmail.com',
    );
    expect(withEmailDigitsRestored('alex.romanov.qa@gmail.com', 'alex.romanov.ga@gmail.com')).toBe(
      'alex.romanov.qa@gmail.com',
    );
    // A letter for a digit away from any digit is no digit run.
    expect(withEmailDigitsRestored('dana.levi@gmail.com', 'dana.1evi@gmail.com')).toBe('dana.levi@gmail.com');
  });
});
