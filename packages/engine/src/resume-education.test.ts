import { describe, expect, it } from 'vitest';
import { findEducation, levelOf } from './education.ts';
import { parseResume } from './resume-fields.ts';

/**
 * Education: a programme's level and field as written, and what is no degree. Each case a variant of a
 * kind a tuning resume showed.
 */
const NOW = new Date('2025-06-15T00:00:00Z');

describe('education', () => {
  it('reads no degree in the month "March" of a date line, and no year of work is lost to it', () => {
    expect(levelOf('March 2016 – June 2020')).toBe('');
    expect(levelOf('M.Arch, Technion, 2012')).toBe('master');
    const text = 'Ron Tal\nExperience\nBlue Clinic — Receptionist\nMarch 2015 – March 2020\n';
    expect(parseResume(text, { now: NOW }).experienceYears).toBeGreaterThan(4.9);
  });

  it("does not take the field from a school's name when the degree names its own subject", () => {
    expect(
      findEducation(['Certificate in Optical Dispensing, Tel Aviv School of Medicine, 2014'], []).field,
    ).toBe('');
    expect(findEducation(['B.A., Faculty of Agriculture, Rehovot'], []).field).toBe('agriculture');
  });

  it("reads an Arabic practical engineer's diploma written out and agricultural sciences", () => {
    expect(findEducation(['دبلوم هندسي تطبيقي في الميكانيكا – كلية أورط، 2010'], []).field).toBe(
      'mechanical-engineering',
    );
    expect(findEducation(['بكالوريوس في العلوم الزراعية – جامعة القدس، 2015'], []).field).toBe('agriculture');
  });

  it('reads a hotel-keeping course as tourism and hospitality', () => {
    expect(findEducation(['קורס אחראי משק בית במלונאות – מכללת הגליל, 2017'], []).field).toBe('tourism');
    expect(findEducation(['دورة في الفندقة – كلية الجليل، 2016'], []).field).toBe('tourism');
  });

  it('reads a field whose name a line break cut in two', () => {
    const lines = ['بكالوريوس في الهندسة', 'الطبية الحيوية – كلية براودا، كرميئيل', '2010 – 2014'];
    expect(findEducation(lines, lines)).toEqual({ level: 'bachelor', field: 'biomedical-engineering' });
  });

  it('reads "BA, Marketing" as a bachelor\'s, and not a state\'s "MA," as a master\'s', () => {
    const ba = ['BA, Marketing, Reichman University (IDC Herzliya), 2016'];
    expect(findEducation(ba, ba).level).toBe('bachelor');
    const boston = ['Certificate in Nutrition, Boston, MA, USA, 2015'];
    expect(findEducation(boston, boston).level).toBe('certificate');
  });

  it('reads "BA" and "MA" without dots before a Hebrew or Arabic field', () => {
    const he = ['2010–2013 | BA חשבונאות וכלכלה | האוניברסיטה העברית בירושלים'];
    expect(findEducation(he, he)).toEqual({ level: 'bachelor', field: 'accounting' });
    const ma = ['MA עבודה סוציאלית, אוניברסיטת חיפה, 2015'];
    expect(findEducation(ma, ma)).toEqual({ level: 'master', field: 'social-work' });
  });

  it('does not take "Arts" or "Science" of a degree\'s name for a field', () => {
    const ba = ['Bachelor of Arts in Economics, Tel Aviv University, 2014'];
    expect(findEducation(ba, ba)).toEqual({ level: 'bachelor', field: 'economics' });
    const fine = ['Bachelor of Fine Arts, Bezalel Academy, 2014'];
    expect(findEducation(fine, fine).field).toBe('arts');
  });

  it('knows educational administration and aquaculture as fields', () => {
    const ar = ['ماجستير في الإدارة والتنظيم التربوي', 'جامعة حيفا', '2012'];
    expect(findEducation(ar, ar).field).toBe('education');
    const fish = ['دبلوم في الاستزراع السمكي', 'جامعة كفر الشيخ، مصر، 2014'];
    expect(findEducation(fish, fish)).toEqual({ level: 'certificate', field: 'agriculture' });
  });
});

