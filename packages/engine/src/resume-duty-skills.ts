import { escoSkillNamed } from './esco.ts';
import { findSkills } from './resume-skills.ts';
import { joinWrappedLines, normalizeForMatch, stripBullet } from './text-units.ts';
import {
  AR,
  EN_ACTIVITY,
  EN_GERUND,
  EN_GERUNDS,
  EN_QUANTITY,
  EN_VERBS,
  HE,
  isActivity,
  scriptOf,
  startsWithLamed,
  writtenAsActivity,
} from './activity-words.ts';

/**
 * The skills of a resume with no skills section, read from its duty lines as the resume writes
 * them: a duty bullet is a list of activities ("ליקוט והעמסת סחורה", "إزالة الشعر بالليزر بجهاز
 * Soprano", "Surgical prep, anaesthesia monitoring and recovery for 15–20 procedures a week"), each
 * an activity noun and its object. A line is cut into its activities at stops, commas and an "and"
 * ("ו", "و") before another activity; each is trimmed of what says where, for whom, how much or
 * with which tool ("ברחבי העיר", "من 5 عمال", "for 22 players", "בתוכנת Dentaweb"); a device named
 * so ("במצלמת גוף", "برافعة متنقلة") is a skill of its own. Only a piece that opens with an
 * activity noun (Hebrew and Arabic verbal nouns by their patterns; in English, a noun phrase
 * ending in one, or one the lexicon or ESCO knows) is kept: an object or a place alone is not.
 */

/**
 * "אחראית על קליטת עובדים", "עוסקת בגביית תשלומים", "Responsible for stock counts", "مسؤولة عن
 * الصندوق", "أعمل في صرف الوصفات", and said in the first person ("הייתי אחראית על…", "ביצעתי בידוק
 * ביטחוני", "أقوم بتفتيش الزوار", "قمت بصيانة"): the duties follow.
 */
const RESPONSIBLE_FOR =
  /^(?:הייתי\s+)?(?:אחראי|אחראית|אחראים)\s+(?:על|ל-?)\s*|^(?:עוסק|עוסקת|עסקתי)\s+ב-?|^(?:ביצעתי|ביצעה)\s+(?=\S)|^(?:responsible\s+for|in\s+charge\s+of)\s+|^(?:مسؤول|مسؤولة|مسئول|مسئولة)\s+عن\s+|^(?:أعمل|اعمل|عملت)\s+في\s+|^(?:كنت\s+)?(?:أقوم|اقوم|قمت)\s+ب(?=\S{3})/iu;

/**
 * Helping someone with a duty: "مساعدة المعلمة في تحضير الفعاليات", "סיוע לגננת בהכנת פעילויות":
 * the duty is what the help was in, when an activity follows.
 */
const HELPING_IN =
  /^(?:مساعدة|مساعده|معاونة)\s+\S+(?:\s+\S+)?\s+في\s+(?=\S)|^(?:סיוע|עזרה)\s+ל-?\S+(?:\s+\S+)?\s+ב-?(?=\S)/u;
function helpedDuty(piece: string, script: 'he' | 'ar' | 'en'): string {
  const m = HELPING_IN.exec(piece);
  if (!m) return piece;
  const rest = piece.slice(m[0].length);
  return isActivity(words(rest)[0] ?? '', script) ? rest : piece;
}

/** A word that opens what says where, for whom, how much or when, not what was done. */
const HE_CUT = new Set(
  'עם של עבור ברחבי באזור מול עד ועד כולל לרבות בכל בין במהלך בזמן אחרי לאחר באמצעות לפי בהתאם בסוף בתחילת בשעות'.split(
    ' ',
  ),
);
const AR_CUT = new Set(
  'في حسب مع من عبر حتى قبل بعد داخل خلال لدى ضمن إلى الى باستخدام بواسطة بما عند'.split(' '),
);
const EN_CUT = new Set(
  'for at to with from in on across per within during via using including under into through by'.split(' '),
);

/** Devices a duty is done with, named in Hebrew or Arabic: "במצלמת גוף", "برافعة متنقلة". */
const HE_DEVICE =
  /^(?:ו?ב-?)(מצלמה|מצלמת|מצלמות|מסופון|מכונת|מכונות|מסור|מכשיר|מכשירי|מלגזה|מלגזת|מנוף|מנופי|אוטוקלב|עגלת|מיקסר|תנור|תנורי|מחרטה|מחרטת|מקדחה|מקדחת|רתכת|משאבה|משאבת|מכבש|טרקטור|מכסחה|מכסחת)$/u;
const AR_DEVICE =
  /^(?:و?ب)((?:ال)?(?:جهاز|أجهزة|رافعة|آلة|آلات|ماكينة|كاميرا|كاميرات|جزازة|جزّازة|خلاط|خلاطة|تراكتور))$/u;
/** A tool noun followed by a product's name: "בתוכנת Dentaweb", "في تطبيق Calmark". */
const TOOL_CUE =
  /^(?:ו?ב-?(?:מערכת|מערכות|תוכנת|תוכנות|אפליקציית|פלטפורמת|מצלמת|מכשיר|מכונת|מסופון)|و?ب(?:نظام|برنامج|تطبيق|جهاز|منصة)|في|عبر)$/u;

/**
 * A product named in the page's own letters after its system noun, closing a duty: "גביית שכר טרחה
 * בתוכנת רימון", "תיעוד רפואי במערכת קמיליון", "إدخال الطلبات في نظام أوديسيه". The name (one or two
 * words) is a tool, as a Latin name after the noun is; a system of a kind ("במערכת ממוחשבת", "במערכת
 * הבריאות", "في النظام", "במערכת ניהול מלאי") names none: an article, an adjective or an activity.
 */
const PRODUCT_CUE =
  /^(?:ו?ב-?(?:מערכת|תוכנת|אפליקציית|פלטפורמת)|و?(?:ب|في\s+|عبر\s+)(?:نظام|برنامج|تطبيق|منصة))$/u;
const KIND_ADJECTIVE =
  /^(?:ממוחשבת|ממוחשב|דיגיטלית|פנימית|ארגונית|ייעודית|מקוונת|חדשה|ממשלתית|محوسب|محوسبة|إلكتروني|الكتروني|داخلي|جديد|خاص)$/u;
