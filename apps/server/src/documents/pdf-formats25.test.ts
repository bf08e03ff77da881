import { describe, expect, it } from 'vitest';
import { toVisual } from './bidi-order.ts';
import { drawGlyphs, GLYPH_ADVANCE as ADVANCE, GLYPH_SIZE as SIZE } from '../testing/page-glyphs.ts';
import { layoutVisualPage, toLogicalLines, type VisualPage, type VisualSegment } from './pdf-lines.ts';
import { joinWrappedLines, type BlockLine } from './pdf-wraps.ts';
import { collectGlyphs } from './pdf-glyphs.ts';

/**
 * Round 25 (formats25): the same resume gives the same facts as a LibreOffice PDF, a Chromium PDF
 * and a Word file.
 */

/** A page of one-segment lines, 16 points apart, set flush right at 500 (as Chromium sets them). */
function flushRightPage(visuals: string[], gaps: number[] = []): VisualPage {
  let y = 100;
  return {
    columns: null,
    width: 560,
    lines: visuals.map((visual, k): VisualSegment[] => {
      y += gaps[k] ?? 16;
      const width = Array.from(visual).length * ADVANCE;
      return [{ visual, x: 500 - width, end: 500, y, size: SIZE }];
    }),
  };
}

describe('round 25: formats25 — a paragraph set flush right wraps at the left margin', () => {
  // A right-to-left block set flush right (Chromium, Word): its longest line, the duties of a job,
  // ends 8 points from the page's left margin; the next word would not have fitted there.
  const block = (longest: string, next: string, firstHead: string, nextHead: string): BlockLine[] => {
    const at = (text: string, y: number): BlockLine => {
      const width = Array.from(text).length * ADVANCE;
      return { text, box: { x: 500 - width, end: 500, y, size: SIZE, chars: Array.from(text).length } };
    };
    return [at(firstHead, 100), at(longest, 118), at(next, 130), at(nextHead, 148), at('2009 – 2012', 166)];
  };

  it('joins the wrap of a Hebrew line of duties', () => {
    const duties = 'בישול ארוחות ל-1,200 תלמידים בבתי ספר ובגני ילדים, הכנת תפריט שבועי, פיקוח על עובדי';
    const lines = block(duties, 'המטבח, עמידה בתקני כשרות.', 'טבח ראשי – מטבח מרכזי', 'טבח קו – מלון דן');
    const leftBound = 500 - Array.from(duties).length * ADVANCE - 8;
    expect(joinWrappedLines(lines, 'rtl', 540, leftBound)[1]).toBe(`${duties} המטבח, עמידה בתקני כשרות.`);
    // With room for the next word (or no bound known) the line is left as it is.
    expect(joinWrappedLines(lines, 'rtl', 540, leftBound - 60)[1]).toBe(duties);
    expect(joinWrappedLines(lines, 'rtl', 540)[1]).toBe(duties);
  });

  it('joins the wrap of an Arabic line of duties', () => {
    const duties = 'متابعة حالة المرضى وتوزيع الأدوية حسب تعليمات الطبيب، تحضير المرضى للعمليات، تدريب';
    const lines = block(duties, 'الممرضات الجدد في القسم.', 'ممرضة مسؤولة وردية', 'ممرضة في عيادة');
    const leftBound = 500 - Array.from(duties).length * ADVANCE - 8;
    expect(joinWrappedLines(lines, 'rtl', 540, leftBound)[1]).toBe(`${duties} الممرضات الجدد في القسم.`);
  });
});

