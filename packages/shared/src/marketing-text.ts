import { MARKETING_LIMITS, type MarketingChannel, type TMarketingContent } from './content.ts';

/**
 * Marketing pieces as the plain texts that are copied and saved, and the SEO text read back (its
 * first line is the title, the rest the description), with the limits each must keep.
 */

export interface MarketingHeadings {
  whatYouWillDo: string;
  whatWeLookFor: string;
  benefits: string;
  subject: string;
}

const list = (heading: string, items: string[]) =>
  items.length ? [heading, ...items.map((i) => `• ${i}`)] : [];

export function marketingTexts(
  content: TMarketingContent,
  headings: MarketingHeadings,
): Record<MarketingChannel, string> {
  const page = content.careersPage;
  const blocks = (parts: string[][]) =>
    parts
      .filter((p) => p.length)
      .map((p) => p.join('\n'))
      .join('\n\n');
  return {
    careers_page: blocks([
      [page.headline],
      [page.summary],
      list(headings.whatYouWillDo, page.whatYouWillDo),
      list(headings.whatWeLookFor, page.whatWeLookFor),
      list(headings.benefits, page.benefits),
    ]),
    email: `${headings.subject} ${content.email.subject}\n\n${content.email.body}`,
    ads: content.ads.map((a) => `${a.headline}\n${a.description}`).join('\n\n'),
    seo: `${content.seo.title}\n${content.seo.description}`,
  };
}

export function parseSeoText(text: string): { title: string; description: string } {
  const [title = '', ...rest] = text.trim().split('\n');
  return { title: title.trim(), description: rest.join(' ').replace(/\s+/g, ' ').trim() };
}

/** What is wrong with a saved text of a marketing channel, if anything (limits in characters). */
export function marketingTextProblem(channel: MarketingChannel, text: string): string | null {
  if (channel === 'seo') {
    const seo = parseSeoText(text);
    if (!seo.title || !seo.description) return 'seo: a title line and a description are required';
    if (seo.title.length > MARKETING_LIMITS.seoTitle)
      return `seo: the title is over ${MARKETING_LIMITS.seoTitle} characters`;
    if (seo.description.length > MARKETING_LIMITS.seoDescription)
      return `seo: the description is over ${MARKETING_LIMITS.seoDescription} characters`;
  }
  return null;
}
