import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * Round 27 (titles27b): a place after a title that names one workplace, not the kind of place the
 * job was done in (the convention "Titles with a setting" keeps only the kind).
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const titlesOf = (heading: string, line: string) =>
  parseResume(['Dana', '050-1234567', '', heading, `2018 – 2023: ${line}`].join('\n'), { now: NOW })
    .jobTitles;

describe('round 27: titles27b — a setting that names one workplace ends the title', () => {
  it('a clinic, a lab or a ward followed by "in" and a town is that town\'s one place (he, ar)', () => {
    expect(titlesOf('ניסיון תעסוקתי', 'פקיד קבלה במרפאת לאומית בפתח תקווה')).toEqual(['פקיד קבלה']);
    expect(titlesOf('ניסיון תעסוקתי', 'טכנאי מעבדה במעבדת סינלאב באשדוד')).toEqual(['טכנאי מעבדה']);
    expect(titlesOf('ניסיון תעסוקתי', 'סייעת רופא שיניים במרפאת שיניים סמייל בחיפה')).toEqual([
      'סייעת רופא שיניים',
    ]);
    expect(titlesOf('الخبرة المهنية', 'ممرضة في عيادة أسنان النور في سخنين')).toEqual(['ممرضة']);
    // No town after it: the kind of place stays the title's setting.
    expect(titlesOf('ניסיון תעסוקתי', 'סייעת במרפאת שיניים')).toEqual(['סייעת במרפאת שיניים']);
    expect(titlesOf('ניסיון תעסוקתי', 'אחות במחלקה פנימית')).toEqual(['אחות במחלקה פנימית']);
  });

  it("a health fund's clinic is a named workplace (he, ar, en)", () => {
    expect(titlesOf('ניסיון תעסוקתי', 'רוקחת במרפאת כללית')).toEqual(['רוקחת']);
    expect(titlesOf('ניסיון תעסוקתי', 'מזכירה רפואית במרפאת כללית ברחובות')).toEqual(['מזכירה רפואית']);
    expect(titlesOf('الخبرة المهنية', 'سكرتيرة طبية في عيادة كلاليت')).toEqual(['سكرتيرة طبية']);
    expect(titlesOf('Experience', 'Medical Secretary at Clalit Clinic in Rehovot')).toEqual([
      'Medical Secretary',
    ]);
  });

  it("an Arabic centre named by its work and then a brand is the brand's centre (ar)", () => {
    expect(titlesOf('الخبرة المهنية', 'ميكانيكي مساعد في مركز خدمة تويوتا، الخضيرة')).toEqual([
      'ميكانيكي مساعد',
    ]);
    expect(titlesOf('الخبرة المهنية', 'موظفة استقبال في مركز خدمة هيونداي')).toEqual(['موظفة استقبال']);
    expect(titlesOf('الخبرة المهنية', 'فني صيانة في مركز صيانة سامسونج')).toEqual(['فني صيانة']);
    // A centre of a kind: an article or an adjective after the work.
    expect(titlesOf('الخبرة المهنية', 'موظفة في مركز خدمة الزبائن')).toEqual(['موظفة في مركز خدمة الزبائن']);
    expect(titlesOf('الخبرة المهنية', 'مدرب في مركز تأهيل مهني')).toEqual(['مدرب في مركز تأهيل مهني']);
    expect(titlesOf('الخبرة المهنية', 'معالجة نطق في مركز تطوير الطفل')).toEqual([
      'معالجة نطق في مركز تطوير الطفل',
    ]);
  });
});
