import { describe, expect, it } from 'vitest';
import { fieldIn, findEducation, levelOf } from './education.ts';

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

describe('round 20: practical engineer in Arabic words, trade and field names, short food-safety courses', () => {
  it('reads "هندسي عملي" / "مهندس عملي" (the practical engineer, הנדסאי) as a certificate in its branch', () => {
    expect(levelOf('هندسي عملي في هندسة الميكانيك، كلية براودة، 2015 – 2017')).toBe('certificate');
    expect(fieldIn('هندسي عملي في هندسة الميكانيك، كلية براودة، 2015 – 2017')?.id).toBe(
      'mechanical-engineering',
    );
    expect(levelOf('مهندس عملي كهرباء، كلية عتيديم، 2012')).toBe('certificate');
    expect(fieldIn('مهندس عملي كهرباء، كلية عتيديم، 2012')?.id).toBe('electrical-engineering');
    // The Hebrew and English words for the same programme, as before.
    expect(fieldIn('הנדסאי מכונות, מכללת בראודה, 2017')?.id).toBe('mechanical-engineering');
    expect(fieldIn('Practical Engineer in Mechanics, Braude College')?.id).toBe('mechanical-engineering');
    const lines = ['هندسي عملي في هندسة الميكانيك، كلية براودة، 2015 – 2017', 'بجروت، 2010'];
    expect(findEducation(lines, lines)).toEqual({ level: 'certificate', field: 'mechanical-engineering' });
  });

  it('reads political science in its plural Hebrew name, and a nail technician course as cosmetics', () => {
    expect(fieldIn('תואר ראשון במדעי המדינה, האוניברסיטה העברית, 2013')?.id).toBe('political-science');
    expect(fieldIn('B.A. Political Sciences, Bar-Ilan University')?.id).toBe('political-science');
    expect(fieldIn('بكالوريوس علوم سياسية، جامعة حيفا')?.id).toBe('political-science');
    expect(fieldIn('دورة فنية أظافر معتمدة، أكاديمية "نايل آرت" تل أبيب، 2017')?.id).toBe(
      'hairdressing-cosmetics',
    );
    expect(fieldIn('קורס ציפורניים מוסמך, 2019')?.id).toBe('hairdressing-cosmetics');
    expect(fieldIn('Certified Manicure course, 2019')?.id).toBe('hairdressing-cosmetics');
  });

  it('reads a food-safety (HACCP) course alone as no education', () => {
    for (const line of [
      'دورة سلامة الغذاء HACCP، 2020',
      'קורס היגיינת מזון HACCP, 2020',
      'Food safety course (HACCP), 2020',
    ]) {
      expect(findEducation([line], [line])).toEqual({ level: '', field: '' });
    }
  });
});

describe('round 21: a driver’s permit to carry hazardous goods', () => {
  it('is a licence, no education, in each language, whatever the line calls it', () => {
    for (const line of [
      'شهادة نقل مواد خطرة',
      'תעודת מוביל חומרים מסוכנים',
      'ADR certificate for dangerous goods, 2018',
    ]) {
      const lines = ['12 שנות לימוד, תיכון עירוני', line];
      expect(findEducation(lines, lines).level, line).toBe('high_school');
    }
  });

  it('is a programme when the line names the course', () => {
    const lines = ['תיכון עירוני', 'קורס הובלת חומרים מסוכנים (ADR) – מכללת "אור ירוק", 2015'];
    expect(findEducation(lines, lines).level).toBe('certificate');
  });
});

describe('round 21: a doctor’s degree of medicine or dentistry', () => {
  it('is a doctorate, written out or as its letters', () => {
    expect(levelOf('דוקטור לרפואת שיניים, אוניברסיטת תל אביב, 2010')).toBe('doctorate');
    expect(levelOf('דוקטור לרפואה, הטכניון, 2012')).toBe('doctorate');
    expect(levelOf('Doctor of Dental Medicine, Tel Aviv University, 2010')).toBe('doctorate');
    expect(levelOf('DDS, University of Michigan, 2009')).toBe('doctorate');
    expect(levelOf('دكتور في طب الأسنان، جامعة القدس، 2011')).toBe('doctorate');
    expect(levelOf('دكتور طب، جامعة الأردن، 2011')).toBe('doctorate');
    // (A doctor's assistant studied no doctorate.)
    expect(levelOf('קורס סייעות לרופא שיניים, 2014')).not.toBe('doctorate');
  });
});

