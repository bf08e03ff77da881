import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * Skills as written, not the family the lexicon files them under (round 28, helper skills28): a
 * duty the lexicon names whole is reported as the resume writes it; a pair it names as one is not
 * cut at "and"; a family named only by a course, a quoted employer, an address or the title beside
 * the name is no skill; networks of pipes or of stores are not computer networking.
 */
const NOW = new Date('2026-11-01T00:00:00Z');
const skillsOf = (text: string) => parseResume(text, { now: NOW }).skills;

describe('round 28: skills28 — skills as written, not family names', () => {
  it('reports a duty the lexicon names whole as written, not by its concept id', () => {
    const he = skillsOf(
      'רינה כהן\nחולון | 050-7654321\n\nניסיון\n2016 – היום: מטפלת סיעודית, משפחה פרטית, חולון\n– סיוע ברחצה\n– מתן תרופות\n– ליווי לבדיקות רפואיות\n',
    );
    expect(he).toContain('מתן תרופות');
    expect(he).not.toContain('medication-administration');
    const en = skillsOf(
      'Mark Stone\nHolon | 050-7654321\n\nExperience\n2016 – present: Tiler, Stone Works, Holon\nFloor tiling in new apartments, blueprint reading, levelling floors.\n',
    );
    expect(en).toContain('blueprint reading');
    expect(en).not.toContain('blueprint-reading');
    const ar = skillsOf(
      'سامر حداد\nالناصرة | 050-7654321\n\nالخبرة\n2016 – اليوم: بلّاط، شركة البناء الحديث، الناصرة\nتبليط أرضيات وجدران، قراءة مخططات، تسوية أرضيات.\n',
    );
    expect(ar).toEqual(['تبليط أرضيات وجدران', 'قراءة مخططات', 'تسوية أرضيات']);
  });

  it('keeps a pair the lexicon names as one whole, not cut at "and"', () => {
    const he = skillsOf(
      'יוסי כהן\nחולון | 050-7654321\n\nניסיון\n2015 – היום: נהג משאית, חברת הובלות, חולון\n• נהיגה ברכב מפרקי, העמסה ופריקה בעזרת רמפה הידראולית\n\nרישיונות\nרישיון נהיגה C+E\n',
    );
    expect(he).toContain('העמסה ופריקה');
    expect(he).not.toContain('loading');
    const en = skillsOf(
      'Avi Cohen\nHolon | 050-7654321\n\nExperience\n2015 – present: Mover, Cohen Moves, Holon\nWrapping and packing furniture, loading and unloading, piano moves.\n',
    );
    expect(en).toEqual(['Wrapping and packing furniture', 'loading and unloading', 'piano moves']);
    const ar = skillsOf(
      'سامي خليل\nحيفا | 050-7654321\n\nالخبرة\n2015 – اليوم: سائق شاحنة، شركة النقل، حيفا\n- نقل حاويات\n- تحميل وتفريغ بالرافعة الشوكية\n',
    );
    expect(ar).toContain('تحميل وتفريغ');
    expect(ar).not.toContain('loading');
  });

  it('claims nothing from a dated course among the jobs or under no heading', () => {
    expect(
      skillsOf(
        'משה לוי – אינסטלטור\nחולון | 050-7654321\n\nמאז 2014 – עצמאי: התקנת מערכות מים, איתור נזילות במצלמה תרמית.\n\nקורס אינסטלציה סניטרית, מכללת עתיד, 2012\n',
      ),
    ).not.toContain('plumbing');
    expect(
      skillsOf(
        'Dana Weiss\nHolon | 050-7654321\n\n2015 – present: Office manager, Cohen & Co., Tel Aviv: scheduling meetings, invoicing clients.\n\nCourse in legal secretarial work, Tel Aviv College, 2013\n',
      ),
    ).not.toContain('legal');
    expect(
      skillsOf(
        'ليلى خوري\nحيفا | 050-7654321\n\n2015 – اليوم: عامل، ورشة الأمل، حيفا: تركيب سخانات شمسية.\n\nدورة سباكة، كلية الجليل، 2013\n',
      ),
    ).not.toContain('plumbing');
  });

  it("claims nothing from a business's name in quotes", () => {
    for (const text of [
      'אבי מזרחי\nחולון | 050-7654321\n\nמאז 2012 – עצמאי, "מזרחי אינסטלציה": התקנת מערכות מים וביוב, התקנת דודי שמש.\n',
      'Sam Cole\nHaifa | 050-7654321\n\n2012 – present: Technician at "Cole Plumbing": installing water heaters, finding leaks.\n',
      'خالد عودة\nحيفا | 050-7654321\n\n2012 – اليوم: عامل، بشركة "عودة للسباكة": تركيب سخانات شمسية، كشف تسربات المياه.\n',
    ])
      expect(skillsOf(text)).not.toContain('plumbing');
  });

  it('claims nothing from a web address or an e-mail', () => {
    expect(
      skillsOf(
        'רוני לוי\nרכזת גיוס\n052-9931204 · הרצליה · linkedin.com/in/roni-levi-hr\n\nניסיון\n2019 – היום: רכזת גיוס, חברת אלפא\nליווי מנהלים, הובלת תהליכי הערכת ביצועים.\n',
      ),
    ).toEqual(['ליווי מנהלים', 'הובלת תהליכי הערכת ביצועים']);
    expect(
      skillsOf(
        'Dana Ross\nOffice manager\nBerlin · 052-9931204 · linkedin.com/in/dana-ross-sales\n\nExperience\n2019 – present: Office manager, Alpha Ltd\nScheduling meetings, ordering supplies.\n',
      ),
    ).not.toContain('sales');
    expect(
      skillsOf(
        'رنا سليم\nسكرتيرة\nحيفا · 052-9931204 · rana.sales@gmail.com\n\nالخبرة\n2019 – اليوم: سكرتيرة، شركة الأمل\nتنظيم المواعيد، إصدار الفواتير.\n',
      ),
    ).not.toContain('sales');
  });

  it('claims nothing from the role written after a comma beside the name', () => {
    expect(
      skillsOf(
        'ויקטור לוי, טכנאי מיזוג אוויר\nאשדוד | 053-4412097\n\nניסיון\n2015 – היום: קור-אור בע"מ, אשדוד\nמילוי גז ומדידת לחצים, ניקוי מעבים.\n',
      ),
    ).toEqual(['מילוי גז', 'מדידת לחצים', 'ניקוי מעבים']);
    expect(
      skillsOf(
        'Sara Haddad, Payroll Accountant\nHaifa | 053-4412097\n\nExperience\n2015 – present: Alpha Ltd, Haifa\nMonthly salary runs, bank reconciliations.\n',
      ),
    ).not.toContain('payroll');
  });

  it('reads networks of pipes or of stores as no computer networking', () => {
    expect(
      skillsOf(
        'ماهر سعيد\nحيفا | 050-7654321\n\nالخبرة\n2015 – اليوم: سبّاك، شركة المياه، حيفا\n- تمديد شبكات مياه ومجاري للبيوت الجديدة\n- تركيب سخانات شمسية\n',
      ),
    ).not.toContain('networking');
    expect(
      skillsOf(
        'ماهر سعيد\nحيفا | 050-7654321\n\nالخبرة\n2015 – اليوم: سائق، شركة التوزيع، حيفا\n- نقل بضائع مبردة إلى فروع الشبكات في الشمال\n',
      ),
    ).not.toContain('networking');
  });
});
