import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertWithLibreOffice, missingToolReason, type FixtureDoc } from '../testing/document-fixtures.ts';
import { extractPdfText } from './pdf-text.ts';

/**
 * Resumes set in LibreOffice as resume templates set them (a narrow justified sidebar in a serif
 * face, another sans face): the PDF must give the lines the Word file and the text give.
 */

/** An Arabic resume with a 20% sidebar, justified, in a serif face: its items wrap and stretch. */
const NARROW_ARABIC: FixtureDoc = {
  name: 'narrow-arabic',
  lang: 'ar',
  style: { sidebarShare: 0.2, justify: true, serif: true },
  lines: [{ text: 'سناء عيسى', heading: true }, { text: 'مخلّصة جمركية مرخّصة' }],
  columns: {
    sidebar: [
      { text: 'معلومات الاتصال' },
      { text: '052-4406193' },
      { text: 'sanaa.issa@gmail.com' },
      { text: 'تاريخ الميلاد: 1991/09/01' },
      { text: 'المهارات' },
      { text: 'إعداد بيانات الاستيراد' },
      { text: 'صيانة أجهزة التنفس الاصطناعي' },
      { text: 'اللغات' },
      { text: 'العربية، العبرية، الإنجليزية' },
    ],
    main: [
      { text: 'الخبرة' },
      { text: '2015 - حتى الآن: مخلّصة جمركية، شركة عمير للتخليص والشحن، ميناء حيفا' },
      {
        text: '- تخليص شحنات استيراد بحري وجوي لزبائن من قطاع الأغذية والإلكترونيات، ومتابعة التكاليف في Excel.',
      },
      { text: '2011 - 2015: موظفة استيراد، شركة الأمين للتجارة، الناصرة' },
      { text: '- متابعة الطلبيات مع الموردين في تركيا والصين وتجهيز وثائق الشحن.' },
    ],
  },
};

/** A Hebrew resume with the same narrow sidebar: its e-mail does not fit on one line. */
const NARROW_HEBREW: FixtureDoc = {
  name: 'narrow-hebrew',
  lang: 'he',
  style: { sidebarShare: 0.2, justify: true, serif: true },
  lines: [],
  columns: {
    sidebar: [
      { text: 'ליאת אברהמי' },
      { text: 'יועצת משכנתאות' },
      { text: '📞 053-4412987' },
      { text: '✉ liat.avrahami@mashkanta-plus.co.il' },
      { text: '📍 פתח תקווה' },
      { text: 'מיומנויות' },
      { text: 'ניתוח תמהילי משכנתא' },
      { text: 'מחזור משכנתאות' },
      { text: 'ליווי מול הבנקים' },
      { text: 'Excel' },
    ],
    main: [
      { text: 'ניסיון תעסוקתי' },
      { text: 'יועצת משכנתאות עצמאית | 2019 – היום' },
      { text: 'ליווי לקוחות מול הבנקים, בניית תמהיל והשוואת הצעות.' },
      { text: 'פקידת משכנתאות בכירה | בנק מזרחי טפחות, סניף פתח תקווה | 2012 – 2019' },
    ],
  },
};

/** A Hebrew resume in DejaVu Sans, wider than the default face: a job's head line wraps at its range. */
const WIDE_SANS: FixtureDoc = {
  name: 'wide-sans',
  lang: 'he',
  style: { otherSans: true },
  lines: [{ text: 'שחר לוי', heading: true }, { text: 'תומך טכני – Helpdesk Tier 2' }],
  columns: {
    sidebar: [
      { text: 'פרטי קשר' },
      { text: '054-662-3419' },
      { text: 'shahar.levi.it@gmail.com' },
      { text: 'יבנה' },
    ],
    main: [
      { text: 'ניסיון תעסוקתי' },
      { text: 'תומך טכני Tier 2 | One Technologies (ללקוח: קבוצת פז) | 2021 – היום' },
      { text: 'תומך טכני Tier 1 | Bynet Data Communications | 2019 – 2021' },
      { text: 'טכנאי מחשבים | מחשבי פיקסל, יבנה | 2017 – 2019' },
    ],
  },
};

const DOCS = [NARROW_ARABIC, NARROW_HEBREW, WIDE_SANS];
const libreOfficeMissing = missingToolReason('soffice');

describe.skipIf(libreOfficeMissing !== null)(
  `PDFs set as resume templates are${libreOfficeMissing ? ` (skipped: ${libreOfficeMissing})` : ''}`,
  () => {
    let dir: string;
    const texts: Record<string, string[]> = {};
    beforeAll(async () => {
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-lo-layouts-'));
      const pdfs = await convertWithLibreOffice(DOCS, dir);
      for (const doc of DOCS) texts[doc.name] = (await extractPdfText(pdfs[doc.name]!)).split('\n');
    });
    afterAll(async () => {
      if (dir) await fs.rm(dir, { recursive: true, force: true });
    });

    it('reads a justified sidebar whose cell abuts the main column as a column of its own, its items whole', () => {
      const lines = texts[NARROW_ARABIC.name]!;
      const sidebar = NARROW_ARABIC.columns!.sidebar.map((l) => l.text);
      // Every sidebar line comes back whole (wraps joined, kashidas dropped), before the main column.
      for (const text of sidebar) expect(lines).toContain(text);
      expect(lines.indexOf('العربية، العبرية، الإنجليزية')).toBeLessThan(lines.indexOf('الخبرة'));
      // eslint-disable-next-line no-control-regex -- a kashida written as a control character is one too.
      expect(lines.join('\n')).not.toMatch(/[\u0620-\u064A][\x01-\x08\x0b-\x1f\x21-\x7e]+[\u0620-\u064A]/u);
    });

    it("joins an e-mail a narrow sidebar cut at its domain's hyphen", () => {
      const lines = texts[NARROW_HEBREW.name]!;
      expect(lines).toContain('liat.avrahami@mashkanta-plus.co.il');
      expect(lines.indexOf('מיומנויות')).toBeLessThan(lines.indexOf('ניסיון תעסוקתי'));
    });

    it("puts a wrapped range's dash back after its year, not after the title", () => {
      const lines = texts[WIDE_SANS.name]!;
      const head = lines.find((l) => l.startsWith('תומך טכני Tier 1'));
      expect(head).toBeDefined();
      // Wrapped or not, the line reads as written up to where it was cut.
      expect('תומך טכני Tier 1 | Bynet Data Communications | 2019 – 2021'.startsWith(head!)).toBe(true);
      expect(lines.some((l) => l.startsWith('תומך טכני –') && l.includes('Tier 1'))).toBe(false);
    });
  },
);
