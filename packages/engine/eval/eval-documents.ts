import type { FixtureDoc, FixtureLine } from '../../../apps/server/src/testing/document-fixtures.ts';
import type { EvalResume } from './eval-set.ts';

/** How the eval lays its resumes out as documents: run-eval.ts and format-diff.ts make the same files. */

/**
 * EVAL_TEXT_PT: the files' body text in points (11 unless set): at 13 or 14 more head lines and list
 * items wrap, as in a resume set in larger type or narrower columns.
 */
export const TEXT_PT = process.env.EVAL_TEXT_PT ? Number(process.env.EVAL_TEXT_PT) : undefined;
if (TEXT_PT !== undefined && !(TEXT_PT >= 8 && TEXT_PT <= 16))
  throw new Error(`EVAL_TEXT_PT: a size in points from 8 to 16, not "${process.env.EVAL_TEXT_PT}"`);

/** The layout as written (empty for the default), to name a run or a cache by. */
export const PDF_LAYOUT_NAME = process.env.EVAL_PDF_LAYOUT ?? '';
/**
 * EVAL_PDF_LAYOUT: a comma list of `sidebar25`, `sidebar40` (the sidebar's share of the width in %,
 * 34 unless set), `justify`, `serif`, `right` (right-to-left lines flush right, as Word and Google
 * Docs set them; LibreOffice's flat ODT sets them flush left by default), `sidebarlast` (the sidebar
 * the second cell, on the main column's other side), `sans` (DejaVu Sans, Noto Sans Hebrew and
 * Arabic), `spaced` (lines at 150%), `caps` and `rules` (headings in capitals, over a rule): the same resumes set
 * otherwise in LibreOffice, so lines wrap and glyphs sit elsewhere; a fact lost only so is a kind
 * of PDF the default layout does not show.
 */
const PDF_LAYOUT = parsePdfLayout(process.env.EVAL_PDF_LAYOUT);
function parsePdfLayout(value: string | undefined): FixtureDoc['style'] {
  if (!value) return undefined;
  const style: NonNullable<FixtureDoc['style']> = {};
  for (const part of value.split(',').map((p) => p.trim())) {
    const sidebar = /^sidebar(\d{2})$/.exec(part);
    if (sidebar && Number(sidebar[1]) >= 15 && Number(sidebar[1]) <= 50)
      style.sidebarShare = Number(sidebar[1]) / 100;
    else if (part === 'justify') style.justify = true;
    else if (part === 'serif') style.serif = true;
    else if (part === 'right') style.rtlRight = true;
    else if (part === 'sidebarlast') style.sidebarLast = true;
    else if (part === 'sans') style.otherSans = true;
    else if (part === 'spaced') style.wideSpacing = true;
    else if (part === 'caps') style.headingCaps = true;
    else if (part === 'rules') style.headingRule = true;
    else
      throw new Error(
        `EVAL_PDF_LAYOUT: sidebarNN (15–50), justify, serif, right, sidebarlast, sans, spaced, caps or rules, not "${part}"`,
      );
  }
  return style;
}

export function toDoc(resume: EvalResume): FixtureDoc {
  const all = [...(resume.headerCells?.flat() ?? []), ...resume.top].join('');
  const lang = resume.language === 'mixed' ? (/[\u0620-\u064A]/.test(all) ? 'ar' : 'he') : resume.language;
  const line = (text: string, i: number): FixtureLine => ({ text, heading: i === 0 });
  const paragraphs = (lines: string[]) => lines.filter((l) => l.trim()).map((text) => ({ text }));
  return {
    name: resume.id,
    lang,
    ...(TEXT_PT !== undefined ? { textPt: TEXT_PT } : {}),
    ...(PDF_LAYOUT ? { style: PDF_LAYOUT } : {}),
    lines: resume.top.filter((l) => l.trim()).map((text, i) => line(text, resume.headerCells ? 1 : i)),
    ...(resume.headerCells
      ? {
          header: {
            first: resume.headerCells[0].filter((l) => l.trim()).map(line),
            second: paragraphs(resume.headerCells[1]),
          },
        }
      : {}),
    ...(resume.layout === 'two-column'
      ? { columns: { sidebar: paragraphs(resume.sidebar), main: paragraphs(resume.main) } }
      : {}),
  };
}
