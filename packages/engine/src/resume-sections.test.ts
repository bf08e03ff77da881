import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';
import { headingKind, splitResumeSections } from './resume-sections.ts';

describe('resume sections', () => {
  it.each([
    ['ניסיון תעסוקתי', 'experience'],
    ['WORK EXPERIENCE:', 'experience'],
    ['الخبرة العملية', 'experience'],
    ['השכלה', 'education'],
    ['Education', 'education'],
    ['التعليم', 'education'],
    ['כישורים', 'skills'],
    ['Technical Skills', 'skills'],
    ['المهارات', 'skills'],
    ['שירות צבאי', 'military'],
    ['Courses & Certifications', 'certifications'],
    ['Skills and Tools', 'skills'],
  ])('knows %j as a heading', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });

  it.each([
    ['Educational Background', 'education'],
    ['Academic Qualifications', 'education'],
    ['לימודים אקדמיים', 'education'],
    ['הכשרה מקצועית', 'education'],
    ['التعليم الأكاديمي', 'education'],
    ['المؤهلات الدراسية', 'education'],
    ['Relevant Skills', 'skills'],
    ['Key Competencies', 'skills'],
    ['כישורים רלוונטיים', 'skills'],
    ['מיומנויות וכישורים', 'skills'],
    ['مهارات مهنية', 'skills'],
    ['المهارات والقدرات', 'skills'],
    ['Employment Experience', 'experience'],
    ['הסמכות מקצועיות', 'certifications'],
    ['ניסיון צבאי', 'military'],
    ['Military Experience', 'military'],
    ['IDF Service', 'military'],
    ['ניסיון בהתנדבות', 'volunteering'],
    ['Teaching Experience', 'experience'],
    ['Internships', 'experience'],
  ])('knows %j, a head word with qualifiers, as a heading', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });

  it('does not take a role or a qualifier alone for a heading', () => {
    expect(headingKind('Education Coordinator')).toBeNull();
    expect(headingKind('Skills trainer')).toBeNull();
    expect(headingKind('מנהלת השכלה')).toBeNull();
    expect(headingKind('Professional')).toBeNull();
  });

  it('does not take a sentence for a heading', () => {
    expect(headingKind('ניסיון של 5 שנים בפיתוח צד שרת')).toBeNull();
    expect(headingKind('React, TypeScript')).toBeNull();
  });

  it('splits header and sections, keeping headings as written', () => {
    const parsed = splitResumeSections(
      'Dana Levi\ndana@example.com\n\nEXPERIENCE\n2019-2023 Wix\nSkills:\nReact',
    );
    expect(parsed.header).toEqual(['Dana Levi', 'dana@example.com']);
    expect(parsed.sections).toEqual([
      { kind: 'experience', heading: 'EXPERIENCE', lines: ['2019-2023 Wix'] },
      { kind: 'skills', heading: 'Skills:', lines: ['React'] },
    ]);
  });

  it('takes the name and contact lines as the header of a resume without headings', () => {
    const parsed = splitResumeSections('Dana Levi\n052-555-1234\nWorked at Wix on payments.\nLikes React.');
    expect(parsed.header).toEqual(['Dana Levi', '052-555-1234']);
    expect(parsed.sections[0]?.lines).toEqual(['Worked at Wix on payments.', 'Likes React.']);
  });
});

describe('a skills heading with its items on the same line', () => {
  const now = new Date('2025-06-15T00:00:00Z');
  const resume = (skillsLine: string) =>
    parseResume(
      `לירון מלכה\n054-4417736\nפרטים אישיים\n${skillsLine}\nעיר: ראשון לציון\nניסיון\nמטפלת | בית אבות נווה | 2018 – 2024\nשפות\nעברית`,
      { now },
    );

  it('is a skills section of one line: its items as written and as the lexicon knows them', () => {
    const read = resume('כישורים: טיפול אישי ורחצה, מדידת לחץ דם, עזרה ראשונה');
    expect(read.skills).toEqual(expect.arrayContaining(['עזרה ראשונה', 'טיפול אישי ורחצה', 'מדידת לחץ דם']));
    expect(read.fullName).toBe('לירון מלכה');
    expect(read.location).toBe('rishon-lezion');
    expect(
      splitResumeSections('Dana Levi\nSkills: Excel, SAP\nExperience\nCook').sections.map((s) => s.kind),
    ).toEqual(['skills', 'experience']);
  });

  it('is never the name, even when an item reads as one', () => {
    expect(resume('Skills: סגירת עסקאות, Salesforce').fullName).toBe('לירון מלכה');
    const sidebarFirst = 'Skills: סגירת עסקאות, שימור לקוחות\nלירון מלכה\nנציגת מכירות\n054-4417736';
    expect(parseResume(sidebarFirst, { now }).fullName).toBe('לירון מלכה');
  });
});

