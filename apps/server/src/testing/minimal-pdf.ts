/**
 * A small, valid PDF written byte by byte, for tests that need no outside tool: one page per
 * content stream, Helvetica (a standard font, so nothing is embedded) as /F1.
 */
export function minimalPdf(pageContents: string[]): Buffer {
  const objects: string[] = [];
  const pageRefs: string[] = [];
  const first = 4;
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pageContents.forEach((content, i) => {
    const pageNo = first + i * 2;
    pageRefs.push(`${pageNo} 0 R`);
    objects[pageNo] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ` +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageNo + 1} 0 R >>`;
    objects[pageNo + 1] =
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  objects[2] = `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pageRefs.length} >>`;

  let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = Buffer.byteLength(out, 'latin1');
    out += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let n = 1; n < objects.length; n++) out += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A content stream that writes each line with Helvetica 12 pt, 16 pt apart. */
export function textContent(lines: string[]): string {
  const escaped = lines.map((l) => `(${l.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj`);
  return `BT /F1 12 Tf 16 TL 72 720 Td ${escaped.join(' T* ')} ET`;
}