function productNamed(piece: string, script: 'he' | 'ar'): string | null {
  // (Arabic's "في نظام" is two words: joined here so that one cue word is read.)
  const ws = words(piece.replace(/(?<=^|\s)(و?(?:في|عبر))\s+(?=(?:نظام|برنامج|تطبيق|منصة)\s)/u, '$1_'));
  for (let i = 1; i < ws.length - 1 && i < 12; i++) {
    if (!PRODUCT_CUE.test(ws[i]!.replace('_', ' '))) continue;
    const name = ws.slice(i + 1);
    const first = name[0]!;
    if (
      name.length > 2 ||
      /[A-Za-z\d"'״׳]/u.test(name.join(' ')) ||
      /^(?:ה|ال|ו|و)/u.test(first) ||
      name.some((w) => KIND_ADJECTIVE.test(w) || HE_CUT.has(w) || AR_CUT.has(w)) ||
      // (One word of an activity's pattern may be a name, "רימון"; two open with what the system does.)
      (name.length === 2 && isActivity(first, script)) ||
      (script === 'he' && /(?:ות|ים|ית)$/u.test(first))
    )
      return null;
    return name.join(' ').replace(/[.,:;]+$/u, '');
  }
  return null;
}

/** Whether a short line names a product after its system noun ("תיעוד רפואי במערכת קמיליון"): a duty line. */
export function namesProduct(line: string): boolean {
  const script = scriptOf(line);
  return script !== 'en' && pieces(line).some((piece) => productNamed(piece, script) !== null);
}

/** The language a duty was done in: "מענה לפניות בעברית ובערבית", "كتابة المحتوى بالعربية". */
const LANGUAGE_WORD =
  /^(?:ו?ב-?|و?ب?(?:ال)?|in\s)?(?:עברית|אנגלית|ערבית|רוסית|צרפתית|אמהרית|العربية|العبرية|الإنجليزية|الانجليزية|الروسية|hebrew|arabic|english|russian)$/iu;

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/** A measure joined to its unit, a kind of the thing it is written on: "a 12-ton truck", "40-foot containers". */
const MEASURE =
  /(?<![\w.-])\d+(?:\.\d+)?-(?:ton|tonne|foot|feet|ft|metre|meter|m|litre|liter|seat|seater|wheel|axle|storey|story)s?(?![\w-])/iu;

/**
 * A limit of height or weight closing a duty ("הורדת משטחים בגבהים עד 12 מטר", "lifting loads up to
 * 25 kg", "رفع أحمال حتى 5 أطنان"): the limit says what the duty is, like a licence's class; a count
 * of people or clients ("ל-40 תיקי לקוחות") says how much, and is cut.
 */
const UP_TO_MEASURE =
  /(?:^|\s)(?:עד|حتى|up\s+to)\s+\d{1,5}(?:[.,]\d{1,2})?\s*(?:מטר|מטרים|מ'|טון|ק"ג|קילו|ליטר|metres?|meters?|m|tons?|tonnes?|kg|kilos?|litres?|liters?|متر|مترا|مترًا|أمتار|طن|أطنان|كغ|كيلو|لتر)$/iu;

/** A label that names a job's duties: "Responsibilities", "תחומי אחריות", "مسؤولياتي", "المهام الرئيسية". */
const DUTIES_LABEL =
  /^(?:(?:main|key|my|daily)\s+)?(?:responsibilities|duties|tasks)$|^(?:תחומי\s+)?(?:אחריות|אחריותי|תפקידיי|משימות|המשימות|משימותיי|תחומי\s+אחריותי)(?:\s+(?:עיקריות|העיקריות|כללו|כוללים|כוללות))?$|^(?:ال)?(?:مسؤوليات|مسؤولياتي|مسئولياتي|مهام|مهامي|المهام)(?:\s+(?:الرئيسية|تشمل|شملت))?$/iu;

/** Whether a text is a list of three short pieces or more ("bathing, feeding, cooking"). */
function listAfterHead(text: string): boolean {
  const parts = text.split(/\s*[,،]\s*/u).filter((p) => p.trim() !== '');
  return parts.length >= 3 && parts.every((p) => words(p).length <= 6);
}

/** What a duty line's pieces say, before trimming: the line cut at stops, commas and semicolons. */
function pieces(line: string): string[] {
  let body = stripBullet(line);
  // "ניהול ספקים: קייטרינג, הגברה ותאורה": the duty is before the colon, what follows its objects.
  const labelled = body.match(/^([^:：]{3,60})[:：]\s+\S/u);
  // "مسؤولياتي: تخطيط…", "תחומי אחריות: …", "Main duties: …": a label of the duties, which follow it.
  if (labelled && DUTIES_LABEL.test(labelled[1]!.trim())) body = body.slice(labelled[0].length - 1);
  else if (labelled && words(labelled[1]!).length <= 4) body = labelled[1]!;
  // "Caring for an elderly man with Parkinson's: bathing, dressing, …": a longer head before a list
  // of three duties or more says whom or where the work was for; the duties are what follows it.
  else if (labelled && /^[A-Za-z]/.test(labelled[1]!) && listAfterHead(body.slice(labelled[0].length - 1)))
    body = body.slice(labelled[0].length - 1);
  // "Led HR for a site of 300 employees: onboarding, employee relations, payroll coordination": a
  // longer sentence before the colon, the duties listed after it.
  else if (labelled) body = body.replace(/[:：]\s+/u, ', ');
  // A list in brackets ("(מכסחת, חרמש מוטורי)") is devices or objects: read apart below. (An
  // abbreviation alone in brackets stays, the object's other name: "(MDF)".)
  body = body.replace(/\s*\((?![A-Z][A-Z\d&+-]{1,6}\))[^()]*\)/gu, '');
  return (
    body
      // (A run of stops read from where it starts: from every stop of a long run it was read again.)
      .split(/(?<![.!?;؛])[.!?;؛]+(?:\s+|$)|\s*[,،]\s*|\s+[-–—]\s+/u)
      .map((p) => p.trim())
      .filter(Boolean)
  );
}

/** The items of a bracketed list on a duty line: "(מכסחת, חרמש מוטורי)". */
function bracketItems(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/\(([^()]*[,،][^()]*)\)/gu))
    for (const item of m[1]!.split(/\s*[,،]\s*/u)) {
      const n = words(item).length;
      if (n >= 1 && n <= 3 && !/\d/.test(item)) out.push(item.trim());
    }
  return out;
}

/**
 * Whether a word after "and" is another object of the same preposition ("ליווי לבדיקות ולקופת
 * חולים", "סיוע ברחצה ובהאכלה"), not a duty of its own that only looks like a verbal noun.
 */
function sharedPreposition(current: string[], word: string): boolean {
  const prefix = /^(?:ו-?|و)([בל]|ب|ل)\S{2}/u.exec(word)?.[1];
  return prefix !== undefined && current.slice(1).some((w) => w.startsWith(prefix) && w.length > 3);
}

/** Whether the lexicon names a text whole, one concept: "עזרה ראשונה", "الإسعافات الأولية". */
function namesWhole(text: string): boolean {
  const hits = findSkills(text);
  return (
    hits.length === 1 &&
    normalizeForMatch(hits[0]!.surface) === normalizeForMatch(text.replace(/[.,;:]+$/u, ''))
  );
}

/** Whether one word and the next after "and" are a pair the lexicon names as one ("פריקה וטעינה"). */
function pairNamed(current: string[], next: string): boolean {
  return current.length === 1 && namesWhole(`${current[0]} ${next}`);
}

