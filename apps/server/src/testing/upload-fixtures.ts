import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type FixtureFormat = 'docx' | 'doc' | 'pdf';

export interface ResumeFixture {
  /** Paragraphs, top to bottom. */
  lines: string[];
  /** Right-to-left paragraphs (Hebrew, Arabic). Default: true when a line holds Hebrew or Arabic letters. */
  rtl?: boolean;
  /** Lines put in the page header (where many resumes keep the name and contact details). */
  headerLines?: string[];
}

const LO_FILTERS: Record<FixtureFormat, string> = {
  docx: 'docx:MS Word 2007 XML',
  doc: 'doc:MS Word 97',
  pdf: 'pdf:writer_pdf_Export',
};

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A flat OpenDocument text (.fodt): what LibreOffice opens as a Writer document without guessing. */
export function resumeFodt(fixture: ResumeFixture): string {
  const rtl = fixture.rtl ?? fixture.lines.some((l) => /[\u0590-\u05FF\u0600-\u06FF]/.test(l));
  const paragraph = (line: string) => `<text:p text:style-name="P">${escapeXml(line)}</text:p>`;
  const header = fixture.headerLines?.length
    ? `<style:header>${fixture.headerLines.map(paragraph).join('')}</style:header>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
  xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
  xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
  xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
  office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
 <office:font-face-decls>
  <style:font-face style:name="David CLM" svg:font-family="'David CLM'" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"/>
 </office:font-face-decls>
 <office:automatic-styles>
  <style:style style:name="P" style:family="paragraph">
   <style:paragraph-properties fo:text-align="${rtl ? 'end' : 'start'}" style:writing-mode="${rtl ? 'rl-tb' : 'lr-tb'}"/>
   <style:text-properties style:font-name="David CLM" style:font-name-complex="David CLM" fo:font-size="12pt" style:font-size-complex="12pt"/>
  </style:style>
  <style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin="2cm"/><style:header-style/></style:page-layout>
 </office:automatic-styles>
 <office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PL">${header}</style:master-page></office:master-styles>
 <office:body><office:text>${fixture.lines.map(paragraph).join('')}</office:text></office:body>
</office:document>`;
}

/**
 * A real resume file made by LibreOffice (Debian: libreoffice-writer-nogui, culmus, fonts-noto-core).
 * Files are cached by content in the temp folder, so a test suite converts each one once.
 */
export async function makeResumeFile(fixture: ResumeFixture, format: FixtureFormat): Promise<Buffer> {
  const fodt = resumeFodt(fixture);
  const hash = createHash('sha256').update(fodt).update(format).digest('hex').slice(0, 16);
  const cacheDir = path.join(os.tmpdir(), 'gius-fixtures');
  const cached = path.join(cacheDir, `${hash}.${format}`);
  const hit = await fs.readFile(cached).catch(() => null);
  if (hit) return hit;

  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-fixture-'));
  try {
    const source = path.join(work, 'resume.fodt');
    await fs.writeFile(source, fodt);
    // A private LibreOffice profile: parallel conversions (other test files) do not wait on each other.
    const profile = `file://${path.join(work, 'profile')}`;
    await run(
      'soffice',
      [
        `-env:UserInstallation=${profile}`,
        '--headless',
        '--convert-to',
        LO_FILTERS[format],
        '--outdir',
        work,
        source,
      ],
      { timeout: 120_000 },
    );
    const out = await fs.readFile(path.join(work, `resume.${format}`));
    await fs.mkdir(cacheDir, { recursive: true });
    const tmp = `${cached}.${process.pid}.tmp`;
    await fs.writeFile(tmp, out);
    await fs.rename(tmp, cached);
    return out;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** A Hebrew resume of a named candidate, as a test would upload it. */
export function hebrewResume(fullName: string): ResumeFixture {
  return {
    headerLines: [fullName, 'dana.levi@example.com | 052-555-1234'],
    lines: [
      'מפתחת Full Stack עם 6 שנות ניסיון',
      'ניסיון: 2019–2023 מפתחת ב-Wix, תל אביב',
      'כישורים: TypeScript, React, Node.js, PostgreSQL',
      'השכלה: תואר ראשון במדעי המחשב, אוניברסיטת תל אביב',
    ],
  };
}

/** A pool resume of one person: a name, a contact line, and optionally an Israeli ID number. */
export function poolResume(name: string, contact: string, idNumber?: string): ResumeFixture {
  return {
    lines: [
      name,
      contact,
      ...(idNumber ? [`ת.ז. ${idNumber}`] : []),
      'מפתחת Full Stack עם 6 שנות ניסיון',
      'ניסיון: 2019–2023 מפתחת ב-Wix, תל אביב',
    ],
  };
}

/** One person (Noa Cohen) seen through different keys, and a namesake who is someone else. */
export const POOL_PEOPLE = {
  first: poolResume('נועה כהן', 'noa.cohen@example.com | 052-123-4567', '123456782'),
  sameEmail: poolResume('Noa Cohen', 'NOA.Cohen@Example.com'),
  sameId: poolResume('נועה כהן-לוי', 'noa.cl@example.net', '123456782'),
  samePhone: poolResume('נועה כהן', 'טלפון: +972 52 1234567'),
  sameNameOnly: poolResume('נועה כהן', 'noa.k@example.org | 054-765-4321'),
} satisfies Record<string, ResumeFixture>;
