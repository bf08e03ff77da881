import {
  alternatives,
  EXPERIENCE_WORDS_AR,
  EXPERIENCE_WORDS_EN,
  EXPERIENCE_WORDS_HE,
} from './experience-words.ts';
import { isRoleWord } from './resume-facts.ts';
import { findSkills, lineAround, type SkillHit } from './resume-skills.ts';
import { familiesOf, RANKS, SETTINGS } from './skill-families.ts';
import { IndexedText, PhraseIndex, phraseForms } from './term-matcher.ts';
import { WORKPLACE_NOUNS_AR, WORKPLACE_NOUNS_HE } from './workplace-nouns.ts';

/**
 * Occupations the skills lexicon does not name, read only in job titles: a job for a shift manager,
 * a translator or a welder had no title concept, so it was ranked on loose words alone and years
 * in any trade counted toward it. They are not skills (a resume that lists "translation" claims
 * the skill through the lexicon, if at all), so they stay out of `SKILLS`; their families are in
 * skill-families.ts. Aliases in the three languages, both genders where they differ.
 */
export interface Occupation {
  id: string;
  label: { en: string; he: string; ar: string };
  aliases: string[];
  /**
   * The occupation's domain, named without its role word ("אירועים", "events", "فعاليات"): a title
   * that names it beside any role word is the occupation ("רכזת אירועים", "Event Planner", "منسق
   * فعاليات"), as people name one trade with many heads (coordinator, manager, producer, planner).
   */
  domains?: string[];
}

const occupation = (
  id: string,
  label: Occupation['label'],
  aliases: string[],
  domains?: string[],
): Occupation => ({
  id,
  label,
  aliases: [label.en, label.he, label.ar, ...aliases],
  ...(domains ? { domains } : {}),
});

