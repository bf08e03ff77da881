/**
 * Right-to-left posts with left-to-right terms in them. A line whose first strong letter is Latin
 * ("• React, SQL") would be laid out left to right by the network; a right-to-left mark in front
 * keeps the paragraph right to left. A fact in the other direction (a Hebrew title in an English
 * post) is isolated (U+2068 … U+2069) so its neighbours keep their order.
 */

const RLM = '\u200F';
const FSI = '\u2068';
const PDI = '\u2069';

const STRONG = /[\p{Script=Latin}\p{Script=Hebrew}\p{Script=Arabic}]/u;
const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}]/u;

function firstStrongIsLtr(line: string): boolean {
  const found = line.match(STRONG);
  return found !== null && !RTL_LETTER.test(found[0]);
}

export function keepRtlLines(text: string, rtl: boolean): string {
  if (!rtl) return text;
  return text
    .split('\n')
    .map((line) => (line && !line.startsWith(RLM) && firstStrongIsLtr(line) ? `${RLM}${line}` : line))
    .join('\n');
}

/** A fact written in the other direction than the post, isolated; as it is otherwise. */
export function isolateIfForeign(value: string, rtl: boolean): string {
  if (!value) return value;
  // A Latin term inside a right-to-left line reads well as it is; the other way round it does not.
  return !rtl && RTL_LETTER.test(value) ? `${FSI}${value}${PDI}` : value;
}

/** Removes the marks this module adds (for comparing texts). */
export function withoutBidiMarks(text: string): string {
  return text.replace(/[\u200E\u200F\u2066-\u2069]/g, '');
}
