import type { EducationLevel } from './education.ts';

/** The words of match explanations, per reader's language. {name} marks a value. */

export type Locale = 'he' | 'en' | 'ar';

type Phrases = Record<string, string>;

export const MATCH_PHRASES: Record<Locale, Phrases> = {
  en: {
    skillsShown: 'Shows {n} of the {total} skills the job asks for: {list}.',
    titleDirect: 'Has worked as {title}, the kind of role this job is for.',
    titleRelated: 'Has worked as {title}, a role close to this job’s field.',
    yearsMeet: '{years} of experience; the job asks for {asked}.',
    yearsRelated: '{years} of experience in a related field; the job asks for {asked}.',
    educationMeets: 'Education: {level}{field}, as the job asks.',
    languagesMeet: 'Languages: {list}, as the job asks.',
    adWords: 'Describes the work in many of the ad’s own words.',
    near: 'Lives in {city}, about {km} km from the job in {jobCity}.',
    sameCity: 'Lives in {city}, where the job is.',
    skillsMissing: 'Does not show {list}, which the job requires.',
    niceMissing: 'Does not show {list} (an advantage for this job).',
    yearsShort: '{years} of experience; the job asks for {asked}.',
    yearsOther: '{years} of experience, mostly outside this job’s field; the job asks for {asked}.',
    yearsUnknown: 'The resume gives no dates of work, so its years of experience cannot be counted.',
    titleNone: 'No past role in this job’s field ({title}).',
    educationBelow: 'Education: {level}; the job asks for {asked}{fields}.',
    languagesMissing: 'Does not mention {list}, which the job asks for.',
    far: 'Lives in {city}, about {km} km from the job in {jobCity}.',
    pattern: 'Looks for {stated} work; the job is {asked}.',
    in: ' in ',
    notStated: 'not stated',
    excellent: 'Excellent match: invite to an interview.',
    very_good: 'Very good match: worth an interview.',
    good: 'Good match: a short screening call would settle the open points.',
    fair: 'Fair match: consider only if stronger candidates are few.',
    partial: 'Partial match: not recommended for this job.',
  },
  he: {
    skillsShown: 'בקורות החיים מופיעים {n} מתוך {total} הכישורים שהמשרה מבקשת: {list}.',
    titleDirect: 'ניסיון בתפקיד {title}, מהסוג שהמשרה מחפשת.',
    titleRelated: 'ניסיון בתפקיד {title}, קרוב לתחום המשרה.',
    yearsMeet: 'ניסיון של {years}; המשרה מבקשת {asked}.',
    yearsRelated: 'ניסיון של {years} בתחום קרוב; המשרה מבקשת {asked}.',
    educationMeets: 'השכלה: {level}{field}, כפי שהמשרה מבקשת.',
    languagesMeet: 'שפות: {list}, כפי שהמשרה מבקשת.',
    adWords: 'קורות החיים מתארים את העבודה ברבות ממילות המודעה עצמה.',
    near: 'מקום מגורים: {city}, כ-{km} ק"מ ממקום העבודה ב{jobCity}.',
    sameCity: 'מקום מגורים: {city}, עיר המשרה.',
    skillsMissing: 'לא מופיעים בקורות החיים: {list}, שהמשרה דורשת.',
    niceMissing: 'לא מופיעים בקורות החיים: {list} (יתרון במשרה).',
    yearsShort: 'ניסיון של {years}; המשרה מבקשת {asked}.',
    yearsOther: 'ניסיון של {years}, רובו מחוץ לתחום המשרה; המשרה מבקשת {asked}.',
    yearsUnknown: 'בקורות החיים אין תאריכי עבודה, ולכן אי אפשר לספור את שנות הניסיון.',
    titleNone: 'אין תפקיד קודם בתחום המשרה ({title}).',
    educationBelow: 'השכלה: {level}; המשרה מבקשת {asked}{fields}.',
    languagesMissing: 'לא מוזכרות: {list}, שהמשרה מבקשת.',
    far: 'מקום מגורים: {city}, כ-{km} ק"מ ממקום העבודה ב{jobCity}.',
    pattern: 'מחפש/ת {stated}; המשרה היא {asked}.',
    in: ' ב',
    notStated: 'לא צוינה',
    excellent: 'התאמה מצוינת: מומלץ לזמן לראיון.',
    very_good: 'התאמה טובה מאוד: כדאי לזמן לראיון.',
    good: 'התאמה טובה: שיחת סינון קצרה תבהיר את הנקודות הפתוחות.',
    fair: 'התאמה סבירה: לשקול רק אם אין די מועמדים חזקים יותר.',
    partial: 'התאמה חלקית: לא מומלץ למשרה זו.',
  },
  ar: {
    skillsShown: 'تظهر في السيرة الذاتية {n} من أصل {total} من المهارات التي تطلبها الوظيفة: {list}.',
    titleDirect: 'خبرة في وظيفة {title}، من نوع الوظيفة المطلوبة.',
    titleRelated: 'خبرة في وظيفة {title}، قريبة من مجال الوظيفة.',
    yearsMeet: 'خبرة {years}؛ الوظيفة تطلب {asked}.',
    yearsRelated: 'خبرة {years} في مجال قريب؛ الوظيفة تطلب {asked}.',
    educationMeets: 'التعليم: {level}{field}، كما تطلب الوظيفة.',
    languagesMeet: 'اللغات: {list}، كما تطلب الوظيفة.',
    adWords: 'تصف السيرة الذاتية العمل بكثير من كلمات الإعلان نفسه.',
    near: 'مكان السكن: {city}، على بعد نحو {km} كم من مكان العمل في {jobCity}.',
    sameCity: 'مكان السكن: {city}، مدينة الوظيفة.',
    skillsMissing: 'لا تظهر في السيرة الذاتية: {list}، وهي مطلوبة للوظيفة.',
    niceMissing: 'لا تظهر في السيرة الذاتية: {list} (ميزة إضافية للوظيفة).',
    yearsShort: 'خبرة {years}؛ الوظيفة تطلب {asked}.',
    yearsOther: 'خبرة {years}، معظمها خارج مجال الوظيفة؛ الوظيفة تطلب {asked}.',
    yearsUnknown: 'لا تذكر السيرة الذاتية تواريخ العمل، فلا يمكن حساب سنوات الخبرة.',
    titleNone: 'لا توجد وظيفة سابقة في مجال الوظيفة ({title}).',
    educationBelow: 'التعليم: {level}؛ الوظيفة تطلب {asked}{fields}.',
    languagesMissing: 'لا تذكر السيرة الذاتية {list}، وهي مطلوبة للوظيفة.',
    far: 'مكان السكن: {city}، على بعد نحو {km} كم من مكان العمل في {jobCity}.',
    pattern: 'يبحث/تبحث عن {stated}؛ والوظيفة {asked}.',
    in: ' في ',
    notStated: 'غير مذكور',
    excellent: 'تطابق ممتاز: يُنصح بالدعوة إلى مقابلة.',
    very_good: 'تطابق جيد جدا: تستحق الدعوة إلى مقابلة.',
    good: 'تطابق جيد: مكالمة فرز قصيرة توضح النقاط المفتوحة.',
    fair: 'تطابق مقبول: يُنظر فيه فقط إذا قلّ المرشحون الأقوى.',
    partial: 'تطابق جزئي: لا يُنصح به لهذه الوظيفة.',
  },
};

