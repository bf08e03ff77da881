/**
 * Words too common in job ads and resumes to say anything about a skill, per language.
 * Compared after normalisation (lower case, Hebrew and Arabic prefixes looked through).
 */

import { normalizeForMatch } from './text-units.ts';

const ENGLISH = `a an the and or but nor of to in on at by for with from into onto over under about as is are was
were be been being am do does did have has had having will would shall should can could may might must this
that these those it its we our us you your they their them he she his her i me my mine who whom whose which
what when where why how all any both each few more most other some such no not only own same so than too very
just also well etc per via within without across after before during while including include includes
experience experienced years year plus strong good great excellent high highly ability able knowledge
skills skill skilled work working worked job role position team teams company companies candidate candidates
requirement requirements required must preferred advantage nice plus proven solid deep hands hands-on new
looking seek seeking join us we're you'll you're responsible responsibilities will using use used develop
developing development manage managing management build building built lead leading support supporting
degree related relevant environment environments level levels least minimum full time part based fast paced
growing great opportunity opportunities apply applying please send cv resume resumes day days week weeks month
months today present current currently now etc e.g i.e like love passionate motivated other others one two
three four five six seven eight nine ten first second new department departments division`;

const HEBREW = `של את על עם אל גם כי אם או אך אבל לא כן זה זו זאת הם הן הוא היא אני אנחנו אתה את אתם אתן יש אין
כל כמו בין אחר אחרת אחרים אחרות עוד רק מאוד יותר פחות כבר היה היתה היו יהיה תהיה להיות ניסיון שנים שנות שנה
שנת לפחות מינימום יתרון יתרונות משמעותי חובה דרישות דרישה תפקיד התפקיד משרה המשרה משרת מלאה חלקית חברה חברת
החברה מחפשים מחפשת מחפש דרוש דרושה דרושים דרושות ה/ת /ה ידע היכרות הכרות בעל בעלת בעלי בעלות יכולת יכולות
מצוינת מצוין מצוינות גבוהה גבוה טובה טוב רב רבה עבודה לעבודה בעבודה עבודת צוות מועמד מועמדת מועמדים
קורות חיים קו"ח שלחו שלח לשלוח אנו אנחנו אצלנו שלנו שלכם מוזמנים מוזמנות כולל כוללת היום כיום עד מ ב ל ו ה ש
תחום בתחום תחומי הובלת ניהול פיתוח מערכות מערכת אחריות תוך כדי במסגרת לרבות בנוסף וכן מחלקה מחלקת אגף`;

const ARABIC = `في من على الى إلى عن مع هذا هذه ذلك تلك التي الذي الذين هو هي هم نحن انت أنت انا أنا كان كانت يكون
تكون كل بعض غير او أو و ثم لا لم لن قد ما ماذا لماذا كيف اين أين متى ايضا أيضا جدا اكثر أكثر اقل أقل خبرة
سنوات سنة عام اعوام أعوام الاقل الأقل الأدنى ميزة يفضل مطلوب مطلوبة المطلوب وظيفة الوظيفة دوام كامل جزئي شركة
الشركة نبحث تبحث يبحث المرشح المرشحة المتقدم القدرة قدرة معرفة المعرفة جيد جيدة ممتاز ممتازة عالية عالي عمل
العمل فريق الفريق السيرة الذاتية ارسال إرسال أرسلوا حتى الآن حاليا مسؤول مسؤولة المسؤوليات المهام تطوير إدارة قسم`;

/** Normalised as the words they are compared with (ى as ي, ة as ه, no points). */
function toSet(words: string): Set<string> {
  return new Set(words.split(/\s+/).filter(Boolean).map(normalizeForMatch));
}

export const STOPWORDS = {
  en: toSet(ENGLISH),
  he: toSet(HEBREW),
  ar: toSet(ARABIC),
} as const;

/** True when any spelling of the word is a stopword in any of the languages. */
export function isStopword(variants: string[]): boolean {
  return variants.some((v) => STOPWORDS.en.has(v) || STOPWORDS.he.has(v) || STOPWORDS.ar.has(v));
}
