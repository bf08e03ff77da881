import { describe, expect, it } from 'vitest';
import { analyzeResume } from './resume-analysis.ts';
import { parseResume } from './resume-fields.ts';
import { headingKind } from './resume-sections.ts';

/**
 * Kinds of skills as written (made-up resumes): a list whose last two items "and" joins, the
 * machines a line says were operated or used, and a region or a language's adjective that is no tool.
 */
const now = new Date('2025-06-15T00:00:00Z');
const skillsOf = (lines: string[]) => parseResume(lines.join('\n'), { now }).skills;

const head = (name: string, contact: string) => [name, contact];

describe('a skills list written "a, b and c"', () => {
  it('parts the last item at its "and" in English, Hebrew and Arabic', () => {
    expect(
      skillsOf([
        ...head('Noa Levi', '054-1112233 | noa.levi@example.com'),
        'Skills',
        'Stock counts, Order picking and Returns handling',
      ]),
    ).toEqual(expect.arrayContaining(['Returns handling']));
    const he = skillsOf([
      ...head('נועה לוי', '054-1112233 | noa.levi@example.com'),
      'כישורים',
      'קבלת סחורה, סידור מדפים ובקרת תוקף מוצרים',
    ]);
    expect(he).toEqual(expect.arrayContaining(['סידור מדפים', 'בקרת תוקף מוצרים']));
    const ar = skillsOf([
      ...head('سامي ناصر', '052-7654321 | sami.nasser@example.com'),
      'المهارات',
      'استقبال الزبائن، ترتيب الرفوف وخدمة الزبائن وExcel',
    ]);
    expect(ar.join('|')).not.toMatch(/وExcel/u);
  });

  it('keeps an item whole when "and" joins words within it', () => {
    // Another item holds an "and": the writer joins within items.
    const skills = skillsOf([
      ...head('נועה לוי', '054-1112233 | noa.levi@example.com'),
      'כישורים',
      'ביטוח חיים ובריאות, חיתום, מכירה ושימור לקוחות',
    ]);
    expect(skills).toContain('מכירה ושימור לקוחות');
    // One word before "and" and one after, an object shared: one item.
    const one = skillsOf([
      ...head('نور حداد', '052-7654321 | nour@example.com'),
      'المهارات',
      'Priority، Excel، الدقة والتنظيم',
    ]);
    expect(one).toContain('الدقة والتنظيم');
  });

  // Kind skillsAndWithinLastItem: the last item holds an "and" of its own after the one that
  // joins it to the item before ("… and network setup and cabling").
  it('skillsAndWithinLastItem: parts the list at an earlier "and" when the last one joins within an item', () => {
    const en = skillsOf([
      ...head('Dan Cohen', '054-2223344 | dan.cohen@example.com'),
      'Skills',
      'Printer repair, Computer assembly and network setup and cabling',
    ]);
    expect(en).toEqual(expect.arrayContaining(['Computer assembly', 'network setup and cabling']));
    const he = skillsOf([
      ...head('דן כהן', '054-2223344 | dan.cohen@example.com'),
      'כישורים',
      'הרכבת רהיטים, התקנת מטבחים וחיפוי קירות ורצפות',
    ]);
    expect(he).toEqual(expect.arrayContaining(['התקנת מטבחים', 'חיפוי קירות ורצפות']));
    const ar = skillsOf([
      ...head('فادي خوري', '052-3334455 | fadi.khoury@example.com'),
      'المهارات',
      'تمديد الكوابل، تركيب الكاميرات وبرمجة أجهزة التسجيل والإنذار',
    ]);
    expect(ar).toEqual(expect.arrayContaining(['تركيب الكاميرات', 'برمجة أجهزة التسجيل والإنذار']));
  });

  // Kind skillsAndRootWaw: a word that opens with a waw (vav) of its own ("وريدية", "ورديات",
  // "ורידי") is no "and", neither in the last item nor as a sign that the writer joins within items.
  it('skillsAndRootWaw: reads no "and" in a word whose own first letter is a waw or a vav', () => {
    const ar = skillsOf([
      ...head('ريم سليمان', '052-3334455 | reem@example.com'),
      'المهارات',
      'تركيب قنية وريدية، تنظيم ورديات، قياس الضغط وتخطيط القلب للمرضى',
    ]);
    expect(ar).toEqual(expect.arrayContaining(['قياس الضغط', 'تخطيط القلب للمرضى', 'تنظيم ورديات']));
    const he = skillsOf([
      ...head('רים סלימאן', '052-3334455 | reem@example.com'),
      'כישורים',
      'החדרת עירוי ורידי, מדידת לחץ דם וניטור מטופלים במחלקה',
    ]);
    expect(he).toEqual(expect.arrayContaining(['מדידת לחץ דם', 'ניטור מטופלים במחלקה']));
  });
});

