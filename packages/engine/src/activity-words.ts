/**
 * Which words name an activity, by language: Hebrew and Arabic verbal nouns by their patterns
 * ("התקנת", "تنظيف"), English activity nouns and gerunds ("monitoring", "Calibrating"), the verbs
 * an English duty line opens with, and the script a line is written in. The duty reader
 * (resume-duty-skills.ts) cuts lines into activities with them.
 */

export const HE = /[\u0590-\u05FF]/u;
export const AR = /[\u0600-\u06FF]/u;

/** Hebrew activity nouns that no pattern below catches. */
const HE_HEADS = new Set(
  `ניהול הובלת אחריות עבודה עבודת מתן הכנה הכנת קבלת קליטת מענה פתרון ייעוץ הוראה הוראת מכירה מכירות
  תמיכה סיוע עזרה ליווי ליקוט אריזה אריזת העמסה העמסת פריקה פריקת ספירת ספירות בקרה בקרת ניטור מדידה מדידת
  צילום צילומי תחזוקה תחזוקת אחזקה אחזקת שיווק גיוס תכנון עיצוב פיתוח ניתוח דיווח רישום הזנת הקלדת נהיגה
  מיון שרטוט ריתוך חיווט בישול אפייה אפיית שכפול גימור ייצור טיפול טיפולי ביקורת הדרכה הדרכת הדרכות
  הפעלה הפעלת תפעול סיורי סיור סיורים גבייה גביית תיקוף מעקב הערכת שילוח איסוף תיוק ניקיון ניקוי אבטחה
  אבטחת`.split(/\s+/),
);
/** Arabic activity nouns that no pattern below catches (the short ones of three letters most). */
const AR_HEADS = new Set(
  `رد رش قص فحص رفع طلب رسم حل بيع شحن جرد سحب خبز طبخ نقل خدمة علاج علاجات مكياج مانيكير دعم ضبط
  تقارير فحوصات قياس صرف غسل فرز حفظ عمل كشف حساب
  تمديدات`.split(/\s+/),
);

/** A Hebrew word of the verbal-noun patterns: ניהול, התקנת, כתיבת, בדיקות, חלוקת, התמחות. */
function hebrewActivity(word: string): boolean {
  const w = word.replace(/^ו-?/u, '');
  if (HE_HEADS.has(w)) return true;
  return (
    /^[א-ת]י[א-ת]ו[א-ת]$/u.test(w) || // piel: תיקון, איתור, ביצוע, עיקור, תיאום
    /^[א-ת]י[א-ת]ו[א-ת](?:י|ים)$/u.test(w) || // its plural: חישובי, דיווחים, תיקונים, שיבוצי
    /^ה[א-ת]{2,3}[הת]$/u.test(w) || // hif'il: התקנת, החלפת, הנחת, הפקת, הרכבת
    /^[א-ת]{2}[יו][א-ת][הת]$/u.test(w) || // pa'al: כתיבת, פריצת, קריאת, חלוקת, צביעה
    /^[א-ת]{2}י[א-ת]ות$/u.test(w) || // בדיקות, מדידות
    /^ה[א-ת]{2,3}ות$/u.test(w) || // התקנות, הזמנות
    /^הת[א-ת]{3}ות$/u.test(w) // התמחות
  );
}

/** An Arabic word of the masdar patterns: تنظيف, إدارة, صيانة, متابعة, استقبال. */
function arabicActivity(word: string): boolean {
  const w = word.replace(/^و/u, '').replace(/^(?:ال|لل)/u, '');
  if (AR_HEADS.has(w)) return true;
  return (
    /^ت\S{2}ي\S$/u.test(w) || // تفعيل: تنظيف، تركيب، تشخيص، تبديل
    /^[إا]\S{2}ا\S(?:ة)?$/u.test(w) || // إفعال: إدارة، إزالة، إصلاح، إشراف
    /^\S{2}ا\S[ةه]$/u.test(w) || // فِعالة: صيانة، زراعة، قراءة، كتابة
    /^م\Sا\S{2}[ةه]$/u.test(w) || // مفاعلة: متابعة، مكافحة، مساعدة
    /^است\S{2}ا\S$/u.test(w) || // استفعال: استقبال، استلام
    /^ت\S{2}ي\S{2}$/u.test(w) || // تجهيز... (five letters)
    /^ت\S{2}[ئي]ة$/u.test(w) // تفعلة: تعبئة، تربية، تغذية، تهيئة
  );
}

