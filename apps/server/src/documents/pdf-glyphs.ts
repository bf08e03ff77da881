import type { PositionedGlyph } from './pdf-lines.ts';

/**
 * Every glyph of a page with its position, read from pdf.js's operator list by following the PDF
 * text state (PDF 32000-1 §9.4). pdf.js's own text items are not used: they merge glyphs into
 * strings and lose what right-to-left lines need (the position of each glyph, ligatures that map
 * to several letters, zero-width glyphs such as LibreOffice's lam-alef, which make pdf.js insert
 * a false space).
 */

type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 x m2 in PDF's row-vector convention. */
function multiply(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[1] * m2[2],
    m1[0] * m2[1] + m1[1] * m2[3],
    m1[2] * m2[0] + m1[3] * m2[2],
    m1[2] * m2[1] + m1[3] * m2[3],
    m1[4] * m2[0] + m1[5] * m2[2] + m2[4],
    m1[4] * m2[1] + m1[5] * m2[3] + m2[5],
  ];
}

/** pdf.js passes matrices as arrays or typed arrays, sometimes wrapped in the argument list. */
function toMatrix(value: unknown): Matrix | null {
  const candidate = value as ArrayLike<unknown> | null;
  if (candidate && typeof candidate === 'object' && candidate.length === 6) {
    const m = Array.from(candidate, Number) as Matrix;
    return m.every(Number.isFinite) ? m : null;
  }
  return null;
}

/** The matrix of an operator: its arguments themselves or its first argument. */
function matrixArg(args: unknown[]): Matrix | null {
  return toMatrix(args) ?? toMatrix(args[0]);
}

function translate(tx: number, ty: number, m: Matrix): Matrix {
  return multiply([1, 0, 0, 1, tx, ty], m);
}

interface GraphicsState {
  ctm: Matrix;
  fontName: string | null;
  fontSize: number;
  charSpacing: number;
  wordSpacing: number;
  /** Tz / 100. */
  hScale: number;
  leading: number;
  rise: number;
}

interface PdfGlyph {
  unicode: string;
  width: number;
  isSpace: boolean;
}

interface FontInfo {
  fontMatrix: number[];
  vertical: boolean;
}

export interface OperatorList {
  fnArray: number[];
  argsArray: unknown[][];
}

/** The subset of pdf.js's OPS that moves text. */
export type TextOps = Record<
  | 'save'
  | 'restore'
  | 'transform'
  | 'paintFormXObjectBegin'
  | 'paintFormXObjectEnd'
  | 'beginText'
  | 'setFont'
  | 'setCharSpacing'
  | 'setWordSpacing'
  | 'setHScale'
  | 'setLeading'
  | 'setTextRise'
  | 'moveText'
  | 'setLeadingMoveText'
  | 'setTextMatrix'
  | 'nextLine'
  | 'showText'
  | 'showSpacedText'
  | 'nextLineShowText'
  | 'nextLineSetSpacingShowText',
  number
>;

/**
 * @param viewportTransform maps PDF user space to the page as displayed (y grows downwards,
 *   page rotation applied), so lines sort top to bottom whatever the page's /Rotate.
 */