export const OCCUPATIONS: readonly Occupation[] = [
  occupation('shift-supervision', { en: 'Shift manager', he: 'אחראי משמרת', ar: 'مسؤول وردية' }, [
    'shift supervisor',
    'shift leader',
    'shift lead',
    'אחראית משמרת',
    'מנהל משמרת',
    'מנהלת משמרת',
    'ראש משמרת',
    'مسؤولة وردية',
    'مدير وردية',
    'مديرة وردية',
    'رئيس وردية',
  ]),
  occupation(
    'cleaning',
    { en: 'Cleaner', he: 'עובד ניקיון', ar: 'عامل نظافة' },
    [
      'cleaning worker',
      'housekeeper',
      'housekeeping',
      'janitor',
      'עובדת ניקיון',
      'מנקה',
      'عاملة نظافة',
      'منظف',
      'منظفة',
    ],
    ['ניקיון', 'cleaning', 'نظافة', 'التنظيف'],
  ),
  occupation('welding', { en: 'Welder', he: 'רתך', ar: 'لحام' }, ['welding', 'רתכת', 'ריתוך', 'عامل لحام']),
  occupation('carpentry', { en: 'Carpenter', he: 'נגר', ar: 'نجار' }, [
    'carpentry',
    'נגרית',
    'נגרות',
    'نجارة',
  ]),
  occupation('machining', { en: 'Machinist', he: 'חרט', ar: 'خراط' }, [
    'cnc machinist',
    'cnc operator',
    'מפעיל cnc',
    'מפעילת cnc',
    'מפעיל מחרטה',
    'חרטת',
    'مشغل cnc',
  ]),
  occupation('production-work', { en: 'Production worker', he: 'עובד ייצור', ar: 'عامل إنتاج' }, [
    'production operator',
    'machine operator',
    'assembly worker',
    'עובדת ייצור',
    'מפעיל קו',
    'מפעילת קו',
    'מפעיל מכונה',
    'עובד פס ייצור',
    'عاملة إنتاج',
    'عامل خط إنتاج',
    'مشغل آلات',
  ]),
  occupation(
    'quality-control',
    { en: 'Quality control inspector', he: 'בקר איכות', ar: 'مراقب جودة' },
    [
      'quality inspector',
      'qc inspector',
      'quality controller',
      'בקרת איכות',
      'מבקר איכות',
      'מבקרת איכות',
      'מבטח איכות',
      'מבטחת איכות',
      'مراقبة جودة',
      'مسؤول ضمان الجودة',
      // "QA" beside an inspector's or a plant's head is quality of products, not software testing.
      'qa inspector',
      'qa/qc inspector',
      'quality assurance inspector',
      'quality engineer',
      'בודק איכות',
      'בודקת איכות',
      'מהנדס איכות',
      'מהנדסת איכות',
      'מנהל איכות',
      'מנהלת איכות',
      'رقابة جودة',
      'رقابة الجودة',
      'مراقبة الجودة',
      'ضبط الجودة',
      'ضبط جودة',
      'مهندس جودة',
      'مهندسة جودة',
    ],
    ['quality control'],
  ),
  occupation(
    'translation',
    { en: 'Translator', he: 'מתרגם', ar: 'مترجم' },
    ['interpreter', 'subtitle translator', 'subtitler', 'מתרגמת', 'מתורגמן', 'מתורגמנית', 'مترجمة'],
    ['תרגום', 'translation', 'ترجمة'],
  ),
  occupation('copywriting', { en: 'Copywriter', he: 'קופירייטר', ar: 'كاتب إعلانات' }, [
    'content writer',
    'קופירייטרית',
    'כותב תוכן',
    'כותבת תוכן',
    'كاتب محتوى',
    'كاتبة محتوى',
  ]),
  occupation(
    'journalism',
    { en: 'Journalist', he: 'עיתונאי', ar: 'صحفي' },
    [
      'reporter',
      'copy editor',
      'news editor',
      'עיתונאית',
      'כתב',
      'כתבת',
      'עורך תוכן',
      'עורכת תוכן',
      'עורך חדשות',
      'עורכת חדשות',
      'עורך לשון',
      'עורכת לשון',
      'صحفية',
      'مراسل',
      'مراسلة',
      'محرر',
      'محررة',
    ],
    ['עיתונות', 'journalism', 'صحافة'],
  ),
  occupation(
    'library',
    { en: 'Librarian', he: 'ספרן', ar: 'أمين مكتبة' },
    ['ספרנית', 'أمينة مكتبة'],
    ['ספרייה', 'library', 'مكتبة'],
  ),
  occupation('paramedic', { en: 'Paramedic', he: 'פרמדיק', ar: 'مسعف' }, [
    'emt',
    'medic',
    'פראמדיק',
    'פרמדיקית',
    'פראמדיקית',
    'חובש',
    'חובשת',
    'مسعفة',
  ]),
  occupation(
    'dietetics',
    { en: 'Dietitian', he: 'דיאטן', ar: 'أخصائي تغذية' },
    ['clinical dietitian', 'nutritionist', 'דיאטנית', 'תזונאי', 'תזונאית', 'أخصائية تغذية'],
    ['תזונה', 'nutrition', 'تغذية'],
  ),
  occupation('speech-therapy', { en: 'Speech therapist', he: 'קלינאי תקשורת', ar: 'أخصائي نطق' }, [
    'speech-language pathologist',
    'קלינאית תקשורת',
    'أخصائية نطق',
    'معالج نطق',
    'معالجة نطق',
  ]),
  occupation('occupational-therapy', { en: 'Occupational therapist', he: 'מרפא בעיסוק', ar: 'معالج وظيفي' }, [
    'מרפאה בעיסוק',
    'ריפוי בעיסוק',
    'معالجة وظيفية',
    'أخصائي علاج وظيفي',
    'أخصائية علاج وظيفي',
  ]),
  occupation('architecture', { en: 'Architect', he: 'אדריכל', ar: 'مهندس معماري' }, [
    'architectural',
    'אדריכלית',
    'مهندسة معمارية',
  ]),
  occupation(
    'photography',
    { en: 'Photographer', he: 'צלם', ar: 'مصور' },
    ['photography', 'צלמת', 'مصورة'],
    ['צילום', 'photography', 'تصوير'],
  ),
  occupation(
    'tour-guiding',
    { en: 'Tour guide', he: 'מדריך טיולים', ar: 'مرشد سياحي' },
    ['field guide', 'private guide', 'מדריכת טיולים', 'מורה דרך', 'מורת דרך', 'مرشدة سياحية'],
    ['טיולים', 'סיורים', 'tours', 'tour', 'جولات', 'رحلات', 'سياحي', 'سياحية'],
  ),
  occupation('cabin-crew', { en: 'Flight attendant', he: 'דייל', ar: 'مضيف طيران' }, [
    'cabin crew',
    'דיילת',
    'דייל אוויר',
    'דיילת אוויר',
    'مضيفة طيران',
  ]),
  occupation(
    'gardening',
    { en: 'Gardener', he: 'עובד גינון', ar: 'بستاني' },
    ['landscaper', 'landscaping', 'גינון', 'גנן', 'גנן נוי', 'בסתנאי', 'بستانية', 'تنسيق حدائق'],
    ['גינון', 'gardening', 'landscaping', 'بستنة', 'تنسيق حدائق'],
  ),
  occupation(
    'agriculture',
    { en: 'Agricultural worker', he: 'עובד משק', ar: 'عامل زراعي' },
    [
      'farm worker',
      'agronomist',
      'עובדת משק',
      'חקלאי',
      'חקלאית',
      'אגרונום',
      'אגרונומית',
      'عاملة زراعية',
      'مزارع',
      'مهندس زراعي',
    ],
    [
      'חקלאות',
      'עבודה חקלאית',
      'agriculture',
      'agricultural work',
      'farm',
      'farm work',
      'زراعة',
      'عمل زراعي',
      // The field said as its adjective beside a role word, as the trade's advisers and engineers
      // are titled ("مرشد زراعي", "Agricultural Extension Officer"); Hebrew's "חקלאי/ת" is an alias.
      'زراعي',
      'زراعية',
      'agricultural',
    ],
  ),
  occupation(
    'tailoring',
    { en: 'Tailor', he: 'תופר', ar: 'خياط' },
    ['seamstress', 'תופרת', 'خياطة'],
    ['תפירה', 'sewing', 'خياطة'],
  ),
  occupation('locksmith', { en: 'Locksmith', he: 'מנעולן', ar: 'قفال' }, ['מנעולנית']),
  occupation('dispatch', { en: 'Dispatcher', he: 'סדרן', ar: 'منسق حركة' }, [
    'fleet dispatcher',
    'סדרנית',
    'סדרן עבודה',
    'منسقة حركة',
  ]),
  occupation('courier', { en: 'Courier', he: 'שליח', ar: 'مندوب توصيل' }, [
    'delivery driver',
    'delivery person',
    'שליחה',
    'שליח אופנוע',
    'مندوبة توصيل',
    'عامل توصيل',
  ]),
  occupation('legal-support', { en: 'Paralegal', he: 'פרלגל', ar: 'مساعد قانوني' }, [
    'court clerk',
    'legal assistant',
    'פרלגלית',
    'מזכיר משפטי',
    'مساعدة قانونية',
  ]),
  occupation(
    'veterinary',
    { en: 'Veterinary technician', he: 'טכנאי וטרינרי', ar: 'فني بيطري' },
    [
      'veterinarian',
      'vet tech',
      'veterinary nurse',
      'animal technician',
      'kennel assistant',
      'טכנאית וטרינרית',
      'וטרינר',
      'וטרינרית',
      'طبيب بيطري',
      'فنية بيطرية',
    ],
    ['וטרינרי', 'וטרינרית', 'veterinary', 'بيطري', 'بيطرية'],
  ),
  occupation(
    'sound',
    { en: 'Sound technician', he: 'טכנאי סאונד', ar: 'فني صوت' },
    ['sound engineer', 'head of sound', 'טכנאית סאונד', 'איש סאונד', 'مهندس صوت'],
    ['סאונד', 'sound', 'audio', 'صوت'],
  ),
  occupation('data-entry', { en: 'Data entry clerk', he: 'קלדן', ar: 'مدخل بيانات' }, [
    'data entry',
    'קלדנית',
    'הקלדת נתונים',
    'מזין נתונים',
    'מזינת נתונים',
    'مدخلة بيانات',
    'إدخال بيانات',
  ]),
  occupation('barista', { en: 'Barista', he: 'בריסטה', ar: 'باريستا' }, []),
  occupation(
    'receptionist',
    { en: 'Receptionist', he: 'פקיד קבלה', ar: 'موظف استقبال' },
    [
      'front desk',
      // A hotel's front office is its reception: a "Front Office Manager" manages no office.
      'front office',
      'front office manager',
      'פקידת קבלה',
      'פקידת קבלת קהל',
      'موظفة استقبال',
    ],
    // "קבלת קהל" is Hebrew's reception of the public (a clinic's or a town hall's front desk), the
    // construct form of "קבלה" that titles write ("מזכירה לקבלת קהל", "פקיד קבלת קהל").
    ['קבלה', 'קבלת קהל', 'reception', 'front desk', 'استقبال'],
  ),
  occupation('bank-clerk', { en: 'Bank clerk', he: 'פקיד בנק', ar: 'موظف بنك' }, [
    'banker',
    'פקידת בנק',
    'בנקאי',
    'בנקאית',
    'موظفة بنك',
  ]),
  occupation('shop-sales', { en: 'Salesperson', he: 'מוכר', ar: 'بائع' }, [
    'sales associate',
    'sales assistant',
    'shop assistant',
    'מוכרת',
    'بائعة',
    'صراف',
    'صرافة',
    'كاشير',
  ]),
  occupation('auto-mechanics', { en: 'Mechanic', he: 'מכונאי', ar: 'ميكانيكي' }, [
    'מכונאית',
    'מכונאי רכב',
    'ميكانيكية',
  ]),
  occupation(
    'elevator-tech',
    { en: 'Elevator technician', he: 'טכנאי מעליות', ar: 'فني مصاعد' },
    ['lift technician'],
    ['מעליות', 'elevator', 'elevators', 'lift', 'lifts', 'مصاعد', 'مصعد'],
  ),
  occupation(
    'pest-control',
    { en: 'Pest control technician', he: 'מדביר', ar: 'مكافحة آفات' },
    ['pest control', 'exterminator', 'מדבירה', 'הדברה', 'مدبر آفات', 'مكافحة حشرات'],
    ['הדברה', 'pest control', 'مكافحة آفات', 'آفات'],
  ),
  occupation('systems-analysis', { en: 'Systems analyst', he: 'מנתח מערכות', ar: 'محلل نظم' }, [
    'system analyst',
    'מנתחת מערכות',
    'محللة نظم',
    'محلل أنظمة',
    'محللة أنظمة',
  ]),
  occupation('web-development', { en: 'Web developer', he: 'מפתח ווב', ar: 'مطور ويب' }, [
    'מפתחת ווב',
    'מפתח אתרים',
    'מפתחת אתרים',
    'مطورة ويب',
    'مطور مواقع',
  ]),
  occupation('community-work', { en: 'Community coordinator', he: 'רכז קהילה', ar: 'منسق مجتمعي' }, [
    'community worker',
    'youth coordinator',
    'רכזת קהילה',
    'רכז נוער',
    'רכזת נוער',
    'עובד קהילתי',
    'עובדת קהילתית',
    'منسقة مجتمعية',
  ]),
  occupation('lifeguard', { en: 'Lifeguard', he: 'מציל', ar: 'منقذ' }, ['מצילה', 'منقذة']),
  occupation('bartending', { en: 'Bartender', he: 'ברמן', ar: 'ساقي بار' }, ['barman', 'ברמנית']),
  occupation('dishwashing', { en: 'Dishwasher', he: 'שוטף כלים', ar: 'غاسل صحون' }, [
    'kitchen porter',
    'שוטפת כלים',
    'غاسلة صحون',
  ]),
  occupation('butchery', { en: 'Butcher', he: 'קצב', ar: 'جزار' }, ['קצבית']),
  occupation('mail-delivery', { en: 'Mail carrier', he: 'דוור', ar: 'ساعي بريد' }, ['postman', 'דוורית']),
  occupation(
    'fitness',
    { en: 'Fitness trainer', he: 'מאמן כושר', ar: 'مدرب لياقة' },
    [
      'personal trainer',
      'gym instructor',
      'מאמנת כושר',
      'מאמן אישי',
      'מאמנת אישית',
      'מדריך חדר כושר',
      'מדריכת חדר כושר',
      'مدربة لياقة',
    ],
    ['כושר', 'fitness', 'gym', 'لياقة'],
  ),
  occupation(
    'event-production',
    { en: 'Event producer', he: 'מפיק אירועים', ar: 'منظم فعاليات' },
    [
      'event manager',
      'event coordinator',
      'מפיקת אירועים',
      'מנהל אירועים',
      'מנהלת אירועים',
      'מפיקת חתונות',
      'منظمة فعاليات',
    ],
    ['אירועים', 'הפקות', 'events', 'event', 'فعاليات', 'مناسبات'],
  ),
  occupation('field-service', { en: 'Service technician', he: 'טכנאי שירות', ar: 'فني خدمة' }, [
    'field technician',
    'field service technician',
    'טכנאית שירות',
    'טכנאי שטח',
    'فنية خدمة',
  ]),
  occupation('drafting', { en: 'Draftsman', he: 'שרטט', ar: 'رسام هندسي' }, [
    'drafter',
    'שרטטת',
    'رسامة هندسية',
  ]),
  occupation('economics', { en: 'Economist', he: 'כלכלן', ar: 'اقتصادي' }, ['כלכלנית', 'اقتصادية']),
  occupation('programming', { en: 'Programmer', he: 'מתכנת', ar: 'مبرمج' }, [
    'software developer',
    'software engineer',
    'firmware engineer',
    'embedded engineer',
    'מתכנתת',
    'מפתח תוכנה',
    'מפתחת תוכנה',
    'מהנדס תוכנה',
    'מהנדסת תוכנה',
    'مبرمجة',
    'مطور برمجيات',
    'مطورة برمجيات',
    'مهندس برمجيات',
    'مهندسة برمجيات',
    'game developer',
    'unity developer',
    'מפתח משחקים',
    'מפתחת משחקים',
    'مطور ألعاب',
    'مطورة ألعاب',
  ]),
  occupation(
    'database-administration',
    { en: 'Database administrator', he: 'מנהל בסיסי נתונים', ar: 'مدير قواعد بيانات' },
    ['dba', 'מנהלת בסיסי נתונים'],
  ),
  occupation(
    'beauty',
    { en: 'Beautician', he: 'קוסמטיקאית', ar: 'خبيرة تجميل' },
    ['cosmetician', 'makeup artist', 'manicurist', 'קוסמטיקאי', 'מאפרת', 'מניקוריסטית', 'أخصائية تجميل'],
    ['קוסמטיקה', 'beauty', 'cosmetics', 'تجميل'],
  ),
  occupation('industrial-design', { en: 'Industrial designer', he: 'מעצב תעשייתי', ar: 'مصمم صناعي' }, [
    'מעצבת תעשייתית',
    'مصممة صناعية',
  ]),
  // Occupations of the tuning sets' resumes whose titles named no concept, so that no job of their
  // family counted them as related work; each in the three languages and both genders.
  occupation('radiography', { en: 'Radiographer', he: 'טכנאי רנטגן', ar: 'فني أشعة' }, [
    'radiology technician',
    'radiologic technologist',
    'x-ray technician',
    'ct technologist',
    'mri technologist',
    'טכנאית רנטגן',
    'טכנאי דימות',
    'טכנאית דימות',
    'فنية أشعة',
    'فني تصوير طبي',
    'فنية تصوير طبي',
  ]),
  occupation('midwifery', { en: 'Midwife', he: 'מיילדת', ar: 'قابلة' }, [
    'nurse midwife',
    'מיילד',
    'אחות מיילדת',
    'قابلة قانونية',
    'ممرضة توليد',
  ]),
  occupation('optometry', { en: 'Optometrist', he: 'אופטומטריסט', ar: 'أخصائي بصريات' }, [
    'optician',
    'אופטומטריסטית',
    'אופטיקאי',
    'אופטיקאית',
    'أخصائية بصريات',
    'اختصاصي بصريات',
    'اختصاصية بصريات',
  ]),
  occupation(
    'tiling',
    { en: 'Tiler', he: 'רצף', ar: 'مبلط' },
    ['floor tiler', 'tiling contractor', 'רצפת', 'מרצף', 'קבלן ריצוף', 'مبلطة', 'مقاول تبليط', 'عامل تبليط'],
    ['ריצוף', 'tiling', 'تبليط'],
  ),
  occupation('travel-agency', { en: 'Travel agent', he: 'סוכן נסיעות', ar: 'وكيل سفر' }, [
    'travel consultant',
    'סוכנת נסיעות',
    'יועץ נסיעות',
    'יועצת נסיעות',
    'وكيلة سفر',
    'وكيل سياحة',
    'وكيلة سياحة',
  ]),
  occupation('tax-advice', { en: 'Tax adviser', he: 'יועץ מס', ar: 'مستشار ضريبي' }, [
    'tax advisor',
    'tax consultant',
    'יועצת מס',
    'مستشارة ضريبية',
    'مستشار ضرائب',
    'مستشارة ضرائب',
  ]),
  occupation('lending', { en: 'Loan officer', he: 'פקיד אשראי', ar: 'موظف قروض' }, [
    'credit officer',
    'lending officer',
    'פקידת אשראי',
    'יועץ אשראי',
    'יועצת אשראי',
    'موظفة قروض',
    'مسؤول ائتمان',
    'مسؤولة ائتمان',
  ]),
  occupation('food-technology', { en: 'Food technologist', he: 'טכנולוג מזון', ar: 'تقني أغذية' }, [
    'food scientist',
    'טכנולוגית מזון',
    'מהנדס מזון',
    'מהנדסת מזון',
    'تقنية أغذية',
    'مهندس أغذية',
    'مهندسة أغذية',
  ]),
  occupation('occupational-safety', { en: 'Safety officer', he: 'ממונה בטיחות', ar: 'مسؤول سلامة' }, [
    'hse officer',
    'safety manager',
    'ממונת בטיחות',
    'מנהל בטיחות',
    'מנהלת בטיחות',
    'مسؤولة سلامة',
    'مشرف سلامة',
    'مشرفة سلامة',
  ]),
  occupation('urban-planning', { en: 'Urban planner', he: 'מתכנן ערים', ar: 'مخطط مدن' }, [
    'town planner',
    'city planner',
    'מתכננת ערים',
    'مخططة مدن',
    'مخطط حضري',
    'مخططة حضرية',
  ]),
  occupation('records-management', { en: 'Records manager', he: 'מנהל רשומות', ar: 'مدير سجلات' }, [
    'records officer',
    'archivist',
    'מנהלת רשומות',
    'ארכיונאי',
    'ארכיונאית',
    'مديرة سجلات',
    'أمين أرشيف',
    'أمينة أرشيف',
  ]),
  occupation('aluminium-work', { en: 'Aluminium installer', he: 'מתקין אלומיניום', ar: 'فني ألمنيوم' }, [
    'aluminum installer',
    'מתקינת אלומיניום',
    'מסגר אלומיניום',
    'فني تركيب ألمنيوم',
    'فنية تركيب ألمنيوم',
    'عامل ألمنيوم',
  ]),
  // Round 21: common titles of the labour market that named no concept (eval/title-coverage.ts).
  occupation('medicine', { en: 'Physician', he: 'רופא', ar: 'طبيب' }, [
    'doctor',
    'medical doctor',
    'family physician',
    'general practitioner',
    'רופאה',
    'רופא משפחה',
    'רופאת משפחה',
    'רופא כללי',
    'רופא ילדים',
    'רופאת ילדים',
    'طبيبة',
    'طبيب عام',
    'طبيب عائلة',
    'طبيبة عائلة',
  ]),
  occupation('dentistry', { en: 'Dentist', he: 'רופא שיניים', ar: 'طبيب أسنان' }, [
    'dental surgeon',
    'רופאת שיניים',
    'طبيبة أسنان',
  ]),
  occupation('policing', { en: 'Police officer', he: 'שוטר', ar: 'شرطي' }, [
    'policeman',
    'policewoman',
    'שוטרת',
    'police investigator',
    'police detective',
    'חוקר משטרה',
    'חוקרת משטרה',
    'شرطية',
    'ضابط شرطة',
  ]),
  occupation('prison-service', { en: 'Prison guard', he: 'סוהר', ar: 'سجان' }, [
    'correctional officer',
    'prison officer',
    'סוהרת',
    'سجانة',
  ]),
  occupation('firefighting', { en: 'Firefighter', he: 'כבאי', ar: 'إطفائي' }, [
    'fireman',
    'כבאית',
    'לוחם אש',
    'לוחמת אש',
    'رجل إطفاء',
    'إطفائية',
  ]),
  // Municipal and parking inspectors: enforcement, not building or quality inspection.
  occupation('municipal-inspection', { en: 'Municipal inspector', he: 'פקח', ar: 'مراقب بلدي' }, [
    'parking inspector',
    'parking enforcement officer',
    'פקחית',
    'פקח חניה',
    'פקחית חניה',
    'פקח עירוני',
    'פקחית עירונית',
    'مفتش بلدية',
  ]),
  occupation('lecturing', { en: 'Lecturer', he: 'מרצה', ar: 'محاضر' }, [
    'senior lecturer',
    'professor',
    'associate professor',
    'מרצה בכיר',
    'מרצה בכירה',
    'פרופסור',
    'محاضرة',
    'أستاذ جامعي',
    'أستاذة جامعية',
  ]),
  occupation('research', { en: 'Researcher', he: 'חוקר', ar: 'باحث' }, [
    'research scientist',
    'research assistant',
    'research associate',
    'postdoctoral researcher',
    'חוקרת',
    'עוזר מחקר',
    'עוזרת מחקר',
    'باحثة',
    'مساعد باحث',
    'مساعدة باحث',
  ]),
  // A biologist or a physicist by trade; no bare "scientist", which a data scientist's title holds.
  occupation('natural-sciences', { en: 'Biologist', he: 'ביולוג', ar: 'عالم أحياء' }, [
    'microbiologist',
    'physicist',
    'ביולוגית',
    'מיקרוביולוג',
    'מיקרוביולוגית',
    'פיזיקאי',
    'פיזיקאית',
    'عالمة أحياء',
    'فيزيائي',
    'فيزيائية',
  ]),
  occupation('judging', { en: 'Judge', he: 'שופט', ar: 'قاضي' }, ['שופטת', 'قاضية', 'قاض']),
  occupation('chemistry', { en: 'Chemist', he: 'כימאי', ar: 'كيميائي' }, [
    'analytical chemist',
    'כימאית',
    'كيميائية',
  ]),
  occupation('chemical-engineering', { en: 'Chemical engineer', he: 'מהנדס כימיה', ar: 'مهندس كيميائي' }, [
    'process engineer',
    'מהנדסת כימיה',
    'מהנדס תהליך',
    'מהנדסת תהליך',
    'مهندسة كيميائية',
  ]),
  occupation(
    'industrial-engineering',
    { en: 'Industrial engineer', he: 'מהנדס תעשייה וניהול', ar: 'مهندس صناعي' },
    [
      'industrial engineering and management',
      'מהנדסת תעשייה וניהול',
      'מהנדס תו"נ',
      'מהנדסת תו"נ',
      'مهندسة صناعية',
    ],
  ),
  occupation('electronics', { en: 'Electronics technician', he: 'טכנאי אלקטרוניקה', ar: 'فني إلكترونيات' }, [
    'electronics engineer',
    'טכנאית אלקטרוניקה',
    'הנדסאי אלקטרוניקה',
    'הנדסאית אלקטרוניקה',
    'מהנדס אלקטרוניקה',
    'فنية إلكترونيات',
  ]),
  // Phones and computers repaired at a bench or a lab: not a building's maintenance.
  occupation('device-repair', { en: 'Phone repair technician', he: 'טכנאי סלולר', ar: 'فني هواتف' }, [
    'mobile phone technician',
    'cell phone technician',
    'computer repair technician',
    'phone repair technician',
    'smartphone repair technician',
    'טכנאית סלולר',
    'טכנאי תיקון סמארטפונים',
    'טכנאי סמארטפונים',
    'טכנאי תיקון טלפונים',
    'فني تصليح هواتف',
    'فني صيانة جوالات',
    'טכנאי סלולרי',
    'טכנאי מכשירים סלולריים',
    'فني صيانة هواتف',
    'فني صيانة هواتف ذكية',
    'فني هواتف خلوية',
  ]),
  occupation('painting', { en: 'Painter', he: 'צבעי', ar: 'دهان' }, [
    'house painter',
    'painting contractor',
    'צבע בניין',
    'צבעית',
    'דהאן',
    'عامل دهان',
    'دهّان',
  ]),
  occupation('construction-work', { en: 'Construction worker', he: 'פועל בניין', ar: 'عامل بناء' }, [
    'building worker',
    'plasterer',
    'formwork carpenter',
    'steel fixer',
    'mason',
    'bricklayer',
    'פועלת בניין',
    'טייח',
    'טפסן',
    'ברזלן',
    'בנאי',
    'שיפוצניק',
    'עובד שיפוצים',
    'handyman',
    'عاملة بناء',
    'قصّير',
    'حداد باطون',
    'طوبرجي',
  ]),
  occupation('auto-bodywork', { en: 'Auto body technician', he: 'פחח', ar: 'سمكري' }, [
    'panel beater',
    'body shop technician',
    'פחחית',
    'פחח רכב',
    'سمكري سيارات',
  ]),
  occupation('metalwork', { en: 'Metalworker', he: 'מסגר', ar: 'حداد' }, [
    'blacksmith',
    'metal fabricator',
    'מסגרית',
    'מסגר בניין',
    'حدادة',
  ]),
  occupation('glazing', { en: 'Glazier', he: 'זגג', ar: 'فني زجاج' }, ['זגגית', 'عامل زجاج']),
  occupation(
    'crane-operation',
    { en: 'Crane operator', he: 'מפעיל עגורן', ar: 'مشغل رافعة' },
    ['tower crane operator', 'מפעילת עגורן', 'עגורנאי', 'עגורנאית', 'مشغل رافعة برجية', 'مشغّل رافعة'],
    ['עגורן', 'מנוף', 'crane'],
  ),
  occupation('interior-design', { en: 'Interior designer', he: 'מעצב פנים', ar: 'مصمم داخلي' }, [
    'interior architect',
    'מעצבת פנים',
    'אדריכל פנים',
    'אדריכלית פנים',
    'مصممة داخلية',
    'مصمم ديكور',
    'مصممة ديكور',
  ]),
  occupation('fashion-design', { en: 'Fashion designer', he: 'מעצב אופנה', ar: 'مصمم أزياء' }, [
    'מעצבת אופנה',
    'مصممة أزياء',
  ]),
  occupation('video-editing', { en: 'Video editor', he: 'עורך וידאו', ar: 'مونتير' }, [
    'video producer',
    'עורכת וידאו',
    'עורך וידיאו',
    'עורכת וידיאו',
    "מונטאז'ניק",
    'محرر فيديو',
    'محررة فيديو',
    'مونتيرة',
  ]),
  occupation('massage', { en: 'Massage therapist', he: 'מעסה', ar: 'معالج بالتدليك' }, [
    'masseur',
    'masseuse',
    'מעסה רפואי',
    'מעסה רפואית',
    'معالجة بالتدليك',
    'مدلك',
  ]),
  occupation('school-management', { en: 'School principal', he: 'מנהל בית ספר', ar: 'مدير مدرسة' }, [
    'head teacher',
    'headmaster',
    'מנהלת בית ספר',
    'מנהל בית הספר',
    'מנהלת בית הספר',
    'מנהלת גן',
    'مديرة مدرسة',
  ]),
  // A kitchen's helper, not its cook ("מטבח" read as "from the cook" made one a cook).
  occupation('kitchen-work', { en: 'Kitchen worker', he: 'עובד מטבח', ar: 'عامل مطبخ' }, [
    'kitchen assistant',
    'kitchen porter',
    'kitchen helper',
    'עובדת מטבח',
    'עוזר מטבח',
    'עוזרת מטבח',
    'עובד כללי במטבח',
    'עובדת כללית במטבח',
    'عاملة مطبخ',
    'مساعد مطبخ',
    'مساعدة مطبخ',
  ]),
  occupation('environment', { en: 'Environmental consultant', he: 'יועץ סביבה', ar: 'مستشار بيئي' }, [
    'environmental engineer',
    'environmental officer',
    'יועצת סביבה',
    'מהנדס סביבה',
    'מהנדסת סביבה',
    'ממונה איכות סביבה',
    'مستشارة بيئية',
    'مهندس بيئة',
  ]),
  // Agents who sell and let property: sellers, beside the sector's appraisers, lawyers and managers
  // (real-estate).
  occupation('real-estate-agency', { en: 'Real estate agent', he: 'סוכן נדל"ן', ar: 'وكيل عقارات' }, [
    'realtor',
    'real estate broker',
    'estate agent',
    'סוכנת נדל"ן',
    'מתווך',
    'מתווכת',
    'מתווך נדל"ן',
    'מתווכת נדל"ן',
    'יועץ נדל"ן',
    'יועצת נדל"ן',
    'وكيلة عقارات',
    'سمسار عقارات',
    'سمسارة عقارات',
    'وسيط عقاري',
    'وسيطة عقارية',
  ]),
];

