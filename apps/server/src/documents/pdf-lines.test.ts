import { describe, expect, it } from 'vitest';
import { toVisual } from './bidi-order.ts';
import { drawGlyphs, GLYPH_ADVANCE as ADVANCE, GLYPH_SIZE as SIZE } from '../testing/page-glyphs.ts';
import { layoutVisualLines, toLogicalLines, type PositionedGlyph } from './pdf-lines.ts';

const draw = drawGlyphs;

function extract(glyphs: PositionedGlyph[]): string[] {
  return toLogicalLines([layoutVisualLines(glyphs)]);
}

describe('layoutVisualLines + toLogicalLines', () => {
  const lines = ['דנה לוי', 'טלפון: 052-555-1234', '2019–2023 מפתחת Full Stack ב-Wix'];

  it('reads glyphs drawn in visual order (most producers)', () => {
    const glyphs = lines.flatMap((line, i) => draw(toVisual(line, 'rtl'), 100 + i * 20));
    expect(extract(glyphs)).toEqual(lines);
  });

  it('reads the same page when the producer writes the glyphs of a line in logical order', () => {
    // Each glyph keeps its place on the page; only the order in the content stream differs.
    const glyphs = lines.flatMap((line, i) => draw(toVisual(line, 'rtl'), 100 + i * 20).reverse());
    expect(extract(glyphs)).toEqual(lines);
  });

  it('reads lines in the order of their baselines, not of the content stream', () => {
    const glyphs = [...draw('second', 140), ...draw('first', 120)];
    expect(extract(glyphs)).toEqual(['first', 'second']);
  });

  it('puts a space where the gap is wide and none between touching glyphs', () => {
    const glyphs = [...draw('Full', 100), ...draw('Stack', 100, 50 + 4 * ADVANCE + 3)];
    expect(extract(glyphs)).toEqual(['Full Stack']);
    const tight = [...draw('Node', 100), ...draw('.js', 100, 50 + 4 * ADVANCE + 0.5)];
    expect(extract(tight)).toEqual(['Node.js']);
  });

  it('keeps a zero-width glyph before the glyph drawn at its place (LibreOffice lam-alef)', () => {
    // "لا" drawn as a zero-width alef then lam at the same x: visual "ال".
    const glyphs: PositionedGlyph[] = [
      { text: 'ا', x: 50, y: 100, width: 0, size: SIZE, upright: true, isSpace: false },
      { text: 'ل', x: 50, y: 100, width: 5, size: SIZE, upright: true, isSpace: false },
    ];
    expect(extract(glyphs)).toEqual(['لا']);
  });

  it('reads a ligature mapped to several right-to-left letters in their logical order', () => {
    // "الله": the ligature glyph maps to "لله", then the alef to its right.
    const glyphs: PositionedGlyph[] = [
      { text: 'لله', x: 50, y: 100, width: 9, size: SIZE, upright: true, isSpace: false },
      { text: 'ا', x: 59, y: 100, width: 3, size: SIZE, upright: true, isSpace: false },
    ];
    expect(extract(glyphs)).toEqual(['الله']);
  });

  it('drops the second copy of text drawn twice for a fake bold', () => {
    const glyphs = [...draw('Bold', 100), ...draw('Bold', 100, 50.3)];
    expect(extract(glyphs)).toEqual(['Bold']);
  });

  it('splits a line at a column gap; right-to-left documents read the right column first', () => {
    const glyphs = [
      ...draw(toVisual('כישורים', 'rtl'), 100, 50),
      ...draw(toVisual('ניסיון', 'rtl'), 100, 400),
    ];
    expect(extract(glyphs)).toEqual(['ניסיון', 'כישורים']);
  });

  it('reads a line of only Latin text and numbers in a Hebrew document as the page shows it', () => {
    const hebrew = draw(toVisual('ניסיון תעסוקתי בחברות הייטק', 'rtl'), 100);
    // An RTL paragraph shows "2019–2023 | Google" as "Google | 2023–2019".
    const rtlParagraph = draw('Google | 2023–2019', 120);
    const ltrParagraph = draw('React, Node.js, TypeScript', 140);
    expect(extract([...hebrew, ...rtlParagraph, ...ltrParagraph])).toEqual([
      'ניסיון תעסוקתי בחברות הייטק',
      '2019–2023 | Google',
      'React, Node.js, TypeScript',
    ]);
  });

  it('keeps the bullet before a Latin item of a right-to-left list', () => {
    const glyphs = [...draw(toVisual('• אקסל', 'rtl'), 100), ...draw('Tabit •', 120)];
    expect(extract(glyphs)).toEqual(['• אקסל', '• Tabit']);
  });

  it('keeps the punctuation after a Latin word where a right-to-left paragraph wrapped', () => {
    // "…חוזקות: צד שרת, Node.js," then the paragraph goes on on the next line: the comma was drawn
    // right of "Node.js", at the line's left end.
    const glyphs = draw('Node.js, ,תרש דצ :תוקזוח', 100);
    expect(extract([...draw(toVisual('ניסיון בפיתוח', 'rtl'), 80), ...glyphs])).toEqual([
      'ניסיון בפיתוח',
      'חוזקות: צד שרת, Node.js,',
    ]);
  });

  it('leaves out rotated text', () => {
    const glyphs = [...draw('kept', 100), { ...draw('x', 120)[0]!, upright: false }];
    expect(extract(glyphs)).toEqual(['kept']);
  });
});
