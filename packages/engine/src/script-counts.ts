/** Counts of Hebrew, Arabic and Latin letters in a text: the basis of language detection. */
export function scriptCounts(text: string): { hebrew: number; arabic: number; latin: number } {
  let hebrew = 0;
  let arabic = 0;
  let latin = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0x05d0 && code <= 0x05ea) hebrew++;
    else if ((code >= 0x0620 && code <= 0x064a) || (code >= 0xfb50 && code <= 0xfefc)) arabic++;
    else if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) latin++;
  }
  return { hebrew, arabic, latin };
}
