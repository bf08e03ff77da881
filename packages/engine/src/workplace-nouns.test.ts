import { describe, expect, it } from 'vitest';
import { jobTitleWithoutPlace } from './occupations.ts';
import { roleInLine } from './resume-titles.ts';
import { WORKPLACE_NOUNS_AR, WORKPLACE_NOUNS_HE } from './workplace-nouns.ts';

describe('round 23: mend23 — the workplace nouns an ad title and a resume title share', () => {
  // A setting a resume's title keeps ("מחסנאי בחנות", a kind of job) is read before its workplace.
  const SETTINGS_KEPT = new Set(['חנות', 'מרפאה', 'מרפאת', 'מחלקת']);
  it.each(WORKPLACE_NOUNS_HE.split('|'))('%s: the title ends before it, in an ad and on a resume', (noun) => {
    expect(jobTitleWithoutPlace(`מחסנאי ל${noun} גדול`)).toBe('מחסנאי');
    const onResume = roleInLine(`מחסנאי ב${noun} גדול, 2019 – 2021`);
    expect(onResume).toBe(SETTINGS_KEPT.has(noun) ? `מחסנאי ב${noun} גדול` : 'מחסנאי');
  });
  it.each(WORKPLACE_NOUNS_AR.split('|'))('%s: the title ends before it, in an ad and on a resume', (noun) => {
    expect(jobTitleWithoutPlace(`أمين مستودع ل${noun} كبير`)).toBe('أمين مستودع');
    expect(roleInLine(`أمين مستودع ب${noun} كبير، 2019 – 2021`)).toBe('أمين مستودع');
  });
  it('an English title names its place after "for a" / "at the", not by these nouns', () => {
    expect(jobTitleWithoutPlace('Storekeeper for a large restaurant')).toBe('Storekeeper');
  });
});
