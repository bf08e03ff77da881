import { describe, expect, it } from 'vitest';
import { toVisual } from './bidi-order.ts';
import { drawGlyphs, GLYPH_ADVANCE as ADVANCE, GLYPH_SIZE as SIZE } from '../testing/page-glyphs.ts';
import { layoutVisualPage, toLogicalLines } from './pdf-lines.ts';
import { joinWrappedLines, reattachRangeDashes, type BlockLine } from './pdf-wraps.ts';

/** A line of `text` (logical) laid from x, or right-aligned at `end` in a right-to-left block. */
function line(text: string, y: number, at: { x?: number; end?: number }): BlockLine {
  const width = Array.from(text).length * ADVANCE;
  const x = at.x ?? at.end! - width;
  return { text, box: { x, end: x + width, y, size: SIZE, chars: Array.from(text).length } };
}

/** Lines of a list whose items are 16 points apart, with one item wrapped 12 points below. */
function list(items: string[][], at: { x?: number; end?: number }): BlockLine[] {
  let y = 100;
  return items.flatMap((parts) =>
    parts.map((text, k) => {
      y += k === 0 ? 16 : 12;
      return line(text, y, at);
    }),
  );
}

describe('lines a PDF wrapped', () => {
  it('joins a list item a narrow sidebar wrapped, and nothing else', () => {
    const lines = list(
      [
        ['Jerusalem Old City tours'],
        ['Biblical archaeology'],
        ['Christian pilgrimage', 'groups'],
        ['First aid'],
      ],
      { x: 50 },
    );
    expect(joinWrappedLines(lines, 'ltr')).toEqual([
      'Jerusalem Old City tours',
      'Biblical archaeology',
      'Christian pilgrimage groups',
      'First aid',
    ]);
  });

  it('joins a wrapped item of a right-to-left list, and a word after a hyphenated prefix without a space', () => {
    const lines = list(
      [
        ['ניהול משמרות ועובדים'],
        ['ספירת מלאי והזמנות', 'מספקים'],
        ['כתיבת תוכן ל-', 'Landing Pages'],
        ['קופה'],
      ],
      { end: 400 },
    );
    expect(joinWrappedLines(lines, 'rtl')).toEqual([
      'ניהול משמרות ועובדים',
      'ספירת מלאי והזמנות מספקים',
      'כתיבת תוכן ל-Landing Pages',
      'קופה',
    ]);
  });

  it('does not join a short item to the next, nor a new bullet, nor lines of a block that does not space its paragraphs', () => {
    const spaced = list(
      [
        ['Excel', 'Word'],
        ['Customer service and sales', '• Complaints'],
      ],
      { x: 50 },
    );
    expect(joinWrappedLines(spaced, 'ltr')).toEqual([
      'Excel',
      'Word',
      'Customer service and sales',
      '• Complaints',
    ]);
    // Every line 12 points apart: nothing tells where a paragraph ends.
    const even = ['Customer service and sales', 'Complaints handling', 'Cash register'].map((t, k) =>
      line(t, 100 + k * 12, { x: 50 }),
    );
    expect(joinWrappedLines(even, 'ltr')).toEqual(even.map((l) => l.text));
  });

  it('joins an e-mail a narrow column cut, and keeps a whole e-mail apart from the phone under it', () => {
    const cut = list(
      [
        ['Contact details and links'],
        ['dana.levi.design@gmail.c', 'om'],
        ['ronit.almog.', 'work@walla.co.il'],
        ['Haifa'],
      ],
      { x: 50 },
    );
    expect(joinWrappedLines(cut, 'ltr')).toEqual([
      'Contact details and links',
      'dana.levi.design@gmail.com',
      'ronit.almog.work@walla.co.il',
      'Haifa',
    ]);
    const whole = list([['Contact'], ['dana.levi.design@gmail.com', '054-7712390'], ['Haifa']], { x: 50 });
    expect(joinWrappedLines(whole, 'ltr')).toEqual([
      'Contact',
      'dana.levi.design@gmail.com',
      '054-7712390',
      'Haifa',
    ]);
  });

  it("puts back the dot a right-to-left column drew at the end of an e-mail's rest", () => {
    const cut = list([['Contact'], ['ahmad.zuabi.lifts@gmail', 'com.'], ['Tira'], ['053-7712408']], {
      end: 300,
    });
    expect(joinWrappedLines(cut, 'rtl')).toEqual([
      'Contact',
      'ahmad.zuabi.lifts@gmail.com',
      'Tira',
      '053-7712408',
    ]);
  });

  it('does not take a Latin line standing closer under a Hebrew one (other fonts) for a wrap', () => {
    // Hebrew lines 21 points apart; a line of Latin alone stands 17 points under the Hebrew above it.
    const lines = [
      line('כישורים', 100, { end: 400 }),
      line('ניהול מלאי', 121, { end: 400 }),
      line('עבודה בצוות', 142, { end: 400 }),
      line('שפות', 163, { end: 400 }),
      line('עברית – שפת אם', 184, { end: 400 }),
      line('English – fluent', 201, { end: 400 }),
      line('ערבית – בסיסית', 222, { end: 400 }),
    ];
    expect(joinWrappedLines(lines, 'rtl')).toEqual(lines.map((l) => l.text));
  });

  it('keeps two close lines of a header apart when no line of their size is further from them', () => {
    const lines: BlockLine[] = [
      { ...line('Dana Levi', 80, { x: 50 }), box: { ...line('Dana Levi', 80, { x: 50 }).box!, size: 16 } },
      line('Product manager | dana.levi.pm@gmail.com | 052-5551234', 100, { x: 50 }),
      line('linkedin.com/in/dana-levi', 112, { x: 50 }),
      { ...line('Summary', 136, { x: 50 }), box: { ...line('Summary', 136, { x: 50 }).box!, size: 13 } },
      line('Six years of product work in B2B software companies.', 152, { x: 50 }),
      line('Led a team of four.', 168, { x: 50 }),
    ];
    expect(joinWrappedLines(lines, 'ltr')).toEqual(lines.map((l) => l.text));
  });

  it('reads a wrapped sidebar item of a PDF page as one line', () => {
    const draw = drawGlyphs;
    const right = (text: string, y: number, end: number) => {
      const visual = toVisual(text, 'rtl');
      return draw(visual, y, end - visual.length * ADVANCE);
    };
    // Sidebar right-aligned at 540, main column at 380; items 16 points apart, a wrap 12.
    const side: Array<[string, number]> = [
      ['כישורים', 100],
      ['הכנת אספרסו ולאטה ארט', 116],
      ['ספירת מלאי והזמנות', 132],
      ['מספקים', 144],
      ['בטיחות מזון', 160],
    ];
    const main: Array<[string, number]> = [
      ['ניסיון', 100],
      ['אחראית משמרת, ארומה', 116],
      ['בריסטה, קפה גרג', 132],
      ['מלצרית, פתוש', 148],
    ];
    const glyphs = [
      ...side.flatMap(([t, y]) => right(t, y, 540)),
      ...main.flatMap(([t, y]) => right(t, y, 380)),
    ];
    expect(toLogicalLines([layoutVisualPage(glyphs)])).toEqual([
      'כישורים',
      'הכנת אספרסו ולאטה ארט',
      'ספירת מלאי והזמנות מספקים',
      'בטיחות מזון',
      ...main.map(([t]) => t),
    ]);
  });
});

