import { describe, expect, it } from 'vitest';
import { perParse, startParse } from './parse-memo.ts';

describe('round 23: mend23 — a memo per parse, made anew at each parse', () => {
  it('reads a line once in a parse, and again after a new parse begins', () => {
    const reads: string[] = [];
    const length = perParse((line: string) => {
      reads.push(line);
      return line.length;
    });
    startParse();
    for (const line of ['מלצרית', 'Waitress', 'نادلة', 'מלצרית', 'Waitress', 'نادلة'])
      expect(length(line)).toBe(line.length);
    expect(reads).toEqual(['מלצרית', 'Waitress', 'نادلة']);
    startParse();
    expect(length('Waitress')).toBe(8);
    expect(reads).toEqual(['מלצרית', 'Waitress', 'نادلة', 'Waitress']);
  });
});
