import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Documents made by the test itself, with real producers: LibreOffice (flat ODT in, PDF or DOCX out)
 * and Chromium's print-to-PDF (HTML in). Producers store right-to-left text differently, so
 * extraction tests run against both.
 */

const run = promisify(execFile);

export type FixtureDirection = 'rtl' | 'ltr';

export interface FixtureLine {
  text: string;
  /** Paragraph direction; defaults to the document's. */
  dir?: FixtureDirection;
  heading?: boolean;
  pageBreakBefore?: boolean;
}

export interface FixtureDoc {
  /** File name without extension, unique within one batch. */
  name: string;
  lang: 'he' | 'en' | 'ar';
  lines: FixtureLine[];
  /**
   * Optional header before `lines` as a two-cell table (a resume's name and title in one cell, its
   * contacts in the other): the first cell is on the right in a right-to-left document.
   */
  header?: { first: FixtureLine[]; second: FixtureLine[] };
  /**
   * Optional two-column part after `lines`, as a two-cell table (a resume's sidebar and main
   * column): the sidebar is the first cell, on the right in a right-to-left document.
   */
  columns?: { sidebar: FixtureLine[]; main: FixtureLine[] };
  /** Size of the body text in points (11 unless set; headings 3 more): larger text wraps more lines. */
  textPt?: number;
  /**
   * How the LibreOffice document is set, to vary where lines wrap and how glyphs are placed: the
   * sidebar's share of the page's width (0.34 unless set), justified lines, serif faces, and
   * right-to-left paragraphs set flush right (LibreOffice sets a "start" paragraph of a flat ODT
   * flush left whatever its direction, so by default they are). Also as resume templates set them:
   * the sidebar on the other side (the second cell, so on the left of a right-to-left page), another
   * sans face (DejaVu Sans, Noto Sans Hebrew and Arabic), wider line spacing (150%), and headings
   * in capitals or drawn over a rule.
   */
  style?: {
    sidebarShare?: number;
    justify?: boolean;
    serif?: boolean;
    rtlRight?: boolean;
    sidebarLast?: boolean;
    otherSans?: boolean;
    wideSpacing?: boolean;
    headingCaps?: boolean;
    headingRule?: boolean;
  };
}

export function docDirection(doc: FixtureDoc): FixtureDirection {
  return doc.lang === 'en' ? 'ltr' : 'rtl';
}

const SOFFICE_CANDIDATES = [
  '/usr/bin/soffice',
  '/usr/lib/libreoffice/program/soffice',
  '/opt/libreoffice/program/soffice',
];
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function firstExisting(candidates: string[]): string | null {
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}

export function findSoffice(): string | null {
  return process.env.SOFFICE_PATH ?? firstExisting(SOFFICE_CANDIDATES);
}

export function findChromium(): string | null {
  return process.env.CHROMIUM_PATH ?? firstExisting(CHROMIUM_CANDIDATES);
}

/**
 * Why a test that needs `tool` cannot run here, or null when it can. With E2E_REQUIRED=1 a missing
 * tool is an error instead of a skip, so CI cannot pass by skipping.
 */
