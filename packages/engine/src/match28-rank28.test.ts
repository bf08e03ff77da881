import { describe, expect, it } from 'vitest';
import { analyzeJobForMatch } from './job-match-profile.ts';
import { scoreMatch } from './match-score.ts';
import { titleConceptsOf } from './occupations.ts';
import { analyzeResume } from './resume-analysis.ts';

const now = new Date('2025-06-15T00:00:00Z');

describe('round 28: rank28 — a field said as its adjective beside a role word', () => {
  // An agricultural adviser's or engineer's title names the field by its adjective, not its noun.
  it.each([
    ['ar', 'مرشد/ة زراعي/ة'],
    ['en', 'Agricultural Extension Officer'],
    // (Hebrew's adjective "חקלאי/ת" was an alias already; kept here beside the others.)
    ['he', 'מדריך/ה חקלאי/ת'],
  ])('%s: reads the job title "%s" as agriculture', (_lang, jobTitle) => {
    expect(analyzeJobForMatch({ jobTitle }).titleConcepts).toContain('agriculture');
  });

  it.each([
    ['ar', 'مهندسة زراعية'],
    ['ar', 'مرشد زراعي'],
    ['en', 'Agricultural Advisor'],
    ['he', 'יועצת חקלאית'],
  ])('%s: reads the resume title "%s" as agriculture', (_lang, title) => {
    expect(titleConceptsOf([title])).toContain('agriculture');
  });

  it('does not read the adjective alone, with no role word, as the occupation', () => {
    expect(titleConceptsOf(['زراعي'])).not.toContain('agriculture');
    expect(titleConceptsOf(['Agricultural'])).not.toContain('agriculture');
  });
});

describe('round 28: rank28 — Hebrew’s "קבלת קהל" is reception', () => {
  // The construct form of "קבלה" that Hebrew titles write; Arabic's "استقبال" and English's
  // "reception" / "front desk" are the domain's own words, read before.
  it.each([
    ['he', 'מזכיר/ה רפואי/ת לקבלת קהל'],
    ['he', 'פקיד/ת קבלת קהל'],
    ['ar', 'سكرتير/ة لاستقبال الجمهور'],
    ['en', 'Medical Secretary and Front Desk'],
  ])('%s: the job title "%s" names a receptionist', (_lang, jobTitle) => {
    expect(analyzeJobForMatch({ jobTitle }).titleConcepts).toContain('receptionist');
  });

  it('reads a resume title "מזכירה לקבלת קהל" as a receptionist, but not the words alone', () => {
    expect(titleConceptsOf(['מזכירה לקבלת קהל'])).toContain('receptionist');
    expect(titleConceptsOf(['קבלת קהל'])).toEqual([]);
  });
});

describe('round 28: rank28 — a title word read as the title’s concept is not asked again as a word', () => {
  // Asked again as a plain word, "טבח" or "طباخ" was met only by resumes written in the ad's
  // language: an Arabic pastry chef ranked above Hebrew and English cooks for an Arabic cook's job.
  const jobs = {
    he: analyzeJobForMatch({
      jobTitle: 'טבח/ית',
      jobDescription: 'למסעדה בחיפה דרוש/ה טבח/ית למטבח החם',
      requirements: '- ניסיון של שנתיים לפחות כטבח/ית במסעדה',
    }),
    en: analyzeJobForMatch({
      jobTitle: 'Cook',
      jobDescription: 'A restaurant in Haifa is looking for a cook for its hot kitchen',
      requirements: '- At least two years of experience as a cook in a restaurant',
    }),
    ar: analyzeJobForMatch({
      jobTitle: 'طباخ/ة',
      jobDescription: 'مطعم في حيفا يبحث عن طباخ/ة للمطبخ الساخن',
      requirements: '- خبرة سنتين على الأقل كطباخ/ة في مطعم',
    }),
  };
  const cook = {
    he: 'דני לוי\nחיפה\nניסיון\n2015 – 2024: טבח, מסעדת הגפן\n• הכנת מנות עיקריות במטבח החם',
    en: 'Dan Levy\nHaifa\nExperience\n2015 – 2024: Cook, The Vine restaurant\n• Preparing main courses in the hot kitchen',
    ar: 'داني ليفي\nحيفا\nالخبرة\n2015 – 2024: طباخ، مطعم الكرمة\n• تحضير الأطباق الرئيسية في المطبخ الساخن',
  };
  for (const jobLang of ['he', 'en', 'ar'] as const) {
    it(`${jobLang}: the cook's job asks the cooking concept, not its title's word`, () => {
      expect(jobs[jobLang].skills.some((s) => s.words !== undefined)).toBe(false);
      expect(jobs[jobLang].titleConcepts).toEqual(['cooking']);
    });
    it(`${jobLang}: one cook's resume scores the same in Hebrew, English and Arabic`, () => {
      const scores = (['he', 'en', 'ar'] as const).map(
        (lang) =>
          scoreMatch(analyzeResume(cook[lang], { now }), jobs[jobLang], { explain: false }).evidenceScore,
      );
      expect(new Set(scores).size).toBe(1);
    });
  }

  it('keeps a title word that names no concept of the title ("مرشد" of an agricultural adviser)', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'مرشد/ة زراعي/ة',
      jobDescription: 'زيارة المزارعين وبناء برامج تسميد وري',
      requirements: '- خبرة سنتين على الأقل في الإرشاد أو العمل الزراعي',
    });
    expect(job.skills.some((s) => s.words?.includes('مرشد'))).toBe(true);
  });
});

