import { describe, expect, it } from 'vitest';
import {
  coveredYears,
  findDateRanges,
  fullYears,
  joinWrappedRanges,
  mendedDates,
  slashMonths,
  statedMonths,
  yearWithStatedDuration,
} from './date-ranges.ts';

const NOW = new Date('2025-06-15T00:00:00Z');
const years = (...lines: string[]) => coveredYears(lines.flatMap((l) => findDateRanges(l, NOW)));

describe('date ranges and years of experience', () => {
  it('counts year ranges, month ranges and ranges running to today', () => {
    expect(years('2019–2023 מפתחת Full Stack ב-Wix')).toBe(4);
    expect(years('Developer | 03/2019 - 06/2021')).toBe(2.3);
    expect(years('Jan 2020 – Present')).toBe(5.5);
    expect(years('מרץ 2022 – היום')).toBe(3.3);
    expect(years('2021 - حتى الآن')).toBe(4.5);
    expect(years('2021 – כיום')).toBe(4.5);
  });

  it('merges overlapping jobs and counts gaps out', () => {
    expect(years('2016–2019', '2019–2023')).toBe(7);
    expect(years('2015–2020', '2018–2021')).toBe(6);
    expect(years('2010–2012', '2015–2017')).toBe(4);
    expect(years('01/2020 - 12/2020', '06/2020 - 06/2021')).toBe(1.5);
  });

  it('reads ranges reversed by right-to-left layout', () => {
    expect(years('2023–2019 מפתח')).toBe(4);
    expect(years('היום – 2021 מנהלת חשבונות')).toBe(4.5);
  });

  it('reads ranges written in other common ways', () => {
    expect(years('منذ 2020: سائق شاحنة')).toBe(5.5);
    expect(years('Storekeeper, Shufersal (since 2020)')).toBe(5.5);
    expect(years('מאז 2019 מחסנאי')).toBe(6.5);
    expect(years('2018/01 – 2021/06')).toBe(3.5);
    expect(years('محاسب في شركة الكرمل من عام 2016 حتى عام 2019')).toBe(3);
    expect(years('מחסנאי בשופרסל מ-2016 ועד 2019')).toBe(3);
    expect(years('מחסנאי, שופרסל (2015–18)')).toBe(3);
    expect(years('2016 – נוכחי: מחסנאי')).toBe(9.5);
    expect(years('Storekeeper | 2018 – to date')).toBe(7.5);
    // Levantine month names, one word or two.
    expect(years('تشرين الأول 2015 – آب 2018')).toBe(2.9);
    expect(years('أيلول 2018 – حتى اليوم')).toBe(6.8);
    expect(years('كتاب 2019 – 2021')).toBe(2);
    // A month after a year with a dash stays a month; a later two-digit year is a year.
    expect(years('2015-12 text')).toBe(0);
    expect(years('since 2018 – 2020')).toBe(2);
  });

  it('finds nothing in a phone number or a single year', () => {
    expect(findDateRanges('052-1234567', NOW)).toEqual([]);
    expect(findDateRanges('B.Sc. 2016', NOW)).toEqual([]);
  });
});

describe('date ranges read by OCR', () => {
  const now = new Date('2025-06-15T00:00:00Z');
  it('reads a range whose dash OCR dropped or read as another mark', () => {
    expect(findDateRanges('03/2019 08/2021 מנהלת חשבונות', now)).toHaveLength(1);
    expect(findDateRanges('2018 2020: מלקט', now)[0]).toMatchObject({ ongoing: false });
    expect(findDateRanges('2020 היום: אופה', now)[0]).toMatchObject({ ongoing: true });
    expect(findDateRanges('2016 _ 2019', now)).toHaveLength(1);
  });

  it('takes no range that ends years after today (a misread year)', () => {
    expect(findDateRanges('2017 2070 | מתכנת', now)).toEqual([]);
    expect(findDateRanges('2017 – 2070', now)).toEqual([]);
    // A year or so ahead is a plan a resume may state.
    expect(findDateRanges('2024 – 2026', now)).toHaveLength(1);
  });
});