describe('education field', () => {
  it("reads a nursing aide's and a pharmacist assistant's course as nursing and pharmacy", () => {
    const nursing = ['קורס כוח עזר סיעודי – משרד העבודה, 2016'];
    expect(findEducation(nursing, nursing)).toEqual({ level: 'certificate', field: 'nursing' });
    const aide = ['دورة مساعدة ممرضة – معهد الجليل، 2018'];
    expect(findEducation(aide, aide)).toEqual({ level: 'certificate', field: 'nursing' });
    const pharmacy = ['دبلوم مساعد صيدلي – كلية الجليل، 2016'];
    expect(findEducation(pharmacy, pharmacy)).toEqual({ level: 'certificate', field: 'pharmacy' });
    const he = ['קורס עוזרת רוקח – מכללת הדסה, 2014'];
    expect(findEducation(he, he)).toEqual({ level: 'certificate', field: 'pharmacy' });
  });

  it('takes the field of the next programme at the same level when the first names none', () => {
    const lines = ['קורס חשבי שכר – מכללת נתיב, 2019', 'הנהלת חשבונות סוג 3 – מכללת נתיב, 2018'];
    expect(findEducation(lines, lines)).toEqual({ level: 'certificate', field: 'accounting' });
    const en = [
      'Payroll Administration course, John Bryce, 2020',
      'Diploma in Accounting, Ort College, 2018',
    ];
    expect(findEducation(en, en)).toEqual({ level: 'certificate', field: 'accounting' });
    // Not from the school's name on the line under a programme.
    const school = ['دبلوم سكرتارية طبية', 'معهد الشرق للتعليم المهني، الطيبة', '2014 – 2015'];
    expect(findEducation(school, school)).toEqual({ level: 'certificate', field: '' });
    // Nor from a lower level.
    const lower = ['קורס חשבי שכר, 2019', 'בגרות מלאה במגמת חשבונאות, 2012'];
    expect(findEducation(lower, lower).field).toBe('');
  });

  it('reads a dotted B.P.T. as a bachelor over a certification beside it', () => {
    const lines = [
      'Certified Kinesio Taping Practitioner',
      'B.P.T. Physiotherapy, Tel Aviv University, 2016',
    ];
    expect(findEducation(lines, lines)).toEqual({ level: 'bachelor', field: 'physiotherapy' });
  });

  it('takes no field from the ministry that issued a course', () => {
    expect(findEducation(['קורס מטפלות במעונות יום, משרד החינוך, 2018'], []).field).toBe('');
    expect(findEducation(['دورة مدربي لياقة، وزارة التربية والتعليم، 2017'], []).field).toBe('');
    expect(findEducation(['קורס הנהלת חשבונות סוג 2, משרד העבודה'], []).field).toBe('accounting');
  });

  it('reads a baker’s or pastry cook’s course as culinary arts', () => {
    expect(findEducation(['תעודת אופה מקצועי, 2016'], []).field).toBe('culinary-arts');
    expect(findEducation(['دورة خبازة، مركز التأهيل المهني في الناصرة'], []).field).toBe('culinary-arts');
    expect(findEducation(['Pastry Diploma, Ecole Ferrandi, 2019'], []).field).toBe('culinary-arts');
  });

  it('counts no infection-control course as a programme', () => {
    const lines = ['קורס מניעת זיהומים לעובדי משק, 2022', 'בגרות חלקית, תיכון אורט'];
    expect(findEducation(lines, lines).level).toBe('high_school');
    expect(findEducation(['دورة مكافحة العدوى، 2021'], []).level).toBe('');
  });

  it("reads a trade's certificate in a licences section as a licence, a course there as education", () => {
    const resume = (item: string) =>
      parseResume(
        [
          'סמיר חורי',
          'ניסיון',
          'נהג אוטובוס, אגד, 2015 – 2024',
          'השכלה',
          'בגרות, תיכון עירוני',
          'רישיונות ותעודות',
          'רישיון נהיגה D',
          item,
        ].join('\n'),
        { now: NOW },
      ).educationLevel;
    expect(resume('תעודת מקצוע לנהג אוטובוס')).toBe('high_school');
    expect(resume('קורס נהגי אוטובוס, מכללת אגד, 2014')).toBe('certificate');
  });

  it('reads courses under a training heading', () => {
    const text = [
      'سامي خوري',
      'العمل',
      'طباخ | مطعم الميناء، عكا | 2016 – 2024',
      'التدريب',
      'دورة طبخ مهنية، كلية الطهي، حيفا، 2015',
    ].join('\n');
    const parsed = parseResume(text, { now: NOW });
    expect(parsed.educationLevel).toBe('certificate');
    expect(parsed.educationField).toBe('culinary-arts');
    expect(parsed.jobTitles).toEqual(['طباخ']);
  });

  it("reads a course's length in hours: a vocational programme from 200 hours, a trade's course under", () => {
    const programme = ['לימודי תמיכה טכנית ורשתות (350 שעות), מכללת אורט, 2019', 'בגרות, תיכון עירוני, 2016'];
    expect(findEducation(programme, programme)).toEqual({ level: 'certificate', field: '' });
    expect(findEducation(['Information Systems studies (450 hours), private college, 2021'], []).level).toBe(
      'certificate',
    );
    const short = ['دورة عمال مخازن (60 ساعة)، 2020', 'شهادة بجروت – مدرسة ثانوية، 2012'];
    // (Round 25: a course of a trade beside a school certificate is a certificate whatever its hours.)
    expect(findEducation(short, short).level).toBe('certificate');
    const carers = ['קורס מטפלות סיעודיות (100 שעות) – 2018', 'בגרות, תיכון מקיף, 2001'];
    expect(findEducation(carers, carers).level).toBe('certificate');
  });

  it('reads every bookkeeping grade, "הנהלת חשבונות סוג 1" to "סוג 3", as a certificate in accounting', () => {
    const lines = ['הנהלת חשבונות סוג 1 – מכללה אזורית, 2020', 'בגרות – תיכון מקיף, 2014'];
    expect(findEducation(lines, lines)).toEqual({ level: 'certificate', field: 'accounting' });
  });

  it('reads no master\'s degree in a title or an institution\'s name that says "Master"', () => {
    const lines = [
      'B.Sc. in Food Science, Volcani Institute, 2012',
      'Master Baker certificate, 2016',
      'Scrum Master (2019)',
    ];
    expect(findEducation(lines, lines)).toEqual({ level: 'bachelor', field: expect.any(String) });
    expect(levelOf('Certified Cicerone, Guild of Master Brewers, 2018')).toBe('');
    expect(levelOf("Master's degree in Public Policy, 2015")).toBe('master');
    expect(levelOf('Master of Social Work, 2015')).toBe('master');
    expect(levelOf('Masters in Finance – Reichman University')).toBe('master');
  });

  it("reads a pharmacist's assistant course by its Hebrew name (סייעת רוקח) as pharmacy", () => {
    expect(findEducation(['קורס סייעות רוקח (600 שעות) – מכללה, 2015'], []).field).toBe('pharmacy');
    expect(findEducation(['סייעת רוקח מוסמכת, 2012'], []).field).toBe('pharmacy');
  });
});

