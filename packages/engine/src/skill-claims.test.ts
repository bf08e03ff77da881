import { describe, expect, it } from 'vitest';
import { educationRank, levelOf } from './education.ts';
import { analyzeResume } from './resume-analysis.ts';
import { joinWrappedListLines } from './listed-skills.ts';
import { parseResume } from './resume-fields.ts';
import { findSkills } from './resume-skills.ts';
import { sameLicence } from './claimed-skills.ts';

/**
 * What counts as a skill the resume claims (issue 13, round 3): a skill is what the person lists or
 * says they do, not their title, their employer, the departments they worked with or a common
 * word of a sentence; a listed item the lexicon knows only in part is reported as written.
 */

const now = new Date('2025-06-15T00:00:00Z');
const skillsOf = (text: string) => parseResume(text, { now }).skills;

describe('a title is not a skill', () => {
  const NURSE = `Anna Kogan
Registered Nurse
anna@example.com | 054-8889990

Experience
Registered Nurse, Rambam Health Care Campus
Jan 2019 – Present
- Wound care and IV therapy on a cardiology ward.

Skills
Patient assessment, Wound care`;

  it('reads no skill from the headline or the job titles, and the skills they list', () => {
    const skills = skillsOf(NURSE);
    expect(skills).not.toContain('nursing');
    expect(skills).not.toContain('healthcare');
    expect(skills).toEqual(expect.arrayContaining(['Patient assessment', 'Wound care']));
  });

  it('reports what a skills list names, and keeps what the work lines name for matching only', () => {
    // "IV therapy" is in a job's line of a resume that lists its skills: evidence, not a claim.
    expect(skillsOf(NURSE)).not.toContain('iv-therapy');
    const analysis = analyzeResume(NURSE, { now });
    expect(analysis.workSkills).toContain('iv-therapy');
    expect(analysis.matchingSkills).toEqual(expect.arrayContaining(['iv-therapy', 'wound-care']));
  });

  it('reports the skills the work lines name when the resume lists none', () => {
    const noList = NURSE.replace(/\n\nSkills\nPatient assessment, Wound care$/, '');
    // (The duties as written since round 28, their concepts kept for matching.)
    expect(skillsOf(noList)).toEqual(expect.arrayContaining(['Wound care', 'IV therapy']));
  });

  it('reports a tool the work lines name, and a listed skill first said in a job line', () => {
    const withTool = NURSE.replace(
      '- Wound care and IV therapy',
      '- Wound care, IV therapy and charting in Excel',
    );
    const skills = skillsOf(withTool);
    expect(skills).toContain('excel');
    // "Wound care" is said in the job line before the list: the list still names it.
    expect(skills).toContain('Wound care');
    expect(skills).not.toContain('iv-therapy');
  });

  it('still matches the title for a job: the title concepts are kept apart', () => {
    const analysis = analyzeResume(NURSE, { now });
    expect(analysis.titleConcepts).toContain('nursing');
  });

  it('reads no skill from a role named in a sentence ("Data analyst with five years…")', () => {
    const skills = skillsOf(`Dana Levi
dana@example.com

Summary
Data analyst with five years of experience in SQL and Tableau.

Experience
Data Analyst | Lemonade | Feb 2022 – Present`);
    expect(skills).not.toContain('data-analysis');
    expect(skills).toEqual(expect.arrayContaining(['sql', 'tableau']));
  });

  it('reads a Hebrew and an Arabic role noun as a title ("טבח ראשי", "ممرضة مؤهلة")', () => {
    expect(skillsOf('יוסי כהן\nטבח ראשי\n\nניסיון\n2019 – היום | טבח ראשי, אולמי הגן')).not.toContain(
      'cooking',
    );
    expect(skillsOf('سلمى\nممرضة مؤهلة\n\nالخبرة\n2015 - حتى الآن: ممرضة مؤهلة في مستشفى')).not.toContain(
      'nursing',
    );
  });

  it('still counts the skill under a skills heading', () => {
    expect(skillsOf('Noa\nnoa@example.com\n\nSkills\nNursing, Triage')).toContain('Nursing');
  });
});

describe('an employer is not a skill', () => {
  it('reads no tool from the workplace on a title line', () => {
    const skills = skillsOf(`Noa Shapiro
noa@example.com

Experience
Sales Development Representative, Salesforce Israel
Jun 2018 – Dec 2020
- Booked meetings from outbound campaigns in HubSpot.`);
    expect(skills).not.toContain('salesforce');
    expect(skills).toContain('hubspot');
  });
});

describe('an employer on a dated head line of many words', () => {
  it('is not a skill, while a listed licence with its class is reported as written', () => {
    const skills = skillsOf(`خالد
khaled@example.com

الخبرة العملية
سائق توزيع – مخبز أنجل، الناصرة (2014 – 2018)

رخص
رخصة قيادة C، رخصة رافعة شوكية`);
    expect(skills).not.toContain('baking');
    expect(skills).toContain('رخصة قيادة C');
    expect(skills).not.toContain('driving');
    // Round 12: a licence is reported as written, the work it allows kept for matching.
    expect(skills).toContain('رخصة رافعة شوكية');
  });
});

describe('an employer on a head line dated in words', () => {
  // "2012 حتى 2018", "2016 עד 2020", "since 2018": dates said with a word are a head line's dates
  // as a dash is, so the employer's trade on the line (a building contractor) is no skill.
  it.each([
    ['ar', 'رامي\n\nالخبرة\nسائق تراكتور – مقاول بناء، رهط – 2012 حتى 2018\nحفر وتسوية أرض للمباني.'],
    ['he', 'רמי\n\nניסיון\nנהג טרקטור – קבלן בניין, רהט, רמת נגב – 2012 עד 2018\nחפירה ויישור קרקע.'],
    [
      'en',
      'Rami\n\nExperience\nTractor driver – Building contractor, Rahat, Negev region – since 2018\nDigging and levelling ground.',
    ],
  ])('in %s', (_, text) => {
    expect(skillsOf(text)).not.toContain('engineering-civil');
  });
});

