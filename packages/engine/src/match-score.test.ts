import { matchBand } from '@gius/shared/constants';
import { describe, expect, it } from 'vitest';
import { analyzeJobForMatch } from './job-match-profile.ts';
import { yearsText } from './match-phrases.ts';
import { compareMatches, scoreMatch } from './match-score.ts';
import { analyzeResume } from './resume-analysis.ts';

const now = new Date('2025-06-15T00:00:00Z');

const BACKEND = `דנה לוי
מפתחת Backend | רמת גן | 052-5551234 | dana@example.com
ניסיון תעסוקתי
2019 – היום | מפתחת Backend | Wix
• פיתוח מיקרו שירותים ב-Node.js ו-TypeScript מול PostgreSQL.
• עבודה עם Docker ו-Kubernetes.
2016 – 2019 | מפתחת Java | Amdocs
השכלה
B.Sc. מדעי המחשב, אוניברסיטת תל אביב, 2012–2016
שפות
עברית, אנגלית`;

const CASHIER = `Avi Cohen
Haifa | 054-1112233
Experience
2020 – present | Cashier | Super-Pharm
Education
High school diploma (Bagrut), 2019
Languages
Hebrew`;

const JOB_INPUT = {
  jobTitle: 'מפתח/ת Backend',
  location: 'תל אביב',
  employmentType: 'משרה מלאה',
  jobDescription: 'פיתוח שירותי תשלומים.',
  requirements:
    '- 4+ שנות ניסיון ב-Node.js\n- PostgreSQL ו-Docker\n- תואר ראשון במדעי המחשב\n- אנגלית ברמה גבוהה\n- Kafka - יתרון',
};
const JOB = analyzeJobForMatch(JOB_INPUT);

describe('match score', () => {
  const strong = analyzeResume(BACKEND, { now });
  const weak = analyzeResume(CASHIER, { now });

  it('is the same for the same resume and job, and its band follows the score', () => {
    const a = scoreMatch(strong, JOB, { locale: 'en' });
    const b = scoreMatch(structuredClone(strong), analyzeJobForMatch(JOB_INPUT), { locale: 'en' });
    expect(b).toEqual(a);
    expect(a.score).toBe(b.score);
    expect(a.band).toBe(matchBand(a.score));
    expect(a.score).toBeGreaterThanOrEqual(85);
    expect(scoreMatch(weak, JOB).score).toBeLessThan(40);
  });

  it('gives evidence per factor the recruiter can check', () => {
    const result = scoreMatch(strong, JOB, { locale: 'en' });
    expect(result.factors.map((f) => f.id)).toEqual([
      'skills',
      'title',
      'experience',
      'education',
      'languages',
      'location',
      'employment',
    ]);
    expect(result.evidence.skills.matched.map((s) => s.id)).toEqual(
      expect.arrayContaining(['nodejs', 'postgresql', 'docker']),
    );
    expect(result.evidence.skills.missing.map((s) => s.id)).toContain('kafka');
    expect(result.evidence.experience).toMatchObject({ asked: 4, years: 9.5 });
    expect(result.evidence.location).toMatchObject({ jobCity: 'tel-aviv', city: 'ramat-gan' });
    expect(result.strengths.join(' ')).toContain('Node.js');
    expect(result.concerns.join(' ')).toContain('Kafka');
  });

  it('writes its sentences in the reader’s language', () => {
    const he = scoreMatch(strong, JOB, { locale: 'he' });
    const ar = scoreMatch(strong, JOB, { locale: 'ar' });
    expect(he.strengths.join(' ')).toContain('ניסיון של 9 שנים; המשרה מבקשת 4 שנים.');
    expect(ar.strengths.join(' ')).toContain('خبرة 9 سنوات؛ الوظيفة تطلب 4 سنوات.');
    expect(he.recommendation).toMatch(/^התאמה/);
    expect(ar.recommendation).toMatch(/^تطابق/);
  });

  it('names what is missing as concerns and lowers the score for short experience', () => {
    const junior = analyzeResume(
      BACKEND.replace('2019 – היום', '2024 – היום').replace('2016 – 2019 | מפתחת Java | Amdocs', ''),
      { now },
    );
    const result = scoreMatch(junior, JOB, { locale: 'en' });
    expect(result.score).toBeLessThan(scoreMatch(strong, JOB).score);
    expect(result.concerns.join(' ')).toContain('1 year of experience; the job asks for 4 years.');
  });

  it('leaves out what the job does not ask, and skips the sentences when asked to', () => {
    const job = analyzeJobForMatch({ jobTitle: 'Backend Developer', requirements: 'Node.js, PostgreSQL' });
    const result = scoreMatch(strong, job, { explain: false });
    expect(result.factors.map((f) => f.id)).toEqual(['skills', 'title']);
    expect(result.strengths).toEqual([]);
    expect(result.recommendation).toBe('');
  });

  it('keeps a resume without a language the job says is a must at most fair', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'נציג/ת שירות לקוחות דובר/ת ערבית',
      requirements: '- ערבית ברמת שפת אם - חובה\n- ניסיון בשירות לקוחות',
    });
    const hebrewOnly = analyzeResume(
      `ליאת כהן\nנציגת שירות לקוחות\nניסיון\n2019 – היום | נציגת שירות לקוחות | פרטנר\nשפות\nעברית, אנגלית`,
      { now },
    );
    const result = scoreMatch(hebrewOnly, job, { locale: 'he' });
    expect(result.score).toBeLessThanOrEqual(54);
    expect(result.concerns.join(' ')).toContain('ערבית');
  });

  it('scores a woman\'s resume as a man\'s: the job\'s "מפתח/ת" matches "מפתחת" as it does "מפתח"', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'מפתח/ת Full Stack',
      jobDescription: 'פיתוח מוצר SaaS.',
      requirements: 'TypeScript, React; שלוש שנות ניסיון',
      location: 'תל אביב',
    });
    const resume = (title: string) =>
      analyzeResume(
        `נועה כהן\n${title} Full Stack\n2019–2025 ${title} Full Stack, Wix\nכישורים: TypeScript, React`,
        {
          now,
        },
      );
    const woman = scoreMatch(resume('מפתחת'), job);
    const man = scoreMatch(resume('מפתח'), job);
    expect(woman.score).toBe(man.score);
    expect(woman.evidence.skills.missing.map((s) => s.label)).not.toContain('מפתח');
    // Other feminine forms: a manager, a student, an economist.
    const words = (text: string) => analyzeResume(text, { now }).keywords;
    expect(words('מנהלת מחסן')).toContain('מנהל');
    expect(words('סטודנטית לכלכלה')).toContain('סטודנט');
    expect(words('כלכלנית בכירה')).toContain('כלכלן');
  });

  it('does not call a word the description only mentions a requirement the resume misses', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'מפתח/ת Full Stack',
      jobDescription: 'פיתוח מערכות גיוס בענן, עבודה בצוות קטן.',
      requirements: 'TypeScript, React, Node.js',
    });
    const result = scoreMatch(
      analyzeResume('יוסי לוי\nמפתח Full Stack\n2020–2025 מפתח Full Stack\nכישורים: TypeScript, React', {
        now,
      }),
      job,
    );
    const concerns = result.concerns.join(' ');
    expect(concerns).not.toContain('משאבי אנוש');
    expect(concerns).toContain('Node.js');
    expect(result.strengths.join(' ')).toContain('TypeScript');
  });
});

