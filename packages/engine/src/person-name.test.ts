import { describe, expect, it } from 'vitest';
import { findFullName } from './person-name.ts';
import { parseResume } from './resume-fields.ts';

describe('full name', () => {
  it('takes the first line that reads as a name', () => {
    expect(findFullName(['דנה לוי', 'מפתחת Full Stack | dana@example.com'])).toBe('דנה לוי');
    expect(findFullName(['Curriculum Vitae', 'John Smith | Data Analyst'])).toBe('John Smith');
    expect(findFullName(['السيرة الذاتية', 'أحمد محمود خليل', 'هاتف: 050-7654321'])).toBe('أحمد محمود خليل');
    expect(findFullName(['Mohammad Abu-Hussein', 'Haifa'])).toBe('Mohammad Abu-Hussein');
  });

  it('takes a name that a town spells almost alike as a name ("רינה", the town "ריינה")', () => {
    expect(findFullName(['רינה אזולאי', 'טלפון: 052-765-1111'])).toBe('רינה אזולאי');
  });

  it('reads the name after "קורות חיים של", "Resume of", "السيرة الذاتية لـ"', () => {
    expect(findFullName(['קורות חיים של יוסי כהן', 'yossi@example.com'])).toBe('יוסי כהן');
    expect(findFullName(['Resume of Dana Levi', 'dana@example.com'])).toBe('Dana Levi');
    expect(findFullName(['السيرة الذاتية لـ رنا خطيب', '050-1234567'])).toBe('رنا خطيب');
  });

  it('leaves out a nickname in brackets', () => {
    expect(findFullName(['Maria Ivanova (Masha)', 'maria@example.com'])).toBe('Maria Ivanova');
    expect(findFullName(['שרון (שרי) לוי', '052-1234567'])).toBe('שרון לוי');
  });

  it('leaves out a nickname in quotes between the names', () => {
    expect(findFullName(['Daniel "Dani" Rosen', '(+972) 52-111-2233', 'dani.r@example.com'])).toBe(
      'Daniel Rosen',
    );
    expect(findFullName(['אברהם "אבי" כהן', '050-1234567'])).toBe('אברהם כהן');
    expect(findFullName(['يوسف «جو» حداد', '050-1234567'])).toBe('يوسف حداد');
    // A Hebrew abbreviation's quote is inside a word: not a nickname.
    expect(findFullName(['דנה לוי, רו"ח', '050-1234567'])).toBe('דנה לוי');
  });

  it('reads a labelled name', () => {
    expect(findFullName(['פרטים אישיים', 'שם: יעל כהן-אברהם', 'גיל: 30'])).toBe('יעל כהן-אברהם');
    expect(findFullName(['الاسم: رنا خوري'])).toBe('رنا خوري');
  });

  it('skips headings, roles, cities and plain words', () => {
    expect(findFullName(['Backend Developer', 'Tel Aviv', 'team player'])).toBe('');
    expect(findFullName(['קורות חיים', 'מנהלת חשבונות', 'ניסיון תעסוקתי'])).toBe('');
  });

  it('finds the name on a line it shares with contacts, and the spelling written first when written in two scripts', () => {
    expect(findFullName(['דוד לוי david.levi.wh@gmail.com', 'לוד'])).toBe('דוד לוי');
    expect(findFullName(['sarah.cohen@gmail.com Sarah Cohen +972 52 555 1234'])).toBe('Sarah Cohen');
    // (Round 24: the first written, as every label of a mixed resume has it; before, the e-mail's spelling.)
    const email = 'noam.friedman.dev@gmail.com';
    expect(findFullName(['נועם פרידמן | Noam Friedman'], 6, email)).toBe('נועם פרידמן');
    expect(findFullName(['Noam Friedman | נועם פרידמן'], 6, email)).toBe('Noam Friedman');
  });

  it('finds the name that heads a main column read after a sidebar of contacts, studies, lists and languages', () => {
    // A two-column page read sidebar first: the name and its headline come after the sidebar's last list,
    // and the main column's summary or experience heading is right under them.
    const hebrew = [
      'צור קשר',
      '052-4418936',
      'noa.sg@gmail.com',
      'השכלה',
      'מכללת ספיר',
      'תואר ראשון בעבודה סוציאלית',
      'הסמכות',
      'מגשרת מוסמכת – מכון גבים, 2016',
      'שפות',
      'אנגלית – טובה מאוד',
      'נועה שגיא',
      'מגשרת ויועצת זוגית',
      'ניסיון תעסוקתי',
      'מגשרת | מרכז גישור | 2016 – היום',
    ];
    expect(findFullName(hebrew, 6, 'noa.sg@gmail.com')).toBe('נועה שגיא');
    const arabic = [
      'معلومات الاتصال',
      '054-3861207',
      'التعليم',
      'الكلية الأكاديمية',
      'اللغات',
      'العبرية: جيدة جدا',
      'أحمد مصاروة',
      'الخبرة المهنية',
      'منذ 2020',
    ];
    expect(findFullName(arabic)).toBe('أحمد مصاروة');
    // A sidebar list under a heading that names experience and skills, with no year in it, is a list.
    const driver = [
      'خبرات ومهارات',
      'قيادة حافلات عامة',
      'رخصة قيادة D',
      'خالد عبد الرحمن زعبي',
      'سائق حافلة – رخصة D',
    ];
    expect(findFullName([...driver, 'الخبرة العملية', 'سائق حافلة | جليل تورز | 2022 – حتى الآن'])).toBe(
      'خالد عبد الرحمن زعبي',
    );
    const english = [
      'Get in touch',
      'Ashkelon',
      'Education',
      'Sapir College',
      'Languages',
      'English – fluent',
    ];
    expect(findFullName([...english, 'Avigail Rosenberg, CPA', 'Summary', 'Auditor with eight years…'])).toBe(
      'Avigail Rosenberg',
    );
  });

  it('gives a Latin name written in capitals as a name is written', () => {
    expect(findFullName(['MAYA GOLDSHTEIN-PERETZ', 'Procurement Manager'])).toBe('Maya Goldshtein-Peretz');
    expect(findFullName(["SEAN O'BRIEN | Chef"])).toBe("Sean O'Brien");
    expect(findFullName(['Name: KHALED BIN SALEH'])).toBe('Khaled bin Saleh');
    // Written in mixed case, it stays as written.
    expect(findFullName(['Ana McDonald-DeVries'])).toBe('Ana McDonald-DeVries');
  });

  it('leaves out a photo placeholder written before the name', () => {
    expect(findFullName(['[תמונה] רונית אלמוג', '052-1234567'])).toBe('רונית אלמוג');
    expect(findFullName(['[صورة]   منى أبو شقرة', 'هاتف: 050-1234567'])).toBe('منى أبو شقرة');
    expect(findFullName(['[Photo] Dana Levi', 'dana@example.com'])).toBe('Dana Levi');
  });

  it('takes no LinkedIn sidebar heading ("Top Skills") for the name', () => {
    const lines = [
      'Contact',
      'yael.mor@gmail.com',
      'Top Skills',
      'Forecasting',
      'Excel',
      'Languages',
      'Hebrew (Native or Bilingual)',
      'Yael Mor',
      'Demand Planner at Strauss',
      'Petah Tikva, Center District, Israel',
      'Experience',
    ];
    expect(findFullName(lines, 6, 'yael.mor@gmail.com')).toBe('Yael Mor');
  });
});

