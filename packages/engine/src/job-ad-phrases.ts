import type { EngineLanguage } from './language.ts';
import { hebrewPrefix } from './resume-phrases.ts';

/**
 * The recruiter's words of a job ad, per language. Each slot has several ways to say it; the ad
 * picks one from its own content, so two jobs do not read the same. Hebrew addresses readers in
 * the plural and writes "דרוש/ה", as Israeli recruiters do.
 */

export interface AdFacts {
  title: string;
  company: string;
  location: string;
  employmentType: string;
  seniority: 'junior' | 'senior' | 'any';
}

type Line = (f: AdFacts) => string;

export interface AdPhrases {
  hooks: Line[];
  seniorHook: Line;
  juniorHook: Line;
  intro: Line[];
  dutiesHeading: string[];
  requirementsHeading: string[];
  niceToHaveHeading: string;
  callToApply: string[];
  share: string[];
  whatsappTitle: Line[];
  whatsappRequirements: string;
  whatsappApply: string;
  whatsappForward: string;
  /** Words that mark a requirement as an advantage, to take off the item. */
  advantageSuffix: RegExp;
}

const inHe = (place: string) => (place ? ` ${hebrewPrefix('ב', place)}` : '');
const inEn = (place: string) => (place ? ` in ${place}` : '');
const inAr = (place: string) => (place ? ` في ${place}` : '');
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

const HE: AdPhrases = {
  hooks: [
    (f) => `🚀 דרוש/ה ${f.title}${f.company ? ` ${hebrewPrefix('ל', f.company)}` : ''}!`,
    (f) => `🔥 משרה חמה: ${f.title}${inHe(f.location)}`,
    (f) => `✨ ${f.company ? `${f.company} מגייסת` : 'מגייסים'} ${f.title}!`,
    (f) => `👀 מחפשים את ${hebrewPrefix('ה', f.title)} הבא/ה שלנו!`,
  ],
  seniorHook: (f) => `🎯 תפקיד בכיר: ${f.title}${f.company ? ` ${hebrewPrefix('ב', f.company)}` : ''}`,
  juniorHook: (f) => `🎓 הזדמנות מצוינת לתחילת הדרך: ${f.title}`,
  intro: [
    (f) =>
      `${f.company ? `${f.company} מגייסת` : 'אנחנו מגייסים'} ${f.title} להצטרפות לצוות${inHe(f.location)}.`,
    (f) =>
      `${f.company ? `הצטרפו ${hebrewPrefix('ל', f.company)}` : 'הצטרפו אלינו'} בתפקיד ${f.title}${inHe(f.location)}.`,
  ],
  dutiesHeading: ['מה התפקיד כולל:', 'על התפקיד:'],
  requirementsHeading: ['מה אנחנו מחפשים:', 'דרישות התפקיד:', 'מה חשוב לנו:'],
  niceToHaveHeading: 'יתרון:',
  callToApply: [
    '📩 נשמע לך מתאים? שלחו קורות חיים בהודעה פרטית או השאירו תגובה ונחזור אליכם.',
    '👇 רוצים לשמוע עוד? שלחו קו״ח בהודעה פרטית – כל פנייה נבדקת.',
  ],
  share: [
    'מכירים מישהו/י שזה בדיוק בשבילו/ה? תייגו בתגובות! 🙌',
    'שתפו עם חברים שמחפשים עבודה – אולי זה הצעד הבא שלהם 🙌',
  ],
  whatsappTitle: [
    (f) => `*דרוש/ה ${f.title}* 📢`,
    (f) => `*${f.company ? `${f.company} מגייסת` : 'מגייסים'}: ${f.title}* 📢`,
  ],
  whatsappRequirements: '*דרישות עיקריות:*',
  whatsappApply: '📩 מתאים לך? השיבו להודעה זו עם קורות חיים',
  whatsappForward: '🔄 מכירים מישהו מתאים? העבירו הלאה 🙏',
  advantageSuffix: /\s*[-–—(,]?\s*(?:יתרון(?: משמעותי)?|היא יתרון|הוא יתרון)\s*\)?\s*[.!]?$/u,
};