describe("a trade's programme named by the trade's noun", () => {
  const fieldOf = (line: string) =>
    parseResume(`Dana Levi\n\nEducation\n${line}\n`, { now: new Date('2025-06-15') }).educationField;

  it('gives the field: hotel reception is tourism, barbering is hairdressing', () => {
    expect(fieldOf('Hotel Reception Certificate (220 hours), Tadmor College, Eilat, 2019')).toBe('tourism');
    expect(fieldOf('دورة حلاقة رجالية – كلية ستايل برو، حيفا، 2011')).toBe('hairdressing-cosmetics');
  });
});

describe('round 17: a degree named by its field alone', () => {
  it('reads a graduate or a student of a known field as a bachelor, in each language', () => {
    for (const line of [
      'בוגרת ריפוי בעיסוק, המכללה האקדמית צפת',
      'סטודנט שנה ב׳ להנדסת מכונות, מכללת שנקר',
      'תואר בכלכלה, האוניברסיטה הפתוחה',
      'Economics student, Reichman University (2nd year)',
      'Degree in Social Work, Sapir College',
      'خريجة علاج وظيفي، جامعة حيفا',
      'طالب سنة ثالثة في كلية الحقوق، الجامعة العبرية',
    ])
      expect(findEducation([line], []).level, line).toBe('bachelor');
    expect(findEducation(['בוגרת ריפוי בעיסוק, המכללה האקדמית צפת'], []).field).toBe('occupational-therapy');
    expect(findEducation(['طالب سنة ثالثة في كلية الحقوق'], []).field).toBe('law');
  });

  it('reads no degree in a course, a school or a student job', () => {
    expect(findEducation(['בוגר קורס אפייה, 2019'], []).level).toBe('certificate');
    expect(findEducation(['בוגרת סמינר לוינסקי'], []).level).toBe('');
    expect(findEducation(['משרת סטודנט במוקד שירות'], []).level).toBe('');
    expect(findEducation(['طالب ثانوي'], []).level).toBe('');
    expect(findEducation(['סטודנטית לסיעוד (לא הושלם)'], []).level).toBe('');
  });
});