describe('a heading that names experience and skills', () => {
  // Round 11: "خبرات ومهارات" over a list in a sidebar is what the person can do; over jobs with
  // their years it is where they worked.
  const kinds = (text: string) => splitResumeSections(text).sections.map((s) => s.kind);

  it.each([
    ['خبرات ومهارات', '• قيادة حافلات عامة وسياحية\n• رخصة قيادة D'],
    ['ניסיון וכישורים', '• נהיגה בקווים עירוניים\n• גביית תשלום'],
    ['Experience & Skills', '• Bus driving on city lines\n• Ticketing'],
  ])('%j over a list is a skills section', (heading, list) => {
    expect(kinds(`Name Here\n054-1234567\n${heading}\n${list}\nLanguages\nHebrew`)).toEqual([
      'skills',
      'languages',
    ]);
  });

  it.each([
    ['خبرات ومهارات', 'سائق حافلة | نتيف إكسبرس | 2014 – 2019'],
    ['ניסיון וכישורים', 'נהג אוטובוס | דן | 2016 – 2020'],
    ['Experience & Skills', 'Bus Driver | Dan | 2016 – 2020'],
  ])('%j over jobs is the experience', (heading, job) => {
    expect(kinds(`Name Here\n054-1234567\n${heading}\n${job}\n• Driving\nLanguages\nHebrew`)).toEqual([
      'experience',
      'languages',
    ]);
  });

  it('reads "Stack" as a skills heading', () => {
    expect(headingKind('Stack')).toBe('skills');
  });
});

describe('round 18: an Arabic heading without its article', () => {
  it.each([
    ['دورات', 'certifications'],
    ['دورات تدريبية', 'certifications'],
    ['شهادات مهنية', 'certifications'],
    ['مؤهلات', 'education'],
  ])('reads %s as %s', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });
});

describe('round 20: "work" alone as a heading, in Hebrew as in Arabic and English', () => {
  it('reads עבודה, العمل and Work as the experience heading', () => {
    for (const heading of ['עבודה', 'עבודה:', 'العمل', 'Work'])
      expect(headingKind(heading), heading).toBe('experience');
  });

  it('ends the summary at it, so its jobs are read as jobs', () => {
    const parsed = parseResume(
      [
        'משה לוי',
        'רפד',
        '050-1234567',
        'קצת עליי',
        'רפד מקצועי עם ניסיון של 20 שנה. עבודה נקייה ועמידה בזמנים.',
        'עבודה',
        'רפד עצמאי – "ריפוד משה", חולון, משנת 2010',
        'ריפוד ספות וכורסאות, החלפת ספוגים וקפיצים.',
        'רפד רכב – מוסך הדרום, רמלה, 2005 – 2010',
      ].join('\n'),
      { now: new Date('2025-06-15T00:00:00Z') },
    );
    expect(parsed.jobTitles).toEqual(['רפד עצמאי', 'רפד רכב']);
    expect(parsed.skills).toEqual(['ריפוד ספות וכורסאות', 'החלפת ספוגים וקפיצים']);
    expect(parsed.skills.join(' | ')).not.toMatch(/עבודה נקייה|עמידה בזמנים/);
  });
});

describe('round 20: experience headings of free-form and misspelled resumes', () => {
  it('reads "נסיון" without its yod, the work of today and of before, in the three languages', () => {
    for (const heading of [
      'נסיון מקצועי',
      'נסיון',
      'מה אני עושה היום',
      'לפני כן',
      'What I do today',
      'Before that',
      'Previously',
      'قبل ذلك',
      'سابقًا',
    ])
      expect(headingKind(heading), heading).toBe('experience');
    expect(headingKind('מה אני עושה')).toBe('skills');
    expect(headingKind('What I do')).toBe('skills');
  });
});