describe("a left column's longest line, wrapped", () => {
  // A right-to-left table cell laid from the left (as LibreOffice lays one): a head line, a line of
  // duties wrapped 14 points below, then the next job 18 points on; the sidebar starts at 380.
  const block = (longest: string, next: string) => [
    line('2018 – היום | נהג סמיטריילר | תנובה', 100, { x: 50 }),
    line(longest, 118, { x: 50 }),
    line(next, 132, { x: 50 }),
    line('2012 – 2018 | נהג משאית | פז הובלות', 150, { x: 50 }),
    line('2009 – 2012 | מחסנאי | חומרי בניין', 168, { x: 50 }),
  ];
  const duties = 'חלוקה לסניפים בדרום, העמסה ופריקה, עבודה עם מערכת ניהול הצי';
  const end = 50 + Array.from(duties).length * ADVANCE;

  it("joins a prose line that reaches past the column's other lines when its gutter leaves no room", () => {
    const lines = block(duties, 'Pointer ותיעוד משלוחים במסופון');
    expect(joinWrappedLines(lines, 'rtl', end + 20)[1]).toBe(`${duties} Pointer ותיעוד משלוחים במסופון`);
  });

  it('leaves it apart where the gutter leaves room for the next word, or is not known, or the line is a short item', () => {
    const lines = block(duties, 'Pointer ותיעוד משלוחים במסופון');
    expect(joinWrappedLines(lines, 'rtl', end + 60)[1]).toBe(duties);
    expect(joinWrappedLines(lines, 'rtl')[1]).toBe(duties);
    // An item of five words, the column's longest, over the next item: a list, not prose.
    const item = 'ניהול מחסן ומלאי ממוחשב ב-SAP';
    const items = [
      line('2018 – היום | מחסנאי', 100, { x: 50 }),
      line(item, 118, { x: 50 }),
      line('ספירות מלאי', 132, { x: 50 }),
      line('2012 – 2018 | מלקט', 150, { x: 50 }),
      line('2009 – 2012 | מלקט', 168, { x: 50 }),
    ];
    expect(joinWrappedLines(items, 'rtl', 50 + Array.from(item).length * ADVANCE + 20)[1]).toBe(item);
  });
});