describe('round 22: a completed non-degree programme is a certificate', () => {
  const level = (...lines: string[]) => findEducation(lines, lines).level;
  it('reads a course written after the school certificate on the same line', () => {
    expect(level('השכלה: 12 שנות לימוד, בגרות מלאה. קורס מנהלי משמרת, רמי לוי 2017')).toBe('certificate');
    expect(level('12 years of schooling, full matriculation. Store managers course, Shufersal 2017')).toBe(
      'certificate',
    );
    expect(level('12 سنة تعليم، شهادة بجروت. دورة إدارة فروع، شركة الهدى 2017')).toBe('certificate');
    // (The school certificate alone stays one.)
    expect(level('12 שנות לימוד, בגרות מלאה. תיכון אורט, 2010')).toBe('high_school');
  });

  it('reads studies named by the occupation they train for, at a school', () => {
    expect(level('2015 – 2016 לימודי שמאי רכב, מכללת אורט', '2010 בגרות מלאה')).toBe('certificate');
    expect(level('Insurance Agent studies, College of Insurance, 2016', 'Full matriculation, 2010')).toBe(
      'certificate',
    );
    expect(level('دراسة وكيل تأمين، كلية التأمين، 2016', 'شهادة بجروت، 2010')).toBe('certificate');
    // (Not studies of a field: "לימודי משפטים" is no occupation's programme.)
    expect(level('לימודי משפטים, המכללה למנהל (לא הושלם)', 'בגרות מלאה')).toBe('high_school');
  });

  it('reads a university’s extension studies and a certificate in brackets', () => {
    expect(level('2012 – לימודי עיצוב פנים, אוניברסיטת חיפה – היחידה ללימודי חוץ', '2005 – בגרות מלאה')).toBe(
      'certificate',
    );
    expect(level('2012 – לימודי גרפיקה, מכללת ספיר (תעודה)', '2005 – בגרות מלאה')).toBe('certificate');
    expect(level('Interior Design, Tel Aviv University Extension Studies, 2012', 'High school, 2005')).toBe(
      'certificate',
    );
    expect(level('تصميم داخلي، جامعة حيفا – التعليم المستمر، 2012', 'شهادة بجروت، 2005')).toBe('certificate');
  });

  it('leaves a licence alone no education', () => {
    expect(level('2017 – רישיון תיווך במקרקעין (בחינת רישוי, משרד המשפטים)', '2004 – בגרות מלאה')).toBe(
      'high_school',
    );
    expect(
      level('2017 – Real-estate brokerage licence, Ministry of Justice', '2004 – Full matriculation'),
    ).toBe('high_school');
    expect(level('2017 – رخصة وساطة عقارية، وزارة العدل', '2004 – شهادة بجروت')).toBe('high_school');
  });
});

describe('round 22: a call centre is a workplace, not the field of communications', () => {
  it('names no field', () => {
    const field = (...lines: string[]) => findEducation(lines, lines).field;
    expect(field('2020 دورة إدارة فرق في مراكز الاتصال، كلية سابير', '2013 شهادة بجروت')).toBe('');
    expect(
      field('2020 Team leader course for communication centres, Sapir College', '2013 matriculation'),
    ).toBe('');
    expect(field('2020 קורס ראש צוות במוקדי תקשורת, מכללת ספיר', '2013 בגרות')).toBe('');
    // (Communications studied stays the field.)
    expect(field('بكالوريوس في الاتصال، جامعة حيفا')).toBe('communications');
  });
});

describe('round 22: an American B.S. or M.S. before its field', () => {
  it('is a bachelor’s or a master’s degree', () => {
    expect(levelOf('B.S. in Exercise Science, Brooklyn College, 2015')).toBe('bachelor');
    expect(levelOf('M.S. in Chemistry, Rutgers University, 2012')).toBe('master');
    expect(levelOf('B.S. בביולוגיה, אוניברסיטת בר-אילן, 2014')).toBe('bachelor');
    expect(levelOf('B.S. في علم الأحياء، جامعة بيرزيت، 2014')).toBe('bachelor');
    // (Initials alone, "R.B.S. Logistics", are none.)
    expect(levelOf('R.B.S. Logistics, 2014')).toBe('');
  });
});

describe('round 22: a field named by the degree', () => {
  it('reads architecture from B.Arch, whatever the school is named for', () => {
    const field = (...lines: string[]) => findEducation(lines, lines).field;
    expect(field('B.Arch., Bezalel Academy of Arts and Design, 2016')).toBe('architecture');
    expect(field('B.Arch, בצלאל – אקדמיה לאמנות ועיצוב, 2016')).toBe('architecture');
    expect(field('B.Arch، أكاديمية بتسلئيل للفنون والتصميم، 2016')).toBe('architecture');
    expect(field('M.Arch, Technion, 2019')).toBe('architecture');
  });
});