export function collectGlyphs(
  ops: OperatorList,
  OPS: TextOps,
  fontOf: (name: string) => FontInfo | null,
  viewportTransform: number[],
): PositionedGlyph[] {
  const glyphs: PositionedGlyph[] = [];
  let gs: GraphicsState = {
    ctm: viewportTransform.slice(0, 6) as Matrix,
    fontName: null,
    fontSize: 0,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
    rise: 0,
  };
  const stack: GraphicsState[] = [];
  let tm: Matrix = IDENTITY;
  let tlm: Matrix = IDENTITY;
  let font: FontInfo | null = null;

  const moveText = (tx: number, ty: number) => {
    tlm = translate(tx, ty, tlm);
    tm = tlm;
  };

  const show = (items: unknown[]) => {
    if (!font || font.vertical) return;
    const fm0 = font.fontMatrix[0] ?? 0.001;
    for (const item of items) {
      if (typeof item === 'number') {
        tm = translate((-item / 1000) * gs.fontSize * gs.hScale, 0, tm);
        continue;
      }
      const glyph = item as PdfGlyph | null;
      if (!glyph) continue;
      const w0 = glyph.width * fm0;
      const trm = multiply(multiply([gs.fontSize * gs.hScale, 0, 0, gs.fontSize, 0, gs.rise], tm), gs.ctm);
      // An icon drawn from a font that maps it to no character (Chromium's emoji: "📍 גבעתיים") comes
      // as U+0000: drawn, but no text.
      if (glyph.unicode && !/^\0+$/.test(glyph.unicode)) {
        glyphs.push({
          text: glyph.unicode,
          x: trm[4],
          y: trm[5],
          // Along the baseline; negative when the text runs right to left on the page (mirrored).
          width: w0 * trm[0],
          size: Math.hypot(trm[2], trm[3]),
          upright: Math.abs(trm[1]) <= 0.05 * Math.abs(trm[0]) && trm[0] > 0,
          // pdf.js's isSpace means char code 32 (word spacing applies), not a blank glyph.
          isSpace: /^\s+$/.test(glyph.unicode),
        });
      }
      const tx = (w0 * gs.fontSize + gs.charSpacing + (glyph.isSpace ? gs.wordSpacing : 0)) * gs.hScale;
      tm = translate(tx, 0, tm);
    }
  };

  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = (ops.argsArray[i] ?? []) as unknown[];
    switch (fn) {
      case OPS.save:
        stack.push({ ...gs });
        break;
      case OPS.restore:
        gs = stack.pop() ?? gs;
        font = gs.fontName ? fontOf(gs.fontName) : null;
        break;
      case OPS.transform: {
        const m = matrixArg(args);
        if (m) gs.ctm = multiply(m, gs.ctm);
        break;
      }
      case OPS.paintFormXObjectBegin: {
        stack.push({ ...gs });
        const m = toMatrix(args[0]);
        if (m) gs.ctm = multiply(m, gs.ctm);
        break;
      }
      case OPS.paintFormXObjectEnd:
        gs = stack.pop() ?? gs;
        font = gs.fontName ? fontOf(gs.fontName) : null;
        break;
      case OPS.beginText:
        tm = IDENTITY;
        tlm = IDENTITY;
        break;
      case OPS.setFont:
        gs.fontName = String(args[0]);
        gs.fontSize = Number(args[1]) || 0;
        font = fontOf(gs.fontName);
        break;
      case OPS.setCharSpacing:
        gs.charSpacing = Number(args[0]) || 0;
        break;
      case OPS.setWordSpacing:
        gs.wordSpacing = Number(args[0]) || 0;
        break;
      case OPS.setHScale:
        gs.hScale = (Number(args[0]) || 100) / 100;
        break;
      case OPS.setLeading:
        gs.leading = Number(args[0]) || 0;
        break;
      case OPS.setTextRise:
        gs.rise = Number(args[0]) || 0;
        break;
      case OPS.moveText:
        moveText(Number(args[0]) || 0, Number(args[1]) || 0);
        break;
      case OPS.setLeadingMoveText:
        gs.leading = -(Number(args[1]) || 0);
        moveText(Number(args[0]) || 0, Number(args[1]) || 0);
        break;
      case OPS.setTextMatrix:
        tm = matrixArg(args) ?? IDENTITY;
        tlm = tm;
        break;
      case OPS.nextLine:
        moveText(0, -gs.leading);
        break;
      case OPS.showText:
      case OPS.showSpacedText:
        show((args[0] as unknown[]) ?? []);
        break;
      case OPS.nextLineShowText:
        moveText(0, -gs.leading);
        show((args[0] as unknown[]) ?? []);
        break;
      case OPS.nextLineSetSpacingShowText:
        gs.wordSpacing = Number(args[0]) || 0;
        gs.charSpacing = Number(args[1]) || 0;
        moveText(0, -gs.leading);
        show((args[2] as unknown[]) ?? []);
        break;
      default:
        break;
    }
  }
  return glyphs;
}
