import { beforeAll, describe, expect, it } from 'vitest';
import { missingToolReason, startChromiumPdfMaker, type FixtureDoc } from '../testing/document-fixtures.ts';
import { fixMirroredBrackets } from './bidi-order.ts';
import { extractPdfText } from './pdf-text.ts';

/**
 * Round 27 (formats27): Chromium maps a mirrored bracket to the shape drawn, so a right-to-left
 * line's Latin name in brackets before a year ("קורס בטיחות מזון (HACCP), 2019") reads as
 * ")HACCP(, 2019"; the bidi levels of that misread text put the year and the second bracket in the
 * Latin's run, so mirroring by level left it unbalanced and the left-to-right reading won ("2019
 * ,(HACCP) קורס …"). Real PDFs are made in the test (Chromium) and read back.
 */

const doc = (name: string, lang: 'he' | 'ar' | 'en', texts: string[]): FixtureDoc => ({
  name,
  lang,
  lines: texts.map((text) => ({ text })),
});

const DOCS: Array<[FixtureDoc, string]> = [
  [
    doc('he', 'he', [
      'דנה לוי',
      'טבחית',
      'ניסיון',
      'טבחית, מסעדת הים, חיפה, 2018 – היום',
      'השכלה',
      'קורס בטיחות מזון (HACCP), 2019',
    ]),
    'קורס בטיחות מזון (HACCP), 2019',
  ],
  [
    doc('ar', 'ar', [
      'لينا سعدي',
      'أخصائية نطق ولغة',
      'الخبرة',
      'أخصائية نطق ولغة، عيادة الأمل، الناصرة، 2017 – الآن',
      'التعليم',
      'دورة علاج التأتأة (Lidcombe)، 2019',
    ]),
    'دورة علاج التأتأة (Lidcombe)، 2019',
  ],
  [
    doc('en', 'en', [
      'Dana Levy',
      'Cook',
      'Experience',
      'Cook, Hayam Restaurant, Haifa, 2018 – present',
      'Education',
      'Food safety course (HACCP), 2019',
    ]),
    'Food safety course (HACCP), 2019',
  ],
];

describe('round 27: formats27 — brackets drawn as their shape around a Latin name before a year', () => {
  it.each([
    ['he', 'קורס בטיחות מזון )HACCP(, 2019', 'קורס בטיחות מזון (HACCP), 2019'],
    ['ar', 'دورة علاج التأتأة )Lidcombe(، 2019', 'دورة علاج التأتأة (Lidcombe)، 2019'],
  ])('mirrors every bracket of a %s line when only that balances them', (_lang, misread, written) => {
    expect(fixMirroredBrackets(misread, 'rtl')).toBe(written);
  });

  it('leaves an English line, and a line whose brackets balance, as they are', () => {
    expect(fixMirroredBrackets('Food safety course (HACCP), 2019', 'ltr')).toBe(
      'Food safety course (HACCP), 2019',
    );
    expect(fixMirroredBrackets('קורס (HACCP), 2019', 'rtl')).toBe('קורס (HACCP), 2019');
  });
});

const chromiumMissing = missingToolReason('chromium');

describe.skipIf(chromiumMissing !== null)(
  `round 27: formats27 — a Latin name in brackets before a year on Chromium's PDF${chromiumMissing ? ` (skipped: ${chromiumMissing})` : ''}`,
  () => {
    const texts: Record<string, string[]> = {};
    beforeAll(async () => {
      const maker = await startChromiumPdfMaker();
      try {
        for (const [d] of DOCS) texts[d.name] = (await extractPdfText(await maker.pdf(d))).split('\n');
      } finally {
        await maker.close();
      }
    }, 120_000);

    it.each(DOCS.map(([d, line]) => [d.name, line] as const))(
      'reads the %s line as written',
      (name, line) => {
        expect(texts[name]).toContain(line);
      },
    );
  },
);
