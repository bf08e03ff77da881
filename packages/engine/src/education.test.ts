import { describe, expect, it } from 'vitest';
import { fieldIn, levelOf } from './education.ts';

describe('education level of a line', () => {
  it('reads technician studies and a vocational school as a certificate', () => {
    expect(levelOf('לימודי הנדסאות חשמל (שנה ראשונה)')).toBe('certificate');
    expect(levelOf('Vocational school – electrician, 2008')).toBe('certificate');
  });

  it('does not count a degree the line says was left unfinished, and counts one in progress', () => {
    expect(levelOf('תואר ראשון בכלכלה (לא הושלם)')).toBe('');
    expect(levelOf('B.A. Economics, Tel Aviv University (not completed)')).toBe('');
    expect(levelOf('بكالوريوس محاسبة (لم يكتمل)')).toBe('');
    expect(levelOf('B.A. in Psychology (expected 2026), University of Haifa')).toBe('bachelor');
    expect(levelOf("סטודנטית שנה ב' לתואר ראשון בחינוך")).toBe('bachelor');
  });

  it("reads the five-year degrees of the former Soviet system as a master's, as Israel recognises them", () => {
    expect(levelOf("Mechanical Engineer (Engineer's degree), Kharkiv Polytechnic Institute, 1998")).toBe(
      'master',
    );
    expect(levelOf('Specialist degree in Economics, Moscow State University, 2003')).toBe('master');
    expect(levelOf('Dipl.-Ing. Maschinenbau, TU Dresden')).toBe('master');
    expect(levelOf('מהנדסת כימיה, תואר מהנדס, המכון הפוליטכני של קייב, 1995')).toBe('master');
  });
});

describe('field of study of a line', () => {
  it('reads the civil engineering technician in either spelling of בניין (בנין, ktiv haser)', () => {
    expect(fieldIn('2009 – 2011 הנדסאי בניין, מכללת סמי שמעון')?.id).toBe('civil-engineering');
    expect(fieldIn('2009 - 2011 הנדסאי בנין, מכללת סמי שמעון')?.id).toBe('civil-engineering');
  });
});
