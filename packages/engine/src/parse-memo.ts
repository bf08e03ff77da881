/**
 * What one parse reads of a line again and again (its date ranges, whether it names a role, a
 * degree): each line is read once per parse. A parse starts with `startParse`, which forgets the
 * lines of the one before, so memory stays one resume's and timing one resume's work.
 */

const LINES_KEPT = 5000;
const memos: Array<Map<string, unknown>> = [];

/** `read`, answering a line it has read in this parse from memory. */
export function perParse<T>(read: (line: string) => T): (line: string) => T {
  const seen = new Map<string, T>();
  memos.push(seen);
  return (line) => {
    if (seen.has(line)) return seen.get(line)!;
    const value = read(line);
    if (seen.size < LINES_KEPT) seen.set(line, value);
    return value;
  };
}

/** Forgets every line read before: a new resume's parse begins. */
export function startParse(): void {
  for (const seen of memos) seen.clear();
}