describe('an employer on a line of its own', () => {
  it('is not a skill (the place under a title), while a described line of the job is', () => {
    const skills = skillsOf(
      'Tomer Azulay\ntomer@example.com\n\nExperience\n2012 – 2015\nLine Cook\nHotel King David, Jerusalem\n' +
        '2016 – 2019\nStorekeeper\nGoods receiving, stock counts, order picking.',
    );
    expect(skills).not.toContain('hospitality');
    expect(skills).toEqual(expect.arrayContaining(['Goods receiving', 'order picking']));
  });
});

describe('a field that is only what the work was about', () => {
  it('is not a skill when it names clients, departments or teams in a sentence', () => {
    const found = skillsOf(
      'Noa Levi\nnoa@example.com\n\nExperience\n' +
        'Closed new business with mid-market customers in retail, logistics and finance.\n' +
        'Work closely with the sales and finance departments on stock counts.\n' +
        'עבודה צמודה עם צוותי מוצר ושיווק ומחלקת המכירות.\n' +
        'Worked with product managers and UX designers in Figma.',
    );
    for (const id of ['retail', 'logistics', 'finance', 'sales', 'marketing', 'product', 'ux'])
      expect(found).not.toContain(id);
    expect(found).toContain('figma');
  });

  it('is not a skill either when a narrow PDF column wrapped the sentence', () => {
    const skills = skillsOf(
      'Noa Levi\nnoa@example.com\n\nExperience\nAccount Executive, monday.com\nJan 2021 – Present\n' +
        '- Closed new business with mid-market customers in retail,\nlogistics and finance.\n' +
        '- Ran product demos together with the marketing and\ncustomer success teams.',
    );
    for (const id of ['retail', 'logistics', 'finance', 'marketing']) expect(skills).not.toContain(id);
  });

  it('is a skill in a list under a job line, which is not part of a sentence', () => {
    const analysis = analyzeResume(
      'דני לוי\ndani@example.com\n\nניסיון\n2019 – היום | מחסנאי ראשי במרכז ההפצה של רשת שופרסל\nקבלת סחורה, סידור מלאי, ליקוט הזמנות.',
      { now },
    );
    // Shown as the resume writes the duty (a resume with no skills section), matched as logistics.
    expect(analysis.skills).toContain('סידור מלאי');
    expect(analysis.matchingSkills).toContain('logistics');
  });

  it('is a skill when said as the person’s own experience or in a list', () => {
    expect(
      findSkills('רואת חשבון עם ניסיון בביקורת ובכספים בחברות ציבוריות.').map((h) => h.concept.id),
    ).toContain('finance');
    expect(findSkills('Sales, Logistics, Retail').map((h) => h.concept.id)).toEqual(
      expect.arrayContaining(['sales', 'logistics', 'retail']),
    );
  });

  it('is not a sales pipeline when the pipelines are builds or data', () => {
    expect(
      findSkills('Moved the build to Jenkins pipelines with Docker.').map((h) => h.concept.id),
    ).not.toContain('pipeline-management');
    expect(findSkills('Managed the sales pipeline in HubSpot.').map((h) => h.concept.id)).toContain(
      'pipeline-management',
    );
  });
});

describe('a listed skill the lexicon names only in part', () => {
  const WAREHOUSE = `Daniel Mizrahi
daniel@example.com

Skills
Forklift operation
Inventory management
Priority ERP
Excel – advanced
שליטה ב-Excel

Experience
Forklift Operator, Zim Logistics
2016 – 2020`;

  it('is reported as written, not as the lexicon name inside it', () => {
    const skills = skillsOf(WAREHOUSE);
    expect(skills).toEqual(expect.arrayContaining(['Forklift operation', 'Priority ERP']));
    expect(skills).not.toContain('forklift');
    expect(skills).not.toContain('priority');
    expect(skills).not.toContain('erp');
  });

  it('is still the concept when the rest only grades or frames it ("Excel – advanced", "שליטה ב-Excel")', () => {
    const skills = skillsOf(WAREHOUSE);
    expect(skills).toContain('Excel');
    expect(skills.filter((s) => /excel/i.test(s))).toEqual(['Excel']);
    expect(skillsOf('هبة\n\nالمهارات\nالعمل تحت الضغط، نظام CRM')).toEqual(
      expect.arrayContaining(['العمل تحت الضغط', 'نظام CRM']),
    );
  });

  it('is the one skill reported when a sentence names the shorter concept too', () => {
    const skills = skillsOf(
      'Igor Petrov\nigor@example.com\n\nExperience\nElectrician, Electra (2018 – present)\n' +
        '- Fault finding on three-phase systems in office buildings.\n\nSkills\nThree-phase systems, Fault finding',
    );
    expect(skills).toContain('Three-phase systems');
    expect(skills).not.toContain('three-phase');
    expect(skills).not.toContain('office');
  });

  it('keeps the concept inside for matching', () => {
    expect(analyzeResume(WAREHOUSE, { now }).matchingSkills).toContain('forklift');
  });
});

describe('a school-leaving certificate', () => {
  it('is high school, not a post-secondary certificate ("High school diploma")', () => {
    expect(levelOf('High school diploma, Ashdod, 2012')).toBe('high_school');
    expect(levelOf('Diploma in Graphic Design, Shenkar')).toBe('certificate');
    expect(educationRank(levelOf('High school diploma'))).toBeLessThan(educationRank('certificate'));
  });
});

