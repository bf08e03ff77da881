import { describe, expect, it } from 'vitest';
import { analyzeResume } from './resume-analysis.ts';
import { parseResume, tolerateOcr } from './resume-fields.ts';

const now = new Date('2025-06-15T00:00:00Z');

const HEBREW = `קורות חיים
יוסי אברהם
טלפון: 054-6789123 | yossi@example.com | תל אביב
ת.ז. 123456782 | נשוי + 2 | שנת לידה: 1988
ניסיון תעסוקתי
2020–היום | מפתח Backend בכיר | Payoneer
• פיתוח ב-Node.js ו-TypeScript.
2016–2021 | מפתח Backend | Wix
השכלה
2010–2014 B.Sc. מדעי המחשב, הטכניון
שירות צבאי
2006–2009 ממר"ם
שפות
עברית – שפת אם, אנגלית – ברמה גבוהה`;

describe('parseResume', () => {
  it('reads every field of a Hebrew resume', () => {
    expect(parseResume(HEBREW, { now })).toEqual({
      language: 'he',
      fullName: 'יוסי אברהם',
      email: 'yossi@example.com',
      phone: '+972546789123',
      phoneNational: '054-6789123',
      location: 'tel-aviv',
      age: 37,
      idNumber: '123456782',
      maritalStatus: 'married',
      // "Backend" is in the titles only: a title says what the person is, not a skill they list.
      skills: ['nodejs', 'typescript'],
      jobTitles: ['מפתח Backend בכיר', 'מפתח Backend'],
      // 2016–2021 and 2020–today overlap: counted once (from January 2016); military service is not work experience.
      experienceYears: 9.5,
      educationLevel: 'bachelor',
      educationField: 'computer-science',
      languages: ['he', 'en'],
    });
  });

  it('leaves fields empty rather than wrong', () => {
    const fields = parseResume(HEBREW.replace('123456782', '123456789').replace(/.*שנת לידה.*\n/, ''), {
      now,
    });
    expect(fields.idNumber).toBe('');
    const bare = parseResume('Dana Levi\nReact developer\nSkills: React', { now });
    expect(bare).toMatchObject({
      email: '',
      phone: '',
      location: '',
      age: null,
      idNumber: '',
      maritalStatus: '',
      experienceYears: null,
      educationLevel: '',
      languages: [],
    });
  });

  it('counts experience to today from "present" in each language', () => {
    const years = (line: string) => parseResume(`Dana Levi\nExperience\n${line}`, { now }).experienceYears;
    expect(years('Developer, Wix | Jan 2020 – Present')).toBe(5.5);
    expect(years('2021 – היום | מפתחת | Wix')).toBe(4.5);
    expect(years('2021 - حتى الآن: مطورة، شركة إنتل')).toBe(4.5);
  });

  it('counts a job at a school whose title is on a line of its own, and no gap year', () => {
    const fields = (text: string) => parseResume(`Dana Levi\nExperience\n${text}`, { now });
    expect(
      fields('Lab Assistant (part-time)\nHebrew University, Jerusalem | 2013 – 2016').experienceYears,
    ).toBe(3);
    // With no title in the entry, a school and its years are where the person studied.
    expect(fields('Hebrew University, Jerusalem | 2013 – 2016').experienceYears).toBeNull();
    const driver = fields(
      'سائق حافلة | نتيف إكسبرس | 2022 – 2025\n2020 – 2022: سنة تفرّغ لرعاية والدي\nسائق شاحنة | شركة الجليل | 2016 – 2020',
    );
    expect(driver.experienceYears).toBe(7);
    expect(
      fields('מוכרת | שופרסל | 2021 – 2025\n2020 – 2021 שנת חופש: טיול בדרום אמריקה').experienceYears,
    ).toBe(4);
  });

  it('reads the address and the name of a sidebar under a contact heading such as "צור קשר"', () => {
    const resume = [
      'צור קשר',
      '050-9127746',
      'רחוב הרצל 12, גדרה',
      'שפות',
      'עברית, אנגלית',
      'אורית שחר',
      'אגרונומית',
      'ניסיון מקצועי',
      'אגרונומית | משרד החקלאות | 2019 – היום',
    ].join('\n');
    expect(parseResume(resume, { now })).toMatchObject({ location: 'gedera', fullName: 'אורית שחר' });
    const arabic = 'للتواصل\n052-8816530\nكفر كنا\nنادر عودة\nالخبرة العملية\nمحاسب | شركة | 2019 – 2024';
    expect(parseResume(arabic, { now }).location).toBe('kafr-kanna');
  });
});

