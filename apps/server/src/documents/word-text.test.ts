import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { extractDocxText, readableTextBoxes, withLineBreaks } from './word-text.ts';

const NS = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
].join(' ');
const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

/** A floating DrawingML text box, as a template's sidebar is drawn. */
const textBox = (lines: string[]) =>
  '<w:drawing><wp:anchor><wp:extent cx="2000000" cy="9000000"/><wp:docPr id="1" name="Text Box 1"/>' +
  '<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape">' +
  `<wps:wsp><wps:txbx><w:txbxContent>${lines.map(paragraph).join('')}</w:txbxContent></wps:txbx></wps:wsp>` +
  '</a:graphicData></a:graphic></wp:anchor></w:drawing>';

async function docx(body: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${NS}><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('text boxes of a Word file', () => {
  const sidebar = ['דנה לוי', 'dana@example.com', '052-1234567'];

  it('reads a modern text box that has no old-style fallback, where it stands', async () => {
    const text = await extractDocxText(
      await docx(
        `<w:p><w:r>${textBox(sidebar)}</w:r><w:r><w:t>ניסיון</w:t></w:r></w:p>${paragraph('מפתחת, Wix, 2019 – 2024')}`,
      ),
    );
    expect(text.split(/\n+/)).toEqual(['ניסיון', ...sidebar, 'מפתחת, Wix, 2019 – 2024']);
  });

  it('reads a text box with a fallback once, and one whose fallback holds no text from its drawing', async () => {
    const vml = `<w:pict><v:shape xmlns:v="urn:schemas-microsoft-com:vml"><v:textbox><w:txbxContent>${sidebar.map(paragraph).join('')}</w:txbxContent></v:textbox></v:shape></w:pict>`;
    const withFallback = `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps">${textBox(sidebar)}</mc:Choice><mc:Fallback>${vml}</mc:Fallback></mc:AlternateContent></w:r></w:p>`;
    expect((await extractDocxText(await docx(withFallback))).split(/\n+/)).toEqual(sidebar);
    const imageFallback = `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps">${textBox(sidebar)}</mc:Choice><mc:Fallback><w:pict/></mc:Fallback></mc:AlternateContent></w:r></w:p>`;
    expect((await extractDocxText(await docx(imageFallback))).split(/\n+/)).toEqual(sidebar);
  });

  it('leaves a document without text boxes, or with unclosed tags, as it is, in one pass', () => {
    const plain = `<w:document ${NS}><w:body>${paragraph('שלום')}</w:body></w:document>`;
    expect(readableTextBoxes(plain)).toBe(plain);
    // A hostile file: many drawings opened and never closed, one text box mark.
    const hostile = `<w:document>${'<w:drawing><mc:AlternateContent>'.repeat(200_000)}txbxContent</w:document>`;
    const started = performance.now();
    expect(readableTextBoxes(hostile)).toBe(hostile);
    // Scanning the rest of a 6 MB text for each of 200,000 tags would take minutes.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('line breaks inside a paragraph of a Word file', () => {
  it('reads each line of a paragraph written with Shift+Enter as a line of its own', async () => {
    const lines = ['Senior Accountant', 'Deloitte, Tel Aviv', '03/2019 – Present'];
    const body = `<w:p><w:r><w:t>${lines[0]}</w:t><w:br/><w:t>${lines[1]}</w:t></w:r><w:r><w:cr/><w:t>${lines[2]}</w:t></w:r></w:p>`;
    expect((await extractDocxText(await docx(body))).split('\n')).toEqual(lines);
  });

  it('keeps a page break inside a paragraph as a line break', async () => {
    const body = `<w:p><w:r><w:t>ניסיון</w:t><w:br w:type="page"/><w:t>השכלה</w:t></w:r></w:p>`;
    expect((await extractDocxText(await docx(body))).split('\n')).toEqual(['ניסיון', 'השכלה']);
  });

  it('replaces each break in one pass over a large document', () => {
    const xml = `<w:document><w:body><w:p><w:r>${'<w:t>a</w:t><w:br/>'.repeat(200_000)}</w:r></w:p></w:body></w:document>`;
    const started = performance.now();
    expect(withLineBreaks(xml).match(/\n/g)).toHaveLength(200_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