describe('round 23: fields23 — education', () => {
  it('a school-leaving certificate named a certificate is high school', () => {
    expect(levelOf('National Senior Certificate (Matric), Pretoria, 2012')).toBe('high_school');
    expect(levelOf('Leaving Certificate, Dublin, 2010')).toBe('high_school');
    expect(findEducation(['GCSEs and A-levels, Leeds Grammar School, 2008'], []).level).toBe('high_school');
  });

  it("a certification exam's code names no field", () => {
    expect(fieldIn('Certifications: CompTIA A+, Microsoft MD-102')).toBeNull();
    expect(fieldIn('M.D., Hebrew University, 2012')?.id).toBe('medicine');
  });

  it('a practical engineer with the Hebrew name in brackets, then the field', () => {
    expect(fieldIn('Practical Engineer (Handasai) in Mechanics, Ort Braude College')?.id).toBe(
      'mechanical-engineering',
    );
  });

  it("a cook's course names culinary arts", () => {
    expect(findEducation(['2015 קורס טבחות מקצועית, משרד העבודה, חיפה'], []).field).toBe('culinary-arts');
    expect(findEducation(['دورة طباخ مهني، وزارة العمل، الناصرة، 2014'], []).field).toBe('culinary-arts');
  });
});

describe('round 23: fields23 — a degree under way said in the summary, certificates under the heading', () => {
  it('is the level, with the field it names', () => {
    expect(
      findEducation(
        ['Lifeguard certificate, Wingate Institute, 2021'],
        [
          'Student of chemistry at Tel Aviv University (2nd year).',
          'Lifeguard certificate, Wingate Institute, 2021',
        ],
      ),
    ).toEqual({ level: 'bachelor', field: 'chemistry' });
    expect(
      findEducation(
        ['קורס מדריכי כושר, מכון וינגייט, 2020'],
        ['סטודנטית לסיעוד, שנה שנייה', 'קורס מדריכי כושר, מכון וינגייט, 2020'],
      ),
    ).toEqual({ level: 'bachelor', field: 'nursing' });
    expect(
      findEducation(['دورة إسعاف أولي، 2019'], ['طالبة تمريض في جامعة حيفا', 'دورة إسعاف أولي، 2019']),
    ).toEqual({
      level: 'bachelor',
      field: 'nursing',
    });
  });
});

describe('round 24: edu24 — a practical engineer in computers studied computer science', () => {
  it('reads computers, computer technology and computer systems at that level as computer science', () => {
    expect(findEducation(['הנדסאי מחשבים (תוכנה), מכללת אורט סינגאלובסקי, 2019', 'CCNA, 2020'], [])).toEqual({
      level: 'certificate',
      field: 'computer-science',
    });
    expect(
      findEducation(['2016 – Practical Engineer (Handasai) in Computer Technology, Ashkelon College'], []),
    ).toEqual({ level: 'certificate', field: 'computer-science' });
    expect(findEducation(['هندسي (הנדסאי) أنظمة حاسوب، كلية أورط براودة، 2017'], [])).toEqual({
      level: 'certificate',
      field: 'computer-science',
    });
    expect(findEducation(['هندسائي حاسوب، كلية أورط، 2017'], []).field).toBe('computer-science');
  });

  it('keeps the first field a practical engineer names, and software as software engineering', () => {
    expect(findEducation(['הנדסאי אלקטרוניקה ומחשבים, מכללת "אורט" לוד, 2016'], []).field).toBe(
      'electrical-engineering',
    );
    expect(findEducation(['הנדסאי תוכנה, מכללת אורט, 2019'], []).field).toBe('software-engineering');
    // (A degree in computer engineering is computer science's since round 25: see its block below.)
    expect(findEducation(['B.Sc. הנדסת מחשבים, הטכניון, 2015'], []).field).toBe('computer-science');
  });
});

describe('round 24: edu24 — "Doctor of Philosophy" names no field', () => {
  it('reads the field written after it, and philosophy only when it is the subject', () => {
    expect(fieldIn('Doctor of Philosophy (Ph.D.), Chemistry, Hebrew University, 2017')?.id).toBe('chemistry');
    expect(fieldIn('Doctor of Philosophy in Biology, Weizmann Institute')?.id).toBe('biology');
    expect(fieldIn('Ph.D. in Philosophy, Tel Aviv University, 2015')?.id).toBe('philosophy');
    expect(fieldIn('דוקטורט בפילוסופיה, האוניברסיטה העברית')?.id).toBe('philosophy');
    expect(fieldIn('دكتوراه في الفلسفة، جامعة بيرزيت')?.id).toBe('philosophy');
  });
});