/**
 * Titles of the lexicon's concepts that its skill names leave out, read in titles only: as a skill
 * in a resume's text they would claim too much ("מנהל רשתות" is a title; "networking" the skill).
 */
const TITLE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  caregiving: [
    'home care aide',
    'סניטר',
    'סניטרית',
    'מטפל בקשישים',
    'מטפלת בקשישים',
    'عاملة رعاية',
    'عامل رعاية',
  ],
  teaching: ['מחנך', 'מחנכת', 'מחנך כיתה', 'מחנכת כיתה'],
  // A solar (PV) installer wires panels and inverters: an electrician's work, under an electrician's licence.
  'electrical-work': [
    'solar technician',
    'solar installer',
    'pv technician',
    'pv installer',
    'טכנאי סולארי',
    'טכנאית סולארית',
    'מתקין סולארי',
    'מתקין מערכות סולאריות',
    'מתקין פאנלים סולאריים',
    'فني طاقة شمسية',
    'فني أنظمة شمسية',
    'مركب ألواح شمسية',
  ],
  // A kindergarten teacher teaches and works with young children: both, as her assistant's title says.
  'early-childhood': [
    'גננת',
    'kindergarten teacher',
    'preschool teacher',
    'معلمة روضة',
    'معلم روضة',
    'مربية روضة',
    'معلمة رياض أطفال',
  ],
  'community-work': [
    'youth counselor',
    'youth worker',
    'מדריך נוער',
    'מדריכת נוער',
    'مرشد شبابي',
    'مرشدة شبابية',
  ],
  accounting: ['חשב', 'חשבת'],
  // A kitchen's manager runs its cooks (read as a cook by "מטבח" cut to "טבח" until round 25).
  cooking: [
    'kitchen manager',
    'head of kitchen',
    'מנהל מטבח',
    'מנהלת מטבח',
    'ראש מטבח',
    'مدير مطبخ',
    'مديرة مطبخ',
  ],
  audit: ['מבקר פנים', 'מבקרת פנים'],
  finance: ['investment advisor', 'יועץ השקעות', 'יועצת השקעות', 'مستشار استثمار', 'محلل مالي', 'مدير مالي'],
  insurance: [
    'insurance investigator',
    'חוקר ביטוח',
    'חוקרת ביטוח',
    'underwriter',
    'claims adjuster',
    'claims handler',
    'שמאי רכב',
    'שמאית רכב',
    'מסלק תביעות',
    'מסלקת תביעות',
    'claims specialist',
    'claims assistant',
    'claims officer',
    'מיישב תביעות',
    'מיישבת תביעות',
    'מטפל בתביעות',
    'מטפלת בתביעות',
    // A claims clerk or reviewer handles claims as a handler does.
    'פקיד תביעות',
    'פקידת תביעות',
    'סוקר תביעות',
    'סוקרת תביעות',
    'claims clerk',
    'claims examiner',
    'كاتب مطالبات',
    'كاتبة مطالبات',
    'נציג תביעות',
    'נציגת תביעות',
    'נציגת קבלת תביעות',
    'נציג קבלת תביעות',
    'مخمن',
    'مخمن حوادث',
    'موظف مطالبات',
    'موظفة مطالبات',
    'مسؤول مطالبات',
    'مسؤولة مطالبات',
    'مسوي مطالبات',
  ],
  'real-estate': [
    'property manager',
    'appraiser',
    'שמאי מקרקעין',
    'שמאית מקרקעין',
    'מנהל נכסים',
    'מנהלת נכסים',
  ],
  legal: ['notary', 'נוטריון', 'كاتب عدل'],
  // A bank's mortgage banker advises on mortgages: no teller ("בנקאי" alone is a bank clerk).
  'mortgage-advice': ['mortgage banker', 'בנקאי משכנתאות', 'בנקאית משכנתאות', 'مصرفي رهن عقاري'],
  // A support desk's agent answers the users' calls: phone service work, beside the IT support its
  // words name ("תמיכה טכנית", "technical support", "دعم فني"). (Not "helpdesk agent": an alias
  // holding a field's whole name would read no IT support in it; deskAgentAnswersCalls reads it.)
  'call-handling': [
    'support representative',
    'support agent',
    'נציג תמיכה',
    'נציגת תמיכה',
    'ممثل دعم',
    'ممثلة دعم',
  ],
  'data-entry': ['מקליד', 'מקלידה', 'פקיד הזנת נתונים', 'פקידת הזנת נתונים'],
  courier: ['בלדר', 'בלדרית', 'ساعي', 'ساعي بريد'],
  driving: [
    'taxi driver',
    'cab driver',
    'chauffeur',
    'tractor driver',
    'טרקטוריסט',
    'טרקטוריסטית',
    'سائق جرار',
  ],
  'telephone-sales': ['telemarketer', 'telemarketing agent'],
  'shop-sales': ['أمين صندوق', 'أمينة صندوق'],
  'warehouse-work': ['عامل مخزن', 'عاملة مخزن'],
  'team-lead': ['رئيس فريق', 'رئيسة فريق'],
  qa: ['فاحص برمجيات', 'فاحصة برمجيات'],
  'it-support': ['مسؤول أنظمة', 'مسؤولة أنظمة'],
  networking: ['מנהל רשתות', 'מנהלת רשתות', 'מנהל רשת', 'מנהלת רשת'],
  fullstack: ['מפתח פול סטאק', 'מפתחת פול סטאק', 'מפתח פולסטאק', 'מפתחת פולסטאק'],
  product: ['مدير منتج', 'مديرة منتج'],
  project: ['مدير مشاريع', 'مديرة مشاريع', 'مدير مشروع'],
  'customs-clearance': ['مخلص جمركي', 'مخلصة جمركية', 'פקיד מכס', 'פקידת מכס'],
  'engineering-electrical': ['הנדסאי חשמל', 'הנדסאית חשמל'],
  'engineering-mechanical': ['הנדסאי מכונות', 'הנדסאית מכונות'],
  'engineering-civil': ['מהנדס בניין', 'מהנדסת בניין', 'הנדסאי בניין', 'הנדסאית בניין'],
  // (Longer than the physician's name, so a veterinarian is not read as one.)
  veterinary: ['veterinary doctor', 'רופא וטרינר', 'רופאה וטרינרית', 'طبيب بيطري', 'طبيبة بيطرية'],
  ux: ['ui designer', 'מעצב ui', 'מעצבת ui'],
  cleaning: ['room attendant', 'חדרנית', 'חדרן', 'عاملة غرف'],
  receptionist: ['concierge', "קונסיירז'"],
  'production-work': [
    'packer',
    'assembly line worker',
    'assembler',
    'production manager',
    'אורז',
    'אורזת',
    'מנהל ייצור',
    'מנהלת ייצור',
    'עובד הרכבה',
    'עובדת הרכבה',
    'مشغل آلة',
    'مشغلة آلة',
    'عامل تغليف',
    'عاملة تغليف',
    'مدير إنتاج',
  ],
  'quality-control': ['quality manager'],
  // A dairy or poultry worker is named by the barn as often as by the trade ("עובד רפת", "dairy farm worker").
  agriculture: [
    'farmer',
    'dairy farm worker',
    'dairy worker',
    'herdsman',
    'herd manager',
    'רפתן',
    'רפתנית',
    'לולן',
    'לולנית',
    'עובד רפת',
    'עובדת רפת',
    'מנהל עדר',
    'מנהלת עדר',
    'עובד לול',
    'עובדת לול',
    'مربي أبقار',
    'مربي دواجن',
    'عامل في مزرعة أبقار',
    'عاملة في مزرعة أبقار',
    'عامل حظيرة',
  ],
  'occupational-safety': ['קצין בטיחות', 'קצינת בטיחות'],
  beauty: ['nail technician', 'manicurist', 'מניקוריסטית', 'فنية أظافر'],
  hairdressing: ['barber', 'ספר גברים'],
};

