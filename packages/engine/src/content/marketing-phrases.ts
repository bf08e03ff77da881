import type { MarketingHeadings } from '@gius/shared/marketing-text';
import type { EngineLanguage } from '../language.ts';
import { hebrewPrefix } from '../resume-phrases.ts';
import type { PostFacts } from './post-facts.ts';

/** The fixed words of the marketing pieces, per language. Every sentence says only the job's facts. */

type Line = (f: PostFacts) => string;

export interface MarketingPhrases {
  headings: MarketingHeadings;
  headline: Line;
  emailSubject: Line;
  greeting: string;
  emailIntro: Line;
  emailApply: string;
  emailForward: string;
  /** Ad headlines that fit every job (at most 30 characters). */
  genericHeadlines: string[];
  adHeadlines: Line[];
  adDescriptions: Line[];
  seoDescription: Line;
}

const inHe = (place: string) => (place ? ` ${hebrewPrefix('ב', place)}` : '');
const inEn = (place: string) => (place ? ` in ${place}` : '');
const inAr = (place: string) => (place ? ` في ${place}` : '');
const typeSuffix = (f: PostFacts) => (f.employmentType ? ` (${f.employmentType})` : '');

const HE: MarketingPhrases = {
  headings: {
    whatYouWillDo: 'מה תעשו:',
    whatWeLookFor: 'את מי אנחנו מחפשים:',
    benefits: 'מה אנחנו מציעים:',
    subject: 'נושא:',
  },
  headline: (f) => (f.company ? `הצטרפו ${hebrewPrefix('ל', f.company)}: ${f.title}` : `דרוש/ה ${f.title}`),
  emailSubject: (f) =>
    f.company ? `משרה חדשה ${hebrewPrefix('ב', f.company)}: ${f.title}` : `משרה חדשה: ${f.title}`,
  greeting: 'שלום,',
  emailIntro: (f) =>
    `${f.company ? `${f.company} מגייסת` : 'אנחנו מגייסים'} ${f.title}${inHe(f.location)}${typeSuffix(f)}, וחשבנו שזה יכול לעניין אותך.`,
  emailApply: 'לפרטים ולהגשת מועמדות:',
  emailForward: 'מכירים מישהו/י שמתאים/ה? נשמח אם תעבירו את המייל הלאה.',
  genericHeadlines: ['משרה חדשה', 'הגישו מועמדות היום', 'דרושים עכשיו'],
  adHeadlines: [
    (f) => f.title,
    (f) => `דרוש/ה ${f.title}`,
    (f) => `${f.title}${inHe(f.location)}`,
    (f) => (f.company ? `${f.company} מגייסת` : ''),
  ],
  adDescriptions: [
    (f) =>
      `${f.title}${inHe(f.location)}${f.employmentType ? `, ${f.employmentType}` : ''}. הגישו מועמדות עכשיו.`,
    (f) => (f.skills.length ? `${f.skills.slice(0, 3).join(', ')}: הגישו מועמדות עכשיו.` : ''),
    (f) =>
      f.company
        ? `הצטרפו ${hebrewPrefix('ל', f.company)} בתפקיד ${f.title}.`
        : `הצטרפו אלינו בתפקיד ${f.title}.`,
  ],
  seoDescription: (f) =>
    `${f.company ? `${f.company} מגייסת` : 'דרוש/ה'} ${f.title}${inHe(f.location)}${f.employmentType ? `, ${f.employmentType}` : ''}.`,
};

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

const EN: MarketingPhrases = {
  headings: {
    whatYouWillDo: "What you'll do:",
    whatWeLookFor: "Who we're looking for:",
    benefits: 'What we offer:',
    subject: 'Subject:',
  },
  headline: (f) =>
    f.company ? `Join ${f.company} as ${article(f.title)} ${f.title}` : `We're hiring: ${f.title}`,
  emailSubject: (f) => (f.company ? `New role at ${f.company}: ${f.title}` : `New role: ${f.title}`),
  greeting: 'Hi,',
  emailIntro: (f) =>
    `${f.company ? `${f.company} is hiring` : "We're hiring"} ${article(f.title)} ${f.title}${inEn(f.location)}${typeSuffix(f)}, and we thought it might interest you.`,
  emailApply: 'Details and applying:',
  emailForward: 'Know someone who fits? Please forward this e-mail.',
  genericHeadlines: ["We're Hiring", 'Apply Today', 'New Job Opening'],
  adHeadlines: [
    (f) => f.title,
    (f) => `Hiring: ${f.title}`,
    (f) => `${f.title}${inEn(f.location)}`,
    (f) => (f.company ? `${f.company} Is Hiring` : ''),
  ],
  adDescriptions: [
    (f) =>
      `${f.title}${inEn(f.location)}${f.employmentType ? `, ${f.employmentType.toLowerCase()}` : ''}. Apply now.`,
    (f) => (f.skills.length ? `${f.skills.slice(0, 3).join(', ')}: apply now.` : ''),
    (f) => `Join ${f.company || 'us'} as ${article(f.title)} ${f.title}.`,
  ],
  seoDescription: (f) =>
    `${f.company ? `${f.company} is hiring` : 'Hiring'} ${article(f.title)} ${f.title}${inEn(f.location)}${f.employmentType ? `, ${f.employmentType.toLowerCase()}` : ''}.`,
};

const AR: MarketingPhrases = {
  headings: {
    whatYouWillDo: 'ماذا ستفعل:',
    whatWeLookFor: 'من نبحث عنه:',
    benefits: 'ما نقدمه:',
    subject: 'الموضوع:',
  },
  headline: (f) => (f.company ? `انضم إلى ${f.company}: ${f.title}` : `مطلوب: ${f.title}`),
  emailSubject: (f) => (f.company ? `وظيفة جديدة في ${f.company}: ${f.title}` : `وظيفة جديدة: ${f.title}`),
  greeting: 'مرحبًا،',
  emailIntro: (f) =>
    `${f.company ? `${f.company} تبحث عن` : 'نبحث عن'} ${f.title}${inAr(f.location)}${typeSuffix(f)}، وفكرنا أن هذه الوظيفة قد تهمك.`,
  emailApply: 'للتفاصيل والتقديم:',
  emailForward: 'تعرف شخصًا مناسبًا؟ يسعدنا أن تعيد توجيه هذه الرسالة.',
  genericHeadlines: ['وظيفة جديدة', 'قدّم اليوم', 'نوظف الآن'],
  adHeadlines: [
    (f) => f.title,
    (f) => `مطلوب ${f.title}`,
    (f) => `${f.title}${inAr(f.location)}`,
    (f) => (f.company ? `${f.company} توظف` : ''),
  ],
  adDescriptions: [
    (f) => `${f.title}${inAr(f.location)}${f.employmentType ? `، ${f.employmentType}` : ''}. قدّم الآن.`,
    (f) => (f.skills.length ? `${f.skills.slice(0, 3).join('، ')}: قدّم الآن.` : ''),
    (f) => `انضم إلى ${f.company || 'فريقنا'} في وظيفة ${f.title}.`,
  ],
  seoDescription: (f) =>
    `${f.company ? `${f.company} تبحث عن` : 'مطلوب'} ${f.title}${inAr(f.location)}${f.employmentType ? `، ${f.employmentType}` : ''}.`,
};

export const MARKETING_PHRASES: Record<EngineLanguage, MarketingPhrases> = { he: HE, en: EN, ar: AR };
