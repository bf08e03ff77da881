import { localizeEmploymentType } from './employment-type.ts';
import { jobHashtags } from './hashtags.ts';
import { AD_PHRASES, type AdFacts, type AdPhrases } from './job-ad-phrases.ts';
import { analyzeJob, type JobInput, type JobProfile, type RequirementItem } from './job-profile.ts';
import type { EngineLanguage } from './language.ts';
import { pick, splitSentences } from './text-units.ts';

/**
 * A job ad in two styles, in the language of the input, with no model:
 * - a Facebook post: a hook, short paragraphs, the requirements as bullets, the details, a call to
 *   apply and hashtags;
 * - a WhatsApp message: short, *bold* in WhatsApp's way, easy to forward.
 */

export interface JobAd {
  facebook: string;
  whatsapp: string;
  language: EngineLanguage;
}

const MAX_PARAGRAPHS = 3;
const MAX_BULLETS = 8;
const WHATSAPP_BULLETS = 4;
const WHATSAPP_ITEM_CHARS = 90;

function facts(job: JobProfile, language: EngineLanguage): AdFacts {
  return {
    title: job.title,
    company: job.companyName,
    location: job.location,
    employmentType: localizeEmploymentType(job.employmentType, language),
    seniority: job.seniority,
  };
}

/** Short paragraphs of at most two sentences, as posts are read on a phone. */
function paragraphs(prose: string[]): string[] {
  const sentences = prose.flatMap(splitSentences);
  const out: string[] = [];
  for (let i = 0; i < sentences.length && out.length < MAX_PARAGRAPHS; i += 2) {
    out.push(sentences.slice(i, i + 2).join(' '));
  }
  return out;
}

function firstSentence(prose: string[]): string {
  const sentence = prose.flatMap(splitSentences)[0] ?? '';
  return shorten(sentence, 160);
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trim()}…`;
}

/** "Advantage: Kubernetes" (any language), which would repeat the heading it is listed under. */
const ADVANTAGE_PREFIX =
  /^(?:יתרון(?: משמעותי)?|advantage|nice to have|a plus|bonus|preferred|ميزة(?: إضافية)?|أفضلية)\s*[:：\-–—]\s*/iu;

/** "Kubernetes – an advantage" or "Advantage: Kubernetes" -> "Kubernetes" under "Nice to have". */
function withoutAdvantageWords(item: RequirementItem, phrases: AdPhrases): string {
  const text = item.niceToHave
    ? item.text.replace(ADVANTAGE_PREFIX, '').replace(phrases.advantageSuffix, '').trim()
    : item.text;
  return /^\p{Ll}/u.test(text) ? text[0]!.toUpperCase() + text.slice(1) : text;
}

function bullets(items: string[]): string[] {
  return items.map((i) => `• ${i}`);
}

function detailsLine(f: AdFacts): string {
  return [
    f.location && `📍 ${f.location}`,
    f.employmentType && `🕒 ${f.employmentType}`,
    f.company && `🏢 ${f.company}`,
  ]
    .filter(Boolean)
    .join(' | ');
}

function hook(f: AdFacts, phrases: AdPhrases, seed: number): string {
  if (f.seniority === 'senior') return phrases.seniorHook(f);
  if (f.seniority === 'junior') return phrases.juniorHook(f);
  return pick(phrases.hooks, seed, 1)(f);
}

function facebookPost(job: JobProfile, language: EngineLanguage): string {
  const phrases = AD_PHRASES[language];
  const f = facts(job, language);
  const seed = job.seed;
  const must = job.requirements.filter((r) => !r.niceToHave).map((r) => withoutAdvantageWords(r, phrases));
  const nice = job.requirements.filter((r) => r.niceToHave).map((r) => withoutAdvantageWords(r, phrases));
  const blocks: string[][] = [
    [hook(f, phrases, seed)],
    [pick(phrases.intro, seed, 2)(f)],
    ...paragraphs(job.descriptionProse).map((p) => [p]),
    job.duties.length
      ? [pick(phrases.dutiesHeading, seed, 3), ...bullets(job.duties.slice(0, MAX_BULLETS))]
      : [],
    must.length ? [pick(phrases.requirementsHeading, seed, 4), ...bullets(must.slice(0, MAX_BULLETS))] : [],
    nice.length ? [phrases.niceToHaveHeading, ...bullets(nice.slice(0, 4))] : [],
    [detailsLine(f)],
    [pick(phrases.callToApply, seed, 5), pick(phrases.share, seed, 6)],
    [jobHashtags(job, language).join(' ')],
  ];
  return blocks
    .map((b) => b.filter(Boolean))
    .filter((b) => b.length > 0)
    .map((b) => b.join('\n'))
    .join('\n\n');
}

function whatsappMessage(job: JobProfile, language: EngineLanguage): string {
  const phrases = AD_PHRASES[language];
  const f = facts(job, language);
  const must = job.requirements.filter((r) => !r.niceToHave);
  const top = (must.length ? must : job.requirements)
    .slice(0, WHATSAPP_BULLETS)
    .map((r) => shorten(withoutAdvantageWords(r, phrases), WHATSAPP_ITEM_CHARS));
  const blocks: string[][] = [
    [pick(phrases.whatsappTitle, job.seed, 7)(f), detailsLine(f)],
    [firstSentence(job.descriptionProse.length ? job.descriptionProse : job.duties)],
    top.length ? [phrases.whatsappRequirements, ...bullets(top)] : [],
    [phrases.whatsappApply, phrases.whatsappForward],
  ];
  return blocks
    .map((b) => b.filter(Boolean))
    .filter((b) => b.length > 0)
    .map((b) => b.join('\n'))
    .join('\n\n');
}

export function writeJobAd(input: JobInput): JobAd {
  const job = analyzeJob(input);
  const language = job.language;
  return { facebook: facebookPost(job, language), whatsapp: whatsappMessage(job, language), language };
}