describe('dates OCR misread a letter or a mark of', () => {
  const now = new Date('2025-06-15T00:00:00Z');
  const rangesOf = (line: string) => findDateRanges(joinWrappedRanges(line), now);
  it('reads a year with a letter for a digit beside a dash or a slash', () => {
    expect(mendedDates('Sous Chef, Blue Harbor | 2O19 – 2022')).toBe('Sous Chef, Blue Harbor | 2019 – 2022');
    expect(mendedDates('מלצרית, קפה גן | 03/20l8 – 2021')).toBe('מלצרית, קפה גן | 03/2018 – 2021');
    expect(rangesOf('Driver | 2Ol6 - 2020')).toHaveLength(1);
  });

  it('reads a range with a stray mark beside a year, or its dash read twice or as "="', () => {
    expect(rangesOf('Paralegal, Stone & Co. | 2014? - 2017')).toEqual([
      { start: 2014 * 12, end: 2017 * 12, ongoing: false },
    ]);
    expect(rangesOf("Cashier | 2012 - '2015")).toHaveLength(1);
    expect(rangesOf('Cashier | 2012 -- 2015')).toHaveLength(1);
    expect(rangesOf('صراف | 2012 == 2015')).toHaveLength(1);
  });

  it('leaves words, codes and whole years alone', () => {
    for (const line of ['Room 2Oll', 'Model 1OOl-X', 'IOl2 units', 'Excel 2016 – Word 2019', 'Top 10? - yes'])
      expect(mendedDates(line)).toBe(line);
  });

  it("drops Latin letters read for a Hebrew or Arabic month between a range's year and its dash", () => {
    // "מרץ 2016 – היום" read with the month as Latin letters put after the year.
    expect(mendedDates('2016 YN - היום')).toBe('2016 - היום');
    expect(rangesOf('2016 YN - היום')).toEqual([{ start: 2016 * 12, end: 2025 * 12 + 6, ongoing: true }]);
    expect(mendedDates('2019 Ju – 2021 | نادل')).toBe('2019 – 2021 | نادل');
    // Only on a right-to-left line: an English line keeps its words.
    for (const line of ['Since 2016 QA - automation', 'Excel 2016 to - do'])
      expect(mendedDates(line)).toBe(line);
    // Nor letters before a dash that no range's end follows (an employer, a title), nor with no dash.
    for (const line of ['2018 – 2021 IBM – מפתח', '2016 Wix - מפתחת', '2016 QA מפתחת'])
      expect(mendedDates(line)).toBe(line);
  });
});

