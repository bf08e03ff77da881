import { describe, expect, it } from 'vitest';
import { toVisual } from './bidi-order.ts';
import { drawGlyphs, GLYPH_ADVANCE as ADVANCE } from '../testing/page-glyphs.ts';
import { layoutVisualPage, toLogicalLines, type PositionedGlyph } from './pdf-lines.ts';

const draw = drawGlyphs;

const extract = (glyphs: PositionedGlyph[]) => toLogicalLines([layoutVisualPage(glyphs)]);

describe('two-column pages', () => {
  it('keeps a full line under a two-cell header whole where one of its words ends right at the gutter', () => {
    const glyphs = [
      ...draw('Yael Ben-Ami', 40, 50),
      ...draw('yael@example.com', 40, 200),
      ...draw('Manager', 55, 50),
      ...draw('054-7712390', 55, 200),
      ...draw('Herzliya', 70, 200),
      ...draw('Summary', 90, 50),
      // "managers" ends at 199, half a point before the gutter at 199.5 (just before the e-mail).
      ...draw('Customer success managers with eight years of B2B work.', 110, 49),
      ...draw('Experience', 130, 50),
    ];
    expect(extract(glyphs)).toContain('Customer success managers with eight years of B2B work.');
  });

  it('keeps a body line whole where a word of it starts at the gutter of a two-line, two-cell header', () => {
    const glyphs = [
      ...draw('Dana Levi', 40, 50),
      ...draw('dana@example.com', 40, 200),
      ...draw('Manager', 55, 50),
      ...draw('054-7712390', 55, 200),
      ...draw('Experience', 80, 50),
      // "north" starts at 200, where the contacts cell starts: that word alone would make the cell a
      // column of three lines.
      ...draw('Drove a truck across the north every day.', 100, 50),
    ];
    expect(extract(glyphs)).toContain('Drove a truck across the north every day.');
  });

  it('reads a main column set flush against the sidebar, a full line of it a fraction of a point past the gutter', () => {
    // Table cells that abut (round 9): the main column's lines end at its cell's edge, 300.2, and the
    // sidebar's text starts at 300.5, so a gutter half a point before it falls inside the full line.
    const flushTo = (text: string, y: number, end: number) => draw(text, y, end - text.length * ADVANCE);
    const glyphs = [
      ...flushTo('Experience', 40, 250),
      ...draw('Contact', 40, 300.5),
      ...flushTo('Shift Lead, 2019 - 2024', 60, 260),
      ...draw('Haifa', 60, 300.5),
      ...flushTo('Ran the night shift of twelve people and trained them', 80, 300.2),
      ...flushTo('Education', 100, 250),
      ...draw('Skills', 100, 300.5),
      ...flushTo('B.A. 2015', 120, 260),
      ...draw('Forklift', 120, 300.5),
      ...draw('Excel', 140, 300.5),
    ];
    expect(extract(glyphs)).toEqual([
      'Experience',
      'Shift Lead, 2019 - 2024',
      'Ran the night shift of twelve people and trained them',
      'Education',
      'B.A. 2015',
      'Contact',
      'Haifa',
      'Skills',
      'Forklift',
      'Excel',
    ]);
  });

  it('reads a sidebar and a main column one after the other, even with a narrow gap and other baselines', () => {
    const glyphs = [
      ...draw('Dana Levi', 40, 50),
      ...['Contact', 'dana@example.com', 'Tel Aviv', 'Skills', 'React, Node.js'].flatMap((t, i) =>
        draw(t, 80 + i * 22, 50),
      ),
      // The main column starts 12 points (just over one font size) right of the sidebar's widest line.
      ...[
        'Experience',
        '2019–2023 Developer at Wix',
        '• Built payment services',
        'Education',
        'B.Sc. 2016',
      ].flatMap((t, i) => draw(t, 80 + i * 17, 158)),
    ];
    expect(extract(glyphs)).toEqual([
      'Dana Levi',
      'Contact',
      'dana@example.com',
      'Tel Aviv',
      'Skills',
      'React, Node.js',
      'Experience',
      '2019–2023 Developer at Wix',
      '• Built payment services',
      'Education',
      'B.Sc. 2016',
    ]);
  });

  it('keeps the columns apart where a full main-column line almost touches the sidebar', () => {
    // Main column on the left (x 50..290), sidebar from x 291: its e-mail starts one point after a
    // full main line ends, closer than a run gap, as LibreOffice draws a right-to-left table.
    const mainLines = ['Experience', 'Buyer, a very long employer name here', 'Education', 'B.A. 2011'];
    const sideLines = ['Details', 'ronit@example.com', 'Kiryat Gat', 'Skills'];
    const glyphs = [
      ...draw('Ronit Almog', 40, 50),
      ...mainLines.flatMap((t, i) => draw(t, 80 + i * 20, i === 1 ? 291 - t.length * ADVANCE - 1 : 50)),
      ...sideLines.flatMap((t, i) => draw(t, 80 + i * 20, 291)),
    ];
    expect(extract(glyphs)).toEqual(['Ronit Almog', ...mainLines, ...sideLines]);
  });

  /** A right-to-left line set flush right against `right`, as Word and Google Docs set it. */
  const flushRight = (logical: string, y: number, right: number) =>
    draw(toVisual(logical, 'rtl'), y, right - Array.from(logical).length * ADVANCE);

  it('ends a right-aligned two-cell header with its shorter cell: the body under it is not more of the other cell', () => {
    const glyphs = [
      ...flushRight('שם: אבי מזרחי', 40, 540),
      // The contacts' cell flush right at 293, the gutter's other side.
      ...flushRight('נייד: 052-8841276', 40, 293),
      ...flushRight('מאבטח ואחראי משמרת', 55, 540),
      ...flushRight('avi@example.com', 55, 293),
      ...flushRight('באר שבע | שנת לידה: 1988', 70, 293),
      // The body, flush right like the name's cell, its short lines within that cell's width.
      ...flushRight('ניסיון', 90, 540),
      ...flushRight('2021 – היום', 105, 540),
      ...flushRight('אחראי משמרת אבטחה, קניון הנגב', 120, 540),
      ...flushRight('ניהול משמרת של שמונה מאבטחים, בידוק בכניסות והפעלת מערכת המצלמות במוקד', 135, 540),
    ];
    const lines = extract(glyphs);
    const town = lines.indexOf('באר שבע | שנת לידה: 1988');
    expect(town).toBeGreaterThan(-1);
    expect(town).toBeLessThan(lines.indexOf('ניסיון'));
    expect(lines.slice(-4)).toEqual([
      'ניסיון',
      '2021 – היום',
      'אחראי משמרת אבטחה, קניון הנגב',
      'ניהול משמרת של שמונה מאבטחים, בידוק בכניסות והפעלת מערכת המצלמות במוקד',
    ]);
  });

  it('finds the gutter of a right-aligned sidebar whose e-mail line is its widest, not one inside the sidebar', () => {
    // The sidebar on the right, flush right at 540; the main column flush right at the gutter (380);
    // their lines on other baselines. A gutter just left of the short sidebar lines would cut the
    // e-mail from its icon and count that as a line with text on both sides.
    const side = [
      'מרים אבוטבול',
      'כוח עזר סיעודי',
      '✉ miriam.abutbul@gmail.com',
      'קריית גת',
      'מיומנויות',
      'רחצה והלבשה',
    ];
    const main = [
      'תקציר',
      'כוח עזר סיעודי עם ניסיון של 15 שנה',
      'ניסיון תעסוקתי',
      'מרכז גריאטרי – כוח עזר',
      'מרץ 2016 – היום',
    ];
    const glyphs = [
      ...side.flatMap((t, i) => flushRight(t, 40 + i * 20, 540)),
      // The first two lines of each on one baseline, the rest between the sidebar's.
      ...main.flatMap((t, i) => flushRight(t, 40 + i * 20 + (i < 2 ? 0 : 8), 380)),
    ];
    const lines = extract(glyphs);
    // The e-mail whole beside its icon, in the sidebar's place (the icon's side is bidi's business).
    expect(lines[2]).toMatch(/^(✉ )?miriam\.abutbul@gmail\.com( ✉)?$/);
    expect(lines.filter((_, i) => i !== 2)).toEqual([...side, ...main].filter((_, i) => i !== 2));
  });

  it('finds the columns of a narrow sidebar set a few points from the main column, its e-mail one run with a heading', () => {
    // The sidebar's e-mail and the main column's heading are drawn apart but under one run gap
    // apart, so no line shows a gap of a run: the gap between the two draws is the gutter.
    const side = ['omer@example.com', '053-6604127', 'רמת גן', 'טכנולוגיות', 'Node.js, NestJS'];
    const main = ['ניסיון', 'Backend Developer, Wix', '2019 – היום', 'פיתוח שירותים ב-Node.js'];
    const sideAt = (i: number) => 40 + i * 20;
    const mainAt = (i: number) => (i === 0 ? 40 : 48 + i * 20);
    const glyphs = [
      ...side.flatMap((t, i) => flushRight(t, sideAt(i), 540)),
      ...main.flatMap((t, i) => flushRight(t, mainAt(i), 438)),
    ];
    expect(extract(glyphs)).toEqual([...side, ...main]);
  });

  it('reads the right-hand column first in a right-to-left document', () => {
    const side = ['פרטים', 'חיפה', 'כישורים', 'אקסל'];
    const main = ['ניסיון', 'מנהלת חשבונות', 'השכלה', 'תואר ראשון'];
    const glyphs = [
      ...side.flatMap((t, i) => draw(toVisual(t, 'rtl'), 80 + i * 20, 300)),
      ...main.flatMap((t, i) => draw(toVisual(t, 'rtl'), 80 + i * 20, 150)),
    ];
    expect(extract(glyphs)).toEqual([...side, ...main]);
  });

  it('keeps a sidebar e-mail whole where a justified main line runs right up to it', () => {
    // A right-to-left page as LibreOffice draws a table: sidebar on the right from x 300, main column
    // on the left from x 50, both cells' lines starting at their left edge. The first line of a
    // justified paragraph fills the main cell up to 300, where the e-mail filling the sidebar starts.
    const side = ['פרטים', 'chen.avraham.work@gmail.com', 'חיפה', 'כישורים'];
    const main = ['ניסיון', 'התקנה ותחזוקה של מערכות מיזוג', 'טכנאי ראשי', 'השכלה'];
    const glyphs = [
      ...side.flatMap((t, i) => draw(toVisual(t, 'rtl'), 80 + i * 20, 300)),
      ...main.flatMap((t, i) => {
        const visual = toVisual(t, 'rtl');
        return draw(visual, 80 + i * 20, i === 1 ? 300 - visual.length * ADVANCE : 50);
      }),
    ];
    expect(extract(glyphs)).toEqual([...side, ...main]);
  });

  it('does not take an e-mail alone on its line, running over a wrong gutter, for a cut', () => {
    // A right-to-left page as a browser prints a flex layout: sidebar right-aligned at x 590, main
    // column right-aligned at x 417, their lines mostly on baselines of their own. The first line's
    // sidebar text starts at 517, and the e-mail, alone on its line, reaches further left (455).
    const right = (text: string, y: number, end: number) => {
      const visual = toVisual(text, 'rtl');
      return draw(visual, y, end - visual.length * ADVANCE);
    };
    const side = [
      'פרטים ליצירת קשר',
      'שם: רנא',
      'rana.khatib.lab@gmail.com',
      'שפרעם',
      'השכלה',
      'תואר ראשון בביולוגיה',
    ];
    const main = ['ניסיון', 'טכנאית מעבדה, רמב"ם', 'בדיקות דם', 'טכנאית, מכבי'];
    const glyphs = [
      ...right(side[0]!, 80, 590),
      ...right(main[0]!, 80, 417),
      ...right(side[1]!, 100, 590),
      ...right(main[1]!, 100, 417),
      ...draw(side[2]!, 120, 590 - side[2]!.length * ADVANCE),
      ...right(main[2]!, 140, 417),
      ...right(side[3]!, 160, 590),
      ...right(main[3]!, 180, 417),
      ...right(side[4]!, 200, 590),
      ...right(side[5]!, 220, 590),
    ];
    expect(extract(glyphs)).toEqual([...side, ...main]);
  });

  it('tells a sidebar e-mail running over the main column apart from it by how the two were drawn', () => {
    // As a browser prints a flex sidebar: the sidebar's lines are drawn first, then the main
    // column's. The e-mail is wider than the sidebar and runs 24 points over the main column's
    // first glyphs ("2020 – Present"); sorted by x, their glyphs would interleave.
    const side = ['Contact', 'dana.levi.design.il@gmail.com', '052-7710346', 'Haifa', 'Skills', 'Figma'];
    const main = ['Experience', '2020 – Present', 'Senior Designer, Studio Koala', 'Education'];
    const glyphs = [
      ...side.flatMap((t, i) => draw(t, 80 + i * 20, 50)),
      ...main.flatMap((t, i) => draw(t, 80 + i * 20, 200)),
    ];
    expect(extract(glyphs)).toEqual([...side, ...main]);
  });

  it('takes the gutter that holds over most lines, not the one the first line shows', () => {
    // A right-to-left page as a browser prints it: sidebar right-aligned at 540, main column at 380.
    // The first line's sidebar heading is short: a gutter just before it holds over four lines
    // (the e-mail cut at its edge) and then a longer sidebar line crosses it.
    const right = (text: string, y: number, end: number) => {
      const visual = toVisual(text, 'rtl');
      return draw(visual, y, end - visual.length * ADVANCE);
    };
    const side = [
      'פרטים אישיים',
      'samir.odeh@gmail.com',
      '053-7780412',
      'אשקלון',
      'השכלה',
      'הנדסאי לוגיסטיקה',
      'מכללת ספיר',
    ];
    const main = ['ניסיון', 'מתאם לוגיסטיקה, שופרסל', '2019 – היום', 'מחסנאי ראשי, נטו', '2017 – 2019'];
    const glyphs = [
      ...side.flatMap((t, i) =>
        i === 1 ? draw(t, 80 + i * 20, 540 - t.length * ADVANCE) : right(t, 80 + i * 20, 540),
      ),
      ...main.flatMap((t, i) => right(t, 80 + i * 20, 380)),
    ];
    expect(extract(glyphs)).toEqual([...side, ...main]);
  });

  it('takes into the columns a sidebar line beside a heading above the first entry, and an e-mail alone on its line', () => {
    // The sidebar's first e-mail ends six points before the main column's heading (closer than a
    // run gap) on the line above the first entry; its second e-mail, alone on its line, runs over
    // the gutter.
    const side = [
      'lior.bendavid@gmail.co.il',
      '058-7719354',
      'Kfar Saba',
      'lior.bendavid.qa@outlook.com',
      'Cypress',
      'Jira',
    ];
    const main = [
      'Experience',
      'QA Engineer, Payoneer',
      'Mar 2020 – Present',
      '',
      'Tester, Matrix',
      '2017 – 2020',
    ];
    const glyphs = [
      ...draw('Lior Ben-David', 40, 50),
      ...draw('QA Automation Engineer', 60, 50),
      ...side.flatMap((t, i) => draw(t, 80 + i * 20, 50)),
      ...main.flatMap((t, i) => draw(t, 80 + i * 20, 206)),
    ];
    expect(extract(glyphs)).toEqual([
      'Lior Ben-David',
      'QA Automation Engineer',
      ...side,
      ...main.filter(Boolean),
    ]);
  });

  it("reads a justified sidebar line's first word, set where the main column ends, with its line", () => {
    // A justified list wrapped in a sidebar whose cell abuts the main column's: its first line fills
    // the cell, "SQL," starting where the main column's lines end (300.2); the sidebar's other lines
    // end at its far edge. A gutter between "SQL," and "Python," holds on every other line but the
    // next one, drawn over it; the cells' edge holds on all of them.
    const flushTo = (text: string, y: number, end: number) => draw(text, y, end - text.length * ADVANCE);
    const side = [
      ...flushTo('Contact', 40, 490),
      ...flushTo('054-7781236', 60, 490),
      ...flushTo('dana@gmail.com', 80, 490),
      ...flushTo('Skills', 100, 490),
      ...draw('SQL,', 140, 300.5),
      ...draw('Python, Pandas,', 140, 340),
      ...flushTo('Power BI, BigQuery, Looker BI', 160, 490),
      ...flushTo('Languages', 180, 490),
      ...flushTo('Hebrew', 200, 490),
    ];
    const main = [
      ...flushTo('Dana Cohen', 40, 300.2),
      ...flushTo('Data Analyst', 60, 300.2),
      ...flushTo('Experience', 80, 300.2),
      ...flushTo('Senior Analyst, Lightricks, 2022 - now', 100, 300.2),
      ...flushTo('Built the dashboards of the product', 120, 300.2),
      ...flushTo('Ran A/B tests for many users', 160, 300.2),
      ...flushTo('Education', 180, 300.2),
      ...flushTo('B.A. Statistics, 2017', 200, 300.2),
    ];
    const lines = extract([...side, ...main]);
    expect(lines).toContain('SQL, Python, Pandas,');
    expect(lines.indexOf('SQL, Python, Pandas,')).toBeGreaterThan(lines.indexOf('B.A. Statistics, 2017'));
  });

  it('reads a sidebar that runs on over the next page whole, before the main column', () => {
    // A table row broken across pages: the sidebar's cell goes on at the top of page two, whose
    // lines all stand on the sidebar's side; the Word file reads the cell whole, then the main one.
    const side = ['Contact', '052-4417380', 'Haifa', 'Skills', 'Forklift'];
    const main = ['Experience', 'Warehouse Lead, Shufersal, 2019 - now', 'Education'];
    const first = [
      ...side.flatMap((t, i) => draw(t, 80 + i * 20, 50)),
      ...main.flatMap((t, i) => draw(t, 80 + i * 20, 200)),
    ];
    const second = ['Inventory counts', 'Languages', 'Hebrew'].flatMap((t, i) => draw(t, 60 + i * 20, 50));
    expect(toLogicalLines([layoutVisualPage(first), layoutVisualPage(second)])).toEqual([
      ...side,
      'Inventory counts',
      'Languages',
      'Hebrew',
      ...main,
    ]);
  });

  it('leaves a one-column page with right-aligned dates as it is', () => {
    const glyphs = [
      ...draw('Developer, Wix', 80, 50),
      ...draw('2019–2023', 80, 300),
      ...draw('• Built payment services used by three million people every day', 100, 50),
      ...draw('Analyst, Intel', 120, 50),
      ...draw('2016–2019', 120, 300),
      ...draw('• Wrote the reports of the sales team every single week', 140, 50),
    ];
    expect(extract(glyphs)).toEqual([
      'Developer, Wix',
      '2019–2023',
      '• Built payment services used by three million people every day',
      'Analyst, Intel',
      '2016–2019',
      '• Wrote the reports of the sales team every single week',
    ]);
  });
});
