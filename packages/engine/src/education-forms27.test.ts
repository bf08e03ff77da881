import { describe, expect, it } from 'vitest';
import { fieldIn, findEducation } from './education.ts';
import { parseResume } from './resume-fields.ts';

/**
 * Education entries as people write them in English, Arabic and Hebrew (round 27, helper edu27): each
 * case one of the kinds its probe of 460 entries showed.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const HEADS = {
  en: [
    'Dana Levi',
    'dana.levi@gmail.com',
    '',
    'Work Experience',
    '2019–2024 Coordinator, Alon Ltd.',
    '',
    'Education',
  ],
  he: ['דנה לוי', 'dana.levi@gmail.com', '', 'ניסיון תעסוקתי', '2019–2024 רכזת, חברת אלון בע"מ', '', 'השכלה'],
  ar: [
    'سمر خليل',
    'samar.khalil@gmail.com',
    '',
    'الخبرة العملية',
    '2019–2024 منسقة، شركة الأمل',
    '',
    'التعليم',
  ],
};
const education = (lang: keyof typeof HEADS, ...entry: string[]) => {
  const fields = parseResume([...HEADS[lang], ...entry].join('\n'), { now: NOW });
  return { level: fields.educationLevel, field: fields.educationField };
};

describe('round 27: edu27 — the degree after its field at the line end, the school under it', () => {
  it('reads "X, BA", "X BA", "X, B.S." and "X, MA" with the school on the next line', () => {
    expect(education('en', 'Sociology, BA', 'University of Bristol, 2010–2013')).toEqual({
      level: 'bachelor',
      field: 'sociology',
    });
    expect(education('en', 'Hospitality Management, B.S.', 'Cornell University, 2010–2014')).toEqual({
      level: 'bachelor',
      field: 'tourism',
    });
    expect(education('en', 'Sociology MA', 'University of Bristol, 2013–2015')).toEqual({
      level: 'master',
      field: 'sociology',
    });
    expect(education('he', 'סוציולוגיה, BA', 'אוניברסיטת בריסטול, 2010–2013')).toEqual({
      level: 'bachelor',
      field: 'sociology',
    });
    expect(education('ar', 'علم الاجتماع، BA', 'جامعة بريستول، 2010–2013')).toEqual({
      level: 'bachelor',
      field: 'sociology',
    });
  });

  it('reads the bachelor of science undotted before its field, "BS Information Technology"', () => {
    expect(
      education('en', 'BS Information Technology, Rochester Institute of Technology, 2010–2014'),
    ).toEqual({
      level: 'bachelor',
      field: 'information-systems',
    });
    expect(education('he', 'BS מערכות מידע, המכון הטכנולוגי חולון, 2010–2014')).toEqual({
      level: 'bachelor',
      field: 'information-systems',
    });
    // Not the operating system's or the office suite's letters.
    expect(findEducation(['MS Office course, 2019'], [])).not.toEqual(
      expect.objectContaining({ level: 'master' }),
    );
  });
});

describe('round 27: edu27 — studies in their second year or later are a degree under way', () => {
  it('reads "לימודי X (שנה שלישית)", "X studies, 2nd year", "دراسة X، سنة ثانية" at any college as a bachelor', () => {
    expect(education('he', 'לימודי משפטים (שנה שלישית), המכללה למשפטים ועסקים')).toEqual({
      level: 'bachelor',
      field: 'law',
    });
    expect(education('en', 'Nursing studies, 2nd year, Max Stern Yezreel Valley College')).toEqual({
      level: 'bachelor',
      field: 'nursing',
    });
    expect(education('ar', 'دراسة التمريض، سنة ثانية، كلية عيمق يزراعيل')).toEqual({
      level: 'bachelor',
      field: 'nursing',
    });
  });

  it('leaves a trade course or a practical engineer in their second year as they were', () => {
    expect(education('he', "הנדסאי חשמל, שנה ב', מכללת אורט בראודה")).toEqual({
      level: 'certificate',
      field: 'electrical-engineering',
    });
    expect(education('he', 'לימודי בישול מקצועי, שנה שנייה, מכללת תדמור')).toEqual({
      level: 'certificate',
      field: 'culinary-arts',
    });
  });
});

describe('round 27: edu27 — fields under the names their degrees and courses go by', () => {
  it('reads food science and technology as nutrition, the nearest field the list holds', () => {
    expect(fieldIn('B.Sc. Food Science and Technology, Technion, 2008–2012')?.id).toBe('nutrition');
    expect(fieldIn('תואר ראשון בטכנולוגיית מזון, מכללת תל-חי')?.id).toBe('nutrition');
    expect(fieldIn('بكالوريوس تكنولوجيا الأغذية، جامعة الخليل')?.id).toBe('nutrition');
    // Food engineering stays a field the list lacks; biotechnology named first is the field.
    expect(fieldIn('B.Sc. Biotechnology and Food Engineering, Technion')?.id).toBe('biology');
  });

  it("reads a tour guide's course as tourism", () => {
    expect(fieldIn('Tour Guide Course, Ministry of Tourism, 2015')?.id).toBe('tourism');
    expect(fieldIn('קורס מורי דרך, משרד התיירות, 2015')?.id).toBe('tourism');
    expect(fieldIn('دورة مرشدين سياحيين، وزارة السياحة، 2015')?.id).toBe('tourism');
  });

  it('reads the branches and other names of known fields', () => {
    expect(fieldIn('BSc (Hons) Computing, University of Greenwich')?.id).toBe('computer-science');
    expect(fieldIn('B.Sc. in Civil and Environmental Engineering, Technion')?.id).toBe('civil-engineering');
    expect(fieldIn('B.Sc. in Structural Engineering, Ariel University')?.id).toBe('civil-engineering');
    expect(fieldIn('תואר ראשון בהנדסת מבנים, אוניברסיטת אריאל')?.id).toBe('civil-engineering');
    expect(fieldIn('B.Sc. Aerospace Engineering, Technion')?.id).toBe('mechanical-engineering');
    expect(fieldIn('Bachelor of Laws (Hons), National University of Singapore')?.id).toBe('law');
    expect(fieldIn('Certificate IV in Warehousing Operations, TAFE NSW')?.id).toBe('logistics');
    expect(fieldIn('B.A. Interior Architecture and Design, HIT Holon')?.id).toBe('design');
    expect(fieldIn('B.A. בנקאות ושוק ההון, המכללה האקדמית רמת גן')?.id).toBe('finance');
    expect(fieldIn('BA (Hons) HRM, University of Hertfordshire')?.id).toBe('human-resources');
    expect(fieldIn('Agricultural Engineering, B.Sc., University of Aleppo')?.id).toBe('agriculture');
    expect(fieldIn('MBBS, University of Mumbai, 2004–2009')?.id).toBe('medicine');
  });

  it('reads the field a bachelor of fine arts names after "in"', () => {
    expect(fieldIn('Bachelor of Fine Arts in Graphic Design, Rhode Island School of Design')?.id).toBe(
      'design',
    );
    expect(fieldIn('BFA in Graphic Design, Parsons')?.id).toBe('design');
    expect(fieldIn('Bachelor of Fine Arts, Bezalel Academy')?.id).toBe('arts');
  });
});
