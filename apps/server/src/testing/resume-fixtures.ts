import type { FixtureDoc, FixtureLine } from './document-fixtures.ts';

/**
 * Resumes as documents to print, one line per paragraph, in Hebrew, Arabic and English, with the
 * lines that break naive extraction: right-to-left words next to e-mails, phone numbers, Latin
 * names, year ranges and brackets. Extraction tests compare the extracted lines to `text` exactly.
 */

const h = (text: string): FixtureLine => ({ text, heading: true });
const p = (text: string): FixtureLine => ({ text });

export const HEBREW_RESUME: FixtureDoc = {
  name: 'resume-he',
  lang: 'he',
  lines: [
    h('דנה לוי'),
    p('מפתחת Full Stack | dana.levi@example.com | 052-555-1234'),
    p('linkedin.com/in/dana-levi'),
    h('תקציר'),
    p('מפתחת Full Stack עם ניסיון של שש שנים בבניית מוצרי SaaS בקנה מידה גדול.'),
    h('ניסיון תעסוקתי'),
    p('2019–2023 מפתחת Full Stack ב-Wix'),
    p('• פיתוח שירותים ב-Node.js ו-React (TypeScript) עבור 3 מיליון משתמשים.'),
    p('• הובלת מעבר ל-PostgreSQL וקיצור זמני התגובה ב-40%.'),
    p('2016–2019 מפתחת צד שרת ב-Check Point'),
    p('• פיתוח ממשקי REST ב-Java ו-Spring.'),
    h('השכלה'),
    p('B.Sc. מדעי המחשב, אוניברסיטת תל אביב, 2012–2016'),
    h('כישורים'),
    p('React, TypeScript, Node.js, PostgreSQL, Docker, AWS'),
    h('שפות'),
    p('עברית (שפת אם), אנגלית (רמה גבוהה)'),
  ],
};

export const ARABIC_RESUME: FixtureDoc = {
  name: 'resume-ar',
  lang: 'ar',
  lines: [
    h('ليلى حداد'),
    p('مهندسة برمجيات | layla.haddad@example.com | 050-765-4321'),
    p('الهاتف: 050-765-4321'),
    h('الملخص'),
    p('مهندسة برمجيات بخبرة في تطوير تطبيقات الويب وتحليل البيانات.'),
    h('الخبرة العملية'),
    p('2018–2022 مطورة في شركة Intel (حيفا)'),
    p('• تطوير أدوات داخلية باستخدام Python و SQL.'),
    h('التعليم'),
    p('بكالوريوس علوم الحاسوب، جامعة حيفا، 2014–2018'),
    h('المهارات'),
    p('Python، SQL، Excel، Power BI'),
    h('اللغات'),
    p('العربية (اللغة الأم)، العبرية، الإنجليزية'),
    p('المرجع: عبد الله منصور'),
  ],
};

export const ENGLISH_RESUME: FixtureDoc = {
  name: 'resume-en',
  lang: 'en',
  lines: [
    h('John Smith'),
    p('Senior Data Analyst | john.smith@example.com | +1 (555) 123-4567'),
    p('linkedin.com/in/johnsmith'),
    h('Summary'),
    p('Data analyst with eight years of experience in retail and healthcare analytics.'),
    h('Experience'),
    p('2019–2024 Senior Data Analyst, Teva Pharmaceuticals'),
    p('• Built Power BI dashboards used by 200 managers.'),
    p('2016–2019 Data Analyst, Shufersal'),
    p('• Automated weekly sales reports with Python and SQL.'),
    h('Education'),
    p('B.A. Economics, Hebrew University of Jerusalem, 2012–2016'),
    h('Skills'),
    p('SQL, Python, Power BI, Excel, Tableau'),
    h('Languages'),
    p('English (native), Hebrew (fluent)'),
    { text: 'שפות: אנגלית, עברית', dir: 'rtl' },
  ],
};

/** Hebrew lines that mix directions in every way a resume header does. */
export const MIXED_LINES: FixtureDoc = {
  name: 'mixed-he',
  lang: 'he',
  lines: [
    p('טלפון: 052-555-1234 | אימייל: dana.levi@example.com'),
    p('נייד: +972-54-321-9876'),
    p('2019 – היום: ראש צוות פיתוח ב-Monday.com (תל אביב)'),
    p('ניסיון של 5+ שנים ב-Python, Django ו-PostgreSQL'),
    p('תואר ראשון (B.Sc.) במדעי המחשב – הטכניון, 2012-2016'),
    p('שירות צבאי: 2008–2011, יחידה 8200'),
    p('ניהול תקציב של ₪2.5 מיליון ו-20% צמיחה שנתית'),
    p('קישור: https://www.linkedin.com/in/dana-levi-123'),
  ],
};

const MORE_HEBREW_EXPERIENCE: FixtureLine[] = [
  p('2014–2016 מפתחת Frontend ב-Fiverr'),
  p('• בניית ממשקי משתמש ב-Angular ו-JavaScript.'),
  p('• שיפור זמני טעינה של עמודי המוצר ב-35%.'),
  p('2012–2014 מפתחת מערכות מידע ב-Bank Hapoalim'),
  p('• תחזוקת מערכות דיווח ב-SQL Server ו-C#.'),
  p('• כתיבת בדיקות אוטומטיות ב-Selenium.'),
];

/** A two-page Hebrew resume (the page break comes before the education section). */
export const HEBREW_RESUME_TWO_PAGES: FixtureDoc = {
  name: 'resume-he-2p',
  lang: 'he',
  lines: [
    ...HEBREW_RESUME.lines.slice(0, 11),
    ...MORE_HEBREW_EXPERIENCE,
    ...Array.from({ length: 14 }, (_, i) =>
      p(`• פרויקט ${i + 1}: פיתוח רכיבים ב-React ו-Node.js עבור לקוחות ארגוניים, כולל בדיקות ותיעוד.`),
    ),
    { ...h('השכלה'), pageBreakBefore: true },
    ...HEBREW_RESUME.lines.slice(12),
    h('התנדבות'),
    p('2015–2020 חונכת בתוכנית "מעלות" לנוער בפריפריה'),
  ],
};

export function fixtureLines(doc: FixtureDoc): string[] {
  return doc.lines.map((l) => l.text);
}