describe('matching a recruiter would sign (issue 13)', () => {
  const NURSE = `מיכל אברהם
אחות מוסמכת
054-1234567 | michal@example.com | נתניה
ניסיון
2010 – היום: אחות במחלקה פנימית, בית החולים לניאדו
• מתן תרופות וטיפול בפצעים.
השכלה
B.A. בסיעוד, 2006–2010`;
  const BAKER = `יוסי כהן
אופה
052-7654321 | yossi@example.com | נתניה
ניסיון
2021 – היום: אופה לילה, מאפיית השכונה
• אפיית לחמים והכנת בצקים.`;
  const BAKER_JOB = {
    jobTitle: 'אופה לילה',
    location: 'נתניה',
    employmentType: 'משמרות',
    jobDescription: 'למאפייה דרוש/ה אופה למשמרות לילה.',
    requirements: '- ניסיון של שנה לפחות באפייה\n- הכנת בצקים',
  };

  it('counts years toward a job only when they relate to it, and says what is missing', () => {
    const job = analyzeJobForMatch(BAKER_JOB);
    const nurse = scoreMatch(analyzeResume(NURSE, { now }), job, { locale: 'en' });
    const baker = scoreMatch(analyzeResume(BAKER, { now }), job, { locale: 'en' });
    expect(baker.score).toBeGreaterThan(nurse.score + 30);
    expect(nurse.strengths.join(' ')).not.toMatch(/years of experience/);
    expect(nurse.concerns.join(' ')).toMatch(/outside this job’s field/);
    expect(nurse.concerns.join(' ')).toMatch(/No past role in this job’s field/);
    expect(baker.strengths.join(' ')).toMatch(/^.*4 years of experience; the job asks for 1/m);
  });

  it('counts years toward a job whose title names no trade only as far as its skills are met', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'דרוש/ה עובד/ת לחברה בחיפה',
      location: 'חיפה',
      requirements: '- 3 שנות ניסיון לפחות\n- SAP\n- Excel\n- ניהול מלאי\n- Priority',
    });
    expect(job.titleConcepts).toEqual([]);
    const resume = (skills: string) =>
      analyzeResume(`דנה לוי\n054-1234567\nניסיון\n2019 – היום: עובדת, חברת אלפא\nכישורים\n${skills}`, {
        now,
      });
    const experience = (skills: string) =>
      scoreMatch(resume(skills), job).factors.find((f) => f.id === 'experience')!.value;
    expect(experience('SAP, Excel, ניהול מלאי, Priority')).toBe(1);
    // Six years of work that meets none of the job's skills are not three years of the job's work.
    expect(experience('ציור')).toBeLessThan(0.5);
  });

  it('counts part of the years of another title as its skills near the job’s, with no step', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'מנהל/ת משרד',
      location: 'חיפה',
      requirements: '- 3 שנות ניסיון לפחות\n- Priority\n- Excel\n- הנהלת חשבונות\n- רכש',
    });
    const experience = (skills: string) =>
      scoreMatch(
        analyzeResume(`דנה לוי\n054-1234567\nניסיון\n2019 – היום: מחסנאית, חברת אלפא\nכישורים\n${skills}`, {
          now,
        }),
        job,
      ).factors.find((f) => f.id === 'experience')!.value;
    const [one, three, four] = [
      'Priority',
      'Priority, Excel, רכש',
      'Priority, Excel, רכש, הנהלת חשבונות',
    ].map(experience);
    expect(one).toBe(0);
    expect(three).toBeGreaterThan(0.3);
    expect(four).toBeGreaterThan(three!);
  });

  it("adds to the score for the ad's own words a resume uses, and takes nothing from one in another language", () => {
    const job = analyzeJobForMatch({
      jobTitle: 'רפד/ת',
      location: 'חולון',
      requirements: '- ניסיון בריפוד ספות וכורסאות\n- עבודה עם מכונת תפירה תעשייתית\n- רישיון נהיגה B',
    });
    const score = (text: string) => scoreMatch(analyzeResume(text, { now }), job);
    const head = 'דני כהן\n054-1234567\nחולון\nניסיון\n2018 – היום: רפד, נגריית אלפא\n';
    const sameWords = score(`${head}• ריפוד ספות וכורסאות במכונת תפירה תעשייתית`);
    const otherWords = score(`${head}• תיקון רהיטים`);
    expect(sameWords.score).toBeGreaterThan(otherWords.score + 5);
    // Said, so that the score is explained (in Hebrew, the default).
    expect(sameWords.strengths).toContain('קורות החיים מתארים את העבודה ברבות ממילות המודעה עצמה.');
    expect(otherWords.strengths.join(' ')).not.toMatch(/ממילות המודעה/);
    // An English resume shares no word of a Hebrew ad: its score is its factors' alone.
    const english = scoreMatch(
      analyzeResume(
        'Dan Cohen\n054-1234567\nHolon\nExperience\n2018 – present: Upholsterer, Alpha Furniture',
        {
          now,
        },
      ),
      job,
    );
    const factorsOnly =
      (100 * english.factors.reduce((s, f) => s + f.weight * f.value, 0)) /
      english.factors.reduce((s, f) => s + f.weight, 0);
    expect(english.evidenceScore).toBeCloseTo(factorsOnly, 2);
  });

  it('relates a job to resumes by the profession its title names, in any of the three languages', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'Technical Recruiter',
      location: 'Tel Aviv',
      jobDescription: 'End-to-end hiring for our R&D: sourcing, screening and interviewing.',
      requirements: '- 2+ years of recruiting experience\n- Sourcing on LinkedIn\n- Excellent English',
    });
    const resume = (title: string, line: string) =>
      analyzeResume(
        `Noa Bar\nnoa@example.com | Tel Aviv\n\nExperience\n2016 – Present | ${title}, Acme\n• ${line}`,
        {
          now,
        },
      );
    const hr = scoreMatch(resume('HR Generalist', 'Onboarding and payroll for 300 employees.'), job);
    const placement = scoreMatch(
      resume('Placement Consultant', 'Screening interviews for logistics roles.'),
      job,
    );
    const sales = scoreMatch(resume('Account Manager', 'Renewals, prospecting on LinkedIn.'), job);
    expect(hr.evidence.title.direct).toBe(true);
    expect(placement.evidence.title.direct).toBe(true);
    expect(sales.evidence.title.direct || sales.evidence.title.related).toBe(false);
    expect(Math.min(hr.score, placement.score)).toBeGreaterThan(sales.score + 20);
    for (const [title, concept] of [
      ['מאבטח', 'security-guarding'],
      ['حارس أمن', 'security-guarding'],
      ['Social Worker', 'social-work'],
      ['עובדת סוציאלית', 'social-work'],
      ['فني مختبر', 'laboratory'],
      ['Hairdresser', 'hairdressing'],
      ['מכונאי רכב', 'vehicle-mechanics'],
      ['פיזיותרפיסטית', 'physiotherapy'],
      ['Bank Teller', 'banking'],
      ['סייעת בגן', 'early-childhood'],
      ['מחסנאי', 'warehouse-work'],
      ['أمين مستودع', 'warehouse-work'],
      ['יועץ/ת משכנתאות', 'mortgage-advice'],
      ['Mortgage Adviser', 'mortgage-advice'],
    ] as const)
      expect(analyzeJobForMatch({ jobTitle: title }).titleConcepts).toContain(concept);
  });

  it("meets a warehouse job's title with a storekeeper's, and counts other logistics work as related", () => {
    const job = analyzeJobForMatch({ jobTitle: 'Warehouse Shift Supervisor', requirements: '- WMS' });
    const resume = (title: string) =>
      analyzeResume(`Dan Levi\nExperience\n2018 – present | ${title} | Ashdod Port Logistics`, { now });
    const storekeeper = scoreMatch(resume('Storekeeper'), job).evidence.title;
    const planner = scoreMatch(resume('Supply Chain Planner'), job).evidence.title;
    expect(storekeeper.direct).toBe(true);
    expect(planner).toMatchObject({ direct: false, related: true });
  });

  it("reads the trade of a shift lead's title said as an adjective, and holds another trade's shift lead below a storekeeper", () => {
    const job = analyzeJobForMatch({ jobTitle: 'ראש/ת משמרת במרכז לוגיסטי' });
    expect(job.titleConcepts).toEqual(expect.arrayContaining(['logistics', 'shift-supervision']));
    expect(analyzeJobForMatch({ jobTitle: 'مشرف/ة مركز لوجستي' }).titleConcepts).toContain('logistics');
    const resume = (title: string) => analyzeResume(`דן לוי\nניסיון\n2018 – היום: ${title}, אשדוד`, { now });
    const nurse = scoreMatch(resume('אחות אחראית משמרת'), job);
    const storekeeper = scoreMatch(resume('מחסנאי'), job);
    expect(nurse.evidence.title.direct).toBe(true);
    expect(nurse.factors.find((f) => f.id === 'title')!.value).toBeLessThan(0.5);
    expect(storekeeper.evidence.title.related).toBe(true);
    expect(storekeeper.factors.find((f) => f.id === 'title')!.value).toBeGreaterThanOrEqual(0.5);
  });

  it("meets the setting a job names (a clinic's healthcare) with a title of its family", () => {
    const job = analyzeJobForMatch({
      jobTitle: 'Registered Nurse – Community Clinic',
      requirements: '- Registered nurse licence\n- Experience in healthcare',
    });
    const nurse = analyzeResume('Maya Cohen\nExperience\n2016 – present | Registered Nurse | Ichilov', {
      now,
    });
    const clerk = analyzeResume('Dana Levi\nExperience\n2016 – present | Bank Clerk | Leumi', { now });
    expect(scoreMatch(nurse, job).evidence.skills.matched.map((s) => s.id)).toContain('healthcare');
    expect(scoreMatch(clerk, job).evidence.skills.missing.map((s) => s.id)).toContain('healthcare');
  });

  it("meets a warehouse job's core with a picker's or a forklift driver's work at a logistics centre", () => {
    const job = analyzeJobForMatch({
      jobTitle: 'מחסנאי/ת',
      requirements: '- ניסיון בעבודת מחסן - חובה',
    });
    const worker = analyzeResume(
      'רון לוי\nניסיון\n2020 – היום: נהג מלגזה, מרכז לוגיסטי רמי לוי, מודיעין\n2017 – 2020: מלקט, כתר פלסטיק\nכישורים\nמלגזה, ליקוט, ספירת מלאי',
      { now },
    );
    const skills = scoreMatch(worker, job).evidence.skills;
    expect(skills.matched.map((s) => s.id)).toContain('warehouse-work');
    expect(skills.missing.map((s) => s.id)).not.toContain('warehouse-work');
  });

  it('says "N years" as completed years', () => {
    const job = analyzeJobForMatch({ ...BAKER_JOB, requirements: '- 6 שנות ניסיון באפייה' });
    const baker = scoreMatch(analyzeResume(BAKER, { now }), job, { locale: 'en' });
    expect(baker.concerns.join(' ')).toContain('4 years of experience; the job asks for 6');
  });

  it('reads "Arabic or Russian – an advantage" as one optional ask met by either', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'אח/ות מוסמך/ת',
      requirements: '- תואר ראשון בסיעוד\n- ערבית או רוסית - יתרון',
    });
    expect(job.languageAlternatives).toEqual([['ar', 'ru']]);
    const russian = analyzeResume(`${NURSE}\nשפות\nעברית, רוסית`, { now });
    const result = scoreMatch(russian, job, { locale: 'en' });
    expect(result.factors.find((f) => f.id === 'languages')?.value).toBe(1);
    expect(result.concerns.join(' ')).not.toMatch(/Russian|Arabic/);
    const neither = scoreMatch(analyzeResume(NURSE, { now }), job, { locale: 'en' });
    expect(neither.concerns.join(' ')).toContain('Arabic or Russian');
  });

  it('asks for any language a resume can state, and reads a list of three with Arabic articles as alternatives', () => {
    for (const requirements of [
      '- الإسبانية أو الإيطالية أو البرتغالية - أفضلية',
      '- ספרדית, איטלקית או פורטוגזית - יתרון',
      '- Spanish, Italian or Portuguese - an advantage',
    ]) {
      const job = analyzeJobForMatch({ jobTitle: 'Tour guide', requirements });
      expect(job.languageAlternatives).toEqual([['es', 'it', 'pt']]);
    }
    const german = analyzeJobForMatch({ jobTitle: 'Kundenservice', requirements: '- German - must' });
    expect(german.languages).toEqual(['de']);
  });

  it('asks for no language whose name only qualifies the business ("Italian cuisine", "מסעדה איטלקית")', () => {
    for (const [jobTitle, requirements] of [
      ['Cook – Thai restaurant', '- Experience with Thai cuisine - must\n- English - must'],
      ['טבח/ית למסעדה איטלקית', '- ניסיון במסעדה איטלקית - חובה\n- אנגלית - חובה'],
      ['طباخ/ة', '- خبرة في مطعم للمأكولات الإيطالية\n- الإنجليزية - شرط'],
    ])
      expect(analyzeJobForMatch({ jobTitle, requirements }).languages).toEqual(['en']);
  });

  it('reads an Arabic list of skills with "أو" before an article as alternatives too', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'ممثل/ة خدمة عملاء',
      requirements: '- خبرة في خدمة العملاء أو المبيعات الهاتفية',
    });
    expect(job.skillAlternatives).toEqual([['customer-service', 'telephone-sales']]);
  });

  it('counts a language a resume lists no languages for as unknown, not as missing', () => {
    const job = analyzeJobForMatch({ jobTitle: 'Cashier', requirements: '- Hebrew and English' });
    const unstated = analyzeResume(CASHIER.replace(/\nLanguages\nHebrew$/, ''), { now });
    const statedOther = analyzeResume(CASHIER.replace(/Hebrew$/, 'Russian'), { now });
    const value = (resume: typeof unstated) =>
      scoreMatch(resume, job).factors.find((f) => f.id === 'languages')?.value;
    // Unstated: the resume's own language (English) is met, Hebrew is unknown (half).
    expect(value(unstated)).toBe(0.75);
    // Stated without Hebrew: Hebrew is missing.
    expect(value(statedOther)).toBe(0.5);
    expect(scoreMatch(unstated, job, { locale: 'en' }).concerns.join(' ')).toContain(
      'Does not mention Hebrew',
    );
  });

  it('meets "customer service or telephone sales" with either', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'נציג/ת מוקד',
      requirements: '- ניסיון בשירות לקוחות או במכירות טלפוניות\n- Excel',
    });
    const sales = analyzeResume(`רונית לוי\nניסיון\n2020 – היום: נציגת מכירות טלפוניות, פרטנר`, { now });
    const result = scoreMatch(sales, job, { locale: 'en' });
    expect(result.evidence.skills.missing.map((s) => s.id)).not.toContain('customer-service');
    expect(result.concerns.join(' ')).not.toMatch(/Customer service/i);
  });

  it('takes only the items of one list as alternatives, and "or similar" examples as one ask', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'Medical Secretary',
      requirements:
        '- 2+ years as a medical secretary or receptionist in a clinic, hospital or HMO\n' +
        '- Experience with a ticketing system (ServiceNow, Jira or similar)\n- Python or Bash',
    });
    // A secretary or a receptionist; a clinic, a hospital or an HMO: not "a secretary or a hospital".
    expect(job.skillAlternatives).toContainEqual(['healthcare', 'hmo']);
    // (Since round 23 the receptionist the line names is asked: a secretary or a receptionist.)
    expect(job.skillAlternatives).toContainEqual(['administration', 'receptionist']);
    expect(job.skillAlternatives.some((g) => g.includes('administration') && g.includes('healthcare'))).toBe(
      false,
    );
    expect(job.skillAlternatives).toContainEqual(['servicenow', 'jira']);
    expect(job.skillAlternatives).toContainEqual(['python', 'bash']);
    // A lab technician in a hospital is no secretary: the medical field alone does not meet the job.
    const lab = analyzeResume('רנא חטיב\nניסיון\n2016 – היום: טכנאית מעבדה, בית חולים רמב"ם', { now });
    const secretary = analyzeResume('אורית שושן\nניסיון\n2016 – היום: מזכירה רפואית, מרפאת כללית', { now });
    expect(scoreMatch(secretary, job).score).toBeGreaterThan(scoreMatch(lab, job).score + 15);
  });

  it('ranks a counsellor or a special-education teacher above an unrelated speaker of the preferred language for a social-work job', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'עובד/ת סוציאלי/ת',
      location: 'נצרת',
      requirements: '- תואר ראשון בעבודה סוציאלית\n- ניסיון בעבודה עם משפחות\n- ערבית - יתרון',
    });
    const counsellor = analyzeResume('מיכל ברק\nניסיון\n2015 – היום: יועצת חינוכית, תיכון אורט', { now });
    const specialEd = analyzeResume('נועה שגיא\nניסיון\n2016 – היום: מורה לחינוך מיוחד, בית ספר אופק', {
      now,
    });
    const marketer = analyzeResume(
      'سلمى عودة\nالناصرة\nالخبرة\n2017 – حتى الآن: منسقة تسويق، شركة الجليل\nاللغات\nالعربية، العبرية',
      { now },
    );
    const math = analyzeResume('רון לוי\nניסיון\n2015 – היום: מורה למתמטיקה, תיכון אורט', { now });
    const marketing = scoreMatch(marketer, job).score;
    expect(scoreMatch(counsellor, job).score).toBeGreaterThan(marketing);
    expect(scoreMatch(specialEd, job).score).toBeGreaterThan(marketing);
    // A teacher of a subject is not of the helping professions.
    expect(scoreMatch(math, job).score).toBeLessThan(scoreMatch(counsellor, job).score);
  });

  it('reads the field a title names before "Manager" as the work, in the job and in the resume', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'Sales Manager',
      location: 'Tel Aviv',
      requirements: '- 3+ years managing a sales team\n- English',
    });
    expect(job.titleConcepts).toContain('sales');
    const seller = analyzeResume('Lior Ben Ami\nExperience\n2016 – present: Sales Manager, Orbit Media', {
      now,
    });
    expect(seller.titleConcepts).toContain('sales');
    const title = scoreMatch(seller, job).evidence.title;
    expect(title?.direct).toBe(true);
    const hr = analyzeResume('Maya Katz\nExperience\n2016 – present: HR Manager, Orbit Media', { now });
    expect(hr.titleConcepts).toContain('hr');
    expect(scoreMatch(seller, job).score).toBeGreaterThan(scoreMatch(hr, job).score);
  });

  it('ranks a secretary above a physiotherapist for a medical secretary job: the setting weighs less than the occupation', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'Medical Secretary',
      location: 'Haifa',
      jobDescription:
        'Front desk of an orthopaedic clinic: appointments, patient records and referral letters.',
      requirements:
        '- 2+ years as a secretary in a clinic or hospital\n- Knowledge of medical terminology\n- Hebrew and English',
    });
    expect(job.titleConcepts).toEqual(expect.arrayContaining(['healthcare', 'administration']));
    const resume = (name: string, line: string, skills = '') =>
      analyzeResume(`${name}\nHaifa\nExperience\n${line}\n${skills}Languages\nHebrew, English`, { now });
    const secretary = resume('Noa Peretz', '2018 – present: Administrative Secretary, Haifa Port');
    const physio = resume(
      'Rana Haddad',
      '2015 – present: Physiotherapist, Rambam Hospital',
      'Skills\nMedical rehabilitation, clinic patient care, manual therapy\n',
    );
    const medical = resume('Dana Levi', '2019 – present: Medical Secretary, Rambam clinic');
    const bySecretary = scoreMatch(secretary, job).score;
    expect(bySecretary).toBeGreaterThan(scoreMatch(physio, job).score);
    expect(scoreMatch(medical, job).score).toBeGreaterThan(bySecretary);
  });

  it("ranks a title of the job's speciality above the rest of its family, below the job's own title", () => {
    const job = analyzeJobForMatch({
      jobTitle: 'סייע/ת לרופא שיניים',
      location: 'חיפה',
      requirements: '- ניסיון של שנתיים לפחות\n- עבודה במשמרות',
    });
    const resume = (name: string, title: string) =>
      analyzeResume(`${name}\nחיפה\nניסיון\n2018 – היום: ${title}, מרפאת הכרמל\nשפות\nעברית`, { now });
    const titleValue = (text: string) =>
      scoreMatch(resume('דנה לוי', text), job).factors.find((f) => f.id === 'title')!.value;
    const assistant = titleValue('סייעת שיניים');
    const hygienist = titleValue('שיננית');
    const veterinary = titleValue('טכנאית וטרינרית');
    expect(veterinary).toBeGreaterThan(0);
    expect(hygienist).toBeGreaterThan(veterinary);
    expect(assistant).toBeGreaterThan(hygienist);
  });

  it('meets the setting of a job title with a title of its family: a nurse for a community clinic nurse job', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'Registered Nurse – Community Clinic',
      location: 'Haifa',
      requirements: '- RN licence\n- 2+ years as a nurse',
    });
    const nurse = analyzeResume('Rina Katz\nHaifa\nExperience\n2015 – present: Registered Nurse, Rambam', {
      now,
    });
    const title = scoreMatch(nurse, job).factors.find((f) => f.id === 'title');
    expect(title?.value).toBe(1);
  });

  it('knows import and export as work: an import coordinator job asks for it, a title names it, a sentence about importing data does not claim it', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'Import Coordinator',
      location: 'Airport City',
      requirements: '- 2+ years in import, at a freight forwarder\n- Excel',
    });
    expect(job.titleConcepts).toEqual(['import-export']);
    const importer = analyzeResume('רונית אלון\nניסיון\n2019 – היום: רכזת יבוא, פוקס-ויזל', { now });
    expect(importer.titleConcepts).toContain('import-export');
    const coordinator = analyzeResume('Tal Mor\nExperience\n2019 – present: Marketing Coordinator, Fox', {
      now,
    });
    expect(scoreMatch(importer, job).score).toBeGreaterThan(scoreMatch(coordinator, job).score);
    const developer = analyzeResume(
      'Gil Ron\nExperience\n2019 – present: Backend Developer, Wix\nWrote services that import data from partner files and export reports.',
      { now },
    );
    expect(developer.matchingSkills).not.toContain('import-export');
  });

  it('gives a remote job no commute sentence', () => {
    const job = analyzeJobForMatch({ ...BAKER_JOB, location: 'אילת', employmentType: 'עבודה מרחוק' });
    const result = scoreMatch(analyzeResume(BAKER, { now }), job, { locale: 'en' });
    expect(job.remote).toBe(true);
    expect([...result.strengths, ...result.concerns].join(' ')).not.toMatch(/km|Lives in/);
  });

  it('orders equal scores by evidence, and does not score everyone high on a job it cannot read', () => {
    const job = analyzeJobForMatch(BAKER_JOB);
    const a = scoreMatch(analyzeResume(BAKER, { now }), job);
    expect(a.evidenceScore).toBeGreaterThanOrEqual(a.score - 0.5);
    expect(
      compareMatches({ score: 70, evidenceScore: 70.3 }, { score: 70, evidenceScore: 69.8 }),
    ).toBeLessThan(0);
    const thin = analyzeJobForMatch({
      jobTitle: 'דרושים עובדים',
      location: 'נתניה',
      employmentType: 'משמרות',
    });
    for (const text of [NURSE, BAKER])
      expect(scoreMatch(analyzeResume(text, { now }), thin).score).toBeLessThanOrEqual(54);
  });
});

