import { scriptOf } from './activity-words.ts';
import { WRITTEN_RANGE } from './date-ranges.ts';
import { perParse } from './parse-memo.ts';
import { findLanguages } from './resume-languages.ts';
import { normalizeForMatch, stripBullet, trimEdges } from './text-units.ts';

/**
 * A resume split into its header (name and contact lines) and its sections, each with the heading
 * as written. Headings are recognised in Hebrew, English and Arabic.
 */

export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'military'
  | 'projects'
  | 'certifications'
  | 'volunteering'
  | 'other';

export interface ResumeSection {
  kind: SectionKind;
  /** The heading line as written, or '' for text before any heading. */
  heading: string;
  lines: string[];
  /** A heading with its items on one line ("Skills: Excel, SAP"): that line as written. */
  inline?: string;
}

export interface ResumeStructure {
  header: string[];
  sections: ResumeSection[];
}

const HEADINGS: Record<Exclude<SectionKind, 'other'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'executive summary',
    'experience summary',
    'relevant experience summary',
    'summary of experience',
    'summary of qualifications',
    'qualifications summary',
    'סיכום ניסיון',
    'תקציר ניסיון',
    'ملخص الخبرة',
    'ملخص الخبرات',
    'profile',
    'professional profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'תקציר',
    'תקציר מקצועי',
    'תמצית',
    'פרופיל',
    'פרופיל אישי',
    'פרופיל מקצועי',
    'אודות',
    'אודותיי',
    'על עצמי',
    'קצת עליי',
    'קצת עלי',
    'ملخص',
    'الملخص',
    'الملخص المهني',
    'نبذة',
    'نبذة عني',
    'نبذة شخصية',
    'الملف الشخصي',
    'الهدف الوظيفي',
    'الهدف المهني',
  ],
  experience: [
    'experience',
    'internships',
    'internship',
    'התמחות',
    'התמחויות',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
    'ניסיון',
    'ניסיון תעסוקתי',
    'ניסיון מקצועי',
    'ניסיון בעבודה',
    'ניסיון רלוונטי',
    'היסטוריה תעסוקתית',
    'תעסוקה',
    'الخبرة',
    'الخبرات',
    'الخبرة العملية',
    'الخبرة المهنية',
    'الخبرات العملية',
    'الخبرات المهنية',
    'الخبرة الوظيفية',
    'سجل العمل',
    // "Work" alone as a heading: "العمل", "Work", "עבודה"; where the person worked, said as such.
    'العمل',
    'work',
    'עבודה',
    'מקומות עבודה',
    'מקומות עבודה קודמים',
    'أماكن العمل',
    'jobs',
    "what i've done",
    'what i have done',
    "where i've worked",
    'where i have worked',
    'selected work',
    'recent work',
    // "ניסיון" as it is often spelled, without its yod.
    'נסיון',
    'נסיון תעסוקתי',
    'נסיון מקצועי',
    'נסיון בעבודה',
    // The work of today and of before, as a free-form resume heads them.
    'מה אני עושה היום',
    'מה אני עושה כיום',
    'לפני כן',
    'what i do today',
    'what i do now',
    'before that',
    'previously',
    'ماذا أعمل اليوم',
    'ما أعمله اليوم',
    'قبل ذلك',
    'سابقا',
    'سابقًا',
    'السجل المهني',
    'المسيرة المهنية',
    'مسيرتي المهنية',
    'خبرات العمل',
    'professional background',
    'professional history',
    // Headings written as a question the section answers ("What I've done" above), in Hebrew and Arabic.
    'מה עשיתי',
    'איפה עבדתי',
    'היכן עבדתי',
    'أين عملت',
    'اين عملت',
    'ماذا عملت',
    'what i did',
    'where i worked',
    // The path of a career and the roles held, as a heading: "מסלול מקצועי", "Positions held",
    // "المسار المهني", "السيرة المهنية" (a two-column resume's main column often heads its jobs so,
    // after its education; read as education, its jobs were lost).
    'מסלול מקצועי',
    'מסלול תעסוקתי',
    'רקע תעסוקתי',
    'תפקידים שמילאתי',
    'positions held',
    'roles held',
    'career path',
    'المسار المهني',
    'المسار الوظيفي',
    'السيرة المهنية',
    'التجربة المهنية',
    'التجارب المهنية',
    'التجربة العملية',
  ],
  education: [
    'education',
    'academic background',
    'studies',
    'academic education',
    'השכלה',
    'השכלה אקדמית',
    'לימודים',
    'השכלה והכשרה',
    'التعليم',
    'المؤهلات العلمية',
    'المؤهل العلمي',
    'الدراسة',
    'التحصيل العلمي',
    'المؤهلات الأكاديمية',
    'الشهادات العلمية',
    'المسار الأكاديمي',
    // "Academic background" in Hebrew and Arabic (רקע, الخلفية: no head word of their own).
    'רקע אקדמי',
    'רקע השכלתי',
    'רקע לימודי',
    'الخلفية الأكاديمية',
    'الخلفية التعليمية',
    'الخلفية العلمية',
    // Where the person studied, written as a question the section answers ("Where I learned"), as the
    // work's "What I did" / "מה עשיתי" / "ماذا عملت".
    'where i learned',
    'where i learnt',
    'where i studied',
    'what i studied',
    'איפה למדתי',
    'היכן למדתי',
    'מה למדתי',
    'أين درست',
    'اين درست',
    'ماذا درست',
    'أين تعلمت',
    'اين تعلمت',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core skills',
    // LinkedIn's "Save to PDF" sidebar.
    'top skills',
    'core competencies',
    'competencies',
    'technologies',
    // "Tech", "Tech skills": the short word for the technical skills, in each language.
    'tech',
    'tech skills',
    'technical',
    'technical expertise',
    'ידע טכנולוגי',
    'כישורים טכנולוגיים',
    'مهارات تقنية',
    'المعرفة التقنية',
    'tools',
    'tools and technologies',
    'skills & tools',
    'skills and tools',
    'professional skills',
    'computer skills',
    'soft skills',
    'areas of expertise',
    'expertise',
    'תחומי התמחות',
    'תחומי מומחיות',
    'tech stack',
    'technical stack',
    'stack',
    'my stack',
    'כישורים',
    'כישורים טכניים',
    'כישורים מקצועיים',
    'מיומנויות',
    'כלים',
    'טכנולוגיות',
    'יכולות',
    'ידע טכני',
    'יכולות מקצועיות',
    'כישורים ויכולות',
    'כישורים אישיים',
    'מיומנויות מקצועיות',
    'כישורי מחשב',
    'ידע במחשבים',
    'תוכנות',
    // What programs the person knows, said with the knowing ("ידע בתוכנות", "שליטה במחשב", "Software
    // knowledge", "معرفة بالبرامج"), and the languages a programmer writes in ("שפות תכנות").
    'ידע בתוכנות',
    'שליטה בתוכנות',
    'ידע בתוכנות מחשב',
    'שליטה בתוכנות מחשב',
    'ידע במחשב',
    'שליטה במחשב',
    'יישומי מחשב',
    'ידע ביישומי מחשב',
    'שליטה ביישומי מחשב',
    'שפות תכנות',
    'ידע בשפות תכנות',
    'software knowledge',
    'computer literacy',
    'programming languages',
    'معرفة بالبرامج',
    'إتقان البرامج',
    'لغات البرمجة',
    // The machines a worker operated, under a heading that says so ("מכונות שהפעלתי").
    'ציוד שהפעלתי',
    'מכונות שהפעלתי',
    'الآلات التي شغلتها',
    // Soft skills in Hebrew and Arabic, as "soft skills".
    'מיומנויות רכות',
    'כישורים רכים',
    'المهارات الناعمة',
    'المهارات اللينة',
    // A list of the programs the person uses under the name of what they are: "מחשבים", "מחשב",
    // "Computers", "البرامج", "الحاسوب" (one item a line in a sidebar: AutoCAD, Revit, MS Project).
    'מחשבים',
    'מחשב',
    'computers',
    'الحاسوب',
    'תוכנות מחשב',
    'البرامج',
    'برامج',
    'البرمجيات',
    // "Technologies" in Arabic, as "טכנולוגיות" and "Technologies" are.
    'التقنيات',
    'تقنيات',
    'التكنولوجيا',
    'التكنولوجيات',
    'تكنولوجيات',
    'برامج الحاسوب',
    'المهارات',
    'مهارات',
    'المهارات التقنية',
    'المهارات الفنية',
    'الكفاءات',
    'المهارات المهنية',
    'المهارات الشخصية',
    'مهارات الحاسوب',
    'مهارات الكمبيوتر',
    'الأدوات',
    'أدوات',
    'القدرات',
    'نقاط القوة',
    'مجالات الخبرة',
    // Skills under a heading of the person's own words: a toolbox, gear, "what I do well".
    'toolbox',
    'my toolbox',
    'toolkit',
    'my toolkit',
    'software',
    'gear',
    'equipment',
    // The machines a trade works ("Machinery", "Equipment operated", "المعدات", "الآلات"): listed as
    // its tools are.
    'equipment operated',
    'machinery',
    'machinery operated',
    'machines',
    'machines operated',
    'المعدات',
    'معدات',
    'الآلات',
    'آلات',
    'الماكنات',
    'ماكنات',
    'الآلات والمعدات',
    'المعدات والأدوات',
    // "Hard skills", "IT skills", "Competences" (the British plural), as "Soft skills" and "Computer skills".
    'hard skills',
    'it skills',
    'competences',
    'key competences',
    'core competences',
    'gear i work with',
    'tools i use',
    'tools i work with',
    'software i use',
    'areas of strength',
    // A translator's directions ("Hebrew > English"): each pair a skill (isLanguagePair).
    'language pairs',
    'language combinations',
    'צמדי שפות',
    'זוגות שפות',
    'أزواج اللغات',
    'الأزواج اللغوية',
    'ثنائيات اللغة',
    // What the person is strong at, listed as their skills ("STRENGTHS" over a sidebar's items).
    'strengths',
    'key strengths',
    'my strengths',
    'נקודות חוזק',
    'חוזקות',
    'نقاط قوتي',
    'what i do best',
    'what i do',
    'what i offer',
    'מה אני עושה',
    'מה אני מציע',
    'מה אני מציעה',
    'ما أقدمه',
    'ما اقدمه',
    'ארגז כלים',
    'סקילס',
    'במה אני טוב',
    'במה אני טובה',
    'מה אני יודע לעשות',
    'מה אני יודעת לעשות',
    'מה אני יודע',
    'מה אני יודעת',
    'what i know',
    'what i can do',
    'skill set',
    'מה אני יכול לעשות',
    'מה אני יכולה לעשות',
    'ما أستطيع فعله',
    'التخصصات',
    // "Professionalism" over a sidebar's trade items.
    'מקצועיות',
    'المؤهلات الفنية',
    'المؤهلات التقنية',
    'ما أتقنه',
    'ما اتقنه',
    'ما أجيده',
    'ما اجيده',
    'ماذا أتقن',
    'ما أجيد',
    'ما أعرفه',
    'מה אני מביא איתי',
    'מה אני מביאה איתי',
    'מה אני מביא',
    'מה אני מביאה',
    'what i bring',
    'what i bring to the table',
    'ما أقدمه',
    'ما أضيفه',
    // The areas a professional practises in, listed as their skills: a lawyer's, a therapist's, a
    // trainer's ("תחומי עיסוק", "Specialties", "Practice areas", "مجالات العمل").
    'specialties',
    'specialities',
    'specializations',
    'specialisations',
    'practice areas',
    'areas of practice',
    'תחומי עיסוק',
    'תחומי עבודה',
    'התמחויות',
    // The treatments a beautician or a therapist gives, listed as their practice ("טיפולים",
    // "סוגי טיפולים", "Treatments", "العلاجات").
    'טיפולים',
    'סוגי טיפולים',
    'treatments',
    'العلاجات',
    'مجالات العمل',
    'مجالات التخصص',
  ],
  languages: [
    'languages',
    'language skills',
    'languages spoken',
    'שפות',
    'اللغات',
    'لغات',
    // The same heading in other words: what languages and how well ("ידיעת שפות", "المهارات اللغوية").
    'language proficiency',
    'spoken languages',
    'foreign languages',
    'ידיעת שפות',
    'שפות זרות',
    'שפות מדוברות',
    'שליטה בשפות',
    'المهارات اللغوية',
    'اللغات المحكية',
    'إتقان اللغات',
    'اللغات الأجنبية',
    'اللغات التي أتقنها',
    'لغات أتقنها',
  ],
  military: [
    'military service',
    'military experience',
    'army experience',
    'idf service',
    'ניסיון צבאי',
    'שירות צה"ל',
    'שירות לאומי-אזרחי',
    'שירות לאומי אזרחי',
    'שירות צבאי/לאומי',
    'army service',
    'military',
    'national service',
    'שירות צבאי',
    'שירות לאומי',
    'צבא',
    'الخدمة العسكرية',
    'الخدمة الوطنية',
    'الخدمة المدنية',
  ],
  projects: [
    'projects',
    'selected projects',
    'personal projects',
    'פרויקטים',
    'פרויקטים נבחרים',
    'مشاريع',
    'المشاريع',
  ],
  certifications: [
    'certifications',
    'certificates',
    'courses',
    'training',
    'التدريب',
    'التدريبات',
    'courses and certifications',
    'licenses',
    'licences',
    'licenses and certifications',
    'license',
    'licence',
    'רישיון',
    'الرخصة',
    'רישיונות',
    'רשיונות',
    'רישיונות והסמכות',
    'رخص',
    'الرخص',
    'رخص وشهادات',
    'הסמכות',
    'קורסים',
    'קורסים והסמכות',
    'תעודות',
    'השתלמויות',
    // Trainings in the plural, as the heading of the courses taken ("הכשרות", "Trainings").
    'הכשרות',
    'הכשרות מקצועיות',
    'trainings',
    'professional development',
    'الدورات',
    'الشهادات',
    'الدورات التدريبية',
    'الشهادات المهنية',
    // Licensing as the act ("Licensing", "Licensure", "רישוי", "الترخيص"): the licences held.
    'licensing',
    'licensure',
    'professional licensing',
    'professional licensure',
    'רישוי',
    'רישוי מקצועי',
    'الترخيص',
    'التراخيص',
    'تراخيص',
    'الترخيص المهني',
  ],
  volunteering: [
    'volunteering',
    'ניסיון בהתנדבות',
    'ניסיון התנדבותי',
    'volunteer experience',
    'volunteer work',
    'התנדבות',
    'פעילות התנדבותית',
    'العمل التطوعي',
    'التطوع',
  ],
};

