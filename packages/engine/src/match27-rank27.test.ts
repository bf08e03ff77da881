import { describe, expect, it } from 'vitest';
import { analyzeJobForMatch } from './job-match-profile.ts';
import { scoreMatch } from './match-score.ts';
import { analyzeResume } from './resume-analysis.ts';

const now = new Date('2025-06-15T00:00:00Z');
type Job = ReturnType<typeof analyzeJobForMatch>;
const match = (text: string, job: Job) => scoreMatch(analyzeResume(text, { now }), job, { explain: false });
const factor = (text: string, job: Job, id: string) => match(text, job).factors.find((f) => f.id === id);

describe('round 27: rank27 — shift work lends no years to another trade', () => {
  // A job of a trade the resume does not hold (its title read or not), whose only ask met is shift work.
  const jobs = {
    he: analyzeJobForMatch({
      jobTitle: 'עובד/ת כרם',
      jobDescription: 'קטיף וגיזום בכרם',
      requirements: '- ניסיון של שנתיים לפחות בעבודה בכרם - חובה\n- נכונות לעבודה במשמרות',
    }),
    en: analyzeJobForMatch({
      jobTitle: 'Museum Guide',
      jobDescription: 'Guiding groups in the museum',
      requirements: '- 2+ years of guiding - required\n- Shift work',
    }),
    ar: analyzeJobForMatch({
      jobTitle: 'مرشد/ة متحف',
      jobDescription: 'إرشاد المجموعات في المتحف',
      requirements: '- خبرة سنتين على الأقل في الإرشاد - شرط\n- العمل بنظام الورديات',
    }),
  };
  const pharmacist = {
    he: 'רונית כהן\nחיפה\nכישורים\nעבודה במשמרות\nניסיון\n2014 – 2024: רוקחת, סופר-פארם',
    en: 'Ronit Cohen\nHaifa\nSkills\nShift work\nExperience\n2014 – 2024: Pharmacist, Super-Pharm',
    ar: 'رنا خوري\nحيفا\nالمهارات\nالعمل بنظام الورديات\nالخبرة\n2014 – 2024: صيدلانية، سوبر فارم',
  };
  for (const lang of ['he', 'en', 'ar'] as const)
    it(`${lang}: ten years of a pharmacist with shift work count nothing toward another trade's two`, () => {
      const experience = factor(pharmacist[lang], jobs[lang], 'experience');
      expect(experience).toBeDefined();
      expect(experience!.value).toBe(0);
    });
});

describe('round 27: rank27 — a dairy worker named by the barn, a solar technician by the panels', () => {
  it.each([
    ['he', 'עובד/ת רפת'],
    ['en', 'Dairy Worker'],
    ['ar', 'عامل/ة في مزرعة أبقار'],
  ])('%s: "%s" reads as agricultural work', (_, jobTitle) => {
    expect(analyzeJobForMatch({ jobTitle }).titleConcepts).toContain('agriculture');
  });

  it.each([
    ['he', 'טכנאי/ת סולארי/ת'],
    ['en', 'Solar PV Technician'],
    ['ar', 'فني/ة طاقة شمسية'],
  ])('%s: "%s" reads as an electrician\'s work', (_, jobTitle) => {
    expect(analyzeJobForMatch({ jobTitle }).titleConcepts).toContain('electrical-work');
  });

  it("he / en / ar: a veterinary nurse's title is near a dairy worker's job, a cook's is not", () => {
    const job = analyzeJobForMatch({ jobTitle: 'עובד/ת רפת', jobDescription: 'חליבה וטיפול בעגלים' });
    const vet = {
      he: 'שירה גולן\nניסיון\n2018 – 2024: אחות וטרינרית, מרפאה וטרינרית',
      en: 'Shira Golan\nExperience\n2018 – 2024: Veterinary Nurse, a large-animal practice',
      ar: 'شيرا جولان\nالخبرة\n2018 – 2024: ممرضة بيطرية، عيادة بيطرية',
    };
    for (const text of Object.values(vet)) expect(factor(text, job, 'title')!.value).toBeGreaterThan(0);
    const cook = 'יוסי לוי\nניסיון\n2018 – 2024: טבח, מסעדת הנמל';
    expect(factor(cook, job, 'title')!.value).toBe(0);
  });
});

describe('round 27: rank27 — booking appointments is a front desk skill', () => {
  const job = analyzeJobForMatch({
    jobTitle: 'מזכיר/ה רפואי/ת',
    jobDescription: 'קבלת מטופלים וזימון תורים',
  });
  it.each([
    ['he', 'נועה אלמוג\nכישורים\nזימון תורים, עיקור וחיטוי\nניסיון\n2020 – 2024: סייעת שיניים, מרפאת שיניים'],
    [
      'en',
      'Noa Almog\nSkills\nAppointment scheduling, sterilisation\nExperience\n2020 – 2024: Dental Assistant',
    ],
    ['ar', 'نوال عمر\nالمهارات\nإدارة المواعيد، التعقيم\nالخبرة\n2020 – 2024: مساعدة طبيب أسنان'],
  ])('%s: the skill listed meets the duty of the job', (_, text) => {
    expect(match(text, job).evidence.skills.matched.map((a) => a.id)).toContain('appointment-scheduling');
  });
});

describe("round 27: rank27 — a flight attendant's title says customer service", () => {
  const job = analyzeJobForMatch({
    jobTitle: 'נציג/ת שירות לקוחות',
    jobDescription: 'מענה לפניות לקוחות ושירות לקוחות',
  });
  it.each([
    ['he', 'דנה כהן\nניסיון\n2015 – 2022: דיילת אוויר, אל על'],
    ['en', 'Dana Cohen\nExperience\n2015 – 2022: Flight Attendant, El Al'],
    ['ar', 'دانة خوري\nالخبرة\n2015 – 2022: مضيفة طيران، الملكية الأردنية'],
  ])('%s: the customer-service ask is met', (_, text) => {
    expect(match(text, job).evidence.skills.matched.map((a) => a.id)).toContain('customer-service');
  });
});
