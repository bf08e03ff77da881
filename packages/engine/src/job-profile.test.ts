import { describe, expect, it } from 'vitest';
import { analyzeJob } from './job-profile.ts';
import { inferJobTitle } from './job-title.ts';

describe('inferJobTitle', () => {
  it.each([
    ['דרוש/ה מפתח/ת Full Stack לחברת הייטק בתל אביב', 'מפתח/ת Full Stack'],
    ['חברת פינטק מגייסת מנהל/ת מוצר לצוות הפלטפורמה', 'מנהל/ת מוצר'],
    ['We are hiring a Senior Data Analyst to join our team.', 'Senior Data Analyst'],
    ['Looking for an experienced Product Manager with B2B background', 'Product Manager'],
    ['مطلوب مهندس برمجيات للعمل في حيفا', 'مهندس برمجيات'],
    ['Backend Developer\nWe build payment systems.', 'Backend Developer'],
  ])('finds the title in %j', (details, title) => {
    expect(inferJobTitle(details)).toBe(title);
  });

  it('gives up rather than guess when the details start with prose', () => {
    expect(inferJobTitle('אנחנו צוות קטן שמפתח מערכות. התפקיד כולל פיתוח.')).toBe('');
  });
});

describe('analyzeJob', () => {
  const job = analyzeJob({
    jobDescription: [
      'דרוש/ה מפתח/ת Backend לחברת פינטק',
      'אנחנו בונים פלטפורמת תשלומים.',
      'דרישות:',
      '- ניסיון בפיתוח צד שרת ב-Node.js',
      '- ניסיון עם PostgreSQL',
      '- ניסיון עם Kubernetes - יתרון',
    ].join('\n'),
  });

  it('reads language, title and requirements, marking advantages', () => {
    expect(job.language).toBe('he');
    expect(job.title).toBe('מפתח/ת Backend');
    expect(job.requirements).toEqual([
      { text: 'ניסיון בפיתוח צד שרת ב-Node.js', niceToHave: false },
      { text: 'ניסיון עם PostgreSQL', niceToHave: false },
      { text: 'ניסיון עם Kubernetes - יתרון', niceToHave: true },
    ]);
  });

  it('weighs what the title and the requirements ask above the rest; an advantage counts less', () => {
    const weight = (key: string) => job.terms.find((t) => t.key === key)?.weight ?? 0;
    expect(weight('backend')).toBeGreaterThan(weight('postgresql'));
    expect(weight('postgresql')).toBeGreaterThan(weight('kubernetes'));
    expect(job.terms.find((t) => t.key === 'kubernetes')?.niceToHave).toBe(true);
    expect(job.terms[0]?.key).toBe('backend');
  });

  it('reads an advantage at the end of a comma list as said of the list, back to an item that is a must', () => {
    const ad = analyzeJob({
      jobTitle: 'Warehouse Shift Supervisor',
      requirements: [
        '- Experience with a WMS, SAP EWM an advantage',
        '- Hebrew required, English an advantage',
        '- ידע ב-Priority, Excel - יתרון',
      ].join('\n'),
    });
    expect(ad.requirements).toEqual([
      { text: 'Experience with a WMS', niceToHave: true },
      { text: 'SAP EWM an advantage', niceToHave: true },
      { text: 'Hebrew required', niceToHave: false },
      { text: 'English an advantage', niceToHave: true },
      { text: 'ידע ב-Priority', niceToHave: true },
      { text: 'Excel - יתרון', niceToHave: true },
    ]);
  });

  it('reads an advantage said by a clause of its own as said of that clause only, in each language', () => {
    const ad = analyzeJob({
      jobTitle: 'Front Desk Agent',
      requirements: [
        '- Customer service experience, hotel experience an advantage',
        '- ניסיון בשירות לקוחות, ניסיון במלונאות - יתרון',
        '- خبرة في خدمة الزبائن، خبرة في الفنادق - ميزة',
      ].join('\n'),
    });
    expect(ad.requirements).toEqual([
      { text: 'Customer service experience', niceToHave: false },
      { text: 'hotel experience an advantage', niceToHave: true },
      { text: 'ניסיון בשירות לקוחות', niceToHave: false },
      { text: 'ניסיון במלונאות - יתרון', niceToHave: true },
      { text: 'خبرة في خدمة الزبائن', niceToHave: false },
      { text: 'خبرة في الفنادق - ميزة', niceToHave: true },
    ]);
  });

  it('asks nothing of the department the job is in, in each language', () => {
    for (const jobTitle of [
      'פקיד/ת קבלת קהל במחלקת הרווחה',
      'Clerk, Finance Department',
      'موظف/ة استقبال في قسم المالية',
    ]) {
      const keys = analyzeJob({ jobTitle }).terms.map((t) => t.key);
      expect(
        keys.filter((k) => /^(?:חלק|מחלק|department|قسم)/.test(k)),
        jobTitle,
      ).toEqual([]);
    }
  });

  it('keeps a tool an advantage when the duties name it too, but not when a must or the title does', () => {
    const ad = analyzeJob({
      jobTitle: 'Warehouse Shift Supervisor',
      jobDescription:
        '• Inventory counts in the WMS\n• Forklift safety on the floor\n• Daily reports in Excel',
      requirements:
        '- Forklift licence an advantage\n- WMS an advantage\n- Excel required\n- Excel skills an advantage',
    });
    const nice = (key: string) => ad.terms.find((t) => t.key === key)?.niceToHave;
    expect(nice('forklift')).toBe(true);
    expect(nice('wms')).toBe(true);
    expect(nice('excel')).toBe(false);
  });

  it('recognises a skill across languages: a Hebrew job and the English name of the skill', () => {
    const he = analyzeJob({
      jobTitle: 'אנליסט/ית',
      jobDescription: 'ניתוח נתונים ועבודה בצוות',
      requirements: 'אקסל',
    });
    expect(he.terms.map((t) => t.key)).toEqual(
      expect.arrayContaining(['data-analysis', 'teamwork', 'excel']),
    );
  });

  it('takes a capitalised word in a sentence for a tool, not the first word of a sentence', () => {
    const en = analyzeJob({
      jobTitle: 'Frontend Developer',
      jobDescription: 'Strong skills. We use Zustand and Vite daily.',
      requirements: 'React',
    });
    const tools = en.terms.filter((t) => t.kind === 'term').map((t) => t.label);
    expect(tools).toEqual(expect.arrayContaining(['Zustand', 'Vite']));
    expect(tools).not.toContain('Strong');
    expect(tools).not.toContain('We');
  });

  it('takes a run of capitalised Latin words in a Hebrew or Arabic line for one name, not a term each', () => {
    const names = (requirements: string) =>
      analyzeJob({ jobTitle: 'x', requirements })
        .terms.filter((t) => t.kind === 'term')
        .map((t) => t.label);
    expect(names('- معرفة MS Project أو برنامج جدولة مشابه - أفضلية')).toEqual(['MS Project']);
    expect(names('- ניסיון בשרטוט בתוכנת Tekla Structures')).toEqual(['Tekla Structures']);
    // In an English line capitals also mark sentence starts and headings: each word stays its own.
    expect(names('- Experience with Zustand Vite builds')).toEqual(
      expect.arrayContaining(['Zustand', 'Vite']),
    );
  });

  it('asks for none of the roles a recruiter fills: they are what the hiring is for', () => {
    const asked = (jobDescription: string) =>
      analyzeJob({ jobTitle: 'Recruiter', jobDescription, requirements: '- LinkedIn sourcing' }).terms.map(
        (t) => t.key,
      );
    expect(asked('לניהול תהליכי גיוס לתפקידי פיתוח ו-QA מקצה לקצה.')).not.toContain('qa');
    expect(asked('You will own hiring for Backend, DevOps and QA roles.')).not.toContain('qa');
    expect(asked('إدارة التوظيف لوظائف البرمجة وQA')).not.toContain('qa');
    expect(asked('Experience with QA automation tools.')).toContain('qa');
  });

  it('knows seniority', () => {
    expect(analyzeJob({ jobTitle: 'Senior Backend Engineer' }).seniority).toBe('senior');
    expect(analyzeJob({ jobTitle: 'משרת סטודנט/ית לתמיכה טכנית' }).seniority).toBe('junior');
    expect(analyzeJob({ jobTitle: 'מפתח/ת' }).seniority).toBe('any');
    expect(analyzeJob({ jobTitle: 'محاسب أول' }).seniority).toBe('senior');
  });

  it('reads seniority from the title, not from words the text uses otherwise', () => {
    // A first degree ("لقب أول"), a large number ("عدد كبير"), the hire's manager ("ראש הצוות").
    const physio = analyzeJob({
      jobTitle: 'أخصائي علاج طبيعي',
      requirements: '- لقب أول في العلاج الطبيعي - شرط\n- القدرة على علاج عدد كبير من المرضى',
    });
    expect(physio.seniority).toBe('any');
    const picker = analyzeJob({ jobTitle: 'מלקט/ת', jobDescription: 'עבודה בכפיפות לראש צוות המשמרת' });
    expect(picker.seniority).toBe('any');
  });
});