describe('listed items (round 4)', () => {
  it('reports a second item the same concept names under another name as written', () => {
    const skills = skillsOf(
      'سامر\nsamer@example.com\n\nالمهارات\nإدارة المخزون، قيادة رافعة شوكية، جرد المخزون',
    );
    expect(skills).toContain('إدارة المخزون');
    expect(skills).toContain('جرد المخزون');
    expect(skillsOf('Dana\ndana@example.com\n\nSkills\nExcel – advanced, MS Excel, SQL')).not.toContain(
      'MS Excel',
    );
  });

  it('keeps a longer item of a list of three or more, and reads a list of licences as skills', () => {
    const skills = skillsOf(
      'רותם\nrotem@example.com\n\nכישורים\nתכנון פעילויות, הדרכת הורים, עבודה עם ילדים על הרצף האוטיסטי\n\nרישיונות\nרישיון להפעלת במה',
    );
    expect(skills).toContain('עבודה עם ילדים על הרצף האוטיסטי');
    expect(skills).toContain('רישיון להפעלת במה');
  });
});

describe('a listed language with its level', () => {
  it('is a language, not a skill, in any of the three languages; a skill that names a language is kept', () => {
    const skills = skillsOf(
      'Noa\nnoa@example.com\n\nSkills\nExcellent English, Fluent Hebrew, Hebrew typing, Zendesk\n' +
        'שליטה מלאה באנגלית, הקלדה מהירה\nإجادة اللغة العبرية، العمل تحت الضغط',
    );
    expect(skills).toEqual(
      expect.arrayContaining(['Zendesk', 'العمل تحت الضغط', 'Hebrew typing', 'הקלדה מהירה']),
    );
    expect(skills).toHaveLength(4);
  });
});

describe('a skills list written with symbols and brackets', () => {
  it("takes any pictograph as a bullet, and a product's bracketed parts as one item (round 25)", () => {
    expect(skillsOf('Noa\nnoa@example.com\n\nכישורים\n◆ תספורות גברים\n❖ צבעי שיער')).toEqual([
      'תספורות גברים',
      'צבעי שיער',
    ]);
    expect(skillsOf('Noa\nnoa@example.com\n\nSkills\nMicrosoft Office (Word, Excel, Outlook)')).toEqual([
      'Microsoft Office (Word, Excel, Outlook)',
    ]);
  });
});

describe('a skills list wrapped by a narrow PDF column', () => {
  it('is joined back where a line at full width ends inside an item', () => {
    const skills = skillsOf(
      'Dana\ndana@example.com\n\nמיומנויות\nייעוץ תרופתי, ניפוק מרשמים, הכנת\nתרכובות, ניהול מלאי תרופות, בדיקת\nאינטראקציות בין תרופות',
    );
    expect(skills).toEqual(
      expect.arrayContaining(['הכנת תרכובות', 'בדיקת אינטראקציות בין תרופות', 'ניפוק מרשמים']),
    );
    expect(skills).not.toContain('הכנת');
  });

  it('keeps lines written apart: short lines, bullets, labels and whole items', () => {
    expect(
      joinWrappedListLines([
        'Excel, Word, PowerPoint',
        'SAP, Priority',
        '• Sourcing, Interviewing',
        'Tools: Jira',
      ]),
    ).toEqual(['Excel, Word, PowerPoint', 'SAP, Priority', '• Sourcing, Interviewing', 'Tools: Jira']);
    expect(
      joinWrappedListLines(['ניהול מלאי, קליטת סחורה, ליקוט הזמנות', 'עבודה עם מסופון, נהיגה על מלגזה']),
    ).toHaveLength(2);
    expect(joinWrappedListLines(['Cypress, Playwright', 'Selenium WebDriver', 'Postman'])).toHaveLength(3);
    expect(joinWrappedListLines(['Excel, Word', 'PowerPoint'])).toHaveLength(2);
  });

  it('joins a product name or a prefixed word a narrow column cut in two', () => {
    expect(
      joinWrappedListLines(['Windows 10/11, Office 365', 'Active Directory, Exchange', 'Online']),
    ).toEqual(['Windows 10/11, Office 365', 'Active Directory, Exchange Online']);
    expect(
      joinWrappedListLines([
        'קופירייטינג לקמפיינים • כתיבת סלוגנים • UX Writing • תוכן ל-',
        'Landing Pages • SEO • Google',
        'Ads • Meta Ads • Canva',
      ]),
    ).toEqual([
      'קופירייטינג לקמפיינים • כתיבת סלוגנים • UX Writing • תוכן ל-Landing Pages • SEO • Google Ads • Meta Ads • Canva',
    ]);
  });
});

describe('a listed skill with its level', () => {
  it('is the skill, whether the level follows a colon, a bar or a dash; a level alone is no skill', () => {
    expect(skillsOf('Noa\nnoa@example.com\n\nSkills\nExcel: advanced\nWord: advanced\nSAP | Basic')).toEqual([
      'Excel',
      'Word',
      'SAP',
    ]);
    expect(skillsOf('Noa\nnoa@example.com\n\nכישורים\nPriority – רמה בסיסית\nשירות לקוחות ★★★★★')).toEqual([
      'Priority',
      'שירות לקוחות',
    ]);
  });
});

describe("a recruiter's tools and pipeline", () => {
  it('names the applicant tracking system, and a hiring pipeline is no sales pipeline', () => {
    const skills = skillsOf(
      'Noa\nnoa@example.com\n\nExperience\n2019 – 2023 | Technical Recruiter, Wix\n• Run the hiring pipeline and reports in Greenhouse and Comeet.',
    );
    expect(skills).toEqual(expect.arrayContaining(['greenhouse', 'comeet']));
    expect(skills).not.toContain('pipeline-management');
  });
});