describe('years in words', () => {
  it('says whole years as each language does', () => {
    expect([0.4, 1, 2, 4.9].map((n) => yearsText(n, 'en'))).toEqual([
      'less than a year',
      '1 year',
      '2 years',
      '4 years',
    ]);
    expect([0.4, 1, 2, 7].map((n) => yearsText(n, 'he'))).toEqual([
      'פחות משנה',
      'שנה אחת',
      'שנתיים',
      '7 שנים',
    ]);
    expect([1, 2, 5, 12].map((n) => yearsText(n, 'ar'))).toEqual(['سنة واحدة', 'سنتان', '5 سنوات', '12 سنة']);
  });
});

describe('a rank within a trade in the job title', () => {
  it('gives a storekeeper more of a warehouse shift supervisor title than a shift supervisor of another trade', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'Warehouse Shift Supervisor',
      location: 'Ashdod',
      employmentType: 'Full time',
      jobDescription: 'Lead the evening shift of a distribution centre.',
      requirements: '- 2 years leading a team in a warehouse',
    });
    const title = (lines: string[]) =>
      scoreMatch(analyzeResume(lines.join('\n'), { now }), job).factors.find((f) => f.id === 'title')!.value;
    const storekeeper = title(['Noa Katz', 'Experience', 'Storekeeper | Fox Logistics | 2018 – present']);
    const qaSupervisor = title(['Gil Oren', 'Experience', 'QA Shift Supervisor | Tnuva | 2018 – present']);
    expect(storekeeper).toBeGreaterThan(qaSupervisor);
    expect(
      title(['Dana Levi', 'Experience', 'Warehouse Shift Supervisor | Shufersal | 2018 – present']),
    ).toBe(1);
  });
});

describe('fields of study a job offers as alternatives', () => {
  it('are named with "or" in the concern, in each language', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'רכז/ת גיוס',
      requirements: '- ניסיון בגיוס\n- תואר ראשון במדעי ההתנהגות או במשאבי אנוש',
    });
    const resume = analyzeResume(
      'דנה לוי\nניסיון\n2018 – היום: רכזת גיוס, אלביט\nהשכלה\nתואר ראשון בתקשורת',
      {
        now,
      },
    );
    const he = scoreMatch(resume, job, { locale: 'he' }).concerns.join('\n');
    const en = scoreMatch(resume, job, { locale: 'en' }).concerns.join('\n');
    expect(he).toMatch(/מדעי ההתנהגות או משאבי אנוש|משאבי אנוש או מדעי ההתנהגות/);
    expect(en).toMatch(/ or /);
    expect(en).not.toMatch(/Behavioral sciences and|and Behavioral/i);
  });
});

describe('a cook for a restaurant', () => {
  const job = analyzeJobForMatch({
    jobTitle: 'طباخ/ة',
    jobDescription: 'مطعم شرقي في حيفا يبحث عن طباخ/ة للمطبخ الساخن.',
    requirements: '- خبرة سنتين على الأقل كطباخ/ة\n- معرفة بقواعد سلامة الغذاء',
  });
  const resume = (title: string) =>
    analyzeResume(`سامر حداد\nالخبرة\n2015 – اليوم: ${title}، مطعم الريف، حيفا`, { now });

  it("is not told the restaurant's hospitality is missing: a cook works in it", () => {
    const match = scoreMatch(resume('طباخ رئيسي'), job, { locale: 'en' });
    expect(match.evidence.skills.missing.map((s) => s.id)).not.toContain('hospitality');
  });

  it('ranks a cook above a pastry chef, whose title is pastry work, not the hot line', () => {
    expect(scoreMatch(resume('شيف حلويات'), job).evidence.title.direct).toBe(false);
    expect(scoreMatch(resume('طباخ رئيسي'), job).score).toBeGreaterThan(
      scoreMatch(resume('شيف حلويات'), job).score,
    );
  });
});

describe("what a shift supervisor's title says", () => {
  it('meets a job asking to lead a team, without the resume listing it', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'Warehouse Shift Supervisor',
      requirements: '- Experience leading a team - must\n- WMS',
    });
    const resume = (title: string) =>
      analyzeResume(`Dan Levi\nExperience\n2018 – present | ${title} | Shufersal logistics centre`, { now });
    expect(scoreMatch(resume('Shift Supervisor'), job).evidence.skills.matched.map((s) => s.id)).toContain(
      'team-lead',
    );
    expect(scoreMatch(resume('Storekeeper'), job).evidence.skills.missing.map((s) => s.id)).toContain(
      'team-lead',
    );
  });
});

describe("what a bookkeeper's title says", () => {
  const officeManager = analyzeJobForMatch({
    jobTitle: 'מנהל/ת משרד',
    requirements: '- ניסיון של 3 שנים בניהול משרד - חובה\n- ידע בהנהלת חשבונות - יתרון',
  });
  const payroll = analyzeJobForMatch({ jobTitle: 'חשב/ת שכר', requirements: '- ניסיון בחשבות שכר' });
  const resume = (title: string) =>
    analyzeResume(`דנה לוי\nניסיון\n2015 – היום | ${title} | משרד רואי חשבון, חולון`, { now });

  it('meets an office manager job in part: a bookkeeper has kept an office’s invoices and payments', () => {
    const bookkeeper = scoreMatch(resume('מנהלת חשבונות'), officeManager);
    expect(bookkeeper.evidence.skills.matched.map((s) => s.id)).toContain('administration');
    expect(bookkeeper.score).toBeGreaterThan(scoreMatch(resume('קופאית'), officeManager).score + 15);
  });

  it('does not make a secretary a payroll candidate: the relation runs one way', () => {
    expect(scoreMatch(resume('מזכירה'), payroll).evidence.skills.matched.map((s) => s.id)).not.toContain(
      'accounting',
    );
  });
});

describe('the employer a job ad describes', () => {
  it('is no skill the job asks for: a construction firm’s office manager need not know construction', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'מנהל/ת משרד',
      jobDescription:
        'לחברת הנדסה ובנייה באשקלון דרוש/ה מנהל/ת משרד לתפקיד מגוון.\n• ניהול יומן ותיאום פגישות',
    });
    expect(job.skills.map((s) => s.id)).not.toContain('engineering-civil');
    const arabic = analyzeJobForMatch({
      jobTitle: 'سكرتير/ة',
      jobDescription: 'لشركة بناء ومقاولات في الناصرة نبحث عن سكرتير/ة لإدارة المكتب.',
    });
    expect(arabic.skills.map((s) => s.id)).not.toContain('engineering-civil');
  });

  it('still reads the job after the hiring verb', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'Office Manager',
      jobDescription: 'A construction firm is looking for an office manager who knows Priority.',
    });
    expect(job.skills.map((s) => s.id)).toContain('priority');
  });
});

describe('a word a job uses in another sense', () => {
  it('asks for no guarding in "keeping the store tidy" (שמירה על), nor a security guard for it', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'מנהל/ת סניף',
      jobDescription: '• שמירה על נראות החנות ועל חוויית הלקוח\n• ניהול צוות מוכרים',
    });
    expect(job.skills.map((s) => s.id)).not.toContain('security-guarding');
    const guard = analyzeJobForMatch({ jobTitle: 'עובד/ת לילה', requirements: '- ניסיון בשמירה - חובה' });
    expect(guard.skills.map((s) => s.id)).toContain('security-guarding');
  });
});

describe('a plain word of the title asked for', () => {
  it('is named as the title writes it, not as a requirement line bends it', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'מנהל/ת משרד',
      requirements: '- ידע בהנהלת חשבונות - יתרון',
    });
    const labels = job.skills.filter((s) => s.words).map((s) => s.label);
    expect(labels).not.toContain('בהנהלת');
  });
});

describe('a title that meets only the setting of the job', () => {
  const job = analyzeJobForMatch({
    jobTitle: 'Medical Secretary',
    jobDescription:
      'A busy clinic is looking for a medical secretary: scheduling, patient intake and billing.',
    requirements: '- Experience as a medical secretary\n- Excellent Hebrew and English',
  });
  const vet = analyzeResume(
    'Dana Levi\ndana.levi@example.com\n\nExperience\nSenior Veterinary Technician, Happy Paws Clinic, 2016 – 2025\n- Anesthesia monitoring, lab samples\n',
    { now },
  );
  const secretary = analyzeResume(
    'Noa Bar\nnoa.bar@example.com\n\nExperience\nMedical Secretary, Maccabi clinic, 2016 – 2025\n- Scheduling, patient intake, billing\n',
    { now },
  );

  it('is no past role of the kind: a concern, not a strength', () => {
    const m = scoreMatch(vet, job, { locale: 'en' });
    expect(m.strengths.join(' ')).not.toMatch(/Has worked as/);
    expect(m.concerns.join(' ')).toContain('No past role in this job’s field (Medical Secretary)');
  });

  it('leaves the job’s own title a strength of the kind', () => {
    const m = scoreMatch(secretary, job, { locale: 'en' });
    expect(m.strengths).toContain('Has worked as Medical Secretary, the kind of role this job is for.');
  });
});

