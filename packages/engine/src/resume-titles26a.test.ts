import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * Round 26 (fresh26a): kinds of writing titles that a set written blind (tuning-ob) showed, each in
 * Hebrew, English and Arabic where the kind is written in that language.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

describe('round 26: fresh26a — a setting joined to the title without a comma', () => {
  it('keeps a department before "של" / "of" and ends the title at the employer it belongs to', () => {
    expect(
      parse([
        'ניסיון',
        '2019 – היום: עובדת סוציאלית במחלקה לשירותים חברתיים של עיריית חיפה, צוות נוער',
        '2016 – 2019: מעצבת גרפית במחלקת השיווק של "תנובה", רחובות',
      ]).jobTitles,
    ).toEqual(['עובדת סוציאלית במחלקה לשירותים חברתיים', 'מעצבת גרפית במחלקת השיווק']);
    expect(
      parse([
        'Experience',
        '2017 – 2020: Social Worker in the Social Services Department of Haifa Municipality',
        '2013 – 2015: Director of Sales, Intel',
      ]).jobTitles,
    ).toEqual(['Social Worker in the Social Services Department', 'Director of Sales']);
    expect(
      parse(['الخبرة', '2018 – الآن: أخصائية اجتماعية في قسم الخدمات الاجتماعية في بلدية حيفا']).jobTitles,
    ).toEqual(['أخصائية اجتماعية في قسم الخدمات الاجتماعية']);
  });

  it('keeps a call centre or a centre named by its work, and a division, in the title', () => {
    expect(
      parse([
        'ניסיון',
        '2021 – היום: Team Leader במוקד שירות הלקוחות של "סלקום", חיפה',
        'עיריית נתניה – רכזת רכש באגף הכספים (2016 - 2021)',
      ]).jobTitles,
    ).toEqual(['Team Leader במוקד שירות הלקוחות', 'רכזת רכש באגף הכספים']);
    expect(
      parse(['الخبرة', 'ممرضة في مركز تأهيل الأطفال، "كلاليت" حيفا', 'أيلول 2020 – حتى الآن']).jobTitles,
    ).toEqual(['ممرضة في مركز تأهيل الأطفال']);
  });

  it('ends the title at a call centre or a centre named by no work ("במוקד של מגדל", "במוקד פרטנר")', () => {
    expect(
      parse([
        'ניסיון',
        '2020 – היום: נציג שירות במוקד של מגדל',
        '2018 – 2020: נציגת שירות במוקד פרטנר, באר שבע',
      ]).jobTitles,
    ).toEqual(['נציג שירות', 'נציגת שירות']);
    expect(parse(['الخبرة', '2020 – الآن: معالجة نطق في مركز الكرمل، حيفا']).jobTitles).toEqual([
      'معالجة نطق',
    ]);
  });
});

describe('round 26: fresh26a — labels, promotions and adjectives of a title', () => {
  it('reads a labelled line of titles each with its years without the label', () => {
    expect(
      parse(['ניסיון', 'תפקיד: מנהל מערכות Linux (2016–2018), מהנדס Build & Release (2018–2020)']).jobTitles,
    ).toEqual(['מנהל מערכות Linux', 'מהנדס Build & Release']);
    expect(
      parse([
        'Experience',
        'Position: Linux System Administrator (2016–2018), Build & Release Engineer (2018–2020)',
      ]).jobTitles,
    ).toEqual(['Linux System Administrator', 'Build & Release Engineer']);
    expect(
      parse(['الخبرة', 'المسمى الوظيفي: مدير أنظمة لينكس (2016–2018)، مهندس بناء وإصدار (2018–2020)'])
        .jobTitles,
    ).toEqual(['مدير أنظمة لينكس', 'مهندس بناء وإصدار']);
  });

  it('reads "אח"כ" ("afterwards") as a promotion, as "later" and "ثم" are read', () => {
    expect(
      parse(['ניסיון', '2012 – 2016: "אור" קבלנות חשמל: עוזר חשמלאי, אח"כ חשמלאי ראשי']).jobTitles,
    ).toEqual(['עוזר חשמלאי', 'חשמלאי ראשי']);
    expect(
      parse(['Experience', '2012 – 2016: Or Electric: Electrician Assistant, later Chief Electrician'])
        .jobTitles,
    ).toEqual(['Electrician Assistant', 'Chief Electrician']);
    expect(
      parse(['الخبرة', '2012 – 2016: شركة النور للكهرباء: مساعد كهربائي ثم كهربائي رئيسي']).jobTitles,
    ).toEqual(['مساعد كهربائي', 'كهربائي رئيسي']);
  });

  it('keeps a Hebrew adjective of a title word that opens with "ב" ("ביטחוני")', () => {
    expect(parse(['ניסיון', '2015 – 2020: מאבטח חמוש ובודק ביטחוני, קניון הזהב']).jobTitles).toEqual([
      'מאבטח חמוש ובודק ביטחוני',
    ]);
  });
});

