import { beforeAll, describe, expect, it } from 'vitest';
import { missingToolReason, startChromiumPdfMaker, type FixtureDoc } from '../testing/document-fixtures.ts';
import { extractPdfText } from './pdf-text.ts';
import { joinWrappedLines, type BlockLine } from './pdf-wraps.ts';

/**
 * Round 28 (formats28): the same resume, the same facts in Chromium's PDF as in its text.
 * - A bracketed Latin name before another Latin item of a right-to-left list ("ניהול מלאי (WMS),
 *   SAP"): Chromium draws the brackets as their shape, and taken as drawn the line also reads as one
 *   left-to-right run after the Hebrew ("ניהול מלאי SAP, Excel ,(WMS)"); a comma before a word
 *   counts against a reading, and so does the contacts line's "052-…, e-mail" read backwards.
 * - A Hebrew or Arabic sidebar of a resume led by English: its "C++" is set right to left and drawn
 *   "++C"; the document reads left to right, the column right to left.
 * - A paragraph's line set right to the page's margin reaches it, as the margin is estimated, a
 *   fraction of a point past it: it is still full, and its wrap is joined.
 * Real PDFs are made in the test (Chromium) and read back.
 */

const chromiumMissing = missingToolReason('chromium');

const doc = (name: string, lang: 'he' | 'ar' | 'en', texts: string[], heading: number): FixtureDoc => ({
  name,
  lang,
  lines: texts.map((text, k) => ({ text, ...(k === heading ? { heading: true } : {}) })),
});

const LISTS: Array<[FixtureDoc, string[]]> = [
  [
    doc(
      'he-list',
      'he',
      [
        'נועה פרץ',
        'חולון, 052-7781234, noa.peretz@gmail.com',
        'אחראית משמרת במחסן',
        'כישורים',
        'ניהול מלאי (WMS), SAP, Excel, עבודה בצוות',
        'מלגזה (Toyota), ליקוט (Pick to light), Priority',
      ],
      3,
    ),
    [
      'חולון, 052-7781234, noa.peretz@gmail.com',
      'ניהול מלאי (WMS), SAP, Excel, עבודה בצוות',
      'מלגזה (Toyota), ליקוט (Pick to light), Priority',
    ],
  ],
  [
    doc(
      'ar-list',
      'ar',
      [
        'رنا خليل',
        'الطيبة، 054-3321987، rana.khalil@gmail.com',
        'فنية مختبر',
        'المهارات',
        'تحليل الدم (CBC)، ELISA، PCR، العمل في فريق',
        'إدارة المخزون (WMS)، SAP، التواصل مع الموردين',
      ],
      3,
    ),
    [
      'الطيبة، 054-3321987، rana.khalil@gmail.com',
      'تحليل الدم (CBC)، ELISA، PCR، العمل في فريق',
      'إدارة المخزون (WMS)، SAP، التواصل مع الموردين',
    ],
  ],
  [
    doc(
      'en-list',
      'en',
      [
        'Noa Peretz',
        'Holon, 052-7781234, noa.peretz@gmail.com',
        'Shift supervisor',
        'Skills',
        'Inventory management (WMS), SAP, Excel, teamwork',
      ],
      3,
    ),
    ['Holon, 052-7781234, noa.peretz@gmail.com', 'Inventory management (WMS), SAP, Excel, teamwork'],
  ],
];

/** A resume led by English (name and main column), its sidebar in Hebrew or Arabic with "C++" alone. */
function englishLed(name: string, lang: 'he' | 'ar' | 'en', sidebar: string[]): FixtureDoc {
  return {
    name,
    lang,
    lines: [{ text: `${lang === 'ar' ? 'Omar Haddad' : 'Eitan Cohen'} – Backend Developer` }],
    columns: {
      sidebar: sidebar.map((text) => ({ text })),
      main: [
        'Experience',
        'Backend Developer – Wix, Tel Aviv – 2020 – present',
        'Payment services in .NET, SQL Server tuning, code reviews for the team',
        "Software Engineer – Amdocs, Ra'anana – 2016 – 2020",
        'Education',
        'B.Sc. Computer Science, University of Haifa, 2012 – 2016',
      ].map((text) => ({ text })),
    },
  };
}

