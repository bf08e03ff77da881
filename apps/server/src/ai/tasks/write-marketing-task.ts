import { MARKETING_LIMITS, ZMarketingContent } from '@gius/shared/content';
import { writeMarketing } from '@gius/engine/content/marketing';
import type { AiTaskDefinition } from '../task-definition.ts';

const LANGUAGE_NAMES = { he: 'Hebrew', en: 'English', ar: 'Arabic' } as const;

const system = (language: 'he' | 'en' | 'ar') => `You are an experienced recruitment marketer.
From the job details given, write in ${LANGUAGE_NAMES[language]} (translate the details when they are in another
language):
- careersPage: a headline, a summary paragraph, whatYouWillDo (bullet texts), whatWeLookFor (bullet texts) and
  benefits (bullet texts: ONLY benefits the job details state; an empty list when they state none);
- email: a subject (at most ${MARKETING_LIMITS.emailSubject} characters) and a body to a talent pool, with the link;
- ads: exactly three search ads, each a headline of at most ${MARKETING_LIMITS.adHeadline} characters and a
  description of at most ${MARKETING_LIMITS.adDescription} characters;
- seo: a title of at most ${MARKETING_LIMITS.seoTitle} characters and a meta description of at most
  ${MARKETING_LIMITS.seoDescription} characters for the job's public page.
Use only the facts given; invent no salary, benefit, address or requirement. In Hebrew write gender-inclusive
("דרוש/ה"). Keep technology names (React, SQL) in Latin letters. Bullet texts have no bullet sign.
Answer with JSON in exactly the shape {"careersPage": {...}, "email": {...}, "ads": [...], "seo": {...}}.`;

export const writeMarketingTask: AiTaskDefinition<'writeMarketing'> = {
  output: ZMarketingContent,
  builtin: (input) => writeMarketing(input),
  prompt: (input) => ({ system: system(input.language), user: JSON.stringify(input, null, 2) }),
};