describe('machines the work lines name', () => {
  it('reads the machines after "operating" and after "with a", each by its name', () => {
    const ar = skillsOf([
      ...head('محمود عثمان', '050-4418263 | mahmoud@example.com'),
      'الخبرة',
      'خباز | مخبز النور، حيفا | 2016 – 2020',
      '• تشغيل فرن دوّار وعجّانة حلزونية',
      'المهارات',
      'تحضير العجين، الحلويات الشرقية، سلامة الغذاء',
    ]);
    expect(ar).toEqual(expect.arrayContaining(['فرن دوّار', 'عجّانة حلزونية']));
    const en = skillsOf([
      ...head('Omar Haj', '052-9981744 | omar@example.com'),
      'Experience',
      'Plumber | Haj Plumbing | 2015 – 2020',
      'Leak detection with a thermal camera and an acoustic detector, drain unblocking with an electric drain snake.',
      'Skills',
      'Leak detection, Water heaters, Drain cleaning',
    ]);
    expect(en).toEqual(
      expect.arrayContaining(['thermal camera', 'acoustic detector', 'electric drain snake']),
    );
  });

  it('reads no machine from the running of a group or a team', () => {
    const skills = skillsOf([
      ...head('דנה כהן', '050-1234567 | dana@example.com'),
      'ניסיון',
      'מדריכה | מתנ"ס הדר | 2018 – 2022',
      '• הפעלת קבוצות נוער ותפעול חוגים',
      'כישורים',
      'הדרכת קבוצות, תכנון פעילויות, עבודה עם הורים',
    ]);
    expect(skills.join('|')).not.toMatch(/קבוצות נוער|חוגים/u);
  });
});

describe('a place or a language is no tool', () => {
  it('reads no tool from a region or a language adjective after "in" or "with"', () => {
    const skills = skillsOf([
      ...head('Rachel Stein', '054-8812093 | rachel@example.com'),
      'Summary',
      'Real estate agent in the Sharon area, working mostly with English-speaking buyers.',
      'Experience',
      'Agent | Vision Realty | 2016 – 2024',
      '- Listings managed in Yad2 Pro',
      'Skills',
      'Negotiation; Open houses; Property valuation',
    ]);
    expect(skills).toContain('Yad2 Pro');
    expect(skills.join('|')).not.toMatch(/Sharon|English/);
  });

  it('reads no tool from a sales region or a team named in Latin letters', () => {
    const skills = skillsOf([
      'Noa Levi',
      '054-1112233 | noa@example.com',
      'Experience',
      'Account Manager | Acme | 2019 – 2024',
      '- Own a book of 60 enterprise accounts in EMEA, tracked in Gainsight',
      'ניסיון נוסף',
      'קופירייטרית | סטודיו | 2016 – 2019',
      'כתיבת דפי נחיתה ובדיקות A/B עם צוות ה-Growth',
      'Skills',
      'Customer onboarding, Churn reduction',
    ]);
    expect(skills).toContain('Gainsight');
    expect(skills.join('|')).not.toMatch(/EMEA|Growth/);
  });
});