const SIDEBARS: FixtureDoc[] = [
  englishLed('he-sidebar', 'he', [
    'פרטים',
    '052-1234567',
    'eitan.cohen.dev@gmail.com',
    'כישורים',
    'C',
    'C++',
    'Python',
    'שפות',
    'עברית, אנגלית',
  ]),
  englishLed('ar-sidebar', 'ar', [
    'التواصل',
    '052-7654321',
    'omar.haddad.dev@gmail.com',
    'المهارات',
    'C++',
    'SQL',
    'اللغات',
    'العربية، الإنجليزية',
  ]),
  englishLed('en-sidebar', 'en', [
    'Contact',
    '052-7654321',
    'dana.levy.dev@gmail.com',
    'Skills',
    'C++',
    'SQL',
    'Languages',
    'Hebrew, English',
  ]),
];

describe.skipIf(chromiumMissing !== null)(
  `round 28: formats28 — a bracketed Latin name before another Latin item, and a contacts line, on Chromium's PDF${chromiumMissing ? ` (skipped: ${chromiumMissing})` : ''}`,
  () => {
    const texts: Record<string, string[]> = {};
    beforeAll(async () => {
      const maker = await startChromiumPdfMaker();
      try {
        for (const d of [...LISTS.map(([d]) => d), ...SIDEBARS])
          texts[d.name] = (await extractPdfText(await maker.pdf(d))).split('\n');
      } finally {
        await maker.close();
      }
    }, 120_000);

    it.each(LISTS.map(([d, lines]) => [d.name, lines] as const))(
      'reads the %s lines as written',
      (name, lines) => {
        for (const line of lines) expect(texts[name]).toContain(line);
      },
    );

    it.each(SIDEBARS.map((d) => [d.name] as const))(
      "reads the %s's C++ as written in a resume led by English",
      (name) => {
        expect(texts[name]).toContain('C++');
        expect(texts[name]).not.toContain('++C');
      },
    );
  },
);

/** A one-column block: a heading, a paragraph wrapped once (its first line `first`), a line under it. */
function wrappedParagraph(direction: 'rtl' | 'ltr', texts: [string, string, string, string], first: Box) {
  const size = 11;
  const box = (text: string, y: number, x: number, end: number) => ({
    text,
    box: { x, end, y, size, chars: Array.from(text).length },
  });
  const short = (text: string) => Array.from(text).length * 5.2;
  const lines: BlockLine[] = [
    direction === 'rtl'
      ? box(texts[0], 100, 540 - short(texts[0]), 540)
      : box(texts[0], 100, 56, 56 + short(texts[0])),
    box(texts[1], 117, first.x, first.end),
    direction === 'rtl'
      ? box(texts[2], 129.7, 540 - short(texts[2]), 540)
      : box(texts[2], 129.7, 56, 56 + short(texts[2])),
    direction === 'rtl'
      ? box(texts[3], 146.2, 540 - short(texts[3]), 540)
      : box(texts[3], 146.2, 56, 56 + short(texts[3])),
  ];
  return lines;
}

interface Box {
  x: number;
  end: number;
}