describe('round 24: edu24 — a course whose certificate a ministry of its trade issues', () => {
  it('is a certificate whatever its hours, with the field its trade names', () => {
    expect(
      findEducation(['2022   קורס סייעות גננות (120 שעות), משרד החינוך', '2014   בגרות, אולפנת בית שמש'], []),
    ).toEqual({ level: 'certificate', field: 'education' });
    expect(
      findEducation(
        ['دورة مساعدات رياض أطفال (120 ساعة)، وزارة التربية والتعليم، 2018', 'شهادة البجروت، 2012'],
        [],
      ),
    ).toEqual({ level: 'certificate', field: 'education' });
    expect(
      findEducation(
        [
          'Kindergarten assistant course (120 hours), Ministry of Education, 2018',
          'High school diploma, 2012',
        ],
        [],
      ),
    ).toEqual({ level: 'certificate', field: 'education' });
  });

  it('leaves its short courses and its licences no programme', () => {
    expect(findEducation(['קורס עזרה ראשונה, משרד הבריאות, 2019', 'בגרות מלאה'], []).level).toBe(
      'high_school',
    );
    expect(findEducation(['ترخيص وزارة الصحة، 2013', 'شهادة البجروت'], []).level).toBe('high_school');
    expect(
      findEducation(['First aid course, Ministry of Health, 2019', 'High school diploma'], []).level,
    ).toBe('high_school');
  });

  it('reads a teachers’ seminary as a certificate in education', () => {
    expect(findEducation(['בוגרת סמינר לגננות, מכללת לוינסקי, 2005'], [])).toEqual({
      level: 'certificate',
      field: 'education',
    });
    expect(findEducation(["Teachers' Seminary, Jerusalem, 1998"], [])).toEqual({
      level: 'certificate',
      field: 'education',
    });
    expect(findEducation(['دار المعلمين، رام الله، 1995'], [])).toEqual({
      level: 'certificate',
      field: 'education',
    });
  });
});

describe('round 24: edu24 — a short course of a trade when it is all the education stated', () => {
  it('is a certificate alone', () => {
    expect(findEducation(['دورة مقدمة رعاية (100 ساعة)، 2009'], []).level).toBe('certificate');
    expect(findEducation(['קורס מטפלות (120 שעות), 2015'], []).level).toBe('certificate');
    expect(findEducation(['Caregiver course (100 hours), 2012'], []).level).toBe('certificate');
  });

  it('a first-aid course or a workshop of hours never counts', () => {
    expect(findEducation(['First aid course (16 hours), 2019'], []).level).toBe('');
    expect(findEducation(['קורס שירות לקוחות (12 שעות), 2019'], []).level).toBe('');
  });
});

describe('round 24: edu24 — a course in office software is no programme', () => {
  it('adds nothing to a school certificate', () => {
    expect(findEducation(['2012 בגרות, תיכון "אורט" נתניה', '2020 קורס Excel מתקדם'], []).level).toBe(
      'high_school',
    );
    expect(findEducation(['شهادة البجروت، 2012', 'دورة Excel متقدم، 2020'], []).level).toBe('high_school');
    expect(
      findEducation(['High school diploma, 2012', 'Advanced Microsoft Office course, 2020'], []).level,
    ).toBe('high_school');
  });

  it('does not hide a trade the same course names', () => {
    expect(findEducation(['קורס Excel והנהלת חשבונות, 2020', 'בגרות'], [])).toEqual({
      level: 'certificate',
      field: 'accounting',
    });
  });
});

describe('round 24: edu24 — studies of a trade no degree teaches', () => {
  it('are a certificate', () => {
    expect(findEducation(['2014 לימודי מזכירות משפטית, מכללת "אורט", תל אביב'], []).level).toBe(
      'certificate',
    );
    expect(
      findEducation(['Secretarial studies, Hadassah College, 2010', 'High school diploma, 2008'], []).level,
    ).toBe('certificate');
    expect(findEducation(['دراسة السكرتارية الطبية، كلية أورط، 2015'], []).level).toBe('certificate');
  });
});