describe('a licence and a way of working', () => {
  it('reports a licence with its class as written, its concept kept for matching', () => {
    const text = [
      'ערן שטרן',
      '052-3698521 | eran@example.com',
      'ניסיון',
      '2018 – היום — נציג מכירות שטח, תנובה',
      '- מכירה לרשתות ולחנויות פרטיות',
      'שפות',
      'עברית, אנגלית',
      "רישיון נהיגה ב'",
    ].join('\n');
    const skills = parseResume(text, { now }).skills;
    expect(skills).toContain("רישיון נהיגה ב'");
    expect(skills).not.toContain('driving');
    const summary = skillsOf([
      'רונן אזולאי',
      '052-7419635 | ronen@example.com',
      'תקציר',
      'נהג אוטובוס מקצועי עם רישיון D ורקורד נקי, מכיר היטב את הקווים בנגב.',
      'ניסיון',
      'נהג אוטובוס | אגד | 2016 – 2020',
      '• גביית תשלום ותיקוף כרטיסים',
    ]);
    expect(summary).toContain('רישיון D');
  });

  it('claims no shift work from a sentence about a team in shifts', () => {
    const skills = skillsOf([
      'משה אלקיים',
      '052-1113335 | moshe@example.com',
      'ניסיון תעסוקתי',
      '2015 – היום | מנהל מרכז לוגיסטי | שטראוס, אשדוד',
      '• ניהול מחסן של 8,000 מ"ר וצוות של 25 עובדים במשמרות.',
    ]);
    expect(skills).not.toContain('shifts');
    const listed = skillsOf([
      'משה אלקיים',
      '052-1113335 | moshe@example.com',
      'כישורים',
      'ניהול מלאי, עבודה במשמרות, ליקוט',
    ]);
    expect(listed).toContain('עבודה במשמרות');
  });
});

describe('English duties and duties said only in the summary', () => {
  it('reads gerund and present-tense duty lines without their verbs and how often', () => {
    const skills = skillsOf([
      'Dan Avidan',
      '052-6641908 | dan@example.com',
      'Experience',
      'Head Coach — Maccabi Youth Academy, 2020 – present',
      'Plan and lead four training sessions a week for 22 players; fitness testing.',
      '- Running goalkeeper warm-ups and video analysis of matches',
      '- Surgical prep, anaesthesia monitoring and recovery for 15 procedures a week',
    ]);
    expect(skills).toEqual(
      expect.arrayContaining([
        'training sessions',
        'fitness testing',
        'goalkeeper warm-ups',
        'video analysis',
        'anaesthesia monitoring',
        'recovery',
      ]),
    );
    expect(skills.join('|')).not.toMatch(/Running|four|a week|^monitoring$/);
  });

  it('reads the duties listed after a sentence and a colon, one word each too', () => {
    const skills = skillsOf([
      'Rebecca Stein',
      '054-2020202 | rebecca@example.com',
      'Experience',
      'HR Manager, SolarEdge (2016 – 2024)',
      '• Led HR for a site of 300 employees: onboarding, employee relations, payroll coordination.',
    ]);
    expect(skills).toEqual(
      expect.arrayContaining(['onboarding', 'employee relations', 'payroll coordination']),
    );
    expect(skills.join('|')).not.toMatch(/300|site/);
  });

  it('reads the summary as duty lines when the jobs say no duty', () => {
    const skills = skillsOf([
      'רונן אזולאי',
      '052-7419635 | ronen@example.com',
      'תקציר',
      'נהג אוטובוס מקצועי ואמין.',
      'גביית תשלום ותיקוף כרטיסים; בדיקת האוטובוס לפני יציאה; דיווח תקלות למוסך.',
      'ניסיון תעסוקתי',
      'נהג אוטובוס | אגד | 2016 – 2020',
      'נהג חלוקה | תנובה | 2011 – 2014',
    ]);
    expect(skills).toEqual(
      expect.arrayContaining(['גביית תשלום', 'בדיקת האוטובוס לפני יציאה', 'דיווח תקלות למוסך']),
    );
  });
});

describe('a listed item with a bracket', () => {
  it('keeps an abbreviation or a name in brackets, drops a level or a measure', () => {
    const skills = skillsOf([
      'Noa Levi',
      '054-1112233 | noa@example.com',
      'כישורים',
      'בטיחות מזון (HACCP), החייאה (BLS), הקלדה עיוורת (70 מילים לדקה), Excel (מתקדם)',
      'Skills',
      'Blueprint reading (GD&T), Gas fitting (basic), WMS (SAP EWM)',
    ]);
    expect(skills).toEqual(
      expect.arrayContaining([
        'בטיחות מזון (HACCP)',
        'החייאה (BLS)',
        'הקלדה עיוורת',
        'Blueprint reading (GD&T)',
        'Gas fitting',
        'WMS (SAP EWM)',
      ]),
    );
    expect(skills.join('|')).not.toMatch(/70|מתקדם|basic/u);
  });
});

