import { beforeAll, describe, expect, it } from 'vitest';
import { missingToolReason, startChromiumPdfMaker, type FixtureDoc } from '../testing/document-fixtures.ts';
import { extractPdfText } from './pdf-text.ts';

/**
 * Round 26 (formats26b): a sidebar's short item wrapped on Chromium ends short of the gutter by the
 * gap between the columns (the gutter is read where the main column's text ends), so the next
 * line's first word would have fitted before the gutter but not before the sidebar's own edge:
 * the item is still one item. Real PDFs are made in the test (Chromium) and read back.
 */

const lines = (texts: string[]) => texts.map((text) => ({ text }));

const hebrew = (name: string, item: string): FixtureDoc => ({
  name,
  lang: 'he',
  lines: [],
  columns: {
    sidebar: lines([
      'פרטים',
      'נתניה',
      '050-4417263',
      'כישורים',
      'הנהלת חשבונות',
      item,
      'דוחות שכר',
      'שפות',
      'עברית',
      'אנגלית',
    ]),
    main: lines([
      'רונית שמואלי',
      'מנהלת חשבונות',
      'ניסיון',
      'מנהלת חשבונות | משרד רו"ח כהן, נתניה | 2018 – היום',
      'הנהלת חשבונות סוג 3 לעשרות לקוחות, דוחות מע"מ ומקדמות, התאמות בנקים וגבייה.',
      'השכלה',
      'הנהלת חשבונות סוג 3, מכללת נתניה, 2017',
    ]),
  },
});

const arabic = (name: string, item: string): FixtureDoc => ({
  name,
  lang: 'ar',
  lines: [],
  columns: {
    sidebar: lines([
      'معلومات',
      'الطيرة',
      '052-3381906',
      'المهارات',
      'مسك الدفاتر',
      item,
      'تقارير الرواتب',
      'اللغات',
      'العربية',
      'العبرية',
    ]),
    main: lines([
      'سناء جابر',
      'محاسبة',
      'الخبرة',
      'محاسبة | مكتب جابر للمحاسبة، الطيرة | 2018 – الآن',
      'مسك دفاتر لعشرات الزبائن، تقارير ضريبة القيمة المضافة، مطابقة البنوك والتحصيل.',
      'التعليم',
      'شهادة مسك دفاتر، كلية الطيرة، 2017',
    ]),
  },
});

const SIDEBAR_DOCS: FixtureDoc[] = [
  hebrew('he-cards', 'התאמות בנקים וכרטיסי אשראי בחברה'),
  hebrew('he-suppliers', 'ניהול ספקים וגבייה מלקוחות עסקיים'),
  arabic('ar-banks', 'مطابقة الحسابات البنكية في الشركة'),
  arabic('ar-tax', 'تقارير ضريبة القيمة المضافة والدخل'),
  {
    name: 'en-skills',
    lang: 'en',
    lines: [],
    columns: {
      sidebar: lines([
        'Details',
        'Netanya',
        '050-4417263',
        'Skills',
        'Bookkeeping and VAT reporting for firms',
        'Supplier management and collections',
        'Monthly payroll reports and pension',
        'Bank and credit card reconciliations',
        'Budget control and cash flow',
        'Languages',
        'Hebrew',
        'English',
      ]),
      main: lines([
        'Ronit Shmueli',
        'Bookkeeper',
        'Experience',
        'Bookkeeper | Cohen CPA, Netanya | 2018 – present',
        'Bookkeeping for dozens of clients, VAT reports and advances, bank reconciliations and collections.',
        'Education',
        'Bookkeeping level 3, Netanya College, 2017',
      ]),
    },
  },
];

const chromiumMissing = missingToolReason('chromium');