describe('analyzeResume', () => {
  it('adds what matching compares: title concepts, spoken languages and sorted words', () => {
    const analysis = analyzeResume(HEBREW, { now });
    // A backend developer is also a programmer (occupations.ts, FAMILY_OCCUPATIONS).
    expect(analysis.titleConcepts).toEqual(['backend', 'programming']);
    expect(analysis.titleFamilies).toEqual(['software']);
    expect(analysis.spokenLanguages).toEqual(['he', 'en']);
    expect(analysis.keywords).toEqual([...analysis.keywords].sort());
    expect(JSON.parse(JSON.stringify(analysis))).toEqual(analysis);
  });

  it('reads a hostile line of 50,000 spaces (a Word file can hold one) as a gap, within the test time', () => {
    const text = `מיכל לוי\nניסיון\n2019 – היום: מלצרית, קפה גרג\nבברכה,\nמיכל${' '.repeat(50_000)}לוי\n`;
    const analysis = analyzeResume(text, { now });
    expect(analysis.jobTitles).toEqual(['מלצרית']);
    expect(analysis.fullName).toBe('מיכל לוי');
  });

  it('reads a long Latin word before a Hebrew word of a tool line (a link, a hostile run) within the test time', () => {
    // Names listed before a tool were once stripped by a regular expression exponential in such a word.
    const text = `דנה לוי\nניסיון\n2019 – היום: מחסנאית, חברת אלפא\n• ${'a'.repeat(5_000)} ה עבודה עם Excel`;
    expect(analyzeResume(text, { now }).jobTitles).toEqual(['מחסנאית']);
  });
});

describe('OCR text', () => {
  const now = new Date('2025-06-15T00:00:00Z');
  it('reads a middle dot that OCR took for an Arabic-Indic zero as a separator, not a digit', () => {
    expect(tolerateOcr('dana@mail.com ٠ 052-5551234 ٠ חיפה')).toBe('dana@mail.com · 052-5551234 · חיפה');
    expect(tolerateOcr('هاتف ٠٥٢٥٥٥١٢٣٤')).toBe('هاتف ٠٥٢٥٥٥١٢٣٤');
    expect(tolerateOcr('5566 444 052 هاتف:')).toBe('052 444 5566 هاتف:');
    const fields = parseResume(
      'דנה לוי\ndana@mail.com ٠ 052-5551234 ٠ חיפה\nניסיון\n2019 2024 מנהלת חשבונות, משרד לוי',
      {
        now,
      },
    );
    expect(fields.phone).toBe('+972525551234');
    expect(fields.experienceYears).toBe(5);
  });

  it('turns back an unmirrored bracket and a final mem read as samekh in a date range', () => {
    expect(tolerateOcr('טלרית בכירה )2019 - היוס)')).toBe('טלרית בכירה (2019 - היום)');
    const fields = parseResume('מיכל\nניסיון תעסוקתי\nבנק לאומי – טלרית )2015 - היוס)', { now });
    expect(fields.experienceYears).toBe(10.5);
    expect(fields.jobTitles).toEqual(['טלרית']);
  });
});