describe("a teacher's subject named in the job's title", () => {
  const job = analyzeJobForMatch({
    jobTitle: 'معلم/ة رياضيات',
    jobDescription: 'مطلوب معلم/ة رياضيات للمرحلة الثانوية لتدريس صفوف البجروت.',
    requirements: '- بكالوريوس في الرياضيات أو التربية\n- خبرة ثلاث سنوات على الأقل في التدريس',
  });
  const teacherOf = (title: string, subjectLine: string) =>
    analyzeResume(
      `נועה בר\nnoa.bar@example.com\n\nניסיון\n2015 – 2025 ${title}, בית ספר "אביב", חיפה\n- ${subjectLine}\n`,
      { now },
    );
  const maths = teacherOf('מורה למתמטיקה', 'הוראת מתמטיקה והכנה לבגרות');
  const kindergarten = teacherOf('גננת', 'ניהול גן חובה ושיחות הורים');

  it('is asked as much as the teaching, and met by its name in another language', () => {
    const m = scoreMatch(maths, job, { locale: 'en' });
    expect(m.evidence.skills.matched.map((s) => s.labels?.en ?? s.label)).toContain('Mathematics');
    expect(m.score).toBeGreaterThanOrEqual(85);
  });

  it('keeps a teacher of another subject from meeting the whole job', () => {
    const m = scoreMatch(kindergarten, job, { locale: 'en' });
    expect(m.score).toBeLessThan(scoreMatch(maths, job).score - 25);
    expect(m.score).toBeLessThan(70);
    expect(m.concerns.join(' ')).toContain('Mathematics');
    expect(m.strengths.join(' ')).not.toContain('the kind of role this job is for');
  });
});

describe('a requirement line with "or"', () => {
  it('joins only the items of its list, not a word before them and a place it names', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'ראש/ת צוות שירות לקוחות',
      jobDescription: 'למוקד השירות שלנו דרוש/ה ראש/ת צוות.',
      requirements:
        '- ניסיון של שנה לפחות כראש/ת צוות במוקד שירות או מכירות - חובה\n- Experience with an ERP (SAP or Priority)',
    });
    // A team lead in a service or sales centre: "team lead" is asked on its own.
    expect(job.skillAlternatives.some((g) => g.includes('team-lead'))).toBe(false);
    // "an ERP (SAP or Priority)": any of the three.
    expect(job.skillAlternatives).toContainEqual(['erp', 'sap', 'priority']);
  });
});

describe('a name of several words the job asks for', () => {
  const job = analyzeJobForMatch({
    jobTitle: 'מנהל/ת פרויקטים',
    requirements: '- ניסיון בניהול פרויקטים\n- שליטה ב-MS Project - יתרון',
  });
  const resume = (tools: string) =>
    analyzeResume(`דנה לוי\nניסיון\n2015 – היום | מנהלת פרויקטים | אלקטרה\nכלים\n${tools}`, { now });

  it('is met when the resume has every word of it, and named whole when it is missing', () => {
    const ids = (m: ReturnType<typeof scoreMatch>) => m.evidence.skills.matched.map((s) => s.label);
    expect(ids(scoreMatch(resume('MS Project, Excel'), job))).toContain('MS Project');
    const without = scoreMatch(resume('Excel, Outlook'), job, { locale: 'en' });
    expect(without.evidence.skills.missing.map((s) => s.label)).toContain('MS Project');
    expect(without.concerns.join(' ')).toContain('MS Project');
    expect(without.concerns.join(' ')).not.toMatch(/MS and Project/);
  });
});

describe('an electrician named in a job', () => {
  const job = analyzeJobForMatch({
    jobTitle: 'טכנאי/ת אחזקה',
    requirements: '- ניסיון באחזקת מבנים\n- רישיון חשמלאי - יתרון',
  });
  const resume = (title: string) =>
    analyzeResume(`יוסי לוי\nניסיון\n2015 – היום | ${title} | חברת החשמל, חיפה`, { now });

  it('is the trade, met by an electrician; an electrical engineer does not hold the licence by the title', () => {
    const asked = job.skills.find((s) => s.label === 'חשמלאי');
    expect(asked?.id).toBe('electrical-work');
    const shown = (title: string) => scoreMatch(resume(title), job).evidence.skills.matched.map((s) => s.id);
    expect(shown('חשמלאי מוסמך')).toContain('electrical-work');
    expect(shown('מהנדס חשמל')).not.toContain('electrical-work');
  });
});

describe('a surveyor for a construction site manager job', () => {
  const job = analyzeJobForMatch({
    jobTitle: 'Construction Site Manager',
    requirements:
      '- Civil engineering degree or a certified site manager - must\n- 5 years on residential sites',
  });
  const resume = (title: string) =>
    analyzeResume(`Dan Levi\nExperience\n2012 – present | ${title} | Geo Survey Ltd, Haifa`, { now });

  it('is a role close to the field, in each language, above a trade outside it', () => {
    for (const title of ['Licensed Surveyor', 'מודד מוסמך', 'مساح مرخص']) {
      const match = scoreMatch(resume(title), job);
      expect(match.evidence.title.related).toBe(true);
      expect(match.score).toBeGreaterThan(scoreMatch(resume('Locksmith'), job).score);
    }
  });
});

describe('guiding tours in Arabic', () => {
  it('is no counselling: "إرشاد الجولات" and "إرشاد المجموعات" ask for no counsellor', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'مرشد/ة سياحي/ة',
      jobDescription: '• إرشاد جولات في الناصرة والجليل',
      requirements: '- خبرة سنتين في إرشاد المجموعات',
    });
    expect(job.skills.map((s) => s.id)).not.toContain('counseling');
    const school = analyzeJobForMatch({
      jobTitle: 'مرشد/ة تربوي/ة',
      requirements: '- خبرة في الإرشاد التربوي',
    });
    expect(school.skills.map((s) => s.id)).toContain('counseling');
  });
});

describe('a word of the title that says when the work is done', () => {
  it('asks for nothing: "night" in a baker’s title is no skill, in any of the three languages', () => {
    for (const jobTitle of ['אופה/ת לילה', 'Night Baker', 'خباز ليلي', 'Weekend Cashier']) {
      const words = analyzeJobForMatch({ jobTitle }).skills.map((s) => s.label.toLowerCase());
      expect(words, jobTitle).not.toContain('לילה');
      expect(words, jobTitle).not.toContain('night');
      expect(words, jobTitle).not.toContain('ليلي');
      expect(words, jobTitle).not.toContain('weekend');
    }
  });
});

describe("a resume without the job's own occupation but with nearby work", () => {
  const job = analyzeJobForMatch({
    jobTitle: 'אופה/ת',
    location: 'חיפה',
    requirements: '- זמינות למשמרות\n- ניסיון קודם - יתרון',
  });
  const resumeAs = (title: string) =>
    analyzeResume(`דנה לוי\nחיפה\nניסיון\n2018 – היום: ${title}, מסעדת הנמל, חיפה\n`, { now });

  it('meets part of it: one speciality (a pastry chef) more than one family (a cook), a cook more than a driver', () => {
    const skillsOf = (title: string) =>
      scoreMatch(resumeAs(title), job).factors.find((f) => f.id === 'skills')!.value;
    const pastry = skillsOf('קונדיטורית');
    const cook = skillsOf('טבחית');
    const driver = skillsOf('נהגת חלוקה');
    expect(pastry).toBeGreaterThan(cook);
    expect(cook).toBeGreaterThan(driver);
    expect(driver).toBe(0);
  });

  it('still names the missing occupation as a concern', () => {
    const m = scoreMatch(resumeAs('טבחית'), job, { locale: 'en' });
    expect(m.concerns.join(' ')).toMatch(/Does not show Baking/);
  });
});

describe('the past role a strength names', () => {
  it('is the title that met the job, not the first title of the resume', () => {
    const job = analyzeJobForMatch({ jobTitle: 'מנהל/ת חשבונות', requirements: '- ניסיון בהנהלת חשבונות' });
    const resume = analyzeResume(
      'אבי לוי\n050-1234567\nניסיון\n2020 – היום: שותף, משרד לוי ושות׳\n2015 – 2020: מנהל חשבונות, משרד כהן',
      { now },
    );
    const m = scoreMatch(resume, job, { locale: 'he' });
    expect(m.strengths.join(' ')).toContain('מנהל חשבונות');
    expect(m.strengths.join(' ')).not.toContain('שותף');
  });
});

describe('a skill other trades share', () => {
  // Blood drawing and vaccination are work of laboratory technicians, pharmacists and veterinary
  // technicians too: they do not make a nurse, so a nurse's job is not met by them.
  const jobs = {
    he: analyzeJobForMatch({
      jobTitle: 'אח/ות מוסמך/ת',
      requirements: '- ניסיון בסיעוד\n- רישיון משרד הבריאות',
    }),
    en: analyzeJobForMatch({
      jobTitle: 'Registered Nurse',
      requirements: '- Nursing experience\n- A valid licence',
    }),
    ar: analyzeJobForMatch({ jobTitle: 'ممرض/ة مؤهل/ة', requirements: '- خبرة في التمريض\n- رخصة مزاولة' }),
  };
  const labTechnicians = {
    he: 'דנה לוי\ndana@example.com\n\nניסיון\n2015 – 2025 טכנאית מעבדה, מעבדה אזורית\n- לקיחת דם ובדיקות דם\n- מתן חיסונים',
    en: 'Dana Levi\ndana@example.com\n\nExperience\nLaboratory Technician, Regional Lab, 2015 – 2025\n- Phlebotomy and blood tests\n- Vaccinations',
    ar: 'رنا خليل\nrana@example.com\n\nالخبرة\n2015 – 2025 فنية مختبر، مختبر إقليمي\n- سحب الدم\n- تطعيمات',
  };

  it.each(['he', 'en', 'ar'] as const)('does not meet a nursing job in %s', (lang) => {
    const read = analyzeResume(labTechnicians[lang], { now });
    expect(read.matchingSkills).toContain('blood-drawing');
    expect(read.matchingSkills).not.toContain('nursing');
    const m = scoreMatch(read, jobs[lang], { locale: 'en' });
    expect(m.evidence.skills.missing.map((s) => s.id)).toContain('nursing');
  });
});

describe('round 22: retail chains named in a sales job', () => {
  // "רשתות השיווק" / "شبكات التسويق" are supermarket chains, where a field rep sells: not marketing
  // and not computer networks.
  it.each([
    ['he', 'ביקור בנקודות מכירה ועבודה מול רשתות השיווק'],
    ['en', 'Visiting points of sale and retail chains'],
    ['ar', 'زيارة نقاط البيع والبقالات وشبكات التسويق'],
  ])('reads them as retail in %s', (_lang, line) => {
    const job = analyzeJobForMatch({ jobTitle: 'Sales representative', requirements: `- ${line}` });
    const ids = job.skills.map((s) => s.id);
    expect(ids).toContain('retail');
    expect(ids).not.toContain('networking');
    expect(ids).not.toContain('marketing');
  });
});

describe('round 22: selling work beside the service work of its family', () => {
  // A real-estate agent sells; a receptionist serves. For a field sales job the first is nearer work.
  const jobs = {
    he: analyzeJobForMatch({ jobTitle: 'נציג/ת מכירות שטח', requirements: '- ניסיון במכירות שטח' }),
    en: analyzeJobForMatch({
      jobTitle: 'Field Sales Representative',
      requirements: '- Field sales experience',
    }),
    ar: analyzeJobForMatch({
      jobTitle: 'مندوب/ة مبيعات ميداني/ة',
      requirements: '- خبرة في المبيعات الميدانية',
    }),
  };
  const resumes = {
    he: (title: string) => `דנה לוי\ndana@example.com\n\nניסיון\n2015 – 2025 ${title}, חברת אלון\n`,
    en: (title: string) => `Dana Levi\ndana@example.com\n\nExperience\n${title}, Alon Ltd, 2015 – 2025\n`,
    ar: (title: string) => `رنا خليل\nrana@example.com\n\nالخبرة\n2015 – 2025 ${title}، شركة ألون\n`,
  };
  const titles = {
    he: { agent: 'סוכנת נדל"ן', receptionist: 'פקידת קבלה' },
    en: { agent: 'Real Estate Agent', receptionist: 'Receptionist' },
    ar: { agent: 'وكيلة عقارات', receptionist: 'موظفة استقبال' },
  };
  const titleValue = (lang: 'he' | 'en' | 'ar', title: string) =>
    scoreMatch(analyzeResume(resumes[lang](title), { now }), jobs[lang]).factors.find((f) => f.id === 'title')
      ?.value ?? 0;

  it.each(['he', 'en', 'ar'] as const)(
    'counts a real-estate agent nearer than a receptionist in %s',
    (lang) => {
      const agent = titleValue(lang, titles[lang].agent);
      const receptionist = titleValue(lang, titles[lang].receptionist);
      expect(agent).toBeGreaterThan(receptionist);
      expect(agent).toBeLessThan(1);
    },
  );
});