describe('a heading written with "my" or the article', () => {
  it.each([
    ['ארגז הכלים שלי', 'skills'],
    ['הכישורים שלי', 'skills'],
    ['ההשכלה שלי', 'education'],
    ['مهاراتي', 'skills'],
    ['أدواتي', 'skills'],
    ['My toolkit', 'skills'],
  ])('reads "%s" as %s', (heading, kind) => {
    expect(headingKind(heading)).toBe(kind);
  });

  it('reads the list under it as the skills, not as the lines of the section before', () => {
    const skills = skillsOf([
      'נועה לוי',
      '054-1112233 | noa@example.com',
      'ניסיון',
      'קופאית | שופרסל | 2019 – 2023',
      '• קבלת תשלומים וסגירת קופה',
      'ארגז הכלים שלי',
      'עבודה עם קופה רושמת, ספירת מזומנים, שירות לקוחות',
    ]);
    expect(skills).toContain('עבודה עם קופה רושמת');
    expect(skills).not.toContain('סגירת קופה');
  });
});

describe('a title at the end of a skills list', () => {
  it("reads the headline a sidebar's last list runs on into as the title, not a skill", () => {
    const skills = skillsOf([
      '=== sidebar ===',
      'هبة مصالحة',
      '058-6620319 | hiba@example.com',
      'المهارات',
      'معالجة الشكاوى',
      'البيع المتقاطع',
      'Zendesk',
      '=== main ===',
      'موظفة مركز اتصال',
      'الخبرة',
      'بنك هبوعليم – مركز الاتصال، الناصرة',
      'موظفة مركز اتصال | 06/2017 – 12/2018',
    ]);
    expect(skills).toEqual(expect.arrayContaining(['معالجة الشكاوى', 'البيع المتقاطع']));
    expect(skills).not.toContain('موظفة مركز اتصال');
    expect(skills).not.toContain('customer-service');
  });
});

describe('a platform', () => {
  it('is reported by its own name, social media its family for matching', () => {
    const text = [
      'لينا خوري',
      '052-6060606 | lina@example.com',
      'الخبرة العملية',
      '2021 - حتى الآن: منسقة تسويق، شركة الكرمل، حيفا',
      '• إدارة حملات إعلانية على فيسبوك وإنستغرام وGoogle Ads.',
    ].join('\n');
    const read = analyzeResume(text, { now });
    expect(read.skills).toEqual(expect.arrayContaining(['facebook', 'instagram']));
    expect(read.skills).not.toContain('social-media');
    expect(read.matchingSkills).toContain('social-media');
  });
});

describe('a licence is the licence, not the work it allows', () => {
  it('reports a listed licence as written, its concept kept for matching', () => {
    const text = [
      'דוד לוי',
      '054-2223344 | david@example.com',
      'כישורים',
      'קבלת סחורה, ליקוט הזמנות, רישיון מלגזה',
    ].join('\n');
    const read = analyzeResume(text, { now });
    expect(read.skills).toContain('רישיון מלגזה');
    expect(read.skills).not.toContain('forklift');
    expect(read.matchingSkills).toContain('forklift');
  });

  it('drops the opening words of a list said as a sentence', () => {
    expect(
      skillsOf([
        'Dan Levi',
        '054-1112233 | dan@example.com',
        'Skills',
        'Experienced with forklifts, pallet jacks and RF scanners',
      ]),
      // (As written since round 20: "forklifts" is no name of the concept, which says "forklift".)
    ).toEqual(expect.arrayContaining(['forklifts', 'pallet jacks']));
    expect(
      skillsOf([
        'دان ليفي',
        '054-1112233 | dan@example.com',
        'المهارات',
        'خبرة في ترتيب الرفوف، جرد المخزون واستلام البضائع',
      ]),
    ).toContain('ترتيب الرفوف');
  });
});

describe('a lift that is no forklift, and driving that is no leading', () => {
  const experience = (bullets: string[]) =>
    analyzeResume(['الخبرة', '2019 – 2023: عاملة', ...bullets.map((b) => ` - ${b}`)].join('\n'), {
      now: new Date('2025-06-15'),
    });

  it('reads a patient hoist or a car lift as no forklift', () => {
    for (const line of ['تشغيل رافعة المرضى', 'استخدام رافعة هيدروليكية', 'العمل على رافعة سيارات'])
      expect(experience([line]).matchingSkills, line).not.toContain('forklift');
    expect(experience(['تشغيل رافعة في المخزن']).matchingSkills).toContain('forklift');
  });

  it('reads driving a vehicle as no leadership', () => {
    for (const line of ['قيادة رافعة في المخزن', 'قيادة شاحنة توزيع'])
      expect(experience([line]).matchingSkills, line).not.toContain('leadership');
  });
});