/** A piece cut at "and" before another activity: "צביעה בתא ריסוס וגימור בלכה". */
function splitAtAnd(piece: string, script: 'he' | 'ar' | 'en'): string[] {
  // ("העמסה ופריקה", "loading and unloading", "تحميل وتفريغ": a pair the lexicon names as one is one
  // duty, as written.)
  if (namesWhole(piece)) return [piece];
  const ws = words(piece);
  const out: string[][] = [[]];
  for (const [i, w] of ws.entries()) {
    const current = out[out.length - 1]!;
    if (script === 'en') {
      // "Surgical prep, anaesthesia monitoring and recovery"; not "cleaning and sorting of…", one
      // object for both, nor "Coordinating air and sea shipments", two words of one object.
      if (
        (w === 'and' || w === '&') &&
        current.length > 1 &&
        i + 1 < ws.length &&
        (current.length > 2 || EN_ACTIVITY.test(ws[i - 1]!) || EN_ACTIVITY.test(ws[i + 1]!))
      ) {
        out.push([]);
        continue;
      }
      // "grinding and painting": two activities alone, no object after them to share, two duties.
      if (
        (w === 'and' || w === '&') &&
        current.length === 1 &&
        i === 1 &&
        ws.length === 3 &&
        /ing$/i.test(ws[0]!) &&
        /ing$/i.test(ws[2]!) &&
        EN_ACTIVITY.test(ws[0]!) &&
        EN_ACTIVITY.test(ws[2]!)
      ) {
        out.push([]);
        continue;
      }
    } else if (i === 0 && /^[וو]/u.test(w) && isActivity(w.replace(/^(?:ו-?|و)/u, ''), script)) {
      // ", وكتابة تقارير الزيارة": the conjunction before the last duty of a list.
      current.push(w.replace(/^(?:ו-?|و)/u, ''));
      continue;
    } else if (
      current.length === 1 &&
      /^[וو]\S{2}/u.test(w) &&
      isActivity(current[0]!, script) &&
      !pairNamed(current, w) &&
      namesWhole(
        ws
          .slice(i)
          .join(' ')
          .replace(/^(?:ו-?|و)/u, ''),
      )
    ) {
      // "הצלה ועזרה ראשונה", "الإنقاذ والإسعافات الأولية": an activity and a skill the lexicon names
      // whole are two duties, no object shared.
      out.push([w.replace(/^(?:ו-?|و)/u, '')]);
      continue;
    } else if (
      // ("קידוחים והעברת צנרת": an activity in the plural is whole alone, unlike "עיקור וחיטוי מכשור".)
      // (So is one in the absolute form before another whose own complement follows it: "החתלה
      // והשכבה לשינה" are two duties; "פתיחה וסגירת קופות", "פריקה וטעינה" one, of one object.)
      (current.length > 1 ||
        (current.length === 1 &&
          (/^[א-ת]י[א-ת]ו[א-ת]ים$/u.test(current[0]!) ||
            (/^[א-ת]{3,}ה$/u.test(current[0]!) &&
              /^ו[א-ת]{3,}ה$/u.test(w) &&
              /^[לב]-?[א-ת]{2,}/u.test(ws[i + 1] ?? ''))))) &&
      /^[וو]\S{2}/u.test(w) &&
      isActivity(w, script) &&
      !sharedPreposition(current, w) &&
      !pairNamed(current, w)
    ) {
      // "וגימור בלכה", "وقص العشب": the conjunction off, a duty of its own (after a duty with its
      // object: "עיקור וחיטוי מכשור" is one, both of the same object).
      out.push([w.replace(/^(?:ו-?|و)/u, '')]);
      continue;
    }
    current.push(w);
  }
  // "إصلاح أنظمة الفرامل والتعليق": a last word alone after "and" is another object of the duty
  // before it, not a duty of its own.
  // (So is one before the tool it was done with: "تخطيط برامج الري والتسميد بنظام Netafim".)
  const last = out[out.length - 1]!;
  // ("ועבודה במערכת Priority": work in a system is that system's use, a duty of its own.)
  const alone =
    last.length === 1 ||
    (last.length >= 2 &&
      TOOL_CUE.test(last[1]!) &&
      !/^(?:עבודה|שימוש|תפעול|(?:ال)?عمل|(?:ال)?استخدام|(?:ال)?استعمال)$/u.test(last[0]!));
  if (script !== 'en' && out.length > 1 && alone && escoSkillNamed(last[0]!) === null)
    out.splice(-2, 2, [...out[out.length - 2]!, ...ws.slice(ws.length - last.length)]);
  return out.map((p) => p.join(' ')).filter(Boolean);
}

interface Trimmed {
  duty: string;
  device: string | null;
}

/**
 * A device a Hebrew or Arabic piece says the duty was done with, wherever in it ("העברה ממיטה לכיסא
 * גלגלים במנוף הרמה", "رفع الأحمال في المصانع برافعة متنقلة 50 طن"), and where it starts. "במצלמת
 * גוף" is a device; "בתוכנת Dentaweb" is the product, reported by its name elsewhere. An Arabic
 * device's name runs on to two words ("بجهاز كشف المعادن"), a Hebrew one's to one.
 */
function deviceIn(ws: string[], script: 'he' | 'ar'): { at: number; device: string | null } | null {
  for (let i = 1; i < ws.length; i++) {
    // "בידוק בכניסות עם מגנומטר", "فحص الحقائب مع كاشف المعادن": a machine's noun after "with".
    const withDevice =
      /^(?:עם|مع|על|على|בעזרת|באמצעות|بمساعدة|بواسطة|باستخدام)$/u.test(ws[i]!) &&
      // ("העברות עם מנוף הרמה": after an activity of one word too, when it is no work word that
      // takes "with" or "on" for its object: "עבודה עם מלגזה" is read by `workedWith`.)
      (i >= 2 || !/^(?:ו?עבודה|عمل|العمل|وعمل|والعمل)$/u.test(ws[0]!)) &&
      MACHINE_NOUN.test((ws[i + 1] ?? '').replace(/^ال/u, ''));
    const deviceWord = withDevice
      ? [ws[i]!, ws[i + 1]!]
      : (script === 'he' ? HE_DEVICE : AR_DEVICE).exec(ws[i]!);
    if (!deviceWord) continue;
    const at = withDevice ? i + 1 : i;
    const name = [deviceWord[1]!];
    // (After "with", the device's name runs on to the piece's end, three words at most: "עם עגלת
    // משטחים חשמלית".)
    // (A Hebrew device's name of two words runs on to an adjective of its kind: "במכונת תפירה
    // תעשייתית", "במסור שולחני חשמלי".)
    const heAdjective =
      script === 'he' && !withDevice && /^(?!ו)[א-ת]{3,}(?:ית|יים|יות|י)$/u.test(ws[at + 2] ?? '') ? 1 : 0;
    for (const next of ws.slice(at + 1, at + (withDevice ? 4 : script === 'ar' ? 3 : 2 + heAdjective))) {
      // (A machine's type in Latin capitals is part of its name: "ماكنة CNC راوتر".)
      const type = withDevice && /^[A-Z]{2,4}$/.test(next);
      if ((/[A-Za-z\d]/.test(next) && !type) || /^[וو]/u.test(next) || AR_CUT.has(next) || HE_CUT.has(next))
        break;
      name.push(next);
    }
    const named = /[A-Za-z\d]/.test(ws[at + 1] ?? '') && !(withDevice && /^[A-Z]{2,4}$/.test(ws[at + 1]!));
    // ("قص العشب بالآلات": machines in general, the article and the noun alone, name no device.)
    const generic = name.length === 1 && /^ال/u.test(name[0]!);
    return { at: i, device: named || generic ? null : name.join(' ') };
  }
  return null;
}

/** Where a closing limit of height or weight begins in a duty's words (two words of duty before it). */
function limitStart(ws: string[]): number | null {
  const m = UP_TO_MEASURE.exec(ws.slice(-4).join(' '));
  if (!m) return null;
  const at = ws.length - words(m[0]).length;
  return at >= 2 ? at : null;
}