describe('round 28: rank28 — the job’s title held only before the latest two jobs', () => {
  // A pastry chef whose first job was a cook's: near a cook's job, not doing it now. Worth what a
  // title of the family showing the job's skills is (0.7), below a cook doing the work now.
  const jobs = {
    he: analyzeJobForMatch({ jobTitle: 'טבח/ית', requirements: '- ניסיון של שנתיים לפחות כטבח/ית במסעדה' }),
    en: analyzeJobForMatch({
      jobTitle: 'Cook',
      requirements: '- At least two years of experience as a cook in a restaurant',
    }),
    ar: analyzeJobForMatch({ jobTitle: 'طباخ/ة', requirements: '- خبرة سنتين على الأقل كطباخ/ة في مطعم' }),
  };
  const pastryChef = {
    he: 'נועה לוי\nחיפה\nניסיון\n2020 – 2024: שפית קונדיטורית, מלון הכרמל\n2017 – 2020: סו-שף קונדיטורית, מאפיית הגליל\n2013 – 2017: טבחית, מסעדת הגפן',
    en: 'Noa Levy\nHaifa\nExperience\n2020 – 2024: Pastry Chef, Carmel Hotel\n2017 – 2020: Assistant Pastry Chef, Galilee Bakery\n2013 – 2017: Cook, The Vine restaurant',
    ar: 'نور خوري\nحيفا\nالخبرة\n2020 – 2024: شيف حلويات، فندق الكرمل\n2017 – 2020: مساعدة شيف حلويات، مخبز الجليل\n2013 – 2017: طباخة، مطعم الكرمة',
  };
  for (const lang of ['he', 'en', 'ar'] as const)
    it(`${lang}: the cook's title held only first weighs 0.7, as related work with the job's skills`, () => {
      const resume = analyzeResume(pastryChef[lang], { now });
      // (Arabic's feminine "طباخة" is a cook's title too.)
      expect(resume.titleConcepts).toContain('cooking');
      const title = scoreMatch(resume, jobs[lang], { explain: false }).factors.find((f) => f.id === 'title');
      expect(title?.value).toBeCloseTo(0.7, 5);
    });
});

describe('round 28: rank28 — an adviser of another trade asks advice in that trade, not counselling', () => {
  // "خبرة في الإرشاد" in an agricultural adviser's ad is agricultural extension: a school counsellor
  // met it with no word of farming, and led the gardener graded above her.
  it.each([
    ['ar', 'مرشد/ة زراعي/ة', '- خبرة سنتين على الأقل في الإرشاد أو العمل الزراعي'],
    ['en', 'Agricultural Advisor', '- Two years of experience in counselling or farm work'],
  ])('%s: "%s" does not ask counselling', (_lang, jobTitle, requirements) => {
    const job = analyzeJobForMatch({ jobTitle, requirements });
    expect(job.titleConcepts).toContain('agriculture');
    expect(job.skills.map((s) => s.id)).not.toContain('counseling');
  });

  it.each([
    ['ar', 'مرشد/ة تربوي/ة', '- خبرة سنتين على الأقل في الإرشاد'],
    ['en', 'School Counselor', '- Two years of experience in counselling'],
    ['he', 'יועץ/ת חינוכי/ת', '- ניסיון בייעוץ חינוכי'],
  ])('%s: a counsellor’s own job "%s" still asks counselling', (_lang, jobTitle, requirements) => {
    expect(analyzeJobForMatch({ jobTitle, requirements }).skills.map((s) => s.id)).toContain('counseling');
  });
});
