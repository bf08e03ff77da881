import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  convertWithLibreOffice,
  missingToolReason,
  startChromiumPdfMaker,
  type FixtureDoc,
} from '../testing/document-fixtures.ts';
import { extractPdfText } from './pdf-text.ts';

/**
 * Round 26 (formats26): the same resume gives the same lines as a LibreOffice PDF, a Chromium PDF
 * and a text. Real PDFs are made in the test (LibreOffice, Chromium) and read back.
 */

const lines = (texts: string[]) => texts.map((text) => ({ text }));

/**
 * Sidebars of one-line items, as far apart as one another, with a few items of the other script
 * (Latin in a Hebrew or Arabic resume, Hebrew in an English one) set closer: a heading over a
 * long first item is not that item's wrap.
 */
const SIDEBAR_DOCS: FixtureDoc[] = [
  {
    name: 'ar-sidebar',
    lang: 'ar',
    lines: [],
    columns: {
      sidebar: lines([
        'معلومات الاتصال',
        'الناصرة',
        '052-7730418',
        'samer.khoury.accounts@gmail.com',
        'البرامج',
        'חשבשבת',
        'Priority',
        'Excel',
        'SAP B1',
        'اللغات',
        'العربية',
        'العبرية',
        'الإنجليزية',
      ]),
      main: lines([
        'سامر خوري',
        'محاسب',
        'الخبرة',
        'محاسب | مكتب خوري وشركاه لتدقيق الحسابات، الناصرة | 2019 – الآن',
        'إعداد تقارير سنوية للشركات، تقارير ضريبة القيمة المضافة، حسابات رواتب.',
        'التعليم',
        'بكالوريوس محاسبة، جامعة حيفا، 2014 – 2018',
      ]),
    },
  },
  {
    name: 'he-sidebar',
    lang: 'he',
    lines: [],
    columns: {
      sidebar: lines([
        'פרטי התקשרות',
        'עפולה',
        '054-6620871',
        'dana.peretz.payroll1@gmail.com',
        'תוכנות',
        'הרמוניה',
        'Priority',
        'Excel',
        'SAP B1',
        'שפות',
        'עברית',
        'ערבית',
        'אנגלית',
      ]),
      main: lines([
        'דנה פרץ',
        'חשבת שכר',
        'ניסיון',
        'חשבת שכר | משרד רואי חשבון לוי ושות׳, עפולה | 2018 – היום',
        'הכנת תלושי שכר ל-120 עובדים, דיווחים לביטוח לאומי ולמס הכנסה.',
        'השכלה',
        'קורס חשבות שכר, מכללת עמק יזרעאל, 2017',
      ]),
    },
  },
  {
    name: 'en-sidebar',
    lang: 'en',
    lines: [],
    columns: {
      sidebar: lines([
        'Contact',
        'Haifa',
        '054-6620871',
        'mark.levin.bookkeeper1@gmail.com',
        'Tools',
        'Bookkeeping',
        'Reconciliation',
        'Excel',
        'Languages',
        'עברית',
        'العربية',
        'русский',
      ]),
      main: lines([
        'Mark Levin',
        'Bookkeeper',
        'Experience',
        'Bookkeeper | Levin & Co. Accountants, Haifa | 2018 – present',
        'Monthly bookkeeping of forty small businesses, bank reconciliations and VAT reports.',
        'Education',
        'B.A. Accounting, University of Haifa, 2013 – 2017',
      ]),
    },
  },
];

const libreOfficeMissing = missingToolReason('soffice');

describe.skipIf(libreOfficeMissing !== null)(
  `round 26: formats26 — a heading over a sidebar's first item is not its wrap${libreOfficeMissing ? ` (skipped: ${libreOfficeMissing})` : ''}`,
  () => {
    let dir: string;
    const texts: Record<string, string[]> = {};
    beforeAll(async () => {
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-formats26-'));
      const pdfs = await convertWithLibreOffice(SIDEBAR_DOCS, dir);
      for (const doc of SIDEBAR_DOCS) texts[doc.name] = (await extractPdfText(pdfs[doc.name]!)).split('\n');
    }, 120_000);
    afterAll(async () => {
      if (dir) await fs.rm(dir, { recursive: true, force: true });
    });

    it.each(SIDEBAR_DOCS.map((doc) => [doc.name, doc] as const))(
      'reads every sidebar line of %s as its own line',
      (name, doc) => {
        const got = texts[name]!;
        for (const { text } of doc.columns!.sidebar) expect(got).toContain(text);
      },
    );
  },
);

/**
 * Two-cell headers as Chromium prints them: the name, larger, in one cell, the contacts in the
 * other, no line of one cell on a baseline of the other, so the cells' lines come one under the
 * other, close together. The body's paragraphs are no closer to each other than its wrapped
 * lines' are apart: the header's gaps must not make them look spaced.
 */