describe('a labelled field of study', () => {
  it('is what was studied, not a skill ("חוג: עבודה סוציאלית", "Major: Nursing")', () => {
    const skills = skillsOf(
      'Noa\nnoa@example.com\n\nהשכלה\nתואר שני\nאוניברסיטת חיפה\nחוג: עבודה סוציאלית\n\nכישורים\nהדרכת הורים',
    );
    expect(skills).toEqual(['הדרכת הורים']);
    expect(skillsOf('Noa\nnoa@example.com\n\nEducation\nB.Sc.\nMajor: Nursing')).not.toContain('nursing');
  });
});

describe('tools the work lines name by a name the lexicon does not know (round 7)', () => {
  it('reports a product named in a Hebrew or Arabic line, as written', () => {
    const skills = skillsOf(`אלון ברק
ניסיון
מאמן אישי | 2018 – היום
אימונים אישיים ומעקב התקדמות באפליקציית Trainerize ובמערכת BMS של המכון.
כישורים
אימון כוח, TRX`);
    expect(skills).toEqual(expect.arrayContaining(['Trainerize', 'BMS', 'אימון כוח', 'TRX']));
    expect(
      skillsOf(`فادي نصر الله
الخبرة
ميكانيكي سيارات | كراج النور | 2015 – حتى الآن
- تشخيص أعطال المحركات بجهاز Launch X431 وقراءة أكواد الأعطال`),
    ).toContain('Launch X431');
  });

  it('reports a name after "in", "with" or "using" in an English line, not a team, a place or a word', () => {
    const skills = skillsOf(`Dan Cohen
Experience
IT Technician, Bynet, 2019 – 2024
- User accounts in Active Directory and Microsoft 365, backups with Veeam.
- Worked with Product and Sales teams in Tel Aviv since March 2020.
- Ran the network of a 1,000-bed hospital.`);
    expect(skills).toEqual(expect.arrayContaining(['Active Directory', 'Microsoft 365', 'Veeam']));
    for (const wrong of ['Product', 'Sales', 'Tel Aviv', 'March', 'Bynet'])
      expect(skills).not.toContain(wrong);
    // "bed" is no B.Ed.
    expect(levelOf('Ran the network of a 1,000-bed hospital')).toBe('');
    expect(levelOf('BEd, Levinsky College')).toBe('bachelor');
  });

  it('does not report a tool a listed item names already, nor how long a skill was used', () => {
    const skills = skillsOf(`Guy Shimoni
Experience
Photographer, 2015 – 2025
- Editing in Lightroom for weddings and events.
Core competencies
Adobe Lightroom | 8 years
Team leadership | 5 years`);
    expect(skills).toEqual(expect.arrayContaining(['Adobe Lightroom']));
    expect(skills).not.toContain('Lightroom');
    expect(skills.some((s) => /years/.test(s))).toBe(false);
  });
});

describe('a tool the work lines name is claimed when written as a product', () => {
  // Round 11: "monitoring", "ניטור" in a job's line name the work, not a monitoring tool; the
  // product the line names beside it ("Excel") is one. (An Arabic "المراقبة" in a work line was
  // never claimed: the lexicon finds it in a list only.)
  const resumes = {
    en: `Dana Levi
Lab Technician
dana.levi@example.com | 054-1112233

Experience
Lab Technician, Teva Pharmaceuticals | 2019 – Present
- Daily monitoring of the clean rooms and reports in Excel.

Skills
Sample preparation, GMP documentation`,
    he: `יוסי כהן
מדביר מוסמך
yossi.cohen@example.com | 054-1112233

ניסיון תעסוקתי
מדביר, הדברה ירוקה בע"מ | 2018 – היום
• ניטור מזיקים במפעלי מזון ודוחות ב-Excel

כישורים
הדברה משולבת, ריסוס גינות`,
  };
  for (const [language, text] of Object.entries(resumes))
    it(`claims Excel, not monitoring (${language})`, () => {
      const skills = skillsOf(text);
      expect(skills).toContain('excel');
      expect(skills).not.toContain('monitoring');
      // Still evidence for matching.
      expect(analyzeResume(text, { now }).matchingSkills).toContain('monitoring');
    });
});

describe('a list of licences is not a skills list', () => {
  // Round 11: a resume whose only list is its licences has its duties read as its skills, as one
  // with no list at all, and each licence is a skill ("Forklift licence" is no role), as written
  // (round 12).
  it('reads the duties and the licences (he)', () => {
    const skills = skillsOf(`דוד לוי
מחסנאי
david.levi@example.com | 054-2223344

ניסיון
2016 – היום מחסנאי, מרכז הפצה שופרסל
קבלת סחורה, סידור מלאי, ליקוט הזמנות.

רישיונות
רישיון מלגזה, רישיון נהיגה C1`);
    expect(skills).toEqual(
      expect.arrayContaining(['קבלת סחורה', 'סידור מלאי', 'רישיון מלגזה', 'רישיון נהיגה C1']),
    );
  });

  it('reads the duties and the licences (ar)', () => {
    const skills = skillsOf(`سامي حداد
سائق توزيع
sami.haddad@example.com | 054-2223344

الخبرة العملية
2015 – حتى الآن: سائق توزيع، مخبز أنجل، الناصرة
• تحميل البضائع، توزيع الطلبيات على المحلات، تحصيل الدفعات.

الرخص
رخصة قيادة C1، رخصة رافعة شوكية`);
    expect(skills).toEqual(
      expect.arrayContaining(['تحميل البضائع', 'توزيع الطلبيات', 'رخصة رافعة شوكية', 'رخصة قيادة C1']),
    );
  });

  it('reads the duties and the licences (en)', () => {
    const skills = skillsOf(`Mark Stein
Warehouse Worker
mark.stein@example.com | 054-2223344

Experience
Warehouse Worker, Zim Logistics | 2016 – Present
- Goods receiving, order picking and stock counts.

Licences
Forklift licence, Driving licence C1`);
    expect(skills).toEqual(
      expect.arrayContaining(['Goods receiving', 'order picking', 'Forklift licence', 'Driving licence C1']),
    );
  });
});