describe('round 22: requirement lines of every trade', () => {
  const asks = (line: string) =>
    analyzeJobForMatch({ jobTitle: 'Worker', requirements: `- ${line}` }).skills.map((s) => s.id);

  it.each([
    ['payroll', ['ניסיון בחישובי שכר - חובה', 'Experience in payroll processing', 'خبرة في حساب الرواتب']],
    ['caregiving', ['ניסיון בטיפול בקשישים', 'Experience in elderly care', 'خبرة في رعاية المسنين']],
    [
      'building-maintenance',
      ['ניסיון בתחזוקת מבנים', 'Experience in building maintenance', 'خبرة في صيانة المباني'],
    ],
    ['retail', ['ניסיון בניהול חנות או סניף', 'Store management experience', 'خبرة في إدارة فرع']],
    ['insurance', ['ניסיון בטיפול בתביעות', 'Claims handling experience', 'خبرة في معالجة المطالبات']],
    ['driving', ['רישיון נהיגה C ו-CE', 'Heavy truck licence (C/CE)', 'خبرة في قيادة الحافلات']],
    [
      'electrical-work',
      ['ניסיון של 3 שנים כחשמלאי', '3+ years as an electrician', 'خبرة ثلاث سنوات كفني كهرباء'],
    ],
    ['blueprint-reading', ['קריאת שרטוטים טכניים', 'Reading technical drawings', 'قراءة المخططات الفنية']],
  ])('reads %s in Hebrew, English and Arabic', (id, lines) => {
    for (const line of lines) expect(asks(line), line).toContain(id);
  });

  it.each([
    ['operations', ['ניסיון בתפעול קופה רושמת', 'תפעול הליין בערב']],
    ['teaching', ['שיבוץ משמרות והדרכה']],
    ['legal', ['شهادة محاسب قانوني']],
    ['monitoring', ['خبرة في مراقبة الجودة في المصانع']],
    ['engineering-electrical', ['خبرة ثلاث سنوات كفني كهرباء']],
    ['electrical-work', ['קריאת שרטוטים טכניים', 'Reading technical drawings', 'قراءة المخططات الفنية']],
  ])('does not read %s where the words mean other work', (id, lines) => {
    for (const line of lines) expect(asks(line), line).not.toContain(id);
  });

  it('reads a degree in a field ("תואר ב…") as a degree, in every language', () => {
    for (const line of [
      'תואר בביולוגיה או כימיה',
      'Degree in biology or chemistry',
      'لقب أكاديمي في الأحياء أو الكيمياء',
    ]) {
      const job = analyzeJobForMatch({ jobTitle: 'Lab technician', requirements: `- ${line}` });
      expect(job.education?.level, line).toBe('bachelor');
      expect(job.education?.fields, line).toContain('biology');
    }
  });
});

describe('round 22: a kind of the occupation a title names', () => {
  // A kindergarten teacher's job is teaching, of young children: a school teacher meets part of it.
  const jobs = {
    he: analyzeJobForMatch({ jobTitle: 'גננת לגן חובה' }),
    en: analyzeJobForMatch({ jobTitle: 'Kindergarten Teacher' }),
    ar: analyzeJobForMatch({ jobTitle: 'معلمة روضة' }),
  };
  const resumes = {
    he: { kindergarten: 'גננת', school: 'מורה למתמטיקה' },
    en: { kindergarten: 'Kindergarten Teacher', school: 'Mathematics Teacher' },
    ar: { kindergarten: 'معلمة روضة', school: 'معلمة رياضيات' },
  };
  const titleValue = (lang: 'he' | 'en' | 'ar', title: string) =>
    scoreMatch(
      analyzeResume(`Dana Levi\ndana@example.com\n\nExperience\n${title}, 2015 – 2025\n`, { now }),
      jobs[lang],
    ).factors.find((f) => f.id === 'title')!.value;

  it.each(['he', 'en', 'ar'] as const)(
    'meets it in full by a kindergarten teacher, in part by a school teacher (%s)',
    (lang) => {
      expect(jobs[lang].titleConcepts).toEqual(expect.arrayContaining(['teaching', 'early-childhood']));
      expect(jobs[lang].titleKinds).toEqual(['early-childhood']);
      expect(titleValue(lang, resumes[lang].kindergarten)).toBe(1);
      const school = titleValue(lang, resumes[lang].school);
      expect(school).toBeGreaterThan(0.5);
      expect(school).toBeLessThan(1);
    },
  );

  it('gives the kind no families of its own: a town clerk’s job relates no shop work', () => {
    const job = analyzeJobForMatch({ jobTitle: 'מזכיר/ה ופקיד/ת קבלת קהל' });
    expect(job.titleKinds).toEqual(['receptionist']);
    expect(job.titleFamilies).not.toContain('sales-service');
  });
});

describe('round 22: titles of pharmacy technicians and claims handlers', () => {
  it.each([
    ['pharma', ['טכנאית רוקחות', 'Pharmacy Technician', 'فنية صيدلة']],
    ['insurance', ['מיישבת תביעות רכב', 'Claims Specialist', 'موظفة مطالبات']],
  ])('reads %s in Hebrew, English and Arabic', (id, titles) => {
    for (const title of titles)
      expect(analyzeJobForMatch({ jobTitle: title }).titleConcepts, title).toContain(id);
  });
});

describe('round 23: rank23 — a bank’s work, claims clerks, advice in another trade', () => {
  const titleValue = (job: ReturnType<typeof analyzeJobForMatch>, title: string) =>
    scoreMatch(
      analyzeResume(`Dana Levi\nExperience\n2016 – 2024: ${title}, Haifa`, { now }),
      job,
    ).factors.find((f) => f.id === 'title')!.value;

  it.each([
    ['he', 'טלר/ית לסניף בנק', 'פקידת משכנתאות', 'סוכנת ביטוח'],
    ['en', 'Bank Teller', 'Mortgage Officer', 'Insurance Agent'],
    ['ar', 'موظف/ة بنك', 'مستشارة رهن عقاري', 'وكيلة تأمين'],
  ])(
    '%s: a mortgage clerk, of the bank’s own work, is nearer a bank job than an insurance agent',
    (_, jobTitle, mortgage, insurance) => {
      const job = analyzeJobForMatch({ jobTitle });
      const insuranceValue = titleValue(job, insurance);
      expect(insuranceValue).toBeGreaterThan(0);
      expect(titleValue(job, mortgage)).toBeGreaterThan(insuranceValue);
      expect(titleValue(job, mortgage)).toBeLessThan(1);
    },
  );

  it.each([
    ['he', 'פקיד/ת תביעות', 'סוקרת תביעות בכירה'],
    ['en', 'Claims Clerk', 'Claims Examiner'],
    ['ar', 'كاتب/ة مطالبات', 'كاتبة مطالبات'],
  ])('%s: a claims clerk or examiner is an insurance title', (_, jobTitle, resumeTitle) => {
    const job = analyzeJobForMatch({ jobTitle });
    expect(job.titleConcepts).toContain('insurance');
    expect(titleValue(job, resumeTitle)).toBe(1);
  });

  it.each([
    ['ar', 'مستشار/ة تربوي/ة لمدرسة', 'إرشاد الرضاعة، مراقبة CTG'],
    ['ar', 'مستشار/ة تربوي/ة لمدرسة', 'إرشاد غذائي للمرضى'],
    ['en', 'School Counsellor', 'Lactation counselling, newborn care'],
    ['en', 'School Counsellor', 'Nutrition counselling for diabetics'],
  ])('%s: advice in another trade (%s) is no counselling: "%s"', (_, jobTitle, line) => {
    const job = analyzeJobForMatch({ jobTitle, requirements: '- خبرة في الإرشاد / counselling experience' });
    const resume = analyzeResume(`Rana Haddad\nExperience\n2015 – 2024: Midwife, Rambam\n${line}`, { now });
    expect(resume.matchingSkills).not.toContain('counseling');
    expect(scoreMatch(resume, job).evidence.skills.matched.map((a) => a.id)).not.toContain('counseling');
  });

  it('still reads a school’s counselling as counselling', () => {
    for (const line of ['إرشاد فردي وجماعي للطلاب', 'School counselling, crisis intervention']) {
      const resume = analyzeResume(`Rana Haddad\nExperience\n2015 – 2024: ${line}`, { now });
      expect(resume.matchingSkills, line).toContain('counseling');
    }
  });
});

describe('round 23: rank23 — a job’s title met only by earlier work', () => {
  const careers = {
    he: {
      job: 'אופה/ת',
      name: 'נועה כהן',
      heading: 'ניסיון',
      now: ['שף קונדיטור', 'טבח'],
      own: 'אופה',
      other: 'מלצר',
    },
    en: {
      job: 'Baker',
      name: 'Noa Cohen',
      heading: 'Experience',
      now: ['Pastry Chef', 'Cook'],
      own: 'Baker',
      other: 'Waiter',
    },
    ar: {
      job: 'خباز/ة',
      name: 'نور حداد',
      heading: 'الخبرة',
      now: ['شيف حلويات', 'طباخ'],
      own: 'خباز',
      other: 'نادل',
    },
  };
  const resume = (c: (typeof careers)['he'], titles: string[]) =>
    analyzeResume(
      `${c.name}\n${c.heading}\n${titles.map((t, i) => `${2020 - 4 * i} – ${2024 - 4 * i}: ${t}, Haifa`).join('\n')}`,
      { now },
    );

  it.each(Object.entries(careers))(
    '%s: the job’s own title held before the latest two jobs, of other work, weighs less than held now',
    (_, c) => {
      const job = analyzeJobForMatch({ jobTitle: c.job });
      const title = (titles: string[]) =>
        scoreMatch(resume(c, titles), job).factors.find((f) => f.id === 'title')!.value;
      const earlier = title([...c.now, c.own]);
      expect(title([c.own, ...c.now])).toBe(1);
      expect(title([c.now[0]!, c.own, c.now[1]!])).toBe(1);
      expect(earlier).toBeLessThan(1);
      expect(earlier).toBeGreaterThan(title([...c.now, c.other]));
    },
  );
});

describe('round 23: rank23 — an assistant in a lab, and tests run in one', () => {
  it.each([
    ['he', 'טכנאי/ת מעבדה', 'עוזרת מעבדה', 'ביצוע בדיקות מעבדה לדגימות דם'],
    ['en', 'Laboratory Technician', 'Lab Assistant', 'Ran lab tests on blood samples'],
    ['ar', 'فني/ة مختبر', 'مساعدة مختبر', 'إجراء فحوصات مخبرية لعينات الدم'],
  ])(
    '%s: a lab assistant meets a lab technician’s title; lab tests are lab work',
    (_, jobTitle, title, line) => {
      const job = analyzeJobForMatch({ jobTitle });
      const assistant = analyzeResume(`Dana Levi\nExperience\n2019 – 2024: ${title}, Haifa`, { now });
      expect(scoreMatch(assistant, job).factors.find((f) => f.id === 'title')!.value).toBe(1);
      const tests = analyzeResume(
        `Dana Levi\nExperience\n2019 – 2024: Veterinary Technician, Haifa\n• ${line}`,
        {
          now,
        },
      );
      expect(tests.matchingSkills).toContain('laboratory');
    },
  );
});

describe('round 23: the lead — a support desk’s agent answers calls', () => {
  const resume = (title: string) =>
    analyzeResume(`Dana Levi\nExperience\n2016 – 2024: ${title}, Haifa`, { now });

  it.each([
    ['he', 'נציג/ת שירות לקוחות במוקד טלפוני', 'נציגת תמיכה טכנית'],
    ['en', 'Call Centre Customer Service Representative', 'Technical Support Representative'],
    ['ar', 'ممثل/ة خدمة عملاء في مركز اتصالات', 'ممثلة دعم فني'],
  ])(
    '%s: a helpdesk agent meets a call centre’s service job above a systems administrator',
    (_, jobTitle, agent) => {
      const job = analyzeJobForMatch({ jobTitle });
      expect(resume(agent).titleConcepts).toContain('call-handling');
      expect(scoreMatch(resume(agent), job).score).toBeGreaterThan(
        scoreMatch(resume('System Administrator'), job).score,
      );
    },
  );

  it('keeps a systems administrator and an IT technician out of phone work', () => {
    for (const title of ['System Administrator', 'מנהל מערכות', 'IT Support Technician', 'فني دعم'])
      expect(resume(title).titleConcepts, title).not.toContain('call-handling');
  });
});

describe('round 24: rank24 — work with children and youth, asked by a requirement line', () => {
  const resume = (title: string) =>
    analyzeResume(`Dana Levi\nExperience\n2016 – 2024: ${title}, Haifa`, { now });
  const cases = {
    he: {
      job: {
        jobTitle: 'יועץ/ת חינוכי/ת לבית ספר יסודי',
        requirements: '- תואר שני בייעוץ חינוכי - חובה\n- ניסיון בעבודה עם ילדים ובני נוער',
      },
      nanny: 'מטפלת בתינוקות',
      librarian: 'ספרנית בספריית ילדים ונוער',
      youth: 'עובדת סוציאלית לנוער בסיכון',
      other: 'מהנדס אזרחי',
    },
    en: {
      job: {
        jobTitle: 'School Counselor',
        requirements:
          "- Master's degree in educational counseling\n- Experience working with children and youth",
      },
      nanny: 'Nanny',
      librarian: "Children's Librarian",
      youth: 'Youth Social Worker',
      other: 'Civil Engineer',
    },
    ar: {
      job: {
        jobTitle: 'مستشار/ة تربوي/ة لمدرسة ابتدائية',
        requirements: '- لقب ثانٍ في الإرشاد التربوي\n- خبرة في العمل مع الأطفال وأبناء الشبيبة',
      },
      nanny: 'مربية أطفال',
      librarian: 'أمينة مكتبة الأطفال',
      youth: 'مرشدة شبيبة',
      other: 'مهندس مدني',
    },
  };

  it.each(Object.entries(cases))(
    '%s: the line asks work with children, met by titles of such work, above an engineer',
    (_, c) => {
      const job = analyzeJobForMatch(c.job);
      const ask = job.skills.find((s) => s.id === 'child-work');
      expect(ask).toMatchObject({ weight: 2, niceToHave: false });
      const other = scoreMatch(resume(c.other), job);
      expect(other.evidence.skills.missing.map((s) => s.id)).toContain('child-work');
      for (const title of [c.nanny, c.librarian, c.youth, 'מורה למתמטיקה']) {
        const m = scoreMatch(resume(title), job);
        expect(
          m.evidence.skills.matched.map((s) => s.id),
          title,
        ).toContain('child-work');
        expect(m.score, title).toBeGreaterThan(other.score);
      }
    },
  );

  it.each([
    ['he', 'עבודה עם ילדים'],
    ['en', 'Work with children'],
    ['ar', 'العمل مع الأطفال'],
  ] as const)('%s: a resume without it is told so in its language', (locale, label) => {
    const job = analyzeJobForMatch(cases.en.job);
    const m = scoreMatch(resume('Civil Engineer'), job, { locale });
    expect(m.concerns.join(' ')).toContain(label);
  });

  it('asks nothing of children named otherwise, nor of an advantage more than an advantage', () => {
    for (const requirements of [
      '- ניסיון בכתיבת ספרי ילדים',
      '- Experience selling children’s clothing',
      '- خبرة في بيع ألعاب الأطفال',
    ])
      expect(analyzeJobForMatch({ jobTitle: 'Sales', requirements }).skills.map((s) => s.id)).not.toContain(
        'child-work',
      );
    const advantage = analyzeJobForMatch({
      jobTitle: 'ספרנית',
      requirements: '- ניסיון בעבודה עם ילדים - יתרון',
    });
    expect(advantage.skills.find((s) => s.id === 'child-work')).toMatchObject({
      weight: 1,
      niceToHave: true,
    });
  });

  it('keeps titles of other work out of it, a title’s place in Ramat Gan too', () => {
    for (const title of ['Civil Engineer', 'נהג חלוקה ברמת גן', 'محاسبة', 'Caregiver'])
      expect(
        scoreMatch(resume(title), analyzeJobForMatch(cases.he.job)).evidence.skills.matched.map((s) => s.id),
        title,
      ).not.toContain('child-work');
  });
});

