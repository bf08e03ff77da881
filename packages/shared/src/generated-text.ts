/**
 * Cleaning of generated text (spec section 5): markdown emphasis removed, bullets become "•",
 * code ticks removed, extra spaces trimmed. Nothing else is changed.
 */

/** Lines of a code fence (``` or ```lang) are dropped; the code inside stays. */
function removeCodeTicks(text: string): string {
  return text.replace(/^[ \t]*```[^\n]*(?:\n|$)/gm, '').replace(/`+/g, '');
}

/** "- item", "* item", "+ item" (any indentation) -> "• item". */
function bulletsToDots(text: string): string {
  return text.replace(/^[ \t]*[-*+•][ \t]+/gm, '• ');
}

/** **bold**, __bold__, *italic*, _italic_ -> the words alone. Underscores inside words stay. */
function removeEmphasis(text: string): string {
  return text
    .replace(/\*\*\*(\S(?:.*?\S)?)\*\*\*/g, '$1')
    .replace(/\*\*(\S(?:.*?\S)?)\*\*/g, '$1')
    .replace(/(^|[^\p{L}\p{N}_])__(\S(?:.*?\S)?)__(?![\p{L}\p{N}_])/gu, '$1$2')
    .replace(/\*(\S(?:.*?\S)?)\*/g, '$1')
    .replace(/(^|[^\p{L}\p{N}_])_(\S(?:.*?\S)?)_(?![\p{L}\p{N}_])/gu, '$1$2');
}

/** Runs of spaces become one, lines are trimmed, no more than one empty line in a row. */
function trimSpaces(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00A0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function cleanGeneratedText(text: string): string {
  const unix = text.replace(/\r\n?/g, '\n');
  return trimSpaces(removeEmphasis(bulletsToDots(removeCodeTicks(unix))));
}