describe.skipIf(chromiumMissing !== null)(
  `round 26: formats26b — a sidebar item wrapped short of the gutter by the columns' gap is one item${chromiumMissing ? ` (skipped: ${chromiumMissing})` : ''}`,
  () => {
    const texts: Record<string, string[]> = {};
    beforeAll(async () => {
      const maker = await startChromiumPdfMaker();
      try {
        for (const doc of SIDEBAR_DOCS)
          texts[doc.name] = (await extractPdfText(await maker.pdf(doc))).split('\n');
      } finally {
        await maker.close();
      }
    }, 120_000);

    it.each(SIDEBAR_DOCS.map((doc) => [doc.name, doc] as const))(
      'reads every sidebar item of %s whole, on its own line',
      (name, doc) => {
        const got = texts[name]!;
        for (const { text } of doc.columns!.sidebar) expect(got).toContain(text);
      },
    );
  },
);

/**
 * A Latin list separated by bullets in a right-to-left sidebar, wrapped right after a separator
 * ("Nmap • Burp Suite Pro •" / "Incident Response"): the separator at the cut ends the line and is
 * drawn as the line's leading bullet would be; it is put back between the items, not dropped. An
 * English page draws it where it stands (a guard).
 */
const toolsDoc = (name: string, lang: 'he' | 'ar' | 'en', item: string): FixtureDoc => {
  const sidebar = {
    he: ['פרטים', 'באר שבע', '050-4417263', 'כלים', 'SIEM: Splunk, QRadar', item, 'שפות', 'עברית, אנגלית'],
    ar: [
      'معلومات',
      'الناصرة',
      '052-3381906',
      'الأدوات',
      'SIEM: Splunk, QRadar',
      item,
      'اللغات',
      'العربية، العبرية',
    ],
    en: [
      'Details',
      'Beersheba',
      '050-4417263',
      'Tools',
      'SIEM: Splunk, QRadar',
      item,
      'Languages',
      'Hebrew, English',
    ],
  }[lang];
  const main = {
    he: [
      'נועה לוי',
      'אנליסטית SOC',
      'ניסיון',
      'אנליסטית SOC | בנק הפועלים, תל אביב | 2021 – היום',
      'ניטור התראות, חקירת אירועים, כתיבת חוקים ב-Splunk והדרכת אנליסטים חדשים במשמרות.',
    ],
    ar: [
      'رامي حداد',
      'محلل SOC',
      'الخبرة',
      'محلل SOC | بنك لئومي، تل أبيب | 2021 – الآن',
      'مراقبة التنبيهات، التحقيق في الحوادث، كتابة قواعد في Splunk وتدريب محللين جدد.',
    ],
    en: [
      'Noa Levi',
      'SOC Analyst',
      'Experience',
      'SOC Analyst | Bank Hapoalim, Tel Aviv | 2021 – present',
      'Alert monitoring, incident investigation, writing Splunk rules and training new analysts on shifts.',
    ],
  }[lang];
  return { name, lang, lines: [], columns: { sidebar: lines(sidebar), main: lines(main) } };
};

const TOOLS_DOCS: FixtureDoc[] = [
  toolsDoc('he-tools', 'he', 'Nmap • Burp Suite Pro • Incident Response'),
  toolsDoc('he-hunting', 'he', 'Wireshark • Burp Suite • Threat Hunting'),
  toolsDoc('ar-tools', 'ar', 'Nmap • Burp Suite Pro • Incident Response'),
  toolsDoc('ar-hunting', 'ar', 'Wireshark • Burp Suite • Threat Hunting'),
  toolsDoc('en-tools', 'en', 'Nmap • Burp Suite Pro • Incident Response'),
];

describe.skipIf(chromiumMissing !== null)(
  `round 26: formats26b — a bullet separator at a wrap of a right-to-left page stays between the items${chromiumMissing ? ` (skipped: ${chromiumMissing})` : ''}`,
  () => {
    const texts: Record<string, string[]> = {};
    beforeAll(async () => {
      const maker = await startChromiumPdfMaker();
      try {
        for (const doc of TOOLS_DOCS)
          texts[doc.name] = (await extractPdfText(await maker.pdf(doc))).split('\n');
      } finally {
        await maker.close();
      }
    }, 120_000);

    it.each(TOOLS_DOCS.map((doc) => [doc.name, doc] as const))(
      'reads the wrapped tools list of %s as written, every separator in place',
      (name, doc) => {
        const got = texts[name]!;
        for (const { text } of doc.columns!.sidebar) expect(got).toContain(text);
      },
    );
  },
);
