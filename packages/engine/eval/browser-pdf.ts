import fs from 'node:fs';
import { chromium } from 'playwright-core';
import type { EvalResume } from './eval-set.ts';

/**
 * The resumes printed to PDF by a browser, as web resume builders make them: the same lines as the
 * LibreOffice files, laid out in HTML (a two-cell header as a table, a sidebar beside the main
 * column in a flex row of 28% and 72%, right to left in Hebrew and Arabic) and printed by Debian's
 * Chromium. Another producer places, wraps and aligns the same text otherwise: the same resume
 * must give the same facts (`EVAL_CHROMIUM=1`).
 */

const CHROMIUM = '/usr/bin/chromium';

export function hasChromium(): boolean {
  return fs.existsSync(CHROMIUM);
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const paragraphs = (lines: string[]) =>
  lines
    .filter((line) => line.trim())
    .map((line) => `<p style="margin:2px 0">${escape(line)}</p>`)
    .join('');

function html(resume: EvalResume): string {
  const lang = /[\u0590-\u05FF]/.test(resume.text) ? 'he' : /[\u0600-\u06FF]/.test(resume.text) ? 'ar' : 'en';
  const header = resume.headerCells
    ? `<table style="width:100%"><tr><td>${paragraphs(resume.headerCells[0])}</td>` +
      `<td>${paragraphs(resume.headerCells[1])}</td></tr></table>`
    : '';
  const columns =
    resume.layout === 'two-column'
      ? `<div style="display:flex;gap:18px"><div style="width:28%">${paragraphs(resume.sidebar)}</div>` +
        `<div style="width:72%">${paragraphs(resume.main)}</div></div>`
      : '';
  return (
    `<html lang="${lang}" dir="${lang === 'en' ? 'ltr' : 'rtl'}"><body style="font-family:'Noto Sans',` +
    `'Noto Sans Hebrew','Noto Sans Arabic',sans-serif;font-size:10.5pt">` +
    `${header}${paragraphs(resume.top)}${columns}</body></html>`
  );
}

/** Each resume's PDF as Chromium prints it, by id. */
export async function browserPdfs(resumes: EvalResume[]): Promise<Map<string, Buffer>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const page = await browser.newPage();
    const pdfs = new Map<string, Buffer>();
    for (const resume of resumes) {
      await page.setContent(html(resume));
      pdfs.set(resume.id, Buffer.from(await page.pdf({ format: 'A4' })));
    }
    return pdfs;
  } finally {
    await browser.close();
  }
}