describe('date ranges wrapped by a narrow PDF column', () => {
  const now = new Date('2025-06-15T00:00:00Z');
  const rangesOf = (text: string) =>
    joinWrappedRanges(text)
      .split('\n')
      .flatMap((l) => findDateRanges(l, now));
  it('joins a head line cut after its last separator to the range on the next line', () => {
    expect(joinWrappedRanges('טכנאי מיזוג אוויר | אלקטרה שירות |\n02/2019 – 06/2014')).toBe(
      'טכנאי מיזוג אוויר | אלקטרה שירות | 02/2019 – 06/2014',
    );
    // Not a separator before a line that only begins with a year.
    expect(joinWrappedRanges('Tools |\n2019 edition of Excel')).toBe('Tools |\n2019 edition of Excel');
  });

  it('joins a head line cut inside its title, or before the separator of its range', () => {
    expect(joinWrappedRanges('Studio Kaplan Design, Tel Aviv | Industrial\nDesigner | 2017 – 2021')).toBe(
      'Studio Kaplan Design, Tel Aviv | Industrial Designer | 2017 – 2021',
    );
    expect(joinWrappedRanges('Nexite Smart Home | Senior Industrial Designer\n| 2021 – Present')).toBe(
      'Nexite Smart Home | Senior Industrial Designer | 2021 – Present',
    );
    // A head line with its own range stays whole, and so does the next job's.
    const two = 'Nexite | Designer | 2021 – Present\nKeter | Design Intern | 2016 – 2017';
    expect(joinWrappedRanges(two)).toBe(two);
    const prose = 'Led the design of thermostats | CMF and renders\nfor clients and studios across Israel';
    expect(joinWrappedRanges(prose)).toBe(prose);
  });

  it('joins a range broken after its dash, its month or its "until"', () => {
    expect(rangesOf('מנהלת רכש, מפעל "פרי הגליל" בע"מ, 04/2017 –\nהיום')).toEqual([
      { start: 2017 * 12 + 3, end: 2025 * 12 + 6, ongoing: true },
    ]);
    expect(rangesOf('Team Leader, Bezeq International — Aug\n2015 – Feb 2019')).toEqual([
      { start: 2015 * 12 + 7, end: 2019 * 12 + 2, ongoing: false },
    ]);
    expect(rangesOf('محاسب رئيسي، مكتب عيسى وشركاه، 2018 – حتى\nالآن')[0]).toMatchObject({ ongoing: true });
    expect(rangesOf('B.A. Business Administration, Reichman University, 2009 –\n2012')).toHaveLength(1);
    expect(rangesOf('Reichman University, 2009\n– 2012')).toHaveLength(1);
    expect(rangesOf('Kolker Kolker Epstein Architects, Tel Aviv | since\n2018')[0]).toMatchObject({
      start: 2018 * 12,
      ongoing: true,
    });
  });

  it('joins a right-to-left range whose dash was left at the far end of the next line', () => {
    expect(rangesOf('קניינית בכירה, רשת "מגה ספורט", 09/2012\n03/2017 –')).toEqual([
      { start: 2012 * 12 + 8, end: 2017 * 12 + 3, ongoing: false },
    ]);
  });

  it('leaves lines that only end on a year or a month alone', () => {
    expect(joinWrappedRanges('B.Sc. 2016\nExperience')).toBe('B.Sc. 2016\nExperience');
    expect(joinWrappedRanges('Available from May\nReferences on request')).toBe(
      'Available from May\nReferences on request',
    );
  });
});

describe('a range left open at the end of its line', () => {
  it('runs to today when the next line holds no end either', () => {
    expect(joinWrappedRanges('מנהלת רכש, 04/2017 -\nניהול צוות של 5 קניינים.')).toBe(
      'מנהלת רכש, 04/2017 - present\nניהול צוות של 5 קניינים.',
    );
    expect(joinWrappedRanges('Buyer, 2012 –\n2017')).toBe('Buyer, 2012 – 2017');
    expect(joinWrappedRanges('Buyer, 2012 –\nהיום')).toBe('Buyer, 2012 – היום');
  });
});

describe('Hebrew\'s "from" glued to a start with no end', () => {
  it('is a range open to this day ("מספטמבר 2016", "מ-2016")', () => {
    expect(years('מספטמבר 2016')).toBe(8.8);
    expect(years('מ-2016')).toBe(9.5);
    expect(findDateRanges('מינואר 2019', NOW)[0]?.ongoing).toBe(true);
  });

  it('leaves a range with an end, and a number that is no year, as they were', () => {
    expect(years('מספטמבר 2016 עד יוני 2019')).toBe(2.8);
    expect(years('מ-2016 עד 2019')).toBe(3);
    expect(findDateRanges('אחוז הזכאות עלה מ-82% ל-91%', NOW)).toEqual([]);
  });
});

describe('Arabic words for "to this day"', () => {
  it('end a range at now: "لليوم", "لحد الآن", "حد اليوم"', () => {
    for (const line of ['2019 – لليوم', '2019 – لحد الآن', '2019 - حد اليوم'])
      expect(findDateRanges(line, NOW)[0]?.ongoing, line).toBe(true);
  });
});