describe('round 20: headings that name where the person worked', () => {
  it.each([
    ['עבודה', 'experience'],
    ['מקומות עבודה', 'experience'],
    ["WHAT I'VE DONE", 'experience'],
    ['Where I have worked', 'experience'],
    ['Jobs', 'experience'],
    ['أماكن العمل', 'experience'],
    ['SELECTED WORK', 'experience'],
    ['Recent work', 'experience'],
  ])('reads "%s" as %s', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });

  it('ends a summary at "עבודה", so its sentences are no job', () => {
    const fields = parseResume(
      [
        'מוטי שרעבי',
        'קצת עליי',
        'רפד מקצועי עם ניסיון של מעל 25 שנה, ומאז אני עובד עם בדי ריפוד, עור ודמוי עור.',
        'עבודה',
        'רפד עצמאי – "ריפוד מוטי", חולון, משנת 2010',
        'רפד רכב – מוסך "אוטו סטייל", רמלה, 2008 – 2010',
      ].join('\n'),
      { now: new Date('2025-06-15T00:00:00Z') },
    );
    expect(fields.jobTitles).toEqual(['רפד עצמאי', 'רפד רכב']);
    expect(fields.experienceYears).toBe(17.5);
  });
});

describe('round 20: "הכשרות" and "Trainings" head the courses taken', () => {
  it.each([
    ['הכשרות', 'certifications'],
    ['הכשרות מקצועיות', 'certifications'],
    ['Trainings', 'certifications'],
    ['Professional Development', 'certifications'],
    ['الدورات التدريبية', 'certifications'],
  ])('reads "%s" as %s', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });

  it('keeps the courses under it out of the jobs and their years', () => {
    const fields = parseResume(
      [
        'רחל מזרחי',
        'ניסיון',
        'סניטרית, בית החולים וולפסון | 2006 – 2011',
        'מטפלת פרטית (עם קשישה בבת ים, 3 שנים) - 2003',
        '',
        'הכשרות',
        'תעודת כוח עזר סיעודי, משרד הבריאות, 2010',
        'החייאה בסיסית (BLS), מד"א, 2024',
      ].join('\n'),
      { now: new Date('2025-06-15T00:00:00Z') },
    );
    expect(fields.jobTitles).toEqual(['סניטרית', 'מטפלת פרטית']);
    expect(fields.experienceYears).toBe(8);
  });
});

describe('round 20: an experience heading written as what the person did', () => {
  it('reads "What I\'ve done", "איפה עבדתי", "أين عملت" as the experience heading', () => {
    expect(headingKind("WHAT I'VE DONE")).toBe('experience');
    expect(headingKind('What I’ve done')).toBe('experience');
    expect(headingKind('איפה עבדתי')).toBe('experience');
    expect(headingKind('أين عملت')).toBe('experience');
  });
});

describe('round 20: skills headings of the lab, and "כישורי" before what they serve', () => {
  it('reads them in Hebrew, Arabic and English', () => {
    for (const heading of [
      'מיומנויות מעבדה',
      'כישורי מעבדה',
      'כישורי מחשב',
      'مهارات المختبر',
      'مهارات مخبرية',
      'Lab skills',
    ])
      expect(headingKind(heading), heading).toBe('skills');
    expect(headingKind('מעבדה')).toBeNull();
    expect(headingKind('المختبر')).toBeNull();
  });
});

describe('round 23: fields23 — a languages heading with its items after a gap of spaces', () => {
  const NOW = new Date('2025-06-15T00:00:00Z');
  it.each([
    [
      ['השכלה', '2012   תעודת חשמלאי מוסמך, משרד העבודה, נתניה', 'שפות   עברית, אנגלית'],
      ['he', 'en'],
    ],
    [
      ['Education', '2014   Plumbing certificate, Tel Aviv', 'Languages\tEnglish, Hebrew'],
      ['en', 'he'],
    ],
    [
      ['التعليم', '2013   شهادة ميكانيكي سيارات، الناصرة', 'اللغات    العربية، العبرية'],
      ['ar', 'he'],
    ],
  ])('closes the education section and reads the languages: %j', (lines, languages) => {
    const fields = parseResume(['Dana Levi', 'dana@example.com', ...lines].join('\n'), { now: NOW });
    expect(fields.languages.sort()).toEqual([...languages].sort());
    expect(fields.educationField).toBe('');
  });
});