describe('round 24: edu24 — degrees written the ways people write them', () => {
  it('reads a degree under way with the year written out before the field', () => {
    expect(findEducation(['طالب في السنة الثالثة – هندسة كهربائية، التخنيون'], [])).toEqual({
      level: 'bachelor',
      field: 'electrical-engineering',
    });
    expect(findEducation(["סטודנטית בשנה ג' – סיעוד, אוניברסיטת אריאל"], [])).toEqual({
      level: 'bachelor',
      field: 'nursing',
    });
    expect(findEducation(['Student in year 3 – Economics, Tel Aviv University'], [])).toEqual({
      level: 'bachelor',
      field: 'economics',
    });
  });

  it('reads "BA" or "MA" alone on a line, its field on the next', () => {
    expect(findEducation(['BA', 'Psychology', 'University of Haifa, 2017'], [])).toEqual({
      level: 'bachelor',
      field: 'psychology',
    });
    expect(findEducation(['MA', 'Economics', 'Tel Aviv University'], [])).toEqual({
      level: 'master',
      field: 'economics',
    });
    expect(levelOf('BAR-ILAN')).toBe('');
  });

  it('reads an associate of applied science as a certificate', () => {
    expect(levelOf('Associate of Applied Science (A.A.S.) in Dental Hygiene, 2010')).toBe('certificate');
    expect(levelOf('A.A.S. Nursing, Miami Dade College')).toBe('certificate');
  });

  it('reads pedagogy as education', () => {
    expect(fieldIn('Specialist degree in Pedagogy, Kharkiv University, Ukraine, 1995')?.id).toBe('education');
    expect(fieldIn('תואר שני בפדגוגיה, אוניברסיטת מוסקבה')?.id).toBe('education');
  });

  it('reads the field of a "Diploma of Higher Education", not its name', () => {
    expect(fieldIn('Diploma of Higher Education in Nursing, London, 2009')?.id).toBe('nursing');
    expect(fieldIn('Certificate of Higher Education in Social Work')?.id).toBe('social-work');
  });
});

describe('round 24: edu24 — a course of the army or the fire service is no civilian programme', () => {
  it('adds nothing to a school certificate', () => {
    expect(
      findEducation(
        ['קורס לוחמי אש, המכללה הארצית לכבאות והצלה, 2012', 'רישיון נהיגה C, 2013', 'בגרות מלאה, 2002'],
        [],
      ).level,
    ).toBe('high_school');
    expect(findEducation(['קורס קצינים, צה"ל, 2010', 'בגרות מלאה, 2008'], []).level).toBe('high_school');
    expect(findEducation(['IDF combat medic course, 2014', 'High school diploma, 2012'], []).level).toBe(
      'high_school',
    );
    expect(
      findEducation(['دورة إطفائيين، سلطة الإطفاء والإنقاذ، 2015', 'شهادة البجروت، 2010'], []).level,
    ).toBe('high_school');
  });

  it('leaves a guards’ course the police licenses a certificate', () => {
    expect(
      findEducation(['קורס מאבטחים מוסמך – אגף האבטחה במשטרת ישראל, 2017', 'בגרות מלאה, 2006'], []).level,
    ).toBe('certificate');
  });
});

describe('round 24: edu24 — practical nursing and graphics', () => {
  it('reads a practical nursing programme as a certificate in nursing', () => {
    expect(findEducation(['Practical nursing program (LPN), 2012'], [])).toEqual({
      level: 'certificate',
      field: 'nursing',
    });
  });

  it('reads graphics as design', () => {
    expect(findEducation(['לימודי תעודה בגרפיקה, שנקר, 2012'], [])).toEqual({
      level: 'certificate',
      field: 'design',
    });
    expect(findEducation(['دبلوم جرافيك، كلية الناصرة، 2014'], [])).toEqual({
      level: 'certificate',
      field: 'design',
    });
  });
});

describe('round 24: lead — a school named by its town is no trade school; cooking studies are a trade', () => {
  it('reads "12 years of schooling" at a town\'s school as high school, not a teaching certificate (ar, he, en)', () => {
    const ar = findEducation(['12 سنة تعليم، مدرسة الرامة'], []);
    expect(ar.level).toBe('high_school');
    expect(ar.field).toBe('');
    expect(findEducation(['12 שנות לימוד, תיכון עירוני רמלה'], []).level).toBe('high_school');
    expect(findEducation(['12 years of schooling, Ramla'], []).level).toBe('high_school');
    // A school named by its trade still is one.
    expect(findEducation(['مدرسة التمريض، الناصرة، 2010–2012'], []).level).toBe('certificate');
  });

  it('reads studies of cooking or pastry at a college as a certificate (he, ar, en)', () => {
    expect(findEducation(['לימודי בישול מקצועי, מכללת תדמור, 2009–2010'], []).level).toBe('certificate');
    expect(findEducation(['دراسة الطهي، كلية الجليل، 2015–2016'], []).level).toBe('certificate');
    expect(findEducation(['Culinary studies, Tadmor College, 2015'], []).level).toBe('certificate');
    // Studies of a field degrees teach are not made a certificate by it.
    expect(findEducation(['לימודי משפטים, הקריה האקדמית אונו'], []).level).not.toBe('certificate');
  });
});

