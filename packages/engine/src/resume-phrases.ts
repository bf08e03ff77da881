import type { EngineLanguage } from './language.ts';
import { joinList, pick } from './text-units.ts';

/**
 * The words the engine adds to a tailored resume, per language: section headings and the
 * sentences of the summary. Hebrew and Arabic sentences use noun phrases, so they read right for
 * a woman or a man without guessing which.
 */

export const RESUME_HEADINGS: Record<
  EngineLanguage,
  { summary: string; keySkills: string; relevantExperience: string; additionalExperience: string }
> = {
  he: {
    summary: 'תקציר מקצועי',
    keySkills: 'כישורים מרכזיים',
    relevantExperience: 'ניסיון רלוונטי',
    additionalExperience: 'ניסיון נוסף',
  },
  en: {
    summary: 'Professional Summary',
    keySkills: 'Key Skills',
    relevantExperience: 'Relevant Experience',
    additionalExperience: 'Additional Experience',
  },
  ar: {
    summary: 'الملخص المهني',
    keySkills: 'المهارات الأساسية',
    relevantExperience: 'الخبرة ذات الصلة',
    additionalExperience: 'خبرة إضافية',
  },
};

export interface SummaryFacts {
  role: string;
  years: number;
  orgs: string[];
  skills: string[];
  softSkills: string[];
  targetTitle: string;
  degree: string;
  languages: string[];
}

/** Hebrew "ב" or "ל" before a word: joined to a Hebrew word, with a hyphen before anything else. */
export function hebrewPrefix(prefix: string, word: string): string {
  return /^[\u05D0-\u05EA]/.test(word) ? `${prefix}${word}` : `${prefix}-${word}`;
}

function arabicYears(n: number): string {
  if (n === 1) return 'سنة';
  if (n === 2) return 'سنتين';
  if (n <= 10) return `${n} سنوات`;
  return `${n} سنة`;
}

type Sentence = (f: SummaryFacts, seed: number) => string;

const HE: Record<'opening' | 'skills' | 'target' | 'soft' | 'degree' | 'languages', Sentence> = {
  opening: (f, seed) => {
    const at = f.orgs.length ? ` ${hebrewPrefix('ב', joinList(f.orgs, 'he'))}` : '';
    if (f.role && f.years) {
      return pick(
        [
          `${f.role} עם ${f.years}+ שנות ניסיון${at}.`,
          `${f.role} עם ניסיון מקצועי של ${f.years}+ שנים${at}.`,
        ],
        seed,
        1,
      );
    }
    if (f.years) return `ניסיון מקצועי של ${f.years}+ שנים${at}.`;
    if (f.role) return `${f.role}${f.orgs.length ? ` עם ניסיון${at}` : ''}.`;
    return '';
  },
  skills: (f, seed) => {
    const list = joinList(f.skills, 'he');
    return pick(
      [
        `ניסיון מעשי ${hebrewPrefix('ב', list)}, בהתאם לדרישות המשרה.`,
        `חוזקות מרכזיות למשרה: ${list}.`,
        `שליטה מוכחת ${hebrewPrefix('ב', list)} – בדיוק מה שהתפקיד דורש.`,
      ],
      seed,
      2,
    );
  },
  target: (f, seed) =>
    pick(
      [
        `ניסיון זה רלוונטי ישירות לתפקיד ${f.targetTitle}.`,
        `המטרה: להביא את הניסיון הזה לתפקיד ${f.targetTitle}.`,
        `מועמדות לתפקיד ${f.targetTitle}, עם רקע שתואם את דרישותיו.`,
      ],
      seed,
      3,
    ),
  soft: (f) => `חוזקות נוספות: ${joinList(f.softSkills, 'he')}.`,
  degree: (f) => `השכלה: ${f.degree}.`,
  languages: (f) => `שפות: ${joinList(f.languages, 'he')}.`,
};