describe('round 17: school-leaving certificates under their other names', () => {
  it('reads secondary school and twelfth grade as high school', () => {
    expect(levelOf('Secondary school certificate, Ort Karmiel')).toBe('high_school');
    expect(levelOf('Completed 12th grade, Amal school')).toBe('high_school');
    expect(levelOf('סיום 12 כיתות, מקיף ג׳')).toBe('high_school');
    expect(levelOf('أنهيت الصف الثاني عشر')).toBe('high_school');
  });
});

describe("round 17: a practical engineer's branch names its engineering field", () => {
  it('in Hebrew, English and Arabic', () => {
    expect(findEducation(['הנדסאי מיזוג אוויר, מכללת רמת גן'], []).field).toBe('mechanical-engineering');
    expect(findEducation(['Practical Engineer in Electronics, Ort Hermelin'], []).field).toBe(
      'electrical-engineering',
    );
    expect(findEducation(['Construction Practical Engineer, Ort Braude'], []).field).toBe(
      'civil-engineering',
    );
    expect(findEducation(['هندسائي تبريد وتكييف، كلية الجليل'], []).field).toBe('mechanical-engineering');
  });
});

describe('round 17: a field under its other names', () => {
  it('finds the field by the names people write for it', () => {
    const cases: Array<[string, string]> = [
      ['B.A. Middle East Studies, Tel Aviv University', 'international-relations'],
      ['بكالوريوس أدب عربي، جامعة بيرزيت', 'arabic'],
      ['קורס איפור מקצועי, 2018', 'hairdressing-cosmetics'],
      ['Makeup Artistry course, 2018', 'hairdressing-cosmetics'],
      ['دورة مكياج احترافي', 'hairdressing-cosmetics'],
      ['בוגרת קלינאית תקשורת, אוניברסיטת חיפה', 'communication-disorders'],
      ['بكالوريوس علاج فيزيائي', 'physiotherapy'],
      ['דיפלומה בשרשרת אספקה, 2016', 'logistics'],
      ['Diploma in Supply Chain, 2016', 'logistics'],
      ['دبلوم سلسلة التوريد', 'logistics'],
      ['Cooking course, Tadmor, 2012', 'culinary-arts'],
    ];
    for (const [line, field] of cases) expect(findEducation([line], []).field, line).toBe(field);
  });

  it('leaves empty a field the list lacks whose name holds one it has', () => {
    for (const line of [
      'B.A. Liberal Arts, Amherst',
      'DMD – רפואת שיניים, האוניברסיטה העברית',
      'بكالوريوس طب الأسنان، جامعة دمشق',
      'B.Sc. Food Engineering, Technion',
      'תואר ראשון בהנדסת מזון',
      'M.A. Art Therapy, Lesley',
    ])
      expect(findEducation([line], []).field, line).toBe('');
  });
});

