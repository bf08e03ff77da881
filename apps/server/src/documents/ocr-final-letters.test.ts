import { describe, expect, it } from 'vitest';
import { samekhBeforeFinalMem, withoutSplitMem } from './ocr-final-letters.ts';

describe('a final mem read as a samekh and the mem', () => {
  it('is suspected in a Hebrew word ending so', () => {
    expect(samekhBeforeFinalMem('עריסם,')).toBe(true);
    expect(samekhBeforeFinalMem('בדרוסם')).toBe(true);
    expect(samekhBeforeFinalMem('ערים')).toBe(false);
    expect(samekhBeforeFinalMem('סם')).toBe(false);
  });

  it("is the Hebrew model's reading of the word when that is the word without the samekh", () => {
    expect(withoutSplitMem('עריסם,', 'ערים,\n')).toBe('ערים,');
    expect(withoutSplitMem('בדרוסם', 'בדרום\n')).toBe('בדרום');
  });

  it('is kept when the Hebrew model reads the word as it was (a word that ends so)', () => {
    expect(withoutSplitMem('קסם', 'קסם')).toBeNull();
    expect(withoutSplitMem('פרסם', 'פרסם\n')).toBeNull();
    expect(withoutSplitMem('עריסם', 'עדים')).toBeNull();
  });
});