describe('a title of the profession written before the name', () => {
  it('is no part of it, in each language', () => {
    expect(findFullName(['קורות חיים – עו"ס אביטל רוזן', 'כרמיאל | 050-8827341'])).toBe('אביטל רוזן');
    expect(findFullName(['רו"ח משה לוי', '052-1234567'])).toBe('משה לוי');
    expect(findFullName(['المحامية رنا خطيب', '052-1234567'])).toBe('رنا خطيب');
    expect(findFullName(['أ. سامر حداد', '052-1234567'])).toBe('سامر حداد');
  });
});

describe('a headline that opens with the role', () => {
  it('names a workplace or a speciality after it, not the person', () => {
    expect(findFullName(['حلّاق رجالي – صالون خاص', 'سامي عودة', 'أم الفحم، 054-7730216'])).toBe('سامي عودة');
    expect(findFullName(['Pastry Chef – Private Events', 'Maya Katz', '054-7730216'])).toBe('Maya Katz');
  });

  it('leaves a name written before the role on the same line', () => {
    expect(findFullName(['דנה לוי | מפתחת Full Stack', '054-7730216'])).toBe('דנה לוי');
  });
});

describe('a credential after the name, a business or an address line near the top (from names16)', () => {
  it('leaves the credential out of the name', () => {
    expect(findFullName(['Eng. Omar Haddad', 'omar@example.com'])).toBe('Omar Haddad');
    expect(findFullName(['Tom Cohen PhD', 'tom@example.com'])).toBe('Tom Cohen');
  });

  it('takes no business or address line for the name', () => {
    expect(findFullName(['סטודיו אור', 'אורית דהן', '052-1234567'])).toBe('אורית דהן');
    expect(findFullName(['حي الزيتون', 'منى سليم', '050-1234567'])).toBe('منى سليم');
    expect(findFullName(["Rosh Ha'ayin", 'Dana Levi', 'dana@example.com'])).toBe('Dana Levi');
  });
});

