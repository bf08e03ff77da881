import { describe, expect, it } from 'vitest';
import { HEBREW_AD } from '../fixtures/jobs.ts';
import { writeSocialPost } from './social-posts.ts';
import { translateFixedPhrases } from './translate-content.ts';

describe('translating generated content without a model', () => {
  const link = 'https://gius.co.il/jobs/1?src=instagram';
  const post = writeSocialPost({ job: HEBREW_AD, network: 'instagram', language: 'he', link });

  it('translates the fixed phrases and generic hashtags, keeps everything else as written and counts it', () => {
    const done = translateFixedPhrases(post, 'he', 'en');
    expect(done.text).toContain('The link to apply is in our bio');
    expect(done.text).toContain('#hiring');
    expect(done.text).not.toContain('#דרושים');
    // The job's own words are not guessed at.
    expect(done.text).toContain('3+ שנות ניסיון בפיתוח צד שרת ב-Node.js');
    expect(done.untranslatedLines).toBeGreaterThan(0);
    expect(done.untranslatedLines).toBeLessThan(done.lines);
    expect(done.text.split('\n')).toHaveLength(post.split('\n').length);
  });

  it('keeps the link of an apply line and the words of a subject line', () => {
    const done = translateFixedPhrases(`👈 לפרטים ולהגשת מועמדות: ${link}\nנושא: משרה חדשה`, 'he', 'ar');
    expect(done.text).toBe(`👈 للتفاصيل والتقديم: ${link}\nالموضوع: משרה חדשה`);
    expect(done.untranslatedLines).toBe(1);
  });
});