describe('round 17: words for "now" after a word for "until", in every language', () => {
  it('end a range at now: "till now", "up to now", "to present", "إلى الآن", "وحتى اليوم", "ועד עכשיו"', () => {
    for (const end of ['till now', 'until now', 'up to now', 'to present', 'to this day', 'Current', 'Today'])
      expect(years(`Waiter, Cafe Noa | 2020 – ${end}`)).toBe(5.5);
    for (const end of ['إلى الآن', 'الى الان', 'وحتى الآن', 'وحتى اليوم', 'ولغاية اليوم', 'حالياً', 'مستمر'])
      expect(years(`نادل، مقهى الزيتونة | 2020 – ${end}`)).toBe(5.5);
    for (const end of ['עד היום', 'ועד עכשיו', 'עד כה', 'הווה', 'כעת', 'נוכחית'])
      expect(years(`מלצרית, קפה נוגה | 2020 – ${end}`)).toBe(5.5);
  });

  it('are words of their own: "now" inside another word ends nothing', () => {
    expect(years('Knowledge base editor, 2020 – 2021')).toBe(1);
    expect(findDateRanges('2020 – nowhere', NOW)).toEqual([]);
  });
});

describe('round 17: a date written with its day, its month and its year', () => {
  it('is read as its month ("01/03/2019", "1.3.2019", "15-03-2019")', () => {
    expect(years('Clerk | 01/03/2019 – 30/06/2021')).toBe(2.3);
    expect(years('פקידה | 1.3.2019 – 30.6.2021')).toBe(2.3);
    expect(years('موظفة | 15-03-2019 – 30-06-2021')).toBe(2.3);
    // Month first where the middle number can be no month (12/31/2019).
    expect(years('Clerk | 03/15/2019 – 06/30/2021')).toBe(2.3);
  });
});

describe('round 17: a month written with its name and a shortened or marked year', () => {
  it('reads "Mar \'19", "Jan-2019" and the Arabic era mark "2019م"', () => {
    expect(years("Cook | Mar '19 – Jun '21")).toBe(2.3);
    expect(years('Cook | Jan-2019 – Jun-2021')).toBe(2.5);
    expect(years('طباخ | 2019م – 2021م')).toBe(2);
    expect(years('طباخ | آذار 2019م – حزيران 2021م')).toBe(2.3);
  });
});

describe('round 17: two months of one year, the year written once', () => {
  it('is a range of those months ("Mar – Jun 2021", "מרץ–יוני 2021", "آذار – حزيران 2021")', () => {
    expect(years('Seasonal picker | Mar – Jun 2021')).toBe(0.3);
    expect(years('מלקט עונתי | מרץ–יוני 2021')).toBe(0.3);
    expect(years('قاطف موسمي | آذار – حزيران 2021')).toBe(0.3);
    expect(years('قاطف موسمي | مارس – يونيو 2021')).toBe(0.3);
  });
});

describe('round 17: a range parted otherwise', () => {
  it('reads two years parted by a slash, a rare dash or "through"', () => {
    expect(years('Teacher | 2019/2021')).toBe(2);
    expect(years('Teacher | 2019 ‒ 2021')).toBe(2);
    expect(years('Teacher | 2019 ― 2021')).toBe(2);
    expect(years('Teacher | 2019 through 2021')).toBe(2);
    // An earlier year after the slash is no range.
    expect(years('Teacher | 2021/2019')).toBe(0);
  });
});

describe('round 17: an ISO month before a spaced dash and the end year', () => {
  it('is a month ("2018-01 – 2021"), where "2010-12" alone stays the years 2010 to 2012', () => {
    expect(years(slashMonths('Physio | 2018-01 – 2021'))).toBe(3);
    expect(years(slashMonths('معالج | 2016-10 – 2017-12'))).toBe(1.3);
    expect(years(slashMonths('Physio | 2010-12'))).toBe(2);
  });
});

describe('round 18: a year written before its month', () => {
  it('reads "2019 October – now", "2022, February – 2023, May" in every language', () => {
    expect(years('Analyst | 2019 October – now')).toBe(5.8);
    expect(years('Analyst | 2022, February – 2023, May')).toBe(1.3);
    expect(years('אנליסטית | 2021 ספטמבר – היום')).toBe(3.8);
    expect(years('אנליסטית | 2022, פברואר – 2023, מאי')).toBe(1.3);
    expect(years('محللة | 2021 أيلول – حتى الآن')).toBe(3.8);
    expect(years('محللة | 2022، شباط – 2023، أيار')).toBe(1.3);
  });

  it('keeps a month before its own year the month of that year', () => {
    expect(years('Analyst | 2016 – 2018, Mar 2019 – Jun 2021')).toBe(4.3);
  });
});

