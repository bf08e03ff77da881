/**
 * Fields of study, with their names in Hebrew, English and Arabic and other spellings. To add one:
 * a line with an id, the three names and any aliases (compared word by word, prefixes looked through).
 */

export interface StudyField {
  id: string;
  label: { en: string; he: string; ar: string };
  aliases: string[];
  /** Work the field prepares for: skill-concept ids of the lexicon, for matching a job's domain. */
  domains: string[];
}

const f = (id: string, en: string, he: string, ar: string, aliases: string[], domains: string[] = []): StudyField => ({
  id,
  label: { en, he, ar },
  aliases: [en, he, ar, ...aliases],
  domains,
});

const SOFTWARE = ['backend', 'frontend', 'fullstack', 'qa', 'devops', 'data-engineering'];

export const STUDY_FIELDS: readonly StudyField[] = [
  f('computer-science', 'Computer Science', 'מדעי המחשב', 'علوم الحاسوب', ['CS', 'Computer Sciences', 'علم الحاسوب', 'علوم الكمبيوتر', 'علوم حاسوب', 'מדעי מחשב'], SOFTWARE),
  f('software-engineering', 'Software Engineering', 'הנדסת תוכנה', 'هندسة البرمجيات', ['Software Engineer', 'הנדסאי תוכנה', 'הנדסאית תוכנה', 'Software Engineering Technician', 'هندسة برمجيات'], SOFTWARE),
  f('information-systems', 'Information Systems', 'מערכות מידע', 'نظم المعلومات', ['Information Systems Engineering', 'הנדסת מערכות מידע', 'Management Information Systems', 'MIS', 'أنظمة المعلومات', 'تكنولوجيا المعلومات', 'Information Technology'], ['data-analysis', 'it-support']),
  f('data-science', 'Data Science', 'מדעי הנתונים', 'علم البيانات', ['Data Science and Engineering', 'הנדסת נתונים', 'علوم البيانات'], ['data-analysis', 'data-engineering']),
  f('electrical-engineering', 'Electrical Engineering', 'הנדסת חשמל', 'الهندسة الكهربائية', ['Electrical and Electronics Engineering', 'הנדסת חשמל ואלקטרוניקה', 'Electronics Engineering', 'הנדסת אלקטרוניקה', 'هندسة كهربائية', 'אלקטרוניקה'], ['engineering-electrical']),
  f('mechanical-engineering', 'Mechanical Engineering', 'הנדסת מכונות', 'الهندسة الميكانيكية', ['هندسة ميكانيكية', 'מכונות'], ['engineering-mechanical']),
  f('industrial-engineering', 'Industrial Engineering and Management', 'הנדסת תעשייה וניהול', 'الهندسة الصناعية', ['Industrial Engineering', 'הנדסת תעשיה וניהול', 'הנדסת תעשייה', 'هندسة صناعية', 'הנדסאי תעשייה וניהול'], ['operations', 'logistics', 'data-analysis']),
  f('civil-engineering', 'Civil Engineering', 'הנדסה אזרחית', 'الهندسة المدنية', ['הנדסת בניין', 'הנדסאי בניין', 'هندسة مدنية'], ['engineering-civil']),
  f('chemical-engineering', 'Chemical Engineering', 'הנדסה כימית', 'الهندسة الكيميائية', [], []),
  f('biomedical-engineering', 'Biomedical Engineering', 'הנדסה ביו-רפואית', 'الهندسة الطبية الحيوية', ['הנדסה ביורפואית'], ['healthcare']),
  f('mathematics', 'Mathematics', 'מתמטיקה', 'الرياضيات', ['Math', 'Applied Mathematics', 'رياضيات'], ['data-analysis', 'teaching']),
  f('statistics', 'Statistics', 'סטטיסטיקה', 'الإحصاء', ['Statistics and Data Science', 'إحصاء'], ['data-analysis']),
  f('physics', 'Physics', 'פיזיקה', 'الفيزياء', ['فيزياء'], []),
  f('economics', 'Economics', 'כלכלה', 'الاقتصاد', ['Economy', 'اقتصاد', 'علوم اقتصادية'], ['finance', 'data-analysis']),
  f('business-administration', 'Business Administration', 'מנהל עסקים', 'إدارة الأعمال', ['Business Management', 'Business', 'ניהול עסקים', 'מינהל עסקים', 'إدارة اعمال', 'ادارة الاعمال', 'MBA'], ['operations', 'marketing', 'sales', 'finance']),
  f('accounting', 'Accounting', 'חשבונאות', 'المحاسبة', ['ראיית חשבון', 'הנהלת חשבונות', 'מנהלת חשבונות', 'מנהל חשבונות', 'Bookkeeping', 'Accountancy', 'Accounting and Economics', 'חשבונאות וכלכלה', 'محاسبة'], ['accounting', 'finance', 'payroll']),
  f('finance', 'Finance', 'מימון', 'العلوم المالية', ['Banking and Finance', 'بنوك وتمويل', 'تمويل'], ['finance']),
  f('law', 'Law', 'משפטים', 'الحقوق', ['LL.B', 'LLB', 'LL.M', 'القانون', 'حقوق', 'قانون'], ['legal']),
  f('psychology', 'Psychology', 'פסיכולוגיה', 'علم النفس', [], ['hr']),
  f('behavioral-sciences', 'Behavioral Sciences', 'מדעי ההתנהגות', 'العلوم السلوكية', ['Behavioural Sciences', 'Behavioral Science'], ['hr']),
  f('sociology', 'Sociology', 'סוציולוגיה', 'علم الاجتماع', ['Sociology and Anthropology', 'סוציולוגיה ואנתרופולוגיה'], ['hr']),
  f('social-work', 'Social Work', 'עבודה סוציאלית', 'الخدمة الاجتماعية', ['العمل الاجتماعي'], []),
  f('political-science', 'Political Science', 'מדע המדינה', 'العلوم السياسية', ['Government', 'ממשל'], []),
  f('education', 'Education', 'חינוך', 'التربية', ['Teaching', 'Teaching Certificate', 'תעודת הוראה', 'הוראה', 'B.Ed', 'M.Ed', 'علوم التربية', 'التربية والتعليم', 'تربية'], ['teaching']),
  f('nursing', 'Nursing', 'סיעוד', 'التمريض', ['Nursing Science', 'מדעי הסיעוד', 'BSN', 'تمريض'], ['nursing', 'healthcare']),
  f('medicine', 'Medicine', 'רפואה', 'الطب', ['MD', 'طب'], ['healthcare']),
  f('pharmacy', 'Pharmacy', 'רוקחות', 'الصيدلة', ['Pharmaceutical Sciences', 'صيدلة'], ['pharma', 'healthcare']),
  f('biology', 'Biology', 'ביולוגיה', 'علم الأحياء', ['Life Sciences', 'מדעי החיים', 'أحياء', 'Biotechnology', 'ביוטכנולוגיה'], ['pharma']),
  f('chemistry', 'Chemistry', 'כימיה', 'الكيمياء', ['كيمياء'], ['pharma']),
  f('communications', 'Communications', 'תקשורת', 'الإعلام', ['Communication', 'Media Studies', 'Journalism', 'תקשורת ועיתונאות', 'עיתונאות', 'الصحافة', 'الاتصال', 'الإعلام والاتصال'], ['content', 'marketing', 'social-media']),
  f('marketing', 'Marketing', 'שיווק', 'التسويق', ['Marketing Communications', 'ניהול שיווק', 'تسويق'], ['marketing', 'digital-marketing']),
  f('human-resources', 'Human Resources', 'משאבי אנוש', 'الموارد البشرية', ['Human Resource Management', 'ניהול משאבי אנוש', 'HR Management', 'إدارة الموارد البشرية'], ['hr']),
  f('design', 'Design', 'עיצוב', 'التصميم', ['Graphic Design', 'Visual Communication', 'עיצוב גרפי', 'תקשורת חזותית', 'Industrial Design', 'تصميم جرافيك', 'التصميم الجرافيكي'], ['graphic-design', 'ux']),
  f('architecture', 'Architecture', 'אדריכלות', 'الهندسة المعمارية', ['هندسة معمارية'], []),
  f('logistics', 'Logistics', 'לוגיסטיקה', 'اللوجستيات', ['Supply Chain Management', 'ניהול שרשרת אספקה', 'Logistics Management', 'ניהול לוגיסטיקה', 'إدارة سلسلة التوريد', 'لوجستيات'], ['logistics', 'operations']),
  f('english', 'English Language and Literature', 'ספרות אנגלית', 'اللغة الإنجليزية وآدابها', ['English Literature', 'English Language', 'אנגלית', 'اللغة الانجليزية', 'أدب إنجليزي'], ['teaching']),
  f('arabic', 'Arabic Language and Literature', 'לשון וספרות ערבית', 'اللغة العربية وآدابها', ['Arabic Literature', 'ערבית', 'اللغة العربية'], ['teaching']),
  f('tourism', 'Tourism and Hospitality', 'תיירות ומלונאות', 'السياحة والضيافة', ['Hotel Management', 'ניהול מלונאות', 'Tourism', 'תיירות', 'سياحة'], ['hospitality']),
];