describe('round 25: fresh25b — school left before its last year is no level', () => {
  it('reads no level from a grade below the twelfth, even beside the high school it names', () => {
    expect(
      findEducation(['أنهيت الصف الحادي عشر، مدرسة كفر قاسم الثانوية', 'رخصة رافعة شوكية، 2015'], []).level,
    ).toBe('');
    expect(findEducation(["תיכון מקיף ה' אשדוד, עד כיתה י'"], []).level).toBe('');
    expect(findEducation(['תיכון דתי נווה ציון – 11 שנות לימוד'], []).level).toBe('');
    expect(findEducation(['Completed 10th grade, Ashdod High School'], []).level).toBe('');
    expect(findEducation(['Some high school, Ashdod'], []).level).toBe('');
    expect(findEducation(['تعليم: 9 سنوات، مدرسة القرية'], []).level).toBe('');
  });

  it('still reads finished school where the line says so', () => {
    expect(findEducation(["תיכון מקיף ה' אשדוד, כיתות ט'-י\"ב, בגרות מלאה"], []).level).toBe('high_school');
    expect(findEducation(['المدرسة الثانوية في الناصرة، أنهيت الصف الثاني عشر'], []).level).toBe(
      'high_school',
    );
    expect(findEducation(['Ashdod High School, 12th grade, 2010'], []).level).toBe('high_school');
    // A range of grades up to the twelfth is finished school.
    expect(findEducation(['תיכון "אורט" לוד, כיתה ט\'-י"ב'], []).level).toBe('high_school');
    expect(findEducation(['Lod High School, grade 10-12, 2009'], []).level).toBe('high_school');
    expect(findEducation(['مدرسة الناصرة الثانوية، من الصف التاسع حتى الثاني عشر'], []).level).toBe(
      'high_school',
    );
  });
});

describe('round 25: fresh25b — a safety course in Arabic with its preposition is a short course', () => {
  it('adds no level: "سلامة في العمل", "سلامة بالعمل", "أمان في العمل"', () => {
    expect(
      findEducation(['توجيهي، مدرسة الطيبة الثانوية، 2014', 'دورة سلامة في العمل، 2017'], []).level,
    ).toBe('high_school');
    expect(findEducation(['دورة سلامة بالعمل، 2016'], []).level).toBe('');
    expect(findEducation(['دورة أمان في العمل'], []).level).toBe('');
    expect(findEducation(['دورة صحة وسلامة مهنية، 2019'], []).level).toBe('');
    expect(findEducation(['קורס בטיחות בעבודה, 2017'], []).level).toBe('');
    expect(findEducation(['Health and Safety at Work course, 2017'], []).level).toBe('');
  });
});

describe("round 25: fresh25b — the school's name says nothing of a degree of another subject", () => {
  it('leaves the field empty when the years come first and the degree names an unlisted subject', () => {
    for (const line of [
      '1990 – 1995  M.Sc. in Metallurgy, National University of Construction and Architecture, Kharkiv',
      '1990 – 1995  M.Sc. במטלורגיה, האוניברסיטה הלאומית לבנייה ואדריכלות, חרקוב',
      '2005 – 2010  ماجستير في علم المعادن، كلية الهندسة المعمارية والبناء، خاركيف',
    ])
      expect(findEducation([line], []), line).toEqual({ level: 'master', field: '' });
  });

  it('reads a field written before "School" or "College" as the school\'s name, the entry\'s own field first', () => {
    expect(findEducation(['Lisbon Hospitality School – Diploma in Culinary Arts, 2014'], []).field).toBe(
      'culinary-arts',
    );
    expect(findEducation(['Jerusalem Tourism College – Diploma in Accounting, 2012'], []).field).toBe(
      'accounting',
    );
  });

  it("keeps the school's field for a course named by its occupation alone (tuning-o's o33 left)", () => {
    expect(findEducation(['Tour guide course, Jerusalem Tourism College, 2015'], []).field).toBe('tourism');
    expect(findEducation(['קורס טבחים, בית הספר לבישול מקצועי, 2015'], []).field).toBe('culinary-arts');
    expect(findEducation(['دورة مرشدين سياحيين، كلية السياحة، 2015'], []).field).toBe('tourism');
  });
});

describe('round 25: fresh25b — a degree in computer engineering is computer science', () => {
  it('reads computer engineering as computer science, and electrical and computer engineering as electrical', () => {
    expect(
      findEducation(
        ['بكالوريوس هندسة الحاسوب BEng – جامعة العلوم والتكنولوجيا الأردنية، إربد، 2011 – 2015'],
        [],
      ).field,
    ).toBe('computer-science');
    expect(findEducation(['תואר ראשון בהנדסת מחשבים, אוניברסיטת בן גוריון, 2015'], []).field).toBe(
      'computer-science',
    );
    expect(findEducation(['B.Sc. in Computer Engineering, Technion, 2015'], []).field).toBe(
      'computer-science',
    );
    expect(
      findEducation(['B.Sc. in Electrical and Computer Engineering, Ben-Gurion University, 2015'], []).field,
    ).toBe('electrical-engineering');
    expect(findEducation(['תואר ראשון בהנדסת חשמל ומחשבים, אוניברסיטת בן גוריון, 2015'], []).field).toBe(
      'electrical-engineering',
    );
    expect(findEducation(['بكالوريوس هندسة الكهرباء والحاسوب، التخنيون، 2015'], []).field).toBe(
      'electrical-engineering',
    );
  });
});