describe('round 18: Maghrebi and Moroccan month names', () => {
  it('reads جانفي، فيفري، أفريل، ماي، جوان، جويلية، أوت and يوليوز، غشت، شتنبر، نونبر، دجنبر', () => {
    expect(years('محاسبة | جانفي 2019 – جوان 2021')).toBe(2.5);
    expect(years('محاسبة | فيفري 2019 – أوت 2021')).toBe(2.6);
    expect(years('محاسبة | أفريل 2019 – جويلية 2021')).toBe(2.3);
    expect(years('محاسبة | ماي 2019 – غشت 2021')).toBe(2.3);
    expect(years('محاسبة | شتنبر 2019 – دجنبر 2021')).toBe(2.3);
  });
});

describe('round 18: a season before its year', () => {
  it('reads "Summer 2019", "קיץ 2019", "صيف 2019" as the season\'s middle month', () => {
    expect(years('Camp counsellor | Summer 2019 – Summer 2021')).toBe(2.1);
    expect(years('Bookkeeper | Fall 2018 – Present')).toBe(6.8);
    expect(years('מדריכה | קיץ 2019 – היום')).toBe(6);
    expect(years('מדריכה | סתיו 2018 – אביב 2021')).toBe(2.6);
    expect(years('مرشدة | صيف 2019 – حتى الآن')).toBe(6);
    expect(years('مرشدة | خريف 2018 – ربيع 2021')).toBe(2.6);
  });

  it('leaves "תל אביב" a town before a year', () => {
    expect(years('מלצרית, קפה נואר, תל אביב 2019 – 2021')).toBe(2);
  });
});

describe('round 18: a range whose dash was lost in a converted file', () => {
  it('reads two years glued ("20182020") and a month glued to the year before it ("Apr 2020Jun 2020")', () => {
    expect(years(joinWrappedRanges('20182020 Yandex, backend developer'))).toBe(2);
    expect(years(joinWrappedRanges('Apr 2020Jun 2020 Samson Logic, developer'))).toBe(0.3);
    // An earlier year second is no range; nor is a longer run of digits.
    expect(years(joinWrappedRanges('Order 20202018 shipped'))).toBe(0);
    expect(years(joinWrappedRanges('Account 1201820201'))).toBe(0);
  });

  it('puts back a month, a word for "now" and a year drawn with a space after their first glyph', () => {
    expect(years(mendedDates('Developer | December 2 019 - p resent'))).toBe(5.6);
    expect(years(mendedDates('Developer | June 2 017 - F ebruary 2 018'))).toBe(0.8);
    expect(years(mendedDates('2011  2 016'))).toBe(5);
    // A number of people is left alone.
    expect(mendedDates('a team of 2 000 users')).toBe('a team of 2 000 users');
  });
});

describe('round 20: a range written as "between" one year "and" the other, and "from the year"', () => {
  it('reads "between 2012 and 2016" in every language as that range', () => {
    expect(years('بين 2012 و2016 عملت عاملاً زراعياً في مشتل')).toBe(4);
    expect(years('between 2012 and 2016 I worked as a picker')).toBe(4);
    expect(years('בין 2012 ל2016 עבדתי כמלקט')).toBe(4);
    expect(years('בין השנים 2012 ו-2016')).toBe(4);
    expect(years('بين عامي 2012 و 2016')).toBe(4);
    expect(years('between March 2012 and June 2016')).toBe(4.3);
  });

  it('reads "משנת 2010" ("from the year 2010") as a range open to this day, with an end as that range', () => {
    expect(years('רפד עצמאי – "ריפוד", חולון, משנת 2010')).toBe(15.5);
    expect(years('משנת 2010 ועד 2015')).toBe(5);
    // (The Arabic and English forms were read before: "منذ عام 2010", "since 2010".)
    expect(years('منذ عام 2010')).toBe(15.5);
    expect(years('since 2010')).toBe(15.5);
  });

  it('leaves "between" words with no years alone', () => {
    expect(findDateRanges('between shifts and 2 sites', NOW)).toEqual([]);
    expect(findDateRanges('בין 20 ל-30 עובדים', NOW)).toEqual([]);
  });
});

