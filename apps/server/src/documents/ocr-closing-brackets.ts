/**
 * A right-to-left line's closing bracket read as an opening one at a word's end ("(320 שעות(" for
 * "(320 שעות)", "(600 ساعة(" for "(600 ساعة)"): the line draws a closing bracket mirrored, and when
 * tesseract gives the opening one in reading order it may give this one as drawn. An opening bracket
 * right after a letter or digit, before a space, a mark or the line's end, while one is open before
 * it, is that closing bracket (after an Arabic word's tanween too, "(35 موظفاً("). One pass over the
 * line.
 */
export function withClosingBrackets(line: string): string {
  if (!line.includes('(')) return line;
  // A word may end in a mark: Arabic tanween ("(35 موظفاً(") or a Hebrew point.
  const wordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{M}\p{N}]/u.test(c);
  let open = 0;
  let out = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '(' && open > 0 && wordChar(line[i - 1]) && !wordChar(line[i + 1])) {
      out += ')';
      open--;
      continue;
    }
    if (c === '(') open++;
    else if (c === ')' && open > 0) open--;
    out += c;
  }
  return out;
}