describe('round 24: rank24 — office work a requirement line names', () => {
  const resume = (title: string) =>
    analyzeResume(`Dana Levi\nExperience\n2016 – 2024: ${title}, Haifa`, { now });

  it.each([
    [
      'he',
      'פקיד/ת תביעות',
      '- ניסיון של שנה לפחות בתביעות ביטוח או בעבודה משרדית דומה - חובה',
      'מזכירה משפטית',
      'טבח',
    ],
    [
      'en',
      'Claims Clerk',
      '- At least one year of experience in insurance or similar office work - must',
      'Legal Secretary',
      'Cook',
    ],
    [
      'ar',
      'موظف/ة مطالبات',
      '- خبرة سنة على الأقل في مطالبات التأمين أو عمل مكتبي مشابه',
      'سكرتيرة قانونية',
      'طباخ',
    ],
  ])(
    '%s: "or office work" is an alternative a secretary meets, above a cook',
    (_, jobTitle, requirements, secretary, cook) => {
      const job = analyzeJobForMatch({ jobTitle, requirements });
      expect(job.skills.map((s) => s.id)).toContain('administration');
      expect(job.skillAlternatives.some((g) => g.includes('administration') && g.includes('insurance'))).toBe(
        true,
      );
      const m = scoreMatch(resume(secretary), job);
      expect(m.evidence.skills.matched.map((s) => s.id)).toContain('administration');
      expect(m.score).toBeGreaterThan(scoreMatch(resume(cook), job).score);
    },
  );
});

describe('round 24: rank24 — a legal secretary is a secretary in every language', () => {
  it.each([
    ['he', 'מזכירה משפטית'],
    ['en', 'Legal Secretary'],
    ['ar', 'سكرتيرة قانونية'],
  ])('%s: %s reads as office administration and legal work', (_, title) => {
    const r = analyzeResume(`Dana Levi\nExperience\n2016 – 2024: ${title}, Haifa`, { now });
    expect(r.titleConcepts).toEqual(expect.arrayContaining(['administration', 'legal']));
  });
});

describe('round 24: rank24 — an agent of a support desk answers calls', () => {
  const resume = (title: string) =>
    analyzeResume(`Dana Levi\nExperience\n2016 – 2024: ${title}, Haifa`, { now });

  it.each([
    ['he', 'נציג/ת שירות לקוחות במוקד טלפוני', 'נציג הלפדסק'],
    ['en', 'Call Centre Customer Service Representative', 'Helpdesk Agent'],
    ['ar', 'ممثل/ة خدمة عملاء في مركز اتصالات', 'ممثل مكتب المساعدة'],
  ])('%s: a desk agent is IT support and call handling, above a desk technician', (_, jobTitle, agent) => {
    const job = analyzeJobForMatch({ jobTitle });
    expect(resume(agent).titleConcepts).toEqual(expect.arrayContaining(['it-support', 'call-handling']));
    expect(scoreMatch(resume(agent), job).score).toBeGreaterThan(
      scoreMatch(resume('IT Support Technician'), job).score,
    );
  });

  it('keeps technicians and administrators of a desk out of phone work', () => {
    for (const title of ['טכנאי Help Desk', 'Service Desk Technician', 'System Administrator', 'فني دعم'])
      expect(resume(title).titleConcepts, title).not.toContain('call-handling');
  });
});

describe('round 24: rank24 — what an analyst’s data is about is no ask', () => {
  it.each([
    ['he', 'אנליסט/ית נתונים', 'כתיבת שאילתות SQL וניתוח נתוני מכירות ולקוחות', '- ניסיון במכירות - חובה'],
    [
      'en',
      'Data Analyst',
      'Write SQL queries and analyse sales and marketing data',
      '- Sales experience - must',
    ],
    [
      'ar',
      'محلل/ة بيانات',
      'كتابة استعلامات SQL وتحليل بيانات المبيعات والعملاء',
      '- خبرة في المبيعات - شرط',
    ],
  ])(
    '%s: sales data asks no sales; sales experience still does',
    (_, jobTitle, jobDescription, requirements) => {
      const ids = (input: Parameters<typeof analyzeJobForMatch>[0]) =>
        analyzeJobForMatch(input).skills.map((s) => s.id);
      expect(ids({ jobTitle, jobDescription })).toEqual(expect.arrayContaining(['data-analysis', 'sql']));
      expect(ids({ jobTitle, jobDescription })).not.toContain('sales');
      expect(ids({ jobTitle, jobDescription, requirements })).toContain('sales');
      // A salesperson no longer meets a part of an analyst's job by the data's subject.
      const seller = analyzeResume(`Dana Levi\nExperience\n2016 – 2024: Sales Representative, Haifa`, {
        now,
      });
      expect(
        scoreMatch(seller, analyzeJobForMatch({ jobTitle, jobDescription })).evidence.skills.matched,
      ).toEqual([]);
    },
  );
});

describe('round 25: rank25 — a whole Hebrew word is not a prefix and another trade', () => {
  const bookkeeper = {
    he: analyzeJobForMatch({ jobTitle: 'מנהל/ת חשבונות', requirements: '- ניסיון בהנהלת חשבונות' }),
    en: analyzeJobForMatch({ jobTitle: 'Bookkeeper', requirements: '- Bookkeeping experience' }),
    ar: analyzeJobForMatch({ jobTitle: 'محاسب/ة', requirements: '- خبرة في المحاسبة' }),
  };
  const student = {
    he: 'נועם לוי\nסטודנט למדעי המחשב\nניסיון\n2022 – 2024: טכנאי מחשב, מעבדת המחשבים, חיפה',
    en: 'Noam Levi\nComputer Science student\nExperience\n2022 – 2024: Computer Technician, Haifa',
    ar: 'نوعم ليفي\nطالب علوم الحاسوب\nالخبرة\n2022 – 2024: فني حاسوب، حيفا',
  };

  it.each(['he', 'en', 'ar'] as const)(
    'a computer (מחשב) is no comptroller (חשב): a computer technician meets no bookkeeping (%s)',
    (lang) => {
      const resume = analyzeResume(student[lang], { now });
      expect(resume.titleConcepts).not.toContain('accounting');
      const match = scoreMatch(resume, bookkeeper[lang]);
      expect(match.factors.find((f) => f.id === 'title')!.value).toBe(0);
      expect(match.evidence.skills.matched).toEqual([]);
    },
  );

  it('a comptroller is still one, behind a prefix too', () => {
    for (const title of ['חשבת', 'חשב שכר', 'כחשב'])
      expect(analyzeResume(`דנה לוי\nניסיון\n2016 – 2024: ${title}, חיפה`, { now }).titleConcepts).toContain(
        'accounting',
      );
    // A supervisor (מפקחת) is no municipal inspector (פקחית); "ממוחשב" (computerised) no comptroller.
    expect(analyzeResume('דנה לוי\nניסיון\n2016 – 2024: מפקחת ניקיון, חיפה', { now }).titleConcepts).toEqual([
      'cleaning',
    ]);
    expect(
      analyzeResume('דנה לוי\nניסיון\n2016 – 2024: פקחית, עיריית חיפה', { now }).titleConcepts,
    ).toContain('municipal-inspection');
    expect(
      analyzeJobForMatch({ jobTitle: 'מחסנאי/ת', requirements: '- ניהול מלאי ממוחשב' }).skills.map(
        (s) => s.id,
      ),
    ).not.toContain('accounting');
  });

  it.each([
    ['he', 'טכנאי/ת מיזוג אוויר', 'למחלקת האחזקה של המלון.\n• אחזקת חדרי קירור של המטבח\n• תיקון מזגנים'],
    [
      'en',
      'HVAC Technician',
      "For the hotel's maintenance department.\n• Maintaining the kitchen cold rooms",
    ],
    ['ar', 'فني/ة تكييف', 'لقسم الصيانة في الفندق.\n• صيانة غرف التبريد في المطبخ\n• تصليح المكيفات'],
  ])(
    '%s: a kitchen (מטבח) is no cook (טבח): a duty in the kitchen asks no cooking',
    (_, jobTitle, jobDescription) => {
      const asks = analyzeJobForMatch({ jobTitle, jobDescription }).skills.map((s) => s.id);
      expect(asks).toContain('hvac');
      expect(asks).not.toContain('cooking');
    },
  );

  it.each([
    ['he', 'מנהלת מטבח'],
    ['en', 'Kitchen Manager'],
    ['ar', 'مدير مطبخ'],
  ])('%s: a kitchen manager runs its cooks (cooking), a kitchen worker helps them', (_, title) => {
    const resume = analyzeResume(`Dana Levi\nExperience\n2016 – 2024: ${title}, Haifa`, { now });
    expect(resume.titleConcepts).toContain('cooking');
    expect(
      analyzeResume('Dana Levi\nExperience\n2016 – 2024: עובדת מטבח, Haifa', { now }).titleConcepts,
    ).toEqual(['kitchen-work']);
  });
});

describe('round 25: rank25 — maintenance on a resume of a trade that maintains its own things', () => {
  const jobs = {
    he: analyzeJobForMatch({
      jobTitle: 'טכנאי/ת אחזקה',
      jobDescription: 'למלון בנתניה דרוש/ה טכנאי/ת אחזקה.\n• תיקון תקלות חשמל ואינסטלציה',
      requirements: '- ניסיון של 3 שנים באחזקת מבנים',
    }),
    en: analyzeJobForMatch({
      jobTitle: 'Maintenance Technician',
      jobDescription: 'A hotel in Netanya.\n• Repairing electrical and plumbing faults',
      requirements: '- 3 years of building maintenance experience',
    }),
    ar: analyzeJobForMatch({
      jobTitle: 'فني/ة صيانة',
      jobDescription: 'فندق في نتانيا.\n• تصليح أعطال الكهرباء والسباكة',
      requirements: '- خبرة 3 سنوات في صيانة المباني',
    }),
  };
  const resumes = {
    he: {
      phones:
        'דני כהן\nטכנאי תיקון סמארטפונים ומחשבים\nניסיון\n2018 – 2024: טכנאי אחזקה בכיר, מעבדת iFix, חיפה\n2015 – 2018: טכנאי אחזקה, מעבדת סלולר, חיפה',
      mechanic:
        'דני כהן\nמכונאי רכב\nניסיון\n2015 – 2024: מכונאי ראשי, מוסך הצפון, חיפה\n• תחזוקה שוטפת, החלפת שמנים ומסננים',
      building:
        'דני כהן\nטכנאי אחזקה\nניסיון\n2015 – 2024: טכנאי אחזקה, מלון דן, חיפה\n• תחזוקה שוטפת של חדרים ומערכות',
    },
    en: {
      phones:
        'Dan Cohen\nSmartphone and Computer Repair Technician\nExperience\n2018 – 2024: Senior Maintenance Technician, iFix Labs, Haifa\n2015 – 2018: Maintenance Technician, CellFix, Haifa',
      mechanic:
        'Dan Cohen\nCar Mechanic\nExperience\n2015 – 2024: Lead Mechanic, North Garage, Haifa\n• Routine maintenance, oil and filter changes',
      building:
        'Dan Cohen\nMaintenance Technician\nExperience\n2015 – 2024: Maintenance Technician, Dan Hotel, Haifa\n• Routine maintenance of rooms and systems',
    },
    ar: {
      phones:
        'داني كوهين\nفني صيانة هواتف ذكية وحواسيب\nالخبرة\n2018 – 2024: فني صيانة أول، مختبرات iFix، حيفا\n2015 – 2018: فني صيانة، مركز خدمة، حيفا',
      mechanic:
        'داني كوهين\nميكانيكي سيارات\nالخبرة\n2015 – 2024: ميكانيكي رئيسي، كراج الشمال، حيفا\n• الصيانة الدورية وتبديل الزيوت والفلاتر',
      building:
        'داني كوهين\nفني صيانة\nالخبرة\n2015 – 2024: فني صيانة، فندق دان، حيفا\n• صيانة دورية للغرف والأنظمة',
    },
  };

  it.each(['he', 'en', 'ar'] as const)(
    'a phone repairer’s plain maintenance title and a mechanic’s maintenance line are their trades’, not a building’s (%s)',
    (lang) => {
      const read = (text: string) => analyzeResume(text, { now });
      const phones = read(resumes[lang].phones);
      const mechanic = read(resumes[lang].mechanic);
      const building = read(resumes[lang].building);
      expect(phones.titleConcepts).toContain('device-repair');
      expect(phones.titleConcepts).not.toContain('building-maintenance');
      expect(mechanic.matchingSkills).not.toContain('building-maintenance');
      expect(building.titleConcepts).toContain('building-maintenance');
      const score = (a: ReturnType<typeof read>) => scoreMatch(a, jobs[lang]).score;
      expect(score(building)).toBeGreaterThan(80);
      expect(score(phones)).toBeLessThan(60);
      expect(score(mechanic)).toBeLessThan(60);
    },
  );

  it('keeps building maintenance a title names beside another trade, and reads a lift’s maintenance as the lift’s', () => {
    const both = analyzeResume(
      'Dan Cohen\nExperience\n2019 – 2024: Building Maintenance Technician, Azrieli Towers, Tel Aviv\n2012 – 2019: Car Mechanic, North Garage, Haifa',
      { now },
    );
    expect(both.titleConcepts).toEqual(expect.arrayContaining(['building-maintenance', 'vehicle-mechanics']));
    for (const title of ['فني صيانة مصاعد', 'טכנאי תחזוקת מעליות', 'Elevator Maintenance Technician'])
      expect(
        analyzeResume(`Dan Cohen\nExperience\n2016 – 2024: ${title}, Haifa`, { now }).titleConcepts,
      ).toEqual(['elevator-tech']);
  });
});

