import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * Kinds of skills left after round 26's first skills helper, each written here in Hebrew, English and
 * Arabic (round 26, helper skills26b).
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const skillsOf = (text: string) => parseResume(text, { now: NOW }).skills;

describe('round 26: skills26b — duties cut at a number, products named twice', () => {
  it('keeps a closing limit of height or weight with its duty', () => {
    const he = skillsOf(
      'יוסי לוי\n050-1234567\n\nניסיון\nמפעיל היגש | לוגיסטיקה בע"מ, לוד | 2016 – היום\n• הורדת משטחים בגבהים עד 12 מטר\n• סידור המחסן\n',
    );
    expect(he).toContain('הורדת משטחים בגבהים עד 12 מטר');
    const en = skillsOf(
      'John Smith\n050-1234567\n\nExperience\nWarehouse worker, Acme Logistics — 2016 – present\n- Lifting loads up to 25 kg\n- Loading trucks\n',
    );
    expect(en).toContain('Lifting loads up to 25 kg');
    const ar = skillsOf(
      'سامي خليل\n050-1234567\n\nالخبرة\nعامل مخزن – شركة النور، حيفا (2016 – اليوم)\n- رفع أحمال حتى 5 أطنان\n- ترتيب المخزن\n',
    );
    expect(ar).toContain('رفع أحمال حتى 5 أطنان');
  });

  it('still cuts a count of people or clients from its duty', () => {
    const he = skillsOf(
      'דנה כהן\n050-1234567\n\nניסיון\nמנהלת חשבונות | משרד רו"ח, חיפה | 2016 – היום\n• הנהלת חשבונות כפולה ל-40 תיקי לקוחות\n• קליטת חשבוניות ספקים\n',
    );
    expect(he).toContain('הנהלת חשבונות כפולה');
    expect(he.join('|')).not.toMatch(/40/);
    const en = skillsOf(
      'Dana Green\n050-1234567\n\nExperience\nCustoms clerk, Port Agency — 2016 – present\n- Customs documentation for 60 importers\n- Shipment follow-up\n',
    );
    expect(en).toContain('Customs documentation');
    expect(en.join('|')).not.toMatch(/60/);
    const ar = skillsOf(
      'سامي خليل\n050-1234567\n\nالخبرة\nمسؤول وردية – شركة النظافة، حيفا (2016 – اليوم)\n- إدارة طاقم من 15 عاملة تنظيف\n- فحص الغرف\n',
    );
    expect(ar).toContain('إدارة طاقم');
    expect(ar.join('|')).not.toMatch(/15/);
  });

  it('leaves no "for" or "aged" hanging where a number was cut off', () => {
    const ar = skillsOf(
      'فاطمة علي\n050-1234567\n\nالخبرة\nطباخة – مركز المسنين، حيفا (2016 – اليوم)\n- تحضير وجبات يومية لـ 80 مسناً\n- ترتيب المطبخ والنظافة\n',
    );
    expect(ar).toContain('تحضير وجبات يومية');
    expect(ar.join('|')).not.toMatch(/لـ(?:\||$)/u);
    const en = skillsOf(
      'Dan Cohen\n050-1234567\n\nWork\nSwimming instructor, Country Club — 2023 – now\nTeaching children aged 5–10 to swim, running group lessons.\n',
    );
    expect(en.join('|')).not.toMatch(/aged(?:\||$)/);
    const he = skillsOf(
      'רון לוי\n050-1234567\n\nניסיון\nטבח | מרכז יום לקשיש, חיפה | 2016 – היום\n• הכנת ארוחות צהריים ל- 80 קשישים\n• ניקיון המטבח\n',
    );
    expect(he.join('|')).not.toMatch(/ל-?(?:\||$)/u);
    expect(he).toContain('הכנת ארוחות צהריים');
  });

  it('reports a product once, not again with its system noun', () => {
    const he = skillsOf(
      'רון לוי\n050-1234567\n\nניסיון\nנהג חלוקה | הובלות בע"מ | 2016 – היום\n• חלוקת סחורה לסניפים\n• עבודה עם טכוגרף דיגיטלי ומערכת Pointer\n',
    );
    expect(he).toContain('Pointer');
    expect(he).not.toContain('מערכת Pointer');
    const ar = skillsOf(
      'سعيد ناصر\n050-1234567\n\nالخبرة\nسائق توزيع – شركة النور (2016 – اليوم)\n- توزيع البضائع على الفروع\n- العمل مع نظام Pointer\n',
    );
    expect(ar).toContain('Pointer');
    expect(ar.join('|')).not.toMatch(/نظام/u);
    const en = skillsOf(
      'Sam Reed\n050-1234567\n\nExperience\nDriver, Fresh Foods — 2016 – present\n- Deliveries to branches\n- Working with the Pointer system\n',
    );
    expect(en.filter((s) => /pointer/i.test(s))).toHaveLength(1);
  });
});

