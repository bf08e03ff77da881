/**
 * What one parse reads of a line again and again (its date ranges, whether it names a role, a
 * degree): each line is read once per parse. A parse starts with `startParse`, which forgets the
 * lines of the one before, so memory stays one resume's and timing one resume's work.
 */

const LINES_KEPT = 5000;
const memos: Array<{ seen: Map<string, unknown> }> = [];

/** `read`, answering a line it has read in this parse from memory. */
export function perParse<T>(read: (line: string) => T): (line: string) => T {
  const memo = { seen: new Map<string, T>() };
  memos.push(memo);
  return (line) => {
    const seen = memo.seen;
    if (seen.has(line)) return seen.get(line)!;
    const value = read(line);
    if (seen.size < LINES_KEPT) seen.set(line, value);
    return value;
  };
}

/**
 * Forgets every line read before: a new resume's parse begins. Each memo is a new Map, not the
 * old one cleared: V8 makes a cleared Map's tables where the Map lives, in the old generation once
 * it has outlived a few collections, and those tables, dead after the parse but seen by the
 * young generation's collector until a full collection, kept each parse's lines alive: promoted
 * and piled up as garbage (the bench's heap high-water 225 -> 298 MB in round 22).
 */
export function startParse(): void {
  for (const memo of memos) memo.seen = new Map();
}
