import type { EngineLanguage } from '../language.ts';

/** The fixed words of a post that carries a link, per language (the rest comes from job-ad-phrases). */
export interface PostPhrases {
  apply: string;
  linkInBio: string;
  skillsHeading: string;
  details: string;
}

export const POST_PHRASES: Record<EngineLanguage, PostPhrases> = {
  he: {
    apply: '👈 לפרטים ולהגשת מועמדות:',
    linkInBio: '🔗 הקישור להגשת מועמדות נמצא בביו',
    skillsHeading: 'כישורים:',
    details: 'פרטי המשרה:',
  },
  en: {
    apply: '👉 Details and applying:',
    linkInBio: '🔗 The link to apply is in our bio',
    skillsHeading: 'Skills:',
    details: 'Job details:',
  },
  ar: {
    apply: '👈 للتفاصيل والتقديم:',
    linkInBio: '🔗 رابط التقديم موجود في البايو',
    skillsHeading: 'المهارات:',
    details: 'تفاصيل الوظيفة:',
  },
};