describe('round 20: a start with no end after English "from" or an Arabic "as of" written with its tanween', () => {
  it('runs to today: "(from March 2019)", "From 2019:", "اعتباراً من 2019", "ابتداءً من 2019"', () => {
    expect(years('Barista, Aroma, Haifa (from March 2019)')).toBe(6.3);
    expect(years('From 2019: Barista, Aroma, Haifa')).toBe(6.5);
    expect(years('Barista, Aroma — from 2019')).toBe(6.5);
    expect(years('محاسب، شركة الكرمل، اعتباراً من 2019')).toBe(6.5);
    expect(years('ابتداءً من 2019: محاسب')).toBe(6.5);
    // (The Hebrew form was read before: "החל מ-2019".)
    expect(years('מנהלת חשבונות, החל מ-2019')).toBe(6.5);
  });

  it('leaves "from" inside a sentence, and "from … to …", as they were', () => {
    expect(findDateRanges('grew sales from 2000 to 5000 users', NOW)).toEqual([]);
    expect(years('Barista, Aroma, from 2015 to 2019')).toBe(4);
  });
});

describe("round 20: a month's name and a two-digit year at both ends of a range", () => {
  const read = (line: string) => years(fullYears(line));
  it('reads "אוג\' 23 - נוכחי", "פבר\' 23 - יול\' 23", "Aug 23 – Jan 24", "آب 23 – الآن" with their years written out', () => {
    expect(fullYears("אוג' 23 - נוכחי    מפעילת מכונה")).toBe("אוג' 2023 - נוכחי    מפעילת מכונה");
    expect(read("פבר' 23 - יול' 23   אורזת")).toBe(0.5);
    expect(read("ספט' 22 - ינו' 23   עובדת קו ייצור")).toBe(0.4);
    expect(read('Aug 23 – Jan 24, Picker, Shufersal')).toBe(0.5);
    expect(read('Sept. 19 – Dec. 21 Storekeeper')).toBe(2.3);
    expect(read('آب 23 – الآن: عاملة إنتاج')).toBe(1.9);
    expect(read('أيلول 22 – كانون الثاني 23 عاملة')).toBe(0.4);
  });

  it('reads the short Hebrew June and July ("יונ\'", "יול\'")', () => {
    expect(years("יונ' 2021 – יול' 2022")).toBe(1.2);
  });

  it('leaves a month and a day alone outside a range ("Mar 19 meeting")', () => {
    expect(fullYears('Mar 19 meeting at 10:30')).toBe('Mar 19 meeting at 10:30');
  });
});

describe('round 20: one year and how long the job lasted, no range', () => {
  const span = (line: string) => {
    const r = yearWithStatedDuration(line, NOW);
    return r && [r.start / 12, (r.end - r.start) / 12];
  };
  it("is the span from that year's start for that long, in every language", () => {
    expect(span('Chef de Partie, Dishoom, London, UK | 2019 (שנה)')).toEqual([2019, 1]);
    expect(span('Storekeeper, Rami Levy, 2015 (2 years)')).toEqual([2015, 2]);
    expect(span('מטפלת פרטית (עם קשישה בבת ים, 3 שנים) - 2003')).toEqual([2003, 3]);
    expect(span('سائق، شركة النور، 2015 (سنتان)')).toEqual([2015, 2]);
  });

  it('is nothing for a range, a year alone, or a bracket that says no length', () => {
    expect(span('Cashier 2015 – 2017 (2 years)')).toBeNull();
    expect(span('Waiter, Landwer, 2015')).toBeNull();
    expect(span('Waiter, Landwer, 2015 (part-time)')).toBeNull();
  });
});

describe('round 21: monthYearDash, a month and its year joined by a hyphen', () => {
  it('reads "06-2018–10-2021" and "03-2019 – now" in every language, not a day\'s date', () => {
    expect(years(slashMonths('DevOps Engineer @ Kaltura — 06-2018–10-2021'))).toBe(3.4);
    expect(years(slashMonths('מנהלת משמרת | 03-2019 – 09-2022'))).toBe(3.6);
    expect(years(slashMonths('محاسب | 01-2020 – 07-2021'))).toBe(1.6);
    expect(slashMonths('Born 15-03-2019')).toBe('Born 15-03-2019');
    expect(slashMonths('טלפון 03-2019876')).toBe('טלפון 03-2019876');
  });
});