const EN: typeof HE = {
  opening: (f, seed) => {
    const at = f.orgs.length ? ` at ${joinList(f.orgs, 'en')}` : '';
    if (f.role && f.years) {
      return pick(
        [
          `${f.role} with ${f.years}+ years of experience${at}.`,
          `${f.role} bringing ${f.years}+ years of hands-on experience${at}.`,
        ],
        seed,
        1,
      );
    }
    if (f.years) return `Professional with ${f.years}+ years of experience${at}.`;
    if (f.role) return `${f.role}${f.orgs.length ? ` with experience${at}` : ''}.`;
    return '';
  },
  skills: (f, seed) => {
    const list = joinList(f.skills, 'en');
    return pick(
      [
        `Hands-on experience with ${list}, as this role requires.`,
        `Core strengths for this role: ${list}.`,
        `Proven, practical work with ${list} – exactly what the position calls for.`,
      ],
      seed,
      2,
    );
  },
  target: (f, seed) =>
    pick(
      [
        `This background maps directly to the ${f.targetTitle} position.`,
        `Looking to bring this experience to the ${f.targetTitle} role.`,
        `Applying for the ${f.targetTitle} position with a background that matches its requirements.`,
      ],
      seed,
      3,
    ),
  soft: (f) => `Further strengths: ${joinList(f.softSkills, 'en')}.`,
  degree: (f) => `Education: ${f.degree}.`,
  languages: (f) => `Languages: ${joinList(f.languages, 'en')}.`,
};

const AR: typeof HE = {
  opening: (f, seed) => {
    const at = f.orgs.length ? ` لدى ${joinList(f.orgs, 'ar')}` : '';
    if (f.role && f.years) {
      return pick(
        [
          `${f.role} بخبرة ${arabicYears(f.years)} وأكثر${at}.`,
          `${f.role} بخبرة عملية تزيد عن ${arabicYears(f.years)}${at}.`,
        ],
        seed,
        1,
      );
    }
    if (f.years) return `خبرة مهنية تزيد عن ${arabicYears(f.years)}${at}.`;
    if (f.role) return `${f.role}${f.orgs.length ? ` بخبرة${at}` : ''}.`;
    return '';
  },
  skills: (f, seed) => {
    const list = joinList(f.skills, 'ar');
    return pick(
      [
        `خبرة عملية في ${list}، بما يتوافق مع متطلبات الوظيفة.`,
        `نقاط القوة الأساسية لهذه الوظيفة: ${list}.`,
        `إتقان مثبت لـ ${list}، وهو ما تتطلبه الوظيفة تمامًا.`,
      ],
      seed,
      2,
    );
  },
  target: (f, seed) =>
    pick(
      [
        `هذه الخبرة ذات صلة مباشرة بوظيفة ${f.targetTitle}.`,
        `الهدف: توظيف هذه الخبرة في وظيفة ${f.targetTitle}.`,
        `التقدم لوظيفة ${f.targetTitle} بخلفية تتوافق مع متطلباتها.`,
      ],
      seed,
      3,
    ),
  soft: (f) => `نقاط قوة إضافية: ${joinList(f.softSkills, 'ar')}.`,
  degree: (f) => `المؤهل العلمي: ${f.degree}.`,
  languages: (f) => `اللغات: ${joinList(f.languages, 'ar')}.`,
};

const SENTENCES: Record<EngineLanguage, typeof HE> = { he: HE, en: EN, ar: AR };

/** The summary: only the sentences whose facts the resume has, in a fixed order. */
export function composeSummary(facts: SummaryFacts, language: EngineLanguage, seed: number): string {
  const s = SENTENCES[language];
  const parts = [
    s.opening(facts, seed),
    facts.skills.length ? s.skills(facts, seed) : '',
    facts.targetTitle ? s.target(facts, seed) : '',
    facts.softSkills.length ? s.soft(facts, seed) : '',
    facts.degree ? s.degree(facts, seed) : '',
    facts.languages.length ? s.languages(facts, seed) : '',
  ];
  return parts.filter(Boolean).join(' ');
}
