import { describe, expect, it } from 'vitest';
import { MARKETING_LIMITS } from '@gius/shared/content';
import { ARABIC_AD, ENGLISH_AD, HEBREW_AD } from '../fixtures/jobs.ts';
import { fitMarketing, writeMarketing } from './marketing.ts';

const JOBS = { he: HEBREW_AD, en: ENGLISH_AD, ar: ARABIC_AD } as const;
const LINK = 'https://gius.example/jobs/1?src=email';
const PLACEHOLDER = /\{\{|\}\}|\[[A-Z _]+\]|undefined|null|NaN/;

describe.each(['he', 'en', 'ar'] as const)('marketing pieces of the %s job', (language) => {
  const job = JOBS[language];
  const m = writeMarketing({ job, language, link: LINK });

  it('keeps the limits of ads, SEO and the subject', () => {
    expect(m.ads).toHaveLength(3);
    expect(new Set(m.ads.map((a) => a.headline)).size).toBe(3);
    for (const ad of m.ads) {
      expect(ad.headline.length).toBeLessThanOrEqual(MARKETING_LIMITS.adHeadline);
      expect(ad.description.length).toBeLessThanOrEqual(MARKETING_LIMITS.adDescription);
      expect(ad.headline.length).toBeGreaterThan(0);
    }
    expect(m.seo.title.length).toBeLessThanOrEqual(MARKETING_LIMITS.seoTitle);
    expect(m.seo.description.length).toBeLessThanOrEqual(MARKETING_LIMITS.seoDescription);
    expect(m.email.subject.length).toBeLessThanOrEqual(MARKETING_LIMITS.emailSubject);
  });

  it('says the job’s facts and nothing unfilled', () => {
    const texts = [
      ...Object.values(m.careersPage).flat(),
      m.email.subject,
      m.email.body,
      ...m.ads.flatMap((a) => [a.headline, a.description]),
      m.seo.title,
      m.seo.description,
    ];
    for (const text of texts) expect(text).not.toMatch(PLACEHOLDER);
    expect(m.seo.title).toContain(job.jobTitle);
    expect(m.careersPage.headline).toContain(job.jobTitle);
    expect(m.email.body).toContain(LINK);
    expect(m.careersPage.whatWeLookFor.length).toBeGreaterThan(0);
    // No benefit is offered when the job offers none.
    expect(m.careersPage.benefits).toEqual([]);
  });
});

describe('benefits and limits', () => {
  it('lists the benefits the job states, and only under their heading', () => {
    const job = {
      ...HEBREW_AD,
      jobDescription: `${HEBREW_AD.jobDescription}\nהטבות:\n- ארוחות צהריים\n- קרן השתלמות`,
    };
    const m = writeMarketing({ job, language: 'he', link: LINK });
    expect(m.careersPage.benefits).toEqual(['ארוחות צהריים', 'קרן השתלמות']);
    expect(m.careersPage.whatYouWillDo.join(' ')).not.toContain('הטבות');
    expect(m.careersPage.summary).not.toContain('ארוחות');
  });

  it("cuts a model's pieces to their limits", () => {
    const long = 'מילה '.repeat(100);
    const fitted = fitMarketing({
      careersPage: { headline: 'h', summary: 's', whatYouWillDo: [], whatWeLookFor: [], benefits: [] },
      email: { subject: long, body: 'b' },
      ads: [{ headline: long, description: long }],
      seo: { title: long, description: long },
    });
    expect(fitted.ads[0]!.headline.length).toBeLessThanOrEqual(MARKETING_LIMITS.adHeadline);
    expect(fitted.ads[0]!.description.length).toBeLessThanOrEqual(MARKETING_LIMITS.adDescription);
    expect(fitted.seo.title.length).toBeLessThanOrEqual(MARKETING_LIMITS.seoTitle);
    expect(fitted.seo.description.length).toBeLessThanOrEqual(MARKETING_LIMITS.seoDescription);
    expect(fitted.email.subject.length).toBeLessThanOrEqual(MARKETING_LIMITS.emailSubject);
  });
});