describe('round 26: fresh26a — whom the work was with', () => {
  it('ends a title before kin or a master the work was done with or at', () => {
    expect(
      parse([
        'ניסיון',
        '2015 – היום: קבלן שיפוצים עצמאי',
        '2008 – 2015: פועל בניין עם אבי',
        '2006 – 2008: שוליה אצל נגר, עכו',
      ]).jobTitles,
    ).toEqual(['קבלן שיפוצים עצמאי', 'פועל בניין', 'שוליה']);
    expect(
      parse([
        'Experience',
        '2015 – present: Tiler, Ashtrom',
        '2008 – 2015: Construction worker with my father',
        '2006 – 2008: Plumber assistant with my uncle, Acre',
      ]).jobTitles,
    ).toEqual(['Tiler', 'Construction worker', 'Plumber assistant']);
    expect(
      parse([
        'الخبرة',
        '2015 – الآن: سبّاك مستقل',
        '2008 – 2015: عامل بناء مع أخي',
        '2006 – 2008: مساعد نجار عند المعلم أبو علي، عكا',
      ]).jobTitles,
    ).toEqual(['سبّاك مستقل', 'عامل بناء', 'مساعد نجار']);
  });

  it('keeps "with" that names no person ("سائق شاحنة مع مقطورة")', () => {
    expect(parse(['الخبرة', '2015 – الآن: سائق شاحنة ثقيلة مع مقطورة، شركة النقل']).jobTitles).toEqual([
      'سائق شاحنة ثقيلة مع مقطورة',
    ]);
  });
});

describe('round 26: fresh26a — a workplace or a line of work read as the title', () => {
  it('reads the title that opens the line, not a ward or a line of work after the town', () => {
    expect(parse(['ניסיון', '2013 – 2018: רתך, "ברזל הצפון" בע"מ, חיפה – מבני פלדה']).jobTitles).toEqual([
      'רתך',
    ]);
    expect(
      parse(['Experience', '2013–2018 Metal Fabricator, "Barzel" Ltd., Haifa – steel structures']).jobTitles,
    ).toEqual(['Metal Fabricator']);
    expect(
      parse([
        'الخبرة',
        '2016 – 2019: مساعدة، دار المسنين "الأمل"، الناصرة – قسم التمريض',
        '2014 – 2016: بائعة، متجر "زارا"، حيفا',
      ]).jobTitles,
    ).toEqual(['مساعدة', 'بائعة']);
  });

  it('reads an Arabic lab in a construct ("مختبر الأحياء الدقيقة") as the place, not a tester', () => {
    expect(
      parse(['الخبرة العملية', 'مختبر الأحياء الدقيقة، مستشفى الناصرة | فنية مختبر أولى | 2018 – اليوم'])
        .jobTitles,
    ).toEqual(['فنية مختبر أولى']);
  });
});

describe('round 26: fresh26a — titles under an employer, each a dated bullet', () => {
  it('reads each bullet under an undated employer line as a job with its years', () => {
    const he = parse([
      'ניסיון:',
      'בנק לאומי, סניף באקה',
      '- יועצת בנקאית (2019 – היום)',
      '- טלרית (2015 – 2019)',
      'משרד רו"ח כהן – מנהלת חשבונות, 2013–2015',
    ]);
    expect(he.jobTitles).toEqual(['יועצת בנקאית', 'טלרית', 'מנהלת חשבונות']);
    expect(he.experienceYears).toBe(12.5);
    const en = parse([
      'Experience:',
      'Bank Leumi, Baqa branch',
      '- Private Banking Advisor (2019 – present)',
      '- Teller (2015 – 2019)',
      'Cohen accounting office – Bookkeeper, 2013–2015',
    ]);
    expect(en.jobTitles).toEqual(['Private Banking Advisor', 'Teller', 'Bookkeeper']);
    expect(en.experienceYears).toBe(12.5);
    const ar = parse([
      'الخبرة العملية:',
      'بنك لئومي، فرع باقة الغربية',
      '- مستشارة مصرفية (2019 – اليوم)',
      '- صرّافة (2015 – 2019)',
      'مكتب محاسبة "الأمل" – كاتبة حسابات، 2013–2015',
    ]);
    expect(ar.jobTitles).toEqual(['مستشارة مصرفية', 'صرّافة', 'كاتبة حسابات']);
    expect(ar.experienceYears).toBe(12.5);
  });
});