/** A piece without where, for whom, how much and which tool; a device it names apart. */
function trim(piece: string, script: 'he' | 'ar' | 'en'): Trimmed {
  let ws = words(script === 'en' ? piece.replace(EN_QUANTITY, '') : piece);
  const found = script === 'en' ? null : deviceIn(ws, script);
  const device = found?.device ?? null;
  if (found) ws = ws.slice(0, found.at);
  // (The limit closing it stays: "בגבהים עד 12 מטר".)
  const limitAt = limitStart(ws);
  for (let i = 1; i < (limitAt ?? ws.length); i++) {
    const w = ws[i]!;
    // A product's name in a Hebrew or Arabic duty ("تشغيل رافعة برجية Liebherr 172") is reported
    // by its name; the duty before it stands when it is whole without it (three words or more).
    // (An abbreviation in brackets names the object otherwise, part of the duty: "تقطيع ألواح الخشب
    // المضغوط (MDF)", "בדיקות תפקודי ריאה (PFT)".)
    if (script !== 'en' && /^\([A-Z][A-Z\d&+-]{1,6}\)$/.test(w) && i >= 2) continue;
    // ("חידושי חוזים ו-upsell": a Latin name after "and" is another item; the duty before it is whole.)
    if (script !== 'en' && i >= 2 && /^(?:ו-?|و)[A-Za-z]/u.test(w)) {
      ws = ws.slice(0, i);
      break;
    }
    if (script !== 'en' && /^[A-Za-z]/.test(w)) {
      ws = i >= 3 ? ws.slice(0, i) : [];
      break;
    }
    // A long Hebrew duty goes on to whom or where ("הסעת עובדים למפעלי אזור התעשייה", "בדיקות
    // נהיגה פנימיות לנהגים אחרי תאונה"); a short one names it as part of the duty ("דיווח תקלות למוסך").
    const longTo =
      script === 'he' && ws.length >= 6 && i >= 2 && /^ל(?!פי$)[א-ת]{2,}/u.test(w) && !startsWithLamed(w);
    // "ترتيب الأدوية على الرفوف": "on" after the object says where; right after the activity it is
    // its object ("الإشراف على", "אחריות על").
    // ("تعويد الأطفال على استعمال المرحاض": "on" before an activity is what was taught, no place.)
    const onPlace = i >= 2 && /^(?:על|على)$/u.test(w) && !isActivity(ws[i + 1] ?? '', script);
    const cut =
      longTo ||
      onPlace ||
      // ("לפי הוראות רופא" says how; "ארונות לפי מידה" is what was made.)
      (script === 'he' &&
        (HE_CUT.has(w) || TOOL_CUE.test(w) || /^ו?ב-?[A-Za-z]/u.test(w)) &&
        !(w === 'לפי' && /^(?:מידה|הזמנה)$/u.test(ws[i + 1] ?? ''))) ||
      (script === 'ar' && (AR_CUT.has(w) || TOOL_CUE.test(w) || /^و?ب[A-Za-z]/u.test(w))) ||
      (script === 'en' && EN_CUT.has(w.toLowerCase())) ||
      // "…sessions a week", "…checks each shift": how often.
      (script === 'en' &&
        /^(?:a|an|each|every)$/i.test(w) &&
        /^(?:day|week|month|year|shift|night)s?$/i.test(ws[i + 1] ?? '')) ||
      // "video analysis of matches": a compound activity says the duty; "Triage of walk-in
      // patients" needs what it was of.
      (script === 'en' &&
        w === 'of' &&
        i >= 2 &&
        EN_ACTIVITY.test(ws[i - 1]!) &&
        !ws.slice(0, i).some((x) => /^(?:and|&)$/i.test(x))) ||
      // "בעברית ובערבית", "بالعربية": the language a duty was done in; "הוראת אנגלית" teaches it.
      (LANGUAGE_WORD.test(w) && (script === 'en' || /^(?:ו?ב|و?ب)/u.test(w))) ||
      (/\d/.test(w) && !(script === 'en' && MEASURE.test(w)));
    // "التنسيق مع موجّه الرافعة عبر اللاسلكي", "עבודה מול ספקים": whom an activity of one word was
    // done with is its object; what says where or how comes after.
    if (cut && i === 1 && /^(?:עם|מול|مع|with)$/iu.test(w)) continue;
    // ("accompanying to doctor appointments": an English activity alone says nothing of where it went.)
    if (cut && i === 1 && script === 'en' && w.toLowerCase() === 'to' && EN_GERUND.test(ws[0]!)) continue;
    // "ליווי ילדים עם צרכים מיוחדים": "with" after people says who they are, part of the object.
    if (cut && script !== 'en' && /^(?:עם|مع)$/u.test(w) && PEOPLE.test(ws[i - 1]!)) continue;
    if (cut) {
      ws = ws.slice(0, i);
      // "נהיגה בקווים עירוניים ובקו 60": a conjoined object cut from its number goes too.
      // "خدمة الزبائن والعمل على الصندوق": so does an activity cut from its object.
      // (Not one cut from the tool it was done with: "تخطيط برامج الري والتسميد بنظام Netafim".)
      // ("הדרכת אימונים לגילאי 12–16", "تدريب للأعمار 8–12": for whom, cut from its number, goes too.)
      const cutOff = (last: string) =>
        (/^[וو]/u.test(last) &&
          (/\d/.test(w) || (isActivity(last.replace(/^(?:ו-?|و)/u, ''), script) && !TOOL_CUE.test(w)))) ||
        (/\d/.test(w) && /^(?:ל|ל-|لل|ل)\S{2,}$/u.test(last) && !startsWithLamed(last) && ws.length > 2);
      while (ws.length > 1 && cutOff(ws[ws.length - 1]!)) ws = ws.slice(0, -1);
      break;
    }
  }
  // "of up to", "a week", "الإشراف على": what is left of a quantity or an object cut off.
  // ("تحضير وجبات يومية لـ 80 مسناً", "Teaching children aged 5–10": a "for" or "aged" cut from its
  // number is left hanging too; so are a system noun and a "with" cut from the product's name:
  // "العمل مع نظام Pointer", "עבודה עם מערכת Tabit".)
  while (
    ws.length > 1 &&
    /^(?:of|a|an|the|up|to|for|aged|with|ו|و|על|את|של|على|إلى|لـ|ل|ל|ל-|עם|מול|مع|ו?מערכת|و?نظام)$/iu.test(
      ws[ws.length - 1]!,
    )
  )
    ws = ws.slice(0, -1);
  // A piece that opens with such a word ("including equipment", "כולל ציוד") is no duty.
  const first = ws[0] ?? '';
  if (HE_CUT.has(first) || AR_CUT.has(first) || EN_CUT.has(first.toLowerCase()) || /^such$/i.test(first))
    ws = [];
  // (A geresh after a letter is part of the name: "הכנה לכיתה א'".)
  return {
    duty: ws
      .join(' ')
      .replace(/(?<![א-ת])['"]+$/u, '')
      .replace(/[.,:;]+$/u, ''),
    device,
  };
}

/** Whether a trimmed piece names an activity as a skill is named. */
function isDuty(written: string, script: 'he' | 'ar' | 'en'): boolean {
  // (A closing limit is part of the duty's name, judged without it: "…בגבהים עד 12 מטר".)
  const duty = written.replace(UP_TO_MEASURE, '');
  const ws = words(duty);
  if (
    ws.length === 0 ||
    ws.length > 5 ||
    duty.length > 48 ||
    /\d/.test(duty.replace(new RegExp(MEASURE.source, 'giu'), ''))
  )
    return false;
  // One word alone ("עבודה", "التشخيص", "meetings") is a skill when ESCO knows it by that name; the
  // lexicon's own names are claimed as its concepts.
  if (ws.length === 1) return escoSkillNamed(duty) !== null;
  // A tool's name with what was done with it ("Power BI reports", "complex SQL queries"): the tool
  // is the skill, reported as the lexicon names it.
  // ("anaesthesia monitoring" names an activity, not a monitoring tool.)
  if (findSkills(duty).some((hit) => hit.concept.kind === 'tech' && !writtenAsActivity(hit.surface)))
    return false;
  if (script === 'en') {
    // A letter of another script: a line of mixed words, not an English duty.
    if (/[^\p{Script=Latin}\p{N}\p{P}\p{Zs}]/u.test(duty.replace(/[–—’]/gu, ''))) return false;
    // "strong attention", "excellent communication": a quality claimed, not a duty done.
    if (/^(?:strong|excellent|good|great|high|solid|proven|outstanding)$/i.test(ws[0]!)) return false;
    // "the grill station": a thing, not a duty.
    if (/^(?:the|a|an)$/i.test(ws[0]!)) return false;
    if (escoSkillNamed(duty)) return true;
    // "Triage of walk-in patients", "Scheduling of meetings": an activity and what it was of.
    if (ws[1] === 'of' && ws[2] !== 'the' && EN_ACTIVITY.test(ws[0]!)) return true;
    // "Calibrating drip irrigation systems", "interpreting lab results": a gerund and its object.
    // ("Driving a 12-ton truck": an article before the object.)
    if (
      EN_GERUND.test(ws[0]!) &&
      (!/^(?:and|or|the|a|an)$/i.test(ws[1]!) || (/^(?:a|an|the)$/i.test(ws[1]!) && ws.length >= 3))
    )
      return true;
    // "wrapping and packing furniture": two gerunds of one object.
    if (EN_GERUND.test(ws[0]!) && ws[1] === 'and' && EN_GERUND.test(ws[2] ?? '') && ws.length >= 4)
      return true;
    return EN_ACTIVITY.test(ws[ws.length - 1]!);
  }
  if ((script === 'he' && !HE.test(ws[0]!)) || (script === 'ar' && !AR.test(ws[0]!))) return false;
  if (!isActivity(ws[0]!, script)) return false;
  return true;
}

/**
 * What a line says the person works with: "עובד עם מצלמת צנרת ומכשיר אקוסטי לאיתור נזילות",
 * "עבודה על מכונת CNC ומסור פורמטקה", "أعمل على رافعة برجية": tools and machines, each a skill. A
 * product's Latin name alone is reported by its name elsewhere.
 */
const WORKS_WITH =
  /(?:^|\s)(?:עבודה|עובד|עובדת|עבדתי|ועובד|ועובדת|العمل|عمل|أعمل|اعمل|عملت)\s+(?:עם|על|مع|على)\s+(.+)$/u;

/** People one works with ("עבודה עם ילדים", "עבודה עם צוות", "العمل مع الفريق"): no tool. */
const PEOPLE =
  /^(?:ו?ה?(?:צוות|צוותים|צוותי|עובדים|ילדים|ילד|פעוטות|לקוחות|מטופלים|קשישים|נוער|בני|תלמידים|אנשים|קהל|הורים|נוסעים|מתנדבים|אוכלוסיות?|משפחות|משפחה|צעירים|מבוגרים|עולים|נשים|נפגעי|נפגעות)|(?:ال)?(?:فريق|طاقم|زملاء|عمال|موظفين|أطفال|اطفال|زبائن|مرضى|مسنين|طلاب|ناس|جمهور|عملاء|أهالي|اهالي|متطوعين|عائلات|العائلات|أسر|اسر|شباب|نساء))$/u;

/**
 * Arabic "مع" says with whom ("أعمل مع مقاولين ومهندسين", "العمل مع قسم الخدمات الاجتماعية"); a
 * machine is worked "على" or "ب": after "مع" only a machine's noun or a Latin name is a tool.
 */
function withWhom(phrase: string, object: string): boolean {
  const first = (words(object)[0] ?? '').replace(/^ال/u, '');
  return /(?:^|\s)مع\s/u.test(phrase) && !/^[A-Za-z]/.test(object) && !MACHINE_NOUN.test(first);
}

/**
 * A certificate's, a licence's or a permit's name ("شهادة العمل على الارتفاعات", "היתר עבודה בגובה",
 * "Forklift licence"): a credential the person holds, no duty and no tool in it.
 */
const CREDENTIAL =
  /^(?:شهادة|رخصة|تصريح|תעודת|תעודה|רישיון|רשיון|היתר|certificate|licen[cs]e|permit)(?=\s|$)/iu;

/** Work or driving on one thing of one or two words: "נהיגה על מלגזה", "עבודה על הגריל". */
const WORK_ON_ONE = /^ו?(?:עבודה|נהיגה)\s+על\s+([^\s\d]{2,}(?:\s+[^\s\d]{2,})?)$/u;

function workOnOne(piece: string): string | null {
  const text = piece.trim().replace(/[.,;:]+$/u, '');
  const m = WORK_ON_ONE.exec(text);
  if (!m) return null;
  const object = words(m[1]!);
  // ("על מכונת CNC ומלגזה": two things; "על ידי", a Latin name, people: no machine of its own.)
  if (object.some((w, i) => (i > 0 && /^ו/u.test(w)) || /[A-Za-z]/.test(w))) return null;
  if (PEOPLE.test(object[0]!) || /^(?:ידי|פי|ה?משמרות)$/u.test(object[0]!)) return null;
  return text.replace(/^ו(?=\S{3})/u, '');
}

function workedWith(piece: string, inJob = false): string[] | null {
  const m = WORKS_WITH.exec(piece);
  if (!m || PEOPLE.test(words(m[1]!)[0] ?? '')) return null;
  if (CREDENTIAL.test(piece.trim())) return null;
  if (withWhom(m[0], m[1]!)) return null;
  // ("العمل على المرتفعات", "work at heights": the lexicon's name of the work whole, no tool in it.)
  const named = inJob ? findSkills(piece).map((hit) => normalizeForMatch(hit.surface)) : [];
  return (
    m[1]!
      .split(/\s+(?=[וو]\S)/u)
      .map((item, i) => (i === 0 ? item : item.replace(/^(?:ו-?|و)/u, '')).trim())
      // ("עם מלגזה ובמערכת SAP": a system named in it, "SAP", is a tool its own name reports.)
      .map((item) => item.replace(/^(?:ב-?)?(?:ה?מערכת|תוכנת|אפליקציית|ממשק)\s+(?=[A-Za-z])/u, ''))
      .filter((item) => {
        const n = words(item).length;
        return n >= 1 && n <= 4 && !/\d/.test(item.replace(/[A-Za-z][\w-]*/g, '')) && !/^[A-Za-z]/.test(item);
      })
      .filter((item) => !/^(?:עם|על|مع|على)\s/u.test(item))
      .filter((item) => !named.some((name) => name.includes(normalizeForMatch(item))))
  );
}

/**
 * Lines a PDF wrapped, joined back: a line that runs on (no closing stop) and the next one when it
 * is no bullet of its own ("עובד עם כלי פריצה לא הרסניים" / "ומכונות שכפול מפתחות, …").
 */
const unwrapped = (lines: string[]) =>
  joinWrappedLines(
    lines,
    (previous, line) =>
      previous.length >= 40 &&
      !/[.!?;:؛,،]\s*$/u.test(previous) &&
      scriptOf(previous) === scriptOf(line) &&
      !opensDuty(line),
  );

/**
 * Whether a line is a list of duties, each piece opening with an activity ("الرد على مكالمات العملاء،
 * حل الأعطال الفنية الأولية، تسجيل الطلبات", "Receiving calls, dispatching medics"): a job's duty
 * line, though a piece reads like a title ("حل الأعطال" of a technician).
 */
export function isDutyList(line: string): boolean {
  const script = scriptOf(line);
  const parts = pieces(line);
  const opens = (piece: string) => {
    const first = words(piece)[0] ?? '';
    return script === 'en' ? EN_GERUND.test(first) : words(piece).length >= 2 && isActivity(first, script);
  };
  // (Most pieces: "عروض ترقية الباقات" names the duty by its object.)
  const duties = parts.filter(opens).length;
  // ("لحام قوسي وأرغون، صيانة مضخات…، تبديل لوحات تحكم، فحص دوائر": a list of three or more whose
  // first piece names its work by a word the patterns do not know, the others all duties.)
  return (
    parts.length >= 2 &&
    duties >= 2 &&
    ((opens(parts[0]!) && 2 * duties >= parts.length) ||
      (parts.length >= 3 && duties >= parts.length - 1 && !JOB_HEAD_MARK.test(stripBullet(line))))
  );
}

/**
 * Whether a Hebrew or Arabic line opens a duty of its own ("تشغيل فرن نفقي…", "ליקוט הזמנות…"): a
 * duty line after a long one without its stop is the next duty, not the rest of that one.
 */
function opensDuty(line: string): boolean {
  const script = scriptOf(line);
  const first = words(stripBullet(line))[0] ?? '';
  return script !== 'en' && words(line).length >= 3 && isActivity(first, script);
}

/**
 * The tools and machines a resume's work lines say the person works with, as written ("עבודה עם
 * משאבת ואקום ומד לחצים דיגיטלי", "العمل على جهاز تخطيط القلب"): skills of a resume that lists its
 * skills too, as the tools its lines name by a product's name are. Only a piece that opens with the
 * work ("עבודה עם", not "…וחלוקת העבודה על הצוות"), with a device after "על" / "على" ("עבודה על
 * הגריל" is a station); an item with a Latin name is that product, named elsewhere; one that opens
 * with an activity ("ודיווח אירועים") is a duty; "ו" starts another tool only before two words or
 * more ("משאבת ואקום" is one).
 */
const OPENS_WITH_WORK =
  /^(?:עבודה|עובד|עובדת|עבדתי|العمل|عمل|أعمل|اعمل|عملت)\s+(?:(?:עם|مع)\s|(?:על|على)\s+(?:מכונת|מכונות|מכשיר|מכשירי|מלגזה|جهاز|أجهزة|رافعة|آلة|آلات|ماكينة|ماكنة|ماكنات|(?:ال)?منشار|فرن|أفران|شواية|شوايات|خلاطة|خلاطات|مكبس|مخرطة|منشار)(?!\p{L}))/u;

/**
 * Machines a line says the person operates, by a machine's noun: "הפעלת מלגזה ומכונת עטיפה",
 * "تشغيل فرن دوّار وعجّانة حلزونية". ("הפעלת קבוצות", "تشغيل الموظفين": no machine.)
 */
const OPERATES = /^(?:ו?הפעלת|ו?תפעול|و?تشغيل|و?استخدام|ו?שימוש\s+ב-?)\s*(.+)$/u;
/** A machine's noun, by kind of machine (a word alone, its construct form and plural too). */
const MACHINE_NOUNS = {
  // Lifting and moving: "מלגזה", "עגלת משטחים חשמלית", "رافعة المرضى".
  lifting: 'מלגזה|מלגזת|מלגזות|עגורן|מנוף|עגלת|עגלה|רמפה|רמפת|טרקטור|באגר|ואן|رافعة|رافعات|جرافة|حفارة',
  // Kitchens and bakeries: "תנור קומבי", "فرن دوّار", "عجّانة حلزونية".
  kitchen: 'תנור|תנורי|מיקסר|فرن|أفران|عجانة|عجّانة|خلاط|خلاطة|خلاطات|شواية|شوايات',
  // Gardens and farms: "מכסחת דשא", "جزّازة العشب", "تراكتور".
  garden: 'מכסחה|מכסחת|חרמש|جزازة|جزّازة|جزازات|تراكتور|تراكتورات',
  // Workshops: "מכבש", "מחרטה", "מסור", "منشار".
  workshop: 'מכבש|מחרטה|מחרטת|מסור|מקדחה|מקדחת|רתכת|משאבה|משאבת|مكبس|مخرطة|منشار|مضخة',
  // Devices and their generic nouns: "מכשיר רנטגן פנורמי", "אוטוקלאב", "جهاز كشف المعادن".
  devices:
    'מכונת|מכונות|מכונה|מכשיר|מכשירי|אוטוקלאב|אוטוקלב|מצלמה|מצלמות|מצלמת|סורק|מדפסת|آلة|آلات|ماكينة|ماكينات|ماكنة|ماكنات|مكنة|مكنات|جهاز|أجهزة|كاميرا|كاميرات',
  // Screening at an entrance: "גלאי מתכות", "שער בידוק", "מגנומטר", "كاشف معادن", "بوابة فحص".
  security: 'גלאי|גלאים|מגנומטר|מגנומטרים|שער|שערי|كاشف|كاشفات|بوابة|بوابات',
};
const MACHINE_NOUN = new RegExp(`^(?:${Object.values(MACHINE_NOUNS).join('|')})$`, 'u');
/**
 * Devices an English line says the work was done with: "leak detection with a thermal camera and an
 * acoustic detector", "using an electric drain snake", "operating a reach truck": a device's
 * noun after an article, with up to two words before it.
 */
const EN_DEVICE =
  /(?:camera|detector|magnetometer|gate|wand|snake|scanner|bander|planer|jointer|nailer|analy[sz]ers?|[a-z]*meter|tester|drill|saw|lathe|press|pump|forklift|crane|welder|oven|mixer|machine|truck|lift|hoist|loader|excavator|jack|probe|autoclave|ultrasound|microscope|printer|router|compressor|generator|sander|grinder|torch|cutter)s?/;
const EN_DEVICE_PHRASE = new RegExp(
  String.raw`\b(?:[Ww]ith|[Uu]sing|[Oo]perating|[Oo]perated|on)\s+(?:an?|the)\s+((?:(?:[a-z-]+|[A-Z]{2,5})\s+){0,2}${EN_DEVICE.source})\b((?:,?\s+(?:and|or)\s+(?:an?|the)\s+(?:[a-z-]+\s+){0,2}${EN_DEVICE.source}\b)*)`,
  'g',
);

function englishDevices(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(EN_DEVICE_PHRASE)) {
    out.push(m[1]!);
    for (const more of m[2]!.matchAll(
      new RegExp(String.raw`(?:an?|the)\s+((?:[a-z-]+\s+){0,2}${EN_DEVICE.source})\b`, 'g'),
    ))
      out.push(more[1]!);
  }
  return out.filter((device) => !/^(?:and|or|of|the)\s/.test(device));
}

/** An English gerund alone and the device it was done with, nothing else ("cutting with a plasma cutter"). */
function bareActivityWithDevice(piece: string): boolean {
  const m = /^\s*[A-Za-z]+ing\s+(?:with|using)\s+(.+?)\s*$/i.exec(piece);
  if (!m) return false;
  const devices = englishDevices(piece);
  return devices.length === 1 && m[1]!.replace(/^(?:an?|the)\s+/i, '') === devices[0];
}

/** The machines after "הפעלת" / "تشغيل", each opening with a machine's noun. */
function machinesOperated(piece: string): string[] {
  const m = OPERATES.exec(piece);
  if (!m) return [];
  const out: string[] = [];
  for (const [i, part] of m[1]!.split(/\s+(?=[וو]\S)/u).entries()) {
    const whole = words((i === 0 ? part : part.replace(/^(?:ו-?|و)/u, '')).trim());
    // ("שער בידוק בכניסה לבניין", "بوابة فحص عند المدخل": where the machine stands is no part of it.)
    const where = whole.findIndex(
      (w, k) => k >= 1 && (HE_CUT.has(w) || AR_CUT.has(w) || (k >= 2 && /^(?:ב|في$)/u.test(w))),
    );
    const ws = where < 0 ? whole : whole.slice(0, where);
    const item = ws.join(' ');
    if (!MACHINE_NOUN.test(ws[0]!) || ws.length > 3 || /[A-Za-z\d]/.test(item)) {
      if (i === 0) return [];
      continue;
    }
    out.push(item);
  }
  return out;
}

/**
 * A work line's list after a label of tools: "בכלי מדידה: מיקרומטר, קליבר ושעון מדידה", "بأدوات
 * القياس: ميكرومتر، قدمة وماكينة قياس CMM", "with measuring tools: micrometer, caliper and CMM".
 */
const TOOLS_LABEL =
  /(?:^|\s)(?:[ובל]|[وبل])*(?:כלי|כלים|ציוד|מכשירי|מכשור|أدوات|ادوات|معدات|أجهزة|اجهزة|tools|equipment|instruments|devices)(?:\s+\S+)?\s*[:：]\s*([^:：.;؛]+)/iu;

function labelledTools(line: string): string[] {
  const m = TOOLS_LABEL.exec(line);
  if (!m) return [];
  const out: string[] = [];
  for (const part of m[1]!.split(/\s*[,،]\s*|\s+and\s+|\s+(?=[וو]\S{2})/u)) {
    const item = part.replace(/^(?:ו-?|و)/u, '').trim();
    const n = words(item).length;
    if (n < 1 || n > 3 || /\d/.test(item.replace(/[A-Za-z][\w-]*/g, ''))) return [];
    // ("ماكينة قياس CMM": a device by its Latin name, the name alone.)
    const latin = /[A-Za-z][\w./+-]*(?:\s+[A-Za-z\d][\w./+-]*)*$/.exec(item)?.[0];
    out.push(latin && latin !== item && /^[A-Z\d]+$/.test(latin) ? latin : item);
  }
  return out.length >= 2 ? out : [];
}

export function toolsWorkedWith(lines: string[]): string[] {
  const out = new Map<string, string>();
  for (const line of unwrapped(lines)) {
    const script = scriptOf(line);
    for (const tool of labelledTools(stripBullet(line)))
      if (!out.has(tool.toLowerCase())) out.set(tool.toLowerCase(), tool);
    if (script === 'en') {
      for (const device of englishDevices(line))
        if (!out.has(device.toLowerCase())) out.set(device.toLowerCase(), device);
      continue;
    }
    for (const piece of pieces(line)) {
      for (const machine of machinesOperated(piece))
        if (!out.has(machine.toLowerCase())) out.set(machine.toLowerCase(), machine);
      // "فحص الداخلين بجهاز كشف المعادن", "תיעוד במצלמת גוף": a device the duty was done with.
      const device = deviceIn(words(piece), script)?.device;
      if (device && !out.has(device.toLowerCase())) out.set(device.toLowerCase(), device);
      const product = productNamed(piece, script);
      if (product && !out.has(product.toLowerCase())) out.set(product.toLowerCase(), product);
      if (!OPENS_WITH_WORK.test(piece)) continue;
      const body = piece.replace(/^\S+\s+(?:עם|על|مع|على)\s+/u, '');
      if (withWhom(piece.slice(0, piece.length - body.length), body)) continue;
      const items: string[] = [];
      for (const part of body.split(/\s+(?=[וو]\S)/u)) {
        const item = part.replace(/^(?:ו-?|و)/u, '');
        const previous = items[items.length - 1];
        if (previous !== undefined && words(item).length < 2) items[items.length - 1] = `${previous} ${part}`;
        else items.push(items.length === 0 ? part : item);
      }
      for (const item of items) {
        const n = words(item).length;
        // (A machine's noun of an activity's pattern, "شواية", is the machine.)
        const first = words(item)[0]!;
        // ("עבודה עם משפחות ונוער בסיכון": whom the work was with, people, no tool.)
        if (
          PEOPLE.test(first) ||
          n < 1 ||
          n > 4 ||
          /[A-Za-z\d]/.test(item) ||
          (isActivity(first, script) && !MACHINE_NOUN.test(first))
        )
          continue;
        // ("מאגר העסקאות "נדלן נט"", "برنامج "حسابات"": a system by its name in quotes, the name alone.)
        const quoted = /^\S+(?:\s+\S+)?\s+["“”«]([^"“”«»]{2,30})["“”»]$/u.exec(item)?.[1];
        const tool = quoted ?? item;
        if (!out.has(tool.toLowerCase())) out.set(tool.toLowerCase(), tool);
      }
    }
  }
  // ("שימוש במכשיר אולטרסאונד טיפולי": read whole after its verb and cut after "ב", the longer says it.)
  const tools = [...out.values()];
  return tools.filter((tool) => !tools.some((other) => other !== tool && other.startsWith(`${tool} `)));
}

/**
 * What a summary says the person is experienced in or used to: "רגיל לעבודה במשמרות פיצול ולהסעת
 * תלמידים", "خبرة 5 سنوات في تنظيف الغرف", "experienced in pruning and grafting". Each activity
 * after the words, to the clause's end, parted at "and" before its preposition again.
 */
const EXPERIENCED_IN =
  /(?:ניסיון(?:\s+(?:רב|של\s+\S+\s+(?:שנים|שנה)))?|רגיל|רגילה|מנוסה|מתמחה)\s+([בל])-?(?=\S{3})([^,.;:!?]+)|(?:خبرة|الخبرة)(?:\s+\S+\s+(?:سنوات|سنة|عامًا|عاما))?\s+(في)\s+([^،,.;:!?]+)|\bexperienced?\s+(in)\s+([^,.;:!?]+)/giu;
const GENERIC_MAKING = /^(?:בניית|פיתוח|יצירת|building|developing|creating|بناء|تطوير)$/iu;
function experiencedIn(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(EXPERIENCED_IN)) {
    const [preposition, clause] = m[1] ? [m[1], m[2]!] : m[3] ? [m[3], m[4]!] : [m[5]!, m[6]!];
    const script = scriptOf(clause);
    const parts =
      script === 'en'
        ? clause.split(/\s+and\s+/i)
        : clause.split(new RegExp(`\\s+(?:ו|و)${preposition === 'في' ? '' : preposition}-?(?=\\S{3})`, 'u'));
    for (const part of parts) {
      // "ניסיון בבניית מערכות מבוזרות", "experience in developing…": what was made names the field,
      // which the work lines detail; and a duty of objects joined by "and" ("בחלוקת חבילות
      // ומסמכים") leaves open what it names.
      if (
        GENERIC_MAKING.test(words(part)[0] ?? '') ||
        /\s(?:ו|و)\S|\sand\s/iu.test(part.replace(/\s(?:ו|و)?ב\S*.*$/u, ''))
      )
        continue;
      // ("טיפול בקשישים בבית ובמוסד": where a summary says the work was done ends its duty.)
      const ws = words(part);
      const where = ws.findIndex((w, i) => i >= 2 && /^ו?ב(?!-?[A-Za-z])/u.test(w));
      const { duty } = trim((where > 0 ? ws.slice(0, where) : ws).join(' '), script);
      if (isDuty(duty, script)) out.push(duty);
    }
  }
  return out;
}

