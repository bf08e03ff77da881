import type { PositionedGlyph } from '../documents/pdf-lines.ts';

/** The font size and the advance of every glyph the PDF layout tests draw. */
export const GLYPH_SIZE = 10;
export const GLYPH_ADVANCE = 6;

/**
 * Glyphs of a visual string laid left to right from `x` on baseline `y`, one after the other in the
 * content stream (spaces become blank glyphs), as the PDF layout tests draw a line.
 */
export function drawGlyphs(visual: string, y: number, x = 50): PositionedGlyph[] {
  return Array.from(visual).map((ch, i) => ({
    text: ch,
    x: x + i * GLYPH_ADVANCE,
    y,
    width: GLYPH_ADVANCE,
    size: GLYPH_SIZE,
    upright: true,
    isSpace: ch === ' ',
  }));
}