const HEADER_DOCS: FixtureDoc[] = [
  {
    name: 'ar-header',
    lang: 'ar',
    header: {
      first: [{ text: 'هبة خطيب', heading: true }, { text: 'مركّزة مشاريع اجتماعية' }],
      second: lines(['الطيبة', '050-9972146', 'hiba.khatib@gmail.com']),
    },
    lines: lines([
      'الخبرة المهنية',
      'مركّزة مشاريع – قسم الخدمات الاجتماعية، بلدية الطيبة، 2019 – الآن',
      'تشغيل برنامج لتمكين النساء، مرافقة 60 عائلة، العمل مع وزارة الرفاه.',
      'مرشدة مجموعات شبابية – جمعية الشباب، الطيبة، 2015 – 2019',
      'المهارات',
      'إدارة مشاريع، إرشاد مجموعات، كتابة تقارير، العمل مع الوزارات، Excel',
      'اللغات',
      'العربية، العبرية، الإنجليزية',
    ]),
  },
  {
    name: 'he-header',
    lang: 'he',
    header: {
      first: [{ text: 'מיכל אברהם', heading: true }, { text: 'רכזת פרויקטים' }],
      second: lines(['חדרה', '052-6614093', 'michal.avraham@gmail.com']),
    },
    lines: lines([
      'ניסיון תעסוקתי',
      'רכזת פרויקטים – מחלקת הרווחה, עיריית חדרה, 2019 – היום',
      'הפעלת תוכנית לנשים, ליווי 60 משפחות, עבודה מול משרד הרווחה ומול עמותות.',
      'מדריכת קבוצות נוער – עמותת נוער חדרה, 2015 – 2019',
      'כישורים',
      'ניהול פרויקטים, הנחיית קבוצות, כתיבת דוחות, עבודה מול משרדי ממשלה, Excel',
      'שפות',
      'עברית, אנגלית, רוסית',
    ]),
  },
  {
    name: 'en-header',
    lang: 'en',
    header: {
      first: [
        { text: 'Yonatan Barak', heading: true },
        { text: 'Financial Analyst | CFA Level II candidate' },
      ],
      second: lines(['Givatayim, Israel', 'Mobile: 054-902-3318', 'yonatan.barak.fin@gmail.com']),
    },
    lines: lines([
      'Summary',
      'Financial analyst with six years in audit and corporate planning, strong in models that management actually uses.',
      'Experience',
      'Bank Leumi, Tel Aviv — Senior Financial Analyst — 2022 – present',
      'Monthly forecasts and the annual budget of the retail division; variance analysis.',
      'Skills',
      'Financial modeling, budgeting and forecasting, Excel (advanced), Power BI, SQL',
    ]),
  },
];

const chromiumMissing = missingToolReason('chromium');

describe.skipIf(chromiumMissing !== null)(
  `round 26: formats26 — a two-cell header's cells side by side say nothing of the body's spacing${chromiumMissing ? ` (skipped: ${chromiumMissing})` : ''}`,
  () => {
    const texts: Record<string, string[]> = {};
    beforeAll(async () => {
      const maker = await startChromiumPdfMaker();
      try {
        for (const doc of HEADER_DOCS)
          texts[doc.name] = (await extractPdfText(await maker.pdf(doc))).split('\n');
      } finally {
        await maker.close();
      }
    }, 120_000);

    it.each(HEADER_DOCS.map((doc) => [doc.name, doc] as const))(
      'reads every body line of %s as its own line, whole',
      (name, doc) => {
        const got = texts[name]!;
        for (const { text } of doc.lines) expect(got).toContain(text);
      },
    );
  },
);

/**
 * A Latin item that ends in a sign ("CompTIA A+", "C++", "C#") alone on a line of a right-to-left
 * paragraph: the sign, a neutral at the paragraph's end, takes the paragraph's direction and is
 * drawn left of the Latin ("+CompTIA A"). No word starts with such a sign.
 */
const SIGN_DOCS: FixtureDoc[] = [
  {
    name: 'he-signs',
    lang: 'he',
    lines: lines([
      'אורי שלום',
      'טכנאי מחשבים',
      'הסמכות',
      'CompTIA A+',
      'כישורים',
      'C++',
      'C#',
      'ניסיון',
      'טכנאי מחשבים | מחשבי הגליל, כרמיאל | 2019 – היום',
    ]),
  },
  {
    name: 'ar-signs',
    lang: 'ar',
    lines: lines([
      'نادين سليمان',
      'فنية دعم تقني',
      'الشهادات',
      'CompTIA A+',
      'المهارات',
      'C++',
      'C#',
      'الخبرة',
      'فنية دعم تقني | شركة الجليل للحواسيب، الناصرة | 2019 – الآن',
    ]),
  },
  {
    name: 'en-signs',
    lang: 'en',
    lines: lines([
      'Nadine Suleiman',
      'IT Support Technician',
      'Certifications',
      'CompTIA A+',
      'Skills',
      'C++',
      'C#',
      'Experience',
      'IT Support Technician | Galil Computers, Nazareth | 2019 – present',
    ]),
  },
];

describe.skipIf(libreOfficeMissing !== null)(
  `round 26: formats26 — a sign after a Latin item of a right-to-left paragraph stays at its end${libreOfficeMissing ? ` (skipped: ${libreOfficeMissing})` : ''}`,
  () => {
    let dir: string;
    const texts: Record<string, string[]> = {};
    beforeAll(async () => {
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-formats26-signs-'));
      const pdfs = await convertWithLibreOffice(SIGN_DOCS, dir);
      for (const doc of SIGN_DOCS) texts[doc.name] = (await extractPdfText(pdfs[doc.name]!)).split('\n');
    }, 120_000);
    afterAll(async () => {
      if (dir) await fs.rm(dir, { recursive: true, force: true });
    });

    it.each(SIGN_DOCS.map((doc) => [doc.name] as const))(
      'reads "CompTIA A+", "C++" and "C#" of %s as written',
      (name) => {
        const got = texts[name]!;
        for (const item of ['CompTIA A+', 'C++', 'C#']) expect(got).toContain(item);
        expect(got.some((l) => /^[+#]/.test(l))).toBe(false);
      },
    );
  },
);