const OTHER_HEADINGS = [
  'hobbies',
  'interests',
  'references',
  'awards',
  'publications',
  'personal details',
  'personal information',
  // A contacts block's heading of one word ("פרטים" over the phone and e-mail): under it no job goes
  // on, as under a main column read before its sidebar a town would be taken for a title.
  'details',
  'פרטים',
  'التفاصيل',
  'contact',
  'contact details',
  'contact information',
  'contact me',
  'get in touch',
  'פרטי קשר',
  'יצירת קשר',
  'צור קשר',
  'צרו קשר',
  'התקשרות',
  'פרטי התקשרות',
  'דרכי התקשרות',
  'التواصل',
  'للتواصل',
  'طرق التواصل',
  'بيانات التواصل',
  'معلومات الاتصال',
  'معلومات التواصل',
  'بيانات الاتصال',
  'additional information',
  'achievements',
  'תחביבים',
  'פרסים',
  'המלצות',
  'ממליצים',
  'פרטים אישיים',
  'פרסומים',
  'הישגים',
  'מידע נוסף',
  'هوايات',
  'الهوايات',
  'جوائز',
  'مراجع',
  'المراجع',
  'المعلومات الشخصية',
  'معلومات إضافية',
  'الإنجازات',
];

const LOOKUP = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(HEADINGS)) {
  for (const name of names) LOOKUP.set(normalizeForMatch(name), kind as SectionKind);
}
for (const name of OTHER_HEADINGS) LOOKUP.set(normalizeForMatch(name), 'other');