describe('round 23: fields23 — a languages heading and its items on one line with one space between', () => {
  const NOW = new Date('2025-06-15T00:00:00Z');
  it.each([
    [
      ['השכלה', '2012 תעודת חשמלאי מוסמך, משרד העבודה, נתניה', 'שפות עברית, אנגלית'],
      ['he', 'en'],
    ],
    [
      ['Education', '2014 Plumbing certificate, Tel Aviv', 'Languages English, Hebrew (fluent)'],
      ['en', 'he'],
    ],
    [
      ['التعليم', '2013 شهادة ميكانيكي سيارات، الناصرة', 'اللغات العربية، العبرية'],
      ['ar', 'he'],
    ],
  ])('as a PDF closes the gap: %j', (lines, languages) => {
    const fields = parseResume(['Dana Levi', 'dana@example.com', ...lines].join('\n'), { now: NOW });
    expect(fields.languages.sort()).toEqual([...languages].sort());
    expect(fields.educationField).toBe('');
  });

  it('not a heading whose words go on past the languages', () => {
    expect(
      splitResumeSections('Dana\nשפות תכנות Python, Java').sections.some((s) => s.kind === 'languages'),
    ).toBe(false);
  });
});

describe('round 24: columns24 — a sidebar heading read between the lines of a job', () => {
  const NOW = new Date('2025-06-15T00:00:00Z');
  // Two columns read row by row: "Languages" and its items, then "Skills" and its items, fall
  // between each job's title and its workplace with the years.
  const interleaved: Array<[string, string[], string[], string[]]> = [
    [
      'he',
      [
        'דנה לוי',
        'dana@example.com',
        'ניסיון תעסוקתי',
        'מנהלת מחסן',
        'שפות',
        'עברית',
        'אנגלית',
        'לוגיסטיקה בע"מ, חולון, 2018 – 2024',
        'נהגת מלגזה',
        'כישורים',
        'Excel',
        'SAP',
        'שילוח ישראל, אשדוד, 2012 – 2018',
        'השכלה',
        'תעודת בגרות, 2010',
      ],
      ['מנהלת מחסן', 'נהגת מלגזה'],
      ['he', 'en'],
    ],
    [
      'en',
      [
        'Dana Levi',
        'dana@example.com',
        'Experience',
        'Warehouse Manager',
        'Languages',
        'Hebrew',
        'English',
        'Logistics Ltd, Holon, 2018 – 2024',
        'Forklift Driver',
        'Skills',
        'Excel',
        'SAP',
        'Israel Shipping, Ashdod, 2012 – 2018',
        'Education',
        'High school diploma, 2010',
      ],
      ['Warehouse Manager', 'Forklift Driver'],
      ['en', 'he'],
    ],
    [
      'ar',
      [
        'دانة لوي',
        'dana@example.com',
        'الخبرة العملية',
        'مديرة مستودع',
        'اللغات',
        'العربية',
        'العبرية',
        'شركة اللوجستيات، حيفا، 2018 – 2024',
        'سائقة رافعة شوكية',
        'المهارات',
        'Excel',
        'SAP',
        'شركة الشحن، عكا، 2012 – 2018',
        'التعليم',
        'شهادة بجروت، 2010',
      ],
      ['مديرة مستودع', 'سائقة رافعة شوكية'],
      ['ar', 'he'],
    ],
  ];

  it.each(interleaved)(
    '%s: the jobs after the sidebar heading keep their titles and years',
    (_, lines, titles, languages) => {
      const text = lines.join('\n');
      const fields = parseResume(text, { now: NOW });
      expect(fields.jobTitles).toEqual(titles);
      expect(fields.experienceYears).toBe(12);
      expect(fields.languages.sort()).toEqual([...languages].sort());
      const sections = splitResumeSections(text).sections;
      const experience = sections.find((s) => s.kind === 'experience')!;
      expect(experience.lines).toEqual([lines[3], lines[7], lines[8], lines[12]]);
      expect(sections.find((s) => s.kind === 'languages')!.lines).toEqual([lines[5], lines[6]]);
      expect(sections.find((s) => s.kind === 'skills')!.lines).toEqual(['Excel', 'SAP']);
    },
  );

  it.each([
    // One column: the heading really starts its section; a course's single year is not a job's span.
    [
      'he',
      [
        'ניסיון תעסוקתי',
        'טבחית, מסעדת הדג, חיפה, 2016 – 2024',
        'כישורים',
        'בישול',
        'אפייה',
        'קורס בטיחות מזון, 2019',
      ],
    ],
    [
      'en',
      [
        'Experience',
        'Cook, Fish House, Haifa, 2016 – 2024',
        'Skills',
        'Cooking',
        'Baking',
        'Food safety course, 2019',
      ],
    ],
    [
      'ar',
      [
        'الخبرة العملية',
        'طاهية، مطعم السمك، حيفا، 2016 – 2024',
        'المهارات',
        'الطبخ',
        'الخبز',
        'دورة سلامة الغذاء، 2019',
      ],
    ],
  ])('%s: a one-column skills section stays whole', (_, lines) => {
    const sections = splitResumeSections(['Dana Levi', 'dana@example.com', ...lines].join('\n')).sections;
    expect(sections.find((s) => s.kind === 'experience')!.lines).toEqual([lines[1]]);
    expect(sections.find((s) => s.kind === 'skills')!.lines).toEqual(lines.slice(3));
  });

  it.each([
    // A span of years under a heading that is not a sidebar's list (education, military) is its own.
    ['he', ['ניסיון תעסוקתי', 'מנהלת מחסן', 'שירות צבאי', 'לוחמת, 2008 – 2010']],
    ['en', ['Experience', 'Warehouse Manager', 'Military service', 'Combat soldier, 2008 – 2010']],
    ['ar', ['الخبرة العملية', 'مديرة مستودع', 'التعليم', 'جامعة حيفا، 2008 – 2012']],
  ])('%s: a span under another heading is not taken back', (_, lines) => {
    const sections = splitResumeSections(['Dana Levi', ...lines].join('\n')).sections;
    expect(sections.find((s) => s.kind === 'experience')!.lines).toEqual([lines[1]]);
    expect(sections[1]!.lines).toEqual([lines[3]]);
  });
});

