import { describe, expect, it } from 'vitest';
import { latestEntry, roleAndOrg, splitEntries, yearsOfExperience } from './experience-entries.ts';
import { parseResume } from './resume-fields.ts';

describe('experience entries', () => {
  it('starts an entry at each job line, bullets belong to the job above', () => {
    const entries = splitEntries([
      '2019–2023 מפתחת Full Stack ב-Wix',
      '• פיתוח ב-React',
      '• הובלת מעבר ל-PostgreSQL',
      '2016–2019 מפתחת צד שרת ב-Check Point',
      '• פיתוח ממשקי REST',
    ]);
    expect(entries.map((e) => [e.start, e.end, e.lines.length])).toEqual([
      [2019, 2023, 3],
      [2016, 2019, 2],
    ]);
  });

  it('keeps a bullet wrapped onto the next line in its job, and the next title with its dates', () => {
    const entries = splitEntries([
      'Backend Engineer, Riskified',
      'Jan 2021 – Present',
      '- Designed microservices processing 2M events a',
      'day.',
      'Java Developer, Amdocs',
      'Mar 2017 – Dec 2020',
      'Cardiology ward, 28 beds, coordinator since 2022.',
    ]);
    expect(entries.map((e) => e.head[0])).toEqual(['Backend Engineer, Riskified', 'Java Developer, Amdocs']);
    expect(entries[0]!.details).toEqual(['- Designed microservices processing 2M events a', 'day.']);
  });

  it('keeps a title line and its dates line together', () => {
    const entries = splitEntries([
      'Senior Developer | Wix',
      '03/2019 – Present',
      '- Built APIs',
      'Developer | Fiverr',
      '2016 – 2019',
    ]);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      start: 2019,
      ongoing: true,
      head: ['Senior Developer | Wix', '03/2019 – Present'],
    });
    expect(entries[1]).toMatchObject({ start: 2016, end: 2019, ongoing: false });
  });

  it('counts years once where jobs overlap, runs an ongoing job to the reference year', () => {
    const entries = splitEntries(['2016–2019 A', '2019–2023 B', '2018–2020 C', '2024 – היום D']);
    expect(yearsOfExperience(entries, 2025)).toBe(8);
    expect(latestEntry(entries, 2025)?.lines[0]).toBe('2024 – היום D');
  });

  it.each([
    ['2019–2023 מפתחת Full Stack ב-Wix', 'מפתחת Full Stack', 'Wix'],
    ['2019–2024 Senior Data Analyst, Teva Pharmaceuticals', 'Senior Data Analyst', 'Teva Pharmaceuticals'],
    ['Product Manager at Monday.com (2020 - present)', 'Product Manager', 'Monday.com'],
    ['2018–2022 مطورة في شركة Intel (حيفا)', 'مطورة', 'Intel (حيفا)'],
  ])('reads role and employer from %j', (line, role, org) => {
    expect(roleAndOrg(line)).toEqual({ role, org });
  });
});

describe('a bullet a narrow column wrapped', () => {
  it('keeps a Hebrew or Arabic word or two between two bullets with the bullet before, not as a job', () => {
    const text =
      'حسن الخطيب\n058-7720913\nالخبرة العملية\nفني صيانة أول، مختبرات iFix – فرع حيفا | 01/2020 – حتى الآن\n' +
      '• تبديل شاشات وبطاريات ولحام BGA على اللوحة\nالأم\n• استرجاع البيانات وفحص الأجهزة\n' +
      'فني صيانة، مركز خدمة سيلكوم | 06/2016 – 12/2019';
    expect(parseResume(text, { now: new Date('2025-06-15T00:00:00Z') }).jobTitles).toEqual([
      'فني صيانة أول',
      'فني صيانة',
    ]);
  });

  it('still reads a second title under one employer between bullets', () => {
    const text =
      'דנה לוי\n054-7126630\nניסיון\nשופרסל | 2016 – 2024\nאחראית משמרת\n• ניהול צוות קופאיות\nקופאית\n• עבודה בקופה';
    expect(parseResume(text, { now: new Date('2025-06-15T00:00:00Z') }).jobTitles).toEqual([
      'אחראית משמרת',
      'קופאית',
    ]);
  });

  it('keeps a bullet cut after a joined prefix ("ב-") or a hyphen with the word on the next line', () => {
    const text =
      'נועה ברק\n052-6612345\nניסיון\nמנהלת מוצר | Lightricks | 2021 – היום\n' +
      '• הובלת מחקר משתמשים ואפיון ב-\nFigma\n' +
      'מנהלת פרויקטים | Amdocs | 2017 – 2021\n• ניהול לוחות זמנים בצוות Data-\nPlatform';
    expect(parseResume(text, { now: new Date('2025-06-15T00:00:00Z') }).jobTitles).toEqual([
      'מנהלת מוצר',
      'מנהלת פרויקטים',
    ]);
  });
});

