import type { SocialNetwork } from '@gius/shared/content';
import { AD_PHRASES, type AdPhrases } from '../job-ad-phrases.ts';
import type { JobInput } from '../job-profile.ts';
import type { EngineLanguage } from '../language.ts';
import { pick, splitSentences } from '../text-units.ts';
import { keepRtlLines } from './bidi.ts';
import { fitPost } from './fit-post.ts';
import { postFacts, type PostFacts } from './post-facts.ts';
import { POST_PHRASES } from './post-phrases.ts';

/**
 * One post per network, in the language asked for, written from the job's own facts with no model:
 * LinkedIn and Facebook long, Instagram with the link in the bio and many hashtags, X within 280 as
 * X counts, WhatsApp with its *bold*, Telegram plain. Every post but Instagram's carries the link.
 */

export interface SocialPostRequest {
  job: JobInput;
  network: SocialNetwork;
  language: EngineLanguage;
  /** The job's public link with its source (`?src=<network>`). */
  link: string;
}

const bullets = (items: string[]) => items.map((i) => `• ${i}`);
const shorten = (text: string, max: number) =>
  text.length <= max
    ? text
    : `${text.slice(0, text.lastIndexOf(' ', max - 1) > 0 ? text.lastIndexOf(' ', max - 1) : max - 1).trim()}…`;

function detailsLine(f: PostFacts): string {
  return [
    f.location && `📍 ${f.location}`,
    f.employmentType && `🕒 ${f.employmentType}`,
    f.company && `🏢 ${f.company}`,
  ]
    .filter(Boolean)
    .join(' | ');
}

function hook(f: PostFacts, phrases: AdPhrases): string {
  if (f.seniority === 'senior') return phrases.seniorHook(f);
  if (f.seniority === 'junior') return phrases.juniorHook(f);
  return pick(phrases.hooks, f.seed, 1)(f);
}

/** Short paragraphs of the job's own prose (two sentences each). */
function paragraphs(prose: string[], max: number): string[] {
  const sentences = prose.flatMap(splitSentences);
  const out: string[] = [];
  for (let i = 0; i < sentences.length && out.length < max; i += 2)
    out.push(sentences.slice(i, i + 2).join(' '));
  return out;
}

/** What the job asks for: its own lines, or (in another language) the skills it names. */
function asks(f: PostFacts, phrases: AdPhrases, max: number): string[] {
  if (f.requirements.length)
    return [pick(phrases.requirementsHeading, f.seed, 4), ...bullets(f.requirements.slice(0, max))];
  if (f.skills.length) return [POST_PHRASES[f.language].skillsHeading, ...bullets(f.skills.slice(0, max))];
  return [];
}

function join(blocks: string[][]): string {
  return blocks
    .map((b) => b.filter(Boolean))
    .filter((b) => b.length > 0)
    .map((b) => b.join('\n'))
    .join('\n\n');
}

function compose(network: SocialNetwork, f: PostFacts, link: string): string {
  const phrases = AD_PHRASES[f.language];
  const words = POST_PHRASES[f.language];
  const applyLine = `${words.apply} ${link}`;
  switch (network) {
    case 'linkedin':
      return join([
        [hook(f, phrases)],
        [pick(phrases.intro, f.seed, 2)(f)],
        ...paragraphs(f.prose, 2).map((p) => [p]),
        f.duties.length ? [pick(phrases.dutiesHeading, f.seed, 3), ...bullets(f.duties.slice(0, 6))] : [],
        asks(f, phrases, 8),
        [detailsLine(f)],
        [applyLine],
        [f.hashtags.slice(0, 5).join(' ')],
      ]);
    case 'facebook':
      return join([
        [hook(f, phrases)],
        [pick(phrases.intro, f.seed, 2)(f)],
        ...paragraphs(f.prose, 3).map((p) => [p]),
        f.duties.length ? [pick(phrases.dutiesHeading, f.seed, 3), ...bullets(f.duties.slice(0, 8))] : [],
        asks(f, phrases, 8),
        [detailsLine(f)],
        [applyLine, pick(phrases.share, f.seed, 6)],
        [f.hashtags.slice(0, 8).join(' ')],
      ]);
    case 'instagram':
      return join([
        [hook(f, phrases)],
        [pick(phrases.intro, f.seed, 2)(f)],
        ...paragraphs(f.prose, 1).map((p) => [p]),
        asks(f, phrases, 5),
        [detailsLine(f)],
        [words.linkInBio, pick(phrases.share, f.seed, 6)],
        [f.hashtags.slice(0, 15).join(' ')],
      ]);
    case 'x':
      return join([[hook(f, phrases), detailsLine(f)], [link], [f.hashtags.slice(0, 3).join(' ')]]);
    case 'whatsapp': {
      const first = f.prose.flatMap(splitSentences)[0];
      return join([
        [pick(phrases.whatsappTitle, f.seed, 7)(f), detailsLine(f)],
        first ? [shorten(first, 160)] : [],
        f.requirements.length
          ? [phrases.whatsappRequirements, ...bullets(f.requirements.slice(0, 4).map((r) => shorten(r, 90)))]
          : f.skills.length
            ? [`*${words.skillsHeading}*`, ...bullets(f.skills.slice(0, 4))]
            : [],
        [applyLine],
        [phrases.whatsappForward],
      ]);
    }
    case 'telegram': {
      const first = f.prose.flatMap(splitSentences)[0];
      return join([
        [hook(f, phrases), detailsLine(f)],
        first ? [shorten(first, 200)] : [],
        asks(f, phrases, 5),
        [applyLine],
        [f.hashtags.slice(0, 5).join(' ')],
      ]);
    }
  }
}

/** Finishes any post (the engine's or a model's) for its network: link, hashtags, length, direction. */
export function finishSocialPost({
  network,
  language,
  text,
  link,
}: {
  network: SocialNetwork;
  language: EngineLanguage;
  text: string;
  link: string;
}): string {
  const words = POST_PHRASES[language];
  const fitted = fitPost({ network, text, link, applyLabel: words.apply, linkInBio: words.linkInBio });
  // The marks count on X: the fitted text is checked once more with them.
  const marked = keepRtlLines(fitted, language !== 'en');
  return marked === fitted
    ? fitted
    : fitPost({ network, text: marked, link, applyLabel: words.apply, linkInBio: words.linkInBio });
}

export function writeSocialPost({ job, network, language, link }: SocialPostRequest): string {
  const facts = postFacts(job, language);
  return finishSocialPost({ network, language, text: compose(network, facts, link), link });
}