describe('round 17: an education entry in a resume with no education section', () => {
  it('reads a certificate from a school as a certificate', () => {
    const lines = [
      'Dana Levi',
      'Yoga teacher, Studio Om, 2018 – now',
      'Yoga instructor certificate, Wingate Institute, 2017',
    ];
    expect(findEducation([], lines).level).toBe('certificate');
    expect(findEducation([], ['תעודת טבח, מכללת תדמור, 2010']).level).toBe('certificate');
  });

  it('reads none from a job at a school', () => {
    expect(findEducation([], ['Course coordinator, Open University, 2015 – 2019']).level).toBe('');
  });
});

describe('round 17: each kind of programme in the three languages', () => {
  it("reads a technician's programme at a school as a certificate", () => {
    for (const line of [
      'טכנאית שיניים, מכללת רמת גן, 2012',
      'Dental technician, Hadassah College, 2012',
      'فنية أسنان، كلية الجليل، 2012',
    ])
      expect(findEducation([line], []).level, line).toBe('certificate');
    expect(findEducation(['טכנאי מחשבים, 2014 – 2019'], []).level).toBe('');
  });

  it('reads vocational training, a bootcamp and a certified trade in Arabic and Hebrew spellings', () => {
    expect(findEducation(['تدريب مهني في اللحام، 2011'], []).level).toBe('certificate');
    expect(findEducation(['بوتكامب تطوير ويب، 2021'], []).level).toBe('certificate');
    expect(findEducation(['בוטקמפ פיתוח ווב, 2021'], []).level).toBe('certificate');
    expect(findEducation(['فني تبريد معتمد، 2016'], []).level).toBe('certificate');
  });

  it("reads a bookkeeper's grade and an associate degree in each language", () => {
    expect(findEducation(['Bookkeeping level 2, 2013'], []).level).toBe('certificate');
    expect(findEducation(['مسك دفاتر درجة 2، 2013'], []).level).toBe('certificate');
    expect(findEducation(['محاسب درجة 3'], []).level).toBe('certificate');
    expect(findEducation(['A.S. in Nursing, Miami Dade College'], []).level).toBe('certificate');
  });

  it('reads no programme in a defensive-driving course', () => {
    expect(findEducation(['קורס נהיגה מונעת, 2019'], []).level).toBe('');
    expect(findEducation(['Defensive driving course, 2019'], []).level).toBe('');
  });

  it('reads a degree studied for after "ל" as a bachelor', () => {
    expect(findEducation(['לומדת לתואר במשפטים, הקריה האקדמית אונו'], []).level).toBe('bachelor');
    expect(findEducation(['לומדת לתואר במשפטים, הקריה האקדמית אונו'], []).field).toBe('law');
  });
});

describe('round 17: degrees abbreviated in Hebrew letters, teaching in Arabic', () => {
  it('reads ב.א. as a bachelor and מ.א. as a master, with their fields', () => {
    expect(findEducation(['ב.א. בתקשורת, המכללה למנהל'], [])).toEqual({
      level: 'bachelor',
      field: 'communications',
    });
    expect(findEducation(['מ.א. בקרימינולוגיה'], [])).toEqual({ level: 'master', field: 'criminology' });
    expect(levelOf('מ.אבטחה')).toBe('');
  });

  it('reads a teaching certificate in Arabic as education', () => {
    expect(findEducation(['شهادة تدريس، كلية أورانيم'], []).field).toBe('education');
  });
});

describe('round 18: a degree in management, the word alone', () => {
  it('reads business administration in each language', () => {
    for (const line of [
      'תואר ראשון בניהול, המכללה האקדמית ספיר, 2015',
      'תואר ראשון במנהל, המכללה למנהל',
      'بكالوريوس إدارة، جامعة بيرزيت، 2014',
      'B.A. in Management, Ruppin Academic Center, 2016',
    ])
      expect(findEducation([line], []).field, line).toBe('business-administration');
  });

  it('reads none from management of something, or from a school named for it', () => {
    expect(findEducation(['Project Management course, 2019'], []).field).toBe('');
    expect(findEducation(['B.A., College of Management, 2015'], []).field).toBe('');
    expect(findEducation(['B.Sc. Information Systems, College of Management'], []).field).toBe(
      'information-systems',
    );
  });
});