const PHRASES = [...OCCUPATIONS.map((o) => [o.id, o.aliases] as const), ...Object.entries(TITLE_ALIASES)]
  .flatMap(([id, aliases]) => aliases.flatMap((alias) => phraseForms(alias).map((words) => ({ id, words }))))
  .filter((p) => p.words.length > 0)
  // Longer phrases first, so "מכונאי רכב" is read before "מכונאי".
  .sort((a, b) => b.words.length - a.words.length);

/**
 * What a title says its holder did, for matching: a shift supervisor led the shift's team, though
 * the resume need not list it.
 */
const TITLE_IMPLIES: Readonly<Record<string, readonly string[]>> = {
  'shift-supervision': ['team-lead'],
  // A bookkeeper keeps an office's suppliers, invoices and payments: office administration is part
  // of the work (not the other way: a secretary has not kept the books).
  accounting: ['administration'],
  // Cabin crew serve the passengers: customer service is the work, though the resume need not say it.
  'cabin-crew': ['customer-service'],
};

export function skillsTitlesImply(titleConcepts: readonly string[]): string[] {
  return titleConcepts.flatMap((id) => TITLE_IMPLIES[id] ?? []);
}

/**
 * Trades that maintain things of their own: phones and computers, vehicles, lifts. On a resume of
 * one of them, a plain maintenance title ("فني صيانة أول" under "فني صيانة هواتف ذكية وحواسيب", "רכז
 * אחזקה" of a lift company) or line ("الصيانة الدورية وتبديل الزيوت") is that trade's maintenance,
 * not a building's: a phone repairer and a car mechanic had met a hotel's maintenance job by it.
 */
