/**
 * The content check of the evaluation (issue 12): every evaluation job, written as a post for each
 * network and as the marketing pieces in each of the three languages, by the builtin engine. It
 * counts what must always hold:
 * - limits: the network's length (X as X counts it) and hashtag count; the ads', SEO's and subject's;
 * - facts: every bullet is a line of the job or a skill the engine recognised in it, and every
 *   number said (outside the link) is a number of the job: nothing the job does not support;
 * - no unfilled placeholder; hashtags well formed (# then letters, digits or _), none twice.
 */
import {
  CONTENT_LANGUAGES,
  MARKETING_LIMITS,
  NETWORK_LIMITS,
  SOCIAL_NETWORKS,
  type ContentLanguage,
} from '@gius/shared/content';
import { hashtagsOf, postLength } from '@gius/shared/post-length';
import { withoutBidiMarks } from '../src/content/bidi.ts';
import { writeMarketing } from '../src/content/marketing.ts';
import { postFacts } from '../src/content/post-facts.ts';
import { writeSocialPost } from '../src/content/social-posts.ts';
import type { JobInput } from '../src/job-profile.ts';
import { loadJobs } from './eval-set.ts';

const LINK = 'https://gius.co.il/jobs/7d1f6a52-3a43-4d3b-9d8e-0b8e0d8f4c21';
const PLACEHOLDER = /\{\{|\}\}|\[[A-Z_ ]{3,}\]|<[a-z_]+>|\bundefined\b|\bnull\b|\bNaN\b|\$\{/;
const HASHTAG = /^#[\p{L}\p{M}\p{N}_]*\p{L}[\p{L}\p{M}\p{N}_]*$/u;

export interface CheckCounts {
  texts: number;
  withinLimits: number;
  noPlaceholder: number;
  hashtags: number;
  wellFormedHashtags: number;
  bullets: number;
  supportedBullets: number;
  numbers: number;
  supportedNumbers: number;
}

export type ContentReport = Record<ContentLanguage, CheckCounts> & { failures: string[] };

const empty = (): CheckCounts => ({
  texts: 0,
  withinLimits: 0,
  noPlaceholder: 0,
  hashtags: 0,
  wellFormedHashtags: 0,
  bullets: 0,
  supportedBullets: 0,
  numbers: 0,
  supportedNumbers: 0,
});

const normalize = (text: string) => withoutBidiMarks(text).replace(/\s+/g, ' ').trim().toLowerCase();

function jobText(job: JobInput): string {
  return normalize(
    [
      job.jobTitle,
      job.companyName,
      job.location,
      job.employmentType,
      job.jobDescription,
      job.requirements,
    ].join('\n'),
  );
}

export function checkText(
  counts: CheckCounts,
  failures: string[],
  where: string,
  text: string,
  job: JobInput,
  skills: string[],
  withinLimits: boolean,
) {
  const source = jobText(job);
  counts.texts++;
  if (withinLimits) counts.withinLimits++;
  else failures.push(`${where}: over its limit`);
  if (!PLACEHOLDER.test(text)) counts.noPlaceholder++;
  else failures.push(`${where}: placeholder ${text.match(PLACEHOLDER)![0]}`);
  const tags = hashtagsOf(text);
  counts.hashtags += tags.length;
  tags.forEach((t, i) => {
    if (HASHTAG.test(t) && tags.indexOf(t) === i) counts.wellFormedHashtags++;
    else failures.push(`${where}: hashtag ${t} (malformed or twice)`);
  });
  const skillSet = new Set(skills.map(normalize));
  for (const line of text.split('\n')) {
    const bullet = withoutBidiMarks(line).match(/^\s*•\s*(.+)$/)?.[1];
    if (!bullet) continue;
    counts.bullets++;
    const said = normalize(bullet.replace(/…$/, ''));
    if (source.includes(said) || skillSet.has(said)) counts.supportedBullets++;
    else failures.push(`${where}: bullet not in the job: ${bullet}`);
  }
  const withoutLinks = withoutBidiMarks(text)
    .replace(/https?:\/\/\S+/g, '')
    .replace(/#\S+/g, '');
  for (const n of withoutLinks.match(/\d+/g) ?? []) {
    counts.numbers++;
    if (source.includes(n)) counts.supportedNumbers++;
    else failures.push(`${where}: number ${n} not in the job`);
  }
}

export function contentCheck(): ContentReport {
  const report = {
    he: empty(),
    en: empty(),
    ar: empty(),
    failures: [] as string[],
  } satisfies ContentReport;
  for (const { id, job } of loadJobs()) {
    for (const language of CONTENT_LANGUAGES) {
      const counts = report[language];
      const skills = postFacts(job, language).skills;
      for (const network of SOCIAL_NETWORKS) {
        const link = `${LINK}?src=${network}`;
        const text = writeSocialPost({ job, network, language, link });
        const limits = NETWORK_LIMITS[network];
        const within =
          postLength(network, text) <= limits.maxLength &&
          hashtagsOf(text).length <= limits.maxHashtags &&
          (limits.linkInText ? text.includes(link) : !text.includes('http'));
        checkText(counts, report.failures, `${id} ${language} ${network}`, text, job, skills, within);
      }
      const m = writeMarketing({ job, language, link: `${LINK}?src=email` });
      const pieces: Array<[string, string, boolean]> = [
        [
          'careers page',
          [
            m.careersPage.headline,
            m.careersPage.summary,
            ...[
              ...m.careersPage.whatYouWillDo,
              ...m.careersPage.whatWeLookFor,
              ...m.careersPage.benefits,
            ].map((l) => `• ${l}`),
          ].join('\n'),
          true,
        ],
        [
          'e-mail',
          `${m.email.subject}\n${m.email.body}`,
          m.email.subject.length <= MARKETING_LIMITS.emailSubject,
        ],
        [
          'ads',
          m.ads.map((a) => `${a.headline}\n${a.description}`).join('\n'),
          m.ads.length === 3 &&
            m.ads.every(
              (a) =>
                a.headline.length > 0 &&
                a.headline.length <= MARKETING_LIMITS.adHeadline &&
                a.description.length <= MARKETING_LIMITS.adDescription,
            ),
        ],
        [
          'seo',
          `${m.seo.title}\n${m.seo.description}`,
          m.seo.title.length <= MARKETING_LIMITS.seoTitle &&
            m.seo.description.length <= MARKETING_LIMITS.seoDescription,
        ],
      ];
      for (const [piece, text, within] of pieces)
        checkText(counts, report.failures, `${id} ${language} ${piece}`, text, job, skills, within);
    }
  }
  return report;
}

const pct = (ok: number, all: number) =>
  all === 0 ? '  —  ' : `${((100 * ok) / all).toFixed(1).padStart(5)}%`;

export function formatContentCheck(report: ContentReport): string {
  const rows = CONTENT_LANGUAGES.map((l) => {
    const c = report[l];
    return `${l}   ${String(c.texts).padStart(5)}   ${pct(c.withinLimits, c.texts)}   ${pct(c.noPlaceholder, c.texts)}   ${pct(c.wellFormedHashtags, c.hashtags)} (${c.hashtags})   ${pct(c.supportedBullets, c.bullets)} (${c.bullets})   ${pct(c.supportedNumbers, c.numbers)} (${c.numbers})`;
  });
  return [
    'lang  texts   limits   no placeholder   hashtags ok (n)   bullets in job (n)   numbers in job (n)',
    ...rows,
  ].join('\n');
}

export function contentCheckPassed(report: ContentReport): boolean {
  return report.failures.length === 0;
}