describe('a bulleted item wrapped in a sidebar', () => {
  // A right-aligned sidebar (as Chromium lays a right-to-left one): items 20 points apart, the
  // longest wrapped 13 points below, so no other line shows where the column's edge is.
  const sidebar = (longest: string, rest: string, next = '• רישיון מלגזה') => [
    line('רישיונות', 100, { end: 540 }),
    line('• רישיון נהיגה C+E', 120, { end: 540 }),
    line(longest, 140, { end: 540 }),
    line(rest, 153, { end: 540 }),
    line(next, 173, { end: 540 }),
    line('שפות', 193, { end: 540 }),
  ];

  it('joins the line without a mark right under a bulleted item, closer than the items are', () => {
    const lines = sidebar('• היתר ADR להובלת חומרים', 'מסוכנים');
    expect(joinWrappedLines(lines, 'rtl')).toEqual([
      'רישיונות',
      '• רישיון נהיגה C+E',
      '• היתר ADR להובלת חומרים מסוכנים',
      '• רישיון מלגזה',
      'שפות',
    ]);
  });

  it('keeps apart an item that ends its sentence, and a line with years under an item', () => {
    const done = sidebar('• הובלת מעבר ל-PostgreSQL וקיצור זמנים.', 'מפתחת צד שרת');
    expect(joinWrappedLines(done, 'rtl')[3]).toBe('מפתחת צד שרת');
    const dated = sidebar('• פיתוח שירותים ב-Node.js', '2016–2019 מפתחת ב-Wix');
    expect(joinWrappedLines(dated, 'rtl')[3]).toBe('2016–2019 מפתחת ב-Wix');
  });
});

describe("a wrapped range's dash, and an e-mail cut in a narrow sidebar", () => {
  it('puts the dash back after the year when the next line starts with the range’s end', () => {
    expect(
      reattachRangeDashes(['תומך טכני – Tier 1 | Bynet Data Communications | 2019', '2021', 'טכנאי מחשבים']),
    ).toEqual(['תומך טכני Tier 1 | Bynet Data Communications | 2019 –', '2021', 'טכנאי מחשבים']);
    expect(reattachRangeDashes(['קופירייטרית – Wix, צוות – Marketing Content | 2018', 'היום'])[0]).toBe(
      'קופירייטרית – Wix, צוות Marketing Content | 2018 –',
    );
  });

  it('leaves the dash after a title where no range goes on under the line', () => {
    const lines = ['מתכנתת – Intel | 2019', 'פיתוח מערכות בזמן אמת.'];
    expect(reattachRangeDashes(lines)).toEqual(lines);
    expect(reattachRangeDashes(['תומך טכני – Helpdesk Tier 2', '2021'])).toEqual([
      'תומך טכני – Helpdesk Tier 2',
      '2021',
    ]);
  });

  it('joins an e-mail cut anywhere in a block whose lines are all as close, and not a whole one', () => {
    // Every line 13 points under the last: the block shows no paragraph spacing.
    const at = (text: string, k: number) => line(text, 100 + 13 * k, { x: 400 });
    expect(
      joinWrappedLines([at('054-5566778', 0), at('daniel.abramov.phar', 1), at('m@gmail.com', 2)], 'rtl'),
    ).toEqual(['054-5566778', 'daniel.abramov.pharm@gmail.com']);
    expect(joinWrappedLines([at('sanaa.issa@gmail.co', 0), at('m', 1)], 'rtl')).toEqual([
      'sanaa.issa@gmail.com',
    ]);
    expect(joinWrappedLines([at('dana@example.com', 0), at('Excel', 1), at('SAP', 2)], 'ltr')).toEqual([
      'dana@example.com',
      'Excel',
      'SAP',
    ]);
  });
});