/**
 * What marks a job's head, no list of its work: a year, or a dash between its parts ("2022 – اليوم:
 * عامل بستنة، مجلس محلي الجش – قص العشب…", "מנהל צוות – גינון הצפון בע"מ, קריית ביאליק").
 */
const JOB_HEAD_MARK = /(?<!\d)(?:19|20)\d{2}(?!\d)|\s[-–—]\s/u;

/**
 * A line that lists a job's work, short pieces and no sentence: three pieces or more of four words
 * at the most, one a duty at least ("Shift supervision, access control, CCTV monitoring, incident
 * reports"). Not a list of places, clients or products, where no piece is a duty.
 */
function isWorkList(line: string, linePieces: string[], script: 'he' | 'ar' | 'en'): boolean {
  const body = stripBullet(line);
  if (linePieces.length < 3 || JOB_HEAD_MARK.test(body)) return false;
  if (/[.!?؟]\s*\S/u.test(body.replace(/[.!?؟]\s*$/u, ''))) return false;
  const trimmed = linePieces.map((piece) => trim(piece, script).duty);
  return (
    trimmed.every((duty) => words(duty).length >= 1 && words(duty).length <= 4) &&
    trimmed.some((duty) => isDuty(duty, script))
  );
}

/**
 * Whether a line lists a job's work, short pieces one of which at least is a duty ("טאבון, גריל, הכנת
 * ארוחות בוקר"), though most name the work by a noun.
 */