/**
 * Head words of a section and the words that qualify them, for headings no list can hold: "Academic
 * Qualifications", "Relevant Skills", "כישורים רלוונטיים", "المهارات الأساسية" are a head word
 * with qualifiers. The head word decides the kind; every other word must be a qualifier or a head word.
 */
const HEAD_WORDS: Array<[SectionKind, string[]]> = [
  [
    'education',
    [
      'education',
      'educational',
      'qualifications',
      'studies',
      'degrees',
      'השכלה',
      'לימודים',
      'הכשרה',
      'تعليم',
      'التعليم',
      'الدراسة',
      'دراسة',
      'المؤهلات',
      'مؤهلات',
      'المؤهل',
      'التحصيل',
    ],
  ],
  [
    'skills',
    [
      'skills',
      'competencies',
      'proficiencies',
      'abilities',
      'strengths',
      'capabilities',
      'expertise',
      'know-how',
      // Tools under a heading that names them beside another kind ("ידע וכלים", "Skills & tools",
      // "المعرفة والأدوات", "כלי עבודה"), and the know-how a list says ("المعرفة", "معارف").
      'tools',
      'toolkit',
      'toolbox',
      'skillset',
      'כלים',
      'כלי',
      'أدوات',
      'الأدوات',
      'المعرفة',
      'معارف',
      'المعارف',
      // What the person knows and the trades they practise, listed as skills ("ידיעות:", "מקצועות:",
      // "Knowledge", "المهن"): a heading of the person's own words for the same list.
      'knowledge',
      'trades',
      'ידיעות',
      'מקצועות',
      'المهن',
      'مهن',
      'الحرف',
      // The machines and equipment a worker runs, listed as the skills are ("ציוד ומכונות",
      // "Machinery", "المعدات والآلات", "מכשור רפואי").
      'ציוד',
      'מכונות',
      'מכשור',
      'machinery',
      'machines',
      'المعدات',
      'معدات',
      'الآلات',
      'آلات',
      'الأجهزة',
      'أجهزة',
      'כישורים',
      // (Its construct form before what they serve: "כישורי מעבדה", "כישורי מחשב".)
      'כישורי',
      'ידע',
      'מיומנויות',
      'יכולות',
      'חוזקות',
      'חוזק',
      'מומחיות',
      'مهارات',
      'المهارات',
      'الكفاءات',
      'كفاءات',
      'القدرات',
      'قدرات',
      // The methods a profession works by ("שיטות טיפול: CBT, EMDR", "Teaching methods", "أساليب
      // العلاج", "Modalities"): what the person can do, listed as skills are.
      'methods',
      'techniques',
      'modalities',
      'approaches',
      'methodologies',
      'שיטות',
      'טכניקות',
      'גישות',
      'מתודולוגיות',
      'אסכולות',
      'الأساليب',
      'أساليب',
      'الطرق',
      'التقنيات',
      'المنهجيات',
    ],
  ],
  [
    'experience',
    [
      'experience',
      'employment',
      'career',
      'ניסיון',
      'קריירה',
      'תעסוקה',
      'الخبرة',
      'الخبرات',
      'خبرة',
      'خبرات',
      'الوظائف',
      // "תפקידים", "Roles", "المناصب": the roles held ("Previous roles", "תפקידים קודמים").
      'תפקידים',
      'roles',
      'positions',
      'المناصب',
      'مناصب',
    ],
  ],
  [
    'certifications',
    [
      'certifications',
      'certificates',
      'courses',
      'licenses',
      'licences',
      'license',
      'licence',
      'רישיון',
      'الرخصة',
      'הסמכות',
      'קורסים',
      'תעודות',
      'רישיונות',
      'الدورات',
      'الشهادات',
      'الرخص',
      'التدريب',
      'تدريب',
      // "التأهيل المهني": vocational training.
      'التأهيل',
      'تأهيل',
    ],
  ],
  ['languages', ['languages', 'שפות', 'اللغات']],
];
const QUALIFIERS = new Set(
  [
    'academic',
    'professional',
    'relevant',
    'key',
    'core',
    'main',
    'technical',
    'personal',
    'additional',
    'summary',
    'background',
    'history',
    'higher',
    'formal',
    'previous',
    'prior',
    'selected',
    'practical',
    // "Hands-on skills", "מיומנויות מעשיות", "مجالات المعرفة": of what kind, or where.
    'hands-on',
    'מעשיות',
    'מעשיים',
    'مجالات',
    'clinical',
    'laboratory',
    'lab',
    // "מיומנויות מעבדה", "مهارات المختبر", "مهارات مخبرية": of the lab, as "Lab skills".
    'מעבדה',
    'מעבדתיות',
    'מעבדתיים',
    'المختبر',
    'مختبر',
    'مخبرية',
    'مختبرية',
    'trade',
    'field',
    // "מיומנויות מחשב", "Computer proficiencies", "مهارات الحاسوب": skills of one kind.
    'computer',
    'digital',
    'מחשב',
    'דיגיטליות',
    'الحاسوب',
    'حاسوب',
    'الكمبيوتر',
    'كمبيوتر',
    'and',
    'of',
    'my',
    'אקדמית',
    'אקדמיים',
    'אקדמי',
    'אקדמאית',
    'מקצועית',
    'מקצועיים',
    'מקצועי',
    'מקצועיות',
    'רלוונטיים',
    'רלוונטי',
    'רלוונטית',
    'רלוונטיות',
    'אישיות',
    'אישיים',
    'עיקריים',
    'עיקריות',
    'נוספים',
    'נוספות',
    'תחומי',
    'קודם',
    'קודמים',
    'קודמות',
    'קודמת',
    // "Positions held".
    'held',
    'טכניים',
    'טכניות',
    // "מיומנויות קליניות", "Top Skills" (a LinkedIn profile's export).
    'קליניות',
    'קליניים',
    'top',
    'בולטים',
    'الأكاديمية',
    'الأكاديمي',
    'الدراسية',
    'العلمية',
    'العلمي',
    'المهنية',
    'المهني',
    'الأساسية',
    'الشخصية',
    'السابقة',
    'الرئيسية',
    'العملية',
    'التدريبية',
    'الفنية',
    'التقنية',
    'ذات',
    'الصلة',
    'مهنية',
    'أساسية',
    'شخصية',
    'تقنية',
    'فنية',
    'أكاديمية',
    // What methods serve: "Treatment methods", "שיטות טיפול", "أساليب التدريس".
    'treatment',
    'therapy',
    'therapeutic',
    'teaching',
    'work',
    'working',
    'intervention',
    'research',
    'טיפול',
    'טיפוליות',
    'טיפוליים',
    'עבודה',
    'הוראה',
    'התערבות',
    'מחקר',
    'العلاج',
    'العلاجية',
    'علاجية',
    'العمل',
    'التدريس',
    'البحث',
  ].map(normalizeForMatch),
);
const HEAD_KIND = new Map<string, SectionKind>();
for (const [kind, words] of HEAD_WORDS)
  for (const word of words) HEAD_KIND.set(normalizeForMatch(word), kind);

