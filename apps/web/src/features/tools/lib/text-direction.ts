const RTL_LETTER = /[\u0590-\u05FF\u0600-\u06FF\uFB1D-\uFDFF\uFE70-\uFEFF]/g;
const LATIN_LETTER = /[A-Za-z]/g;

/**
 * The direction of a whole text: right to left once 30% of its letters are Hebrew or Arabic (a
 * Hebrew resume is full of Latin tool names). `fallback` when there are no letters yet.
 */
export function textDirection(text: string, fallback: 'rtl' | 'ltr'): 'rtl' | 'ltr' {
  const rtl = text.match(RTL_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  if (rtl + latin === 0) return fallback;
  return rtl >= 0.3 * (rtl + latin) ? 'rtl' : 'ltr';
}

export function isRtlText(text: string): boolean {
  return textDirection(text, 'ltr') === 'rtl';
}

/** Hebrew or Arabic letters outnumber Latin ones in this line. */
export function isMostlyRtl(line: string): boolean {
  return (line.match(RTL_LETTER)?.length ?? 0) > (line.match(LATIN_LETTER)?.length ?? 0);
}