describe('jobs a list ran on into, in a resume with no experience heading (a sidebar, then the main column)', () => {
  it('are read as work in Hebrew, English and Arabic, the role above its dates or the dates first', () => {
    const cases: Array<[string, string[], number]> = [
      [
        'מיכל לוי\n050-1234567\nמיומנויות\nשירות לקוחות\nניהול תיקים\nיועצת ביטוח\nהפניקס, סניף חולון\n03/2018 - היום\nפקיד קבלה\nמלון דן, תל אביב\n01/2015 - 02/2018\nהשכלה\nבגרות מלאה',
        ['יועצת ביטוח', 'פקיד קבלה'],
        10.4,
      ],
      [
        'John Smith\njohn@example.com\nSkills\nForklift\nInventory counts\nWarehouse Supervisor\nAcme Logistics, Ashdod\nJan 2019 - Present\nEducation\nHigh school diploma',
        ['Warehouse Supervisor'],
        6.4,
      ],
      [
        'سمر خليل\n052-7654321\nاللغات\nالعربية\nالعبرية\n2017 - حتى الآن\nممرضة\nمستشفى رمبام، حيفا',
        ['ممرضة'],
        8.4,
      ],
    ];
    for (const [text, titles, years] of cases) {
      const parsed = parseResume(text, { now });
      expect(parsed.jobTitles, text).toEqual(titles);
      expect(parsed.experienceYears, text).toBeCloseTo(years, 0);
      for (const title of titles) expect(parsed.skills, text).not.toContain(title);
    }
  });

  it('leave a list whose dated line names no role a list ("Excel (2019)")', () => {
    const parsed = parseResume('Dana Cohen\ndana@example.com\nSkills\nExcel (2019)\nSQL\nPower BI', { now });
    expect(parsed.jobTitles).toEqual([]);
    expect(parsed.experienceYears).toBeNull();
  });
});

describe('time abroad between jobs', () => {
  it('is no work and no title, in Hebrew, English and Arabic', () => {
    const cases = [
      'רונית לוי\n050-1234567\n2019 – היום  מזכירה, עיריית חולון\n(2017 – 2019 שנתיים בחו"ל עם המשפחה)\n2012 – 2017  פקידה, בנק דיסקונט',
      'Ron Levi\nron@example.com\n2019 – Present  Office Manager, Delta Ltd\n2017 – 2019  Year abroad with my family\n2012 – 2017  Receptionist, Dan Hotel',
      'رنا خليل\n052-7654321\n2019 – حتى الآن  سكرتيرة، بلدية الناصرة\n2017 – 2019  فترة في الخارج مع العائلة\n2012 – 2017  موظفة استقبال، فندق الناصرة',
    ];
    for (const text of cases) {
      const parsed = parseResume(text, { now });
      expect(parsed.jobTitles, text).toHaveLength(2);
      expect(parsed.experienceYears, text).toBeCloseTo(11.4, 0);
    }
  });
});

describe('a labelled line of education in a resume without headings', () => {
  it('is education, not a job title, in Hebrew, English and Arabic', () => {
    const cases: Array<[string, string]> = [
      [
        'דנה כהן\ndana@example.com\n2018 – היום  מנהלת משרד, אלביט\nהשכלה: B.A. בכלכלה, אוניברסיטת חיפה, 2016',
        'מנהלת משרד',
      ],
      [
        'Dan Cohen\ndan@example.com\nQA Engineer, Wix (2019 - now)\nEducation: B.Sc. Computer Science, Technion, 2018',
        'QA Engineer',
      ],
      [
        'دانة خوري\ndana@example.com\n2018 – حتى الآن  محاسبة، شركة الكرمل\nالتعليم: بكالوريوس محاسبة، جامعة حيفا، 2016',
        'محاسبة',
      ],
    ];
    for (const [text, title] of cases) {
      const parsed = parseResume(text, { now });
      expect(parsed.jobTitles, text).toEqual([title]);
      expect(parsed.educationLevel, text).toBe('bachelor');
    }
  });
});

