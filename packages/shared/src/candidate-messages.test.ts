import { describe, expect, it } from 'vitest';
import { fillPlaceholders, MESSAGE_TEMPLATES, smsLength } from './candidate-messages.ts';

describe('SMS length', () => {
  it('Hebrew and Arabic are UCS-2: 70 characters in one message, 67 a part when split', () => {
    expect(smsLength('א'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsLength('א'.repeat(71)).segments).toBe(2);
    expect(smsLength('ع'.repeat(134)).segments).toBe(2);
    expect(smsLength('ع'.repeat(135)).segments).toBe(3);
    // One Hebrew letter turns a Latin text into UCS-2.
    expect(smsLength(`${'a'.repeat(69)}ש`)).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
  });

  it('plain Latin text is GSM-7: 160, then 153 a part; the extension characters count twice', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength('a'.repeat(161)).segments).toBe(2);
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
    expect(smsLength('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength('').segments).toBe(0);
  });
});

describe('templates', () => {
  it('fill the placeholders and leave unknown braces alone', () => {
    expect(
      fillPlaceholders(MESSAGE_TEMPLATES.he.interview.body, {
        candidateName: 'דנה',
        jobTitle: 'מפתחת',
        company: 'Acme',
        interviewTime: 'יום ב׳ 10:00',
      }),
    ).toBe('שלום דנה, נשמח לראיין אותך למשרה מפתחת ב-Acme ב-יום ב׳ 10:00. נא לאשר את הגעתך.');
    expect(fillPlaceholders('{x} {company}', { company: 'C' })).toBe('{x} C');
  });

  it('every language has every template with the same placeholders', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const id of Object.keys(MESSAGE_TEMPLATES.he) as (keyof typeof MESSAGE_TEMPLATES.he)[]) {
      for (const lng of ['en', 'ar'] as const) {
        expect(names(MESSAGE_TEMPLATES[lng][id].body)).toEqual(names(MESSAGE_TEMPLATES.he[id].body));
      }
    }
  });
});