describe('round 26: skills26b — duties in brackets on a dated line', () => {
  it('reads a bracketed list of duties on a line that holds a job and its years', () => {
    const he = skillsOf(
      'סלים חסון\n050-1234567\n\nעבודה\nמ-2016 ועד היום עבודה עצמאית כגנן: אחזקת גינות, גיזום עצים, שתילת מדשאות.\nלפני כן, בין 2005 ל-2012, עבדתי כמשתלן במשתלת "גן עדן" ביקנעם (ריבוי צמחים, הכנת שתילים) וגם כנהג טרקטור.\n',
    );
    expect(he).toEqual(expect.arrayContaining(['ריבוי צמחים', 'הכנת שתילים']));
    const en = skillsOf(
      'Sam Reed\n050-1234567\n\nWork\nBefore that, from 2010 to 2015, I worked at Green Farm nursery (plant propagation, potting seedlings) and drove its tractor.\n',
    );
    expect(en).toEqual(expect.arrayContaining(['plant propagation', 'potting seedlings']));
    const ar = skillsOf(
      'سليم حسون\n050-1234567\n\nالعمل\nقبل ذلك، بين 2010 و2015، عملت في مشتل "الجنة" (إكثار النباتات، تحضير الشتلات) وسائق جرار.\n',
    );
    expect(ar).toEqual(expect.arrayContaining(['إكثار النباتات', 'تحضير الشتلات']));
  });

  it('reads no towns or hours from a bracket on a dated line', () => {
    const he = skillsOf(
      'דנה כהן\n050-1234567\n\nניסיון\n2015–2020 מנהלת חשבונות, משרד רו"ח כהן (חיפה, תל אביב)\n• הנהלת חשבונות כפולה\n',
    );
    expect(he.join('|')).not.toMatch(/חיפה|תל אביב/u);
    const en = skillsOf(
      'Dana Green\n050-1234567\n\nExperience\n2015–2020 Bookkeeper, Cohen CPA (Tel Aviv, Ramat Gan)\n- Double-entry bookkeeping\n',
    );
    expect(en.join('|')).not.toMatch(/Tel Aviv|Ramat Gan/);
    const ar = skillsOf(
      'سماح عثمان\n050-1234567\n\nالخبرة\n2015–2020 محاسبة، مكتب خوري (حيفا، الناصرة العليا)\n- مسك الدفاتر\n',
    );
    expect(ar.join('|')).not.toMatch(/حيفا|الناصرة/u);
  });
});

describe('round 26: skills26b — a level after a listed name', () => {
  it('drops a level written after a name the lexicon does not know', () => {
    const he = skillsOf(
      'יוסי לוי\n050-1234567\n\nניסיון\n2016 – היום | רפתן, קיבוץ גבעת ברנר\n\nכישורים: הזרעה מלאכותית, רישיון טרקטור, ריתוך בסיסי, Word ברמה גבוהה\n',
    );
    expect(he).toEqual(expect.arrayContaining(['ריתוך', 'Word']));
    expect(he.join('|')).not.toMatch(/בסיסי|ברמה/u);
    const en = skillsOf(
      'John Smith\n050-1234567\n\nExperience\n2016 – present | Dairy worker, Green Farm\n\nSkills: artificial insemination, tractor licence, welding at a basic level, Word at a high level\n',
    );
    expect(en.join('|')).not.toMatch(/level/);
    expect(en).toContain('Word');
    const ar = skillsOf(
      'سامي خليل\n050-1234567\n\nالخبرة\n2016 – اليوم | عامل مزرعة، مزرعة النور\n\nالمهارات: التلقيح الاصطناعي، رخصة جرار، Word بمستوى عالٍ\n',
    );
    expect(ar).toContain('Word');
    expect(ar.join('|')).not.toMatch(/بمستوى/u);
  });

  it('keeps a word that names a kind, not a level', () => {
    const ar = skillsOf(
      'سماح عثمان\n050-1234567\n\nالخبرة\n2016 – اليوم | فنية مختبر، مختبر النور\n\nالمهارات: زراعة الأنسجة، فحوصات ميكروبيولوجية أساسية\n',
    );
    expect(ar).toContain('فحوصات ميكروبيولوجية أساسية');
    const he = skillsOf(
      'נועה כהן\n050-1234567\n\nניסיון\n2016 – היום | אחות, בית חולים כרמל\n\nכישורים: החייאה מתקדמת, טיפול בפצעים\n',
    );
    expect(he).toContain('החייאה מתקדמת');
    const en = skillsOf(
      'Dana Green\n050-1234567\n\nExperience\n2016 – present | Nurse, Carmel Hospital\n\nSkills: Basic life support, wound care\n',
    );
    expect(en.join('|')).toMatch(/life support|bls/i);
  });
});