export function listsWork(line: string): boolean {
  return isWorkList(line, pieces(line), scriptOf(line));
}

/** A piece of such a list that names work: two to four words of the line's script, no number or name. */
function namesWork(duty: string, script: 'he' | 'ar' | 'en'): boolean {
  const ws = words(duty);
  // ("גריל, פלנצ'ה, הכנות לאירועים גדולים": a station or a machine named by one noun among the
  // duties of a Hebrew or Arabic list is what the person worked at; not a language, people, an
  // activity or a concept the lexicon claims.)
  if (
    ws.length === 1 &&
    script !== 'en' &&
    scriptOf(duty) === script &&
    /^[\p{L}'׳’]{3,14}$/u.test(duty) &&
    !/^[וو]/u.test(duty) &&
    !isActivity(duty, script) &&
    !LANGUAGE_WORD.test(duty) &&
    !PEOPLE.test(duty) &&
    findSkills(duty).length === 0
  )
    return true;
  if (ws.length < 2 || ws.length > 4 || /\d/.test(duty) || scriptOf(duty) !== script) return false;
  // (Not a product's name, which the tools' reading reports: "Microsoft Dynamics"; nor what is done
  // with one, "Excel reports".)
  if (script === 'en' && ws.every((w) => /^[A-Z]/.test(w))) return false;
  if (findSkills(duty).some((hit) => hit.concept.kind === 'tech')) return false;
  // (A piece that opens with an activity was read as a duty, or left so, above: "Leading a crew of
  // 4 movers" is not cut to "Leading a crew".)
  const first = ws[0]!;
  if (script === 'en' ? EN_GERUND.test(first) : isActivity(first, script)) return false;
  // (Nor a piece that goes on to say where or for what, which the trim does not cut: "מלצרות בסקשן".)
  if (
    script !== 'en' &&
    ws.slice(1).some((w) => /^(?:[בל]|ب|ل|في$)/u.test(w) && !/^(?:בוקר|ערב|لحم)/u.test(w))
  )
    return false;
  return !CREDENTIAL.test(duty);
}

/**
 * The duty skills of a resume's work lines, as written, each once, in the order they come: `jobs`
 * holds each job's lines apart (a job's last line runs on into no other's); from its summary only
 * what it says the person works with.
 */
export function dutySkills(jobs: string[][], summary: string[] = []): string[] {
  const out = new Map<string, string>();
  const add = (skill: string) => {
    const key = skill.toLowerCase();
    if (skill.length >= 2 && !out.has(key)) out.set(key, skill);
  };
  for (const line of unwrapped(summary))
    if (scriptOf(line) !== 'en')
      for (const piece of pieces(line)) for (const item of workedWith(piece) ?? []) add(item);
  const readDuties = (line: string) => {
    const script = scriptOf(line);
    for (const item of bracketItems(line)) if (script !== 'en' && scriptOf(item) !== 'en') add(item);
    // "loading trucks with a furniture lift": the device a duty was done with, as in Hebrew and Arabic.
    if (script === 'en') englishDevices(line).forEach(add);
    const linePieces = pieces(line);
    const workList = isWorkList(line, linePieces, script);
    for (const piece of linePieces) {
      const known = out.size;
      // "שיפור זמני ליקוט ב-20%", "reduced stock by 12%": what was achieved, not a duty.
      if (/\d\s*%|%\s*\d/u.test(piece)) continue;
      if (CREDENTIAL.test(piece)) continue;
      const product = script === 'en' ? null : productNamed(piece, script);
      if (product) add(product);
      // "נהיגה על מלגזה", "עבודה על קו הרכבה": work on one machine or station is the duty as written
      // (two, "עבודה על מכונת CNC ומסור פורמטקה", are each a tool). Hebrew only: the one Arabic label
      // of the form (v29, "العمل على جرار صغير") writes the machine.
      const onOne = script === 'he' ? workOnOne(piece) : null;
      if (onOne) {
        add(onOne);
        continue;
      }
      const tools = script === 'en' ? null : workedWith(piece, true);
      if (tools) {
        tools.forEach(add);
        continue;
      }
      const body = (
        script === 'en' ? piece.replace(EN_VERBS, '').replace(EN_GERUNDS, '') : helpedDuty(piece, script)
      ).replace(RESPONSIBLE_FOR, '');
      const parts = splitAtAnd(body, script);
      for (const [index, part] of parts.entries()) {
        // "خدمة الزبائن والعمل على الصندوق": the work on a machine after another duty.
        const partTools = script === 'en' ? null : workedWith(part, true);
        if (partTools) {
          partTools.forEach(add);
          continue;
        }
        const clean = script === 'en' ? part.replace(EN_VERBS, '').replace(EN_GERUNDS, '') : part;
        // "cutting with a plasma cutter": an activity alone and the device it was done with says the
        // device, which is the skill (added with the line's devices above).
        if (script === 'en' && bareActivityWithDevice(clean)) continue;
        const { duty, device } = trim(clean, script);
        // "Surgical prep, anaesthesia monitoring and recovery": an activity in one word after "and"
        // is a duty of the list, as the duty before it is.
        // So is one in a list of three duties or more ("…: onboarding, employee relations, …").
        const listed =
          script === 'en' &&
          words(duty).length === 1 &&
          EN_ACTIVITY.test(duty) &&
          ((index > 0 && !/ing$/i.test(duty)) ||
            (linePieces.length >= 3 && parts.length === 1 && !/ings$/i.test(duty)) ||
            // ("grinding and painting": two activities alone, each a duty.)
            (parts.length === 2 && parts.every((p) => words(p).length === 1)));
        // ("האכלה, החתלה והשכבה לשינה, …", "التقليم، القطف، …": so is a Hebrew or Arabic activity of
        // one word in such a list, or after "and" before another duty.)
        const listedHere =
          script !== 'en' &&
          words(clean).length === 1 &&
          duty === clean &&
          isActivity(duty, script) &&
          (linePieces.length >= 3 || index > 0);
        // ("האכלה בעגלת מיקסר", "الخبز بفرن حجري": an activity alone with the device it was done
        // with is a duty of its own, as the device is a tool.)
        const withItsDevice = device !== null && words(duty).length === 1 && isActivity(duty, script);
        // ("הצלה ועזרה ראשונה": an activity of one word beside a skill the lexicon names is a duty.)
        const besideSkill =
          script !== 'en' &&
          index === 0 &&
          parts.length === 2 &&
          words(duty).length === 1 &&
          isActivity(duty, script) &&
          namesWhole(parts[1]!);
        if (isDuty(duty, script) || listed || listedHere || withItsDevice || besideSkill) add(duty);
        if (device) add(device);
      }
      // "Shift supervision, access control, CCTV monitoring, incident reports", "בישול לאירועים,
      // מזנון בוקר ל-300 סועדים, …": a line that lists a job's work names each piece of it, a duty
      // named by its noun too.
      if (workList && out.size === known) {
        const { duty } = trim(piece.replace(RESPONSIBLE_FOR, ''), script);
        // (A noun alone only as the whole piece: "כיתה" of "אחראית על כיתה של 25 ילדים…" is no station.)
        if (namesWork(duty, script) && (words(duty).length > 1 || words(piece).length === 1)) add(duty);
      }
    }
  };
  const before = out.size;
  for (const line of jobs.flatMap(unwrapped)) readDuties(line);
  // What the summary says the person is experienced in, unless a job's line says it already,
  // with more ("פריצת דלתות ורכבים" for "ניסיון בפריצת דלתות").
  const named = [...out.keys()];
  for (const duty of unwrapped(summary).flatMap(experiencedIn)) {
    const key = duty.toLowerCase();
    if (!named.some((known) => key.startsWith(known))) add(duty);
  }
  // A resume whose work lines name no duty (titles and dates alone) says what the person does in
  // its summary: its sentences are read as duty lines.
  if (out.size === before) for (const line of unwrapped(summary)) readDuties(line);
  return [...out.values()];
}