describe('round 25: formats25 — a two-cell header whose taller cell runs below the other', () => {
  it('reads the body heading under the shorter cell after the contacts (en)', () => {
    const glyphs = [
      ...drawGlyphs('Shira Golan', 40, 50),
      ...drawGlyphs('shira.golan.tours@gmail.com', 40, 300),
      ...drawGlyphs('Licensed Tour Guide', 55, 50),
      ...drawGlyphs('052-7156623', 55, 300),
      ...drawGlyphs("Zichron Ya'akov", 70, 300),
      ...drawGlyphs('About me', 88, 50),
      ...drawGlyphs('Eight years as cabin crew, then I turned my love of the country into my work.', 106, 50),
      ...drawGlyphs('Experience', 124, 50),
    ];
    expect(toLogicalLines([layoutVisualPage(glyphs)]).slice(0, 6)).toEqual([
      'Shira Golan',
      'Licensed Tour Guide',
      'shira.golan.tours@gmail.com',
      '052-7156623',
      "Zichron Ya'akov",
      'About me',
    ]);
  });

  // The same header of a right-to-left page: the name's cell on the right, the contacts' cell on
  // the left a line longer, the body's heading under the name (a guard: the right cell is read
  // first, so the heading must come after the contacts).
  const rightToLeftHeader = (
    name: string,
    title: string,
    contacts: string[],
    heading: string,
    body: string,
  ) => {
    const right = (text: string, y: number) =>
      drawGlyphs(toVisual(text, 'rtl'), y, 500 - Array.from(text).length * ADVANCE);
    const left = (text: string, y: number) => drawGlyphs(toVisual(text, 'rtl'), y, 50);
    return [
      ...right(name, 40),
      ...left(contacts[0]!, 40),
      ...right(title, 55),
      ...left(contacts[1]!, 55),
      ...left(contacts[2]!, 70),
      ...right(heading, 88),
      ...right(body, 106),
    ];
  };

  it('reads the contacts before the body heading (he, ar)', () => {
    const he = rightToLeftHeader(
      'רונית שושן',
      'מנהלת חשבונות',
      ['ronit.shoshan@gmail.com', '052-7731905', 'כפר סבא'],
      'תקציר',
      'מנהלת-חשבונות-סוג-3-עם-ניסיון-של-שמונה-שנים-בהנהלת-חשבונות-של-חברות-ועסקים.',
    );
    const heLines = toLogicalLines([layoutVisualPage(he)]);
    expect(heLines.indexOf('תקציר')).toBeGreaterThan(heLines.indexOf('כפר סבא'));
    expect(heLines.indexOf('כפר סבא')).toBeGreaterThan(heLines.indexOf('רונית שושן'));
    const ar = rightToLeftHeader(
      'رنا حداد',
      'محاسبة',
      ['rana.haddad@gmail.com', '054-3381920', 'الناصرة'],
      'نبذة',
      'محاسبة-مع-خبرة-تسع-سنوات-في-إدارة-الحسابات-للشركات-الصغيرة-والمتوسطة-في-الشمال.',
    );
    const arLines = toLogicalLines([layoutVisualPage(ar)]);
    expect(arLines.indexOf('نبذة')).toBeGreaterThan(arLines.indexOf('الناصرة'));
    expect(arLines.indexOf('الناصرة')).toBeGreaterThan(arLines.indexOf('رنا حداد'));
  });
});

describe('round 25: formats25 — a page mostly of Latin letters set in right-to-left paragraphs', () => {
  const read = (logical: string[]) =>
    toLogicalLines([logical.map((l) => [{ visual: toVisual(l, 'rtl'), x: 50, end: 500 }])]);

  it('reads ranges and sentences of a Hebrew resume written in English words as written', () => {
    const lines = [
      'דנה כהן | Chef de Partie',
      '2023 – present Chef de Partie (Hot Kitchen), מסעדת "נמל 7", תל אביב',
      '2021 – 2023 Commis Cook, Carlton Hotel Tel Aviv',
      'Responsible for the hot line on busy evenings with 150 covers and a team of four cooks.',
    ];
    expect(read(lines)).toEqual(lines);
  });

  it('reads those of an Arabic one as written', () => {
    const lines = [
      'Rami Haddad | رامي حداد',
      '2020 – present Data Analyst, Amdocs, Raanana',
      'Building dashboards in Power BI and writing SQL queries for billing data.',
      '2016 – 2020 Junior Analyst at Bank Leumi (part-time)',
      'اللغات: العربية، العبرية، الإنجليزية',
    ];
    expect(read(lines)).toEqual(lines);
  });

  it('leaves an English page set left to right with a Hebrew name as drawn', () => {
    const lines = [
      'Tamar Avraham | תמר אברהם',
      '2019 – present: Senior QA Engineer, Elbit Systems, Haifa',
      'Writing automated tests in Python and Selenium (2019 – 2021).',
      'Volunteer at עמותת לתת, Haifa, 2012 – 2014',
    ];
    expect(toLogicalLines([lines.map((l) => [{ visual: toVisual(l, 'ltr'), x: 50, end: 500 }])])).toEqual(
      lines,
    );
  });
});