describe('a tool the work lines say the person works with is a skill of a resume that lists its skills', () => {
  // Round 11: "עבודה עם משאבת ואקום ומד לחצים דיגיטלי" names two tools, as "in PRTG" names one.
  it('reports the tools as written (he)', () => {
    const skills = skillsOf(`יוסי בן חמו
טכנאי מיזוג אוויר
yossi.bh@example.com | 054-3187726

ניסיון תעסוקתי
טכנאי מיזוג אוויר | תדיראן | 03/2019 – היום
• התקנה ותחזוקה של מערכות מיזוג; עבודה עם משאבת ואקום ומד לחצים דיגיטלי.
• חלוקת העבודה על הצוות ועבודה על הגג.

כישורים
• התקנת מזגנים עיליים
• הלחמת צנרת נחושת`);
    expect(skills).toEqual(expect.arrayContaining(['משאבת ואקום', 'מד לחצים דיגיטלי']));
    expect(skills).not.toContain('משאבת');
    expect(skills.some((s) => /הצוות|הגג/.test(s))).toBe(false);
  });

  it('reports the tools as written (ar)', () => {
    const skills = skillsOf(`سلمى حداد
ممرضة
salma.haddad@example.com | 054-3187726

الخبرة العملية
ممرضة | مستشفى الناصرة | 2018 – حتى الآن
• العمل مع جهاز تخطيط القلب وجهاز قياس السكر
• توزيع العمل على الطاقم

المهارات
• رعاية المرضى
• إعطاء الأدوية`);
    expect(skills).toEqual(expect.arrayContaining(['جهاز تخطيط القلب', 'جهاز قياس السكر']));
    expect(skills.some((s) => /الطاقم/.test(s))).toBe(false);
  });
});

describe('a listed item the lexicon names with more words is reported as written', () => {
  // Round 11: two names joined by "and" ("التوظيف والمقابلات", "First aid and CPR") and a standard's
  // number after a word ("معايير ISO 22000") are items as the list writes them; their concepts are
  // for matching.
  const resume = (skillsHeading: string, items: string) => `Dana Levi
Quality Coordinator
dana.levi@example.com | 054-1112233

${skillsHeading}
${items}`;

  it.each([
    ['ar', 'المهارات', 'التوظيف والمقابلات، معايير ISO 22000', ['التوظيف والمقابلات', 'معايير ISO 22000']],
    ['he', 'כישורים', 'ניהול צוות ושירות לקוחות, תקן ISO 9001', ['ניהול צוות ושירות לקוחות', 'תקן ISO 9001']],
    ['en', 'Skills', 'First aid and CPR, ISO 9001 audits', ['First aid and CPR', 'ISO 9001 audits']],
  ])('(%s)', (_language, heading, items, expected) => {
    const read = analyzeResume(resume(heading, items), { now });
    expect(read.skills).toEqual(expect.arrayContaining(expected));
    expect(read.skills).toHaveLength(expected.length);
    // The concepts they name still match a job.
    expect(read.matchingSkills.length).toBeGreaterThan(0);
  });
});

describe('a skills list laid out as rows of two items', () => {
  // Round 11: a table of two cells a row ("X<tab>Y") lists the same items as one bullet an item; a
  // longer item is still a name there.
  const resume = (heading: string, rows: string[]) =>
    `Name Here\nname.here@example.com | 054-1112233\n\n${heading}\n${rows.join('\n')}`;

  it.each([
    [
      'he',
      'כישורים',
      ['עבודה עם קופה רושמת ומערכת Retalix\tספירת מזומנים וסגירת קופה', 'טיפול בלקוחות קשים\tעבודה בלחץ'],
      'עבודה עם קופה רושמת ומערכת Retalix',
    ],
    [
      'ar',
      'المهارات',
      ['التعامل مع الزبائن في أوقات الذروة\tإغلاق الصندوق', 'ترتيب الرفوف\tجرد البضائع'],
      'التعامل مع الزبائن في أوقات الذروة',
    ],
    [
      'en',
      'Skills',
      [
        'Cash handling and end of day reconciliation\tStock rotation',
        'Visual merchandising\tLoss prevention',
      ],
      'Cash handling and end of day reconciliation',
    ],
  ])('keeps the longer item (%s)', (_language, heading, rows, item) => {
    expect(skillsOf(resume(heading, rows))).toContain(item);
  });
});

describe('a product with a number and a tool a PDF line wrapped from its cue', () => {
  // Round 11: "Microsoft 365" is a name, not the level word "Microsoft" and a number; and a PDF
  // cuts a job's line between "in" or "במערכת" and the tool it names.
  it.each([
    ['he', 'כישורים', 'Microsoft 365'],
    ['ar', 'المهارات', 'Microsoft 365'],
    ['en', 'Skills', 'Microsoft 365'],
  ])('keeps a listed item with its number (%s)', (_language, heading, item) => {
    const skills = skillsOf(
      `Name Here\nname.here@example.com | 054-1112233\n\n${heading}\n- ${item}\n- Hardware repair`,
    );
    expect(skills).toContain(item);
  });

  it.each([
    [
      'he',
      'ניסיון תעסוקתי',
      'טכנאי מחשבים | עיריית חולון | 2019 – היום',
      '• תמיכה ב-250 משתמשים, התקנת מחשבים ומדפסות וטיפול בקריאות שירות במערכת',
      'ServiceNow.',
      'כישורים',
      'התקנת מחשבים',
    ],
    [
      'ar',
      'الخبرة العملية',
      'فني دعم | بلدية الناصرة | 2019 – حتى الآن',
      '• دعم 350 مستخدماً: تركيب الحواسيب والطابعات ومعالجة الطلبات في نظام',
      'ServiceNow.',
      'المهارات',
      'تركيب الحواسيب',
    ],
    [
      'en',
      'Experience',
      'IT Support Technician | Mediterranean Towers | 2019 – Present',
      '• First- and second-level support for 250 users: laptops, printers and accounts in',
      'Active Directory and ServiceNow.',
      'Skills',
      'Hardware repair',
    ],
  ])(
    'reads the tool on the next line (%s)',
    (_language, experience, head, line, wrapped, skillsHeading, item) => {
      const skills = skillsOf(
        `Name Here\nname.here@example.com | 054-1112233\n\n${experience}\n${head}\n${line}\n${wrapped}\n\n${skillsHeading}\n- ${item}\n- Windows`,
      );
      expect(skills).toContain('ServiceNow');
    },
  );
});

