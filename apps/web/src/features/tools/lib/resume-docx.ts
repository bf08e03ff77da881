import { CAREER_TOOLS } from '@gius/shared/constants';
import { isMostlyRtl, isRtlText } from './text-direction.ts';

/**
 * The upgraded resume as a Word document (spec section 7: one paragraph per line, saved as
 * enhanced-resume.docx). Hebrew and Arabic paragraphs are right to left and right-aligned, English
 * ones left to right and left-aligned. The docx library is loaded only when a file is made.
 */

/**
 * A Hebrew or Arabic resume is right to left throughout (its Latin-only lines too, as Word shows
 * them); in an English resume a line is right to left when its letters are mostly Hebrew or Arabic.
 */
export function isRtlParagraph(line: string, documentRtl: boolean): boolean {
  return documentRtl || isMostlyRtl(line);
}

/** A line after an empty line and before text, short and without a full stop: a section heading. */
function isHeading(lines: string[], index: number): boolean {
  const line = lines[index]!.trim();
  const before = index === 0 || lines[index - 1]!.trim() === '';
  const after = lines[index + 1]?.trim() ?? '';
  return before && after !== '' && line.split(/\s+/).length <= 4 && !/[.:!?،,•]/.test(line);
}

export async function buildResumeDocx(text: string): Promise<Blob> {
  const { AlignmentType, Document, Packer, Paragraph, TextRun } = await import('docx');
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const documentRtl = isRtlText(text);
  const paragraphs = lines.map((line, index) => {
    const rtl = isRtlParagraph(line, documentRtl);
    const title = index === 0;
    const heading = !title && isHeading(lines, index);
    return new Paragraph({
      bidirectional: rtl,
      alignment: rtl ? AlignmentType.RIGHT : AlignmentType.LEFT,
      spacing: { after: heading || title ? 120 : 60 },
      children: [
        new TextRun({
          text: line,
          rightToLeft: rtl,
          bold: title || heading,
          size: title ? 32 : heading ? 26 : 22,
          font: { ascii: 'Arial', hAnsi: 'Arial', cs: 'Arial' },
        }),
      ],
    });
  });
  const doc = new Document({
    creator: 'Gius',
    title: lines[0]?.trim() || 'Resume',
    sections: [{ children: paragraphs }],
  });
  return Packer.toBlob(doc);
}

export function saveBlob(blob: Blob, fileName: string = CAREER_TOOLS.downloadFileName): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