describe('round 25: formats25 — brackets split by a wrap in a right-to-left paragraph', () => {
  // Visual lines as Chromium drew them (probe resumes printed by `startChromiumPdfMaker`): a mirrored
  // bracket is written as the shape shown.
  it("keeps a Hebrew job's range whole", () => {
    const page = flushRightPage([
      '2012) םידבוע השיש לש ברע תרמשמ לוהינו הרוחס תלבק ,תונכה לע תיארחא ,ביבא לתב "למנה" תדעסמ – ףש וס',
      '(2017 –',
    ]);
    expect(toLogicalLines([page])).toEqual([
      'סו שף – מסעדת "הנמל" בתל אביב, אחראית על הכנות, קבלת סחורה וניהול משמרת ערב של שישה עובדים (2012',
      '– 2017)',
    ]);
  });

  it("keeps an Arabic job's range whole", () => {
    const page = flushRightPage([
      `2013) ${toVisual('سكرتيرة طبية في صندوق المرضى مكابي، عيادة أولية في شارع الجامعة', 'rtl')}`,
      '(2018 –',
    ]);
    expect(toLogicalLines([page]).join(' ')).toBe(
      'سكرتيرة طبية في صندوق المرضى مكابي، عيادة أولية في شارع الجامعة (2013 – 2018)',
    );
  });

  it('reads a bracketed range alone on a line of a Hebrew paragraph in order', () => {
    const page = flushRightPage([
      toVisual('מזכירה רפואית בקופת חולים מכבי, עבודה מול קהל רב', 'rtl'),
      '(2018 – 2013)',
    ]);
    expect(toLogicalLines([page])[1]).toBe('(2013 – 2018)');
  });

  it('joins a sidebar item wrapped inside its bracket, and leaves an English list as it is', () => {
    const page = flushRightPage(
      ['תונוישיר', "'סמ) ךמסומ יאלמשח ןוישיר", '(118290', 'הבוגב הדובע ןוישיר', 'C1 הגיהנ ןוישיר'],
      [16, 18, 12, 18, 18],
    );
    expect(toLogicalLines([page])).toContain("רישיון חשמלאי מוסמך (מס' 118290)");
    const english = [
      'Licences',
      'Electrician licence (no. 118290)',
      'Working at heights',
      'Driving licence C1',
    ];
    expect(toLogicalLines([english.map((l) => [{ visual: l, x: 50, end: 300 }])])).toEqual(english);
  });
});