describe('a trade or a headline near the name', () => {
  it('drops a trade written before the name as a title is', () => {
    expect(findFullName(['الشيف عمر حداد', 'طاهٍ رئيسي', '0521234567'])).toBe('عمر حداد');
    expect(findFullName(['השף אבי לנדאו', 'avi@example.com'])).toBe('אבי לנדאו');
    expect(findFullName(['Chef Omar Haddad', 'omar@example.com'])).toBe('Omar Haddad');
  });

  it('takes no headline that names an occupation the role list lacks for the name', () => {
    expect(
      findFullName(
        [
          'CONTACT',
          '050-1234567',
          'shira.tours@example.com',
          'SKILLS',
          'Storytelling',
          'SHIRA KATZ',
          'Licensed Tour Guide',
          'WORK HISTORY',
          'Tour Guide — 2015 – present',
        ],
        6,
        'shira.tours@example.com',
      ),
    ).toBe('Shira Katz');
  });
});

describe('lines near the top that name no person', () => {
  it('takes no school and no run of known skills for the name', () => {
    expect(findFullName(['Moscow State University', 'Python Developer'])).toBe('');
    expect(findFullName(['Spring Boot', 'Backend Developer'])).toBe('');
    expect(findFullName(['אוניברסיטת חיפה', 'dana@example.com'])).toBe('');
    expect(findFullName(['Spring Boot', 'Dana Levi', 'dana@example.com'])).toBe('Dana Levi');
  });
});

describe('round 18: a name one of whose words is a town', () => {
  it('takes it when a headline or the contacts under it show it is the name', () => {
    expect(findFullName(['אפרת יוסף', 'מורה לחינוך מיוחד', '050-6672418'])).toBe('אפרת יוסף');
    expect(findFullName(['אלעד מזרחי', '052-1234567'])).toBe('אלעד מזרחי');
    expect(findFullName(['Elad Peretz', 'Warehouse Manager', '050-1234567'])).toBe('Elad Peretz');
  });

  it('never takes the town alone', () => {
    expect(findFullName(['תל אביב', '050-1234567'])).toBe('');
    expect(findFullName(['רמת גן', 'מורה', '050-1234567'])).toBe('');
  });

  it('reads the town of a pin line under it, not the name', () => {
    const text =
      'אפרת יוסף\nמורה לחינוך מיוחד\n📞 050-6672418\n📍 בית שמש\nניסיון\nמורה, בית ספר אופק, 2018 – היום';
    expect(parseResume(text, { now: new Date('2025-06-15') }).location).toBe('beit-shemesh');
  });
});

describe('round 18: a business named after its owner', () => {
  it('is no name: the name is the line that has no trade after it', () => {
    expect(findFullName(['Yael Ben Cosmetics', 'יעל בן', 'קוסמטיקאית', '050-1111111'])).toBe('יעל בן');
    expect(findFullName(['Noa Levi Photography', 'Noa Levi', 'Photographer'])).toBe('Noa Levi');
    expect(findFullName(['דנה כהן עיצובים', 'דנה כהן', 'מעצבת פנים'])).toBe('דנה כהן');
  });
});

describe('a CV with no name line', () => {
  it('takes no name from a part after prose or a degree, nor from a skills item with prose beside it', () => {
    expect(
      findFullName(['Developing a responsive website on Angular, Material Design.', 'Web Developer']),
    ).toBe('');
    expect(findFullName(["Master's degree, Computer Software", 'Experience'])).toBe('');
    expect(
      findFullName([
        'Skills summary',
        'Backend development [Python, Django]',
        'Mid-level Kubernetes, Elastic Search. Mentoring. Team leading',
        'Languages English (fluent)',
        'Professional Experience',
      ]),
    ).toBe('');
    expect(findFullName(['Dana Levi, BPT', 'Physiotherapist', 'Experience'])).toBe('Dana Levi');
  });
});