describe('a skills list line a PDF wrapped inside a name', () => {
  // Round 11: a "•" list whose separator the wrap put at the head of the next line ("… • Google" /
  // "• Ads • …"); the last word of a Latin name that ends a Hebrew or Arabic item ("…ב- Premiere" /
  // "Pro"); and a known name alone at a line's end ("…, Canva" / "Notion") stays an item.
  it.each([
    ['he', ['קופירייטינג לקמפיינים • כתיבת סלוגנים • SEO • Google', '• Ads • ניהול תוכן']],
    ['ar', ['كتابة الإعلانات • إدارة الحملات • تحسين محركات البحث SEO • Google', '• Ads • كتابة المحتوى']],
    ['en', ['Campaign copywriting • Slogan writing • Landing pages • SEO • Google', '• Ads • Meta Ads']],
  ])('joins the two halves of a "•" list name (%s)', (_language, lines) => {
    const [joined] = joinWrappedListLines(lines);
    expect(joined).toContain('Google Ads');
    const skills = skillsOf(`Name Here\nname.here@example.com | 054-1112233\n\nSkills\n${lines.join('\n')}`);
    expect(skills).toContain('Google Ads');
    expect(skills).not.toContain('Ads');
  });

  it.each([
    ['he', ['Adobe Lightroom, Photoshop, צילום סטודיו, תאורת פלאש, עריכת וידאו ב- Premiere', 'Pro']],
    [
      'ar',
      ['Adobe Lightroom، Photoshop، التصوير في الاستوديو، الإضاءة، مونتاج الفيديو ببرنامج Premiere', 'Pro'],
    ],
  ])('joins the last word of a Latin name to its item (%s)', (_language, lines) => {
    expect(joinWrappedListLines(lines)).toHaveLength(1);
    expect(joinWrappedListLines(lines)[0]).toMatch(/Premiere Pro$/);
  });

  it('keeps a known name alone at the end of a line an item of its own (en)', () => {
    const lines = ['Campaign copywriting, Slogan writing, Landing pages, SEO, Meta Ads, Canva', 'Notion'];
    expect(joinWrappedListLines(lines)).toEqual(lines);
  });
});

describe('a degree, a course or the army names no skill the person claims', () => {
  // Round 11: "nothing from a title, an employer, a degree or a course" (eval README, round 6): what
  // an education, certifications or military line names is evidence for matching only.
  it.each([
    [
      'he',
      `מיכל לוי\nבודקת תוכנה\nmichal.levi@example.com | 054-1112233\n\nניסיון תעסוקתי\n2020 – היום: בודקת תוכנה ידנית, Intel\n• כתיבת תוכניות בדיקה ודיווח באגים.\n\nהשכלה\nקורס QA ואוטומציה, 2017`,
      'qa',
    ],
    [
      'ar',
      `سهى غنايم\nمعلمة\nsuha.g@example.com | 052-8181818\n\nالمؤهلات العلمية\n2010 شهادة تدريس من وزارة التربية والتعليم\n\nالخبرة العملية\n2010 - حتى الآن: مركزة طبقة، مدرسة سخنين الثانوية\n• مرافقة الطلاب وأولياء الأمور.`,
      'teaching',
    ],
    [
      'en',
      `Avi Tene\nStorekeeper\navi.tene@example.com | 054-7575757\n\nExperience\n2016 – Present: Storekeeper, Intel Kiryat Gat\n- Goods receiving and stock counts.\n\nCertifications\nFirst aid course, Magen David Adom, 2018`,
      'first-aid',
    ],
  ])('(%s)', (_language, text, concept) => {
    const read = analyzeResume(text, { now });
    expect(read.skills).not.toContain(concept);
    expect(read.matchingSkills).toContain(concept);
  });
});

describe('a setting a work line names is where the person worked', () => {
  // Round 11: "Hospital", "מרכז רפואי", "مستشفى" on a job's line say where, not what: no skill claimed
  // (a list that names it still claims it), evidence for matching.
  it.each([
    [
      'en',
      `Sarah Cohen\nsarah.cohen@example.com | 054-1112233\n\nExperience\nCardiology Ward Secretary — Mount Sinai Hospital, New York\n2013 – 2019\n- Scheduling of admissions and discharge letters.`,
    ],
    [
      'he',
      `אורית שושן\norit@example.com | 054-2287301\n\nניסיון תעסוקתי\nמזכירה, מרכז רפואי רבין, פתח תקווה | 2018 – היום\n• קבלת מטופלים ותיאום בדיקות בבית החולים.`,
    ],
    [
      'ar',
      `منى عودة\nmona@example.com | 054-2287301\n\nالخبرة العملية\n2015 - حتى الآن: سكرتيرة في قسم الباطنية، مستشفى الناصرة الإنجليزي\n• استقبال المرضى وتنسيق الفحوصات في المستشفى.`,
    ],
  ])('(%s)', (_language, text) => {
    const read = analyzeResume(text, { now });
    expect(read.skills).not.toContain('healthcare');
    expect(read.matchingSkills).toContain('healthcare');
  });
});