describe('round 25: formats25 — an icon with no character', () => {
  // A fake operator list: one font, one text line drawn glyph by glyph.
  const OPS = {
    save: 1,
    restore: 2,
    transform: 3,
    paintFormXObjectBegin: 4,
    paintFormXObjectEnd: 5,
    beginText: 6,
    setFont: 7,
    setCharSpacing: 8,
    setWordSpacing: 9,
    setHScale: 10,
    setLeading: 11,
    setTextRise: 12,
    moveText: 13,
    setLeadingMoveText: 14,
    setTextMatrix: 15,
    nextLine: 16,
    showText: 17,
    showSpacedText: 18,
    nextLineShowText: 19,
    nextLineSetSpacingShowText: 20,
  };
  const lineOf = (chars: string[]) =>
    collectGlyphs(
      {
        fnArray: [OPS.beginText, OPS.setFont, OPS.moveText, OPS.showText],
        argsArray: [
          [],
          ['F1', 11],
          [50, 700],
          [chars.map((unicode) => ({ unicode, width: 500, isSpace: unicode === ' ' }))],
        ],
      },
      OPS,
      () => ({ fontMatrix: [0.001], vertical: false }),
      [1, 0, 0, -1, 0, 842],
    )
      .map((g) => g.text)
      .join('');

  it('leaves out a glyph Chromium maps to U+0000 (an emoji before a town, a phone, a name)', () => {
    expect(lineOf(['\0', ' ', ...toVisual('גבעתיים', 'rtl')])).toBe(' םייתעבג');
    expect(lineOf(['\0', ' ', ...'054-9930172'])).toBe(' 054-9930172');
    expect(lineOf(['\0', ' ', ...toVisual('الناصرة', 'rtl')])).toBe(` ${toVisual('الناصرة', 'rtl')}`);
  });
});

describe('round 25: formats25 — a date over an e-mail', () => {
  const at = (text: string, y: number): BlockLine => ({
    text,
    box: {
      x: 300,
      end: 300 + Array.from(text).length * ADVANCE,
      y,
      size: SIZE,
      chars: Array.from(text).length,
    },
  });

  it('keeps a birth date and the e-mail under it apart (he, ar, en), an e-mail cut after its dot whole', () => {
    expect(joinWrappedLines([at('נולדה: 12.03.1975', 100), at('rachelmiz75@gmail.com', 110)], 'rtl')).toEqual(
      ['נולדה: 12.03.1975', 'rachelmiz75@gmail.com'],
    );
    expect(
      joinWrappedLines([at('تاريخ الميلاد: 01.09.1991', 100), at('sanaa.k@gmail.com', 110)], 'rtl'),
    ).toEqual(['تاريخ الميلاد: 01.09.1991', 'sanaa.k@gmail.com']);
    expect(joinWrappedLines([at('Born 12.03.1975', 100), at('rachel.m@gmail.com', 110)], 'ltr')).toEqual([
      'Born 12.03.1975',
      'rachel.m@gmail.com',
    ]);
    expect(joinWrappedLines([at('daniel.abramov.phar', 100), at('m@gmail.com', 110)], 'ltr')).toEqual([
      'daniel.abramov.pharm@gmail.com',
    ]);
  });
});

describe('round 25: formats25 — a bracketed Latin item before a Latin list in a right-to-left line', () => {
  it('keeps the list after the bracketed item (ar, he) and a Latin line as it is (en)', () => {
    const page = (lines: string[], base: 'rtl' | 'ltr') => [
      lines.map((l) => [{ visual: toVisual(l, base), x: 50, end: 500 }]),
    ];
    const arabic = [
      'المهارات',
      'كتابة خطط الفحص (STP/STD)، Jira، TestRail، SQL، Postman، فحص تطبيقات الموبايل، Agile',
    ];
    expect(toLogicalLines(page(arabic, 'rtl'))).toEqual(arabic);
    const hebrew = [
      'כישורים',
      'כתיבת תוכניות בדיקה (STP/STD), Jira, TestRail, SQL, Postman, בדיקות מובייל',
      'כלים: Jira, Confluence, Git (בסיסי), Excel',
      'ניסיון עם מערכות PLC (Siemens S7, Allen-Bradley), AutoCAD Electrical',
    ];
    expect(toLogicalLines(page(hebrew, 'rtl'))).toEqual(hebrew);
    const english = ['Skills', 'Test plans (STP/STD), Jira, TestRail, SQL'];
    expect(toLogicalLines(page(english, 'ltr'))).toEqual(english);
  });
});