describe("round 25: fresh25b — communications engineering is electrical engineering's, not media's", () => {
  it('reads telecommunications as electrical engineering, the first field named first', () => {
    expect(findEducation(['B.Sc. הנדסת תקשורת ומחשבים, אוניברסיטת בן גוריון'], []).field).toBe(
      'electrical-engineering',
    );
    expect(findEducation(['B.Sc. Communication Systems Engineering, Ben-Gurion University'], []).field).toBe(
      'electrical-engineering',
    );
    expect(findEducation(['بكالوريوس هندسة الاتصالات والحاسوب، جامعة بيرزيت'], []).field).toBe(
      'electrical-engineering',
    );
    expect(
      findEducation(['B.Sc. in Computer and Communication Engineering, Lebanese University'], []).field,
    ).toBe('computer-science');
  });

  it('keeps communications for the studies of media', () => {
    expect(findEducation(['B.A. in Communication, Sapir College'], []).field).toBe('communications');
    expect(findEducation(['תואר ראשון בתקשורת, המכללה למנהל'], []).field).toBe('communications');
    expect(findEducation(['بكالوريوس في الإعلام والاتصال، جامعة بيرزيت'], []).field).toBe('communications');
  });
});

describe('round 25: fresh25b — the technikum of the former USSR is a school', () => {
  it("reads a technician's programme there as a certificate", () => {
    expect(findEducation(['טכנאי מכונות, טכניקום חרקוב, אוקראינה, 1995'], [])).toEqual({
      level: 'certificate',
      field: 'mechanical-engineering',
    });
    expect(findEducation(['Electronics technician, Minsk Radio Technikum, 1994'], [])).toEqual({
      level: 'certificate',
      field: 'electrical-engineering',
    });
    expect(findEducation(['فني إلكترونيات، تكنيكوم خاركيف، أوكرانيا، 1995'], [])).toEqual({
      level: 'certificate',
      field: 'electrical-engineering',
    });
  });
});

describe('round 25: fresh25b — a degree abbreviation that names its field', () => {
  it('reads the field of BBA, B.Des, BFA, BPT, B.O.T., B.Mus, MPA and EMBA, in any language around them', () => {
    const cases: Array<[string, string, string]> = [
      ['BBA, Reichman University, 2016', 'bachelor', 'business-administration'],
      ['BBA, המרכז הבינתחומי הרצליה, 2016', 'bachelor', 'business-administration'],
      ['بكالوريوس BBA، جامعة بيرزيت، 2016', 'bachelor', 'business-administration'],
      ['B.Des, שנקר, 2015', 'bachelor', 'design'],
      ['BFA, בצלאל, 2015', 'bachelor', 'arts'],
      ['BPT, جامعة أريئيل، 2015', 'bachelor', 'physiotherapy'],
      ['B.O.T., Hebrew University, 2015', 'bachelor', 'occupational-therapy'],
      ['B.Mus., האקדמיה למוסיקה ירושלים, 2012', 'bachelor', 'music'],
      ['MPA, Harvard Kennedy School, 2019', 'master', 'public-administration'],
      ['EMBA, Tel Aviv University, 2020', 'master', 'business-administration'],
    ];
    for (const [line, level, field] of cases)
      expect(findEducation([line], []), line).toEqual({ level, field });
  });

  it('reads no degree from a company named MPA', () => {
    expect(findEducation([], ['Team lead, MPA Logistics, 2015 – 2019']).level).toBe('');
  });
});