const MAINTAINS_OWN_THINGS: ReadonlySet<string> = new Set([
  'device-repair',
  'vehicle-mechanics',
  'auto-mechanics',
  'auto-bodywork',
  'elevator-tech',
  'it-support',
]);
/** A title that says the maintenance is of buildings or facilities ("אחזקת מבנים", "صيانة المباني"). */
const NAMES_BUILDINGS = /מבנ|מתקנ|building|facilit|premises|مبان|المبنى|منشآت|مرافق/iu;
const BUILDING_MAINTENANCE = 'building-maintenance';

/**
 * Whether the resume's building maintenance (of its titles and its lines) is another trade's own
 * maintenance: its titles name such a trade, and none of its maintenance titles names buildings.
 */
export function maintainsOtherThings(titles: readonly string[], titleConcepts: readonly string[]): boolean {
  if (!titleConcepts.some((id) => MAINTAINS_OWN_THINGS.has(id))) return false;
  return !titles.some(
    (t) => t && NAMES_BUILDINGS.test(t) && titleConceptsOf([t]).includes(BUILDING_MAINTENANCE),
  );
}

/** The resume's concepts (of its titles or its skills) without building maintenance, when it is another trade's. */
export function withoutOthersMaintenance(ids: string[], othersMaintenance: boolean): string[] {
  return othersMaintenance && ids.includes(BUILDING_MAINTENANCE)
    ? ids.filter((id) => id !== BUILDING_MAINTENANCE)
    : ids;
}

