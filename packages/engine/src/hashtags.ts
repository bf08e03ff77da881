import type { JobProfile } from './job-profile.ts';
import type { EngineLanguage } from './language.ts';
import { skillLabel } from './skill-lexicon.ts';

/** Hashtags a recruiter would add: the field, the role, the place and the main tools. */

const GENERIC: Record<EngineLanguage, string[]> = {
  he: ['#דרושים', '#משרות'],
  en: ['#hiring', '#jobs'],
  ar: ['#وظائف', '#فرص_عمل'],
};

const CLOSING: Record<EngineLanguage, string> = { he: '#גיוס_עובדים', en: '#careers', ar: '#توظيف' };

/** Gender slashes (מפתח/ת, דרוש/ה, محاسب/ة) are dropped: a hashtag cannot hold them. */
function words(text: string): string[] {
  return text
    .replace(/\/(?:ת|ה|ית|ות|ים|ة|ه|ين|ات)(?!\p{L})/gu, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

export function toHashtag(text: string, language: EngineLanguage): string {
  const parts = words(text);
  if (parts.length === 0) return '';
  const allLatin = parts.every((p) => /^[A-Za-z0-9]+$/.test(p));
  const body =
    language === 'en' || allLatin
      ? parts.map((p) => (/^[a-z]/.test(p) ? p[0]!.toUpperCase() + p.slice(1) : p)).join('')
      : parts.join('_');
  return `#${body}`;
}

export function jobHashtags(job: JobProfile, language: EngineLanguage): string[] {
  const tags = [...GENERIC[language]];
  if (job.title) tags.push(toHashtag(job.title, language));
  if (job.location) tags.push(toHashtag(job.location, language));
  const tools = job.terms
    .filter((t) => t.kind === 'tech' && t.concept && !t.niceToHave)
    .slice(0, 3)
    .map((t) => `#${t.concept!.hashtag ?? t.concept!.label.en.replace(/[^\p{L}\p{N}]/gu, '')}`);
  const field = job.terms.find((t) => t.kind === 'field' && t.concept && !t.niceToHave)?.concept;
  if (field) tags.push(toHashtag(skillLabel(field, language), language));
  tags.push(...tools, CLOSING[language]);
  return [...new Set(tags.filter((t) => t.length > 1))];
}