describe("round 28: formats28 — a paragraph's line set right to the page's margin, a fraction of a point past it", () => {
  // Chromium's page: margins of 56.1 points; the margin a block is bounded by is taken as wide as
  // the other one, and the line's last glyph reaches a fraction of a point past it.
  it.each([
    [
      'he',
      'rtl',
      [
        'ניסיון',
        '2019 עד היום: אחראית משמרת בחברת הפצה, מודיעין – ניהול צוות מלקטים, קליטת סחורה, ספירות מלאי',
        'ועבודה שוטפת במערכת WMS.',
        'שפות: עברית, אנגלית',
      ],
    ],
    [
      'ar',
      'rtl',
      [
        'الخبرة',
        'منذ 2018 أعمل مشرفة وردية في شركة توزيع في الناصرة: إدارة فريق العمال، استلام البضائع، الجرد',
        'الدوري والعمل على نظام المستودعات.',
        'اللغات: العربية، العبرية',
      ],
    ],
    [
      'en',
      'ltr',
      [
        'Experience',
        'Built the pickers’ handheld app in Kotlin; offline stock counts; mispicks down from 2.1% to 0.4%',
        'with barcode checks at packing.',
        'Languages: English, Hebrew',
      ],
    ],
  ] as const)('joins a %s wrap whose first line reaches the margin', (_lang, direction, texts) => {
    const first = direction === 'rtl' ? { x: 55.9, end: 539.8 } : { x: 56.1, end: 540.1 };
    const lines = wrappedParagraph(direction, [...texts], first);
    // The margins as toLogicalLines estimates them: each taken as wide as the other one.
    const [leftBound, rightBound] = [56.1, 539.8];
    expect(joinWrappedLines(lines, direction, rightBound, leftBound)).toEqual([
      texts[0],
      `${texts[1]} ${texts[2]}`,
      texts[3],
    ]);
  });

  it('leaves a line that ends a sentence at the margin apart from the next', () => {
    const texts = [
      'ניסיון',
      '2019 עד היום: אחראית משמרת בחברת הפצה, מודיעין – ניהול צוות מלקטים, קליטת סחורה וספירות מלאי.',
      'עבודה שוטפת במערכת WMS.',
      'שפות: עברית, אנגלית',
    ] as [string, string, string, string];
    const lines = wrappedParagraph('rtl', texts, { x: 55.9, end: 539.8 });
    expect(joinWrappedLines(lines, 'rtl', 539.8, 56.1)).toEqual(texts);
  });
});

describe('round 28: formats28 — a sidebar item set right to the gutter, a fraction of a point past it', () => {
  // LibreOffice's left cell: its lines laid from the left at 56.8, the gutter read at 219.4 where
  // the main column starts; the item's first line reaches 219.5.
  const GUTTER = 219.4;
  const sidebar = (texts: string[], ends: number[]): BlockLine[] => {
    const ys = [100, 118.4, 131.1, 149.5, 167.9];
    return texts.map((text, k) => ({
      text,
      box: { x: 56.8, end: ends[k]!, y: ys[k]!, size: 11, chars: Array.from(text).length },
    }));
  };
  it.each([
    ['he', ['כלים', 'הנהלת חשבונות, חשבשבת, דוחות', 'כספיים, Excel', 'עבודה מול רואי חשבון', 'Priority']],
    ['ar', ['الأدوات', 'المحاسبة، الرواتب، التقارير', 'المالية، Excel', 'العمل مع المدققين', 'Priority']],
    ['en', ['Tools', 'Docker, Terraform, Grafana, Azure', 'DevOps, Jenkins', 'Linux administration', 'Bash']],
  ] as const)('joins a %s item whose first line reaches the gutter', (lang, texts) => {
    const lines = sidebar([...texts], [100, GUTTER + 0.1, 150, 180, 110]);
    const direction = lang === 'en' ? 'ltr' : 'rtl';
    expect(joinWrappedLines(lines, direction, GUTTER, undefined, 'right')).toEqual([
      texts[0],
      `${texts[1]} ${texts[2]}`,
      texts[3],
      texts[4],
    ]);
  });

  it('leaves an item that runs a point and more past the gutter apart from the next', () => {
    const texts = [
      'Tools',
      'Docker, Terraform, Grafana, Azure',
      'DevOps, Jenkins',
      'Linux administration',
      'Bash',
    ];
    const lines = sidebar(texts, [100, GUTTER + 3, 150, 180, 110]);
    expect(joinWrappedLines(lines, 'ltr', GUTTER, undefined, 'right')).toEqual(texts);
  });
});
