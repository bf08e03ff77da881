import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadImage } from '@napi-rs/canvas';

const run = promisify(execFile);

/** A one-page PDF whose page is only a JPEG image (no text layer), written by hand. */
export function imageOnlyPdf(jpeg: Buffer, width: number, height: number): Buffer {
  const pageW = 595;
  const pageH = Math.round((595 * height) / width);
  const content = `q ${pageW} 0 0 ${pageH} 0 0 cm /Im0 Do Q`;
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageW} ${pageH}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>`,
    ),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      ),
      jpeg,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let size = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(size);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(chunk);
    size += chunk.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`;
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

/** A scan of a text PDF: its first page drawn by poppler's pdftoppm, put in a PDF as an image. */
export async function scanPdf(pdf: Buffer, dpi = 200): Promise<Buffer> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-scan-'));
  try {
    await fs.writeFile(path.join(work, 'in.pdf'), pdf);
    await run(
      'pdftoppm',
      ['-r', String(dpi), '-jpeg', '-singlefile', '-f', '1', '-l', '1', 'in.pdf', 'page'],
      {
        cwd: work,
      },
    );
    const jpeg = await fs.readFile(path.join(work, 'page.jpg'));
    const image = await loadImage(jpeg);
    return imageOnlyPdf(jpeg, image.width, image.height);
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