describe('round 22: ranges the metamorphic probe writes otherwise', () => {
  it('parenDates / datesFirst: a range left open before a closing bracket or a bar runs to today', () => {
    expect(joinWrappedRanges('אופה ראשית, מאפיית "השדה", רחובות (2018-)')).toBe(
      'אופה ראשית, מאפיית "השדה", רחובות (2018- present)',
    );
    expect(joinWrappedRanges('2018- | Head Baker | Bread Basket, Rehovot')).toBe(
      '2018- present | Head Baker | Bread Basket, Rehovot',
    );
    expect(joinWrappedRanges('2018 – | خبازة رئيسية | مخبز "القمح"، الناصرة')).toBe(
      '2018 – present | خبازة رئيسية | مخبز "القمح"، الناصرة',
    );
    // (A range with its end is left as it is.)
    expect(joinWrappedRanges('Baker (2012 – 2018)')).toBe('Baker (2012 – 2018)');
  });

  it('shortYearRange: an end year written with two digits ("2019-21", "2006–13")', () => {
    expect(fullYears('נהג חלוקה – שטראוס – 2006–13')).toBe('נהג חלוקה – שטראוס – 2006–2013');
    expect(fullYears('Delivery driver, Strauss, 2019-21')).toBe('Delivery driver, Strauss, 2019-2021');
    expect(fullYears('سائق شاحنة – 1998 – 02')).toBe('سائق شاحنة – 1998 – 2002');
    // (Not a year and its month, a phone, a date, nor an end before the start or 45 years on.)
    expect(fullYears('2010-12 – 2013-05')).toBe('2010-12 – 2013-05');
    expect(fullYears('050-3386217, 15.03.2019-21')).toBe('050-3386217, 15.03.2019-21');
    expect(fullYears('ISO 2015-12-01')).toBe('ISO 2015-12-01');
    expect(fullYears('2019-87')).toBe('2019-87');
  });
});

describe('round 22: how long a job lasted, its number written as a word', () => {
  it('reads the number word in each language', () => {
    expect(statedMonths('two years')).toBe(24);
    expect(statedMonths('Distribution Driver — Coca-Cola Israel (three years)')).toBe(36);
    expect(statedMonths('נהג חלוקה, תנובה – שלוש שנים')).toBe(36);
    expect(statedMonths('سائق توزيع، شركة النور (أربع سنوات)')).toBe(48);
    expect(statedMonths('eight months')).toBe(8);
    // (A number word inside a word is none: "often years" is no duration.)
    expect(statedMonths('often years')).toBe(0);
  });
});

describe('round 22: long runs before a year and in a wrapped head line', () => {
  it('puts a year split by a PDF together after a month and a run of 5,000 spaces', () => {
    const spaces = ' '.repeat(5000);
    expect(mendedDates(`December${spaces}2 019 - 2 021`).endsWith(' 2019 - 2021')).toBe(true);
    expect(mendedDates(`דצמבר${spaces}2 019 – 2 021`).endsWith(' 2019 – 2021')).toBe(true);
    expect(mendedDates(`ديسمبر${spaces}2 019 – 2 021`).endsWith(' 2019 – 2021')).toBe(true);
  });

  it('joins a head line of 2,000 separators cut inside its title to its dates', () => {
    const pipes = ' | '.repeat(2000);
    expect(joinWrappedRanges(`Studio Kaplan${pipes}Industrial\nDesigner | 2017 – 2021`)).not.toContain('\n');
    expect(joinWrappedRanges(`סטודיו קפלן${pipes}מעצבת\nתעשייתית | 2017 – 2021`)).not.toContain('\n');
    expect(joinWrappedRanges(`استوديو كبلان${pipes}مصممة\nصناعية | 2017 – 2021`)).not.toContain('\n');
  });
});
