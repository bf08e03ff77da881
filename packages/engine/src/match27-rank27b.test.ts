import { describe, expect, it } from 'vitest';
import { analyzeJobForMatch } from './job-match-profile.ts';
import { scoreMatch } from './match-score.ts';
import { analyzeResume } from './resume-analysis.ts';

const now = new Date('2025-06-15T00:00:00Z');
const metIds = (text: string, job: ReturnType<typeof analyzeJobForMatch>) =>
  scoreMatch(analyzeResume(text, { now }), job, { explain: false }).evidence.skills.matched.map((a) => a.id);

describe('round 27: rank27b — a higher licence class holds the lower one a job asks', () => {
  const jobs = {
    he: analyzeJobForMatch({
      jobTitle: 'נהג/ת משאית',
      jobDescription: 'חלוקת סחורה ללקוחות',
      requirements: '- רישיון נהיגה C1 - חובה',
    }),
    en: analyzeJobForMatch({
      jobTitle: 'Truck Driver',
      jobDescription: 'Delivering goods to customers',
      requirements: '- C1 driving licence - required',
    }),
    ar: analyzeJobForMatch({
      jobTitle: 'سائق/ة شاحنة',
      jobDescription: 'توزيع البضائع على الزبائن',
      requirements: '- رخصة قيادة C1 - شرط',
    }),
  };
  const resumes = {
    he: 'דני פרץ\nנתיבות\nכישורים\nרישיון C+E\nניסיון\n2017 – 2024: נהג סמיטריילר, שטראוס לוגיסטיקה',
    en: 'Danny Peretz\nNetivot\nSkills\nDriving licence C\nExperience\n2017 – 2024: Semi-trailer driver, Strauss Logistics',
    ar: 'داني بيرتس\nنتيفوت\nالمهارات\nرخصة قيادة C+E\nالخبرة\n2017 – 2024: سائق شاحنة، شتراوس لوجستيك',
  };
  for (const lang of ['he', 'en', 'ar'] as const)
    it(`${lang}: a C or C+E licence meets the C1 asked`, () => {
      expect(metIds(resumes[lang], jobs[lang])).toContain('c1');
    });
  it("he: the old Hebrew class (ג') meets a C1 asked, and a B licence does not", () => {
    expect(metIds("דני\nכישורים\nרישיון נהיגה ג'\nניסיון\n2017 – 2024: נהג משאית", jobs.he)).toContain('c1');
    expect(metIds('דני\nכישורים\nרישיון נהיגה B\nניסיון\n2017 – 2024: נהג משאית', jobs.he)).not.toContain(
      'c1',
    );
  });
});

describe('round 27: rank27b — a storekeeper is near a driving job', () => {
  const title = (text: string, job: ReturnType<typeof analyzeJobForMatch>) =>
    scoreMatch(analyzeResume(text, { now }), job, { explain: false }).factors.find((f) => f.id === 'title');
  const cases = {
    he: [
      analyzeJobForMatch({ jobTitle: 'נהג/ת משאית לחלוקה', jobDescription: 'חלוקת סחורה', requirements: '' }),
      'סמיר נסאר\nעכו\nניסיון\n2015 – 2024: מחסנאי, מחסני הצפון',
    ],
    en: [
      analyzeJobForMatch({
        jobTitle: 'Delivery Truck Driver',
        jobDescription: 'Delivering goods',
        requirements: '',
      }),
      'Samer Nassar\nAcre\nExperience\n2015 – 2024: Warehouse Worker, North Warehouses',
    ],
    ar: [
      analyzeJobForMatch({
        jobTitle: 'سائق/ة شاحنة توزيع',
        jobDescription: 'توزيع البضائع',
        requirements: '',
      }),
      'سامر نصار\nعكا\nالخبرة\n2015 – 2024: أمين مستودع، مستودعات الشمال',
    ],
  } as const;
  for (const lang of ['he', 'en', 'ar'] as const)
    it(`${lang}: a storekeeper's title is related to a truck driver's`, () => {
      const [job, resume] = cases[lang];
      expect(title(resume, job)?.value ?? 0).toBeGreaterThan(0);
    });
});
