import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  convertWithLibreOffice,
  missingToolReason,
  startChromiumPdfMaker,
  type FixtureDoc,
  type FixtureLine,
} from '../testing/document-fixtures.ts';
import { extractPdfText } from './pdf-text.ts';
import { joinWrappedLines, type BlockLine } from './pdf-wraps.ts';

/**
 * Round 28 (formats28b): a right-to-left line whose run of numbers and Latin reads two ways, in
 * LibreOffice's PDF and Chromium's.
 * - A number right beside a Latin item across a list's separator ("טפסי 101 · Excel", "2012-2016 |
 *   B.Sc. …"): drawn the same as "טפסי Excel · 101 ·" and "B.Sc | 2012-2016. …", in which the Latin and
 *   the number run on left to right and the number stands alone as an item; that reading counts
 *   against itself.
 * - A bilingual label ("Languages | שפות: Hebrew, English") in a resume led by English: read as
 *   drawn it is "Hebrew, English :שפות | Languages", a colon before a word.
 * - A Latin run cut by a narrow right-to-left sidebar's wrap ("2012-2016 | B.Sc. Nutritional" /
 *   "Sciences، الجامعة …"): the line of Latin alone goes on in the right-to-left line under it.
 * Real PDFs are made in the test (LibreOffice and Chromium) and read back; the wrap is measured on a
 * sidebar's lines as LibreOffice lays them.
 */

const libreOfficeMissing = missingToolReason('soffice');
const chromiumMissing = missingToolReason('chromium');

const lines = (texts: string[], heading: number): FixtureLine[] =>
  texts.map((text, k) => ({ text, ...(k === heading ? { heading: true } : {}) }));

/** Documents and the lines each must read as written. */
const NUMBER_ITEMS: Array<[FixtureDoc, string[]]> = [
  [
    {
      name: 'he-numbers',
      lang: 'he',
      lines: lines(
        [
          'רונית לוי',
          'כישורים',
          'שכר · נוכחות · טפסי 101 · Excel · קליטת עובדים',
          'ניהול תיקי 106 · SAP · גיוס עובדים',
          '2012-2016 | B.Sc. מדעי התזונה, האוניברסיטה העברית',
        ],
        1,
      ),
    },
    [
      'שכר · נוכחות · טפסי 101 · Excel · קליטת עובדים',
      'ניהול תיקי 106 · SAP · גיוס עובדים',
      '2012-2016 | B.Sc. מדעי התזונה, האוניברסיטה העברית',
    ],
  ],
  [
    {
      name: 'ar-numbers',
      lang: 'ar',
      lines: lines(
        [
          'رنا خليل',
          'المهارات',
          'محاسبة · نموذج 101 · Excel · إدارة الرواتب',
          '2012-2016 | B.Sc. Nutritional Sciences، الجامعة العبرية – رحوفوت',
        ],
        1,
      ),
    },
    [
      'محاسبة · نموذج 101 · Excel · إدارة الرواتب',
      '2012-2016 | B.Sc. Nutritional Sciences، الجامعة العبرية – رحوفوت',
    ],
  ],
  [
    {
      name: 'en-numbers',
      lang: 'en',
      lines: lines(
        ['Dana Mor', 'Skills', 'Payroll · Form 101 · Excel · onboarding', '2012-2016 | B.Sc. Nutrition'],
        1,
      ),
    },
    ['Payroll · Form 101 · Excel · onboarding', '2012-2016 | B.Sc. Nutrition'],
  ],
];

/** A resume set in English paragraphs, its languages line a right-to-left paragraph of both scripts. */
function englishLed(name: string, lang: 'he' | 'ar' | 'en', languages: string): [FixtureDoc, string] {
  const ltr = (text: string, heading = false): FixtureLine => ({
    text,
    dir: 'ltr',
    ...(heading ? { heading } : {}),
  });
  return [
    {
      name,
      lang,
      lines: [
        ltr('Daniel Mor'),
        ltr('Data Engineer'),
        ltr('Experience', true),
        ltr('Data Engineer – Riskified, Tel Aviv, 2021 – 2024'),
        ltr('Built pipelines in Airflow and Spark on AWS, models in dbt, Kafka streaming.'),
        ltr('Skills', true),
        ltr('Python · Scala · SQL · Airflow · Spark · dbt · Kafka · AWS'),
        { text: languages },
      ],
    },
    languages,
  ];
}

