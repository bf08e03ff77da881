import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * Skills of a resume without a skills section, read from its work lines (round 27, helper duties27):
 * the duties a dated head line lists past a spaced dash after its title and employer, the tools it
 * names there, a duty the lexicon names whole on such a line, and a station or machine named by one
 * noun among a list's duties. Each kind in Hebrew, Arabic and English where it applies.
 */
const NOW = new Date('2026-11-01T00:00:00Z');
const skillsOf = (text: string) => parseResume(text, { now: NOW }).skills;

describe('round 27: duties27 — duties past a dash on a dated head line', () => {
  it('reads the duties past the dash after the title and employer (he)', () => {
    const skills = skillsOf(
      `דנה כהן\n050-1234567 · dana.cohen@gmail.com · חיפה\n\nניסיון\n2020 – היום: אחראית משמרת ברשת סופר-פארם, חיפה – סידור מדפים, הזמנות מספקים, הדרכת קופאיות\n2016 – 2020: קופאית, רמי לוי, קריית אתא\n\nהשכלה\nבגרות, תיכון ליאו באק\n`,
    );
    expect(skills).toEqual(expect.arrayContaining(['סידור מדפים', 'הזמנות מספקים', 'הדרכת קופאיות']));
  });

  it('reads them past a dash after dates in brackets, with the systems named there (he)', () => {
    const skills = skillsOf(
      `משה לוי\n052-7654321 · moshe.levi@gmail.com · אשדוד\n\nניסיון תעסוקתי\nחברת החשמל, מוקד אשדוד\nנציג מוקד טכני (2019 – היום) – פתיחת קריאות שירות, תיאום טכנאים, שיחות שימור; עבודה ב-Zendesk וב-Genesys\n\nהשכלה\nבגרות מלאה\n`,
    );
    expect(skills).toEqual(
      expect.arrayContaining(['פתיחת קריאות שירות', 'תיאום טכנאים', 'שיחות שימור', 'Genesys']),
    );
  });

  it('reads them in Arabic, and a device named after a title colon', () => {
    const skills = skillsOf(
      `سامر حداد\n052-1112233 · samer.haddad@gmail.com · الناصرة\n\nالخبرة\n2012 – 2018: فني مساعد في مصنع الكرمل، حيفا – صيانة خطوط الإنتاج، تبديل القطع التالفة، تنظيف الماكنات\nمنذ 2018 أعمل كفني صيانة في مصنع النور في الناصرة: فحص المضخات بجهاز Fluke 87V، تركيب المحركات، صيانة الضواغط\n\nالتعليم\nشهادة بجروت\n`,
    );
    expect(skills).toEqual(
      expect.arrayContaining(['صيانة خطوط الإنتاج', 'تبديل القطع التالفة', 'تنظيف الماكنات', 'Fluke 87V']),
    );
  });

  it('reads them in English', () => {
    const skills = skillsOf(
      `Tom Green\n052-3334455 · tom.g@gmail.com · Haifa\n\nExperience\n2019 – present: Shift supervisor at Carmel Logistics, Haifa – receiving deliveries, planning pick routes, training new pickers\n2015 – 2019: Picker, Shufersal, Modiin\n\nEducation\nHigh school diploma\n`,
    );
    expect(skills).toEqual(
      expect.arrayContaining(['receiving deliveries', 'planning pick routes', 'training new pickers']),
    );
  });

  it('keeps a duty the lexicon names whole when the title line hides its concept (he)', () => {
    const skills = skillsOf(
      `רונית אזולאי\n054-1239876 · ronit.az@gmail.com · נתניה\n\nניסיון\nפרטנר, מוקד נתניה\nנציגת מכירות (2018 – 2022) – מענה טלפוני, מכירת חבילות, טיפול בתקלות\n\nהשכלה\nבגרות\n`,
    );
    expect(skills).toEqual(expect.arrayContaining(['מענה טלפוני', 'מכירת חבילות', 'טיפול בתקלות']));
  });

  it('reports a system after "with a forklift and in the system" by its name (he)', () => {
    const skills = skillsOf(
      `אבי מזרחי\n050-9998887 · avi.m@gmail.com · לוד\n\nניסיון\n2021 עד היום: מחסנאי בחברת זים לוגיסטיקה, לוד – קליטת סחורה, סידור מדפים, הכנת משלוחים; עבודה עם מלגזה ובמערכת Priority\n\nהשכלה\nבגרות\n`,
    );
    expect(skills.some((s) => /במערכת/u.test(s))).toBe(false);
    expect(skills).toEqual(expect.arrayContaining(['priority', 'הכנת משלוחים']));
  });
});

describe('round 27: duties27 — a station or machine named by one noun among duties', () => {
  it('reads a kitchen station listed among duties (he)', () => {
    const skills = skillsOf(
      `יונתן פרץ\n053-4445566 · yoni.p@gmail.com · תל אביב\n\nניסיון\n2019 - היום | טבח | מסעדת "הים", יפו\nטאבון, פלנצ'ה, הכנת מאפים לארוחות בוקר\n\nהשכלה\nבגרות\n`,
    );
    expect(skills).toEqual(expect.arrayContaining(['טאבון', "פלנצ'ה", 'הכנת מאפים לארוחות בוקר']));
  });

  it('reads one in Arabic, and no language word among duties', () => {
    const skills = skillsOf(
      `خالد منصور\n052-3334455 · khaled.m@gmail.com · عكا\n\nالخبرة\n2017 – اليوم | طباخ | مطعم البحر، عكا\nالطابون، الشواية، تحضير السلطات، العربية\n\nالتعليم\nشهادة بجروت\n`,
    );
    expect(skills).toEqual(expect.arrayContaining(['الطابون', 'الشواية', 'تحضير السلطات']));
    expect(skills).not.toContain('العربية');
  });
});
