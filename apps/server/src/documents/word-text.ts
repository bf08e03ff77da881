import JSZip from 'jszip';
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';

/**
 * Text of a .docx: the body through mammoth, plus the page headers and footers,
 * which mammoth ignores but where many resumes keep the name, e-mail and phone. Text boxes (a
 * template's sidebar, its name block) are read too: see `readableTextBoxes`.
 */
export async function extractDocxText(buffer: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(buffer);
  let withBoxes: Buffer | null = null;
  const document = zip.file('word/document.xml');
  if (document) {
    const xml = await document.async('string');
    const readable = withLineBreaks(readableTextBoxes(xml));
    if (readable !== xml) {
      zip.file('word/document.xml', readable);
      withBoxes = await zip.generateAsync({ type: 'nodebuffer' });
    }
  }
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
  // The rewritten document, or the file as it came if mammoth cannot read the rewrite.
  const { value: body } = await (withBoxes
    ? mammoth.extractRawText({ buffer: withBoxes }).catch(() => mammoth.extractRawText({ buffer }))
    : mammoth.extractRawText({ buffer }));
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

/**
 * A line break inside a paragraph (Shift+Enter: `w:br`, `w:cr`), as a newline in the text. Mammoth's
 * raw text drops it, so "Title", "Company" and "2019 – 2023" written as one paragraph's lines would
 * run into one line; many resumes, and every file some converters write, put a whole section in one
 * paragraph so. Each break becomes a run's text of one newline, in the same place.
 */
export function withLineBreaks(xml: string): string {
  return xml.replace(/<w:(?:br|cr)(?:\s[^>]*)?\/>/g, '<w:t xml:space="preserve">\n</w:t>');
}

const VML_NS = 'urn:schemas-microsoft-com:vml';

/**
 * A document whose text boxes mammoth can read. Mammoth reads a text box drawn the old way (VML,
 * `w:pict`), which Word also writes as the fallback of a modern one, and skips a modern text box
 * (DrawingML, `wps:txbx` in a `w:drawing`) that has no such fallback, as other producers write
 * them: the whole sidebar of a template would be lost. Each such drawing is rewritten as the VML
 * text box mammoth reads, in the same place.
 */
export function readableTextBoxes(xml: string): string {
  if (!xml.includes('txbxContent')) return xml;
  // Where the fallback has no text box of its own, the modern drawing is the content.
  const alternatives = eachBlock(xml, '<mc:AlternateContent', '</mc:AlternateContent>', (block) => {
    const fallback = innerOf(block, '<mc:Fallback', '</mc:Fallback>') ?? '';
    if (fallback.includes('txbxContent')) return block;
    return innerOf(block, '<mc:Choice', '</mc:Choice>') ?? block;
  });
  const rewritten = eachBlock(alternatives, '<w:drawing>', '</w:drawing>', (drawing) => {
    const boxes: string[] = [];
    eachBlock(drawing, '<w:txbxContent', '</w:txbxContent>', (box) => {
      boxes.push(
        `<w:txbxContent>${innerOf(box, '<w:txbxContent', '</w:txbxContent>') ?? ''}</w:txbxContent>`,
      );
      return box;
    });
    return boxes.length
      ? `<w:pict><v:shape><v:textbox>${boxes.join('')}</v:textbox></v:shape></w:pict>`
      : drawing;
  });
  if (rewritten === xml || /xmlns:v=/.test(rewritten)) return rewritten;
  return rewritten.replace(/<w:document\b/, `<w:document xmlns:v="${VML_NS}"`);
}

/**
 * The text with each block from `open` to the first `close` after it replaced, in one pass (a
 * hostile file's unclosed tags cannot make it scan the rest of the text again for each of them).
 */
function eachBlock(text: string, open: string, close: string, replace: (block: string) => string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const start = text.indexOf(open, at);
    const end = start < 0 ? -1 : text.indexOf(close, start);
    if (end < 0) return out + text.slice(at);
    out += text.slice(at, start) + replace(text.slice(start, end + close.length));
    at = end + close.length;
  }
}

/** What an element holds, between the end of its opening tag and its closing tag. */
function innerOf(text: string, open: string, close: string): string | null {
  const start = text.indexOf(open);
  const from = start < 0 ? -1 : text.indexOf('>', start);
  const end = from < 0 ? -1 : text.indexOf(close, from);
  return end < 0 ? null : text.slice(from + 1, end);
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
    [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:(?:br|cr)(?:\s[^>]*)?\/>/g)]
      .map((m) => (m[0] === '<w:tab/>' ? '\t' : m[0].startsWith('<w:t') ? (m[1] ?? '') : '\n'))
      .join('')
      .replace(/&(amp|lt|gt|quot|apos);|&#(\d+);|&#x([0-9a-f]+);/gi, (_, name, dec, hex) =>
        name ? ENTITIES[name.toLowerCase()]! : String.fromCodePoint(dec ? Number(dec) : parseInt(hex, 16)),
      )
      .trim(),
  );
}