/**
 * Whether a tool concept's words, as a line writes them, name an activity or a common thing rather
 * than a product: "monitoring", "deep learning", "offices" in lower case, "ניטור מזיקים", "למידה
 * עמוקה" (Hebrew and Arabic verbal nouns). A product is written as a name: "PRTG", "Excel",
 * "monday.com", "חשבשבת", "מערכת CRM".
 */
export function writtenAsActivity(surface: string): boolean {
  const text = surface.trim();
  if (/^[a-z]+(?:[ -][a-z]+)*$/.test(text)) return true;
  const first = text.split(/\s+/)[0] ?? '';
  if (HE.test(first) && !/[A-Za-z\d]/.test(text)) return hebrewActivity(first);
  if (AR.test(first) && !/[A-Za-z\d]/.test(text)) return arabicActivity(first);
  return false;
}

/** An English noun that names an activity: monitoring, cleanings, triage, prep, therapy, analysis. */
export const EN_ACTIVITY =
  /^(?:[a-z-]*(?:ing|ings|tion|tions|sis|ment|ance|ence|ery|-ups?)|care|prep|therapy|triage|repairs|drills|sessions|inspections?|x-rays|tests|checks|audits|counts|visits|moves|deliveries)$/i;

/** Duty verbs an English bullet opens with: "Plan and lead", "Prepared", "led". */
export const EN_VERBS =
  /^(?:(?:[a-z]+ed|plan|lead|led|present|automate|analy[sz]e|review|track|monitor|report|ensure|ran|run|manage|prepare|perform|handle|build|built|write|wrote|set|make|made|do|did|own|drive|drove|oversee|oversaw|coordinate|conduct|provide|support|assist|deliver|train|teach|taught|maintain|operate|organi[sz]e|supervise|create|design|develop)(?:\s*,\s*|\s+(?:and|&)\s+|\s+))+/i;

/**
 * Gerunds that say the person did a duty, not which ("Managing a team of…", "Running recruitment",
 * "Performing dental cleanings"), as the past tense does; "Cleaning rooms", "Training staff" name the
 * duty itself and stay.
 */
export const EN_GERUNDS =
  /^(?:(?:managing|leading|running|handling|performing|conducting|providing|overseeing|supervising|delivering|assisting(?:\s+with)?|ensuring|carrying\s+out|doing|helping(?:\s+with)?|taking\s+care\s+of|responsible\s+for)(?:\s*,\s*|\s+(?:and|&)\s+|\s+))+/i;

/** A gerund that opens a duty ("Calibrating", "Interpreting"); not a noun in "-ing" ("morning", "building", "engineering roles"). */
export const EN_GERUND =
  /^(?!(?:morning|evening|during|building|ceiling|clothing|engineering|accounting|banking|housing|nursing|string|spring|something|anything|nothing|everything|ongoing|outstanding|including|according|following|existing|incoming|outgoing|upcoming|working|being|having|getting|going)$)[a-z]{3,}ing$/i;

/**
 * How many, before a duty: "four training sessions", "several audits". (How often is part of the
 * duty's name, as resumes and their readers write it: "Daily vehicle inspections", "weekly shift
 * scheduling".)
 */
export const EN_QUANTITY =
  /^(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|dozens|hundreds|several|multiple|many|various|regular|routine|all|up)\s+)+/i;

/** Nouns that begin with lamed, not the preposition "to": לקוחות, לוחות, לימודים; and duties. */
export function startsWithLamed(word: string): boolean {
  return (
    /^(?:לקוח|לקוחות|לקוחה|לוח|לוחות|לחם|לימוד|לימודים|לימודי|ליקוי|ליקויים)$/u.test(word) ||
    hebrewActivity(word)
  );
}

export function isActivity(word: string, script: 'he' | 'ar' | 'en'): boolean {
  if (script === 'he') return hebrewActivity(word);
  if (script === 'ar') return arabicActivity(word);
  return EN_ACTIVITY.test(word);
}

/** The script most of a text is written in. */
export function scriptOf(text: string): 'he' | 'ar' | 'en' {
  const he = (text.match(new RegExp(HE.source, 'gu')) ?? []).length;
  const ar = (text.match(new RegExp(AR.source, 'gu')) ?? []).length;
  if (he === 0 && ar === 0) return 'en';
  return he >= ar ? 'he' : 'ar';
}