/**
 * "ומיומנויות", "والقدرات": a word joined by "and"; an Arabic head word with or without its article
 * ("دورات" as "الدورات", "شهادات مهنية" as "الشهادات").
 */
const headOrQualifier = (word: string): { kind?: SectionKind; qualifier: boolean } => {
  const bare = word.replace(/^[וو]/u, '');
  const withArticle = /^[\u0620-\u064A]{3,}$/u.test(bare) && !bare.startsWith('ال') ? [`ال${bare}`] : [];
  for (const w of [word, bare, ...withArticle]) {
    const kind = HEAD_KIND.get(w);
    if (kind) return { kind, qualifier: false };
    if (QUALIFIERS.has(w)) return { qualifier: true };
  }
  return { qualifier: false };
};

/**
 * An Arabic adjective with the article after the head word says what kind of skills or
 * qualifications: "المهارات المخبرية", "المهارات الحرفية" (normalised, "ة" is "ه").
 */
const ARABIC_ADJECTIVE = /^و?ال\p{L}{2,}(?:يه|ي)$/u;

/**
 * Skills with where or what they serve: "כלים בכיתה", "מיומנויות לעבודה עם ילדים", "Skills for the
 * kitchen": a plural head word of skills first, then a word with a preposition. (Not "ידע ב…",
 * "שליטה ב…", "expertise in …": an item with its level word. Not "المهارات في العمل", a line of
 * prose as often as a heading.)
 */