describe('bullets that open with a range whose end has its month', () => {
  it('are jobs of their own ("• 05.2019 – 11.2022: …")', () => {
    const entries = splitEntries([
      '• 12.2022 – היום: ראש צוות שירות לקוחות, בזק',
      '  ניהול 14 נציגים, בקרת איכות שיחות',
      '• 05.2019 – 11.2022: נציגת שירות ומכירה, סלקום',
      '• 03/2015 – 04/2019: קופאית, רמי לוי',
    ]);
    expect(entries.map((e) => e.head[0])).toEqual([
      '• 12.2022 – היום: ראש צוות שירות לקוחות, בזק',
      '• 05.2019 – 11.2022: נציגת שירות ומכירה, סלקום',
      '• 03/2015 – 04/2019: קופאית, רמי לוי',
    ]);
  });
});

describe('round 17: a line of dates written with words', () => {
  it('is a line of dates only ("from 2019 to 2021", "מ-2019 עד 2021", "من 2019 إلى 2021")', () => {
    for (const [title, employer, dates, next] of [
      ['Cook', 'Cafe Noa', 'from 2015 to 2019', 'Chef'],
      ['טבח', 'קפה נוגה', 'מ-2015 עד 2019', 'שף'],
      ['طباخ', 'مقهى الزيتونة', 'من 2015 إلى 2019', 'شيف'],
    ]) {
      const entries = splitEntries(
        [title!, employer!, dates!, '• duty', `${next}, Bistro`, '2019 – 2023'],
        (line) => /^(?:Cook|Chef|טבח|שף|طباخ|شيف)/.test(line),
      );
      expect(entries.map((e) => [e.start, e.end])).toEqual([
        [2015, 2019],
        [2019, 2023],
      ]);
    }
  });

  it('marks an entry ongoing by the date parser\'s words for "now" ("لليوم", "עד עכשיו", "to date")', () => {
    for (const end of ['لليوم', 'עד עכשיו', 'to date', 'حالياً'])
      expect(splitEntries([`Cook, Cafe Noa | 2019 – ${end}`])[0]!.ongoing).toBe(true);
    expect(splitEntries(['Cook, Known Foods | 2019 – 2021'])[0]!.ongoing).toBe(false);
  });
});

describe('round 17: bullets that open with a range in any written form', () => {
  it('are jobs of their own: a month name, words for "from … to", a duration after the range', () => {
    for (const lines of [
      [
        '• מרץ 2021 – היום: ראש צוות, מוקד שירות',
        '• מאי 2018 – פברואר 2021: נציגה, מוקד מכירות',
        '• 2016 – 2018 (שנתיים): קופאית, סופרמרקט',
      ],
      [
        '• Mar 2021 – Present: Team Lead, Call Centre',
        '• from 2018 to 2021: Agent, Sales Desk',
        '• 2016 – 2018 (2 years): Cashier, Grocery',
      ],
      [
        '• آذار 2021 – حتى الآن: رئيسة فريق، مركز خدمة',
        '• من 2018 إلى 2021: موظفة، مكتب مبيعات',
        '• 2016 – 2018 (سنتان): أمينة صندوق، بقالة',
      ],
    ])
      expect(splitEntries(lines).map((e) => [e.start, e.details.length])).toEqual([
        [2021, 0],
        [2018, 0],
        [2016, 0],
      ]);
  });
});

