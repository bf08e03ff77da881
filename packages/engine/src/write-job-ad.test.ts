import { describe, expect, it } from 'vitest';
import { ARABIC_AD, ENGLISH_AD, HEBREW_AD } from './fixtures/jobs.ts';
import { detectLanguage } from './language.ts';
import { splitSentences } from './text-units.ts';
import { writeJobAd } from './write-job-ad.ts';

const EMOJI = /\p{Extended_Pictographic}/u;

const CASES = [
  {
    name: 'Hebrew',
    input: HEBREW_AD,
    language: 'he',
    must: ['3+ שנות ניסיון בפיתוח צד שרת ב-Node.js', 'ניסיון עם PostgreSQL ו-Redis', 'אנגלית ברמה גבוהה'],
    nice: 'היכרות עם Docker ו-Kubernetes',
    tags: ['#דרושים', '#מפתח_Backend', '#תל_אביב', '#NodeJS'],
  },
  {
    name: 'English',
    input: ENGLISH_AD,
    language: 'en',
    must: ['3+ years in customer success or account management', 'Excellent English'],
    nice: 'Experience with Salesforce',
    tags: ['#hiring', '#CustomerSuccessManager', '#TelAviv'],
  },
  {
    name: 'Arabic',
    input: ARABIC_AD,
    language: 'ar',
    must: ['شهادة في المحاسبة', 'خبرة سنتين على الأقل', 'إتقان Excel'],
    nice: 'معرفة ببرنامج Priority',
    tags: ['#وظائف', '#محاسب', '#الناصرة'],
  },
] as const;

describe.each(CASES)('writeJobAd: $name', ({ input, language, must, nice, tags }) => {
  const ad = writeJobAd(input);
  const blocks = ad.facebook.split('\n\n');

  it('writes both ads in the language of the input', () => {
    expect(ad.language).toBe(language);
    expect(detectLanguage(blocks[0]!)).toBe(language);
    expect(detectLanguage(ad.whatsapp)).toBe(language);
  });

  it('opens the Facebook post with a one-line hook that names the job', () => {
    expect(blocks[0]!.split('\n')).toHaveLength(1);
    expect(blocks[0]).toMatch(EMOJI);
    expect(blocks[0]).toContain(input.jobTitle);
  });

  it('keeps paragraphs short: two sentences at most', () => {
    for (const line of ad.facebook.split('\n')) {
      expect(splitSentences(line).length, line).toBeLessThanOrEqual(2);
    }
  });

  it('lists each requirement as a bullet, advantages apart and without the word "advantage"', () => {
    for (const requirement of must) expect(ad.facebook).toContain(`• ${requirement}`);
    expect(ad.facebook).toContain(`• ${nice}\n`);
    const niceBlock = blocks.find((b) => b.includes(`• ${nice}`))!;
    expect(niceBlock.split('\n')).toHaveLength(2);
  });

  it('shows the details, a call to apply and hashtags at the end', () => {
    if (input.location) expect(ad.facebook).toContain(`📍 ${input.location}`);
    expect(blocks[blocks.length - 2]).toMatch(EMOJI);
    const hashtags = blocks[blocks.length - 1]!.split(' ');
    expect(hashtags.every((t) => t.startsWith('#'))).toBe(true);
    expect(hashtags).toEqual(expect.arrayContaining([...tags]));
  });

  it('writes a short WhatsApp message with *bold* and no Facebook hashtags', () => {
    expect(ad.whatsapp.split('\n')[0]).toMatch(/^\*[^*]+\* 📢$/);
    expect(ad.whatsapp).not.toContain('#');
    expect(ad.whatsapp).not.toContain('**');
    expect(ad.whatsapp.length).toBeLessThan(ad.facebook.length);
    expect(ad.whatsapp.length).toBeLessThanOrEqual(700);
    expect(ad.whatsapp.match(/^• /gm)?.length ?? 0).toBeLessThanOrEqual(4);
    expect(ad.whatsapp).toContain(`• ${must[0]}`);
    expect(ad.whatsapp).not.toContain(nice);
  });

  it('gives the same ad for the same input', () => {
    expect(writeJobAd(input)).toEqual(ad);
  });
});

describe('writeJobAd: a generator, not one template', () => {
  it('words different jobs differently', () => {
    const titles = [
      'Backend Developer',
      'Product Designer',
      'Sales Representative',
      'Office Manager',
      'QA Engineer',
      'Data Scientist',
    ];
    const ads = titles.map((jobTitle) =>
      writeJobAd({
        jobTitle,
        jobDescription: `Join our team as ${jobTitle}.`,
        requirements: '2+ years of experience',
      }),
    );
    const firstWords = new Set(ads.map((a) => a.facebook.split(' ').slice(0, 2).join(' ')));
    expect(firstWords.size).toBeGreaterThan(1);
  });

  it('speaks to seniority', () => {
    expect(
      writeJobAd({ jobTitle: 'Senior Backend Engineer', jobDescription: 'Build APIs.', requirements: 'Go' })
        .facebook,
    ).toMatch(/^🎯 Senior opportunity/);
    expect(
      writeJobAd({
        jobTitle: 'משרת סטודנט/ית בתמיכה טכנית',
        jobDescription: 'תמיכה במשתמשים.',
        requirements: 'זמינות',
      }).facebook,
    ).toMatch(/^🎓/);
  });

  it('turns description bullets into a duties list and leaves out empty details', () => {
    const ad = writeJobAd({
      jobTitle: 'Office Manager',
      jobDescription: 'A friendly office in Haifa.\n- Run the office\n- Order supplies',
      requirements: 'Organised and friendly',
    });
    expect(ad.facebook).toMatch(/(What you'll do:|The role:)\n• Run the office\n• Order supplies/);
    expect(ad.facebook).not.toContain('📍');
    expect(ad.facebook).not.toContain('🏢');
  });

  it('takes a leading "Advantage:" off a nice-to-have line, in each language', () => {
    const cases = [
      { requirements: '3+ שנות ניסיון ב-React\nיתרון: AWS', item: '• AWS', word: 'יתרון: AWS' },
      { requirements: '3+ years of React\nAdvantage: AWS', item: '• AWS', word: 'Advantage: AWS' },
      { requirements: 'خبرة سنتين في React\nميزة: AWS', item: '• AWS', word: 'ميزة: AWS' },
    ];
    for (const c of cases) {
      const ad = writeJobAd({
        jobTitle: 'Full Stack',
        jobDescription: 'Product team.',
        requirements: c.requirements,
      });
      expect(ad.facebook).toContain(c.item);
      expect(ad.facebook).not.toContain(c.word);
    }
  });

  it('names the employment type in the language of the ad', () => {
    expect(writeJobAd({ ...HEBREW_AD, employmentType: 'part-time' }).facebook).toContain('🕒 משרה חלקית');
    expect(writeJobAd({ ...ENGLISH_AD, employmentType: 'משרה מלאה' }).facebook).toContain('🕒 Full-time');
  });
});