describe('round 25: rank25 — giving medication does not make a nurse', () => {
  it.each([
    [
      'he',
      'אח/ות מוסמך/ת',
      'דנה לוי\nמטפלת סיעודית\nניסיון\n2016 – 2024: מטפלת, חיפה\n• מתן תרופות ומדידת לחץ דם',
      'אחות מוסמכת',
    ],
    [
      'en',
      'Registered Nurse',
      'Dana Levi\nVeterinary Technician\nExperience\n2016 – 2024: Veterinary Technician, Haifa\n• Administering medication and anaesthesia',
      'Registered Nurse',
    ],
    [
      'ar',
      'ممرض/ة مؤهل/ة',
      'دانا ليفي\nمقدمة رعاية\nالخبرة\n2016 – 2024: مقدمة رعاية، حيفا\n• إعطاء الأدوية وقياس الضغط',
      'ممرضة مؤهلة',
    ],
  ])(
    '%s: a caregiver or a veterinary technician who gives medication meets no nursing; a nurse does',
    (_, jobTitle, carer, nurseTitle) => {
      const job = analyzeJobForMatch({ jobTitle });
      const nursing = (text: string) =>
        scoreMatch(analyzeResume(text, { now }), job).evidence.skills.matched.some((a) => a.id === 'nursing');
      expect(analyzeResume(carer, { now }).matchingSkills).toContain('medication-administration');
      expect(nursing(carer)).toBe(false);
      expect(nursing(`Dana Levi\nExperience\n2016 – 2024: ${nurseTitle}, Haifa`)).toBe(true);
    },
  );
});

describe('round 25: rank25b — what the job must have and the candidate lacks', () => {
  const electrician = {
    he: analyzeJobForMatch({
      jobTitle: 'חשמלאי/ת אחזקה',
      location: 'חיפה',
      jobDescription: 'למפעל בחיפה דרוש/ה חשמלאי/ת אחזקה.\n• תחזוקה שוטפת של לוחות חשמל\n• תיקון תקלות במבנה',
      requirements: '- רישיון חשמלאי מוסמך - חובה\n- ניסיון של 3 שנים באחזקת מבנים\n- רישיון נהיגה B',
    }),
    en: analyzeJobForMatch({
      jobTitle: 'Maintenance Electrician',
      location: 'Haifa',
      jobDescription:
        'A factory in Haifa.\n• Routine maintenance of electrical panels\n• Repairing faults in the building',
      requirements:
        '- Certified electrician licence - required\n- 3 years of building maintenance experience\n- Driving licence B',
    }),
    ar: analyzeJobForMatch({
      jobTitle: 'كهربائي/ة صيانة',
      location: 'حيفا',
      jobDescription: 'لمصنع في حيفا.\n• صيانة دورية للوحات الكهرباء\n• تصليح الأعطال في المبنى',
      requirements: '- رخصة كهربائي مؤهل - شرط\n- خبرة 3 سنوات في صيانة المباني\n- رخصة قيادة B',
    }),
  };
  const resumes = {
    he: {
      maintenance:
        'דני כהן\nעובד ניקיון ואחזקה\nחיפה\nניסיון\n2015 – 2024: עובד אחזקה, מלון דן, חיפה\n• תחזוקה שוטפת של חדרים, תיקוני צבע ואינסטלציה\nרישיון נהיגה B',
      electrician:
        'דני כהן\nחשמלאי מוסמך\nחיפה\nניסיון\n2015 – 2024: חשמלאי אחזקה, מפעל טבע, חיפה\n• תחזוקת לוחות חשמל ואחזקת מבנים\nרישיון נהיגה B',
    },
    en: {
      maintenance:
        'Danny Cohen\nCleaning and Maintenance Worker\nHaifa\nExperience\n2015 – 2024: Maintenance Worker, Dan Hotel, Haifa\n• Routine maintenance of rooms, painting and plumbing repairs\nDriving licence B',
      electrician:
        'Danny Cohen\nCertified Electrician\nHaifa\nExperience\n2015 – 2024: Maintenance Electrician, Teva plant, Haifa\n• Maintaining electrical panels and building maintenance\nDriving licence B',
    },
    ar: {
      maintenance:
        'داني كوهين\nعامل نظافة وصيانة\nحيفا\nالخبرة\n2015 – 2024: عامل صيانة، فندق دان، حيفا\n• صيانة دورية للغرف، دهان وتصليح سباكة\nرخصة قيادة B',
      electrician:
        'داني كوهين\nكهربائي مؤهل\nحيفا\nالخبرة\n2015 – 2024: كهربائي صيانة، مصنع طيفع، حيفا\n• صيانة لوحات الكهرباء وصيانة المباني\nرخصة قيادة B',
    },
  };

  it.each(['he', 'en', 'ar'] as const)(
    "a must-have licence of the job's trade is read from its line, a driving licence is not one (%s)",
    (lang) => {
      expect(electrician[lang].mustHaves).toEqual([['electrical-work']]);
    },
  );

  it.each(['he', 'en', 'ar'] as const)(
    'the trade\'s must-have missing: a concern naming it first, and never above "good" (%s)',
    (lang) => {
      const maintenance = scoreMatch(analyzeResume(resumes[lang].maintenance, { now }), electrician[lang], {
        locale: lang,
      });
      // Half the job met by the building maintenance, but without the electrician's licence.
      expect(maintenance.factors.find((f) => f.id === 'skills')!.value).toBeGreaterThan(0.5);
      expect(maintenance.score).toBeLessThanOrEqual(62);
      expect(maintenance.evidence.skills.missing[0]!.id).toBe('electrical-work');
      expect(maintenance.concerns[0]).toContain(
        { he: 'עבודות חשמל', en: 'Electrical work', ar: 'أعمال الكهرباء' }[lang],
      );
      const certified = scoreMatch(analyzeResume(resumes[lang].electrician, { now }), electrician[lang]);
      expect(certified.score).toBeGreaterThan(85);
    },
  );

  it('a must-have line that is an advantage, or names no trade, caps nothing', () => {
    const job = analyzeJobForMatch({
      jobTitle: 'מזכיר/ה',
      requirements: '- שליטה ב-Excel - חובה\n- תעודת הנהלת חשבונות - יתרון',
    });
    expect(job.mustHaves).toBeUndefined();
  });

  const solar = {
    he: analyzeJobForMatch({
      jobTitle: 'טכנאי/ת מערכות סולאריות',
      jobDescription: 'התקנה ותחזוקה של מערכות PV על גגות',
      requirements: '- ניסיון של שנתיים בהתקנת מערכות PV\n- עבודה בגובה\n- רישיון נהיגה B',
    }),
    en: analyzeJobForMatch({
      jobTitle: 'Solar PV Technician',
      jobDescription: 'Installing and maintaining rooftop PV systems',
      requirements: '- 2+ years of PV installation\n- Working at heights\n- Driving licence B',
    }),
    ar: analyzeJobForMatch({
      jobTitle: 'فني/ة أنظمة شمسية',
      jobDescription: 'تركيب وصيانة أنظمة PV على الأسطح',
      requirements: '- خبرة سنتين في تركيب أنظمة PV\n- العمل على المرتفعات\n- رخصة قيادة B',
    }),
  };
  const gardener = {
    he: 'דני כהן\nגנן\nניסיון\n2005 – 2024: גנן ונהג טרקטור, קיבוץ יגור\n• גיזום, השקיה\nרישיון נהיגה B',
    en: 'Danny Cohen\nGardener\nExperience\n2005 – 2024: Gardener and tractor driver, Kibbutz Yagur\n• Pruning, irrigation\nDriving licence B',
    ar: 'داني كوهين\nبستاني\nالخبرة\n2005 – 2024: بستاني وسائق جرار، كيبوتس ياغور\n• تقليم، ري\nرخصة قيادة B',
  };

  it.each(['he', 'en', 'ar'] as const)(
    "a driving licence is no trade: a gardener's years are not a solar technician's (%s)",
    (lang) => {
      const match = scoreMatch(analyzeResume(gardener[lang], { now }), solar[lang]);
      expect(match.evidence.skills.matched.map((s) => s.id)).toEqual(['driving']);
      expect(match.factors.find((f) => f.id === 'experience')!.value).toBe(0);
      expect(match.score).toBeLessThan(30);
    },
  );

  it("a driver's job still counts a driver's years", () => {
    const job = analyzeJobForMatch({ jobTitle: 'נהג/ת חלוקה', requirements: '- ניסיון של שנתיים בנהיגה' });
    const driver = analyzeResume(
      'דני כהן\nנהג\nניסיון\n2015 – 2024: נהג חלוקה, תנובה, חיפה\nרישיון נהיגה C1',
      {
        now,
      },
    );
    expect(scoreMatch(driver, job).factors.find((f) => f.id === 'experience')!.value).toBe(1);
  });
});

describe('round 26: rank26 — a driving licence met alone says nothing of the work', () => {
  const socialWorker = {
    he: analyzeJobForMatch({
      jobTitle: 'עובד/ת סוציאלי/ת',
      location: 'נצרת',
      jobDescription: 'למחלקה לשירותים חברתיים דרוש/ה עובד/ת סוציאלי/ת.\n• ליווי משפחות',
      requirements: '- תואר ראשון בעבודה סוציאלית - חובה\n- רישיון נהיגה ורכב - חובה',
    }),
    en: analyzeJobForMatch({
      jobTitle: 'Social Worker',
      location: 'Nazareth',
      jobDescription: 'A social services department.\n• Supporting families',
      requirements: "- Bachelor's degree in social work - required\n- Driving licence and a car - required",
    }),
    ar: analyzeJobForMatch({
      jobTitle: 'عامل/ة اجتماعي/ة',
      location: 'الناصرة',
      jobDescription: 'لقسم الخدمات الاجتماعية.\n• مرافقة العائلات',
      requirements: '- لقب أول في العمل الاجتماعي - شرط\n- رخصة قيادة وسيارة - شرط',
    }),
  };
  const dispatcher = {
    he: analyzeJobForMatch({
      jobTitle: 'סדרן/ית הובלות',
      location: 'אשדוד',
      jobDescription: 'לחברת הובלות דרוש/ה סדרן/ית.\n• שיבוץ נהגים ומשאיות',
      requirements: '- שליטה ב-Excel\n- רישיון נהיגה - יתרון',
    }),
    en: analyzeJobForMatch({
      jobTitle: 'Transport Dispatcher',
      location: 'Ashdod',
      jobDescription: 'A haulage company.\n• Assigning drivers and trucks',
      requirements: '- Excel\n- Driving licence - an advantage',
    }),
    ar: analyzeJobForMatch({
      jobTitle: 'منسق/ة حركة شاحنات',
      location: 'أسدود',
      jobDescription: 'لشركة نقل.\n• توزيع السائقين والشاحنات',
      requirements: '- إتقان Excel\n- رخصة قيادة - أفضلية',
    }),
  };
  const driver = {
    he: 'יוסי לוי\nנהג משאית\nאשדוד\nניסיון\n2012 – 2024: נהג משאית, תנובה, אשדוד\n• חלוקה ללקוחות\nרישיון נהיגה C',
    en: 'Yossi Levi\nTruck Driver\nAshdod\nExperience\n2012 – 2024: Truck Driver, Tnuva, Ashdod\n• Deliveries to customers\nDriving licence C',
    ar: 'يوسي ليفي\nسائق شاحنة\nأسدود\nالخبرة\n2012 – 2024: سائق شاحنة، تنوفا، أسدود\n• توزيع على الزبائن\nرخصة قيادة C',
  };
  const skillsOf = (m: ReturnType<typeof scoreMatch>) => m.factors.find((f) => f.id === 'skills')!.value;

  it.each(['he', 'en', 'ar'] as const)(
    "a truck driver meets nothing of a social worker's work by the licence alone (%s)",
    (lang) => {
      const match = scoreMatch(analyzeResume(driver[lang], { now }), socialWorker[lang], { locale: lang });
      // The licence is still shown as met: it is a fact of the resume, only not a fit for the work.
      expect(match.evidence.skills.matched.map((s) => s.id)).toContain('driving');
      expect(skillsOf(match)).toBe(0);
    },
  );

  it.each(['he', 'en', 'ar'] as const)(
    "beside the work's own asks, or where vehicles are near the work, the licence counts (%s)",
    (lang) => {
      const match = scoreMatch(analyzeResume(driver[lang], { now }), dispatcher[lang], { locale: lang });
      expect(dispatcher[lang].titleFamilies).toContain('logistics');
      expect(match.evidence.skills.matched.map((s) => s.id)).toContain('driving');
      expect(skillsOf(match)).toBeGreaterThan(0);
    },
  );
});