const DOMAIN_PHRASES = OCCUPATIONS.flatMap((o) =>
  (o.domains ?? []).flatMap((domain) => phraseForms(domain).map((words) => ({ id: o.id, words }))),
)
  .filter((p) => p.words.length > 0)
  .sort((a, b) => b.words.length - a.words.length);

/** The two lists by their phrases' first words (`PhraseIndex`): a title holds a few of their words. */
const PHRASE_INDEX = new PhraseIndex(PHRASES.map((p) => p.words));
const DOMAIN_INDEX = new PhraseIndex(DOMAIN_PHRASES.map((p) => p.words));

function occupationHits(indexed: IndexedText): Array<{ id: string; start: number; end: number }> {
  const hits: Array<{ id: string; start: number; end: number }> = [];
  const overlaps = (hit: { start: number; end: number }) =>
    hits.some((h) => hit.start < h.end && hit.end > h.start);
  for (const i of PHRASE_INDEX.candidates(indexed)) {
    const { id, words } = PHRASES[i]!;
    for (const hit of indexed.find(words)) {
      if (overlaps(hit)) continue;
      hits.push({ id, start: hit.start, end: hit.end });
    }
  }
  // A domain beside a role word on its line, neither part of a name found above.
  for (const i of DOMAIN_INDEX.candidates(indexed)) {
    const { id, words } = DOMAIN_PHRASES[i]!;
    for (const hit of indexed.find(words)) {
      if (overlaps(hit) || hits.some((h) => h.id === id)) continue;
      // (Titles are one a line.)
      const { before, after } = lineAround(indexed.text, hit.start, hit.end);
      const rest = `${before} ${after}`;
      if (
        rest.split(/\s+/).some((word) => word.length > 1 && isRoleWord(word.replace(/[^\p{L}'"״׳-]/gu, '')))
      )
        hits.push({ id, start: hit.start, end: hit.end });
    }
  }
  return hits;
}

interface Span {
  start: number;
  end: number;
}
/** Whether `outer` holds `inner` and is longer. */
const holds = (outer: Span, inner: Span) =>
  outer.start <= inner.start && inner.end <= outer.end && outer.end - outer.start > inner.end - inner.start;

/**
 * What titles name, read once: the lexicon's concepts but those whose words are part of a longer
 * occupation's name (a "Front Office Manager" is a hotel's receptionist, not an office manager), and
 * the occupations but those whose words are part of a longer name of the lexicon (a "סייעת רופא
 * שיניים" is a dental assistant, no dentist).
 */
function titleHits(
  indexed: IndexedText,
  occupations = occupationHits(indexed),
): { skills: SkillHit[]; occupations: string[] } {
  const all = findSkills(indexed, { titles: true });
  const spans = all.map((h) => ({ start: h.start, end: h.start + h.surface.length }));
  return {
    skills: all.filter((_, i) => !occupations.some((o) => holds(o, spans[i]!))),
    occupations: [...new Set(occupations.filter((o) => !spans.some((l) => holds(l, o))).map((o) => o.id))],
  };
}

/** The occupations job titles name (one title a line, or a job ad's title). */
export function occupationsIn(text: string | IndexedText): string[] {
  return titleHits(typeof text === 'string' ? new IndexedText(text) : text).occupations;
}

/**
 * Where titles say the work was done, after the occupation ("חשמלאי ראשי באתרי בנייה",
 * "Electrician at construction sites", "كهربائي في مواقع البناء"): the place's trade is no
 * occupation of the person (an electrician on building sites is no site engineer), unless another
 * title names it as the work. Settings (healthcare, hospitality) stay: they are read as settings.
 */
function placesOfWork(titles: string[]): Set<string> {
  const places = new Set<string>();
  const work = new Set<string>();
  for (const title of titles) {
    const text = new IndexedText(title);
    // (The occupations read once, for the title's concepts and for its own.)
    const occupations = occupationHits(text);
    const hits = [
      ...titleHits(text, occupations).skills.map((h) => ({ id: h.concept.id, start: h.start })),
      ...occupations.map((h) => ({ id: h.id, start: h.start })),
    ].sort((a, b) => a.start - b.start);
    for (const hit of hits) {
      const head = hits.find((h) => h.start < hit.start && h.id !== hit.id);
      const place =
        !SETTINGS.has(hit.id) &&
        head !== undefined &&
        SETTING_PREPOSITION.test(title.slice(head.start, hit.start));
      (place ? places : work).add(hit.id);
    }
  }
  for (const id of work) places.delete(id);
  return places;
}
// "at", "in", "on", "في", "لدى" (and a word) before the place, or a Hebrew word with the prefix ב
// ("באתרי") right before it.
const SETTING_PREPOSITION = /(?:\s(?:at|in|on|في|لدى)\s(?:\p{L}+\s)?|\sב\p{L}+\s)$/iu;

/**
 * Occupations that name a whole family: a backend developer is a programmer, so a job for "a
 * programmer" or "a software developer" counts a backend developer's title in full.
 */
const FAMILY_OCCUPATIONS: Record<string, string> = { programming: 'software' };

/**
 * The concepts of a job ad's title (with its feminine reading, when it differs): the lexicon's
 * fields it names, or its other lexicon concepts when it names no field, then the occupations above
 * but those of a field's family. An occupation of that family says nothing more ("Backend Software
 * Developer" is backend work): it would only halve the field's weight.
 */
export function jobTitleConceptsOf(titles: string[]): string[] {
  const read = titleReader();
  return jobTitleConceptsRead(
    titles.map((title) => jobTitleWithoutPlace(title, read)),
    read,
  );
}

/**
 * A job ad's title read for matching: its concepts (jobTitleConceptsOf) and their kinds
 * (jobTitleKindsOf), each text read once. The title has lost its place already when `placeless`
 * (analyzeJobForMatch takes it off before the ad is read; a title inferred from the description
 * has it still). Only when the title names nothing is its feminine reading read, which is written
 * from the ad's title as it came, place and all.
 */
export function jobTitleReading(
  title: string,
  feminine: string,
  placeless: boolean,
  /** The reader the place was taken off with (analyzeJobForMatch's): the title left is read once. */
  read = titleReader(),
): { concepts: string[]; kinds: string[] } {
  const titleRead = placeless ? title : jobTitleWithoutPlace(title, read);
  const written = jobTitleConceptsRead([titleRead], read);
  if (written.length > 0) return { concepts: written, kinds: jobTitleKindsOf([title], written, read) };
  const concepts = jobTitleConceptsRead([titleRead, jobTitleWithoutPlace(feminine, read)], read);
  return { concepts, kinds: jobTitleKindsOf([title, feminine], concepts, read) };
}

/**
 * An ad's title without the place it names (below), when what is left names a trade: a rank or a
 * setting alone says none, and then the place's is the work ("אחראי/ת משמרת במרכז לוגיסטי"
 * supervises logistics work).
 */
export function jobTitleWithoutPlace(title: string, read = titleReader()): string {
  const left = withoutPlace(title);
  if (left === title) return title;
  return jobTitleConceptsRead([left], read).some((id) => !RANKS.has(id) && !SETTINGS.has(id)) ? left : title;
}

/**
 * Where an ad's title says the job is, after "for" or "at" a place ("למרכז לוגיסטי", "לחברת ביטוח",
 * "لمتجر ملابس", "for a logistics centre"): the place's trade is the employer's, not the work (a
 * forklift operator for a logistics centre is no logistics planner). Bounded: a title's place is
 * a few words.
 */
// The workplace nouns a resume's title gives way to too, and the ad's own: a centre, a plant's or
// an office's plural, a garage, a lab, a division (on a resume, a lab is a setting its title keeps).
const PLACE_HE = new RegExp(
  String.raw`(?:^|\s)[לב](?:${WORKPLACE_NOUNS_HE}|מרכז|מרכזי|מפעלי|משרדי|בתי|מחסני|מוסך|מעבדת|מעבדה|אגף)(?!\p{L})[^,/|()\n]{0,60}$`,
  'u',
);
// Likewise, and a centre, a store, a shop, a warehouse, a clinic, a lab, a branch, a department, a
// chain (on a resume, a department, a clinic or a lab is a setting its title keeps).
const PLACE_AR = new RegExp(
  String.raw`(?:^|\s)(?:لـ?|في|ب)(?:ال)?(?:${WORKPLACE_NOUNS_AR}|مركز|متجر|محل|مستودع|عيادة|مختبر|فرع|قسم|سلسلة)(?!\p{L})[^,/|()\n]{0,60}$`,
  'u',
);
const PLACE_EN = /\s(?:for|at)\s+(?:a|an|the|our)\s[^,/|()\n]{0,60}$/iu;
function withoutPlace(title: string): string {
  if (title.length > 200) return title;
  return title.replace(PLACE_HE, '').replace(PLACE_AR, '').replace(PLACE_EN, '').trim() || title;
}

/** What titles name, each text read once however often it is asked (a title, or titles a line each). */
export type TitleReader = (text: string) => { skills: SkillHit[]; occupations: string[] };
export function titleReader(): TitleReader {
  const read = new Map<string, ReturnType<TitleReader>>();
  return (text) => {
    let hits = read.get(text);
    if (!hits) read.set(text, (hits = titleHits(new IndexedText(text))));
    return hits;
  };
}

function jobTitleConceptsRead(titles: string[], read: TitleReader): string[] {
  const hits = titles.flatMap((title) => read(title).skills);
  const fields = hits.filter((h) => h.concept.kind === 'field').map((h) => h.concept.id);
  const lexiconConcepts = [...new Set(fields.length > 0 ? fields : hits.map((h) => h.concept.id))];
  const lexiconFamilies = new Set(familiesOf(lexiconConcepts));
  return [
    ...lexiconConcepts,
    ...read(titles.join('\n')).occupations.filter(
      (id) => !lexiconConcepts.includes(id) && !familiesOf([id]).some((f) => lexiconFamilies.has(f)),
    ),
  ];
}

/**
 * What else a job ad's title says its work is, of the family of what it names (a kindergarten
 * teacher's "גננת" is teaching, and work with young children): the title aliases jobTitleConceptsOf
 * leaves out as of its fields' family. They weigh as a kind of the occupation, not as a second one.
 */
export function jobTitleKindsOf(
  titles: string[],
  concepts: readonly string[],
  read = titleReader(),
): string[] {
  const families = new Set(familiesOf(concepts));
  return read(titles.join('\n')).occupations.filter(
    (id) => id in TITLE_ALIASES && !concepts.includes(id) && familiesOf([id]).some((f) => families.has(f)),
  );
}

/**
 * An agent of a support desk ("Helpdesk Agent", "נציג הלפדסק", "ممثل مكتب المساعدة") answers the
 * users' calls as a support representative does (TITLE_ALIASES' call handling): phone work beside
 * the IT support the desk's name reads. A technician or an administrator of the desk is not.
 */
const DESK_AGENT = /(?:^|[^\p{L}])(?:agent|representative|rep|נציג|נציגת|ممثل|ممثلة)(?![\p{L}])/iu;

function deskAgentAnswersCalls(titles: readonly string[]): boolean {
  return titles.some(
    (t) =>
      DESK_AGENT.test(t) && titleHits(new IndexedText(t)).skills.some((h) => h.concept.id === 'it-support'),
  );
}

/**
 * The concepts of a resume's titles: every lexicon concept and occupation they name, and the
 * occupation that names a whole family one of them is in. The job side above keeps fields first;
 * a resume's side keeps all, since any of its titles may meet a job's.
 */
export function titleConceptsOf(titles: string[]): string[] {
  const hits = titleHits(new IndexedText(titles.join('\n')));
  let found = [...hits.skills.map((h) => h.concept.id), ...hits.occupations];
  if (found.includes('it-support') && !found.includes('call-handling') && deskAgentAnswersCalls(titles))
    found.push('call-handling');
  if (new Set(found).size > 1) {
    const places = placesOfWork(titles);
    found = found.filter((id) => !places.has(id));
  }
  const families = new Set(familiesOf(found));
  const implied = Object.entries(FAMILY_OCCUPATIONS)
    .filter(([, family]) => families.has(family))
    .map(([id]) => id);
  return [...new Set([...found, ...implied])];
}

/**
 * The occupations a job ad's requirement line asks experience in or as ("ניסיון בריתוך", "ניסיון
 * כמלצר/ית – יתרון", "Welding experience", "Experience as a welder", "خبرة في النجارة", "خبرة
 * كسائق"), or names as the whole item ("הנדסאי חשמל - יתרון"). Read only where the line says so: a
 * title's words are common words elsewhere in a line ("תעודה מוכרת" is a recognised certificate,
 * "עם ילדים על הרצף" a continuum, "Postman" a tool, "מדעי המחשב" no accountant's). A domain
 * ("ניקיון", "gardening", "زراعة") needs no role word beside it here: the experience is in it.
 */
export function occupationsAskedIn(line: string): Array<{ id: string; surface: string }> {
  if (line.length > 300) return [];
  const indexed = new IndexedText(line);
  const lexicon = findSkills(indexed, { titles: true, everyPlace: true }).map((h) => ({
    start: h.start,
    end: h.start + h.surface.length,
  }));
  const overlap = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
  const hits: Array<{ id: string; start: number; end: number }> = [];
  // Words the lexicon names (as long a name, or longer) are asked by the lexicon: "מכונאי רכב" is
  // vehicle mechanics there, not an occupation beside it.
  const free = (hit: Span) =>
    !hits.some((h) => overlap(h, hit)) && !lexicon.some((l) => overlap(l, hit) && !holds(hit, l));
  // Aliases and domains together, longer names first: "עבודה חקלאית" is farm work, not a farmer.
  const candidates = [
    ...PHRASE_INDEX.candidates(indexed).map((i) => PHRASES[i]!),
    ...DOMAIN_INDEX.candidates(indexed).map((i) => DOMAIN_PHRASES[i]!),
  ].sort((a, b) => b.words.length - a.words.length);
  for (const { id, words } of candidates)
    for (const hit of indexed.find(words)) if (free(hit)) hits.push({ id, start: hit.start, end: hit.end });
  hits.sort((a, b) => a.start - b.start);
  const asked: Array<{ id: string; surface: string }> = [];
  let previous: { end: number } | null = null;
  for (const hit of hits) {
    const before = line.slice(0, hit.start);
    const after = line.slice(hit.end);
    const ok: boolean =
      (EXPERIENCE_SAID.test(line) &&
        (EXPERIENCE_IN.test(before) ||
          (previous !== null && LIST_NEXT.test(line.slice(previous.end, hit.start))) ||
          AS_BEFORE_LIST.test(before))) ||
      EXPERIENCE_AFTER.test(after) ||
      LICENCE_BEFORE.test(before) ||
      LICENCE_AFTER.test(after) ||
      onlyTheOccupation(before, after);
    previous = ok ? hit : null;
    if (ok && !asked.some((a) => a.id === hit.id))
      asked.push({ id: hit.id, surface: line.slice(hit.start, hit.end) });
  }
  return asked;
}

/** A line that speaks of experience, knowledge or years. */
// (The experience words of job-requirements.ts, and this reader's own: a misspelling, a background,
// knowledge, years.)
const EXPERIENCE_SAID = new RegExp(
  String.raw`(?:(?<![\u05D0-\u05EA])[וב]?(?:${alternatives(EXPERIENCE_WORDS_HE)}|נסיון|רקע|ידע|היכרות|שנות|שנים|שנתיים)|\b(?:${alternatives(EXPERIENCE_WORDS_EN)})[ds]?\b|\bbackground\b|\byears?\b|\bknowledge\b|${alternatives(EXPERIENCE_WORDS_AR)}|خبره|الخبرة|سنوات|سنتين|عامين|معرفة|دراية)`,
  'iu',
);
/**
 * What stands right before an occupation experience is asked in or as: its word's prefix ב or כ
 * ("בריתוך", "כמלצר"), "בתחום ה…", "in / as a…", "في (مجال / أعمال) ال…", Arabic's ك or ب ("كسائق").
 */
const EXPERIENCE_IN =
  /(?:(?:^|[\s\-–(])ו?[בכ]ה?|(?:^|\s)ו?ב?(?:תחום|תחומי|עבודות|עבודת)\s+ה?|\b(?:as|in|of)\s+(?:an?\s+|the\s+)?|(?:^|\s)(?:في|فى|ك)\s+(?:(?:مجال|العمل|عمل|أعمال|اعمال)\s+)?(?:ال)?|(?:^|\s)و?[كب](?:ال)?)$/iu;
/** The gap to the next item of a list an occupation opened ("כרתך ומסגר", "as a welder or fitter"). */
const LIST_NEXT = /^(?:\s*[,،/&]\s*|\s+(?:או|or|and|أو|او)\s+|\s+(?:ו|و))(?:an?\s+)?$/iu;
/** "…כסו-שף או אחראי משמרת": the first item a name of the lexicon, said with "as" (כ, as a, ك). */
const AS_BEFORE_LIST =
  /(?:(?:^|\s)ו?כ[\u05D0-\u05EA][^\s,]{1,20}(?:\s[^\s,]{1,20})?|\bas\s+an?\s+[a-z-]{2,20}(?:\s[a-z-]{2,20})?|(?:^|\s)ك[\u0620-\u064A][^\s,،]{1,20}(?:\s[^\s,،]{1,20})?)\s+(?:או|or|أو|او)\s+(?:כ|an?\s+|ك)?$/iu;
/** "Welding experience", "Gardening and landscaping experience". */
const EXPERIENCE_AFTER =
  /^(?:\s*(?:,|and|or|&|\/)\s*[\p{L}-]{2,20}){0,3}\s+(?:work\s+)?(?:experience|background)\b/iu;
/** A licence, certificate or course to work as the occupation ("תעודת מנוף", "رخصة مرشد سياحي"). */
const LICENCE_BEFORE =
  /(?:(?:^|\s)ו?(?:תעודת|רישיון|רשיון|קורס|הסמכת)\s+ה?|\b(?:licensed|certified|qualified)\s+|(?:^|\s)(?:رخصة|شهادة|دورة|ترخيص)\s+(?:ال)?)$/iu;
const LICENCE_AFTER = /^\s+(?:licen[cs]e|certificate|certification|course)\b/iu;
/** What an item may say beside an occupation it names alone: licensed, a must, an advantage. */
const ITEM_MARKERS =
  /(?:יתרון|חובה|מוסמך|מוסמכת|מנוסה|בעל|בעלת|ניסיון|licensed|certified|qualified|experienced|required|a plus|an advantage|advantage|must|ميزة|شرط|مؤهل|مؤهلة|معتمد|معتمدة|ذو|خبرة|[\s\-–—:;,.()!•*])+/giu;
function onlyTheOccupation(before: string, after: string): boolean {
  return `${before} ${after}`.replace(ITEM_MARKERS, '') === '';
}