const LABELS: Array<[FixtureDoc, string]> = [
  englishLed('he-label', 'he', 'Languages | שפות: Hebrew, English'),
  englishLed('ar-label', 'ar', 'Languages | اللغات: Arabic, English'),
  englishLed('en-label', 'en', 'Languages: Hebrew, English'),
];

const DOCS = [...NUMBER_ITEMS.map(([d]) => d), ...LABELS.map(([d]) => d)];
const EXPECTED: Array<[string, string[]]> = [
  ...NUMBER_ITEMS.map(([d, want]): [string, string[]] => [d.name, want]),
  ...LABELS.map(([d, want]): [string, string[]] => [d.name, [want]]),
];

describe.skipIf(libreOfficeMissing !== null || chromiumMissing !== null)(
  `round 28: formats28b — numbers beside Latin and a bilingual label in a right-to-left line${libreOfficeMissing || chromiumMissing ? ` (skipped: ${libreOfficeMissing ?? chromiumMissing})` : ''}`,
  () => {
    let dir: string;
    const libreOffice: Record<string, string[]> = {};
    const chromium: Record<string, string[]> = {};
    beforeAll(async () => {
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-formats28b-'));
      const pdfs = await convertWithLibreOffice(DOCS, dir);
      for (const d of DOCS) libreOffice[d.name] = (await extractPdfText(pdfs[d.name]!)).split('\n');
      const maker = await startChromiumPdfMaker();
      try {
        for (const d of DOCS) chromium[d.name] = (await extractPdfText(await maker.pdf(d))).split('\n');
      } finally {
        await maker.close();
      }
    }, 180_000);
    afterAll(async () => {
      if (dir) await fs.rm(dir, { recursive: true, force: true });
    });

    it.each(EXPECTED)("reads %s's lines as written in LibreOffice's PDF", (name, want) => {
      for (const line of want) expect(libreOffice[name]).toContain(line);
    });

    it.each(EXPECTED)("reads %s's lines as written in Chromium's PDF", (name, want) => {
      for (const line of want) expect(chromium[name]).toContain(line);
    });
  },
);

/**
 * A narrow right-to-left sidebar as LibreOffice lays it: a heading, the item wrapped in its Latin,
 * an item wrapped at the sidebar's edge (538 pt), a heading; items 24.5 pt apart, wraps 18.7 pt.
 */
function sidebar(texts: string[]): BlockLine[] {
  const ys = [70, 94.5, 113.2, 137.7, 156.4, 180.9];
  return texts.map((text, k) => {
    const chars = Array.from(text).length;
    return { text, box: { x: 375.5, end: k === 3 ? 538 : 375.5 + 5 * chars, y: ys[k]!, size: 11, chars } };
  });
}

const HE_ITEM = ['2016 | התמחות קלינית במחלקה הפנימית, בית', 'החולים'];
const AR_ITEM = ['2016 | تدريب سريري في القسم الباطني، مستشفى', 'رمبام'];

describe('round 28: formats28b — a Latin run cut by a narrow sidebar wrap goes on in the right-to-left line', () => {
  const cases: Array<[string, string[], string]> = [
    [
      'he',
      ['השכלה', '2012-2016 | B.Sc. Nutritional', 'Sciences, האוניברסיטה העברית', ...HE_ITEM, 'שפות'],
      '2012-2016 | B.Sc. Nutritional Sciences, האוניברסיטה העברית',
    ],
    [
      'ar',
      ['التعليم', '2012-2016 | B.Sc. Nutritional', 'Sciences، الجامعة العبرية', ...AR_ITEM, 'اللغات'],
      '2012-2016 | B.Sc. Nutritional Sciences، الجامعة العبرية',
    ],
    [
      'ar, a dotted degree last',
      ['التعليم', '2012-2016 | Tel Hai | B.Sc.', 'Nutritional Sciences، الجامعة', ...AR_ITEM, 'اللغات'],
      '2012-2016 | Tel Hai | B.Sc. Nutritional Sciences، الجامعة',
    ],
  ];

  it.each(cases)('joins the wrap (%s)', (_, texts, joined) => {
    expect(joinWrappedLines(sidebar(texts), 'rtl', 538.7, 375, 'left')).toContain(joined);
  });

  it('leaves a Latin line apart whose next line opens in Hebrew', () => {
    const texts = ['השכלה', '2012-2016 | B.Sc. Nutritional', 'מדעי התזונה, האוניברסיטה', ...HE_ITEM, 'שפות'];
    expect(joinWrappedLines(sidebar(texts), 'rtl', 538.7, 375, 'left')).toContain(
      '2012-2016 | B.Sc. Nutritional',
    );
  });
});
