import { describe, expect, it } from 'vitest';
import { fieldIn, findEducation, levelOf } from './education.ts';
import { parseResume } from './resume-fields.ts';

/**
 * Education written in the many ways people write it (round 25, helper edu25): each case one of the
 * kinds its probe resumes showed, in Hebrew, English and Arabic.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const education = (text: string) => {
  const fields = parseResume(text, { now: NOW });
  return { level: fields.educationLevel, field: fields.educationField };
};

describe('round 25: edu25 — degrees written otherwise', () => {
  it('reads ב"א and מ"א written with gershayim', () => {
    expect(findEducation(['ב"א בחינוך, מכללת אורנים, 2015'], [])).toEqual({
      level: 'bachelor',
      field: 'education',
    });
    expect(findEducation(['מ״א בעבודה סוציאלית, אוניברסיטת חיפה', 'ב״א בעבודה סוציאלית'], [])).toEqual({
      level: 'master',
      field: 'social-work',
    });
  });

  it('reads BEng, B.E., BPharm, B.Tech, B.Com and the bachelor of Romania, Spain and Italy', () => {
    expect(findEducation(['2014 BEng Civil Engineering, University of Manchester'], [])).toEqual({
      level: 'bachelor',
      field: 'civil-engineering',
    });
    expect(levelOf('B.E. in Electronics and Communication, Anna University, 2010')).toBe('bachelor');
    expect(findEducation(['BPharm, Hebrew University of Jerusalem, 2011'], [])).toEqual({
      level: 'bachelor',
      field: 'pharmacy',
    });
    expect(levelOf('B.Tech in Computer Science, VIT University, 2014')).toBe('bachelor');
    expect(levelOf('B.Com, University of Mumbai, 2011')).toBe('bachelor');
    expect(levelOf('Licenta in Civil Engineering, Technical University of Cluj-Napoca, 1998')).toBe(
      'bachelor',
    );
    expect(levelOf('Licență în economie, ASE București')).toBe('bachelor');
  });

  it("reads HND as a certificate, a specialist's diploma as a master's, and MD where the line names medicine", () => {
    expect(
      findEducation(
        ['HND Mechanical Engineering, Leeds College of Technology, 2009', 'A-levels: Maths, Physics'],
        [],
      ),
    ).toEqual({ level: 'certificate', field: 'mechanical-engineering' });
    expect(levelOf('Diploma of Specialist in Mechanical Engineering, Odessa Polytechnic University')).toBe(
      'master',
    );
    expect(levelOf('MD, Sackler Faculty of Medicine, Tel Aviv University, 2012')).toBe('doctorate');
    expect(levelOf('Microsoft MD-102 (Endpoint Administrator), 2023')).toBe('');
  });

  it('reads the branch of an engineering degree written in brackets', () => {
    expect(fieldIn('Master of Engineering (Electrical), Kharkiv Polytechnic Institute')?.id).toBe(
      'electrical-engineering',
    );
    expect(fieldIn('B.Eng. (Civil), University of Leeds')?.id).toBe('civil-engineering');
  });
});

describe("round 25: edu25 — an engineer's degree abroad, named by its graduate", () => {
  it("is a bachelor's in its field when a university is named, in an education section", () => {
    expect(findEducation(['1999 – 2004 מהנדס מכונות, האוניברסיטה הפוליטכנית של קייב, אוקראינה'], [])).toEqual(
      {
        level: 'bachelor',
        field: 'mechanical-engineering',
      },
    );
    expect(findEducation(['مهندس ميكانيك، جامعة دمشق، سوريا، 2005'], [])).toEqual({
      level: 'bachelor',
      field: 'mechanical-engineering',
    });
    expect(findEducation(['Civil Engineer, Technical University of Bucharest, 1995'], [])).toEqual({
      level: 'bachelor',
      field: 'civil-engineering',
    });
  });

  it("reads the field's adjective as its noun, and a practical engineer stays a certificate", () => {
    expect(fieldIn('תואר מהנדס אזרחי, אוניברסיטת בוקרשט, 1995')?.id).toBe('civil-engineering');
    expect(fieldIn('مهندس كهربائي، جامعة النجاح')?.id).toBe('electrical-engineering');
    expect(findEducation(['مهندس تطبيقي كهرباء، كلية عتيد، 2013'], [])).toEqual({
      level: 'certificate',
      field: 'electrical-engineering',
    });
  });

  it('is no degree in a job line outside an education section', () => {
    const text = 'Dan Levi\nExperience\n2015 – 2020 Mechanical Engineer, Tel Aviv University\n';
    expect(education(text).level).toBe('');
  });
});

describe('round 25: edu25 — a university and a field with no degree word', () => {
  it("is a bachelor's under an education heading", () => {
    expect(education('דנה כהן\nהשכלה\n2012–2015 אוניברסיטת חיפה – כלכלה\n')).toEqual({
      level: 'bachelor',
      field: 'economics',
    });
    expect(education('Dana Cohen\nEducation\nUniversity of Haifa, Economics, 2012–2015\n')).toEqual({
      level: 'bachelor',
      field: 'economics',
    });
    expect(education('دانا كوهين\nالتعليم\nجامعة حيفا – علم الاجتماع، 2010 – 2013\n')).toEqual({
      level: 'bachelor',
      field: 'sociology',
    });
  });

  it('is no degree for a course, extension studies or a preparatory year at a university', () => {
    expect(findEducation(['קורס ניהול פרויקטים, אוניברסיטת תל אביב, 2019'], []).level).not.toBe('bachelor');
    expect(findEducation(['מכינה קדם-אקדמית, אוניברסיטת חיפה', '12 שנות לימוד'], []).level).toBe(
      'high_school',
    );
    expect(findEducation(['Tel Aviv University, 2015'], []).level).toBe('');
  });
});

describe('round 25: edu25 — technicians of electricity and mechanics, veterinary nursing, machining', () => {
  it('reads a technician or a practical engineer in electricity as electrical engineering', () => {
    expect(findEducation(['شهادة فني كهرباء، كلية أورط، كرميئيل، 2008 – 2010'], [])).toEqual({
      level: 'certificate',
      field: 'electrical-engineering',
    });
    expect(fieldIn('טכנאי חשמל, מכללת עמל, 2012')?.id).toBe('electrical-engineering');
    expect(fieldIn('Practical Engineer in Electricity, ORT Technical College, 2011')?.id).toBe(
      'electrical-engineering',
    );
    // An electrician's course stays no field, as most labels have it (e05, h24, n09).
    expect(findEducation(['קורס חשמלאי מוסמך, מכללת אורט, 2009', '12 שנות לימוד'], []).field).toBe('');
  });

  it("reads a mechanical technician as mechanical engineering, not a car's mechanic", () => {
    expect(fieldIn('Mechanical Technician, Amal College, 2012')?.id).toBe('mechanical-engineering');
    expect(fieldIn('فني ميكانيكا، كلية الجليل')?.id).toBe('mechanical-engineering');
    expect(fieldIn('فني ميكانيكا سيارات، معهد التأهيل المهني')).toBeNull();
    expect(fieldIn('Practical Software Engineer (Handasai), Ort Singalovsky College')?.id).toBe(
      'software-engineering',
    );
  });

  it('reads veterinary nursing as no field, and machining technology as mechanical engineering', () => {
    expect(findEducation(['Diploma in Veterinary Nursing, University of Pretoria, 2014 – 2016'], [])).toEqual(
      {
        level: 'certificate',
        field: '',
      },
    );
    expect(fieldIn('סיעוד וטרינרי, מכללת רופין')).toBeNull();
    expect(fieldIn('1999 - 2003   Technical college diploma, Machining technology, Yekaterinburg')?.id).toBe(
      'mechanical-engineering',
    );
  });
});

describe('round 25: edu25 — certifications and courses', () => {
  it('reads a professional certification named by its letters as a certificate', () => {
    expect(findEducation(['PMP, PMI, 2019', 'High school diploma'], []).level).toBe('certificate');
    expect(findEducation(['CISSP, 2021', 'בגרות מלאה'], []).level).toBe('certificate');
    expect(findEducation(['CCNA، 2020', 'توجيهي'], []).level).toBe('certificate');
  });

  it('reads a course of a language or of office software as no programme', () => {
    expect(findEducation(['קורס אנגלית מדוברת, 2019', 'בגרות מלאה, 2012'], [])).toEqual({
      level: 'high_school',
      field: '',
    });
    expect(findEducation(['English course, British Council, 2018', 'High school diploma'], []).level).toBe(
      'high_school',
    );
    expect(findEducation(['توجيهي (الفرع العلمي)، 2012', 'دورة إكسل متقدم'], []).level).toBe('high_school');
    // A course to teach or translate a language trains for an occupation.
    expect(findEducation(['קורס הוראת אנגלית, מכללת בית ברל (300 שעות)'], []).level).toBe('certificate');
  });

  it('reads a course named first at a school as education wherever it stands, not a duty', () => {
    const at = (line: string, lang: 'he' | 'en' | 'ar') =>
      education(
        {
          he: `דנה כהן\nניסיון\n2019 – היום: קופאית, שופרסל\n${line}\nבגרות מלאה, 2009\n`,
          en: `Dana Cohen\nExperience\n2019 – present: Cashier, Shufersal\n${line}\nHigh school diploma, 2009\n`,
          ar: `دانا كوهين\nالخبرة\n2019 – اليوم: أمينة صندوق، شوفرسال\n${line}\nتوجيهي، 2009\n`,
        }[lang],
      ).level;
    expect(at('קורס הנהלת חשבונות, מכללת רמות, 2015', 'he')).toBe('certificate');
    expect(at('Bookkeeping course (Level 3), Ramot College, 2015', 'en')).toBe('certificate');
    expect(at('دورة مساعدات رياض أطفال، كلية سخنين، 2017', 'ar')).toBe('certificate');
    expect(at('- Taught the Python course, Open University', 'en')).toBe('high_school');
    expect(at('Course coordinator, Open University', 'en')).toBe('high_school');
  });
});

describe('round 25: edu25 — school finished, written otherwise', () => {
  it('reads "השכלה תיכונית", "12 שנ"ל", Arabic-Indic digits and "12 سنة دراسة" as high school', () => {
    expect(levelOf('השכלה תיכונית מלאה')).toBe('high_school');
    expect(levelOf('12 שנ"ל, תיכון אורט')).toBe('high_school');
    expect(levelOf('١٢ سنة تعليم، مدرسة الرامة')).toBe('high_school');
    expect(levelOf('12 سنة دراسة')).toBe('high_school');
  });

  it('reads a certificate of 12 years of school as the school, not a programme', () => {
    expect(findEducation(['תעודת סיום 12 שנות לימוד, 2009'], []).level).toBe('high_school');
  });

  it('reads school not graduated as no level', () => {
    expect(findEducation(['High school (did not graduate)'], []).level).toBe('');
    expect(findEducation(['תיכון עירוני, לא סיימתי'], []).level).toBe('');
  });
});

describe('round 25: edu25 — headings of education', () => {
  it('reads a heading with its letters spaced out, and "רקע אקדמי", "الخلفية الأكاديمية", "التأهيل المهني"', () => {
    expect(
      education(
        'Dana Cohen\nE D U C A T I O N\nPayroll accounting course, Hadassim College, 2019\nHigh school diploma\n',
      ).level,
    ).toBe('certificate');
    expect(education('דנה כהן\nה ש כ ל ה\nקורס חשבי שכר, מכללת הדסים, 2019\nבגרות מלאה\n').level).toBe(
      'certificate',
    );
    expect(education('דנה כהן\nרקע אקדמי\nקורס חשבי שכר, מכללת הדסים, 2019\n').level).toBe('certificate');
    expect(education('دانا كوهين\nالخلفية الأكاديمية\nجامعة حيفا – علم الاجتماع، 2013\n').level).toBe(
      'bachelor',
    );
    expect(education('دانا كوهين\nالتأهيل المهني\nدورة محاسبة رواتب، كلية الجليل، 2019\n').level).toBe(
      'certificate',
    );
  });
});

describe('round 25: edu25 — a subject studied at a college, with no degree or course word', () => {
  it('is a certificate in its field', () => {
    expect(findEducation(['הנהלת חשבונות, מכללת רמות, 2015', 'בגרות'], []).level).toBe('certificate');
    expect(
      findEducation(['Graphic Design, Vital College, 2016 (2 years)', 'High school diploma'], []),
    ).toEqual({
      level: 'certificate',
      field: 'design',
    });
    expect(findEducation(['تصفيف شعر، كلية الناصرة، 2016', 'توجيهي'], [])).toEqual({
      level: 'certificate',
      field: 'hairdressing-cosmetics',
    });
    expect(findEducation(['מזכירות רפואית – מכללת הדסה, 2011', 'בגרות'], []).level).toBe('certificate');
  });

  it("is no certificate for a secondary school's track or a college named with its town alone", () => {
    expect(findEducation(['Herzliya Hebrew Gymnasium, Physics and Mathematics, 2010'], []).level).toBe('');
    expect(findEducation(['בית ספר אורט, מגמת חשמל, 2011', '12 שנות לימוד'], []).level).toBe('high_school');
    expect(findEducation(['Ort College, Haifa, 2015', 'High school diploma'], []).level).toBe('high_school');
  });
});

describe('round 25: edu25 — a degree left, written otherwise', () => {
  it('counts no degree the line says was stopped, withdrawn or discontinued', () => {
    expect(
      findEducation(["תואר ראשון בכלכלה, אוניברסיטת חיפה – שנה ב' (הפסקתי את הלימודים)", 'בגרות מלאה'], []),
    ).toEqual({ level: 'high_school', field: '' });
    expect(
      findEducation(['B.Sc. Computer Science, Technion (withdrew after 2nd year)', 'High school diploma'], [])
        .level,
    ).toBe('high_school');
    expect(findEducation(['B.A. Economics (discontinued), Bar-Ilan University'], []).level).toBe('');
    expect(findEducation(['بكالوريوس هندسة مدنية، جامعة النجاح (غير مكتمل)', 'توجيهي'], []).level).toBe(
      'high_school',
    );
  });
});