const SKILLS_FOR =
  /^(?:כלים|מיומנויות|כישורים|יכולות|tools|skills|abilities|competencies) (?:[בל]\p{L}{2,}|(?:in|for|at|on) (?:the )?\p{L}+)(?: \p{L}+)?$/u;

function kindByHeadWord(bare: string): SectionKind | null {
  if (/[\d@|,.]/.test(bare)) return null;
  if (SKILLS_FOR.test(bare)) return 'skills';
  let kind: SectionKind | null = null;
  for (const word of bare.split(' ')) {
    const found = headOrQualifier(word);
    if (found.kind) kind ??= found.kind;
    else if (!found.qualifier && !(kind === 'skills' && ARABIC_ADJECTIVE.test(word))) return null;
  }
  return kind;
}

/** Longer than this, a line is no heading, however it is decorated. */
const HEADING_MAX_CHARS = 120;

/** Decoration around a heading: anything but a letter or a digit. */
const DECORATION = /[^\p{L}\p{N}]/u;

/**
 * A heading written with its letters spaced out ("E D U C A T I O N", "ה ש כ ל ה", "W O R K   E X P E R
 * I E N C E"): its words, the letters joined (words are parted by two spaces or more).
 */
const LETTER_SPACED = /^\s*\p{L}(?: {1,4}\p{L}){3,}\s*$/u;
function unspaced(line: string): string {
  if (!LETTER_SPACED.test(line)) return line;
  return line
    .trim()
    .split(/ {2,}/)
    .map((word) => word.replace(/ /g, ''))
    .join(' ');
}

/**
 * A personal-details heading of any wording: a word for details, data or information with a word for
 * personal ("נתונים אישיים", "מידע אישי", "Personal data", "البيانات الشخصية", "معلومات شخصية";
 * normalised, "ة" is "ه"). Under it go a birth year and a marital status, not a name or a job.
 */
const PERSONAL_DETAILS_HEADING =
  /^(?:personal (?:details|information|info|data|particulars)|(?:פרטים|נתונים|מידע) אישי(?:ים)?|(?:ال)?(?:بيانات|معلومات|تفاصيل) (?:ال)?شخصي(?:ه|ة))$/u;

/**
 * The kind of section a line heads, or null when it is not a heading (read once per line in a
 * parse: `parse-memo.ts`; the titles, the skills and the sections ask it of the same lines).
 */
export const headingKind = perParse(readHeadingKind);

function readHeadingKind(line: string): SectionKind | null {
  if (line.length > HEADING_MAX_CHARS) return null;
  // Decoration around a heading ("── ניסיון ──", "*Skills*", "💼 Experience:") is not its words.
  const bare = trimEdges(normalizeForMatch(unspaced(stripBullet(line))), DECORATION, DECORATION)
    .replace(/\s*[|/&+]\s*/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!bare || bare.split(' ').length > 5) return null;
  const known = LOOKUP.get(bare) ?? LOOKUP.get(bare.replace(/\s+(?:and\s+|ו|و\s*).*$/, ''));
  // "Licences & Skills", "רישיונות וכישורים": a list of both, its items listed as skills are.
  if (known === 'certifications' && /\s(?:and\s+|ו|و\s*)/u.test(bare)) {
    const rest = bare.replace(/^.*?\s(?:and\s+|ו|و\s*)/u, '');
    if ((LOOKUP.get(rest) ?? kindByHeadWord(rest)) === 'skills') return 'skills';
  }
  if (known) return known;
  if (PERSONAL_DETAILS_HEADING.test(bare)) return 'other';
  // "ניסיון בהוראה", "Experience in sales", "الخبرة في التدريس", "الخبرة البحثية": experience of some
  // kind (normalised, "الخبرة" is "الخبره").
  if (
    bare.split(' ').length <= 4 &&
    /^(?:ניסיון|experience|(?:ال)?خبر(?:ة|ه|ات))(?:\s|$)/u.test(bare) &&
    !/[\d@|,.]/.test(bare)
  ) {
    return 'experience';
  }
  // "Teaching Experience", "Sales Experience": experience of some kind, in English.
  if (/^(?:[a-z-]+\s){1,2}experience$/.test(bare)) return 'experience';
  return (
    kindByHeadWord(bare) ??
    possessiveKind(bare) ??
    whatIBring(bare) ??
    bilingualHalfKind(line) ??
    misreadKind(bare)
  );
}

/** Headings this long or longer are known with one letter misread; shorter ones are other words so. */
const MISREAD_HEADING_MIN = 6;
/** Each known heading of that length with one letter left open ("כישור?ם"), and its kind. */
const ONE_LETTER_OPEN = new Map<string, SectionKind>();
for (const [heading, kind] of LOOKUP)
  if (heading.length >= MISREAD_HEADING_MIN && /^[\p{L} ]+$/u.test(heading))
    for (let i = 0; i < heading.length; i++)
      if (heading[i] !== ' ') ONE_LETTER_OPEN.set(`${heading.slice(0, i)}?${heading.slice(i + 1)}`, kind);

/**
 * A known heading a scan read with one letter as a look-alike ("כישוריס", "skilis", "المهاراث",
 * "kev skills"): the kind of the one known heading of its length it differs from in one letter.
 */
function misreadKind(bare: string): SectionKind | null {
  if (bare.length < MISREAD_HEADING_MIN || !/^[\p{L} ]+$/u.test(bare)) return null;
  for (let i = 0; i < bare.length; i++) {
    if (bare[i] === ' ') continue;
    const kind = ONE_LETTER_OPEN.get(`${bare.slice(0, i)}?${bare.slice(i + 1)}`);
    if (kind) return kind;
  }
  return null;
}

/** The two halves of a heading written in two scripts: "مهارات | כישורים", "Skills / כישורים". */
const HALVES = /\s[|/·•]\s/u;