describe('the label of a "category: items" line', () => {
  // Round 11: "Networking: Cisco IOS, VLANs" lists network skills; "Networking" names their kind.
  it.each([
    ['en', 'Skills', 'Networking: Cisco IOS, VLANs, OSPF, BGP', 'networking'],
    ['he', 'כישורים', 'תקשורת נתונים: Cisco IOS, VLANs, OSPF', 'networking'],
    ['ar', 'المهارات', 'شبكات الحاسوب: Cisco IOS، VLANs، OSPF', 'networking'],
  ])('is no skill of its own (%s)', (_language, heading, line, concept) => {
    const read = analyzeResume(`Name Here\nname.here@example.com | 054-1112233\n\n${heading}\n${line}`, {
      now,
    });
    expect(read.skills).not.toContain(concept);
    expect(read.skills).toEqual(expect.arrayContaining(['Cisco IOS', 'OSPF']));
    // Evidence for matching still.
    expect(read.matchingSkills).toContain(concept);
  });

  it('is the item when what follows is its grade ("רישיון נהיגה: B")', () => {
    // Round 12: a licence with its class is reported as written, its concept kept for matching.
    const text = 'Name Here\nname.here@example.com\n\nכישורים\nרישיון נהיגה: B\nExcel, Word';
    expect(skillsOf(text)).toContain('רישיון נהיגה B');
    expect(analyzeResume(text, { now }).matchingSkills).toContain('driving');
  });
});

describe('a skills list written one item a line without bullets', () => {
  // Round 11 (the probe's noBullets): the same list as with bullets; a longer item is still a name.
  it.each([
    ['he', 'כישורים', ['עבודה עם קופה רושמת ומערכת Retalix', 'ספירת מזומנים וסגירת קופה', 'עבודה בלחץ'], 0],
    ['ar', 'المهارات', ['التعامل مع الزبائن في أوقات الذروة', 'إغلاق الصندوق', 'جرد البضائع'], 0],
    ['en', 'Skills', ['Cash handling and end of day reconciliation', 'Stock rotation', 'Loss prevention'], 0],
  ])('keeps the longer item (%s)', (_language, heading, lines, at) => {
    const skills = skillsOf(
      `Name Here\nname.here@example.com | 054-1112233\n\n${heading}\n${lines.join('\n')}`,
    );
    expect(skills).toContain(lines[at]);
  });
});

describe('what a resume names that is no skill of the person', () => {
  it("reads the headline under a sidebar's last one-a-line list as the title, not a skill", () => {
    const skills = skillsOf(
      [
        'שירה לוי',
        '050-1112233',
        'כישורים',
        'ליווי יולדות',
        'הדרכת הנקה',
        'תיעוד רפואי',
        'אחות מוסמכת',
        'ניסיון',
        'מחלקת יולדות, מרכז רפואי מאיר',
        'אחות | 2019 – היום',
      ].join('\n'),
    );
    expect(skills).toEqual(expect.arrayContaining(['ליווי יולדות', 'הדרכת הנקה', 'תיעוד רפואי']));
    expect(skills).not.toContain('אחות מוסמכת');
  });

  it('reads Greenhouse, the product, only with its capital', () => {
    expect(
      findSkills('Scouting pests in pepper greenhouses and greenhouse tomatoes').map((h) => h.concept.id),
    ).not.toContain('greenhouse');
    expect(findSkills('Hiring pipelines in Greenhouse').map((h) => h.concept.id)).toContain('greenhouse');
  });

  it('reads no civil engineering from the building sites or the contractor a tradesperson worked for', () => {
    const skills = skillsOf(
      [
        'יוסי כהן',
        'ניסיון',
        'טייח ראשי, קבלני בנייה בע"מ, אתרי בנייה בצפון',
        '2016 – היום',
        '• טיוח פנים וחוץ',
        '• הכנת תערובות טיח',
      ].join('\n'),
    );
    expect(skills).not.toContain('engineering-civil');
    expect(skills).toContain('הכנת תערובות טיח');
  });

  it("reports the maker's or model's name an English work line gives a machine", () => {
    const skills = skillsOf(
      [
        'Dan Katz',
        'Skills',
        'CNC programming, Blueprint reading',
        'Experience',
        'Machinist, Elbit, 2015 – 2024',
        '- Programmed and ran DMG Mori milling centres and a Okuma lathe on two shifts',
        '- Operated forklifts in the warehouse',
      ].join('\n'),
    );
    expect(skills).toEqual(expect.arrayContaining(['DMG Mori', 'Okuma']));
    expect(skills).not.toContain('Operated');
  });
});

describe('round 16: hobbies and interests are no skills', () => {
  it('claims nothing a hobbies line names, inline after its label or under its heading', () => {
    const inline = skillsOf(
      [
        'אורטל שמעוני',
        'ניסיון מקצועי',
        '2019 – עד היום: גננת, גן חובה, נתיבות',
        '- ניהול גן חובה',
        '- שיחות הורים',
        'תחביבים: ריקוד, אפייה',
      ].join('\n'),
    );
    expect(inline).not.toContain('baking');
    expect(inline).toContain('שיחות הורים');
    const section = skillsOf(
      [
        'Dana Levi',
        'Experience',
        'Accountant, Levi & Co., Haifa, 2018 – 2024',
        '- Monthly reconciliations',
        'Skills',
        'Excel, Priority, payroll',
        'Hobbies',
        'baking, photography, hiking',
      ].join('\n'),
    );
    expect(section).not.toContain('baking');
    expect(section).toContain('Excel');
  });
});

describe('round 16: a short Latin name is not said inside another written name', () => {
  it('claims "Go" of a list that also writes "ArgoCD"', () => {
    const skills = skillsOf(
      [
        'Itay Ben-David',
        'DevOps Engineer',
        'Technical skills',
        'CI/CD: Jenkins, GitHub Actions, ArgoCD',
        'Languages: Bash, Python, Go',
        'Experience',
        'DevOps Engineer, Riskified, Tel Aviv — Mar 2021 to present',
        '- On-call rotation, incident post-mortems',
      ].join('\n'),
    );
    expect(skills).toEqual(expect.arrayContaining(['ArgoCD', 'go', 'python']));
  });
});

