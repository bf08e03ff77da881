import { describe, expect, it } from 'vitest';
import { presentFirst, withPresentLast } from './ocr-present-first.ts';

describe('a range\'s "present" word read as Latin junk at the start of its line', () => {
  it('is suspected on a line that starts with junk and a dash and ends with a date', () => {
    expect(presentFirst('ory - Data Analyst, Wix — 03/2020')).toBe(true);
    expect(presentFirst('orn – Sales Manager | Elbit | 2018')).toBe(true);
    // A line that starts with a true word, or ends with no date, or holds only a date and junk.
    expect(presentFirst('Data Analyst, Wix — 03/2020')).toBe(false);
    expect(presentFirst('ory - Data Analyst, Wix')).toBe(false);
    expect(presentFirst('Java - 2019')).toBe(false);
  });

  it('is put back at the date when the Hebrew and Arabic reading has a word for "present"', () => {
    expect(withPresentLast('ory - Data Analyst, Wix — 03/2020', 'היום')).toBe(
      'Data Analyst, Wix — 03/2020 – היום',
    );
    expect(withPresentLast('orn – Sales Manager | Elbit | 2018\n', 'الآن')).toBe(
      'Sales Manager | Elbit | 2018 – الآن',
    );
  });

  it('leaves the line as read without such a word', () => {
    expect(withPresentLast('ory - Data Analyst, Wix — 03/2020', null)).toBe(
      'ory - Data Analyst, Wix — 03/2020',
    );
  });
});