/**
 * A heading written in two scripts whose one half a scan misread ("וש | כישורים" for "مهارات |
 * כישורים", "Skills | כישורים" with the Hebrew half junk): the half that is a heading names the
 * kind, when the other is one or two words of letters in another script, or a word of at most three
 * letters (what a misread word is; "מורה | חינוך", "Teacher | Education" are a job's, not a heading).
 */
function bilingualHalfKind(line: string): SectionKind | null {
  const halves = line.trim().split(HALVES);
  if (halves.length !== 2) return null;
  for (const [head, other] of [halves, [...halves].reverse()] as Array<[string, string]>) {
    const rest = other.trim();
    if (HALVES.test(head) || !/^\p{L}+(?: \p{L}+)?$/u.test(rest)) continue;
    const kind = headingKind(head);
    if (kind && (scriptOf(rest) !== scriptOf(head) || /^\p{L}{1,3}$/u.test(rest))) return kind;
  }
  return null;
}

/**
 * "מה אני מביא לכיתה", "What I bring to the team", "ما أقدمه للمرضى": what the person brings to
 * some place or people, the words after saying where; the items under it are their skills.
 */
const BRINGS = ['מה אני מביא', 'מה אני מביאה', 'what i bring', 'ما أقدمه', 'ما أضيفه'].map(
  (words) => `${normalizeForMatch(words)} `,
);
function whatIBring(bare: string): SectionKind | null {
  return BRINGS.some((lead) => bare.startsWith(lead)) ? 'skills' : null;
}

/**
 * A heading written with "my" or the article: "ארגז הכלים שלי", "הכישורים שלי", "ההשכלה שלי",
 * "مهاراتي", "أدواتي": the kind of the heading without them ("ארגז כלים", "مهارات").
 */
function possessiveKind(bare: string): SectionKind | null {
  const plain = bare
    .replace(/\s+(?:שלי|שלו|שלה|שלנו)$/u, '')
    .split(' ')
    .map((word) =>
      word
        .replace(/^ה(?=[א-ת]{3,})/u, '')
        .replace(/(?<=\S{3,})اتي$/u, 'ات')
        .replace(/(?<=\S{3,})تي$/u, 'ة'),
    )
    .join(' ');
  if (plain === bare) return null;
  return LOOKUP.get(plain) ?? kindByHeadWord(plain);
}

/** A skills section or a list of licences, whose lines are items. */
const isSkillsLike = (section: ResumeSection) =>
  section.inline === undefined && (section.kind === 'skills' || namesLicences(section.heading));

/** A list item's line that ends where it goes on: not after a separator or a label's colon. */
const ENDS_OPEN = /[^,،;؛|•·▪:：\s]\s*$/u;
/** A line that starts an item of its own: a bullet, a dash, a separator or a number's mark. */
const STARTS_ITEM = /^[•·▪◦○●■□◆➢➤►✓✔*|,،;؛\-–—]/u;
const LIST_MARK = /[,،;؛|•·▪]/u;

/**
 * A skills list's item the writer wrapped with a hanging indent: "טיפול בפצעים" / "  ובהליכי ריפוי",
 * "الاستشارة الدوائية" / "  للمرضى المزمنين", "Cash desk & shift" / "  reports". A lone indented line
 * (the lines around it not indented) after an item that ends in a word goes on with that item; a
 * run of indented lines is a list under a sub-heading, and a line that starts with a bullet or a
 * separator is an item of its own.
 */
function hangsUnderItem(rawLines: string[], index: number): boolean {
  const indented = (raw: string | undefined) => raw !== undefined && /^(?: {2,}|\t)/u.test(raw);
  const raw = rawLines[index]!;
  const previous = rawLines[index - 1];
  if (!indented(raw) || previous === undefined || indented(previous) || indented(rawLines[index + 1]))
    return false;
  const line = raw.trim();
  if (STARTS_ITEM.test(line) || !ENDS_OPEN.test(previous) || line.length > 40) return false;
  if (line.split(/\s+/).length > 5) return false;
  // ("Excel, Word, Power" / "  BI, SQL": a comma list wrapped goes on as a list; a list under a
  // line of no list is that line's sub-list.)
  return !LIST_MARK.test(line) || LIST_MARK.test(previous);
}

export function splitResumeSections(text: string): ResumeStructure {
  const rawLines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const lines = rawLines.map((l) => l.trim());
  const header: string[] = [];
  const sections: ResumeSection[] = [];
  // The section the next line belongs to (null: the header).
  let open: ResumeSection | null = null;
  // The index of the line last put in the open section (a heading or a section of one line between
  // breaks its items).
  let lastLineAt = -1;
  const kinds = headingKindsOf(lines);
  for (const [index, line] of lines.entries()) {
    const kind = kinds[index];
    const inline = kind
      ? null
      : (inlineSkills(line) ?? (open ? inlineOther(line, open.kind) : inlineUnheaded(line)));
    if (kind) {
      open = { kind, heading: line, lines: [] };
      // ("Languages | English, Hebrew": read as a heading, its items after the gap are its first line.)
      const items = itemsAfterGap(line, kind);
      if (items) open.lines.push(items);
      sections.push(open);
    } else if (inline) {
      // "כישורים: Excel, SAP, Priority" is a section of one line; the lines after it go on
      // where they were. So is a line of another kind under a section ("שפות: עברית, אנגלית",
      // "שירות צבאי: 2003–2006, לוחם", "מצב משפחתי: נשוי" under the skills or the last job).
      sections.push(inline);
    } else if (open) {
      if (
        isSkillsLike(open) &&
        open.lines.length > 0 &&
        lastLineAt === index - 1 &&
        hangsUnderItem(rawLines, index)
      )
        open.lines[open.lines.length - 1] += ` ${line}`;
      else open.lines.push(line);
      lastLineAt = index;
    } else {
      header.push(line);
    }
  }
  rejoinInterleavedJobs(sections);
  // Jobs written under the contacts with no heading over them ("01/2022 – היום | מחסנאי ראשי | …"),
  // above the first heading ("שירות צבאי", "השכלה"), are the work of a resume with no experience
  // heading, as the lines of a resume with no headings are.
  const headerless = splitHeaderlessResume(header);
  const jobsUnderContacts =
    !sections.some((section) => section.kind === 'experience') &&
    headerless.sections.some((section) => section.lines.some((line) => line.search(WRITTEN_RANGE) >= 0));
  if (sections.every(isInline) || jobsUnderContacts)
    return { header: headerless.header, sections: [...headerless.sections, ...sections] };
  return { header, sections };
}

