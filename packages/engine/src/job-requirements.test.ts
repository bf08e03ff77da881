import { describe, expect, it } from 'vitest';
import { educationAsked, yearsAsked } from './job-requirements.ts';

describe('job requirements', () => {
  it('reads the years of experience asked, in each language', () => {
    expect(yearsAsked('4+ שנות ניסיון בפיתוח צד שרת')).toBe(4);
    expect(yearsAsked('ניסיון של שנתיים לפחות בגיוס עובדים')).toBe(2);
    expect(yearsAsked('At least 3 years of experience with React')).toBe(3);
    expect(yearsAsked('3+ years as a DevOps engineer')).toBe(3);
    expect(yearsAsked('خبرة سنتين على الأقل في قسم باطني')).toBe(2);
    expect(yearsAsked('خبرة ثلاث سنوات على الأقل في التدريس')).toBe(3);
    expect(yearsAsked('TypeScript, React, Node.js; שלוש שנות ניסיון')).toBe(3);
    expect(yearsAsked('לפחות חמש שנות ניסיון בניהול צוות')).toBe(5);
  });

  it('reads a range as its least, a construct form and an unlabelled "N+ years"', () => {
    expect(yearsAsked('خبرة من 3 إلى 5 سنوات')).toBe(3);
    expect(yearsAsked('3 to 5 years of experience')).toBe(3);
    expect(yearsAsked('שנת ניסיון לפחות')).toBe(1);
    expect(yearsAsked('خبرة سنة على الأقل')).toBe(1);
    expect(yearsAsked('2+ years recruiting for tech roles')).toBe(2);
  });

  it('reads "at least N years" of a duty as experience, with no word for experience', () => {
    expect(yearsAsked('At least 2 years leading a team in a warehouse')).toBe(2);
    expect(yearsAsked('3 שנים לפחות בניהול משמרת')).toBe(3);
    expect(yearsAsked('سنتين على الأقل في إدارة مستودع')).toBe(2);
    expect(yearsAsked('Available for at least 6 months')).toBeNull();
  });

  it('does not read years from other numbers', () => {
    expect(yearsAsked('Kubernetes and Docker')).toBeNull();
    expect(yearsAsked('מנהל/ת חשבונות סוג 3 - חובה')).toBeNull();
  });

  it('reads the education asked and its fields', () => {
    expect(
      educationAsked([
        { text: 'תואר ראשון בכלכלה, סטטיסטיקה, הנדסת תעשייה וניהול או תחום רלוונטי', niceToHave: false },
      ]),
    ).toEqual({
      level: 'bachelor',
      fields: ['industrial-engineering', 'statistics', 'economics'],
      niceToHave: false,
    });
    expect(
      educationAsked([{ text: 'B.Sc. in Computer Science - an advantage', niceToHave: true }]),
    ).toMatchObject({
      level: 'bachelor',
      fields: ['computer-science'],
      niceToHave: true,
    });
    expect(educationAsked([{ text: 'academic degree', niceToHave: false }])?.level).toBe('bachelor');
    expect(educationAsked([{ text: 'Strong React and TypeScript', niceToHave: false }])).toBeNull();
  });
});
