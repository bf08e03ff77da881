import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { minimalPdf, textContent } from './minimal-pdf.ts';

/**
 * Files an attacker would send, made in the test: small on the wire, huge once inflated, or
 * costly to parse. Each mirrors a finding of the hardening issue.
 */

/** `unit` repeated until `bytes`, compressed as one zlib stream, chunk by chunk. */
async function compressRepeated(unit: string, bytes: number): Promise<Buffer> {
  const chunk = Buffer.from(unit.repeat(Math.ceil((1 << 20) / unit.length)), 'latin1');
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (b: Buffer) => parts.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  for (let written = 0; written < bytes; written += chunk.length) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

/** A one-page PDF whose content stream is `body`, with the given /Filter. */
export function pdfWithContentStream(body: Buffer, filter: string | null): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  objects.forEach((o, i) => {
    offsets.push(length);
    push(Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  const filterEntry = filter ? ` /Filter /${filter}` : '';
  push(Buffer.from(`5 0 obj\n<< /Length ${body.length}${filterEntry} >>\nstream\n`, 'latin1'));
  push(body);
  push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xref = length;
  let tail = `xref\n0 6\n0000000000 65535 f \n`;
  for (const o of offsets) tail += `${String(o).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}

/** The finding's PDF bomb: a page whose content stream (`q Q` repeated) inflates to `inflatedBytes`. */
export async function pdfBomb(inflatedBytes = 400 * 1024 * 1024): Promise<Buffer> {
  return pdfWithContentStream(await compressRepeated('q Q\n', inflatedBytes), 'FlateDecode');
}

/** A PDF under the inflate cap whose millions of operators take long to parse (for the time limit). */
export async function operatorFloodPdf(inflatedBytes = 24 * 1024 * 1024): Promise<Buffer> {
  return pdfWithContentStream(await compressRepeated('1 0 0 1 0 0 cm\n', inflatedBytes), 'FlateDecode');
}

interface ZipEntry {
  name: string;
  data: Buffer;
  /** Raw-deflated data and its true sizes; `declaredSize` may lie. */
  deflated?: { compressed: Buffer; size: number; crc: number };
  declaredSize?: number;
}

/** A zip package written by hand, so a test can make one whose entries lie about their size. */
function zipPackage(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const compressed = e.deflated?.compressed ?? zlib.deflateRawSync(e.data);
    const size = e.declaredSize ?? e.deflated?.size ?? e.data.length;
    const crc = e.deflated?.crc ?? zlib.crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOC_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>`;
const DOC_TAIL = `</w:body></w:document>`;

/** A .docx whose document.xml is DOC_HEAD + `unit` × n + DOC_TAIL, deflated without holding it whole. */
async function docxOfRepeated(unit: string, bytes: number, lie = false): Promise<Buffer> {
  const n = Math.ceil(bytes / unit.length);
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (b: Buffer) => parts.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let size = 0;
  const write = async (b: Buffer) => {
    crc = zlib.crc32(b, crc);
    size += b.length;
    if (!deflate.write(b)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(Buffer.from(DOC_HEAD));
  const chunk = Buffer.from(unit.repeat(Math.max(1, Math.floor((1 << 20) / unit.length))));
  for (let written = 0; written < n * unit.length; written += chunk.length) await write(chunk);
  await write(Buffer.from(DOC_TAIL));
  deflate.end();
  await done;
  const compressed = Buffer.concat(parts);
  return zipPackage([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    {
      name: 'word/document.xml',
      data: Buffer.alloc(0),
      deflated: { compressed, size, crc },
      // A package that lies says its document is small.
      ...(lie ? { declaredSize: 4096 } : {}),
    },
  ]);
}

/** The finding's .docx bomb: tiny paragraphs whose document.xml inflates to `bytes`. */
export function docxBomb(bytes = 120 * 1024 * 1024, options: { lie?: boolean } = {}): Promise<Buffer> {
  return docxOfRepeated('<w:p><w:r><w:t>a</w:t></w:r></w:p>', bytes, options.lie);
}

/** A few kilobytes of .docx holding `chars` characters of text in one paragraph per 80. */
export function textFloodDocx(chars: number): Promise<Buffer> {
  return docxOfRepeated(`<w:p><w:r><w:t>${'word '.repeat(16)}</w:t></w:r></w:p>`, (chars / 80) * 115);
}

/** A text PDF protected by a user password, made by qpdf (Debian's `qpdf`). */
export async function encryptedPdf(): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-encrypted-'));
  try {
    const plain = path.join(dir, 'plain.pdf');
    const locked = path.join(dir, 'locked.pdf');
    await fs.writeFile(plain, minimalPdf([textContent(['Dana Levi', 'dana@example.com'])]));
    await promisify(execFile)('qpdf', ['--encrypt', 'secret', 'owner', '256', '--', plain, locked]);
    return await fs.readFile(locked);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