describe('round 25: level25 — a completed course of a trade is a certificate, whatever its length', () => {
  it('beside a school certificate, with its hours or without', () => {
    const beside = (course: string, school: string) => findEducation([course, school], []).level;
    expect(beside('קורס מטפלות סיעודיות (120 שעות), 2018', 'בגרות מלאה, תיכון מקיף, 2001')).toBe(
      'certificate',
    );
    expect(beside('קורס מאבטחים (80 שעות), 2012', '12 שנות לימוד, 2008')).toBe('certificate');
    expect(beside('קורס בריסטה מקצועי, 2019', '12 שנות לימוד')).toBe('certificate');
    expect(beside('Bartending course (60 hours), 2016', 'High school diploma, 2010')).toBe('certificate');
    expect(beside("Electrician's course (180 hours), ORT, 2008", '12 years of school, 2005')).toBe(
      'certificate',
    );
    expect(beside('Purchasing course (90 hours), 2016', 'High school diploma, 2010')).toBe('certificate');
    expect(beside('دورة مقدمي رعاية (120 ساعة) – 2016', 'شهادة التوجيهي، 2005')).toBe('certificate');
    expect(beside('دورة أمناء مخازن (40 ساعة)، 2019', 'شهادة البجروت، 2012')).toBe('certificate');
    expect(beside('دورة تصفيف شعر، 2018', '12 سنة تعليم، مدرسة الرامة')).toBe('certificate');
  });

  it('licences, safety and first-aid, office, language courses, workshops and army courses stay no level', () => {
    const beside = (course: string, school: string) => findEducation([course, school], []).level;
    expect(beside('קורס עזרה ראשונה (16 שעות)', 'בגרות חלקית')).toBe('high_school');
    expect(beside('קורס מלגזה (40 שעות), 2016', 'בגרות, 2010')).toBe('high_school');
    expect(beside('רישיון נהיגה C', '12 שנות לימוד')).toBe('high_school');
    expect(beside('סדנת שירות לקוחות (24 שעות)', '12 שנות לימוד')).toBe('high_school');
    expect(beside('קורס קצינים, צה"ל, 2010', 'בגרות, 2008')).toBe('high_school');
    expect(beside('Advanced Excel course (30 hours), 2019', 'High school diploma, 2010')).toBe('high_school');
    expect(beside('English course, Berlitz, 2015', 'High school diploma, 2010')).toBe('high_school');
    expect(beside('Forklift licence, 2016', 'High school diploma, 2010')).toBe('high_school');
    expect(beside('Marketing workshop (30 hours), 2021', 'High school diploma, 2010')).toBe('high_school');
    expect(beside('دورة إسعاف أولي (20 ساعة)', 'شهادة التوجيهي، 2005')).toBe('high_school');
    expect(beside('دورة لغة عبرية، 2012', 'شهادة البجروت، 2010')).toBe('high_school');
    expect(beside('ورشة تسويق (30 ساعة)', 'شهادة البجروت، 2010')).toBe('high_school');
    expect(beside('رخصة قيادة عمومية', 'شهادة التوجيهي، 2005')).toBe('high_school');
  });

  it('reads a course after a school certificate on its line, between commas', () => {
    expect(findEducation(['בגרות מלאה, קורס מטפלות סיעודיות (120 שעות)'], []).level).toBe('certificate');
    expect(findEducation(['توجيهي 2016، دورة باريستا (40 ساعة)'], []).level).toBe('certificate');
    expect(findEducation(['High school diploma, 2010, Bartending course (40 hours)'], []).level).toBe(
      'certificate',
    );
    expect(findEducation(['12 שנות לימוד, קורס עזרה ראשונה'], []).level).toBe('high_school');
    expect(findEducation(['High school diploma, English course, 2012'], []).level).toBe('high_school');
    expect(findEducation(['شهادة البجروت، دورة سلامة في العمل'], []).level).toBe('high_school');
  });

  it("reads no course's length in the hours of a job's week", () => {
    expect(findEducation(['Music Academy, piano teacher (18 hours a week)'], []).level).toBe('');
    expect(findEducation(['מורה בבית ספר לאמנויות, 30 שעות שבועיות'], []).level).toBe('');
  });
});

describe('round 26: lead — engineering studied at a college is a degree', () => {
  it('reads engineering at a college named without "academic" as a bachelor, in he / en / ar', () => {
    expect(findEducation(['הנדסת תוכנה, מכללת אפקה, 2012-2016'], [])).toEqual({
      level: 'bachelor',
      field: 'software-engineering',
    });
    expect(findEducation(['2012-2016 הנדסת חשמל, מכללת סמי שמעון'], []).level).toBe('bachelor');
    expect(findEducation(['Software Engineering, Afeka College, 2012-2016'], []).level).toBe('bachelor');
    expect(findEducation(['هندسة برمجيات، كلية أورط براودة، 2012-2016'], []).level).toBe('bachelor');
  });

  it("keeps a practical engineer's or technician's programme, a diploma, a course and an unfinished study apart", () => {
    expect(findEducation(['הנדסאי תוכנה, מכללת אורט, 2012'], []).level).toBe('certificate');
    expect(findEducation(['דיפלומה בהנדסת חשמל, מכללת אורט'], []).level).toBe('certificate');
    expect(findEducation(['Mechanical Engineering Technician, ORT College'], []).level).toBe('certificate');
    expect(findEducation(['קורס הנדסת תוכנה, מכללת אפקה'], []).level).toBe('certificate');
    expect(findEducation(['هندسة كهرباء، كلية الجليل (لم أكمل)'], []).level).toBe('');
  });
});
