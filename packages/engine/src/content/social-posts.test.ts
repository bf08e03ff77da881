import { describe, expect, it } from 'vitest';
import { NETWORK_LIMITS, SOCIAL_NETWORKS } from '@gius/shared/content';
import { hashtagsOf, postLength } from '@gius/shared/post-length';
import { ARABIC_AD, ENGLISH_AD, HEBREW_AD } from '../fixtures/jobs.ts';
import { withoutBidiMarks } from './bidi.ts';
import { finishSocialPost, writeSocialPost } from './social-posts.ts';

const JOBS = { he: HEBREW_AD, en: ENGLISH_AD, ar: ARABIC_AD } as const;
const LANGUAGES = ['he', 'en', 'ar'] as const;
const link = (network: string) =>
  `https://gius.example/jobs/7d1f6a52-3a43-4d3b-9d8e-0b8e0d8f4c21?src=${network}`;
const PLACEHOLDER = /\{\{|\}\}|\[[A-Z _]+\]|undefined|null|NaN|<[a-z_]+>/;

describe.each(LANGUAGES.flatMap((jobLanguage) => LANGUAGES.map((language) => ({ jobLanguage, language }))))(
  'social posts of a $jobLanguage job written in $language',
  ({ jobLanguage, language }) => {
    const job = JOBS[jobLanguage];
    const posts = Object.fromEntries(
      SOCIAL_NETWORKS.map((n) => [n, writeSocialPost({ job, network: n, language, link: link(n) })]),
    ) as Record<(typeof SOCIAL_NETWORKS)[number], string>;

    it.each(SOCIAL_NETWORKS)('%s keeps its limits, carries its link and no placeholder', (network) => {
      const text = posts[network];
      const limits = NETWORK_LIMITS[network];
      expect(postLength(network, text)).toBeLessThanOrEqual(limits.maxLength);
      expect(hashtagsOf(text).length).toBeLessThanOrEqual(limits.maxHashtags);
      for (const tag of hashtagsOf(text)) expect(tag).toMatch(/^#[\p{L}\p{M}\p{N}_]+$/u);
      expect(text).not.toMatch(PLACEHOLDER);
      if (limits.linkInText) expect(text).toContain(link(network));
      else expect(text).not.toMatch(/https?:\/\//);
    });

    it('names the job as written and says the employment type in the post language', () => {
      const plain = withoutBidiMarks(posts.linkedin);
      expect(plain).toContain(job.jobTitle);
      const type = {
        he: 'משרה מלאה',
        en: language === 'en' && jobLanguage === 'en' ? 'Hybrid' : 'Full-time',
        ar: 'دوام كامل',
      };
      if (jobLanguage !== 'en') expect(plain).toContain(type[language]);
    });

    it('quotes the job’s own sentences only in the job’s language', () => {
      const requirementLine = job.requirements.split(/\n|;/)[0]!.replace(/^- /, '').trim();
      if (jobLanguage === language) expect(withoutBidiMarks(posts.linkedin)).toContain(requirementLine);
      else expect(withoutBidiMarks(posts.linkedin)).not.toContain(requirementLine);
    });
  },
);

describe('network rules', () => {
  it('counts X as X does: a Hebrew post stays within 280 weighted characters', () => {
    const long = {
      ...HEBREW_AD,
      jobTitle: 'מפתח/ת Backend בכיר/ה לצוות התשלומים הבינלאומיים של החברה בתל אביב והמרכז',
    };
    const text = writeSocialPost({ job: long, network: 'x', language: 'he', link: link('x') });
    expect(postLength('x', text)).toBeLessThanOrEqual(280);
    expect(text).toContain(link('x'));
  });

  it("keeps an X post that is over 280 characters but not by X's counting (a link counts 23)", () => {
    const longLink = `https://gius.co.il/jobs/7d1f6a52-3a43-4d3b-9d8e-0b8e0d8f4c21?src=x&${'utm=1&'.repeat(20)}`;
    const text = `${'We are hiring a backend developer in Tel Aviv. '.repeat(4).trim()}\n${longLink}`;
    expect(text.length).toBeGreaterThan(280);
    const fitted = finishSocialPost({ network: 'x', language: 'en', text, link: longLink });
    expect(fitted).toBe(text);
    expect(postLength('x', fitted)).toBeLessThanOrEqual(280);
  });

  it('Instagram says the link is in the bio; WhatsApp bolds with single asterisks', () => {
    const insta = writeSocialPost({
      job: HEBREW_AD,
      network: 'instagram',
      language: 'he',
      link: link('instagram'),
    });
    expect(insta).toContain('בביו');
    const whatsapp = writeSocialPost({
      job: ENGLISH_AD,
      network: 'whatsapp',
      language: 'en',
      link: link('whatsapp'),
    });
    expect(whatsapp.split('\n')[0]).toMatch(/^\*[^*]+\* /);
    expect(whatsapp).not.toMatch(/\*\*/);
  });

  it('keeps right-to-left lines right to left when they start with a Latin term', () => {
    const text = writeSocialPost({
      job: HEBREW_AD,
      network: 'linkedin',
      language: 'he',
      link: link('linkedin'),
    });
    for (const line of text.split('\n').filter((l) => /^[\s•]*[A-Za-z]/.test(withoutBidiMarks(l)))) {
      expect(line.startsWith('\u200F')).toBe(true);
    }
  });

  it('isolates a Hebrew title inside an English post', () => {
    const text = writeSocialPost({
      job: HEBREW_AD,
      network: 'linkedin',
      language: 'en',
      link: link('linkedin'),
    });
    expect(text).toContain(`\u2068${HEBREW_AD.jobTitle}\u2069`);
  });

  it("fits a model's post that breaks the rules: too long, 40 hashtags, a link on Instagram", () => {
    const body = Array.from({ length: 30 }, (_, i) => `שורה ארוכה מספר ${i} על התפקיד והצוות שלנו`).join(
      '\n',
    );
    const tags = Array.from({ length: 40 }, (_, i) => `#תג${i}`).join(' ');
    const x = finishSocialPost({
      network: 'x',
      language: 'he',
      text: `דרוש/ה מפתח/ת!\n${body}\n${tags}`,
      link: link('x'),
    });
    expect(postLength('x', x)).toBeLessThanOrEqual(280);
    expect(x).toContain(link('x'));
    expect(x.startsWith('דרוש/ה')).toBe(true);
    const insta = finishSocialPost({
      network: 'instagram',
      language: 'en',
      text: `Join us! Apply at ${link('instagram')}\n${tags}`,
      link: link('instagram'),
    });
    expect(hashtagsOf(insta)).toHaveLength(30);
    expect(insta).not.toContain('https://');
    expect(insta).toContain('bio');
  });
});