describe('round 20: jobs told in one paragraph, each sentence saying what the person was, with its year', () => {
  const read = (text: string) => {
    const fields = parseResume(text, { now });
    return [fields.jobTitles, fields.experienceYears];
  };
  it('reads each such sentence as a job, in every language', () => {
    expect(
      read(String.raw`Dan Peretz
DevOps / Platform Engineer
Herzliya, Israel · 052-1234567 · dan.p@example.com

I am a platform engineer with about nine years in infrastructure. At Orbit, where I have been a Senior Platform Engineer since 2021, I run the Kubernetes platform of 40 clusters on AWS, wrote our Terraform modules and moved the CI from Jenkins to GitHub Actions; I am on call one week in five. Before that I was a DevOps Engineer at Nova Labs (2018–2021), where I built the ArgoCD pipelines for the Harmony product and maintained the Prometheus and Grafana monitoring. I started as a Linux System Administrator at NetLine (2016–2018), looking after 300 servers with Ansible and Bash.

Technical skills: Kubernetes, Terraform, AWS, Helm, ArgoCD, Python, Bash, Prometheus, Grafana
Education: B.Sc. Computer Science, The Open University of Israel, 2019 (studied while working)
Languages: Hebrew, English
`),
    ).toEqual([['Senior Platform Engineer', 'DevOps Engineer', 'Linux System Administrator'], 9.5]);
    expect(
      read(String.raw`שי לוינסון
מהנדס DevOps
הרצליה · 052-6610427 · shai@example.com

אני מהנדס פלטפורמה עם ניסיון של תשע שנים בתשתיות. בריסקיפייד, שם אני מהנדס פלטפורמה בכיר מאז 2021, אני מנהל את פלטפורמת Kubernetes ומתחזק את מודולי Terraform. לפני כן הייתי מהנדס DevOps בצ'ק פוינט (2018–2021), שם בניתי צינורות ArgoCD. התחלתי כמנהל מערכות לינוקס בבזק בינלאומי (2016–2018), עם 300 שרתים.

השכלה: B.Sc. מדעי המחשב, האוניברסיטה הפתוחה, 2019
`),
    ).toEqual([['מהנדס פלטפורמה בכיר', 'מהנדס DevOps', 'מנהל מערכות לינוקס'], 9.5]);
    expect(
      read(String.raw`شاي ليفنسون
مهندس DevOps
هرتسليا · 052-6610427 · shai@example.com

أنا مهندس منصات مع خبرة تسع سنوات في البنية التحتية. في ريسكيفايد، حيث أعمل مهندس منصات أول منذ 2021، أدير منصة Kubernetes وأكتب وحدات Terraform. قبل ذلك كنت مهندس DevOps في تشيك بوينت (2018–2021)، حيث بنيت خطوط ArgoCD. بدأت كمسؤول أنظمة لينكس في بيزك الدولية (2016–2018)، مع 300 خادم.

التعليم: بكالوريوس علوم الحاسوب، الجامعة المفتوحة، 2019
`),
    ).toEqual([['مهندس منصات أول', 'مهندس DevOps', 'مسؤول أنظمة لينكس'], 9.5]);
  });

  it('leaves a paragraph with one such sentence, or none, as it was', () => {
    const fields = parseResume(
      [
        'Dana Cohen',
        'Experience',
        'Shift Manager, Aroma, Haifa, 2015 – 2023',
        'I ran the morning shift. In 2019 I was made area coordinator for three branches. The team grew to twenty.',
      ].join('\n'),
      { now },
    );
    expect(fields.jobTitles).toEqual(['Shift Manager']);
    // (A job's description of several sentences, one saying "I have been a …" with a year, stays its description.)
    const described = parseResume(
      [
        'Dana Cohen',
        'Experience',
        'Shift Manager, Aroma, Haifa, 2015 – 2023',
        'I managed the morning shift of a busy branch. In 2019 I was promoted to area coordinator for three branches. Since 2021 I have been a trainer for all new shift managers in the north. The team grew to twenty.',
        'Barista, Landwer, 2012 – 2015',
      ].join('\n'),
      { now },
    );
    expect(described.jobTitles).toEqual(['Shift Manager', 'Barista']);
  });

  it('keeps a sentence that names no job with the job before it', () => {
    const fields = parseResume(
      [
        'Dan Peretz',
        'DevOps Engineer',
        '',
        'I am a platform engineer. At Orbit, where I have been a Senior Platform Engineer since 2021, I run the Kubernetes platform. The platform serves 200 engineers. Before that I was a DevOps Engineer at Nova Labs (2018–2021), where I built the pipelines. I started as a Linux System Administrator at NetLine (2016–2018).',
      ].join('\n'),
      { now },
    );
    expect([fields.jobTitles, fields.experienceYears]).toEqual([
      ['Senior Platform Engineer', 'DevOps Engineer', 'Linux System Administrator'],
      9.5,
    ]);
  });
});