describe('round 17: one licence named twice', () => {
  it('reports a licence of one class once, by its longer name, in Hebrew, Arabic and English', () => {
    expect(sameLicence('רישיון C+E', 'רישיון נהיגה C+E')).toBe(true);
    expect(sameLicence('رخصة D', 'رخصة قيادة D')).toBe(true);
    expect(sameLicence('Licence C1', 'Driving licence C1')).toBe(true);
    expect(sameLicence('רישיון C1', 'רישיון נהיגה C')).toBe(false);
    expect(sameLicence('רישיון מלגזה', 'רישיון נשק')).toBe(false);
    const skills = parseResume(
      [
        'משה כהן',
        'נהג אוטובוס – רישיון D',
        'ניסיון',
        '2015 – היום נהג אוטובוס, אגד',
        'רישיונות',
        'רישיון נהיגה D',
        'רישיון מלגזה',
      ].join('\n'),
      { now: new Date('2025-06-15T00:00:00Z') },
    ).skills;
    expect(skills.filter((skill) => /D$/u.test(skill))).toEqual(['רישיון נהיגה D']);
  });
});

describe('round 17: a way of building software said in a work line', () => {
  it('claims no practice from the work lines of a resume that lists its skills, unless listed', () => {
    const text = (skills: string) =>
      [
        'Dana Levi',
        'Experience',
        'Backend Developer, Acme — 2019–2024',
        'Built REST APIs and Go microservices; ran the CI/CD pipelines on Jenkins; ETL jobs in Airflow.',
        'Skills',
        skills,
      ].join('\n');
    const unlisted = skillsOf(text('Go, Java, PostgreSQL'));
    expect(unlisted).toEqual(expect.arrayContaining(['jenkins', 'airflow']));
    expect(unlisted.filter((skill) => ['rest', 'microservices', 'ci/cd', 'etl'].includes(skill))).toEqual([]);
    const listed = skillsOf(text('Go, REST, CI/CD')).map((skill) => skill.toLowerCase());
    expect(listed).toEqual(expect.arrayContaining(['rest', 'ci/cd']));
  });
});

describe('maintenance of another thing than a building', () => {
  const ids = (text: string) => findSkills(text).map((h) => h.concept.id);

  it('is no building maintenance: phones, vehicles, servers, a sales team’s clients', () => {
    for (const line of [
      'فني صيانة هواتف ذكية وحواسيب',
      'صيانة السيارات وتشخيص الأعطال',
      'תחזוקת שרתים ורשתות',
      'שימור ותחזוקת לקוחות קיימים',
      'Vehicle maintenance and repairs',
      'Maintenance of websites for small businesses',
    ])
      expect(ids(line)).not.toContain('building-maintenance');
  });

  it('is still building maintenance when it names none: "טכנאי אחזקה", "عامل صيانة", "preventive maintenance"', () => {
    for (const line of ['טכנאי אחזקה במלון', 'عامل صيانة في فندق', 'Preventive maintenance of the plant'])
      expect(ids(line)).toContain('building-maintenance');
  });
});

describe('round 23: skills23 — the setting of a role a summary or a headline opens with', () => {
  it('claims no field from "מטפלת בגיל הרך, …", "مساعدة في روضة أطفال منذ…", "Nurse in intensive care"', () => {
    const job = (lines: string[]) => lines.join('\n');
    expect(
      skillsOf(
        job([
          'מיכל כהן',
          '',
          'מטפלת בגיל הרך, אוהבת ילדים וסבלנית.',
          '',
          'ניסיון',
          'מטפלת, מעון "פרחים", חולון, 2019–היום',
          'האכלה, החתלה, הפעלות מוזיקה.',
        ]),
      ),
    ).not.toContain('early-childhood');
    expect(
      skillsOf(
        job([
          'سلمى',
          '',
          'مساعدة في روضة أطفال منذ 6 سنوات، أحب العمل مع الأطفال.',
          '',
          'الخبرة',
          'مساعدة معلمة، روضة "الزهور"، الناصرة، 2019 – الآن',
          'تحضير وجبة الفطور، مرافقة الأطفال.',
        ]),
      ),
    ).not.toContain('early-childhood');
  });

  it('still claims a field the summary says the person works in after other words', () => {
    expect(
      skillsOf(
        'ريم\n\nمنسقة تسويق بخبرة أربع سنوات في التسويق الرقمي وإدارة الصفحات.\n\nالخبرة\nمنسقة تسويق، شركة النور، 2020 – الآن',
      ),
    ).toContain('digital-marketing');
  });
});

describe('round 23: the lead — maintenance of the cloud or of apps is no building maintenance', () => {
  const ids = (text: string) => findSkills(text).map((h) => h.concept.id);

  it.each([
    ['he', 'תחזוקה של תשתית הענן וניטור השירותים'],
    ['he', 'פיתוח ותחזוקת אפליקציות'],
    ['en', 'Cloud maintenance and monitoring'],
    ['en', 'Maintenance of applications in production'],
    ['ar', 'صيانة تطبيقات الهاتف'],
    ['ar', 'صيانة السحابة ومراقبة الخوادم'],
  ])('%s: "%s"', (_, line) => {
    expect(ids(line)).not.toContain('building-maintenance');
  });

  it('is still building maintenance: "תחזוקה של מבנה המשרדים", "صيانة المبنى"', () => {
    for (const line of ['תחזוקה של מבנה המשרדים', 'صيانة المبنى', 'Maintenance of the building'])
      expect(ids(line)).toContain('building-maintenance');
  });
});