export const LEVEL_NAMES: Record<Locale, Record<EducationLevel, string>> = {
  en: {
    high_school: 'high school',
    certificate: 'a professional certificate',
    bachelor: 'a bachelor’s degree',
    master: 'a master’s degree',
    doctorate: 'a doctorate',
  },
  he: {
    high_school: 'תיכונית',
    certificate: 'תעודה מקצועית (הנדסאי, קורס מקצועי)',
    bachelor: 'תואר ראשון',
    master: 'תואר שני',
    doctorate: 'תואר שלישי',
  },
  ar: {
    high_school: 'ثانوية',
    certificate: 'شهادة مهنية',
    bachelor: 'بكالوريوس',
    master: 'ماجستير',
    doctorate: 'دكتوراه',
  },
};

export const PATTERN_NAMES: Record<Locale, Record<string, string>> = {
  en: { full_time: 'full-time', part_time: 'part-time', shifts: 'shift work' },
  he: { full_time: 'משרה מלאה', part_time: 'משרה חלקית', shifts: 'עבודה במשמרות' },
  ar: { full_time: 'دوام كامل', part_time: 'دوام جزئي', shifts: 'عمل بنظام الورديات' },
};

/**
 * A number of whole years as each language says it: "1 year", "4 years"; "שנה אחת", "שנתיים",
 * "4 שנים"; "سنة واحدة", "سنتان", "4 سنوات", "11 سنة"; under one year, "less than a year".
 */
export function yearsText(years: number, locale: Locale): string {
  const n = Math.max(0, Math.floor(years));
  switch (locale) {
    case 'en':
      return n === 0 ? 'less than a year' : n === 1 ? '1 year' : `${n} years`;
    case 'he':
      return n === 0 ? 'פחות משנה' : n === 1 ? 'שנה אחת' : n === 2 ? 'שנתיים' : `${n} שנים`;
    case 'ar':
      if (n === 0) return 'أقل من سنة';
      if (n === 1) return 'سنة واحدة';
      if (n === 2) return 'سنتان';
      return n <= 10 ? `${n} سنوات` : `${n} سنة`;
  }
}

// Each template split once at its placeholders: sentences are filled for thousands of matches.
const compiled = new Map<string, string[]>();

/** The template with each {key} replaced by its value (empty when it has none). */
export function fill(template: string, values: Record<string, string | number>): string {
  let parts = compiled.get(template);
  if (!parts) {
    // Even places hold the text, odd places the keys.
    parts = template.split(/\{(\w+)\}/);
    compiled.set(template, parts);
  }
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) out += String(values[parts[i]!] ?? '') + parts[i + 1]!;
  return out;
}