describe('round 25: meta25 — a languages heading in other words', () => {
  // The metamorphic probe's headSyn2: "ידיעת שפות" under a sidebar's skills was read as a skill, and
  // "المهارات اللغوية" lost every language.
  it.each([
    ['ידיעת שפות', 'languages'],
    ['שפות זרות', 'languages'],
    ['Language Proficiency', 'languages'],
    ['Foreign Languages', 'languages'],
    ['المهارات اللغوية', 'languages'],
    ['اللغات المحكية', 'languages'],
    ['إتقان اللغات', 'languages'],
  ])('knows %j as a heading', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });
  const resumes = {
    he: [
      '=== sidebar ===',
      'כישורים',
      'ליקוט',
      'מלגזה',
      '',
      'ידיעת שפות',
      'עברית, אנגלית, צרפתית',
      '=== main ===',
      'ניסיון',
      'מלגזן, שופרסל | 2015 – 2020',
    ],
    en: [
      '=== sidebar ===',
      'Skills',
      'Order picking',
      'Forklift',
      '',
      'Foreign Languages',
      'Hebrew, English, French',
      '=== main ===',
      'Experience',
      'Forklift Operator, Shufersal | 2015 – 2020',
    ],
    ar: [
      '=== sidebar ===',
      'المهارات',
      'تجهيز الطلبيات',
      'رافعة شوكية',
      '',
      'المهارات اللغوية',
      'العربية، العبرية، الفرنسية',
      '=== main ===',
      'الخبرة العملية',
      'سائق رافعة شوكية، شوبرسال | 2015 – 2020',
    ],
  };
  it.each(Object.entries(resumes))('%s: its languages are read, and its heading is no skill', (_, lines) => {
    const r = parseResume(lines.join('\n'), { now: new Date('2025-06-15T00:00:00Z') });
    const expected = /[\u0600-\u06FF]/u.test(lines.join()) ? ['ar', 'fr', 'he'] : ['en', 'fr', 'he'];
    expect([...r.languages].sort()).toEqual(expected);
    expect(r.skills.join(' ')).not.toMatch(/שפות|Languages|اللغوية/u);
  });
});
