import { MARKETING_LIMITS, type TMarketingContent } from '@gius/shared/content';
import { AD_PHRASES } from '../job-ad-phrases.ts';
import type { JobInput } from '../job-profile.ts';
import type { EngineLanguage } from '../language.ts';
import { nonEmptyLines, splitSentences, stripBullet } from '../text-units.ts';
import { withoutBidiMarks } from './bidi.ts';
import { postFacts, type PostFacts } from './post-facts.ts';
import { MARKETING_PHRASES } from './marketing-phrases.ts';

/**
 * The marketing pieces of a job, with no model: a careers-page text, an e-mail to a talent pool,
 * three search-ad headlines with descriptions, and the public page's SEO title and description,
 * each within its limit and saying only what the job says.
 */

const BENEFITS_HEADING =
  /^(?:הטבות|מה אנחנו מציעים|אנחנו מציעים|מה מחכה לך|benefits|perks|what we offer|we offer|المزايا|ما نقدمه|نقدم لك)\s*:?\s*$/i;
const OTHER_HEADING = /^[^\s].{0,40}:\s*$/;

/** The lines under a "Benefits" heading of the description (what the job says it offers), and the rest. */
export function splitBenefits(description: string): { rest: string; benefits: string[] } {
  const benefits: string[] = [];
  const rest: string[] = [];
  let inside = false;
  for (const line of nonEmptyLines(description)) {
    if (BENEFITS_HEADING.test(line)) inside = true;
    else if (inside && OTHER_HEADING.test(line)) {
      inside = false;
      rest.push(line);
    } else if (inside) benefits.push(stripBullet(line));
    else rest.push(line);
  }
  return { rest: rest.join('\n'), benefits: benefits.slice(0, 8) };
}

/** Cut at a word boundary to `max` characters (with "…" when `ellipsis`). */
function cut(text: string, max: number, ellipsis = true): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const room = ellipsis ? max - 1 : max;
  const at = plain.lastIndexOf(' ', room);
  const head = plain.slice(0, at > max / 2 ? at : room).replace(/[\s,،.:;–-]+$/, '');
  return ellipsis ? `${head}…` : head;
}

function firstFitting(candidates: string[], max: number, taken: Set<string>): string | undefined {
  return candidates.map(withoutBidiMarks).find((c) => c && c.length <= max && !taken.has(c));
}

function ads(f: PostFacts): TMarketingContent['ads'] {
  const phrases = MARKETING_PHRASES[f.language];
  const headlines = [...phrases.adHeadlines.map((h) => h(f)), ...phrases.genericHeadlines];
  const descriptions = phrases.adDescriptions.map((d) => d(f));
  const taken = new Set<string>();
  return [0, 1, 2].map((i) => {
    const headline = firstFitting(headlines, MARKETING_LIMITS.adHeadline, taken)!;
    taken.add(headline);
    const own = withoutBidiMarks(descriptions[i] ?? '');
    const description = own
      ? cut(own, MARKETING_LIMITS.adDescription)
      : cut(withoutBidiMarks(descriptions[0]!), MARKETING_LIMITS.adDescription);
    return { headline, description };
  });
}

function seo(f: PostFacts, sentence: string): TMarketingContent['seo'] {
  const phrases = MARKETING_PHRASES[f.language];
  const title = withoutBidiMarks(f.title);
  const company = withoutBidiMarks(f.company);
  const location = withoutBidiMarks(f.location);
  const titles = [
    [title, company, location].filter(Boolean).join(' | '),
    [title, company].filter(Boolean).join(' | '),
    [title, location].filter(Boolean).join(' | '),
    title,
  ];
  const seoTitle =
    titles.find((t) => t.length <= MARKETING_LIMITS.seoTitle) ?? cut(title, MARKETING_LIMITS.seoTitle);
  const description = withoutBidiMarks([phrases.seoDescription(f), sentence].filter(Boolean).join(' '));
  return { title: seoTitle, description: cut(description, MARKETING_LIMITS.seoDescription) };
}

export function writeMarketing({
  job,
  language,
  link,
}: {
  job: JobInput;
  language: EngineLanguage;
  link: string;
}): TMarketingContent {
  const { rest, benefits: offered } = splitBenefits(job.jobDescription ?? '');
  const f = postFacts({ ...job, jobDescription: rest }, language);
  const phrases = MARKETING_PHRASES[language];
  const benefits = f.sameLanguage ? offered : [];
  const sentences = f.prose.flatMap(splitSentences);
  const duties = f.duties;
  const summary = [AD_PHRASES[language].intro[0]!(f), ...sentences.slice(0, 2)].join(' ');
  const whatYouWillDo = duties.length ? duties.slice(0, 8) : sentences.slice(2, 5);
  const whatWeLookFor = f.requirements.length ? f.requirements.slice(0, 8) : f.skills.slice(0, 8);
  const emailBody = [
    phrases.greeting,
    '',
    phrases.emailIntro(f),
    ...(sentences[0] ? ['', sentences[0]] : []),
    ...(whatWeLookFor.length ? ['', ...whatWeLookFor.slice(0, 4).map((r) => `• ${r}`)] : []),
    '',
    `${phrases.emailApply} ${link}`,
    '',
    phrases.emailForward,
    ...(f.company ? ['', withoutBidiMarks(f.company)] : []),
  ].join('\n');
  return {
    careersPage: { headline: phrases.headline(f), summary, whatYouWillDo, whatWeLookFor, benefits },
    email: {
      subject: cut(withoutBidiMarks(phrases.emailSubject(f)), MARKETING_LIMITS.emailSubject),
      body: emailBody,
    },
    ads: ads(f),
    seo: seo(f, sentences[0] ?? ''),
  };
}

export function marketingHeadings(language: EngineLanguage) {
  return MARKETING_PHRASES[language].headings;
}

/** Any marketing answer (the engine's or a model's) cut to its limits, every field without stray marks. */
export function fitMarketing(content: TMarketingContent): TMarketingContent {
  return {
    ...content,
    email: { ...content.email, subject: cut(content.email.subject, MARKETING_LIMITS.emailSubject) },
    ads: content.ads.map((a) => ({
      headline: cut(withoutBidiMarks(a.headline), MARKETING_LIMITS.adHeadline, false),
      description: cut(withoutBidiMarks(a.description), MARKETING_LIMITS.adDescription),
    })),
    seo: {
      title: cut(withoutBidiMarks(content.seo.title), MARKETING_LIMITS.seoTitle),
      description: cut(withoutBidiMarks(content.seo.description), MARKETING_LIMITS.seoDescription),
    },
  };
}
