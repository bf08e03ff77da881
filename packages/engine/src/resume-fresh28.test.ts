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
});