describe("an ad's lines", () => {
  const profile = analyzeJob({
    jobTitle: 'Import Coordinator',
    jobDescription:
      'We import household goods.\n• Follow up on sea shipments, from booking to delivery at our warehouse\n• Work with the freight forwarder and customs broker\n• Keep the ERP up to date',
    requirements: '- Experience with SAP and strong Excel skills',
  });
  const labels = profile.terms.map((t) => t.label);

  it('are items of their own: no name runs from one line into the next', () => {
    expect(labels.some((label) => label.includes('\n'))).toBe(false);
  });

  it("capitalise their first word by its place, which names no tool (a bullet's verb)", () => {
    const kinds = new Map(profile.terms.map((t) => [t.label, t.kind]));
    expect(kinds.get('Keep')).not.toBe('term');
    expect(kinds.get('Follow')).not.toBe('term');
    expect(kinds.get('SAP')).toBe('tech');
    expect(kinds.get('ERP')).toBe('tech');
  });

  it("name no town as an ask: the job's town is its location", () => {
    const located = analyzeJob({
      jobTitle: 'מחסנאי/ת לאשדוד',
      jobDescription:
        'למרכז הלוגיסטי שלנו באשדוד, ליד באר שבע, דרוש/ה מחסנאי/ת.\nA role at our Ashdod office.',
      requirements: 'ניסיון בליקוט',
    });
    const labels = located.terms.map((t) => t.label);
    for (const town of ['לאשדוד', 'באשדוד', 'Ashdod', 'באר', 'שבע']) expect(labels).not.toContain(town);
    expect(labels).toContain('מחסנאי');
  });
});