/** The kinds a sidebar holds beside the main column: short lists of languages and skills. */
const SIDEBAR_KINDS = new Set<SectionKind>(['languages', 'skills']);
/** A sidebar's list item: a few words, no year ("עברית", "Excel", "Table service", "العمل ضمن فريق"). */
const isSidebarItem = (line: string) =>
  line.length <= 40 && !hasYear(line) && stripBullet(line).split(/\s+/).filter(Boolean).length <= 4;
const hasRange = (line: string) => line.search(WRITTEN_RANGE) >= 0;

/**
 * Two columns read as one, line by line (a PDF reader that reads each row of the page across both
 * columns): a sidebar heading ("Languages", "שפות", "المهارات") and its short items fall between a
 * job's title and its workplace, and the lines after them go on with the work ("לוגיסטיקה בע"מ,
 * 2018 – 2024", the next title, its dates). Under a languages or skills heading that follows the
 * experience, after nothing but short list items, a line with a span of years goes back to the
 * experience with every line after it up to the next heading; the items stay under their heading.
 * A languages or skills section that is all list items, or whose first longer line has no span
 * of years, is left as it is, and ends the experience as before.
 */
function rejoinInterleavedJobs(sections: ResumeSection[]): void {
  let experience: ResumeSection | null = null;
  for (const section of sections) {
    if (section.kind === 'experience' && !isInline(section)) {
      experience = section;
      continue;
    }
    if (isInline(section)) continue;
    if (!experience || !SIDEBAR_KINDS.has(section.kind)) {
      experience = null;
      continue;
    }
    const start = section.lines.findIndex((line) => !isSidebarItem(line));
    if (start < 0 || !hasRange(section.lines[start]!)) {
      experience = null;
      continue;
    }
    experience.lines.push(...section.lines.splice(start));
  }
}

const hasYear = (line: string) => /(?<!\d)(?:19|20)\d\d(?!\d)/.test(line);

/**
 * Each line's heading kind (null: no heading), as the sections are read. "خبرات ومهارات", "ניסיון
 * וכישורים", "Experience & Skills" over lines with no year in them: what the person can do, not where
 * they worked.
 */
export function headingKindsOf(lines: string[]): Array<SectionKind | null> {
  const kinds = lines.map((line, i) => (wrappedSentenceEnd(line, lines[i - 1]) ? null : headingKind(line)));
  kinds.forEach((kind, i) => {
    if (kind !== 'experience' || !namesSkillsToo(lines[i]!)) return;
    let end = i + 1;
    while (end < lines.length && kinds[end] === null) end++;
    if (!lines.slice(i + 1, end).some(hasYear)) kinds[i] = 'skills';
  });
  return kinds;
}

/**
 * "… ניהול רשת ותקשורת, פריסת" / "מחשבים.": the last word or two of a sentence that a scan (or a
 * narrow column) wrapped onto a line of its own, after a long line that ends with no mark, is no
 * heading, though the word names one ("מחשבים", "computers"): a heading ends with no full stop.
 */
