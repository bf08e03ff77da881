import JSZip from 'jszip';
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';

/**
 * Text of a .docx: the body through mammoth, plus the page headers and footers,
 * which mammoth ignores but where many resumes keep the name, e-mail and phone.
 */
export async function extractDocxText(buffer: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(buffer);
  const partText = async (pattern: RegExp) => {
    const names = Object.keys(zip.files)
      .filter((name) => pattern.test(name))
      .sort();
    const texts = await Promise.all(
      names.map(async (name) => xmlParagraphs(await zip.file(name)!.async('string'))),
    );
    return unique(texts.flat());
  };
  const headers = await partText(/^word\/header\d*\.xml$/);
  const footers = await partText(/^word\/footer\d*\.xml$/);
  const { value: body } = await mammoth.extractRawText({ buffer });
  return joinParts([headers.join('\n'), body, footers.join('\n')]);
}

/** Text of a legacy .doc, headers included; en dashes and curly quotes kept as they are. */
export async function extractDocText(buffer: Buffer): Promise<string> {
  const doc = await new WordExtractor().extract(buffer);
  const headers = doc.getHeaders({ includeFooters: false, filterUnicode: false });
  const body = doc.getBody({ filterUnicode: false });
  const footers = doc.getFooters({ filterUnicode: false });
  return joinParts([headers, body, footers]);
}

function unique(lines: string[]): string[] {
  return [...new Set(lines.filter((line) => line.length > 0))];
}

function joinParts(parts: string[]): string {
  return parts
    .map((p) => p.replace(/\r\n?/g, '\n').trim())
    .filter(Boolean)
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The paragraphs of a WordprocessingML part, each the text of its runs (w:t) and tabs. */
function xmlParagraphs(xml: string): string[] {
  const paragraphs = xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? [];
  return paragraphs.map((p) =>
    [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
      .map((m) => (m[0] === '<w:tab/>' ? '\t' : (m[1] ?? '')))
      .join('')
      .replace(/&(amp|lt|gt|quot|apos);|&#(\d+);|&#x([0-9a-f]+);/gi, (_, name, dec, hex) =>
        name ? ENTITIES[name.toLowerCase()]! : String.fromCodePoint(dec ? Number(dec) : parseInt(hex, 16)),
      )
      .trim(),
  );
}
