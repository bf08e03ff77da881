import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';
import { joinWrittenWraps } from './written-wraps.ts';

const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

describe('round 25: wrap25 — a line wrapped by the writer or the page is one line', () => {
  it('joins a wrapped skills item back (en, he, ar)', () => {
    const en = parse([
      'Dana Levi',
      'dana.levi@example.com',
      'Skills',
      'Complaint handling, Zendesk, Phone and chat support, Remote',
      '(TeamViewer, AnyDesk) support, Typing 60 wpm',
    ]);
    expect(en.skills).not.toContain('AnyDesk) support');
    expect(en.skills.some((s) => /^Remote \(TeamViewer, AnyDesk\) support$/.test(s))).toBe(true);
    const he = parse([
      'דנה לוי',
      'dana@example.com',
      'כישורים',
      'AutoCAD, Revit, ניהול פרויקטים, תיאום מתכננים, פיקוח על',
      'קבלני משנה, קריאת תוכניות',
    ]);
    expect(he.skills).toContain('פיקוח על קבלני משנה');
    expect(he.skills).not.toContain('קבלני משנה');
    const ar = parse([
      'دانا ليفي',
      'dana@example.com',
      'المهارات',
      'الإرشاد الفردي والجماعي، التدخل في الأزمات، برامج الوقاية من',
      'العنف، الوساطة، Microsoft Office',
    ]);
    expect(ar.skills).toContain('برامج الوقاية من العنف');
    expect(ar.skills).not.toContain('العنف');
  });

  it('keeps the tail of a wrapped head line out of the titles (en, he, ar)', () => {
    const en = parse([
      'Maria Santos',
      'maria@example.com',
      'Experience',
      'Caregiver — Private employer, Tel Aviv — 2014 to present',
      "Nursing Aide — St. Luke's Medical Center, Quezon City,",
      'Philippines — 2008 to 2013',
    ]);
    expect(en.jobTitles).toContain('Nursing Aide');
    expect(en.jobTitles).not.toContain('Philippines');
    const he = parse([
      'מיכל כהן',
      'michal@example.com',
      'ניסיון תעסוקתי',
      '- מנהלת צוות ניקיון, חברת "ניקיון הזהב" (אתר קניון',
      'עזריאלי חולון), 09/2015 – עד היום',
      '- עובדת ניקיון ואחראית משמרת, בית החולים וולפסון (דרך',
      'חברת קבלן), 2010 – 2015',
    ]);
    expect(he.jobTitles).toContain('מנהלת צוות ניקיון');
    expect(he.jobTitles).not.toContain('עזריאלי חולון');
    const ar = parse([
      'هبة ناصر',
      'heba@example.com',
      'الخبرة العملية',
      '- معلمة علم نفس وتربية، مدرسة عرعرة الثانوية، من',
      '1.9.2008 حتى 31.8.2012',
      '- مرشدة مجموعات شبيبة، المركز الجماهيري كفر قرع (بوظيفة',
      'جزئية)، 2005 – 2008',
    ]);
    expect(ar.jobTitles).toEqual(expect.arrayContaining(['معلمة علم نفس وتربية', 'مرشدة مجموعات شبيبة']));
    expect(ar.jobTitles).not.toContain('جزئية');
  });

  it('joins only where the words go on (en, he, ar)', () => {
    // A tail in lower case, a glued prefix before a Latin word: joined.
    expect(
      joinWrittenWraps('Support for 2,500 users on Windows workstations and\nprinters in the wards'),
    ).toBe('Support for 2,500 users on Windows workstations and printers in the wards');
    expect(joinWrittenWraps('- ניהול קלאסטרים של EKS, Terraform ל-IaC, ניטור\nב-Prometheus וב-Grafana')).toBe(
      '- ניהול קלאסטרים של EKS, Terraform ל-IaC, ניטור ב-Prometheus וב-Grafana',
    );
    expect(
      joinWrittenWraps('برمجة وتشغيل ماكينات تفريز 5 محاور من نوع DMG MORI\nوHaas، قراءة الرسومات'),
    ).toBe('برمجة وتشغيل ماكينات تفريز 5 محاور من نوع DMG MORI وHaas، قراءة الرسومات');
    // Items one to a line, a stop, a heading, a bullet, a head line's own dates: apart.
    const apart = [
      'python\ndocker\nkubernetes',
      'Led the migration of forty services to Kubernetes.\nand cut the cloud bill',
      'ניהול צוות, שירות לקוחות, ניהול מלאי, הזמנות,\nהשכלה',
      'إدارة فريق من 12 عاملاً، استلام البضائع، جرد المخزون\n• العمل على نظام SAP',
      'Backend Developer, Wix, Tel Aviv 2019 – 2024\nbuilt payment services in go',
      'מזכירה, מחלקת גבייה, חברת החשמל, ירושלים\nfrom 2005 to 2009',
      'Caregiver — Private employer, Tel Aviv, Israel\ntwo years',
    ];
    for (const text of apart) expect(joinWrittenWraps(text)).toBe(text);
  });
});