function wrappedSentenceEnd(line: string, previous: string | undefined): boolean {
  return (
    previous !== undefined &&
    /^[\p{L}\p{M}'"׳״-]+(?: [\p{L}\p{M}'"׳״-]+)?\.$/u.test(line) &&
    previous.split(/\s+/).length >= 6 &&
    /[\p{L}\p{M}]$/u.test(previous) &&
    headingKind(previous) === null
  );
}

/** A heading that names skills beside another kind: "خبرات ومهارات", "Experience & Skills". */
function namesSkillsToo(heading: string): boolean {
  return headingNames(heading, 'skills');
}

/**
 * Whether a heading names a kind among its words: "Education & Experience", a row of column headings
 * read as one line ("PROFESSIONAL SUMMARY EDUCATION RELEVANT EXPERIENCE").
 */
export function headingNames(heading: string, kind: SectionKind): boolean {
  return normalizeForMatch(heading)
    .replace(/[^\p{L}\s]+/gu, ' ')
    .split(/\s+/)
    .some((word) => headOrQualifier(word).kind === kind);
}

const INLINE_HEADING = /^([^:：]{2,40})[:：]\s*(\S.*)$/u;
const isInline = (section: ResumeSection) => section.inline !== undefined;

/** Whether a line is a skills heading with its items after a colon: "Skills: Excel, SAP". */
export function isInlineSkills(line: string): boolean {
  const m = line.match(INLINE_HEADING);
  return m !== null && headingKind(m[1]!) === 'skills';
}

/** "Skills: Excel, SAP" / "כישורים: …" as a section of its own. */
function inlineSkills(line: string): ResumeSection | null {
  const m = line.match(INLINE_HEADING);
  if (!m || !isInlineSkills(line)) return null;
  return { kind: 'skills', heading: `${m[1]!.trim()}:`, lines: [m[2]!.trim()], inline: line };
}

/** A personal detail's label: "מצב משפחתי:", "ת.ז:", "العمر:", "Date of birth:". */
const PERSONAL_LABEL =
  /^(?:מצב\s+משפחתי|ת\.?\s?ז\.?|תעודת\s+זהות|גיל|תאריך\s+לידה|שנת\s+לידה|כתובת|מגורים|עיר\s+מגורים|marital\s+status|family\s+status|date\s+of\s+birth|birth\s+date|age|address|id(?:\s+number)?|الحالة\s+(?:الاجتماعية|الإجتماعية)|العمر|السن|تاريخ\s+الميلاد|سنة\s+الميلاد|العنوان|مكان\s+السكن|رقم\s+الهوية)$/iu;

/**
 * A line "label: value" whose label heads a section of another kind than the open one (languages,
 * education, military service) or names a personal detail: a section of one line.
 */
function inlineOther(line: string, openKind: SectionKind): ResumeSection | null {
  const m = line.match(INLINE_HEADING);
  if (!m) return inlineByGap(line, openKind);
  const label = m[1]!.trim();
  const headed = headingKind(label);
  // Hobbies, references ("תחביבים: דייג", "مراجع: عند الطلب") after a list close it too; under a job
  // a label of that kind ("Achievements: …") may still be one of its lines.
  // So does a list of licences ("רישיונות: רישיון נהיגה D1, …", "الرخص: …", "Licenses: …"), written
  // under the last job as often as after a list; no job's line is labelled so.
  const kind: SectionKind | null =
    headed === 'languages' || headed === 'education' || headed === 'military'
      ? headed
      : namesLicences(label)
        ? 'certifications'
        : PERSONAL_LABEL.test(label) || (headed === 'other' && openKind !== 'experience')
          ? 'other'
          : null;
  if (!kind || kind === openKind) return null;
  return { kind, heading: `${label}:`, lines: [m[2]!.trim()], inline: line };
}

/**
 * "שפות   עברית, אנגלית", "Languages | English, Hebrew": a languages or military-service heading whose
 * items follow a gap of spaces or a tab (a table's two cells; `plainText` writes a wider gap as " | ")
 * in place of a colon, a section of one line as with a colon. (Only those kinds: a gap follows a job's or a degree's year as often.)
 */
const GAP_HEADING = /^(\p{L}[\p{L} ]{1,30}?)(?:\t|[^\S\n]{3,}|\s*\|\s*)\s*(\S.*)$/u;
/**
 * "שפות עברית, אנגלית", "Languages English, Hebrew": the gap a PDF or a Word file closed to one space.
 * A languages heading of up to three words, then only languages, each item naming one.
 */
function languagesAfterHeading(line: string): ResumeSection | null {
  if (line.length > 120) return null;
  const words = line.trim().split(/\s+/);
  for (let n = 1; n <= 3 && n < words.length; n++) {
    const label = words.slice(0, n).join(' ');
    if (headingKind(label) !== 'languages') continue;
    const rest = words.slice(n).join(' ');
    const items = rest.split(/\s*[,،;]\s*/u).filter(Boolean);
    if (items.length > 0 && items.every((item) => findLanguages([item], []).length > 0))
      return { kind: 'languages', heading: `${label}:`, lines: [rest], inline: line };
  }
  return null;
}

/** The items of a languages or military heading after its gap, when they are no heading's words. */
function itemsAfterGap(line: string, kind: SectionKind): string {
  if (kind !== 'languages' && kind !== 'military') return '';
  const m = line.match(GAP_HEADING);
  return m && headingKind(m[1]!.trim()) === kind && headingKind(m[2]!) === null ? m[2]!.trim() : '';
}
function inlineByGap(line: string, openKind: SectionKind): ResumeSection | null {
  const m = line.match(GAP_HEADING);
  if (!m) return openKind === 'languages' ? null : languagesAfterHeading(line);
  const label = m[1]!.trim();
  const kind = headingKind(label);
  if ((kind !== 'languages' && kind !== 'military') || kind === openKind) return null;
  return { kind, heading: `${label}:`, lines: [m[2]!.trim()], inline: line };
}

/**
 * A heading of licences: what the person may drive or practise ("רישיונות", "רישיונות נהיגה",
 * "Licences", "Driving licenses", "الرخص", "رخص القيادة", "التراخيص"). Its items are skills. So are
 * those of a heading that names certifications first and licences after ("הסמכות ורישיונות",
 * "Certifications & Licences", "الشهادات والرخص"), or training or courses first ("הכשרות ורישיונות",
 * "Training & Licences", "الدورات والرخص"), as of "רישיונות והסמכות"; and one licence's heading
 * alone ("LICENCE", "רישיון", "الرخصة").
 */
export const LICENCES_HEADING =
  /^\s*(?:(?:ה?הסמכות|ה?תעודות|ה?הכשרות|קורסים|certifications?|certificates?|training|courses|(?:ال)?شهادات|(?:ال)?دورات|(?:ال)?تدريبات)\s*(?:&|and|\/|,|\+)?\s*(?:ו-?|و)?)?(?:(?:driving\s+|professional\s+)?licen[cs]es|ר(?:י)?שיונות|(?:ال)?رخص|(?:ال)?تراخيص)(?!\p{L})|^\s*(?:(?:professional\s+)?licen[cs](?:e|ing|ure)|ר(?:י)?שיון|רישוי(?:\s+מקצועי)?|(?:ال)?رخصة|(?:ال)?ترخيص(?:\s+المهني)?)\s*:?\s*$/iu;

/**
 * Whether a section's heading names licences, its number, bullet or decoration set aside ("2. רישיונות",
 * "▪ Licences", "── الرخص ──"): a heading written so is still one of licences.
 */
export function namesLicences(heading: string): boolean {
  return LICENCES_HEADING.test(trimEdges(stripBullet(heading), DECORATION, DECORATION));
}

/**
 * "השכלה: B.A. במנהל עסקים, …, 2012", "Education: B.Sc. …", "الخدمة العسكرية: …" before any heading (a
 * resume with none, its jobs written one a line): the schooling, languages or service the label
 * says, a section of one line, not a line of the jobs around it. (Personal details stay in the
 * header, where the name, the contacts and the age are read.)
 */
function inlineUnheaded(line: string): ResumeSection | null {
  const section = inlineOther(line, 'other');
  return section && section.kind !== 'other' ? section : null;
}

const CONTACT = /@|\d{3}.?\d{3}.?\d{3,4}|linkedin|https?:|www\./i;

/**
 * A resume with no headings we know: the header is the first lines up to the last contact line
 * among the first five; the rest is one untitled section.
 */
function splitHeaderlessResume(lines: string[]): ResumeStructure {
  let headerEnd = Math.min(1, lines.length);
  lines.slice(0, 5).forEach((line, i) => {
    if (CONTACT.test(line)) headerEnd = i + 1;
  });
  const rest = lines.slice(headerEnd);
  return {
    header: lines.slice(0, headerEnd),
    sections: rest.length > 0 ? [{ kind: 'other', heading: '', lines: rest }] : [],
  };
}
