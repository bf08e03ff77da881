import { describe, expect, it } from 'vitest';
import { FSI, isolate, PDI } from './bidi.ts';

describe('isolate', () => {
  it('wraps the text in a first-strong isolate and nothing else', () => {
    expect(isolate('13-he-registered-nurse.docx')).toBe(`${FSI}13-he-registered-nurse.docx${PDI}`);
    expect(isolate('')).toBe('\u2068\u2069');
  });
});