describe('round 20: jobs whose head opens with "since" or is a sentence that opens with its dates', () => {
  it('reads a bullet that opens with "since <year>" as a job\'s head, in every language', () => {
    const heads = (lines: string[]) => splitEntries(lines).map((e) => [e.head[0], e.start]);
    expect(
      heads([
        '- منذ 2012: وكيل جمارك مرخّص، مكتب "ناصر"، حيفا',
        '  تخليص بضائع الاستيراد والتصدير',
        '- 2003-2011: موظف تخليص جمركي، حيفا',
      ]),
    ).toEqual([
      ['- منذ 2012: وكيل جمارك مرخّص، مكتب "ناصر"، حيفا', 2012],
      ['- 2003-2011: موظف تخليص جمركي، حيفا', 2003],
    ]);
    expect(
      heads(['• Since 2019: Shift Manager, Aroma, Haifa', '• 2015 – 2019: Barista, Aroma, Haifa']),
    ).toEqual([
      ['• Since 2019: Shift Manager, Aroma, Haifa', 2019],
      ['• 2015 – 2019: Barista, Aroma, Haifa', 2015],
    ]);
    expect(heads(['- מאז 2018: מחסנאי, שופרסל', '- 2014-2018: מלקט, שופרסל'])).toEqual([
      ['- מאז 2018: מחסנאי, שופרסל', 2018],
      ['- 2014-2018: מלקט, שופרסל', 2014],
    ]);
  });

  it('starts a job at a sentence that opens with its dates; a sentence that mentions a year further on describes', () => {
    const starts = (lines: string[]) => splitEntries(lines).map((e) => e.start);
    expect(
      starts([
        'منذ 2017 وحتى اليوم أعمل مسؤول دفيئات في مزارع "أفيفيم". أشرف على 40 دونماً من الدفيئات.',
        'بين 2012 و2016 عملت عاملاً زراعياً في مشتل "زهور الجليل" في كرمئيل، في الزراعة والقطف.',
      ]),
    ).toEqual([2017, 2012]);
    expect(
      starts([
        'Since 2019 I have worked as a shift manager at Aroma in Haifa, running a team of eight.',
        'Between 2015 and 2019 I was a barista at Cafe Nimrod in Haifa, on morning shifts.',
      ]),
    ).toEqual([2019, 2015]);
    expect(
      starts([
        'מאז 2019 אני עובדת כאחראית משמרת בארומה בחיפה, עם צוות של שמונה עובדים.',
        'בין 2015 ל-2019 עבדתי כבריסטה בקפה נמרוד בחיפה, במשמרות בוקר.',
      ]),
    ).toEqual([2019, 2015]);
    expect(
      starts([
        'Shift Manager, Aroma, 2015 – 2023',
        'Ran the morning shift and was made shift coordinator since 2022.',
      ]),
    ).toEqual([2015]);
  });
});

describe('round 20: a line that sums up earlier jobs with their years', () => {
  it('counts its years and names no title, in every language', () => {
    const fields = (lines: string[]) =>
      parseResume(lines.join('\n'), { now: new Date('2025-06-15T00:00:00Z') });
    const he = fields([
      "יוסי אברג'ל",
      'ניסיון',
      'ראש צוות מחסן – צים שירותי ספנות',
      '2005 – 2010',
      '',
      '* ניסיון קודם (1999–2005) בתפקידי מחסן ושילוח – פרטים לפי בקשה.',
    ]);
    expect([he.jobTitles, he.experienceYears]).toEqual([['ראש צוות מחסן'], 11]);
    const en = fields([
      'Yossi Abergil',
      'Experience',
      'Warehouse Team Lead – ZIM, 2005 – 2010',
      '- Earlier experience (1999–2005): warehouse and shipping roles, details on request.',
    ]);
    expect([en.jobTitles, en.experienceYears]).toEqual([['Warehouse Team Lead'], 11]);
    const ar = fields([
      'يوسف أبو جيل',
      'الخبرة',
      'رئيس فريق مستودع – شركة زيم، 2005 – 2010',
      '• خبرة سابقة (1999–2005) في وظائف المستودعات والشحن.',
    ]);
    expect([ar.jobTitles, ar.experienceYears]).toEqual([['رئيس فريق مستودع'], 11]);
  });
});