describe('a right-to-left line wrapped inside a run of Latin', () => {
  // A Hebrew list laid from the left, items 18 points apart, a wrapped item's lines 13 apart.
  it('joins a line whose last word is Latin to the line of Latin alone under it', () => {
    const lines = [
      line('כישורים', 100, { x: 50 }),
      line('ניהול: גיוס עובדים, שיבוץ משמרות,', 118, { x: 50 }),
      line('מכירה: עמידה ביעדים, Visual', 136, { x: 50 }),
      line('Merchandising', 149, { x: 50 }),
      line('שפות', 167, { x: 50 }),
    ];
    expect(joinWrappedLines(lines, 'rtl')).toEqual([
      'כישורים',
      'ניהול: גיוס עובדים, שיבוץ משמרות,',
      'מכירה: עמידה ביעדים, Visual Merchandising',
      'שפות',
    ]);
  });

  it('joins a prefix cut at its hyphen in a block whose only close gap is that wrap', () => {
    const duty = '• כתיבת תוכניות בדיקה ותסריטים לאפליקציית תשלומים, ניהול באגים ב-';
    const lines = [
      line('בודקת תוכנה בכירה | CloudPay | 02/2022 – היום', 100, { x: 50 }),
      line(duty, 118, { x: 50 }),
      line('Jira', 131, { x: 50 }),
      line('• בדיקות API ב-Postman ושאילתות SQL', 149, { x: 50 }),
      line('בודקת תוכנה | מטריקס | 03/2020 – 01/2022', 167, { x: 50 }),
      line('השכלה', 185, { x: 50 }),
    ];
    const gutter = 50 + Array.from(duty).length * ADVANCE + 3;
    expect(joinWrappedLines(lines, 'rtl', gutter)[1]).toBe(`${duty}Jira`);
  });

  it('joins a list of Latin alone wrapped between Hebrew lines standing further off', () => {
    const lines = [
      line('כלים', 100, { x: 50 }),
      line('Jira · TestRail · Postman · SQL ·', 118, { x: 50 }),
      line('Selenium · Charles Proxy', 131, { x: 50 }),
      line('מתודולוגיות', 149, { x: 50 }),
      line('Agile/Scrum, כתיבת STP/STD,', 167, { x: 50 }),
      line('בדיקות רגרסיה', 180, { x: 50 }),
      line('שפות', 198, { x: 50 }),
    ];
    expect(joinWrappedLines(lines, 'rtl', 50 + 33 * ADVANCE + 3)[1]).toBe(
      'Jira · TestRail · Postman · SQL · Selenium · Charles Proxy',
    );
  });
});

describe("a block's longest line, bounded by the page's margin", () => {
  // A one-column page's work: head lines 16 points apart, a duty wrapped 12 below its first line.
  const duty = 'Blood draws for 90–120 patients a shift, training new phlebotomists,';
  const lines = [
    line('Senior Phlebotomist — Clalit Health Services', 100, { x: 50 }),
    line('January 2021 – Present', 116, { x: 50 }),
    line(duty, 132, { x: 50 }),
    line('sample logging in the LIS (Chameleon).', 144, { x: 50 }),
    line('Phlebotomist — Maccabi Healthcare, Beer Sheva', 160, { x: 50 }),
    line('March 2018 – December 2020', 176, { x: 50 }),
  ];
  const end = 50 + Array.from(duty).length * ADVANCE;

  it('joins a line of prose ending on a comma when the margin leaves no room for the next word', () => {
    expect(joinWrappedLines(lines, 'ltr', end + 5)[2]).toBe(`${duty} sample logging in the LIS (Chameleon).`);
  });

  it('leaves it apart where the margin leaves room', () => {
    expect(joinWrappedLines(lines, 'ltr', end + 60)[2]).toBe(duty);
  });
});

describe('a phone over an e-mail', () => {
  it('keeps a phone written with dots apart from the e-mail right under it', () => {
    const lines = list([['פרטים'], ['054.772.1903', 'hila.mizrahi.qa@gmail.com'], ['ראש העין']], { x: 50 });
    expect(joinWrappedLines(lines, 'rtl')).toContain('054.772.1903');
    expect(joinWrappedLines(lines, 'rtl')).toContain('hila.mizrahi.qa@gmail.com');
  });
});