describe('round 19: a nickname in quotes between the names', () => {
  it('is not part of the name, in any script or kind of quote', () => {
    expect(
      findFullName(['Avi “Bibi” Mizrahi', 'Chef', 'avim.kitchen@gmail.com'], 6, 'avim.kitchen@gmail.com'),
    ).toBe('Avi Mizrahi');
    expect(findFullName(['יוסף "יוסי" אברהם', 'נהג חלוקה', '050-2214408'])).toBe('יוסף אברהם');
    expect(findFullName(['خالد «أبو علي» ناصر', 'سائق', '050-2214408'])).toBe('خالد ناصر');
  });

  it('leaves the quote of an abbreviation alone', () => {
    expect(findFullName(['ד"ר רונית אלון', 'רופאת משפחה', '050-2214408'])).toBe('רונית אלון');
  });
});

describe('round 20: the role written before the name on the first line', () => {
  it('reads the name after the role when no line holds the name alone', () => {
    const under = [
      'tomerfit@gmail.com / 054 928 3310 / Herzliya',
      'Born 1996',
      "WHAT I'VE DONE",
      'Gym — Trainer',
    ];
    expect(findFullName(['Personal Trainer — Tomer Levi', ...under])).toBe('Tomer Levi');
    expect(findFullName(['מורה לפסנתר | דנה לוי', '050-1234567', 'ניסיון', 'קונסרבטוריון'])).toBe('דנה לוי');
    expect(findFullName(['ممرضة – رنا خطيب', '050-1234567', 'الخبرة', 'مستشفى'])).toBe('رنا خطيب');
  });

  it('reads no workplace or speciality after the role as the name', () => {
    expect(findFullName(['Pastry Chef – Private Events', 'chef@example.com', 'Experience'])).toBe('');
    expect(findFullName(['حلّاق رجالي – صالون خاص', '050-1234567', 'الخبرة'])).toBe('');
  });

  it('still prefers a line that holds the name alone', () => {
    expect(findFullName(['Personal Trainer — Wingate', 'Tomer Levi', '054 928 3310'])).toBe('Tomer Levi');
  });
});

describe('round 20: a name decorated with symbols on both sides', () => {
  it('is the name without them, in each language', () => {
    const name = (text: string) => parseResume(text, { now: new Date('2025-06-15T00:00:00Z') }).fullName;
    expect(name('✿ מיכל אזולאי ✿\nקוסמטיקאית ומאפרת\n052-7781230')).toBe('מיכל אזולאי');
    expect(name('★ Dana Levi ★\nBeautician\n052-7781230')).toBe('Dana Levi');
    expect(name('❀ رنا خطيب ❀\nخبيرة تجميل\n052-7781230')).toBe('رنا خطيب');
  });
});

describe('round 20: a summary heading as the first line, over the name and its contacts', () => {
  it('titles the page: the name is under it, in each language', () => {
    const name = (text: string) => parseResume(text, { now: new Date('2025-06-15T00:00:00Z') }).fullName;
    expect(name('ملخص\nفاطمة عازم\nالطيرة | 050-9981427 | fatima@example.com')).toBe('فاطمة عازم');
    expect(name('Summary\nDana Levi\nHaifa | 050-9981427 | dana@example.com')).toBe('Dana Levi');
    expect(name('תקציר\nדנה לוי\nחיפה | 050-9981427 | dana@example.com')).toBe('דנה לוי');
  });

  it('is still a summary when prose follows it', () => {
    const name = (text: string) => parseResume(text, { now: new Date('2025-06-15T00:00:00Z') }).fullName;
    expect(name('דנה לוי\n050-9981427\nתקציר\nמנהלת חשבונות עם ניסיון של עשר שנים')).toBe('דנה לוי');
  });
});

describe('round 22: long runs beside the name', () => {
  it('reads the name before a run of 5,000 spaces and an address', () => {
    const spaces = ' '.repeat(5000);
    expect(findFullName([`דנה לוי${spaces}dana.levi@example.com`])).toBe('דנה לוי');
    expect(findFullName([`Dana Levi${spaces}dana.levi@example.com`])).toBe('Dana Levi');
    expect(findFullName([`دانة ليفي${spaces}dana.levi@example.com`])).toBe('دانة ليفي');
    expect(findFullName([`Dana Levi ${'='.repeat(5000)}dana@example.com`])).toBe('Dana Levi');
  });
});

