import zlib from 'node:zlib';
import yauzl from 'yauzl';

/**
 * Caps on what a document expands to, checked BEFORE a reader inflates it: a small file can
 * hold a stream that inflates to gigabytes (a "bomb"), and pdf.js or mammoth would try to hold
 * all of it. Each check inflates into a bounded buffer and stops at the cap.
 */

/** A document that breaks a reading limit (inflated size, time, memory). */
export class DocumentTooComplexError extends Error {
  override name = 'DocumentTooComplexError';
}

const tooComplex = (what: string) =>
  new DocumentTooComplexError(`The document is too complex to read: ${what}`);

/** pdf.js decodes these; each can make its data larger. */
type Filter = 'FlateDecode' | 'LZWDecode' | 'RunLengthDecode' | 'other';

const FILTER_NAMES: Record<string, Filter> = {
  FlateDecode: 'FlateDecode',
  Fl: 'FlateDecode',
  LZWDecode: 'LZWDecode',
  LZW: 'LZWDecode',
  RunLengthDecode: 'RunLengthDecode',
  RL: 'RunLengthDecode',
};

/** The filters of the stream whose dictionary ends just before `streamAt`, in decoding order. */
function streamFilters(data: Buffer, streamAt: number): Filter[] {
  const head = data.subarray(Math.max(0, streamAt - 2048), streamAt).toString('latin1');
  const dictStart = Math.max(head.lastIndexOf('obj'), 0);
  const dict = head.slice(dictStart);
  const match = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dict);
  if (!match) return [];
  return [...match[1]!.matchAll(/\/([A-Za-z0-9]+)/g)].map((m) => FILTER_NAMES[m[1]!] ?? 'other');
}

/** Inflated size of a zlib stream, or a throw once it passes `budget` (never allocates more). */
function inflate(body: Buffer, budget: number): Buffer | null {
  try {
    // SYNC_FLUSH: a stream cut short (as PDF writers sometimes leave them) still yields its data.
    return zlib.inflateSync(body, { maxOutputLength: budget + 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  } catch (err) {
    if (err instanceof RangeError || (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw tooComplex('a compressed stream inflates past the limit');
    }
    // Not valid zlib (encrypted, or a damaged stream): pdf.js will judge it; nothing expands here.
    return null;
  }
}

/** Length of what a PDF LZW stream decodes to, from the code lengths alone (PDF 32000-1 §7.4.4). */
function lzwDecodedLength(body: Buffer, budget: number): number {
  const lengths = new Uint32Array(4096);
  let next = 258;
  let codeBits = 9;
  let previous = -1;
  let total = 0;
  let bitBuffer = 0;
  let bitCount = 0;
  for (const byte of body) {
    bitBuffer = ((bitBuffer << 8) | byte) >>> 0;
    bitCount += 8;
    while (bitCount >= codeBits) {
      const code = (bitBuffer >>> (bitCount - codeBits)) & ((1 << codeBits) - 1);
      bitCount -= codeBits;
      if (code === 256) {
        next = 258;
        codeBits = 9;
        previous = -1;
        continue;
      }
      if (code === 257) return total;
      let length: number;
      if (code < 256) length = 1;
      else if (code < next) length = lengths[code]!;
      else if (previous >= 0) length = (previous < 256 ? 1 : lengths[previous]!) + 1;
      else return total;
      total += length;
      if (total > budget) throw tooComplex('an LZW stream decodes past the limit');
      if (previous >= 0 && next < 4096) {
        lengths[next] = (previous < 256 ? 1 : lengths[previous]!) + 1;
        next++;
      }
      previous = code;
      // Early change (the PDF default): the code width grows one code before the table fills.
      if (next + 1 >= 1 << codeBits && codeBits < 12) codeBits++;
    }
  }
  return total;
}

/** Length of what a RunLength stream decodes to (PDF 32000-1 §7.4.5). */
function runLengthDecodedLength(body: Buffer): number {
  let total = 0;
  for (let i = 0; i < body.length;) {
    const n = body[i]!;
    if (n === 128) break;
    if (n < 128) {
      total += n + 1;
      i += n + 2;
    } else {
      total += 257 - n;
      i += 2;
    }
  }
  return total;
}

/**
 * Throws DocumentTooComplexError when the PDF's streams together decode to more than `maxBytes`.
 * Every `stream … endstream` body is decoded through its Flate filters into a bounded buffer;
 * LZW and RunLength sizes are computed without decoding. Streams of other filters (images:
 * DCT, JPX, CCITT, JBIG2) do not grow past their pixels and are left to the reader's limits.
 */
export function assertPdfStreamsWithin(data: Uint8Array, maxBytes: number): void {
  const pdf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let used = 0;
  let from = 0;
  for (;;) {
    const at = pdf.indexOf('stream', from, 'latin1');
    if (at < 0) return;
    from = at + 6;
    // "endstream" is the end of a body, not the start of one.
    if (at >= 3 && pdf.toString('latin1', at - 3, at) === 'end') continue;
    let start = at + 6;
    if (pdf[start] === 0x0d) start++;
    if (pdf[start] !== 0x0a && start === at + 6) continue;
    if (pdf[start] === 0x0a) start++;
    const end = pdf.indexOf('endstream', start, 'latin1');
    if (end < 0) return;
    from = end + 9;
    let body: Buffer | null = pdf.subarray(start, end);
    let decoded = false;
    for (const filter of streamFilters(pdf, at)) {
      if (!body) break;
      if (filter === 'FlateDecode') {
        body = inflate(body, maxBytes - used);
        decoded = body !== null;
      } else if (filter === 'LZWDecode' || filter === 'RunLengthDecode') {
        const length =
          filter === 'LZWDecode' ? lzwDecodedLength(body, maxBytes - used) : runLengthDecodedLength(body);
        if (used + length > maxBytes) throw tooComplex('a stream decodes past the limit');
        // What follows an LZW or RunLength stage is rare and cannot be sized without decoding.
        body = null;
        used += length;
      } else {
        break;
      }
    }
    if (body && decoded) used += body.length;
    if (used > maxBytes) throw tooComplex('the streams together inflate past the limit');
  }
}

/** The parts of a Word package that readers parse (text, styles, relationships), not media. */
const PARSED_PART = /\.(xml|rels)$/i;

/**
 * Throws DocumentTooComplexError when the XML parts of a .docx inflate to more than `maxBytes`
 * together: first by their declared sizes, then by inflating each (yauzl checks that an entry does
 * not inflate past what it declares, so a package that lies about its sizes is caught too).
 */
export async function assertDocxWithin(data: Uint8Array, maxBytes: number): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      Buffer.from(data.buffer, data.byteOffset, data.byteLength),
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (err, file) => (err ? reject(err) : resolve(file)),
    ),
  );
  let used = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!PARSED_PART.test(entry.fileName)) return zip.readEntry();
        if (used + entry.uncompressedSize > maxBytes) {
          return reject(tooComplex(`${entry.fileName} declares more than the limit`));
        }
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          stream.on('data', (chunk: Buffer) => {
            used += chunk.length;
            if (used > maxBytes) {
              stream.destroy();
              reject(tooComplex(`${entry.fileName} inflates past the limit`));
            }
          });
          stream.on('error', (e) =>
            reject(
              /too many bytes/i.test(e.message) ? tooComplex(`${entry.fileName} lies about its size`) : e,
            ),
          );
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}
