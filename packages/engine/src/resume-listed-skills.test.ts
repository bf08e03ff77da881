import { describe, expect, it } from 'vitest';
import { itemsOf, joinWrappedListLines } from './listed-skills.ts';
import { parseResume } from './resume-fields.ts';
import { headingKind, LICENCES_HEADING } from './resume-sections.ts';
import { namedTools } from './resume-tools.ts';
import { findSkills } from './resume-skills.ts';

/**
 * Skills headings and the items listed under them. Each case a variant of a kind a tuning resume
 * showed.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

describe('skills headings', () => {
  it("knows skills under the person's own words and technical qualifications", () => {
    for (const heading of [
      'Toolbox',
      'Gear I work with',
      'Clinical Skills',
      'Lab skills',
      'Areas of strength',
      'ארגז כלים',
      'ידע מקצועי',
      'סקילס',
      'במה אני טוב',
      'ما أتقنه',
      'ما أجيده',
      'المؤهلات التقنية',
    ])
      expect(headingKind(heading), heading).toBe('skills');
    expect(headingKind('המכללה')).toBeNull();
  });

  it('knows skills headings of a trade, in the first person and of strengths', () => {
    for (const heading of [
      'المهارات الحرفية',
      'مهارات المطبخية',
      'תחומי חוזק',
      'מה אני יודע',
      'What I know',
      'ما أجيده',
      'מקצועיות',
    ])
      expect(headingKind(heading), heading).toBe('skills');
    expect(headingKind('المهارات في العمل')).toBeNull();
    expect(headingKind('العمل')).toBe('experience');
  });

  it('reports a one-letter language and a product with its version year from a list', () => {
    const text = 'Dana Levi\nSkills\nPython, R, SQL, Windows Server 2019\nExperience\nAnalyst, 2019 – 2022';
    const skills = parseResume(text, { now: NOW }).skills;
    expect(skills).toContain('R');
    expect(skills).toContain('Windows Server 2019');
    const dated = parseResume('Dana Levi\nSkills\nExcel, 2019 – 2022\n', { now: NOW }).skills;
    expect(dated).not.toContain('2019 – 2022');
  });

  it('never takes the acronym of a committee or a ministry for a tool', () => {
    expect(namedTools(['קבלת אישור מוועדת IRB ורישום הנתונים במערכת REDCap'])).toEqual(['REDCap']);
    expect(namedTools(['متابعة معايير هيئة FDA وتسجيل النتائج في LabWare'])).toEqual(['LabWare']);
  });

  it('never takes a country a work line names for a tool', () => {
    expect(
      namedTools(['Sourced parts from suppliers in Vietnam and Germany; tracked orders in Odoo']),
    ).toEqual(['Odoo']);
  });
});

describe('skills', () => {
  it('ends a sidebar skills list at the name that opens the main column', () => {
    const fields = parse([
      'פרטי קשר',
      '050-3334455',
      'avi.k@gmail.com',
      'Skills',
      '• ניהול מלאי',
      '• ספירות מלאי',
      '• WMS',
      'אבי כהן',
      'Warehouse Team Lead | לוגיסטיקה',
      'ניסיון',
      'Warehouse Team Lead – מחסני השרון | 2019 – היום',
    ]);
    expect(fields.fullName).toBe('אבי כהן');
    expect(fields.skills).not.toContain('אבי כהן');
    expect(fields.skills.some((s) => /Warehouse Team Lead|לוגיסטיקה/.test(s))).toBe(false);
  });

  it('keeps a longer bullet of a bulleted list of three or more as an item', () => {
    const fields = parse([
      'כישורים',
      '• עבודה עם מסופון ומערכת ניהול מחסן Priority',
      '• הדרכת עובדים',
      '• סדר וארגון',
    ]);
    expect(fields.skills).toContain('עבודה עם מסופון ומערכת ניהול מחסן Priority');
  });

  it('knows skills headings of one kind and in the person’s own words', () => {
    expect(headingKind('מיומנויות מחשב')).toBe('skills');
    expect(headingKind('Computer proficiencies')).toBe('skills');
    expect(headingKind('מה אני מביא איתי')).toBe('skills');
    expect(headingKind('What I bring')).toBe('skills');
  });

  it('keeps a standard by its number as an item', () => {
    const fields = parse(['Skills', 'ISO 14001 · Welding inspection · AutoCAD · EN 1090 · IPC-A-610']);
    expect(fields.skills).toEqual(expect.arrayContaining(['ISO 14001', 'EN 1090', 'IPC-A-610']));
  });
});

describe('skills cut by a wrap', () => {
  it('joins a product name a PDF wrapped when the resume writes it whole elsewhere', () => {
    const lines = [
      'Experience',
      'Buyer, Galil Foods | 2019 – 2024',
      '• Purchase orders in SAP PP for 40 suppliers.',
      'Skills',
      'Supplier negotiation · Excel · Priority · SAP',
      'PP · Incoterms 2020',
    ];
    const fields = parse(lines);
    expect(fields.skills).toContain('SAP PP');
    expect(fields.skills).not.toContain('PP');
    // Not written whole anywhere: two items, as before.
    const apart = parse([...lines.slice(0, 2), '• Purchase orders for 40 suppliers.', ...lines.slice(3)]);
    expect(apart.skills).not.toContain('SAP PP');
  });
});

describe('skills written in the other ways candidates write them', () => {
  it('reads a bullet that names a skill and explains it after a colon as that skill', () => {
    const skills = parse([
      'Ola Haddad',
      'Skills',
      '- Gift wrapping: wrapping the presents customers buy in the holiday season',
      '- Visual merchandising: dressing the windows and the front tables every season',
      'Experience',
      'Sales Associate, Zara, 2019 – 2023',
    ]).skills;
    expect(skills).toContain('Gift wrapping');
    expect(skills).toContain('Visual merchandising');
    expect(skills.join('|')).not.toMatch(/presents|dressing/);
    const arabic = parse([
      'سامي ناصر',
      'المهارات',
      '- مكافحة الحرائق: دورة إطفاء من سلطة الإطفاء والإنقاذ وتدريب سنوي',
      'الخبرة',
      'حارس أمن، 2018 – 2023',
    ]).skills;
    expect(arabic).toContain('مكافحة الحرائق');
    // A category and its items stays a list: "Tools: …" of one or more short names.
    const category = parse([
      'Dana Levi',
      'Skills',
      'Machines: band saw, planer, jointer',
      'Software: SketchUp Pro',
    ]).skills;
    expect(category).toEqual(expect.arrayContaining(['band saw', 'planer', 'jointer', 'SketchUp Pro']));
  });

  it("reads a table's rows without its head row and its level column", () => {
    const skills = parse([
      'מאיה כהן',
      'כישורים',
      '| מיומנות | רמה |',
      '| הרכבת רהיטים | טובה מאוד |',
      '| צביעה בתא ריסוס | מצוינת |',
      'ניסיון',
      'נגרית, 2018 – 2023',
    ]).skills;
    expect(skills).toEqual(expect.arrayContaining(['הרכבת רהיטים', 'צביעה בתא ריסוס']));
    expect(skills.join('|')).not.toMatch(/מיומנות|רמה|מאוד/);
    const english = parse([
      'Tom Berg',
      'Skills',
      '| Skill | Level |',
      '| Pipe threading | very good |',
    ]).skills;
    expect(english).toContain('Pipe threading');
    expect(english.join('|')).not.toMatch(/Skill\b|Level|very/);
  });

  it('reads a skills section written as sentences, each skill by its name', () => {
    const skills = parse([
      'Adam Cohen',
      'Skills',
      'Pruning fruit trees and grafting seedlings. Experienced with chainsaws, hedge trimmers and leaf blowers. I use Galcon controllers for irrigation schedules. Lawn care.',
      'Experience',
      'Gardener, Green Line, 2017 – 2024',
    ]).skills;
    expect(skills).toEqual(
      expect.arrayContaining([
        'Pruning fruit trees',
        'grafting seedlings',
        'chainsaws',
        'hedge trimmers',
        'leaf blowers',
        'Galcon controllers',
      ]),
    );
    expect(skills.join('|')).not.toMatch(/I use|Experienced|irrigation schedules/);
  });

  it('joins an item cut where a comma list the writer ran over lines lacks its comma', () => {
    const skills = parse([
      'רונית לוי',
      'כישורים',
      'קבלת קהל, תיוק מסמכים, ניהול יומן פגישות,',
      'הקלדה מהירה, הפקת דוחות חודשיים, מענה לפניות',
      'טלפוניות, עבודה במשמרות',
      'ניסיון',
      'מזכירה, 2016 – 2023',
    ]).skills;
    expect(skills).toContain('מענה לפניות טלפוניות');
    expect(skills).not.toContain('טלפוניות');
    // A list whose lines end without their comma is lines of their own.
    const lines = parse(['רונית לוי', 'כישורים', 'קבלת קהל, תיוק מסמכים', 'הקלדה מהירה, הפקת דוחות']).skills;
    expect(lines).toEqual(expect.arrayContaining(['תיוק מסמכים', 'הקלדה מהירה']));
  });

  it('reports an item listed alone though a licence of the list holds its name', () => {
    const skills = parse([
      'אבי כהן',
      'כישורים',
      'ציוד: מלגזה, עגורן גשר',
      'רישיונות',
      'רישיון מלגזה',
      'ניסיון',
      'מחסנאי, 2015 – 2022',
    ]).skills;
    expect(skills).toContain('מלגזה');
    expect(skills).toContain('רישיון מלגזה');
  });
});

describe('marks around listed items', () => {
  it('parts one line of items at the bullet glyphs between them', () => {
    const skills = parse([
      'דנה לוי',
      'כישורים',
      '● תספורות גברים ● צבע שורשים ● החלקות',
      'ניסיון',
      'ספרית, 2019 – 2023',
    ]).skills;
    expect(skills).toEqual(expect.arrayContaining(['תספורות גברים', 'צבע שורשים', 'החלקות']));
  });

  it('drops a rating written after an item: stars, a percentage, a mark out of five', () => {
    const skills = parse([
      'Dana Levi',
      'Skills',
      'Panel installation ★★★☆☆',
      'Conduit bending 70%',
      'Cable pulling 4/5',
      'Experience',
      'Electrician, 2019 – 2023',
    ]).skills;
    expect(skills).toEqual(
      expect.arrayContaining(['Panel installation', 'Conduit bending', 'Cable pulling']),
    );
    expect(skills.join('|')).not.toMatch(/★|%|\/5/);
  });

  it('reads "the ability to …" as the skill the lexicon names', () => {
    const skills = parse([
      'Dana Levi',
      'Skills',
      'Cash handling, the ability to work under pressure',
      'Experience',
      'Cashier, 2019 – 2023',
    ]).skills;
    expect(skills).toContain('work under pressure');
    expect(skills).not.toContain('the ability to work under pressure');
  });
});

describe('how a list groups and frames its items', () => {
  it("reads no skill from a group's name inside the list", () => {
    const skills = parse([
      'Dana Levi',
      'Skills',
      'Technical',
      'Panel installation, Conduit bending',
      'Personal',
      'Punctuality, Patience',
      'Experience',
      'Electrician, Elco, 2019 – 2023',
    ]).skills;
    expect(skills).toEqual(expect.arrayContaining(['Panel installation', 'Conduit bending']));
    expect(skills).not.toContain('Technical');
    expect(skills).not.toContain('Personal');
    const hebrew = parse([
      'דנה לוי כהן',
      'כישורים',
      'מקצועיים:',
      'הרכבת רהיטים, צביעה בתא ריסוס',
      'אישיים:',
      'אמינות, סבלנות',
    ]).skills;
    expect(hebrew.join('|')).not.toMatch(/מקצועיים|אישיים/);
  });

  it('drops the words that say how well from an item on a line of its own', () => {
    const hebrew = parse([
      'דנה לוי כהן',
      'כישורים',
      'ידע בהרכבת רהיטים',
      'שליטה במסור שולחני',
      'ניסיון',
      'נגרית, 2019 – 2023',
    ]).skills;
    expect(hebrew).toEqual(expect.arrayContaining(['הרכבת רהיטים', 'מסור שולחני']));
    const arabic = parse([
      'سمر خوري',
      'المهارات',
      'إجادة تصفيف الشعر',
      'مهارات تواصل عالية',
      'الخبرة',
      'مصففة شعر، 2019 – 2023',
    ]).skills;
    expect(arabic).toEqual(expect.arrayContaining(['تصفيف الشعر', 'مهارات تواصل']));
    expect(arabic.join('|')).not.toMatch(/إجادة|عالية/);
  });
});

describe('what a skills list holds and what only stands under it', () => {
  it('ends a list at a line of personal details, languages, education or the army', () => {
    const parsed = parse([
      'רינה כץ',
      'ניסיון',
      'טבחית, מסעדת הנמל, חיפה, 2016 – 2024',
      'כישורים',
      'בישול מוסדי, ניהול מלאי מזון',
      'שפות: עברית, רוסית',
      'מצב משפחתי: נשואה + 1',
      'שירות צבאי: 2010 – 2012, מש"קית ת"ש, חיל האוויר',
      'العمر: 34',
    ]);
    expect(parsed.skills).toEqual(expect.arrayContaining(['בישול מוסדי']));
    for (const notSkill of ['נשואה + 1', 'חיל האוויר', 'מש"קית ת"ש', 'العمر'])
      expect(parsed.skills, notSkill).not.toContain(notSkill);
    expect(parsed.jobTitles).toEqual(['טבחית']);
  });

  it('reports an item as written when it writes a known skill otherwise than its names', () => {
    const parsed = parse([
      'Lina Haddad',
      'Skills',
      'Google Analytics 4, Excel (advanced), HubSpot',
      'Experience',
      'Marketing manager, 2019 – 2024',
    ]);
    expect(parsed.skills).toContain('Google Analytics 4');
    expect(parsed.skills).not.toContain('google-analytics');
    expect(parsed.skills).toContain('Excel');
  });

  it('keeps a form by its number, and not the authority that issued a licence', () => {
    const parsed = parse([
      'מירב לוי',
      'ניסיון',
      'חשבת שכר, 2017 – 2024',
      'רישיונות',
      'רישיון יועץ פנסיוני, משרד האוצר, 2015',
      'כישורים',
      'הפקת טופס 161, דיווח 102',
    ]);
    expect(parsed.skills).toContain('הפקת טופס 161');
    expect(parsed.skills).toContain('רישיון יועץ פנסיוני');
    expect(parsed.skills).not.toContain('משרד האוצר');
  });

  it('reads no licence across a line break', () => {
    const parsed = parse([
      'Omer Dayan',
      'Skills',
      'Excel',
      'Priority',
      'רישיון נהיגה C1',
      'Experience',
      'Driver, 2019 – 2024',
    ]);
    expect(parsed.skills.some((skill) => skill.includes('\n'))).toBe(false);
    expect(parsed.skills).toContain('רישיון נהיגה C1');
  });
});

describe('round 15: a whole skills list under a heading of practice areas', () => {
  it('knows the areas a professional practises in, technical and clinical abilities, top skills', () => {
    for (const heading of [
      'תחומי עיסוק',
      'תחומי עבודה וכלים',
      'Specialties',
      'Practice areas',
      'יכולות טכניות',
      'מיומנויות קליניות',
      'Top Skills',
      'مجالات العمل',
    ])
      expect(headingKind(heading), heading).toBe('skills');
    // ("עבודה" alone heads the jobs since round 20, as "Work" and "العمل" do: no list of skills.)
    expect(headingKind('עבודה')).toBe('experience');
  });

  it("reads a lawyer's practice areas as the skills they list, not the last job's bullet", () => {
    const parsed = parse([
      'עומר חזן',
      'ניסיון מקצועי',
      'עורך דין | 2017 – 2024',
      '• ניסוח כתבי טענות וחוות דעת',
      'תחומי עיסוק',
      '• ליטיגציה מסחרית',
      '• דיני חוזים',
      '• מאגרי מידע משפטיים: נבו, תקדין',
    ]);
    expect(parsed.skills).toEqual(expect.arrayContaining(['ליטיגציה מסחרית', 'דיני חוזים', 'נבו', 'תקדין']));
    expect(parsed.skills.some((skill) => skill.includes('תחומי עיסוק'))).toBe(false);
  });
});

describe('round 15: listed items as written, not cut to a known name', () => {
  it('keeps two names written as one item with a slash, and a group name over the list no item', () => {
    const parsed = parse([
      'הילה מזרחי',
      'כלים',
      'Jira · TestRail · Postman',
      'מתודולוגיות',
      'Agile/Scrum, בדיקות רגרסיה',
      'ניסיון',
      'בודקת תוכנה | 2020 – 2024',
    ]);
    expect(parsed.skills).toContain('Agile/Scrum');
    expect(parsed.skills).not.toContain('agile');
    expect(parsed.skills).not.toContain('מתודולוגיות');
  });

  it("keeps a tool's lower-case name in brackets with its item", () => {
    const parsed = parse(['Noa Katz', 'Top Skills', 'SQL', 'Tableau', 'Python (pandas)']);
    expect(parsed.skills).toContain('Python (pandas)');
    expect(parsed.skills).not.toContain('python');
  });

  it("keeps a model's code, letters and digits together, as part of its item", () => {
    const parsed = parse([
      'Omer Shalev',
      'Gear I work with',
      'Decks: Pioneer CDJ-3000, DJM-900NXS2',
      'מיומנויות',
      '• גזי קירור R32 ו-R410A – מוסמך',
      'Experience',
      'DJ, 2013 – 2024',
    ]);
    expect(parsed.skills).toEqual(
      expect.arrayContaining(['Pioneer CDJ-3000', 'DJM-900NXS2', 'גזי קירור R32 ו-R410A']),
    );
    // (A date or a count is still no item.)
    const dated = parse(['Dana Levi', 'Skills', 'Excel, 2019 – 2022, 300 hours']).skills;
    expect(dated.filter((skill) => /\d/.test(skill))).toEqual([]);
  });
});

describe('round 15: a list in brackets after a field or after a product', () => {
  it('keeps the names that say which of a field or of a product with it (round 25: a product too)', () => {
    const parsed = parse([
      'Daniel Abutbul',
      'Technical skills',
      'Networking (TCP/IP, VLAN) – good',
      'AWS (S3, Glue)',
      'Payroll (advanced, 5 years)',
    ]);
    expect(parsed.skills).toContain('Networking (TCP/IP, VLAN)');
    expect(parsed.skills).not.toContain('VLAN');
    expect(parsed.skills).toContain('AWS (S3, Glue)');
    expect(parsed.skills).not.toContain('Glue');
    expect(parsed.skills.some((skill) => skill.includes('5 years'))).toBe(false);
    // (A right-to-left PDF moves the dash before the item and its level to the next line.)
    const pdf = parse([
      'דניאל אבוטבול',
      'יכולות טכניות',
      'Windows Server – טוב',
      '– Networking (TCP/IP, VLAN)',
      'טוב',
    ]);
    expect(pdf.skills).toContain('Networking (TCP/IP, VLAN)');
  });
});

describe('round 15: a trade named in an employer is no skill', () => {
  it('takes no field from a company named for its trade', () => {
    const parsed = parse([
      'سلمى خوري',
      'الخبرة العملية',
      'ممثلة خدمة عملاء – شركة الكهرباء، مركز الاتصال حيفا (2017 – 2019)',
      'الرد على مكالمات العملاء، معالجة شكاوى الفواتير',
    ]);
    expect(parsed.skills).not.toContain('engineering-electrical');
    const hebrew = parse([
      'דנה כהן',
      'ניסיון',
      'נציגת שירות, חברת החשמל, 2017 – 2019',
      '• מענה לפניות לקוחות',
    ]);
    expect(hebrew.skills).not.toContain('engineering-electrical');
  });
});

describe('round 15: an item in a right-to-left column lost on the PDF', () => {
  it('joins a Latin name the column wrapped as a run of its own, at any width', () => {
    expect(
      joinWrappedListLines([
        'إدارة الصف • تخطيط الدروس • التعليم المتمايز • تقييم الطلاب • Google',
        'Classroom • Mashov',
      ]),
    ).toEqual(['إدارة الصف • تخطيط الدروس • التعليم المتمايز • تقييم الطلاب • Google Classroom • Mashov']);
    expect(
      joinWrappedListLines([
        'ניהול: גיוס עובדים, שיבוץ משמרות, הדרכת צוות',
        'מכירה: עמידה ביעדים, Visual',
        'Merchandising',
      ]),
    ).toEqual(['ניהול: גיוס עובדים, שיבוץ משמרות, הדרכת צוות', 'מכירה: עמידה ביעדים, Visual Merchandising']);
    // (A name the lexicon knows alone is an item of its own: "Excel" / "Word".)
    expect(joinWrappedListLines(['מערכות: Priority, Excel', 'Word, PowerPoint'])).toEqual([
      'מערכות: Priority, Excel',
      'Word, PowerPoint',
    ]);
  });
});

describe('round 16: a list of programs under the name of what they are', () => {
  it('reads "מחשבים" and "البرامج" as skills headings, so a work line is no listed skill', () => {
    for (const heading of ['מחשבים', 'תוכנות מחשב', 'البرامج', 'برامج', 'البرمجيات'])
      expect(headingKind(heading), heading).toBe('skills');
    const hebrew = parse([
      'דנה לוי',
      'חשבת שכר',
      'ניסיון תעסוקתי',
      '2016 – היום: חשבת שכר, חברת מזון, רחובות',
      'הפקת שכר חודשית, התאמות נוכחות במערכת Synel.',
      'מחשבים',
      'חילן, מיכפל, Excel, Priority',
    ]);
    expect(hebrew.skills).toEqual(expect.arrayContaining(['חילן', 'מיכפל']));
    expect(hebrew.skills).not.toContain('הפקת שכר חודשית');
    const arabic = parse([
      'خالد زعبي',
      'مهندس مدني',
      'الخبرة العملية',
      'مهندس موقع | شركة بناء، حيفا',
      'من 03/2020 ولغاية اليوم',
      '- إعداد جداول الكميات والإشراف على أعمال الهيكل',
      'البرامج',
      'AutoCAD',
      'MS Project',
      'Primavera P6',
    ]);
    expect(arabic.skills).toEqual(expect.arrayContaining(['Primavera P6']));
    expect(arabic.skills).not.toContain('إعداد جداول الكميات');
  });
});

describe('round 17: an activity with what it is done with in brackets', () => {
  it('keeps the bracket of an activity whole, in Hebrew, Arabic and English; a product too (round 25)', () => {
    const hebrew = parse([
      'רונית שגיא',
      'כישורים',
      'ניהול משמרות, בדיקות שטח (מד לחץ, מצלמה, רחפן), אקסל',
    ]).skills;
    expect(hebrew).toContain('בדיקות שטח (מד לחץ, מצלמה, רחפן)');
    expect(hebrew).not.toContain('רחפן');
    const arabic = parse([
      'منى داود',
      'المهارات',
      'التسويق الرقمي (Canva، Meta)، خدمة الزبائن، الجرد',
    ]).skills;
    expect(arabic.some((skill) => /^التسويق الرقمي \(Canva, Meta\)$/u.test(skill))).toBe(true);
    expect(arabic).not.toContain('Meta');
    const english = parse([
      'Ben Cole',
      'Skills',
      'Soil testing (pH meter, auger), Irrigation design, Pruning',
    ]).skills;
    expect(english).toContain('Soil testing (pH meter, auger)');
    // ("Microsoft Office (Word, Excel)": one item as written, as round 25 has a product's parts.)
    const product = parse(['Ben Cole', 'Skills', 'Microsoft Office (Word, Excel), Pruning']).skills;
    expect(product).toContain('Microsoft Office (Word, Excel)');
    expect(product).not.toContain('excel');
  });
});

describe('round 17: an item named otherwise in brackets', () => {
  it('keeps a translation, a school or a product in brackets, drops a level, a count or a course note', () => {
    const skills = parse([
      'فادي سليمان',
      'المهارات',
      'صيانة المصاعد (תחזוקת מעליות)',
      'أنظمة الإنذار (Paradox)',
      'الطباعة السريعة (60 كلمة في الدقيقة)',
      'لغة الإشارة (مستوى أساسي)',
      'إسعاف أولي (دورة)',
    ]).skills;
    expect(skills).toEqual(
      expect.arrayContaining(['صيانة المصاعد (תחזוקת מעליות)', 'أنظمة الإنذار (Paradox)', 'لغة الإشارة']),
    );
    expect(skills.filter((skill) => /\d|مستوى|دورة/u.test(skill))).toEqual([]);
    const hebrew = parse(['נועה ברק', 'כישורים', 'מיון ספרים (שיטת דיואי)', 'הקלדה עיוורת (מתקדם)']).skills;
    expect(hebrew).toEqual(expect.arrayContaining(['מיון ספרים (שיטת דיואי)', 'הקלדה עיוורת']));
  });
});

describe('round 17: an item with the product it is done with after a dash', () => {
  it('keeps a Latin product name after a dash, drops a level or a duration', () => {
    const skills = parse([
      'Omer Katz',
      'Skills',
      'Laser scanning – Leica RTC360',
      'Surveying – advanced',
      'AutoCAD – 6 years',
      'ניהול מלאי – SAP',
      'برمجة المتحكمات – Arduino',
    ]).skills;
    expect(skills).toEqual(
      expect.arrayContaining([
        'Laser scanning – Leica RTC360',
        'ניהול מלאי – SAP',
        'برمجة المتحكمات – Arduino',
      ]),
    );
    expect(skills.filter((skill) => /advanced|years/u.test(skill))).toEqual([]);
  });
});

describe('round 17: skills headings of one language', () => {
  it('knows "technologies" in Arabic and "strengths" in each language', () => {
    for (const heading of [
      'التقنيات',
      'تقنيات',
      'التكنولوجيا',
      'Strengths',
      'Key strengths',
      'נקודות חוזק',
      'חוזקות',
      'Tech',
      'Tech skills',
      'ידע טכנולוגי',
      'مهارات تقنية',
    ])
      expect(headingKind(heading), heading).toBe('skills');
  });
});

describe('round 17: a level of education in another item of a skills line', () => {
  it("claims a listed field though another item names a school exam or a degree's level", () => {
    const hebrew = parse(['מיכל דהן', 'כישורים', 'ניהול כיתה, הכנה לבגרות, Google Classroom']).skills;
    expect(hebrew).toContain('ניהול כיתה');
    const arabic = parse(['سناء عمر', 'المهارات', 'إدارة الصف، التحضير لامتحانات البجروت، Kahoot']).skills;
    expect(arabic).toContain('إدارة الصف');
    // (A degree's line still says what was studied, not a skill: "B.A. Economics, …, 2015".)
    const degree = parse(['Dana Levi', 'Notes', 'B.A. Economics, Tel Aviv University, 2015']).skills;
    expect(degree).not.toContain('economics');
  });
});

describe('round 17: an authority named with a licence', () => {
  it('reports no issuer as an item and no field from its name, in each language', () => {
    const english = parse([
      'Gil Amir',
      'Licences',
      'Diving instructor licence, Israel Nature and Parks Authority (2014)',
      'Driving licence B',
    ]).skills;
    expect(english.some((skill) => /Authority/.test(skill))).toBe(false);
    const hebrew = parse([
      'רון כץ',
      'רישיונות',
      'רישיון רואה חשבון – מועצת רואי החשבון, משרד המשפטים, 2016',
    ]).skills;
    expect(hebrew).not.toContain('legal');
    const arabic = parse(['هبة علي', 'الرخص', 'رخصة صيدلي – وزارة الصحة، 2018']).skills;
    expect(arabic).not.toContain('healthcare');
  });
});

describe('round 17: "office" as a place', () => {
  it("reads no office software from a law office, an attorney's office or office moves", () => {
    for (const line of [
      '2019 – now · Associate · Cohen, Mizrahi & Co. Law Offices, Haifa',
      "Legal Intern, Haifa District Attorney's Office, 2016 – 2017",
      'Packing and carrying for house and office moves, 2015 – 2018',
    ])
      expect(
        findSkills(line).map((hit) => hit.concept.id),
        line,
      ).not.toContain('office');
    expect(findSkills('Word, Excel, Office').map((hit) => hit.concept.id)).toContain('office');
  });
});

describe("round 17: a translator's language pairs", () => {
  it('reports each direction as a skill', () => {
    const english = parse([
      'Rami Saleh',
      'Language pairs',
      'Arabic > Hebrew',
      'English > Arabic',
      'Tools',
      'Trados, memoQ',
    ]);
    expect(english.skills).toEqual(expect.arrayContaining(['Arabic > Hebrew', 'English > Arabic']));
    expect(headingKind('Language pairs')).toBe('skills');
    const hebrew = parse(['מאיה לוי', 'צמדי שפות', 'רוסית → עברית', 'אנגלית → עברית']).skills;
    expect(hebrew).toEqual(expect.arrayContaining(['רוסית → עברית', 'אנגלית → עברית']));
    const arabic = parse(['رامي صالح', 'أزواج اللغات', 'العبرية > العربية']).skills;
    expect(arabic).toContain('العبرية > العربية');
    // (A language alone, with its level, is still no skill.)
    expect(parse(['Rami Saleh', 'Languages', 'Arabic – native', 'Hebrew – fluent']).skills).toEqual([]);
  });
});

describe('round 17: an abbreviation of a kind of work in a work line', () => {
  it('reads no tool from "A/B", "E2E", "B2B" or "R&D" in any language, and still reads the products', () => {
    expect(namedTools(['• הרצת ניסויי A/B ב-Optimizely ובדיקות E2E ב-Cypress'])).toEqual([
      'Optimizely',
      'Cypress',
    ]);
    expect(namedTools(['• إدارة مبيعات B2B عبر Salesforce'])).toEqual(['Salesforce']);
    expect(namedTools(['Ran A/B tests in Optimizely and R&D reviews in Confluence'])).not.toContain('A/B');
  });
});

describe('round 18: the lines that close the last list', () => {
  it('reads no item from a hobbies or references line after the list, in Hebrew, Arabic and English', () => {
    const hebrew = parse([
      'שרון מזרחי',
      'כישורים',
      'הדבקת טפטים, צביעה, שפכטל',
      'שפות: עברית, רוסית',
      'תחביבים: שחייה, גינון',
      'ממליצים: יינתנו לפי בקשה',
    ]).skills;
    expect(hebrew).toEqual(expect.arrayContaining(['הדבקת טפטים', 'שפכטל']));
    for (const item of ['שחייה', 'גינון', 'יינתנו לפי בקשה']) expect(hebrew).not.toContain(item);
    const arabic = parse([
      'رنا خوري',
      'المهارات',
      'تصفيف الشعر، صبغ الشعر، العناية بالبشرة',
      'الهوايات: الطبخ، ركوب الدراجات',
      'المراجع: عند الطلب',
      'متزوجة، أم لثلاثة أطفال',
    ]).skills;
    expect(arabic).toEqual(expect.arrayContaining(['صبغ الشعر', 'العناية بالبشرة']));
    for (const item of ['الطبخ', 'ركوب الدراجات', 'عند الطلب', 'متزوجة', 'أم لثلاثة أطفال'])
      expect(arabic).not.toContain(item);
    const english = parse([
      'Dana Levi',
      'Skills',
      'Pastry, Sourdough baking, Plating',
      'References available upon request',
    ]).skills;
    expect(english).toContain('Sourdough baking');
    expect(english).not.toContain('References available upon request');
  });
});

describe('round 18: skills headings of a list of both kinds, of what the person does, of where skills serve', () => {
  it('reads licences-and-skills, what-I-do and skills-for headings as skills, in the three languages', () => {
    for (const heading of [
      'Licences & Skills',
      'Certifications and skills',
      'רישיונות וכישורים',
      'הסמכות ומיומנויות',
      'الرخص والمهارات',
      'What I do',
      'מה אני עושה',
      'ما أقدمه',
      'כלים בכיתה',
      'מיומנויות לעבודה במטבח',
      'Skills for the kitchen',
      'Tools in the workshop',
    ])
      expect(headingKind(heading), heading).toBe('skills');
    for (const heading of [
      'Licences',
      'רישיונות וקורסים',
      'ניסיון בהוראה',
      'Experience in sales',
      'ידע בהרכבה',
    ])
      expect(headingKind(heading), heading).not.toBe('skills');
  });
  it('claims no duty of a work line when a licences-and-skills list names the skills', () => {
    const skills = parse([
      'Omri Tal',
      'Experience',
      'Marine mechanic, Haifa Port — 2016 to Present',
      '- Overhauling diesel engines and testing gearboxes',
      'LICENCES & SKILLS',
      'Marine engineer licence; diesel overhaul; hydraulic winches',
    ]).skills;
    expect(skills).toEqual(expect.arrayContaining(['diesel overhaul', 'hydraulic winches']));
    expect(skills).not.toContain('Overhauling diesel engines');
  });
});

describe('round 18: a list written one item a line', () => {
  it('joins no line of it to the next, and reads a one-letter language on a line of its own', () => {
    expect(joinWrappedListLines(['R', 'SQL', 'Tableau', 'ETL, DAX, SSAS', 'Looker', 'dbt'])).toEqual([
      'R',
      'SQL',
      'Tableau',
      'ETL, DAX, SSAS',
      'Looker',
      'dbt',
    ]);
    const skills = parse(['Maya Ron', 'Tech', 'C', 'Rust', 'CAN, LIN, SPI', 'Zephyr', 'Git']).skills;
    expect(skills).toEqual(expect.arrayContaining(['SPI', 'Zephyr']));
    expect(skills.some((skill) => skill === 'C' || skill === 'c-lang')).toBe(true);
    expect(skills).not.toContain('SPI Zephyr');
  });
});

describe('round 18: Title Case common words in a Hebrew or Arabic line', () => {
  it('are no product; a product name, a name the lexicon or ESCO gives a skill, or a name after a system word still is', () => {
    const tools = namedTools([
      'הקמת Style Guide ו-Component Library לצוות, עבודה ב-Storybook',
      'إعداد جدول Shift Planning للطاقم والفرز الأولي (Screening) بنظام Chameleon',
      'פיתוח ב-Go, ניהול משתמשים ב-Active Directory, דוחות במערכת Budget Control',
    ]);
    expect(tools).toEqual(
      expect.arrayContaining(['Storybook', 'Chameleon', 'Go', 'Active Directory', 'Budget Control']),
    );
    for (const phrase of ['Style Guide', 'Component Library', 'Shift Planning', 'Screening'])
      expect(tools).not.toContain(phrase);
  });
});

describe('round 18: people a name describes in an English line', () => {
  it('reads no tool from "in Druze and Bedouin communities" and still reads one after "in"', () => {
    const tools = namedTools([
      'Ran workshops in Druze and Bedouin communities and tracked attendance in Airtable',
      'Home visits with Ethiopian families, notes in Salesforce',
    ]);
    expect(tools).toEqual(expect.arrayContaining(['Airtable', 'Salesforce']));
    for (const word of ['Druze', 'Bedouin', 'Ethiopian']) expect(tools).not.toContain(word);
  });
});

describe('round 18: a platform named as a contact', () => {
  it('claims no skill from "Instagram: @…" or "LinkedIn – linkedin.com/…", in any script around it', () => {
    const skills = parse([
      'Dana Cohen',
      'Instagram: @dana.nails',
      'LinkedIn – linkedin.com/in/danacohen',
      'فيسبوك: www.facebook.com/dana',
      'Skills',
      'Gel nails, Nail art, Instagram marketing',
    ]).skills;
    for (const skill of skills) expect(skill.toLowerCase()).not.toMatch(/^(?:instagram|linkedin|facebook)$/u);
    expect(skills).toContain('Gel nails');
  });
});

describe('round 18: a Hebrew licence class written with its digit after the geresh', () => {
  it('reads "רישיון נהיגה ג\'1" as a licence with its class, as "ג1\'" and "C1" are', () => {
    const skills = parse([
      'יוסי ברק',
      'ניסיון',
      '2015 – היום: נהג חלוקה, תנובה, רחובות',
      "רישיון נהיגה ג'1",
    ]).skills;
    expect(skills).toContain("רישיון נהיגה ג'1");
  });
});

describe('round 19: a licences list written as one "label: value" line', () => {
  it('reads it as a licences list under the last job, in Hebrew, Arabic and English', () => {
    const he = parse([
      'רונן אזולאי',
      'נהג אוטובוס',
      '052-3345566',
      'ניסיון:',
      '2015 - היום: נהג קו בין-עירוני, אפיקים, באר שבע.',
      'רשיונות: רשיון נהיגה D, היתר הסעת תלמידים',
      'שפות: עברית, רוסית',
    ]).skills;
    expect(he).toEqual(expect.arrayContaining(['רשיון נהיגה D', 'היתר הסעת תלמידים']));
    const ar = parse([
      'خالد منصور',
      'سائق شاحنة',
      '054-1122334',
      'الخبرة العملية',
      'سائق توزيع | شركة الجليل للتوزيع | 2016 - حتى الآن',
      'التراخيص: رخصة سياقة C1، شهادة نقل مواد خطرة',
      'المهارات: تحميل وتفريغ، تخطيط المسارات',
    ]).skills;
    expect(ar).toEqual(expect.arrayContaining(['رخصة سياقة C1', 'شهادة نقل مواد خطرة']));
    const en = parse([
      'Mark Levin',
      'Crane Operator',
      '+972 50 777 1234',
      'EXPERIENCE',
      'Tower crane operator | Solel Boneh | 2012 – present',
      'Driving licenses: C1, forklift',
      'SKILLS',
      'Rigging, load charts',
    ]).skills;
    expect(en.join(' | ')).toMatch(/C1/);
    expect(en).toEqual(expect.arrayContaining(['Rigging', 'load charts']));
  });

  it('leaves a line of a job that is no licences label as it was', () => {
    const skills = parse([
      'Noa Bar',
      'Pharmacist',
      '050 123 4567',
      'EXPERIENCE',
      'Pharmacist | Super-Pharm | 2018 – present',
      'Achievements: cut dispensing errors by 30%',
      'SKILLS',
      'Compounding, patient counselling',
    ]).skills;
    expect(skills.join(' | ')).not.toMatch(/Achievements|30%/);
  });
});

describe('round 19: the methods a profession works by, as a skills heading', () => {
  it('knows methods, techniques and approaches, with what they serve, in Hebrew, Arabic and English', () => {
    for (const heading of [
      'שיטות עבודה',
      'גישות טיפוליות',
      'טכניקות',
      'Teaching methods',
      'Therapeutic approaches',
      'Modalities',
      'أساليب العلاج',
      'طرق التدريس',
    ])
      expect(headingKind(heading), heading).toBe('skills');
  });

  it('reads the items of a methods line as skills', () => {
    const skills = parse([
      'Maya Cohen',
      'Occupational Therapist',
      '050 987 6543',
      'EXPERIENCE',
      'Occupational therapist | Alyn Hospital | 2016 – present',
      'Treatment methods: Sensory integration, Bobath, CO-OP',
    ]).skills;
    expect(skills).toEqual(expect.arrayContaining(['Sensory integration', 'Bobath', 'CO-OP']));
    const ar = parse([
      'ليلى حداد',
      'أخصائية نطق',
      '052 111 2233',
      'الخبرة',
      'أخصائية نطق | مستشفى الناصرة | 2018 – حتى الآن',
      'أساليب العلاج: PROMPT، العلاج بالتنغيم اللحني',
    ]).skills;
    expect(ar).toEqual(expect.arrayContaining(['PROMPT', 'العلاج بالتنغيم اللحني']));
  });
});

describe('round 19: the last item of a list before a "label: value" line', () => {
  it('keeps a broad field named last in a list whose next line opens another section', () => {
    const he = parse([
      'אורית בן דוד',
      'נציגת מכירות',
      '054-1112233',
      'ניסיון',
      'נציגת מכירות, הוט, 2018 - היום',
      'כישורים',
      'Salesforce, Priority, ניהול משא ומתן, שיווק',
      'Languages / שפות: עברית – שפת אם, אנגלית',
    ]).skills;
    expect(he).toContain('שיווק');
    const en = parse([
      'Tom Green',
      'Store Manager',
      '054-1112233',
      'EXPERIENCE',
      'Store manager, Fox, 2018 - present',
      'SKILLS',
      'SAP Retail, Priority, Visual merchandising, logistics',
      'Languages: Hebrew (native speaker), English',
    ]).skills;
    expect(en).toContain('logistics');
  });
});

describe('round 20: a heading of certifications and licences, certifications named first', () => {
  it('reads its items as the items of a licences section, in Hebrew, Arabic and English', () => {
    const he = parse([
      'יוסי כהן',
      'מפעיל עגורן',
      '050-1234567',
      'ניסיון',
      'מפעיל עגורן צריח | סולל בונה | 2012 – היום',
      'הסמכות ורישיונות',
      'רישיון מפעיל עגורן צריח',
      'רישיון נהיגה C',
      'כישורים: קריאת תוכניות הרמה, בדיקות יומיות',
    ]).skills;
    expect(he).toEqual(
      expect.arrayContaining(['רישיון מפעיל עגורן צריח', 'רישיון נהיגה C', 'קריאת תוכניות הרמה']),
    );
    const ar = parse([
      'سامي خوري',
      'سائق رافعة',
      '052-7654321',
      'الخبرة',
      'سائق رافعة | شركة البناء | 2015 - حتى الآن',
      'الشهادات والرخص',
      'رخصة سياقة C',
      'رخصة تشغيل رافعة برجية',
      'المهارات: قراءة مخططات الرفع، الفحص اليومي',
    ]).skills;
    expect(ar).toEqual(expect.arrayContaining(['رخصة سياقة C', 'رخصة تشغيل رافعة برجية']));
    const en = parse([
      'Dana Levi',
      'Crane Operator',
      '+972 50 777 1234',
      'EXPERIENCE',
      'Crane operator | Acme | 2015 – 2024',
      'Certifications & Licences',
      'Tower crane operator licence',
      'Driving licence C',
      'SKILLS',
      'Rigging, load charts',
    ]).skills;
    expect(en).toEqual(expect.arrayContaining(['Tower crane operator licence', 'Driving licence C']));
  });

  it('leaves a heading of certifications alone, or of courses, as before', () => {
    for (const heading of ['הסמכות', 'Certifications', 'الشهادات', 'Certifications and courses'])
      expect(LICENCES_HEADING.test(heading), heading).toBe(false);
    for (const heading of [
      'הסמכות ורישיונות',
      'תעודות ורישיונות',
      'Certifications and licenses',
      'الشهادات والتراخيص',
    ])
      expect(LICENCES_HEADING.test(heading), heading).toBe(true);
  });
});

describe("round 20: a listed item written with another article or number than the concept's names", () => {
  it('is reported as written, in Arabic and English; a name the concept has stays the concept', () => {
    const ar = parse([
      'محمد عامر',
      'كهربائي',
      '050-1234567',
      'المهارات',
      'قراءة مخططات، مسك دفاتر، العمل تحت الضغط',
      'الخبرة',
      'كهربائي، 2019 – 2023',
    ]).skills;
    expect(ar).toEqual(expect.arrayContaining(['قراءة مخططات', 'مسك دفاتر', 'العمل تحت الضغط']));
    expect(ar).not.toContain('electrical-drawings');
    const en = parse([
      'Dan Levi',
      'Storekeeper',
      '054-1112233',
      'SKILLS',
      'Handheld scanners, Forklift, Excel',
      'EXPERIENCE',
      'Storekeeper, 2019 – 2023',
    ]).skills;
    expect(en).toEqual(expect.arrayContaining(['Handheld scanners', 'Forklift', 'Excel']));
    const he = parse([
      'דנה כהן',
      'מחסנאית',
      '054-1112233',
      'כישורים',
      'ספירות מלאי, מלגזה',
      'ניסיון',
      'מחסנאית, 2019 – 2023',
    ]).skills;
    expect(he).toEqual(expect.arrayContaining(['ספירות מלאי', 'מלגזה']));
  });
});

describe('round 20: an English level word after an item, with no dash', () => {
  it('drops "basics" as it drops "(basic)"', () => {
    const skills = parse([
      'Michal Tal',
      'Developer',
      '054-2231876',
      'Skills: JavaScript, Figma basics, NDT basics, Public speaking',
      'Experience',
      'Developer, Acme, 2020 – 2024',
    ]).skills;
    expect(skills).toEqual(expect.arrayContaining(['Figma', 'NDT', 'Public speaking']));
    expect(skills.join(' | ')).not.toMatch(/basics/);
  });
});

describe('round 21: skillsAnd, the last item of a list joined by "and"', () => {
  it('splits it in Arabic after a product, past words whose root opens with a waw, at the first of two', () => {
    expect(itemsOf('تنسيق المواعيد، الأرشفة، الرد على الهاتف وإكسل')).toEqual([
      'تنسيق المواعيد',
      'الأرشفة',
      'الرد على الهاتف',
      'إكسل',
    ]);
    // "وجبات" (meals) is no "and" inside an item.
    expect(itemsOf('تحضير وجبات الفطور، ترتيب المخزن، تنظيف المطبخ وغسل الأواني')).toEqual([
      'تحضير وجبات الفطور',
      'ترتيب المخزن',
      'تنظيف المطبخ',
      'غسل الأواني',
    ]);
    expect(itemsOf('الفوترة، إعداد الرواتب وتسوية الحسابات والشيكات')).toEqual([
      'الفوترة',
      'إعداد الرواتب',
      'تسوية الحسابات والشيكات',
    ]);
  });
  it('splits it in Hebrew between two skills the lexicon names, or before a product', () => {
    expect(itemsOf('הכנת סלטים ורטבים, קבלת סחורה, ניהול מלאי ועבודה תחת לחץ')).toEqual([
      'הכנת סלטים ורטבים',
      'קבלת סחורה',
      'ניהול מלאי',
      'עבודה תחת לחץ',
    ]);
    expect(itemsOf('ניהול יומן, תיוק, הקלדה ואקסל')).toEqual(['ניהול יומן', 'תיוק', 'הקלדה', 'אקסל']);
  });
  it('splits it where the item after the "and" is in another script, or both sides are skills the lexicon names', () => {
    expect(itemsOf('ייעוץ תזונתי, תזונאית وتخطيط وجبات')).toEqual(['ייעוץ תזונתי', 'תזונאית', 'تخطيط وجبات']);
    expect(itemsOf('جرد، تقارير ضريبية ورواتب')).toEqual(['جرد', 'تقارير ضريبية', 'رواتب']);
  });
  it('splits it in English at a capital after a lower-case "and"', () => {
    expect(itemsOf('Ticket triage, Phone and email support, Hardware setup and Networking')).toEqual([
      'Ticket triage',
      'Phone and email support',
      'Hardware setup',
      'Networking',
    ]);
  });
  it('keeps one item what the "and" joins inside it', () => {
    expect(itemsOf('ליקוט, מלגזה, פריקה וטעינה')).toEqual(['ליקוט', 'מלגזה', 'פריקה וטעינה']);
    expect(itemsOf('Windows، صيانة الحواسيب والطابعات')).toEqual(['Windows', 'صيانة الحواسيب والطابعات']);
    expect(itemsOf('Excel, Blood counts and biochemistry')).toEqual([
      'Excel',
      'Blood counts and biochemistry',
    ]);
  });
});

describe('round 21: shortYear, a birth date with a two-digit year after the list', () => {
  it('is no skill, in each language', () => {
    for (const lines of [
      ['Skills', 'Facials, Peeling, Waxing', 'Languages: Hebrew, English', 'Born 10/08/95'],
      ['כישורים', 'טיפולי פנים, פילינג, שעווה', 'שפות: עברית, אנגלית', 'ילידת 10.08.95'],
      ['المهارات', 'تنظيف البشرة، تقشير، إزالة الشعر', 'اللغات: العربية، العبرية', 'مواليد 10/08/95'],
    ]) {
      const skills = parse([
        'Dana Levi',
        'dana.l@gmail.com',
        'Experience',
        'Cosmetician | Spa | 2019 – 2024',
        ...lines,
      ]).skills;
      expect(skills).toHaveLength(3);
      expect(skills.join(' ')).not.toMatch(/95/);
    }
  });
});

describe('round 22: long runs in a skills line', () => {
  it('lists the other items of a line with a run of 5,000 opening brackets in it', () => {
    const run = '('.repeat(5000);
    expect(parse(['כישורים', `אקסל, ${run}Jira, SQL`]).skills).toEqual(['jira', 'אקסל', 'SQL']);
    expect(parse(['Skills', `Excel, ${run}Jira, SQL`]).skills).toEqual(['jira', 'Excel', 'SQL']);
    expect(parse(['المهارات', `إكسل، ${run}Jira، SQL`]).skills).toEqual(['jira', 'إكسل', 'SQL']);
  });

  it('reads a level, a rating and a dash after an item past long runs of spaces and dashes', () => {
    expect(
      parse(['Skills', `Excel (Advanced), Jira ${' '.repeat(5000)}★★★★, SQL - ${'-'.repeat(3000)}`]).skills,
    ).toEqual(['Excel', 'Jira', 'SQL']);
  });
});

describe('round 22: long runs before a one-letter language in a list', () => {
  it('reads "C" after a run of 5,000 spaces or 3,000 lines in its list', () => {
    expect(parse(['Skills', `Java,${' '.repeat(5000)}C, Python`]).skills).toEqual(['Java', 'C', 'Python']);
    expect(parse(['כישורים', `Java,${'\n'.repeat(3000)} C, Python`]).skills).toEqual([
      'c-lang',
      'Java',
      'Python',
    ]);
    expect(parse(['المهارات', `Java،${' '.repeat(5000)}C، Python`]).skills).toEqual(['Java', 'C', 'Python']);
  });
});

describe('round 23: skills23 — a product named with its system noun, a licence with its issuer', () => {
  it('reports a listed product after its program or system noun as written ("برنامج Priority")', () => {
    expect(parse(['כישורים', 'תוכנת Priority, מערכת חשבשבת, ניהול מלאי']).skills).toEqual([
      'תוכנת Priority',
      'מערכת חשבשבת',
      'ניהול מלאי',
    ]);
    expect(parse(['المهارات', 'برنامج Priority، إدارة المخزون']).skills).toEqual([
      'برنامج Priority',
      'إدارة المخزون',
    ]);
  });

  it('still reports a kind of system by its concept ("نظام CRM", "מערכת ERP")', () => {
    expect(parse(['المهارات', 'نظام CRM، إدارة المخزون']).skills).toEqual(['نظام CRM', 'إدارة المخزون']);
    expect(parse(['Skills', 'CRM system, Excel']).skills).toEqual(['CRM system', 'Excel']);
  });

  it('drops the issuing authority in brackets after a licence ("(משרד המשפטים)", "(Ministry of Justice)")', () => {
    expect(parse(['רישיונות', 'רישיון סוכן ביטוח (רשות שוק ההון)']).skills).toEqual(['רישיון סוכן ביטוח']);
    expect(parse(['Licences', 'Real estate broker licence (Ministry of Justice)']).skills).toEqual([
      'Real estate broker licence',
    ]);
    expect(parse(['الرخص', 'رخصة وسيط عقارات (وزارة العدل)']).skills).toEqual(['رخصة وسيط عقارات']);
  });
});

describe('round 23: skills23 — one licence under a heading of its own in the singular', () => {
  it('reads the licence under "LICENCE", "רישיון", "الرخصة" as a licences list\'s item', () => {
    const head = ['Education', 'B.Sc. Nursing, Ariel University, 2015', ''];
    expect(parse([...head, 'LICENCE', 'Ministry of Health nursing licence']).skills).toEqual([
      'Ministry of Health nursing licence',
    ]);
    expect(
      parse(['השכלה', 'תואר ראשון בסיעוד, 2015', '', 'רישיון', 'רישיון סיעוד של משרד הבריאות']).skills,
    ).toEqual(['רישיון סיעוד של משרד הבריאות']);
    expect(
      parse(['التعليم', 'بكالوريوس تمريض، 2015', '', 'الرخصة', 'رخصة تمريض من وزارة الصحة']).skills,
    ).toEqual(['رخصة تمريض من وزارة الصحة']);
  });
});

describe('round 23: skills23 — a work line\'s tool that a listed item holds after "and"', () => {
  it('does not report "qPCR" again beside the listed "PCR ו-qPCR", "PCR وqPCR"', () => {
    expect(
      parse([
        'כישורים',
        'PCR ו-qPCR, ELISA, תרביות תאים',
        '',
        'ניסיון',
        'טכנאית מעבדה | מכון ויצמן | 2019 – היום',
        'הרצת ניסויי qPCR וניתוח תוצאות ב-GraphPad.',
      ]).skills,
    ).toEqual(['PCR ו-qPCR', 'ELISA', 'תרביות תאים', 'GraphPad']);
    expect(
      parse([
        'المهارات',
        'PCR وqPCR، ELISA، زراعة الخلايا',
        '',
        'الخبرة',
        'فنية مختبر | معهد وايزمان | 2019 – الآن',
        'إجراء تجارب qPCR وتحليل النتائج ببرنامج GraphPad.',
      ]).skills,
    ).toEqual(['PCR وqPCR', 'ELISA', 'زراعة الخلايا', 'GraphPad']);
  });
});
