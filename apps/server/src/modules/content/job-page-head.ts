import type { EmploymentType, TPublicJob } from '@gius/shared/jobs';
import { cityInLine } from '@gius/engine/resume-location';

/**
 * The head of a public job page as the server sends it, so that search engines and link previews
 * (which often run no script) see the job: the saved SEO title and description (or the job's own
 * title and start of description), Open Graph tags, and schema.org `JobPosting` structured data.
 */

const SCHEMA_EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  freelance: 'CONTRACTOR',
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const paragraphsHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');

export function jobPostingJsonLd(job: TPublicJob, url: string): Record<string, unknown> {
  const city = cityInLine(job.location);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: `${paragraphsHtml(job.description)}${paragraphsHtml(job.requirements)}`,
    datePosted: job.publishedAt,
    employmentType: SCHEMA_EMPLOYMENT_TYPE[job.employmentType],
    hiringOrganization: { '@type': 'Organization', name: job.companyName },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.location,
        ...(city ? { addressCountry: 'IL' } : {}),
      },
    },
    url,
    directApply: true,
  };
}

export function jobPageHead({
  job,
  seo,
  url,
  language,
}: {
  job: TPublicJob;
  seo: { title: string; description: string } | null;
  url: string;
  language: string;
}): string {
  const title = seo?.title || `${job.title} | ${job.companyName}`;
  const description = seo?.description || job.description.replace(/\s+/g, ' ').slice(0, 155);
  // "</script>" inside the data must not end the script element.
  const jsonLd = JSON.stringify(jobPostingJsonLd(job, url)).replace(/</g, '\\u003c');
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="${escapeHtml(language)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<script type="application/ld+json">${jsonLd}</script>`,
  ].join('\n');
}

/** The web app's index.html with the job's head: its own <title> replaced, the rest added. */
export function withJobHead(indexHtml: string, head: string): string {
  const withoutTitle = indexHtml.replace(/<title>[\s\S]*?<\/title>/i, '');
  return withoutTitle.replace(/<\/head>/i, `${head}\n</head>`);
}
