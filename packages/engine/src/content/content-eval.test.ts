import { describe, expect, it } from 'vitest';
import { checkText, contentCheck, type CheckCounts } from '../../eval/content-check.ts';
import { loadJobs } from '../../eval/eval-set.ts';

describe('content check of the evaluation jobs (npm run eval)', () => {
  it('keeps every limit, leaves no placeholder and says only what the jobs say, in he, en and ar', () => {
    const report = contentCheck();
    expect(report.failures).toEqual([]);
    for (const language of ['he', 'en', 'ar'] as const) {
      const c = report[language];
      expect(c.texts).toBe(loadJobs().length * 10);
      expect(c.withinLimits).toBe(c.texts);
      expect(c.hashtags).toBeGreaterThan(c.texts);
      expect(c.bullets).toBeGreaterThan(c.texts);
    }
  });

  it('catches an invented requirement, number, placeholder and broken hashtag', () => {
    const counts: CheckCounts = {
      texts: 0,
      withinLimits: 0,
      noPlaceholder: 0,
      hashtags: 0,
      wellFormedHashtags: 0,
      bullets: 0,
      supportedBullets: 0,
      numbers: 0,
      supportedNumbers: 0,
    };
    const failures: string[] = [];
    const job = { jobTitle: 'Nurse', requirements: 'Licence\nNight shifts', location: 'Haifa' };
    const text = 'Hiring {{title}}\n• Licence\n• 10 years of surgery\nSalary 9000\n#Nurse #_ #Nurse';
    checkText(counts, failures, 'test', text, job, [], true);
    expect(counts.supportedBullets).toBe(1);
    expect(counts.bullets).toBe(2);
    expect(counts.supportedNumbers).toBe(0);
    expect(counts.noPlaceholder).toBe(0);
    expect(counts.wellFormedHashtags).toBe(1);
    expect(failures).toHaveLength(6);
  });
});