describe('the equipment of a care unit', () => {
  const work = (head: string, title: string, line: string) =>
    analyzeResume(`${head}\n2016 – 2024: ${title}\n - ${line}`, { now: new Date('2025-06-15') })
      .matchingSkills;

  it('is a device engineer’s work, not intensive care, in each language', () => {
    expect(work('الخبرة', 'مهندس أجهزة طبية', 'صيانة ومعايرة أجهزة العناية المكثفة')).not.toContain(
      'intensive-care',
    );
    expect(work('ניסיון', 'מהנדס ציוד רפואי', 'תחזוקת ציוד טיפול נמרץ')).not.toContain('intensive-care');
    expect(work('Experience', 'Biomedical engineer', 'Servicing ICU equipment')).not.toContain(
      'intensive-care',
    );
  });

  it('leaves the care itself intensive care', () => {
    expect(work('Experience', 'Registered nurse', 'Caring for ventilated patients in the ICU')).toContain(
      'intensive-care',
    );
    expect(work('ניסיון', 'אחות מוסמכת', 'טיפול בחולים מונשמים בטיפול נמרץ')).toContain('intensive-care');
  });
});

describe('a birth line after the skills list', () => {
  // Kind shortYear: a birth date with a two-digit year under the last list is no skill.
  it('shortYear: reads no skill from a birth date whose year has two digits', () => {
    const list = (lines: string[]) => skillsOf(lines).join('|');
    const en = list([
      ...head('Dana Levi', '054-1112233 | dana.levi@example.com'),
      'Skills',
      'Facials, Chemical peels, Eyebrow shaping',
      'Born 03/11/92',
    ]);
    expect(en).not.toMatch(/Born|92/);
    const he = list([
      ...head('דנה לוי', '054-1112233 | dana.levi@example.com'),
      'כישורים',
      'טיפולי פנים, פילינג, עיצוב גבות',
      'ילידת 3.11.92',
    ]);
    expect(he).not.toMatch(/ילידת|92/);
    const ar = list([
      ...head('دانة خوري', '054-1112233 | dana.khoury@example.com'),
      'المهارات',
      'تنظيف البشرة، التقشير، تشذيب الحواجب',
      'مواليد 03/11/92',
    ]);
    expect(ar).not.toMatch(/مواليد|92/);
    // The list itself is kept.
    expect(en).toMatch(/Eyebrow shaping/);
  });
});

describe('round 25: meta25 — a line of service among the jobs, its dates written after it', () => {
  // The metamorphic probe's datesToEnd (e02): "2014 – 2017: שירות צבאי, חיל הלוגיסטיקה" claimed no
  // skill, "שירות צבאי, חיל הלוגיסטיקה | 2014 – 2017" claimed logistics from the unit's name.
  it.each([
    [
      'he',
      ['ניסיון', '06/2021 – היום: מלגזן, מרלו"ג שופרסל, באר שבע', 'שירות צבאי, חיל הלוגיסטיקה | 2014 – 2017'],
    ],
    [
      'he, dates above',
      [
        'ניסיון',
        '06/2021 – היום: מלגזן, מרלו"ג שופרסל, באר שבע',
        '2014 – 2017',
        'שירות צבאי, חיל הלוגיסטיקה',
      ],
    ],
    [
      'en',
      [
        'Experience',
        '06/2021 – present: Forklift operator, Shufersal, Beer Sheva',
        'Military service, Logistics Corps | 2014 – 2017',
      ],
    ],
    [
      'ar',
      [
        'الخبرة العملية',
        '06/2021 – حتى الآن: سائق رافعة شوكية، شوبرسال، بئر السبع',
        'الخدمة الوطنية، خدمة الزبائن في بلدية الناصرة | 2014 – 2016',
      ],
    ],
  ])('%s: the unit it names is no skill', (_, lines) => {
    expect(skillsOf(lines)).not.toContain('logistics');
    expect(skillsOf(lines)).not.toContain('customer-service');
  });
  it('a job line that names no service still gives its skills', () => {
    expect(skillsOf(['ניסיון', 'מלגזן, מרלו"ג שופרסל | 2014 – 2017', '• ליקוט והעמסת משאיות'])).toContain(
      'ליקוט והעמסת משאיות',
    );
  });
});
