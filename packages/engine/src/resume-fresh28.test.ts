import { describe, expect, it } from 'vitest';
import { analyzeResume } from './resume-analysis.ts';
import { headingKind } from './resume-sections.ts';
import { joinWrittenWraps } from './written-wraps.ts';

const now = new Date('2026-11-01');
const read = (text: string) => analyzeResume(text, { now });

describe('round 28: fresh28 — personal-details headings and titles wrapped in a narrow column', () => {
  it('reads a personal-details heading of any wording as a heading, not as the name (he / en / ar)', () => {
    for (const heading of [
      'נתונים אישיים',
      'מידע אישי',
      'Personal Data',
      'PERSONAL PARTICULARS',
      'البيانات الشخصية',
      'معلومات شخصية',
      'بيانات شخصية',
    ]) {
      expect(headingKind(heading), heading).toBe('other');
    }
    // A sidebar read before the main column: the name opens the main column, under the sidebar's lists.
    const he = read(
      'טלפון\n054-7781234\nnoa.peretz@gmail.com\nרחובות\n\nנתונים אישיים\nילידת 1991\nרווקה\n\nכישורים\n• הנהלת חשבונות\n• דוחות מע"מ\n' +
        'נועה פרץ\nמנהלת חשבונות | 8 שנות ניסיון\n\nניסיון\nמנהלת חשבונות, משרד רו"ח לוי ושות\'\n2018 – היום',
    );
    expect(he.fullName).toBe('נועה פרץ');
    expect(he.skills).not.toContain('נועה פרץ');
    const en = read(
      'Contact\n054-7781234\nmark.tal@gmail.com\nHaifa\n\nPersonal Data\nBorn 1990\nMarried\n\nSkills\n• Payroll\n• Excel\n' +
        'Mark Tal\nPayroll Clerk | 6 years\n\nExperience\nPayroll Clerk, Hilan Services\n2019 – Present',
    );
    expect(en.fullName).toBe('Mark Tal');
    expect(en.skills).not.toContain('Mark Tal');
    const ar = read(
      'التواصل\n054-7781234\nrana.khalil@gmail.com\nالناصرة\n\nالبيانات الشخصية\nمواليد 1992\nعزباء\n\nالمهارات\n• المحاسبة\n• Excel\n' +
        'رنا خليل\nمحاسبة | 7 سنوات خبرة\n\nالخبرة المهنية\nمحاسبة، مكتب عودة للمحاسبة\n2018 – حتى الآن',
    );
    expect(ar.fullName).toBe('رنا خليل');
    expect(ar.skills).not.toContain('رنا خليل');
  });

  it('joins a title wrapped in a narrow column over "and" and a second role (he / en / ar)', () => {
    expect(joinWrittenWraps('2019 – היום\nאחראי משמרת\nומדריך עובדים\nמחסני השרון')).toBe(
      '2019 – היום\nאחראי משמרת ומדריך עובדים\nמחסני השרון',
    );
    expect(joinWrittenWraps('2019 – Present\nSenior Paramedic\nand Shift Leader\nMagen David Adom')).toBe(
      '2019 – Present\nSenior Paramedic and Shift Leader\nMagen David Adom',
    );
    expect(joinWrittenWraps('2019 – حتى الآن\nممرض مسؤول\nومنسق الطاقم\nمستشفى رمبام')).toBe(
      '2019 – حتى الآن\nممرض مسؤول ومنسق الطاقم\nمستشفى رمبام',
    );
    // Under a title, its employer (a ministry, a committee) stays apart, and so does a list of single words.
    for (const apart of [
      'ממרן\nמנהלת פרויקטים\nוועד העובדים',
      'ممرضة\nوزارة الصحة',
      'Excel\nWord',
      'גיל\nומעלה 18',
    ]) {
      expect(joinWrittenWraps(apart)).toBe(apart);
    }
    const he = read(
      'דנה כהן\n052-1234567\n\nניסיון\n2019 – היום\nאחראית משמרת\nומדריכת עובדים\nמחסני השרון\n\n2015 – 2019\nמלקטת\nמחסני השרון',
    );
    expect(he.jobTitles[0]).toBe('אחראית משמרת ומדריכת עובדים');
    const en = read(
      'Dan Cohen\n052-1234567\n\nExperience\n2019 – Present\nSenior Paramedic\nand Shift Leader\nMagen David Adom\n\n2015 – 2019\nParamedic\nMagen David Adom',
    );
    expect(en.jobTitles[0]).toBe('Senior Paramedic and Shift Leader');
    const ar = read(
      'سامر عيد\n052-1234567\n\nالخبرة\n2019 – حتى الآن\nممرض مسؤول\nومنسق الطاقم\nمستشفى رمبام\n\n2015 – 2019\nممرض\nمستشفى رمبام',
    );
    expect(ar.jobTitles[0]).toBe('ممرض مسؤول ومنسق الطاقم');
  });

  it('ends a title before a workplace named in construct or a health fund’s lab (he / ar)', () => {
    const titles = (text: string) => read(text).jobTitles;
    expect(
      titles(
        'רון לוי\n052-1234567\n\nניסיון\n2019 – היום: טכנאי מעבדה במעבדת מכבי המרכזית, רחובות\n2015 – 2019: טכנאי מעבדה במחלקה ביוכימית, בית חולים קפלן',
      ),
    ).toEqual(['טכנאי מעבדה', 'טכנאי מעבדה במחלקה ביוכימית']);
    expect(
      titles(
        'رامي عودة\n052-1234567\n\nالخبرة\n2019 – حتى الآن: فني مختبر في مختبر كلاليت المركزي، حيفا\n2015 – 2019: فني مختبر في قسم الكيمياء، مستشفى رمبام',
      ),
    ).toEqual(['فني مختبر', 'فني مختبر في قسم الكيمياء']);
    // An office or a town hall in construct after the title is its workplace; after "director" it is the title's object.
    expect(
      titles(
        'سعاد خطيب\n052-1234567\n\nالخبرة\n2019 – حتى الآن: محاسبة مكتب خطيب للمحاسبة والضرائب، سخنين\n2015 – 2019: مديرة مكتب المحاماة، حيفا',
      ),
    ).toEqual(['محاسبة', 'مديرة مكتب المحاماة']);
    expect(
      titles(
        'מיכל כהן\n052-1234567\n\nניסיון\n2019 – היום: עובדת סוציאלית עיריית באר שבע, באר שבע\n2015 – 2019: מזכירת מועצת העיר, דימונה',
      ),
    ).toEqual(['עובדת סוציאלית', 'מזכירת מועצת העיר']);
  });

  it('ends a title before a name in quotes that a preposition inside it cut open (he / ar)', () => {
    const firstTitle = (text: string) => read(text).jobTitles[0];
    expect(
      firstTitle(
        'ליאת שגב\n052-1234567\n\nניסיון\n2019 – היום: רכזת פרויקט "נוער ב-תנועה", עמותת אלה\n2016 – 2019: מדריכה, עמותת אלה',
      ),
    ).toBe('רכזת פרויקט');
    expect(
      firstTitle(
        'سماح ناصر\n052-1234567\n\nالخبرة\n2019 – حتى الآن: منسقة مشروع "أمل في الغد"، جمعية النور\n2016 – 2019: ممرضة، مستشفى الناصرة',
      ),
    ).toBe('منسقة مشروع');
  });

  it('keeps the weight a licence goes up to in its bracket, and drops a count of years (he / en / ar)', () => {
    const skills = (text: string) => read(text).skills;
    expect(
      skills(
        'משה לוי\n052-1234567\n\nרישיונות\nרישיון C1 (עד 12 טון)\nרישיון מלגזה (3 שנים)\n\nניסיון\n2019 – היום: נהג חלוקה, שטראוס',
      ),
    ).toEqual(['רישיון C1 (עד 12 טון)', 'רישיון מלגזה']);
    expect(
      skills(
        'Moshe Levi\n052-1234567\n\nSkills\nForklift licence (up to 5 tonnes)\nCustomer service\nTeamwork\n\nExperience\n2019 – Present: Delivery driver, Strauss',
      ),
    ).toContain('Forklift licence (up to 5 tonnes)');
    expect(
      skills(
        'موسى سعيد\n052-1234567\n\nالرخص\nرخصة C1 (حتى 12 طن)\nرخصة رافعة شوكية (3 سنوات)\n\nالخبرة\n2019 – حتى الآن: سائق توزيع، شتراوس',
      ),
    ).toEqual(['رخصة C1 (حتى 12 طن)', 'رخصة رافعة شوكية']);
  });

  it('joins a narrow title wrap over the blank line a Word file puts after each paragraph (he / en / ar)', () => {
    const spaced = (lines: string[]) => lines.join('\n\n');
    const filler = ['052-1234567', 'a@b.com', 'חולון', 'שפות', 'עברית', 'English', 'العربية', 'x', 'y'];
    const he = spaced(['2019 – היום', 'אחראי משמרת', 'ומדריך עובדים', 'מחסני השרון', ...filler]);
    expect(joinWrittenWraps(he)).toContain('אחראי משמרת ומדריך עובדים');
    const en = spaced([
      '2019 – Present',
      'Senior Paramedic',
      'and Shift Leader',
      'Magen David Adom',
      ...filler,
    ]);
    expect(joinWrittenWraps(en)).toContain('Senior Paramedic and Shift Leader');
    const ar = spaced(['2019 – حتى الآن', 'ممرض مسؤول', 'ومنسق الطاقم', 'مستشفى رمبام', ...filler]);
    expect(joinWrittenWraps(ar)).toContain('ممرض مسؤول ومنسق الطاقم');
    // A text of lines with no blank between, a blank line parts two blocks.
    expect(joinWrittenWraps('Senior Paramedic\n\nand Shift Leader')).toBe(
      'Senior Paramedic\n\nand Shift Leader',
    );
  });
});