describe('round 18: a field under its other names', () => {
  it('reads "educational" after what it qualifies as education, a field before it first', () => {
    expect(findEducation(['ماجستير في الاستشارة التربوية، جامعة حيفا'], []).field).toBe('education');
    expect(findEducation(['תואר שני בטכנולוגיה חינוכית, 2019'], []).field).toBe('education');
    expect(findEducation(['M.A. ביעוץ חינוכי, אוניברסיטת חיפה'], []).field).toBe('education');
    expect(findEducation(['ماجستير علم النفس التربوي، جامعة اليرموك'], []).field).toBe('psychology');
  });

  it("reads a hotel's trades as tourism", () => {
    for (const line of [
      'Hotel housekeeping supervision course, Tadmor College, 2018',
      'קורס ניהול משק בית במלון, מכללת תדמור, 2018',
      'دورة إشراف فندقي، كلية الناصرة، 2018',
    ])
      expect(findEducation([line], []).field, line).toBe('tourism');
  });

  it('reads communication disorders under its other names', () => {
    for (const line of [
      'תואר ראשון בהפרעות תקשורת, אוניברסיטת חיפה',
      'B.Sc. Communication Sciences and Disorders, 2014',
      'بكالوريوس اضطرابات اللغة والكلام، 2014',
    ])
      expect(findEducation([line], []).field, line).toBe('communication-disorders');
  });
});

describe('round 18: an unfinished degree names the field of no other entry', () => {
  it('leaves the field of a course under it to the course', () => {
    for (const lines of [
      ['B.Sc. Computer Science (not completed), Open University', 'Welding course, Ministry of Labour, 2016'],
      ['תואר ראשון בכלכלה (לא הושלם)', 'קורס רתכות, משרד העבודה, 2016'],
      ['بكالوريوس محاسبة (لم يكتمل)', 'دورة لحام، وزارة العمل، 2016'],
    ])
      expect(findEducation(lines, []), lines[0]).toEqual({ level: 'certificate', field: '' });
  });
});

describe("round 18: a course of the state's vocational training is a certificate", () => {
  it('reads a Ministry of Labour or Economy course as a certificate, whatever its hours', () => {
    for (const line of [
      'קורס מטפלים סיעודיים (120 שעות), משרד העבודה, 2018',
      'Carpentry course (150 hours), Ministry of Economy, 2016',
      'دورة نجارة (150 ساعة)، وزارة العمل، 2016',
    ])
      expect(findEducation([line], []).level, line).toBe('certificate');
  });

  it('reads one under a courses heading or in no section at all', () => {
    const text = [
      'خالد بشارات',
      'بستاني',
      '052-7718405',
      'الخبرة',
      '2016 – حتى الآن: بستاني، شركة الجليل',
      'دورات',
      'دورة بستنة، وزارة العمل، 2012',
      'رخصة قيادة B',
    ].join('\n');
    expect(parseResume(text, { now: NOW }).educationLevel).toBe('certificate');
    expect(findEducation([], ['Gardening course, Ministry of Labour, 2012']).level).toBe('certificate');
  });

  it('reads no programme in its short courses or licences', () => {
    expect(findEducation(['קורס עבודה בגובה, משרד העבודה, 2020'], []).level).toBe('');
    expect(findEducation(['Forklift course, Ministry of Labor, 2017'], []).level).toBe('');
    expect(findEducation(['رخصة رافعة شوكية – وزارة العمل، 2017'], []).level).toBe('');
  });
});

describe('round 18: words that name no field of the entry', () => {
  it('reads no field in the education heading run on to the entry', () => {
    expect(findEducation(["Education Bachelor's degree, 2022"], []).field).toBe('');
    expect(findEducation(['EDUCATION Minsk State University, Bachelor (2017 – 2021)'], []).field).toBe('');
    expect(findEducation(['השכלה: תואר ראשון בכלכלה, 2015'], []).field).toBe('economics');
    expect(findEducation(['B.Ed. Education, Kibbutzim College'], []).field).toBe('education');
  });

  it('reads no field in a sentence under the entry', () => {
    const lines = [
      'Certificate in Front End, 2020',
      '- Built websites and landing pages, worked with art directors and designers on every release.',
    ];
    expect(findEducation(lines, [])).toEqual({ level: 'certificate', field: '' });
  });
});

