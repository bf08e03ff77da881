import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';
import { headingKind } from './resume-sections.ts';
import { splitSkillLine } from './text-units.ts';

/**
 * Round 26: skills as a field. Each case is a made-up resume of a kind tuning-a (and the other
 * tuning sets) showed, in Hebrew, English and Arabic where the kind applies.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const skillsOf = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW }).skills;

describe('round 26: skills26 — a list under the heading of what the person knows or practises', () => {
  it('reads "ידיעות", "מקצועות", "Knowledge", "Trades", "المهن" as skills headings', () => {
    for (const heading of ['ידיעות', 'מקצועות', 'Knowledge', 'Technical knowledge', 'Trades', 'المهن'])
      expect(headingKind(heading)).toBe('skills');
  });

  it('reports the list and not the work lines or the heading in he, en and ar', () => {
    const hebrew = skillsOf([
      'יוסי לוי',
      'yossi@example.com',
      '',
      'ניסיון:',
      '2010 - היום   טבח, מסעדת הים, חיפה',
      '              בישול יומי לאירועים, הזמנת סחורה.',
      '',
      'ידיעות:',
      'הלכות כשרות, בישול בכמויות, אפייה',
    ]);
    expect(hebrew).toEqual(['הלכות כשרות', 'בישול בכמויות', 'אפייה']);
    const trades = skillsOf([
      'משה כהן',
      'moshe@example.com',
      '',
      'מקצועות:',
      'התקנת לוחות חשמל, מערכות סולאריות, אינטרקום',
    ]);
    expect(trades).toEqual(['התקנת לוחות חשמל', 'מערכות סולאריות', 'אינטרקום']);
    expect(trades).not.toContain('מקצועות');
    const english = skillsOf([
      'Dana Levi',
      'dana@example.com',
      '',
      'Knowledge',
      'Kosher laws, bulk cooking, baking',
    ]);
    expect(english).toEqual(expect.arrayContaining(['Kosher laws', 'bulk cooking', 'baking']));
    const arabic = skillsOf([
      'سامي حداد',
      'sami@example.com',
      '',
      'المهن',
      'تبليط أرضيات، عزل حمامات، ترميم شقق',
    ]);
    expect(arabic).toEqual(['تبليط أرضيات', 'عزل حمامات', 'ترميم شقق']);
  });
});

describe('round 26: skills26 — two names joined by one spaced slash are one item', () => {
  it('keeps "Blood bank / cross-matching", "PCR / qPCR", "بنك الدم / فحص التوافق" whole; three or more are a list', () => {
    expect(splitSkillLine('Blood bank / cross-matching')).toEqual(['Blood bank / cross-matching']);
    expect(splitSkillLine('PCR / qPCR, Western Blot')).toEqual(['PCR / qPCR', 'Western Blot']);
    expect(splitSkillLine('Word / Excel / Outlook')).toEqual(['Word', 'Excel', 'Outlook']);
    const english = skillsOf([
      'Lucy Fern',
      'lucy@example.com',
      '',
      'Lab skills',
      'Hematology',
      'Blood bank / cross-matching',
      'Office 365 / Intune',
      'LIS',
    ]);
    // (Round 27: two capitalised names are two items, as q31's and tuning-oc's writers list them.)
    expect(english).toEqual(['Hematology', 'Blood bank / cross-matching', 'Office 365', 'Intune', 'LIS']);
    const hebrew = skillsOf([
      'רונית לוי',
      'ronit@example.com',
      '',
      'כישורים',
      'תרביות תאים, PCR / qPCR, הפקת DNA',
    ]);
    expect(hebrew).toEqual(expect.arrayContaining(['PCR / qPCR', 'תרביות תאים']));
    expect(hebrew).not.toContain('qPCR');
    const arabic = skillsOf([
      'منى سعيد',
      'muna@example.com',
      '',
      'المهارات',
      'بنك الدم / فحص التوافق، أمراض الدم',
    ]);
    expect(arabic).toEqual(expect.arrayContaining(['بنك الدم / فحص التوافق', 'أمراض الدم']));
  });
});

describe('round 26: skills26 — a skills sentence: its lead-in, the preposition it shares, the products it names', () => {
  it('reads "ניסיון רב בניהול צוות, בשירות לקוחות ובניהול מלאי" as three skills without "ב"', () => {
    const hebrew = skillsOf([
      'ליאת כהן',
      'liat@example.com',
      '',
      'כישורים',
      'ניסיון רב בניהול צוות, בשירות לקוחות ובניהול מלאי. עבודה שוטפת במערכת Priority וב-Excel.',
    ]);
    expect(hebrew).toEqual(['ניהול צוות', 'שירות לקוחות', 'ניהול מלאי', 'Priority', 'Excel']);
  });

  it('keeps a "ב" that is part of the word when no lead-in shares it ("בישול", "בדיקות איכות")', () => {
    const hebrew = skillsOf(['ליאת כהן', 'liat@example.com', '', 'כישורים', 'בישול, בדיקות איכות, אפייה']);
    expect(hebrew).toEqual(expect.arrayContaining(['בישול', 'בדיקות איכות']));
  });

  it('drops how much experience in English and Arabic ("Extensive experience in", "خبرة واسعة في")', () => {
    const english = skillsOf([
      'Dan Katz',
      'dan@example.com',
      '',
      'Skills',
      'Extensive experience in team management, customer service and stock control. I also use Excel daily.',
    ]);
    expect(english).toEqual(expect.arrayContaining(['team management', 'customer service', 'stock control']));
    expect(english.some((s) => /experience/i.test(s))).toBe(false);
    const arabic = skillsOf([
      'سامي حداد',
      'sami@example.com',
      '',
      'المهارات',
      'خبرة واسعة في إدارة الفريق، خدمة الزبائن وإدارة المخزون. استخدام برنامج Excel وSAP.',
    ]);
    expect(arabic).toEqual(
      expect.arrayContaining(['إدارة الفريق', 'خدمة الزبائن', 'إدارة المخزون', 'Excel', 'SAP']),
    );
    expect(arabic.some((s) => s.includes('خبرة'))).toBe(false);
    expect(arabic.some((s) => s.includes('برنامج'))).toBe(false);
  });
});

describe('round 26: skills26 — "advanced" names a kind of a practice, a level of a product', () => {
  it('keeps "إنعاش متقدم", "החייאה מתקדמת", "Advanced life support"; drops it from "Excel מתקדם"', () => {
    const arabic = skillsOf([
      'يوسف دياب',
      'yousef@example.com',
      '',
      'المهارات',
      'إنعاش متقدم',
      'تنبيب رغامي',
      'قيادة سيارة إسعاف',
    ]);
    expect(arabic).toContain('إنعاش متقدم');
    const hebrew = skillsOf([
      'יוסי לוי',
      'yossi@example.com',
      '',
      'כישורים',
      'החייאה מתקדמת, Excel מתקדם, עזרה ראשונה',
    ]);
    expect(hebrew).toEqual(expect.arrayContaining(['החייאה מתקדמת', 'Excel']));
    expect(hebrew).not.toContain('Excel מתקדם');
    const english = skillsOf([
      'Yossi Levi',
      'yossi@example.com',
      '',
      'Skills',
      'Advanced life support, Advanced Excel, triage',
    ]);
    expect(english).toEqual(expect.arrayContaining(['Advanced life support', 'Excel']));
  });
});

describe('round 26: skills26 — the duties of a resume without a skills list, as written', () => {
  it('reports Hebrew work or driving on one machine or station whole ("נהיגה על מלגזה", "עבודה על הגריל")', () => {
    const hebrew = skillsOf([
      'דניאל מלכה',
      'daniel@example.com',
      '',
      'ניסיון',
      '2016–2020: מלגזן, כתר פלסטיק, אשקלון',
      'נהיגה על מלגזה, סידור מדפים, הכנת משלוחים.',
      '2012–2016: טבח, מסעדת הגליל, חיפה',
      'הכנת סלטים, עבודה על הגריל, ניקיון המטבח.',
    ]);
    expect(hebrew).toEqual(expect.arrayContaining(['נהיגה על מלגזה', 'סידור מדפים', 'עבודה על הגריל']));
    expect(hebrew).not.toContain('driving');
    expect(hebrew).not.toContain('forklift');
    // (Two machines are each a tool, as before.)
    const two = skillsOf([
      'דני כהן',
      'dani@example.com',
      '',
      'ניסיון',
      '2010–2020: נגר, נגריית הגליל',
      'ייצור ארונות לפי מידה, עבודה על מכונת CNC ומסור פורמטקה.',
    ]);
    expect(two).toEqual(expect.arrayContaining(['מכונת CNC', 'מסור פורמטקה']));
  });

  it('reads the duties a head line lists past its title and a colon, in ar and he', () => {
    const arabic = skillsOf([
      'أحمد صرصور',
      'ahmad@example.com',
      '',
      'العمل',
      'منذ 2008 – مقاول بلاط مستقل: تبليط أرضيات وجدران، تركيب بورسلان، عزل حمّامات، ترميم شقق في منطقة المركز.',
      '2001 – 2008: عامل بلاط في شركة البناء، كفر قاسم.',
    ]);
    expect(arabic).toEqual(
      expect.arrayContaining(['تبليط أرضيات وجدران', 'تركيب بورسلان', 'عزل حمّامات', 'ترميم شقق']),
    );
    const hebrew = skillsOf([
      'אבי גנן',
      'avi@example.com',
      '',
      'עבודה',
      'מ-2013 ועד היום עבודה עצמאית כגנן: אחזקת גינות פרטיות, גיזום עצים, התקנת מערכות השקיה, שתילת מדשאות.',
    ]);
    expect(hebrew).toEqual(expect.arrayContaining(['אחזקת גינות פרטיות', 'גיזום עצים', 'שתילת מדשאות']));
    // (The army's line with a colon after its dates names a unit, no duty.)
    const army = skillsOf([
      'אבי גנן',
      'avi@example.com',
      '',
      'ניסיון',
      '2015–2020: גנן, עיריית חיפה',
      'גיזום עצים, שתילת מדשאות, התקנת מערכות השקיה.',
      '2008 – 2011: שירות צבאי, חטיבת גולני, סיורים, שמירה',
    ]);
    expect(army).not.toContain('שירות צבאי');
  });

  it('reads an English list after the head that says whom the work was for, not the head', () => {
    const english = skillsOf([
      'Maria Cruz',
      'maria@example.com',
      '',
      'WORK HISTORY',
      'Caregiver (live-in), private employer, Haifa — 2017 to present',
      "Care of an elderly man with Parkinson's: bathing, feeding, physiotherapy exercises, accompanying to doctor appointments, cooking.",
    ]);
    expect(english).toEqual(
      expect.arrayContaining([
        'bathing',
        'feeding',
        'physiotherapy exercises',
        'accompanying to doctor appointments',
      ]),
    );
    expect(english).not.toContain("Parkinson's");
    expect(english).not.toContain('Care of an elderly man');
    expect(english).not.toContain('accompanying');
  });
});