export function missingToolReason(tool: 'soffice' | 'chromium'): string | null {
  const found = tool === 'soffice' ? findSoffice() : findChromium();
  if (found) return null;
  const reason =
    tool === 'soffice'
      ? 'LibreOffice (soffice) is not installed: apt-get install libreoffice-writer-nogui culmus fonts-noto-core'
      : 'Chromium is not installed: apt-get install chromium';
  if (process.env.E2E_REQUIRED === '1') throw new Error(`E2E_REQUIRED=1 but ${reason}`);
  return reason;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const FONT = {
  he: { latin: 'Liberation Sans', complex: 'David CLM', css: "'David CLM', 'Noto Sans Hebrew', sans-serif" },
  ar: { latin: 'Liberation Sans', complex: 'Noto Naskh Arabic', css: "'Noto Naskh Arabic', sans-serif" },
  en: { latin: 'Liberation Sans', complex: 'David CLM', css: "'Liberation Sans', sans-serif" },
} as const;

/** A flat OpenDocument text (.fodt) with one paragraph per line and the direction set per paragraph. */
const SERIF_FONT = {
  he: { latin: 'Liberation Serif', complex: 'Frank Ruehl CLM' },
  ar: { latin: 'Liberation Serif', complex: 'Noto Kufi Arabic' },
  en: { latin: 'Liberation Serif', complex: 'Frank Ruehl CLM' },
} as const;

/** A sans face other than the default's, as resumes set in Arial-like faces are not all. */
const OTHER_SANS_FONT = {
  he: { latin: 'DejaVu Sans', complex: 'Noto Sans Hebrew' },
  ar: { latin: 'DejaVu Sans', complex: 'Noto Sans Arabic' },
  en: { latin: 'DejaVu Sans', complex: 'Noto Sans Hebrew' },
} as const;

export function renderFodt(doc: FixtureDoc): string {
  const font = doc.style?.serif
    ? SERIF_FONT[doc.lang]
    : doc.style?.otherSans
      ? OTHER_SANS_FONT[doc.lang]
      : FONT[doc.lang];
  const align = (dir: FixtureDirection) =>
    doc.style?.justify ? 'justify' : doc.style?.rtlRight && dir === 'rtl' ? 'end' : 'start';
  // The page's text is 6.5 in wide: 2.2 in for the sidebar unless a share is set.
  const sidebarIn = (6.5 * (doc.style?.sidebarShare ?? 2.2 / 6.5)).toFixed(2);
  const mainIn = (6.5 - Number(sidebarIn)).toFixed(2);
  const styles: string[] = [];
  const styleName = (line: FixtureLine): string => {
    const dir = line.dir ?? docDirection(doc);
    const name = `P_${dir}_${line.heading ? 'h' : 'n'}_${line.pageBreakBefore ? 'b' : 'c'}`;
    if (!styles.some((s) => s.includes(`"${name}"`))) {
      const size = `${(doc.textPt ?? 11) + (line.heading ? 3 : 0)}pt`;
      const weight = line.heading ? ' fo:font-weight="bold" style:font-weight-complex="bold"' : '';
      const caps = line.heading && doc.style?.headingCaps ? ' fo:text-transform="uppercase"' : '';
      const rule =
        line.heading && doc.style?.headingRule
          ? ' fo:border-bottom="0.02in solid #000000" fo:padding-bottom="0.02in"'
          : '';
      const spacing = doc.style?.wideSpacing ? ' fo:line-height="150%"' : '';
      styles.push(
        `<style:style style:name="${name}" style:family="paragraph">` +
          `<style:paragraph-properties fo:text-align="${align(dir)}" style:writing-mode="${dir === 'rtl' ? 'rl-tb' : 'lr-tb'}"` +
          `${line.pageBreakBefore ? ' fo:break-before="page"' : ''} fo:margin-bottom="0.08in"${rule}${spacing}/>` +
          `<style:text-properties style:font-name="${font.latin}" fo:font-size="${size}"` +
          ` style:font-name-complex="${font.complex}" style:font-size-complex="${size}"${weight}${caps}` +
          ` fo:language="en" fo:country="US" style:language-complex="${doc.lang === 'en' ? 'he' : doc.lang}"/>` +
          `</style:style>`,
      );
    }
    return name;
  };
  const paragraphs = (lines: FixtureLine[]) =>
    lines
      // A tab is an element of its own in OpenDocument: written as a character, the XML reader
      // folds it into a space, and a row of cells set apart by tabs reads as one phrase.
      .map(
        (line) =>
          `<text:p text:style-name="${styleName(line)}">${escapeXml(line.text).replace(/\t/g, '<text:tab/>')}</text:p>`,
      )
      .join('\n');
  const twoCells = (name: string, first: FixtureLine[], second: FixtureLine[]) =>
    `<table:table table:name="${name}" table:style-name="T_cols">` +
    `<table:table-column table:style-name="T_${name}_1"/><table:table-column table:style-name="T_${name}_2"/>` +
    `<table:table-row><table:table-cell office:value-type="string">${paragraphs(first)}</table:table-cell>` +
    `<table:table-cell office:value-type="string">${paragraphs(second)}</table:table-cell></table:table-row>` +
    `</table:table>`;
  const columnStyle = (name: string, width: string) =>
    `<style:style style:name="${name}" style:family="table-column"><style:table-column-properties style:column-width="${width}"/></style:style>`;
  const header = doc.header ? twoCells('Header', doc.header.first, doc.header.second) : '';
  const table = !doc.columns
    ? ''
    : doc.style?.sidebarLast
      ? twoCells('Columns', doc.columns.main, doc.columns.sidebar)
      : twoCells('Columns', doc.columns.sidebar, doc.columns.main);
  if (doc.columns || doc.header) {
    styles.push(
      `<style:style style:name="T_cols" style:family="table"><style:table-properties style:width="6.5in" table:align="margins"` +
        ` style:writing-mode="${docDirection(doc) === 'rtl' ? 'rl-tb' : 'lr-tb'}"/></style:style>` +
        columnStyle('T_Columns_1', `${doc.style?.sidebarLast ? mainIn : sidebarIn}in`) +
        columnStyle('T_Columns_2', `${doc.style?.sidebarLast ? sidebarIn : mainIn}in`) +
        columnStyle('T_Header_1', '3.25in') +
        columnStyle('T_Header_2', '3.25in'),
    );
  }
  const body = `${header}\n${paragraphs(doc.lines)}\n${table}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls>
 <style:font-face style:name="${font.latin}" svg:font-family="'${font.latin}'"/>
 <style:font-face style:name="${font.complex}" svg:font-family="'${font.complex}'"/>
</office:font-face-decls>
<office:automatic-styles>
${styles.join('\n')}
</office:automatic-styles>
<office:body><office:text>
${body}
</office:text></office:body>
</office:document>
`;
}

/**
 * The same document as a printable HTML page (for Chromium), as a web resume builder lays it out:
 * the header as a two-cell table, the sidebar beside the main column in a flex row of 28% and 72%.
 */
export function renderHtml(doc: FixtureDoc): string {
  const dir = docDirection(doc);
  const paragraphs = (lines: FixtureLine[]) =>
    lines
      .map((line) => {
        const tag = line.heading ? 'h2' : 'p';
        const attrs = [
          line.dir && line.dir !== dir ? `dir="${line.dir}"` : '',
          line.pageBreakBefore ? 'style="break-before: page"' : '',
        ]
          .filter(Boolean)
          .join(' ');
        return `<${tag}${attrs ? ' ' + attrs : ''}>${escapeXml(line.text)}</${tag}>`;
      })
      .join('\n');
  const header = doc.header
    ? `<table style="width:100%"><tr><td>${paragraphs(doc.header.first)}</td>` +
      `<td>${paragraphs(doc.header.second)}</td></tr></table>\n`
    : '';
  const columns = doc.columns
    ? `\n<div style="display:flex;gap:18px"><div style="width:28%">${paragraphs(doc.columns.sidebar)}</div>` +
      `<div style="width:72%">${paragraphs(doc.columns.main)}</div></div>`
    : '';
  const body = `${header}${paragraphs(doc.lines)}${columns}`;
  return `<!doctype html>
<html lang="${doc.lang}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeXml(doc.name)}</title>
<style>
  body { font-family: ${FONT[doc.lang].css}; font-size: ${doc.textPt ?? 11}pt; margin: 0; }
  h2 { font-size: ${(doc.textPt ?? 11) + 3}pt; margin: 10pt 0 4pt; }
  p { margin: 0 0 4pt; }
</style></head>
<body>
${body}
</body></html>
`;
}

/**
 * Converts documents with LibreOffice in one process start (it is slow to start). Each call uses
 * its own profile folder, so parallel test files do not collide.
 */
export interface LibreOfficeOptions {
  format?: 'pdf' | 'docx';
  /** PDF only: encrypt the file with this password to open it. */
  openPassword?: string;
}

function filterFor(options: LibreOfficeOptions): string {
  if (options.format === 'docx') return 'docx:MS Word 2007 XML';
  if (!options.openPassword) return 'pdf:writer_pdf_Export';
  const params = {
    EncryptFile: { type: 'boolean', value: 'true' },
    DocumentOpenPassword: { type: 'string', value: options.openPassword },
  };
  return `pdf:writer_pdf_Export:${JSON.stringify(params)}`;
}

const SOFFICE_FILES_A_CALL = 200;

export async function convertWithLibreOffice(
  docs: FixtureDoc[],
  outDir: string,
  options: LibreOfficeOptions = {},
): Promise<Record<string, Buffer>> {
  const format = options.format ?? 'pdf';
  const soffice = findSoffice();
  if (!soffice) throw new Error(missingToolReason('soffice') ?? 'soffice not found');
  await fsp.mkdir(outDir, { recursive: true });
  const inputs: string[] = [];
  for (const doc of docs) {
    const file = path.join(outDir, `${doc.name}.fodt`);
    await fsp.writeFile(file, renderFodt(doc), 'utf8');
    inputs.push(file);
  }
  const profile = await fsp.mkdtemp(path.join(os.tmpdir(), 'gius-lo-profile-'));
  const filter = filterFor(options);
  try {
    // soffice reads no more than 256 arguments and silently converts none past them: the 254
    // tuning resumes lost their last eight.
    for (let from = 0; from < inputs.length; from += SOFFICE_FILES_A_CALL) {
      await run(
        soffice,
        [
          `-env:UserInstallation=file://${profile}`,
          '--headless',
          '--norestore',
          '--convert-to',
          filter,
          '--outdir',
          outDir,
          ...inputs.slice(from, from + SOFFICE_FILES_A_CALL),
        ],
        { timeout: 120_000 },
      );
    }
  } finally {
    await fsp.rm(profile, { recursive: true, force: true });
  }
  const result: Record<string, Buffer> = {};
  for (const doc of docs) {
    const file = path.join(outDir, `${doc.name}.${format}`);
    if (!fs.existsSync(file)) throw new Error(`LibreOffice did not produce ${file}`);
    result[doc.name] = await fsp.readFile(file);
  }
  return result;
}

export interface ChromiumPdfMaker {
  pdf(doc: FixtureDoc | { name: string; html: string }): Promise<Buffer>;
  close(): Promise<void>;
}

/** Arguments that keep Chromium off the network and working inside containers. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One Chromium for many PDFs: start it once per test file. */
export async function startChromiumPdfMaker(): Promise<ChromiumPdfMaker> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(missingToolReason('chromium') ?? 'chromium not found');
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const context = await browser.newContext();
  return {
    async pdf(doc) {
      const html = 'html' in doc ? doc.html : renderHtml(doc);
      const page = await context.newPage();
      try {
        await page.setContent(html, { waitUntil: 'load' });
        const bytes = await page.pdf({
          format: 'A4',
          margin: { top: '2cm', bottom: '2cm', left: '2cm', right: '2cm' },
        });
        return Buffer.from(bytes);
      } finally {
        await page.close();
      }
    },
    async close() {
      await browser.close();
    },
  };
}