describe('round 24: fields24 — a name written in two scripts', () => {
  const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: new Date('2025-06-15T00:00:00Z') });

  it('takes the spelling written first, whichever script the e-mail spells', () => {
    const he = parse([
      'אלי בן שושן | Eli Ben Shoshan',
      'נגר | Carpenter',
      'יקנעם עילית | 050-4473318 | eli.bs.carpentry@gmail.com',
    ]);
    expect(he.fullName).toBe('אלי בן שושן');
    const en = parse([
      'Tamar Avraham | תמר אברהם',
      'Customer Support Specialist',
      'tamar.avraham@gmail.com | 050-1122334 | הרצליה',
    ]);
    expect(en.fullName).toBe('Tamar Avraham');
    const ar = parse([
      'رامي شحادة | Rami Shehadeh',
      'مهندس برمجيات',
      'كفر ياسيف · 054-9902176 · rami.shehadeh.dev@gmail.com',
    ]);
    expect(ar.fullName).toBe('رامي شحادة');
    const enAr = parse([
      'Rami Shehadeh | رامي شحادة',
      'Embedded Software Engineer',
      'Kafr Yasif · 054-9902176 · rami.shehadeh.dev@gmail.com',
    ]);
    expect(enAr.fullName).toBe('Rami Shehadeh');
  });

  it('takes the Latin spelling the e-mail spells when a page mostly in Latin letters shows the Hebrew or Arabic one first (a PDF reader swapped them)', () => {
    const body = [
      'Experience',
      'Customer Support Specialist, Playtika — 2021 – Present',
      'Support for English-speaking players by chat and e-mail; Zendesk macros and knowledge base.',
      'Customer Service Representative, Bezeq International — 2018 – 2021',
      'Handled billing and technical calls for private customers, escalations and follow-up.',
    ];
    const he = parse([
      'תמר אברהם | Tamar Avraham',
      'Customer Support Specialist',
      'הרצליה | tamar.avraham@gmail.com | 050-1122334',
      ...body,
    ]);
    expect(he.fullName).toBe('Tamar Avraham');
    const ar = parse([
      'رامي شحادة | Rami Shehadeh',
      'Support Specialist',
      'rami.shehadeh@gmail.com | 050-1122334',
      ...body,
    ]);
    expect(ar.fullName).toBe('Rami Shehadeh');
    // On a page mostly Hebrew the first written stands, though the e-mail spells the other.
    const hebrewPage = parse([
      'תמר אברהם | Tamar Avraham',
      'נציגת שירות',
      'הרצליה | tamar.avraham@gmail.com | 050-1122334',
      'ניסיון',
      'נציגת שירות לקוחות, בזק, 2018 – 2021: מענה לפניות טלפוניות, טיפול בחיובים ובתקלות, שימור לקוחות',
    ]);
    expect(hebrewPage.fullName).toBe('תמר אברהם');
  });

  it('still lets the e-mail choose between two parts of one script', () => {
    expect(findFullName(['Dana Levi | Dana Cohen'], 6, 'dana.cohen@gmail.com')).toBe('Dana Cohen');
  });

  it('reads no town in the name written in its other script ("Ariel Mamo", "Elad Cohen")', () => {
    const he = parse([
      'אריאל ממו | Ariel Mamo',
      'IT Technician',
      'רמלה · 052-4490317 · ariel.mamo.it@gmail.com',
      'ניסיון',
      '2019 – היום | טכנאי מחשבים ומעבדות מחשבים, המכללה האקדמית אפק, רמלה',
    ]);
    expect(he.fullName).toBe('אריאל ממו');
    expect(he.location).toBe('ramla');
    const en = parse([
      'Elad Cohen | אלעד כהן',
      'Electrician',
      '052-4490317 · elad.cohen@gmail.com',
      'Address: Lod',
    ]);
    expect(en.fullName).toBe('Elad Cohen');
    expect(en.location).toBe('lod');
    const ar = parse([
      'أريئيل حداد | Ariel Haddad',
      'فني حاسوب',
      'الرملة · 052-4490317 · ariel.haddad@gmail.com',
    ]);
    expect(ar.location).toBe('ramla');
    // A town beside a name in one script is still the town.
    expect(parse(['דנה לוי | Ariel', '050-1234567 | dana.levi@gmail.com']).location).toBe('ariel');
  });
});
