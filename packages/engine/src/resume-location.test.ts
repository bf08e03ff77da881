import { describe, expect, it } from 'vitest';
import { cityInLine, findLocation } from './resume-location.ts';

const none = { header: [], contact: [], fullName: '' };

describe('a town whose final nun a scan read as a vav', () => {
  it('is the town ("אשקלוו" for "אשקלון")', () => {
    expect(cityInLine('אשקלוו')?.id).toBe('ashkelon');
    expect(cityInLine('רח׳ הרצל 4, ראשון לציוו')?.id).toBe('rishon-lezion');
    expect(findLocation(['אורית בן-חמו', '050-7731846', 'אשקלוו'], { ...none, header: ['אשקלוו'] })?.id).toBe(
      'ashkelon',
    );
  });

  it('leaves other words ending in a vav alone', () => {
    expect(cityInLine('עכו')?.id).toBe('acre');
    expect(cityInLine('ניהול קו ייצור')).toBeNull();
  });
});
