import { restoreNumberGroups } from './bidi-order.ts';

/**
 * A phone on a right-to-left page is drawn with its groups in reverse order ("+972 52 318 4470"
 * drawn "4470 318 52 972+", as a PDF producer draws each group as a run of its own), and the OCR
 * reads it so, or puts the plus first when it orders the line ("+6120387-54-972" for
 * "+972-54-6120387"). No one writes a number with its country code last: such a number is put
 * back in writing order (the PDF text's rule, `restoreNumberGroups`). The OCR may also read the
 * reversed groups as one run of digits ("447031852 972+"): where the pitch of the digits' boxes
 * widens by a space's width, the run is parted again first, so the groups can be turned back.
 */

interface Symbol {
  text: string;
  bbox: { x0: number; x1: number };
}

/** Digits are drawn at one pitch; a space between two groups widens it by half a digit or so. */
const SPACE_PITCH = 1.3;

/** A run of digits read as one word, parted where its ink shows a space ("447031852" → "4470 318 52"). */
export function digitsApartAtSpaces(symbols: Symbol[]): string | null {
  if (symbols.length < 3 || !symbols.every((s) => /^\d$/.test(s.text))) return null;
  const centres = symbols.map((s) => (s.bbox.x0 + s.bbox.x1) / 2);
  const pitches = centres.slice(1).map((c, i) => c - centres[i]!);
  const median = [...pitches].sort((a, b) => a - b)[Math.floor(pitches.length / 2)]!;
  if (!(median > 0)) return null;
  return symbols
    .map((s, i) => (i > 0 && pitches[i - 1]! > SPACE_PITCH * median ? ` ${s.text}` : s.text))
    .join('');
}

/** A run of eight or nine digits beside a country code drawn last ("447031852 972+"). */
export const JOINED_REVERSED_PHONE = /(?<![\d+])\d{8,9} 972\+(?!\d)/;

/** A phone read with its groups reversed, put back in writing order; any other text as read. */
export function phoneInWritingOrder(line: string): string {
  if (!/972/.test(line)) return line;
  // The plus read first, before the reversed groups ("+6120387-54-972"): where the writing order
  // has it, beside the country code, so the groups can be turned back.
  const plusLast = line.replace(/\+(?!972)(\d{3,7}(?:[ -]\d{1,4}){1,3}[ -]972)(?![\d+])/g, '$1+');
  return plusLast === line && !/972\+/.test(line) ? line : restoreNumberGroups(plusLast);
}