describe('round 26: rank26 — a country or its people named in an ad is no tool the job asks', () => {
  const solar = {
    he: analyzeJobForMatch({
      jobTitle: 'טכנאי/ת מערכות סולאריות',
      location: 'מודיעין',
      jobDescription: 'התקנה ותחזוקה של מערכות PV על גגות במרכז ישראל.\n• התקנת ממירים של SolarEdge',
      requirements: '- רישיון חשמלאי ישראלי - חובה\n- רישיון נהיגה B',
    }),
    en: analyzeJobForMatch({
      jobTitle: 'Solar PV Technician',
      location: 'Modiin',
      jobDescription:
        'Installing and maintaining rooftop PV systems in central Israel.\n- Install and commission inverters (SolarEdge)',
      requirements: '- An Israeli electrician licence - required\n- Driving licence B',
    }),
    ar: analyzeJobForMatch({
      jobTitle: 'فني/ة أنظمة شمسية',
      location: 'موديعين',
      jobDescription: 'تركيب وصيانة أنظمة PV على الأسطح في مركز إسرائيل.\n• تركيب محولات SolarEdge',
      requirements: '- رخصة كهربائي إسرائيلية - شرط\n- رخصة قيادة B',
    }),
  };
  const accountant = {
    he: 'רונית שגב\nרואת חשבון\nמודיעין\nניסיון\n2015 – 2024: רואת חשבון, משרד רו"ח בישראל\n• דוחות כספיים לחברות ישראליות',
    en: 'Ronit Segev\nCPA (Israel)\nModiin\nExperience\n2015 – 2024: Senior Auditor, an Israeli audit firm\n• Financial statements of Israeli companies',
    ar: 'رونيت سيغف\nمحاسبة قانونية\nموديعين\nالخبرة\n2015 – 2024: مدققة حسابات، مكتب محاسبة في إسرائيل\n• تقارير مالية لشركات إسرائيلية',
  };

  it.each(['he', 'en', 'ar'] as const)('the country and its adjective ask nothing (%s)', (lang) => {
    const ids = solar[lang].skills.map((s) => s.id.toLowerCase());
    for (const word of ['israel', 'israeli', 'ישראל', 'ישראלי', 'إسرائيل', 'إسرائيلي', 'اسرائيل'])
      expect(ids).not.toContain(word);
    // The job's own tools are still read.
    expect(ids).toContain('solaredge');
  });

  it.each(['he', 'en', 'ar'] as const)(
    'an accountant in Israel meets nothing of the solar job (%s)',
    (lang) => {
      const match = scoreMatch(analyzeResume(accountant[lang], { now }), solar[lang], { locale: lang });
      expect(match.evidence.skills.matched).toEqual([]);
    },
  );
});

describe("round 26: rank26 — a lawyer's title in every spelling meets a lawyer's job", () => {
  const lawyerJob = {
    he: analyzeJobForMatch({
      jobTitle: 'עורך/ת דין',
      location: 'חיפה',
      jobDescription: 'למשרד עורכי דין בחיפה.\n• ייצוג לקוחות בבתי משפט',
      requirements: '- תואר LL.B ורישיון עריכת דין\n- ניסיון של שנתיים לפחות',
    }),
    en: analyzeJobForMatch({
      jobTitle: 'Lawyer',
      location: 'Haifa',
      jobDescription: 'A law firm in Haifa.\n• Representing clients in court',
      requirements: '- LL.B and a licence to practise law\n- At least two years of experience',
    }),
    ar: analyzeJobForMatch({
      jobTitle: 'محامي/ة',
      location: 'حيفا',
      jobDescription: 'لمكتب محاماة في حيفا.\n• تمثيل الزبائن في المحاكم',
      requirements: '- لقب LL.B ورخصة مزاولة المحاماة\n- خبرة سنتين على الأقل',
    }),
  };
  // Arabic writes the indefinite "a lawyer" as "محامٍ" (or plain "محام"), without the final yā'.
  const lawyer = {
    he: 'סמיר זועבי\nעורך דין\nחיפה\nניסיון\n2016 – 2024: עו"ד, משרד זועבי ושות\', חיפה\nהשכלה\nLL.B., אוניברסיטת חיפה',
    en: 'Samir Zoabi\nLawyer\nHaifa\nExperience\n2016 – 2024: Attorney, Zoabi & Co., Haifa\nEducation\nLL.B., University of Haifa',
    ar: 'سمير زعبي\nحيفا\nالخبرة\n2016 – 2024: محامٍ، مكتب زعبي للمحاماة، حيفا\n2014 – 2016: محام متدرب، مكتب خاص، الناصرة\nالتعليم\nLL.B.، جامعة حيفا',
  };

  it.each(['he', 'en', 'ar'] as const)("the lawyer's title is read as the job's own (%s)", (lang) => {
    const resume = analyzeResume(lawyer[lang], { now });
    expect(resume.titleConcepts).toContain('legal');
    const match = scoreMatch(resume, lawyerJob[lang], { locale: lang });
    expect(match.factors.find((f) => f.id === 'title')!.value).toBe(1);
  });
});

describe('round 26: rank26b — a rank held in another trade says less of this job', () => {
  const jobs = {
    he: analyzeJobForMatch({
      jobTitle: 'אחראי/ת משמרת אבטחה',
      location: 'אשדוד',
      jobDescription: 'לאתר תעשייה דרוש/ה אחראי/ת משמרת אבטחה.\n• ניהול צוות מאבטחים במשמרת',
      requirements: '- ניסיון של 3 שנים באבטחה - חובה\n- רישיון נשק בתוקף',
    }),
    en: analyzeJobForMatch({
      jobTitle: 'Warehouse Shift Supervisor',
      location: 'Ashdod',
      jobDescription: 'A logistics centre.\n• Leading the pickers of the shift',
      requirements: '- 3 years of warehouse work - required\n- Forklift licence',
    }),
    ar: analyzeJobForMatch({
      jobTitle: 'مسؤول/ة وردية حراسة',
      location: 'أسدود',
      jobDescription: 'لموقع صناعي.\n• إدارة طاقم الحراس في الوردية',
      requirements: '- خبرة 3 سنوات في الحراسة - شرط\n- رخصة سلاح',
    }),
  };
  // In charge of a shift of another trade (a nurse, a cashier), of none, and of the job's own.
  const other = {
    he: 'מירב כהן\nאשדוד\nניסיון\n2018 – 2024: אחות אחראית משמרת, בית חולים אסותא\n• אחראית משמרת במחלקה פנימית',
    en: 'Meirav Cohen\nAshdod\nExperience\n2018 – 2024: Cashier and Shift Supervisor, Shufersal\n• Shift supervisor of eight cashiers',
    ar: 'ميرا خوري\nأسدود\nالخبرة\n2018 – 2024: ممرضة مسؤولة وردية، مستشفى أسوتا\n• مسؤولة وردية في القسم الباطني',
  };
  const alone = {
    he: 'מירב כהן\nאשדוד\nניסיון\n2018 – 2024: אחראית משמרת, חברת כוח אדם',
    en: 'Meirav Cohen\nAshdod\nExperience\n2018 – 2024: Shift Supervisor, a staffing company',
    ar: 'ميرا خوري\nأسدود\nالخبرة\n2018 – 2024: مسؤولة وردية، شركة قوى عاملة',
  };
  const own = {
    he: 'יוסי לוי\nאשדוד\nניסיון\n2018 – 2024: מאבטח ואחראי משמרת, אתר תעשייה\n• אחראי משמרת אבטחה',
    en: 'Yossi Levi\nAshdod\nExperience\n2018 – 2024: Warehouse Worker and Shift Supervisor, a logistics centre\n• Shift supervisor of the pickers',
    ar: 'يوسف خوري\nأسدود\nالخبرة\n2018 – 2024: حارس أمن ومسؤول وردية، موقع صناعي\n• مسؤول وردية الحراسة',
  };
  const factor = (text: string, job: ReturnType<typeof analyzeJobForMatch>, id: string) =>
    scoreMatch(analyzeResume(text, { now }), job, { explain: false }).factors.find((f) => f.id === id)!.value;
  // The same job as before this round: its rank's words asked as any title word.
  const unmarked = (job: ReturnType<typeof analyzeJobForMatch>) => ({
    ...job,
    skills: job.skills.map(({ rank: _, ...ask }) => ask),
  });

  for (const lang of ['he', 'en', 'ar'] as const) {
    it(`${lang}: held in another trade, the rank meets half of what it meets held alone`, () => {
      const inOther = factor(other[lang], jobs[lang], 'title');
      const byItself = factor(alone[lang], jobs[lang], 'title');
      expect(byItself).toBeGreaterThan(0);
      expect(inOther).toBeCloseTo(byItself / 2, 5);
      expect(factor(own[lang], jobs[lang], 'title')).toBeGreaterThan(byItself);
    });
  }

  it('the title words of a rank beside a trade are marked; a rank title alone marks none', () => {
    expect(jobs.he.skills.filter((s) => s.rank).map((s) => s.id)).toContain('שמר');
    expect(jobs.en.skills.filter((s) => s.rank).map((s) => s.id)).toEqual(
      expect.arrayContaining(['shift', 'supervisor']),
    );
    expect(jobs.ar.skills.some((s) => s.rank)).toBe(true);
    const rankAlone = analyzeJobForMatch({ jobTitle: 'Shift Supervisor', jobDescription: 'A factory.' });
    expect(rankAlone.skills.some((s) => s.rank)).toBe(false);
  });

  for (const lang of ['he', 'en', 'ar'] as const) {
    it(`${lang}: a rank's words count toward the skills of the trade's own, not of another's`, () => {
      const resume = analyzeResume(other[lang], { now });
      const shown = scoreMatch(resume, jobs[lang], { explain: false });
      // Still shown as met (the resume has the words), but worth less than before.
      expect(shown.evidence.skills.matched.some((a) => a.rank)).toBe(true);
      expect(factor(other[lang], jobs[lang], 'skills')).toBeLessThan(
        factor(other[lang], unmarked(jobs[lang]), 'skills'),
      );
      expect(factor(own[lang], jobs[lang], 'skills')).toBeCloseTo(
        factor(own[lang], unmarked(jobs[lang]), 'skills'),
        5,
      );
    });
  }
});

describe('round 26: rank26b — one word with and without a prefix is one ask', () => {
  const asksOf = (jobTitle: string, jobDescription: string, word: string) =>
    analyzeJobForMatch({ jobTitle, jobDescription }).skills.filter((s) => s.words?.includes(word));

  it('he: "מוזיאון" in the title and "ובמוזיאון" in a duty are one ask of their two weights', () => {
    const asks = asksOf('מדריך/ה מוזיאון', 'הדרכת קבוצות בשבתות ובמוזיאון הילדים', 'מוזיאון');
    expect(asks).toHaveLength(1);
    expect(asks[0]!.weight).toBeCloseTo(0.8, 5);
    expect(asks[0]!.words).toEqual(expect.arrayContaining(['ובמוזיאון', 'במוזיאון']));
  });

  it('ar: "فعاليات" in the title (its first letter cut as "and") and "الفعاليات" in a duty are one ask', () => {
    const asks = asksOf('منسق/ة فعاليات', 'تنظيم الفعاليات والمؤتمرات', 'فعاليات');
    expect(asks).toHaveLength(1);
    expect(asks[0]!.weight).toBeCloseTo(0.8, 5);
    // Named once among a resume's missing asks, not twice.
    const resume = analyzeResume('سامي خوري\nالناصرة\nالخبرة\n2018 – 2024: محاسب، مكتب محاسبة', { now });
    const missing = scoreMatch(
      resume,
      analyzeJobForMatch({ jobTitle: 'منسق/ة فعاليات', jobDescription: 'تنظيم الفعاليات والمؤتمرات' }),
      {
        explain: false,
      },
    ).evidence.skills.missing.filter((a) => a.words?.includes('فعاليات'));
    expect(missing).toHaveLength(1);
  });

  it('en: a word without prefixes is asked as before; he: another word beside it stays its own ask', () => {
    const events = asksOf('Events Coordinator', 'Planning events and tours', 'events');
    expect(events).toHaveLength(1);
    expect(events[0]!.weight).toBeCloseTo(0.8, 5);
    const two = analyzeJobForMatch({ jobTitle: 'מדריך/ה מוזיאון', jobDescription: 'הדרכה בגן החיות' });
    expect(two.skills.some((s) => s.words?.includes('מוזיאון'))).toBe(true);
    expect(two.skills.some((s) => s.words?.includes('מוזיאון') && s.words.includes('החיות'))).toBe(false);
  });
});
