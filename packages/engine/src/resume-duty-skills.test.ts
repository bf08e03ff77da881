import { describe, expect, it } from 'vitest';
import { analyzeResume } from './resume-analysis.ts';
import { dutySkills, toolsWorkedWith } from './resume-duty-skills.ts';
import { parseResume } from './resume-fields.ts';
import { headingKind } from './resume-sections.ts';
import { namedTools } from './resume-tools.ts';
import { findSkills } from './resume-skills.ts';

/**
 * A resume with no skills section: its skills are the duties and tools its work lines name, as
 * written (made-up resumes, in Hebrew, Arabic and English).
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

const WAITRESS = [
  'דנה לוי',
  'מלצרית',
  '050-1234567 | dana.levi@example.com | חיפה',
  'ניסיון תעסוקתי',
  '2019 – היום | מלצרית בכירה | מסעדת הים, חיפה',
  '• קבלת הזמנות והגשת מנות לשולחנות',
  '• אחריות על משמרת של 5 מלצרים',
  '• תיעוד הזמנות במסופון יד',
  'השכלה',
  'בגרות מלאה, תיכון חוגים, חיפה, 2015',
];

describe('duty skills of a resume with no skills section', () => {
  it('reads a Hebrew duty bullet as its activities, trimmed of how many and with which device', () => {
    const skills = parse(WAITRESS).skills;
    expect(skills).toEqual(
      expect.arrayContaining([
        'קבלת הזמנות',
        'הגשת מנות לשולחנות',
        'אחריות על משמרת',
        'תיעוד הזמנות',
        'מסופון יד',
      ]),
    );
    // Not the place, the employer or the number of waiters.
    expect(skills.join(' ')).not.toMatch(/חיפה|מסעדת|מלצרים|\d/u);
  });

  it('reads an Arabic duty bullet so, the product by its name and a shared object kept whole', () => {
    const skills = parse([
      'سامي ناصر',
      'طباخ',
      '052-7654321 | sami.nasser@example.com | عكا',
      'الخبرة العملية',
      'طباخ رئيسي – مطعم البيت، عكا (2018 – حتى الآن)',
      '• تحضير الصلصات وتتبيل اللحوم',
      '• إدارة طاقم من 4 طباخين',
      '• طلب المواد الخام في تطبيق Orderly',
      '• تنظيف وتعقيم المطبخ',
      'التعليم',
      'شهادة بجروت – مدرسة عكا الثانوية، 2010',
    ]).skills;
    expect(skills).toEqual(
      expect.arrayContaining([
        'تحضير الصلصات',
        'تتبيل اللحوم',
        'إدارة طاقم',
        'طلب المواد الخام',
        'Orderly',
        'تنظيف وتعقيم المطبخ',
      ]),
    );
    expect(skills).not.toContain('تنظيف');
    expect(skills.join(' ')).not.toMatch(/عكا|طباخين|\d/u);
  });

  it('reads an English duty bullet without its verbs, its place and its tool', () => {
    const skills = parse([
      'Tom Berger',
      'Warehouse Associate',
      '054-1112233 | tom.berger@example.com | Haifa',
      'Experience',
      'Warehouse Associate — Northline Logistics, Haifa | 2020 – present',
      '- Cycle counting and damage inspections in the cold store',
      '- Plan and lead safety briefings for the night shift',
      '- Returns processing on the Zebra scanners',
      'Education',
      'High school diploma, Haifa, 2014',
    ]).skills;
    expect(skills).toEqual(
      expect.arrayContaining([
        'Cycle counting',
        'damage inspections',
        'safety briefings',
        'Returns processing',
        'Zebra',
      ]),
    );
    expect(skills.join(' ')).not.toMatch(/Plan|lead|cold store|night shift/);
  });

  it('reads a sentence of duties under a job head that opens with a role word', () => {
    const skills = parse([
      'רונית שמש',
      'רכזת משאבי אנוש',
      '054-7778899 | ronit.shemesh@example.com | פתח תקווה',
      'ניסיון',
      '2018 – היום | רכזת משאבי אנוש | אלקטרה מוצרי צריכה, פתח תקווה',
      'אחראית על קליטת עובדים חדשים, ראיונות עבודה ועריכת חוזים.',
      'השכלה',
      'B.A. בסוציולוגיה, אוניברסיטת בר אילן, 2015',
    ]).skills;
    expect(skills).toEqual(expect.arrayContaining(['קליטת עובדים חדשים', 'עריכת חוזים']));
  });

  it('reports no duty of a resume that lists its skills, but the device its lines say was used', () => {
    const skills = parse([...WAITRESS, 'כישורים', 'שירות לקוחות, עבודה בלחץ, Excel']).skills;
    expect(skills).not.toContain('קבלת הזמנות');
    expect(skills).not.toContain('תיעוד הזמנות');
    // (A machine or device the experience lines say was used is a skill of a listing resume too.)
    expect(skills).toContain('מסופון יד');
  });

  it('keeps the concepts a duty names for matching, reported once, as written', () => {
    const analysis = analyzeResume(
      [
        'רון כהן',
        'סדרן מחסן',
        '052-1110000 | ron.cohen@example.com | אשדוד',
        'ניסיון',
        '2018 – היום | סדרן | מחסני הדרום, אשדוד',
        '• ניהול מלאי תרופות והזמנות מספקים',
      ].join('\n'),
      { now: NOW },
    );
    expect(analysis.skills).toContain('ניהול מלאי תרופות');
    expect(analysis.skills).not.toContain('inventory-management');
    expect(analysis.matchingSkills).toContain('inventory-management');
  });
});

describe('the kinds of a duty line', () => {
  it('takes the duty before a colon, devices in brackets and after "ב", and cuts a long one at whom it served', () => {
    expect(
      dutySkills([
        [
          'ניהול ספקים: קייטרינג, הגברה ותאורה',
          '• גיזום עצים (מכסחת, חרמש מוטורי)',
          '• הסעת עובדים למפעלי אזור התעשייה עמק שרה',
          '• דיווח תקלות למוסך',
          '• כתיבת דוחות במסופון יד',
        ],
      ]),
    ).toEqual([
      'ניהול ספקים',
      'מכסחת',
      'חרמש מוטורי',
      'גיזום עצים',
      'הסעת עובדים',
      'דיווח תקלות למוסך',
      'כתיבת דוחות',
      'מסופון יד',
    ]);
  });

  it('drops a product name from an Arabic duty and the "and" before the last duty of a list', () => {
    expect(
      dutySkills([
        ['• تشغيل رافعة برجية Liebherr 172 في مشاريع سكنية', '• مكافحة القوارض، وكتابة تقارير الزيارة'],
      ]),
    ).toEqual(['تشغيل رافعة برجية', 'مكافحة القوارض', 'كتابة تقارير الزيارة']);
  });

  it('reads what the summary says the person works with, and nothing else of it', () => {
    expect(
      dutySkills(
        [],
        ['אינסטלטור ותיק. עובד עם מצלמת צנרת ומכשיר אקוסטי לאיתור נזילות, ונותן אחריות על כל עבודה.'],
      ),
    ).toEqual(['מצלמת צנרת', 'מכשיר אקוסטי לאיתור נזילות']);
  });

  it('joins a line a PDF wrapped, and no line of one job with the next', () => {
    const summary = [
      'מנעולן עם ניסיון רב. עובד עם כלי פריצה לא הרסניים',
      'ומכונות שכפול מפתחות, ומתקין מנעולים.',
    ];
    expect(dutySkills([], summary)).toEqual(['כלי פריצה לא הרסניים', 'מכונות שכפול מפתחות']);
    const jobs = [['ניהול צוות של 4 נגרים, הרכבת רהיטים מעץ מלא'], ['הדבקת קנטים והתקנות אצל לקוחות']];
    expect(dutySkills(jobs)).toEqual([
      'ניהול צוות',
      'הרכבת רהיטים מעץ מלא',
      'הדבקת קנטים',
      'התקנות אצל לקוחות',
    ]);
  });

  it('reads "activity of what", cuts at "using" and keeps a letter’s geresh', () => {
    expect(
      dutySkills([
        ['• Onboarding of new employees, including equipment and access cards'],
        ['• فحص الأنظمة باستخدام جهاز Fluke وإصدار تقارير'],
        ["בניית תוכנית עבודה שנתית והכנה לכיתה א'."],
      ]),
    ).toEqual([
      'Onboarding of new employees',
      'فحص الأنظمة',
      'إصدار تقارير',
      'בניית תוכנית עבודה שנתית',
      "הכנה לכיתה א'",
    ]);
  });

  it('keeps no object, place or word alone, and no tool named with what was done with it', () => {
    expect(
      dutySkills([
        ['• משמרות לילה בבניין', '• עבודה', '• meetings with parents', '• Power BI reports for managers'],
      ]),
    ).toEqual([]);
  });

  it('reads the duties after "responsible for", "עוסקת ב", "أعمل في", and the machine after "and work on"', () => {
    expect(
      dutySkills([
        ['• עוסקת בגביית תשלומים והפקת קבלות'],
        ['أعمل في صرف الوصفات الطبية وترتيب الأدوية على الرفوف'],
        ['خدمة الزبائن والعمل على ماكينة التذاكر'],
        ['Responsible for inventory counting and the grill station'],
      ]),
    ).toEqual([
      'גביית תשלומים',
      'הפקת קבלות',
      'صرف الوصفات الطبية',
      'ترتيب الأدوية',
      'خدمة الزبائن',
      'ماكينة التذاكر',
      'inventory counting',
    ]);
  });

  it('takes an achievement for no duty', () => {
    expect(
      dutySkills([['• שיפור זמני ליקוט ב-20%', '• Inventory optimization; reduced stock by 12%']]),
    ).toEqual(['Inventory optimization']);
  });
});

describe('skills headings', () => {
  it('reads "תחומי התמחות" as a skills heading, not an internship', () => {
    expect(headingKind('תחומי התמחות')).toBe('skills');
    expect(headingKind('התמחות')).toBe('experience');
  });
});

describe('a duty that names an exam or the language taught', () => {
  // Round 11: a job's bullet that names the matriculation exams ("הכנה לבגרות", "تحضير لامتحانات
  // البجروت") is a duty, not a degree that ran into the job; a language right after the activity is
  // what is taught ("הוראת אנגלית"), not the language the work was done in ("בעברית").
  it('reads the duties as written (he)', () => {
    const { skills } = parseResume(
      `יעלי ברק
מורה
yaeli.barak@example.com | 050-3737373

ניסיון בהוראה
2009 – היום | מורה, תיכון "חנה סנש", חדרה
- הוראת אנגלית, הכנה לבגרות.
- ריכוז מקצוע בבית הספר.`,
      { now: NOW },
    );
    expect(skills).toEqual(expect.arrayContaining(['הוראת אנגלית', 'הכנה לבגרות']));
  });

  it('reads the duties as written (ar)', () => {
    const { skills } = parseResume(
      `سهى غنايم
معلمة
suha.g@example.com | 052-8181818

الخبرة العملية
2010 - حتى الآن: معلمة، مدرسة سخنين الثانوية
• تدريس اللغة العربية، تحضير لامتحانات البجروت.`,
      { now: NOW },
    );
    expect(skills).toEqual(expect.arrayContaining(['تدريس اللغة العربية', 'تحضير لامتحانات البجروت']));
    expect(skills).not.toContain('teaching');
  });
});

describe('duties with their devices, helpers and objects', () => {
  const job = (lines: string[], lang: 'he' | 'ar' | 'en') =>
    parse([
      lang === 'he' ? 'רות כהן' : lang === 'ar' ? 'هالة سعيد' : 'Ruth Cohen',
      lang === 'he' ? 'ניסיון' : lang === 'ar' ? 'الخبرة' : 'Experience',
      lang === 'he' ? 'מטפלת, 2018 – 2024' : lang === 'ar' ? 'عاملة، 2018 – 2024' : 'Worker, 2018 – 2024',
      ...lines,
    ]).skills;

  it('reads a device wherever in the duty it is named, after where and to whom', () => {
    const he = job(['• הרמת מטופלים מהמיטה לכיסא הרחצה במנוף הרמה'], 'he');
    expect(he).toContain('מנוף הרמה');
    const ar = job(['• نقل البضائع في المستودع برافعة شوكية كهربائية'], 'ar');
    expect(ar).toContain('رافعة شوكية كهربائية');
    expect(ar).toContain('نقل البضائع');
  });

  it('cuts a duty at "according to", not a thing made to measure', () => {
    const he = job(['• הכנת מנות לפי מתכוני השף', '• ייצור ארונות לפי מידה'], 'he');
    expect(he).toEqual(expect.arrayContaining(['הכנת מנות', 'ייצור ארונות לפי מידה']));
    expect(he.join('|')).not.toMatch(/מתכוני/);
  });

  it('keeps two objects of one preposition together, no duty of their own', () => {
    const he = job(['• ליווי קשישים לרופא ולקופת חולים'], 'he');
    expect(he).not.toContain('לקופת חולים');
  });

  it('reads "on" before an activity as what was taught, "on" before a thing as where', () => {
    const ar = job(['• تعويد الطلاب على القراءة اليومية', '• ترتيب الأدوية على الرفوف'], 'ar');
    expect(ar).toEqual(expect.arrayContaining(['تعويد الطلاب على القراءة اليومية', 'ترتيب الأدوية']));
  });

  it('reads what the help was in as the duty of a helper', () => {
    expect(job(['• مساعدة الممرضة في قياس العلامات الحيوية'], 'ar')).toContain('قياس العلامات الحيوية');
    expect(job(['• סיוע לגננת בהכנת פעילויות יצירה'], 'he')).toContain('הכנת פעילויות יצירה');
  });

  it('reads no tool from the people a summary says the person works with', () => {
    const skills = parse([
      'هالة سعيد',
      'نبذة',
      'أحب العمل مع الأطفال وأتعامل بصبر ومسؤولية.',
      'الخبرة',
      'مساعدة في حضانة، 2018 – 2024',
      '• تبديل الحفاضات',
    ]).skills;
    expect(skills).toContain('تبديل الحفاضات');
    expect(skills.join('|')).not.toMatch(/الأطفال|أتعامل|مسؤولية/);
  });

  it('reads an English duty written as a gerund and its object, not a field ending in "-ing"', () => {
    const en = job(
      ['- Pruning vineyards and grafting young vines', '- Ran recruitment for sales and engineering roles'],
      'en',
    );
    expect(en).toEqual(expect.arrayContaining(['Pruning vineyards', 'grafting young vines']));
    expect(en).not.toContain('engineering roles');
  });

  it('reads a device a listing resume’s work lines say was used, in Arabic and in English', () => {
    const ar = parse([
      'هالة سعيد',
      'المهارات',
      'خدمة الزبائن، العمل تحت الضغط',
      'الخبرة',
      'حارسة أمن، 2018 – 2024',
      '• تفتيش الحقائب بجهاز الأشعة السينية',
    ]).skills;
    expect(ar).toContain('جهاز الأشعة السينية');
    const en = parse([
      'Ruth Cohen',
      'Skills',
      'Cabinet making, Wood finishing',
      'Experience',
      'Carpenter, 2018 – 2024',
      '- Operated a panel saw daily',
    ]).skills;
    expect(en).toContain('panel saw');
  });
});

describe('an Arabic or Hebrew duty and its objects', () => {
  const duties = (line: string) => dutySkills([[line]]);

  it('keeps whom a one-word activity was done with as its object', () => {
    expect(duties('• التنسيق مع مشرف الوردية عبر الهاتف')).toContain('التنسيق مع مشرف الوردية');
    expect(duties('• תיאום עם ספקי ציוד לפני כל אירוע')).toContain('תיאום עם ספקי ציוד');
    expect(duties('• עבודה מול ספקים והזמנת סחורה')).toEqual(
      expect.arrayContaining(['עבודה מול ספקים', 'הזמנת סחורה']),
    );
  });

  it("parts a list of duties before an activity of the form taf'ila", () => {
    expect(duties('• فحص يومي للمعدات وتعبئة نموذج السلامة')).toEqual(
      expect.arrayContaining(['فحص يومي للمعدات', 'تعبئة نموذج السلامة']),
    );
  });

  it('keeps a last word alone after "and" as another object of the duty', () => {
    expect(duties('• صيانة أنظمة التبريد والتدفئة')).toContain('صيانة أنظمة التبريد والتدفئة');
  });
});

describe('a duty said in the first person', () => {
  const duties = (line: string) => dutySkills([[line]]);

  it('reads the duty after "I carried out" and "I was responsible for", in Hebrew and Arabic', () => {
    expect(duties('• ביצעתי בידוק ביטחוני ושמירה על הסדר')).toContain('בידוק ביטחוני');
    expect(duties('• הייתי אחראית על קליטת סחורה')).toContain('קליטת סחורה');
    expect(duties('• أقوم بتفتيش الزوار عند المدخل الرئيسي')).toContain('تفتيش الزوار');
    expect(duties('• قمت بصيانة المكيفات في المباني')).toContain('صيانة المكيفات');
  });

  it('reads guarding, patrols and help as duties', () => {
    expect(duties('• אבטחת מתקנים וסיורים ברכב')).toEqual(
      expect.arrayContaining(['אבטחת מתקנים', 'סיורים ברכב']),
    );
    expect(duties('• עזרה בשיעורי בית')).toContain('עזרה בשיעורי בית');
  });

  it('reads no customer service from the desk a report went to', () => {
    const skills = parse(['דנה לוי', 'ניסיון', 'מאבטחת, 2019 – 2023', '• סיורים בשטח ודיווח למוקד']).skills;
    expect(skills).not.toContain('customer-service');
  });
});

describe('what a summary says the person is experienced in', () => {
  it('reads the activities after "experience in" and "used to", without where', () => {
    expect(
      dutySkills([['• x']], ['סייעת עם ניסיון של 6 שנים בהאכלת פעוטות ובהרדמתם בגן, אחראית ואמינה.']),
    ).toContain('האכלת פעוטות');
    expect(dutySkills([['• x']], ['נהגת מנוסה, רגילה לעבודה בלילות ולהובלת סחורה רגישה.'])).toEqual(
      expect.arrayContaining(['עבודה בלילות', 'הובלת סחורה רגישה']),
    );
    expect(dutySkills([['• x']], ['عاملة نظافة مع خبرة 5 سنوات في تنظيف الغرف وترتيب الأسرّة.'])).toEqual(
      expect.arrayContaining(['تنظيف الغرف', 'ترتيب الأسرّة']),
    );
    expect(
      dutySkills([['• x']], ['Gardener experienced in pruning fruit trees and grafting seedlings.']),
    ).toEqual(expect.arrayContaining(['pruning fruit trees', 'grafting seedlings']));
  });

  it('reads no duty from what a summary says was made, nor from objects it joins with "and"', () => {
    expect(dutySkills([['• x']], ['מהנדס עם 6 שנות ניסיון בבניית תשתיות ענן.'])).toEqual([]);
    expect(dutySkills([['• x']], ['שליח עם ניסיון בחלוקת חבילות ומסמכים בגוש דן.'])).toEqual([]);
  });

  it('reads no duty from a summary that says only what the person is like', () => {
    expect(dutySkills([['• x']], ['מטפלת סבלנית ואחראית, בעלת רכב.'])).toEqual([]);
  });
});

describe('a job head line that lists duties', () => {
  it('reads the duties of a line under the title though a piece reads like a title', () => {
    const skills = parse([
      'سمر خليل',
      'فنية دعم',
      '052-1112233 | samar.k@example.com | عكا',
      'الخبرة العملية',
      'فنية دعم – شركة الاتصالات، عكا (2018 – 2024)',
      'الرد على استفسارات المشتركين، حل الأعطال البسيطة، تسجيل البلاغات في نظام CRM',
      'التعليم',
      'بجروت – مدرسة عكا الثانوية، 2010',
    ]).skills;
    expect(skills).toEqual(
      expect.arrayContaining(['الرد على استفسارات المشتركين', 'حل الأعطال البسيطة', 'تسجيل البلاغات']),
    );
  });
});

describe('machines and devices a work line names', () => {
  it('reads a machine worked on, used or operated, by its noun and what follows', () => {
    expect(
      toolsWorkedWith([
        'تجهيز اللحوم والسلطات، العمل على فرن حطب وشواية غاز، استلام البضائع',
        'عدّ الإيرادات اليومية، استخدام ماكينة فرز العملات',
        'تشغيل فرن دوار وخلاطات عجين كبيرة',
      ]),
    ).toEqual(['فرن حطب', 'شواية غاز', 'ماكينة فرز العملات', 'فرن دوار', 'خلاطات عجين كبيرة']);
  });

  it('reads a camera a duty was done with', () => {
    expect(dutySkills([['• فحص الرطوبة في الجدران بكاميرا حرارية']])).toEqual(
      expect.arrayContaining(['فحص الرطوبة', 'كاميرا حرارية']),
    );
    expect(toolsWorkedWith(['Moved pianos and safes up the stairs with a stair-climbing lift.'])).toEqual([
      'stair-climbing lift',
    ]);
  });

  it('keeps a duty line apart from a long line before it without a stop', () => {
    expect(
      toolsWorkedWith([
        'إدارة المخبز وطاقم من ثمانية عاملين وطلب المواد الخام من الموردين',
        'تشغيل فرن نفقي وعجانة كبيرة',
      ]),
    ).toEqual(['فرن نفقي', 'عجانة كبيرة']);
  });
});

describe('what a work line names that is no tool or skill', () => {
  it('reads no tool from a job head line of its employer and its town', () => {
    const skills = parse([
      'מיכל אורן',
      'יועצת מס',
      '052-7654321 | michal.oren@example.com',
      'ניסיון',
      'יועצת מס בכירה | 2017 – היום',
      'NorthStar ניהול נכסים ושות׳, חיפה',
      '• הכנת דוחות שנתיים ללקוחות עסקיים',
      'השכלה',
      'B.A. בחשבונאות, אוניברסיטת חיפה, 2016',
    ]).skills;
    expect(skills).not.toContain('NorthStar');
  });

  it('reads the names after "coordinating with" as partners, not tools', () => {
    const tools = namedTools([
      'Booking carriers, tracking in CargoWise and coordinating with UPS and the port',
    ]);
    expect(tools).toContain('CargoWise');
    expect(tools).not.toContain('UPS');
  });

  it('keeps two words of one object joined by "and" in one duty', () => {
    const duties = dutySkills([['Coordinating air and sea freight for retail clients, customs release']]);
    expect(duties).not.toContain('Coordinating air');
  });
});

describe('English duties of a resume without a skills section', () => {
  it('reads two gerunds of one object, a measure of the thing, moves and the device used', () => {
    expect(
      dutySkills([
        [
          'Driving a 7.5-ton truck, wrapping and packing furniture, office moves, loading vans with a tail lift.',
        ],
      ]),
    ).toEqual(
      expect.arrayContaining([
        'Driving a 7.5-ton truck',
        'wrapping and packing furniture',
        'office moves',
        'tail lift',
      ]),
    );
  });

  it('keeps who the people are in the object of a Hebrew duty', () => {
    expect(dutySkills([['ליווי קשישים עם דמנציה, הכנת ארוחות']])).toContain('ליווי קשישים עם דמנציה');
  });
});

describe('round 16: people a work line was done with are no tools', () => {
  it('reads no tool from "עבודה עם משפחות ונוער בסיכון" or "العمل مع العائلات والشباب"', () => {
    expect(toolsWorkedWith(['עבודה עם משפחות ונוער בסיכון, כתיבת תסקירים לבית המשפט'])).toEqual([]);
    expect(toolsWorkedWith(['العمل مع العائلات والشباب في الحي'])).toEqual([]);
    // (A machine after the same words is still a tool.)
    expect(toolsWorkedWith(['עבודה עם מכונת CNC ומסור פורמטקה'])).not.toEqual([]);
  });
});

describe('round 16: English duties of two bare activities or of an activity and its device', () => {
  it('parts "grinding and painting" into two duties, not "wrapping and packing furniture"', () => {
    expect(dutySkills([['- grinding and painting']])).toEqual(['grinding', 'painting']);
    expect(dutySkills([['- Sanding and varnishing']])).toEqual(['Sanding', 'varnishing']);
    expect(dutySkills([['- Wrapping and packing furniture']])).toEqual(['Wrapping and packing furniture']);
  });
  it('reads the device alone of "cutting with a plasma cutter", the duty of "Leak detection with a thermal camera"', () => {
    expect(dutySkills([['- Reading welding drawings; cutting with a plasma cutter']])).toEqual([
      'plasma cutter',
      'Reading welding drawings',
    ]);
    expect(dutySkills([['- Leak detection with a thermal camera']])).toEqual(
      expect.arrayContaining(['thermal camera', 'Leak detection']),
    );
    expect(dutySkills([['- Coordinating with suppliers']])).toEqual(['Coordinating with suppliers']);
  });
});

describe('round 16: machines by their kind of noun, a device and a trolley too', () => {
  it('reads a device ("מכשיר …"), an autoclave and a trolley ("עגלת …") as machines operated', () => {
    expect(toolsWorkedWith(['• הפעלת מכשיר רנטגן פנורמי ואוטוקלאב'])).toEqual([
      'מכשיר רנטגן פנורמי',
      'אוטוקלאב',
    ]);
    expect(toolsWorkedWith(['• הפעלת עגלת משטחים חשמלית'])).toEqual(['עגלת משטחים חשמלית']);
    // (The longer reading of one device is the one kept.)
    expect(toolsWorkedWith(['שימוש במכשיר אולטרסאונד טיפולי ובמערכת Biodex.'])).toEqual([
      'מכשיר אולטרסאונד טיפולי',
    ]);
    // (No machine: people operated, "הפעלת קבוצות".)
    expect(toolsWorkedWith(['• הפעלת קבוצות ילדים'])).toEqual([]);
  });
});

describe('round 16: an Arabic device after "بال", with its article', () => {
  it('parts "تحميل وتفريغ بالرافعة الخلفية" into the duty and the device; machines in general name none', () => {
    expect(dutySkills([['- تحميل وتفريغ بالرافعة الخلفية']])).toEqual(['تحميل وتفريغ', 'الرافعة الخلفية']);
    expect(dutySkills([['- قص العشب بالآلات']])).toEqual(['قص العشب']);
  });
});

describe('round 17: screening devices and a device after "with"', () => {
  it('reads a screening device operated, or a device a duty was done with, in each language', () => {
    expect(toolsWorkedWith(['סריקת תיקים, הפעלת גלאי מתכות ושער בידוק בכניסה לבניין'])).toEqual(
      expect.arrayContaining(['גלאי מתכות', 'שער בידוק']),
    );
    expect(toolsWorkedWith(['סידור סחורה במחסן עם עגלת משטחים חשמלית'])).toContain('עגלת משטחים חשמלית');
    expect(toolsWorkedWith(['فحص الزوار عند البوابة مع كاشف معادن يدوي'])).toContain('كاشف معادن يدوي');
    expect(
      toolsWorkedWith([
        'Calibrated and cleaned the MRI contrast injectors; trained staff on the ICU infusion pumps',
      ]),
    ).toContain('ICU infusion pumps');
    // (Whom the work was with is no device: "עבודה עם ילדים".)
    expect(toolsWorkedWith(['הדרכת קבוצות עם ילדים ובני נוער'])).toEqual([]);
  });
});

describe('round 17: machines worked on, and an abbreviation in a duty', () => {
  it('reads the machines after "work on" in Arabic and Hebrew, with a type in Latin capitals', () => {
    expect(
      dutySkills([['تجميع خزائن المطبخ، عمل على المكبس الهيدروليكي وماكنة القص، تركيب الأبواب']]),
    ).toEqual(expect.arrayContaining(['المكبس الهيدروليكي', 'ماكنة القص']));
    expect(dutySkills([['تشكيل قطع الألمنيوم على ماكنة CNC ثلاثية المحاور']])).toContain(
      'ماكنة CNC ثلاثية المحاور',
    );
    expect(dutySkills([['עבודה על מכונת ליטוש ומסור סרט']])).toEqual(
      expect.arrayContaining(['מכונת ליטוש', 'מסור סרט']),
    );
  });
  it('keeps an abbreviation in brackets with the duty it names, in Hebrew and Arabic', () => {
    expect(dutySkills([["חיתוך לוחות סנדוויץ' (SIP) במסור שולחני, הרכבת קירות"]])).toContain(
      "חיתוך לוחות סנדוויץ' (SIP)",
    );
    expect(dutySkills([['تركيب ألواح الجبس (GRC) في المباني التجارية']])).toContain(
      'تركيب ألواح الجبس (GRC)',
    );
  });
});

describe('round 17: a device "with the help of" or "by means of"', () => {
  it('parts the device from its duty in Hebrew and Arabic', () => {
    expect(dutySkills([['העמסה ופריקה בעזרת רמפה הידראולית']])).toContain('רמפה הידראולית');
    expect(dutySkills([['نقل المواد إلى الطوابق العليا بواسطة رافعة برجية']])).toContain('رافعة برجية');
  });
});

describe('round 18: with whom the work was done, in Arabic', () => {
  it('reads no tool after "مع" but a machine or a Latin name; "على" still says the machine', () => {
    expect(dutySkills([], ['أعمل مع مقاولين ومهندسين وسلطات محلية منذ عشر سنوات'])).toEqual([]);
    const tools = toolsWorkedWith([
      'تنسيق الرحلات، العمل مع قسم الموارد البشرية ومع الإدارة',
      'العمل على رافعة شوكية وآلة تغليف',
    ]);
    expect(tools.join('|')).not.toMatch(/قسم|الإدارة/u);
    expect(tools).toContain('رافعة شوكية');
  });
});

describe('round 19: tools named in a sentence the job head runs on into', () => {
  it('reads a duty sentence that opens with a role word, in Hebrew, Arabic and English', () => {
    const he = parse([
      'רונית לוי',
      'טבחית',
      '050-1234567',
      'כישורים',
      'אפייה, תמחור',
      'ניסיון',
      'טבחית | מסעדת "הים" | 2019-',
      'אחראית על ייצור, עבודה עם מיקסר תעשייתי ותנור אבן.',
      'השכלה',
      'בגרות, 2010',
    ]).skills;
    expect(he).toEqual(expect.arrayContaining(['מיקסר תעשייתי', 'תנור אבן']));
    const ar = parse([
      'منى خوري',
      'خبازة',
      '052-7654321',
      'المهارات: العجين المخمر، تزيين الكعك',
      'الخبرة',
      'خبازة | مخبز النور، الناصرة | 2017 - حتى الآن',
      'مسؤولة عن الإنتاج اليومي، العمل على فرن حجري وعجانة صناعية.',
    ]).skills;
    expect(ar).toEqual(expect.arrayContaining(['فرن حجري', 'عجانة صناعية']));
  });

  it('reads the sentences after the dates of a head line, not an employer written with initials', () => {
    const he = parse([
      'משה כהן',
      'נהג',
      '050-1234567',
      'ניסיון:',
      '2011 - היום: נהג, חברת אגד, חיפה. עבודה עם אפליקציית Moovit ו-Waze.',
      '2005 - 2011: נהג חלוקה, א.ב. הובלות, חדרה',
      'כישורים: שירות לקוחות, ניווט.',
    ]).skills;
    expect(he).toEqual(expect.arrayContaining(['Moovit', 'Waze']));
    expect(he.join(' | ')).not.toMatch(/הובלות/);
    const ar = parse([
      'سامي ناصر',
      'سائق',
      '052-7654321',
      'الخبرة:',
      '2011 - الآن: سائق، شركة نقل، حيفا. العمل مع تطبيق Uber يوميا.',
      'المهارات: خدمة العملاء، الملاحة.',
    ]).skills;
    expect(ar).toContain('Uber');
    const en = parse([
      'Dana Weiss',
      'Dispatcher',
      '054-1234567',
      'EXPERIENCE',
      'Dispatcher, Egged Taavura, 2016 – present. Routes planned in Optibus and Trapeze.',
      'SKILLS',
      'Scheduling, radio dispatch',
    ]).skills;
    expect(en).toEqual(expect.arrayContaining(['Optibus', 'Trapeze']));
  });
});

describe('round 19: tools named after a colon that follows the dates of a head line', () => {
  it('reads them in English and Hebrew, not the title after dates that open the line', () => {
    const en = parse([
      'Omer Tal',
      'Embedded Developer',
      '050 222 3344',
      'Embedded Developer, Elbit, Haifa (2020 - now): drivers in Zephyr and FreeRTOS, board bring-up.',
      'Junior Developer, Rafael (2017 - 2020)',
      'SKILLS',
      'C, Linux',
    ]).skills;
    expect(en).toEqual(expect.arrayContaining(['Zephyr', 'FreeRTOS']));
    const he = parse([
      'יעל כץ',
      'מפתחת',
      '050-1234567',
      'ניסיון',
      'מפתחת תוכנה, אלביט, חיפה (2019 – 2022): פיתוח ממשקים ב-Qt ו-Yocto',
      'מתכנתת, רפאל (2016 – 2019)',
      'כישורים',
      'C++, Linux',
    ]).skills;
    expect(he).toEqual(expect.arrayContaining(['Qt', 'Yocto']));
  });
});

describe('round 19: names listed in an English work line beside a tool the lexicon knows', () => {
  it('reads every name of the list as a tool, not a list of clients', () => {
    const skills = parse([
      'Noam Peretz',
      'Data Engineer',
      '050 333 4455',
      'EXPERIENCE',
      'Data Engineer | Wix | 2021 – present',
      'Real-time pipelines for billing events: Kafka, Flink, ClickHouse.',
      'SKILLS',
      'SQL, Airflow',
    ]).skills;
    expect(skills).toEqual(expect.arrayContaining(['Flink', 'ClickHouse']));
    const accounts = parse([
      'Gal Navon',
      'Account Manager',
      '050 333 4455',
      'EXPERIENCE',
      'Account Manager | Bynet | 2019 – present',
      'Managed key enterprise accounts: Teva, Intel, Elbit.',
      'SKILLS',
      'Negotiation, Salesforce',
    ]).skills;
    expect(accounts.join(' | ')).not.toMatch(/Teva|Intel|Elbit/);
  });
});

describe("round 20: a machine's noun before its maker's name in a Hebrew or Arabic work line", () => {
  it('reports the machine as written, with its noun and what it does', () => {
    const he = parse([
      'אורי מזרחי',
      'זגג',
      '050-1234567',
      'כישורים',
      'חיתוך זכוכית, התקנת חלונות',
      'ניסיון',
      'זגג | זגגות הצפון | 2016 – היום',
      'חיתוך והתקנה, עבודה עם מכונת ליטוש Bavelloni, תפירה במכונת Juki ובאוברלוק Brother.',
    ]).skills;
    expect(he).toEqual(expect.arrayContaining(['מכונת ליטוש Bavelloni', 'מכונת Juki', 'אוברלוק Brother']));
    expect(he).not.toContain('Bavelloni');
    const ar = parse([
      'سامر حداد',
      'عامل مطبخ',
      '052-7654321',
      'المهارات: النظافة، إدارة طاقم',
      'الخبرة',
      'عامل مطبخ | فندق البحر | 2018 - حتى الآن',
      'غسيل الأواني، تشغيل غسالة الصحون الصناعية Hobart، العمل على فرن Unox.',
    ]).skills;
    expect(ar).toEqual(expect.arrayContaining(['غسالة الصحون الصناعية Hobart', 'فرن Unox']));
  });

  it('keeps a system, a device or a technology by its name alone', () => {
    const tools = namedTools([
      'עבודה במערכת Priority, בדיקה במכשיר Fluke 1664 ועבודה על מכונת CNC',
      'التشخيص بجهاز Launch X431 وماكينة قياس CMM',
    ]);
    expect(tools).toEqual(expect.arrayContaining(['Priority', 'Fluke 1664', 'Launch X431']));
    expect(tools.join(' | ')).not.toMatch(/מכונת CNC|ماكينة قياس CMM|מערכת|מכשיר|جهاز/);
  });
});

describe("round 20: a Hebrew device's adjective of kind", () => {
  it('keeps the adjective after a device of two words, in Hebrew; Arabic as before', () => {
    const he = dutySkills([
      ['ריפוד ספות ותפירת כיסויים במכונת תפירה תעשייתית', 'חיתוך לוחות במסור שולחני חשמלי'],
    ]);
    expect(he).toEqual(expect.arrayContaining(['מכונת תפירה תעשייתית', 'מסור שולחני חשמלי']));
    const ar = dutySkills([['خياطة الأغطية بماكينة خياطة صناعية']]);
    expect(ar).toContain('ماكينة خياطة صناعية');
  });

  it('does not run on into where or for whom the device was used', () => {
    const he = dutySkills([['שיוף דלתות במכונת שיוף בבית הלקוח']]);
    expect(he).toContain('מכונת שיוף');
    expect(he.join(' | ')).not.toMatch(/מכונת שיוף ב/);
  });
});

describe('round 20: an activity named in the plural', () => {
  it('reads a Hebrew plural of an activity noun as a duty, and an Arabic calculation', () => {
    const he = dutySkills([['הכנת שכר, חישובי פיצויים וגמר חשבון, דיווחים לביטוח לאומי ולמס הכנסה']]);
    expect(he).toEqual(
      expect.arrayContaining(['חישובי פיצויים וגמר חשבון', 'דיווחים לביטוח לאומי ולמס הכנסה']),
    );
    const ar = dutySkills([['إعداد الرواتب، حساب التعويضات، حساب كميات المواد']]);
    expect(ar).toEqual(expect.arrayContaining(['حساب التعويضات', 'حساب كميات المواد']));
  });

  it('ends a plural activity alone at the next activity after "and"', () => {
    const he = dutySkills([['התקנת מזגנים, קידוחים והעברת צנרת נחושת, עיקור וחיטוי מכשור']]);
    expect(he).toEqual(expect.arrayContaining(['העברת צנרת נחושת', 'עיקור וחיטוי מכשור']));
    expect(he.join(' | ')).not.toMatch(/קידוחים והעברת/);
  });

  it('leaves the National Insurance the duty reports to no insurance skill', () => {
    const skills = parse([
      'לימור כהן',
      'חשבת שכר',
      '050-1234567',
      'ניסיון',
      'חשבת שכר | משרד רו"ח | 2015 – היום',
      'הכנת שכר לעובדים, דיווחים לביטוח לאומי ולמס הכנסה, חישובי פיצויים.',
    ]).skills;
    expect(skills).not.toContain('insurance');
    expect(skills).toEqual(expect.arrayContaining(['הכנת שכר לעובדים', 'דיווחים לביטוח לאומי ולמס הכנסה']));
  });
});

describe('round 20: the National Insurance is an authority, not the insurance trade', () => {
  it('claims no insurance from its name, in Hebrew, Arabic and English', () => {
    for (const text of [
      'עבודה מול ביטוח לאומי ומס הכנסה',
      'التواصل مع التأمين الوطني',
      'Reports to National Insurance and HMRC',
    ])
      expect(
        findSkills(text).map((hit) => hit.concept.id),
        text,
      ).not.toContain('insurance');
    for (const text of ['מכירת ביטוח חיים', 'بيع التأمين على السيارات', 'Selling car insurance'])
      expect(
        findSkills(text).map((hit) => hit.concept.id),
        text,
      ).toContain('insurance');
  });
});

describe('round 20: a Latin name after "and" in a Hebrew or Arabic duty', () => {
  it('keeps the duty before it whole', () => {
    const he = dutySkills([['חידושי חוזים ו-upsell, טיפול בפניות לקוחות']]);
    expect(he).toContain('חידושי חוזים');
    expect(he.join(' | ')).not.toMatch(/upsell/);
    const ar = dutySkills([['تجديد عقود الزبائن وupsell، معالجة الشكاوى']]);
    expect(ar).toContain('تجديد عقود الزبائن');
    expect(ar.join(' | ')).not.toMatch(/upsell/);
  });
});

describe('round 20: a job written as a paragraph, its duties after a label', () => {
  it('reads the sentences after the one that holds the dates, in Arabic, Hebrew and English', () => {
    const ar = parse([
      'يوسف حداد',
      'مسؤول دفيئات',
      '050-1234567',
      'العمل',
      'منذ 2017 وحتى اليوم أعمل مسؤول دفيئات في مزارع "الوادي". مسؤولياتي: مراقبة الآفات، إدارة طاقم من 8 عمال، تخطيط برامج الري والتسميد بنظام Netafim.',
    ]).skills;
    expect(ar).toEqual(expect.arrayContaining(['مراقبة الآفات', 'إدارة طاقم', 'تخطيط برامج الري والتسميد']));
    const he = parse([
      'יוסי לוי',
      'מנהל חממות',
      '050-1234567',
      'ניסיון',
      'משנת 2016 ועד היום אני מנהל חממות במשק "הגליל". תחומי אחריות: ניטור מזיקים, הדברה ביולוגית, ניהול צוות עובדים.',
    ]).skills;
    expect(he).toEqual(expect.arrayContaining(['ניטור מזיקים', 'הדברה ביולוגית', 'ניהול צוות עובדים']));
    const en = dutySkills([
      ['Main duties: pest scouting, irrigation scheduling, greenhouse climate monitoring'],
    ]);
    expect(en).toEqual(
      expect.arrayContaining(['pest scouting', 'irrigation scheduling', 'greenhouse climate monitoring']),
    );
    expect(en.join(' | ')).not.toMatch(/duties/i);
  });

  it("keeps a duty's last activity before the tool it was done with, not work in a system", () => {
    const ar = dutySkills([['تخطيط برامج الري والتسميد بنظام Netafim']]);
    expect(ar).toContain('تخطيط برامج الري والتسميد');
    const he = dutySkills([['קבלת סחורה, ספירות מלאי ועבודה במערכת Priority']]);
    expect(he.join(' | ')).not.toMatch(/מלאי ועבודה/);
  });
});

describe('round 20: a system named in quotes after its noun', () => {
  it('reports the name alone, in Hebrew and Arabic', () => {
    const he = toolsWorkedWith(['הכנת שומות, עבודה עם מאגר העסקאות "נדלן נט" ועם תוכנת "מבט"']);
    expect(he).toEqual(expect.arrayContaining(['נדלן נט']));
    expect(he.join(' | ')).not.toMatch(/מאגר העסקאות/);
    const ar = toolsWorkedWith(['إعداد التقارير، العمل مع برنامج "حسابات" للمحاسبة']);
    expect(ar.join(' | ')).not.toMatch(/برنامج "/);
  });
});

describe('round 20: an abbreviation a work line says the work was done with', () => {
  it('reads a short capitals name after "with" in a Hebrew or Arabic line, not after other words', () => {
    expect(namedTools(['שמאות מקרקעין ועבודה עם GIS עירוני'])).toContain('GIS');
    expect(namedTools(['تخطيط المسارات والعمل مع GIS'])).toContain('GIS');
    expect(namedTools(['עבודה בצוות UX', 'פיתוח ממשקי UI'])).toEqual([]);
  });
});

describe('round 20: a name of a listed slash group, named again in a work line', () => {
  it('is the listed item, not another skill', () => {
    const skills = parse([
      'אלון ברק',
      'מהנדס תוכנה משובצת',
      '054-1234567',
      'ניסיון',
      '2018 – 2021 | מהנדס תוכנה משובצת | חברת מערכות, חיפה',
      'פיתוח קושחה ב-C על FreeRTOS, פרוטוקולי SPI, I2C ו-UART.',
      'כישורים',
      'C, FreeRTOS, SPI/I2C/UART, Git',
    ]).skills;
    expect(skills).toContain('SPI/I2C/UART');
    expect(skills).not.toContain('UART');
    const en = parse([
      'Omer Tal',
      'Network Technician',
      '050 222 3344',
      'EXPERIENCE',
      'Network Technician, Acme, Haifa (2020 - now)',
      '• Configured switches with Cisco IOS and monitored links in PRTG/Zabbix',
      'SKILLS',
      'Cisco IOS, PRTG/Zabbix, VLANs',
    ]).skills;
    expect(en).toContain('PRTG/Zabbix');
    expect(en.join(' | ')).not.toMatch(/(?:^|\| )(?:PRTG|Zabbix)(?: \||$)/);
  });
});

describe('round 20: tools listed after a label of tools in a work line', () => {
  it('reads each item, a device by its Latin abbreviation alone, in Arabic, Hebrew and English', () => {
    expect(toolsWorkedWith(['- فحص القطع بأدوات القياس: ميكرومتر، قدمة وماكينة قياس CMM'])).toEqual([
      'ميكرومتر',
      'قدمة',
      'CMM',
    ]);
    expect(toolsWorkedWith(['• בדיקת חלקים בכלי מדידה: מיקרומטר, קליבר ושעון מדידה'])).toEqual([
      'מיקרומטר',
      'קליבר',
      'שעון מדידה',
    ]);
    expect(toolsWorkedWith(['• Checked parts with measuring tools: micrometer, caliper and CMM.'])).toEqual(
      expect.arrayContaining(['micrometer', 'caliper', 'CMM']),
    );
  });

  it('reads no sentence after such a label', () => {
    expect(
      toolsWorkedWith(['Tools: quality reports, meetings with the customer about the delivery schedule.']),
    ).toEqual([]);
    expect(toolsWorkedWith(['ציוד: הזמנת ציוד חדש לכל המחלקות של בית החולים, תיאום מול ספקים'])).toEqual([]);
  });
});

describe("round 20: a licence's class and a credential's name among the work lines", () => {
  it("reads no tool from a licence's class, in Arabic, Hebrew and English lines", () => {
    expect(namedTools(['رخصة قيادة C1، شهادة العمل على الارتفاعات'])).toEqual([]);
    expect(namedTools(['רישיון נהיגה C+E, היתר עבודה בגובה'])).toEqual([]);
    expect(namedTools(['تركيب محولات SolarEdge'])).toEqual(['محولات SolarEdge']);
  });

  it('reads no duty or tool from a certificate named on a work line', () => {
    const ar = dutySkills([
      ['تركيب ألواح شمسية على الأسطح، العمل على المرتفعات.'],
      ['شهادة العمل على الارتفاعات'],
    ]);
    expect(ar).toContain('تركيب ألواح شمسية');
    expect(ar.join(' | ')).not.toMatch(/المرتفعات|الارتفاعات|شهادة/);
    const he = dutySkills([
      ['התקנת פאנלים סולאריים על גגות'],
      ['תעודת עבודה בגובה, היתר עבודה עם חומרים מסוכנים'],
    ]);
    expect(he).toContain('התקנת פאנלים סולאריים');
    expect(he.join(' | ')).not.toMatch(/תעודת|היתר|חומרים מסוכנים/);
  });
});

describe('round 20: an activity alone with the device it was done with', () => {
  it('reports both the activity and the device, in Hebrew and Arabic', () => {
    const he = dutySkills([['האכלה בעגלת מיקסר, טיפול בעגלות, ריתוך ברתכת MIG']]);
    expect(he).toEqual(expect.arrayContaining(['האכלה', 'עגלת מיקסר', 'טיפול בעגלות']));
    const ar = dutySkills([['التصوير بكاميرا حرارية، تنظيف الغرف']]);
    expect(ar).toEqual(expect.arrayContaining(['التصوير', 'كاميرا حرارية', 'تنظيف الغرف']));
  });

  it('reports no activity word alone without a device', () => {
    expect(dutySkills([['האכלה, טיפול בעגלות']])).toEqual(['טיפול בעגלות']);
  });
});

describe('round 20: a program named in Hebrew or Arabic letters, in quotes after its noun', () => {
  it('reports the name as written', () => {
    expect(
      namedTools([
        '- מעקב המלטות והזרעות בתוכנת "אפיפארם"',
        'إدخال الطلبات في برنامج "المحاسب" وتطبيق «دليفري»',
      ]),
    ).toEqual(['אפיפארם', 'المحاسب', 'دليفري']);
  });

  it('reads no quoted name without a program noun, nor an abbreviation with its gershayim', () => {
    expect(namedTools(['עבודה במשק "הגליל", עבודה עם מערכת נמ"ר', 'مزارع "الوادي"'])).toEqual([]);
  });
});

describe("round 20: the duties after a colon that follows a head line's dates and a note", () => {
  it('reads them in Hebrew, Arabic and English, a duty with its ages or a skill beside it', () => {
    const he = parse([
      'גלעד כהן | מאמן שחייה',
      '054-1187365',
      'מה אני עושה היום',
      'מאמן שחייה במכבי חיפה (משרה חלקית, 2021–היום): הדרכת אימוני שחייה לגילאי 12–16, בניית תוכניות אימון.',
      'לפני כן',
      'מציל בבריכה העירונית, 2018 – 2021 (עונתי): הצלה ועזרה ראשונה, פיקוח על שחייה חופשית.',
    ]).skills;
    expect(he).toEqual(
      expect.arrayContaining([
        'הדרכת אימוני שחייה',
        'בניית תוכניות אימון',
        'הצלה',
        // (As written since round 28, its concept first-aid kept for matching.)
        'עזרה ראשונה',
        'פיקוח על שחייה חופשית',
      ]),
    );
    expect(he.join(' | ')).not.toMatch(/לגילאי|הצלה ועזרה/);
    const ar = parse([
      'سامي عودة | مدرب سباحة',
      '054-1187365',
      'الخبرة',
      'مدرب سباحة في نادي الكرمل (دوام جزئي، 2020 – حتى الآن): تدريب فرق السباحة للأعمار 8–12، إعداد برامج التدريب.',
    ]).skills;
    expect(ar).toEqual(expect.arrayContaining(['تدريب فرق السباحة', 'إعداد برامج التدريب']));
    const en = parse([
      'Gil Cohen | Swimming Coach',
      '054-1187365',
      'EXPERIENCE',
      'Lifeguard, City Pool, 2018 – 2021 (seasonal): pool supervision, incident reporting, water rescue drills',
    ]).skills;
    expect(en).toEqual(expect.arrayContaining(['incident reporting', 'water rescue drills']));
  });
});

describe('round 20: names in a work line, read or left by what stands around them', () => {
  it('reads a Latin name joined to an Arabic or Hebrew prefix letter', () => {
    expect(namedTools(['تصحيح أخطاء باستخدام JTAG وOscilloscope'])).toEqual(['JTAG', 'Oscilloscope']);
    expect(namedTools(['إعداد التقارير بExcel وPower BI'])).toEqual(
      expect.arrayContaining(['Excel', 'Power BI']),
    );
  });

  it('leaves a common English word in lower case in a Hebrew or Arabic line', () => {
    expect(namedTools(['تطوير firmware لأنظمة اتصالات مع FreeRTOS'])).toEqual(['FreeRTOS']);
    expect(namedTools(['פיתוח firmware למערכות תקשורת ב-Zephyr'])).toEqual(['Zephyr']);
  });

  it('ends an English name at a stop, and reads no body as a tool', () => {
    expect(
      namedTools([
        'Engineer with 17 years in Ukraine and Israel. Registered engineer; registration with the Israeli Engineers Registrar in progress.',
        'Filed returns with the Israel Tax Authority using Shaam and Priority.',
      ]),
    ).toEqual(['Shaam', 'Priority']);
  });

  it('reads no maker of the devices a repair was for', () => {
    expect(
      namedTools(['تبديل شاشات وبطاريات لأجهزة iPhone وSamsung', 'תיקון מסכים למכשירי Apple ו-Samsung']),
    ).toEqual([]);
  });
});

describe('round 20: a slash group of a work line whose parts the list names', () => {
  it('is no skill of its own', () => {
    const skills = parse([
      'رامي شحادة',
      'مهندس برمجيات',
      '054-9902176',
      'الخبرة',
      'مهندس برمجيات، موبايلاي — 2022 – حتى الآن',
      'كتابة برمجيات C/C++ لوحدات المعالجة، تصحيح أخطاء باستخدام JTAG.',
      'المهارات',
      'C, C++, Python, Git',
    ]).skills;
    expect(skills).not.toContain('C/C++');
    expect(skills).toEqual(expect.arrayContaining(['C', 'C++', 'JTAG']));
  });
});

describe('round 20: a sentence of the work that names an exam taught toward', () => {
  it('is still a work line whose tools are read, in English and Hebrew', () => {
    const en = parse([
      'Michal Tal',
      'Junior Developer',
      '054-2231876',
      'Skills: JavaScript, React',
      'Experience',
      'English Teacher · Herzliya Gymnasium · 2010 – 2023',
      'Taught grades 10–12, coordinated the Bagrut oral exams, built lessons in Google Classroom.',
    ]).skills;
    expect(en).toContain('Google Classroom');
    const he = parse([
      'מיכל טל',
      'מורה',
      '054-2231876',
      'כישורים: ניהול כיתה, הוראה מקוונת',
      'ניסיון',
      'מורה למתמטיקה | תיכון הרצליה | 2010 – 2023',
      'הכנת תלמידים לבגרות במתמטיקה, בניית שיעורים באפליקציית Kahoot ובמערכת Mashov.',
    ]).skills;
    expect(he).toEqual(expect.arrayContaining(['Kahoot', 'Mashov']));
  });
});

describe('round 20: a machine after "with" right after an activity of one word', () => {
  it('is the device the duty was done with, in Hebrew and Arabic', () => {
    expect(dutySkills([['רחצה והלבשה, העברות עם מנוף הרמה, מדידת לחץ דם']])).toContain('מנוף הרמה');
    expect(dutySkills([['النقل مع رافعة المرضى، قياس ضغط الدم']])).toEqual(
      expect.arrayContaining(['رافعة المرضى', 'قياس ضغط الدم']),
    );
  });
});

describe("round 20: an electronics technician's measuring instruments", () => {
  it('are known tools in Hebrew, Arabic and English, claimed from a work line of a listing resume', () => {
    for (const [text, id] of [
      ['דיבוג חומרה עם JTAG ואוסצילוסקופ', 'oscilloscope'],
      ['فحص الدوائر باستخدام راسم الإشارة', 'oscilloscope'],
      ['Measured the boards with a digital multimeter', 'multimeter'],
      ['בדיקת מעגלים במולטימטר', 'multimeter'],
    ] as const)
      expect(
        findSkills(text).map((hit) => hit.concept.id),
        text,
      ).toContain(id);
    const skills = parse([
      'אלון ברק',
      'מהנדס תוכנה משובצת',
      '054-8821736',
      'ניסיון',
      '2021 – היום | מהנדס תוכנה משובצת | חברת רכב, ירושלים',
      'פיתוח דרייברים, דיבוג חומרה עם JTAG ואוסצילוסקופ.',
      'כישורים',
      'C, C++, Python, Git',
    ]).skills;
    expect(skills).toEqual(expect.arrayContaining(['oscilloscope', 'JTAG']));
  });
});

describe('round 22: long runs of stops in a duty line', () => {
  it('parts the duties at a run of 5,000 dots', () => {
    const dots = '.'.repeat(5000);
    const skills = (lines: string[]) => parseResume(lines.join('\n'), { now: new Date('2025-06-15') }).skills;
    expect(
      skills(['ניסיון תעסוקתי', '2019 – 2021 | מלצרית | קפה גרג', `• קבלת הזמנות${dots} הגשה לשולחנות`]),
    ).toEqual(['קבלת הזמנות', 'הגשה לשולחנות']);
    expect(
      skills(['Experience', '2019 – 2021 | Waitress | Aroma', `• Taking orders${dots} serving tables`]),
    ).toEqual(['Taking orders', 'serving tables']);
    expect(
      skills(['الخبرة العملية', '2019 – 2021 | نادلة | مقهى أروما', `• استلام الطلبات${dots} تقديم الطعام`]),
    ).toContain('تقديم الطعام');
  });
});

describe('round 23: skills23 — duties listed after a long label, their time, and places listed with a town', () => {
  it('reads the one-word duties listed after a label of more than 40 characters and its colon', () => {
    expect(
      dutySkills([
        ['אחראית על כיתה של 25 ילדים בגילאי 3–6 בגן עירוני: הלבשה, האכלה והשכבה לשינה, שיחות עם הורים'],
      ]),
    ).toEqual(['הלבשה', 'האכלה', 'השכבה לשינה', 'שיחות עם הורים']);
    expect(
      dutySkills([
        ['مسؤولة عن مجموعة من 12 طفلاً في الحضانة البلدية بالناصرة: الإطعام، التنظيف، تبديل الحفاضات'],
      ]),
    ).toEqual(['الإطعام', 'التنظيف', 'تبديل الحفاضات']);
  });

  it('cuts a Hebrew duty at when it was done ("בסוף משמרת", "בשעות העומס")', () => {
    expect(
      dutySkills([['ניקוי מכונות בסוף משמרת, הזמנת חומרי גלם בתחילת שבוע, שירות לקוחות בשעות העומס']]),
    ).toEqual(['ניקוי מכונות', 'הזמנת חומרי גלם', 'שירות לקוחות']);
  });

  it('keeps two activities that share an object whole, and parts one whose partner has its own', () => {
    // "פתיחה וסגירת קופות": opening and closing the tills, one duty; "החתלה והשכבה לשינה": two.
    expect(dutySkills([['פתיחה וסגירת קופות, סידור מלאי ותצוגה, הדרכת עובדים חדשים']])).toContain(
      'פתיחה וסגירת קופות',
    );
    expect(
      dutySkills([['אחריות על קבוצת תינוקות בני שנה בפעוטון: החתלה והשכבה לשינה, הפעלות ומשחקים']]),
    ).toEqual(expect.arrayContaining(['החתלה', 'השכבה לשינה']));
  });

  it('reads no tool in names listed with a town ("in Nahariya, Kfar Vradim and Shlomi")', () => {
    expect(
      namedTools([
        'Deliveries in Nahariya, Kfar Vradim and Shlomi with a Honda scooter.',
        'Installations in Eilat, Yotvata and Ketura using Netafim controllers.',
      ]),
    ).toEqual(['Honda', 'Netafim']);
    // A name listed with tools alone is still a tool.
    expect(namedTools(['Dispatching in Excel, Waze and Moovit.'])).toEqual(
      expect.arrayContaining(['Waze', 'Moovit']),
    );
  });
});

describe("round 23: skills23 — a garden's or a kitchen's machine a duty was done with", () => {
  it('reads the mower, the tractor and the mixer as machines in Arabic and Hebrew', () => {
    expect(dutySkills([['قص العشب بجزّازة، تقليم الأشجار، صيانة شبكات الري']])).toEqual([
      'قص العشب',
      'جزّازة',
      'تقليم الأشجار',
      'صيانة شبكات الري',
    ]);
    expect(dutySkills([['إعداد الحلويات للمطعم، العمل مع خلاط كوكبي وفرن دوار.']])).toEqual(
      expect.arrayContaining(['خلاط كوكبي', 'فرن دوار']),
    );
    expect(dutySkills([['ניקוי רפתות, כיסוח דשא במכסחת, השקיה']])).toEqual(
      expect.arrayContaining(['כיסוח דשא', 'מכסחת']),
    );
  });
});

describe('round 23: skills23 — an abbreviation in the plural on a work line', () => {
  it('reads no tool in "SOPs", "RFQs", "APIs"', () => {
    expect(namedTools(['תחזוקת מכשור המעבדה ו-SOPs לפי GLP, עבודה ב-LabVantage.'])).toEqual(['LabVantage']);
    expect(namedTools(['إعداد RFQs للموردين ومتابعة الطلبيات في SAP Ariba.'])).toEqual(['SAP Ariba']);
    expect(namedTools(['Wrote SOPs and integrated APIs with Postman.'])).toEqual(['Postman']);
  });
});