describe('round 18: a school named by the trade it teaches, in Arabic', () => {
  it('reads it as a certificate in its field, a school named otherwise not', () => {
    expect(findEducation(['مدرسة الطهي، 2015'], [])).toEqual({
      level: 'certificate',
      field: 'culinary-arts',
    });
    expect(findEducation(['בית ספר לבישול, 2015'], [])).toEqual({
      level: 'certificate',
      field: 'culinary-arts',
    });
    expect(findEducation(['مدرسة الأمل، 2005'], []).level).toBe('');
  });
});

describe('round 19: a courses or education label opening a line', () => {
  it('makes its programme count as in a section of its own', () => {
    const en =
      'Eyal Mor\nBarista\n050-2214408\nCourses: Coffee Academy professional barista course (2018)\nSkills: latte art';
    expect(parseResume(en, { now: NOW }).educationLevel).toBe('certificate');
    const he = 'רותם גבאי\nמאפרת כלות\n050-2214408\nקורסים והכשרות: קורס איפור מקצועי, סטודיו ליאת, 2017';
    expect(parseResume(he, { now: NOW }).educationLevel).toBe('certificate');
    const ar = 'ريم عودة\nمصففة شعر\n050-2214408\nالدورات: دورة تصفيف شعر، 2016';
    expect(parseResume(ar, { now: NOW }).educationLevel).toBe('certificate');
  });

  it('but a line labelled otherwise is not education', () => {
    const text = 'Eyal Mor\nBarista\n050-2214408\nHobbies: a pottery course (2018)';
    expect(parseResume(text, { now: NOW }).educationLevel).toBe('');
  });
});

describe('round 19: a field named by its trade or its other half', () => {
  it("reads a travel agents' course as tourism", () => {
    expect(findEducation(['Travel consultant course, Ort Hermelin, 2015'], []).field).toBe('tourism');
    expect(findEducation(['קורס סוכנות נסיעות ותיירות נכנסת, 2011'], []).field).toBe('tourism');
    expect(findEducation(['دورة وكيل سفريات، الناصرة 2014'], []).field).toBe('tourism');
  });

  it('reads industrial management as industrial engineering and management', () => {
    expect(findEducation(['B.Sc. Industrial and Management Engineering, Ariel University'], []).field).toBe(
      'industrial-engineering',
    );
    expect(findEducation(['תואר ראשון בניהול תעשייתי, 2010'], []).field).toBe('industrial-engineering');
    expect(findEducation(['بكالوريوس الإدارة الصناعية، 2009'], []).field).toBe('industrial-engineering');
  });
});

describe('round 20: biochemistry', () => {
  it('reads it as chemistry, in each language', () => {
    expect(findEducation(['M.Sc. Biochemistry, St. Petersburg State University, 2005'], []).field).toBe(
      'chemistry',
    );
    expect(findEducation(['תואר שני בביוכימיה, האוניברסיטה העברית, 2012'], []).field).toBe('chemistry');
    expect(findEducation(['ماجستير في الكيمياء الحيوية، جامعة حيفا، 2014'], []).field).toBe('chemistry');
  });
});

describe('round 21: degreeWordAlone, the degree on a line of its own and its subject on the next', () => {
  it('reads the field from the next line, however long it runs, in each language', () => {
    const read = (lines: string[]) => findEducation(lines, lines);
    expect(
      read(['B.Sc.', 'in Nursing (in progress), Tel Aviv University, Faculty of Medicine, 2022 – present']),
    ).toEqual({
      level: 'bachelor',
      field: 'nursing',
    });
    expect(
      read(['תואר ראשון', 'בסיעוד, אוניברסיטת תל אביב, הפקולטה לרפואה (בלימודים, סיום צפוי 2026)']),
    ).toEqual({
      level: 'bachelor',
      field: 'nursing',
    });
    expect(read(['بكالوريوس', 'في التمريض، جامعة تل أبيب، كلية الطب، 2014 – 2018، بتقدير جيد جدًا'])).toEqual({
      level: 'bachelor',
      field: 'nursing',
    });
  });
});