const EN: AdPhrases = {
  hooks: [
    (f) => `🚀 We're hiring: ${f.title}!`,
    (f) => `🔥 Hot job: ${f.title}${inEn(f.location)}`,
    (f) => `✨ ${f.company ? `${f.company} is hiring` : "We're looking for"} ${article(f.title)} ${f.title}!`,
    (f) => `👀 Looking for your next move as ${article(f.title)} ${f.title}? Read on!`,
  ],
  seniorHook: (f) => `🎯 Senior opportunity: ${f.title}${f.company ? ` at ${f.company}` : ''}`,
  juniorHook: (f) => `🎓 A great first step in your career: ${f.title}`,
  intro: [
    (f) =>
      `${f.company ? `${f.company} is looking for` : "We're looking for"} ${article(f.title)} ${f.title} to join the team${inEn(f.location)}.`,
    (f) => `Join ${f.company || 'us'} as ${article(f.title)} ${f.title}${inEn(f.location)}.`,
  ],
  dutiesHeading: ["What you'll do:", 'The role:'],
  requirementsHeading: ["What we're looking for:", 'Requirements:', 'What you bring:'],
  niceToHaveHeading: 'Nice to have:',
  callToApply: [
    "📩 Sound like you? Send us your CV in a private message or comment below and we'll get back to you.",
    '👇 Interested? Message us with your CV – we read every application.',
  ],
  share: [
    "Know someone who'd be perfect for this? Tag them in the comments! 🙌",
    'Share with a friend who is job hunting – this could be their next step 🙌',
  ],
  whatsappTitle: [
    (f) => `*We're hiring: ${f.title}* 📢`,
    (f) => `*${f.company ? `${f.company} is hiring` : 'Now hiring'}: ${f.title}* 📢`,
  ],
  whatsappRequirements: '*Must have:*',
  whatsappApply: '📩 Interested? Reply to this message with your CV',
  whatsappForward: '🔄 Know someone who fits? Forward this message 🙏',
  advantageSuffix:
    /\s*[-–—(,]?\s*(?:is\s+)?(?:an?\s+)?(?:advantage|a plus|plus|nice to have|preferred|bonus)\s*\)?\s*[.!]?$/iu,
};

const AR: AdPhrases = {
  hooks: [
    (f) => `🚀 مطلوب ${f.title}${f.company ? ` لشركة ${f.company}` : ''}!`,
    (f) => `🔥 فرصة عمل مميزة: ${f.title}${inAr(f.location)}`,
    (f) => `✨ ${f.company ? `${f.company} تبحث عن` : 'نبحث عن'} ${f.title}!`,
    (f) => `👀 هل أنت ${f.title} الذي نبحث عنه؟`,
  ],
  seniorHook: (f) => `🎯 فرصة لمنصب رفيع: ${f.title}${f.company ? ` في ${f.company}` : ''}`,
  juniorHook: (f) => `🎓 فرصة رائعة لبداية مسيرتك المهنية: ${f.title}`,
  intro: [
    (f) =>
      `${f.company ? `${f.company} تبحث عن` : 'نبحث عن'} ${f.title} للانضمام إلى ${f.company ? 'فريقها' : 'فريقنا'}${inAr(f.location)}.`,
    (f) => `انضم إلى ${f.company || 'فريقنا'} في وظيفة ${f.title}${inAr(f.location)}.`,
  ],
  dutiesHeading: ['المهام:', 'عن الوظيفة:'],
  requirementsHeading: ['ما نبحث عنه:', 'المتطلبات:'],
  niceToHaveHeading: 'يعتبر ميزة:',
  callToApply: [
    '📩 هل تجد نفسك في هذه الوظيفة؟ أرسل سيرتك الذاتية في رسالة خاصة أو اترك تعليقًا وسنتواصل معك.',
    '👇 مهتم؟ راسلنا مع سيرتك الذاتية – نقرأ كل طلب.',
  ],
  share: [
    'تعرف شخصًا مناسبًا؟ أشر إليه في التعليقات! 🙌',
    'شارك المنشور مع من يبحث عن عمل – قد تكون هذه خطوته التالية 🙌',
  ],
  whatsappTitle: [
    (f) => `*مطلوب: ${f.title}* 📢`,
    (f) => `*${f.company ? `${f.company} تبحث عن` : 'نبحث عن'}: ${f.title}* 📢`,
  ],
  whatsappRequirements: '*المتطلبات الأساسية:*',
  whatsappApply: '📩 مهتم؟ رد على هذه الرسالة مع سيرتك الذاتية',
  whatsappForward: '🔄 تعرف شخصًا مناسبًا؟ أعد توجيه الرسالة 🙏',
  advantageSuffix: /\s*[-–—(،,]?\s*(?:يعتبر\s+)?(?:ميزة|أفضلية)(?:\s+إضافية)?\s*\)?\s*[.!]?$/u,
};

export const AD_PHRASES: Record<EngineLanguage, AdPhrases> = { he: HE, en: EN, ar: AR };
