import { describe, expect, it } from 'vitest';
import { findEducation, levelOf } from './education.ts';
import { findFullName } from './person-name.ts';
import { findAge } from './resume-age.ts';
import { parseResume } from './resume-fields.ts';
import { headingKind } from './resume-sections.ts';
import { findSkills } from './resume-skills.ts';
import { namedTools } from './resume-tools.ts';
import { roleInLine } from './resume-titles.ts';

/** Round 8: kinds the fresh tuning resumes r149–r168 showed, each written here as a variant. */
const NOW = new Date('2025-06-15T00:00:00Z');

describe('names, round 8', () => {
  it('reads the name opening a main column after a sidebar, with the role under it or spelled by the e-mail', () => {
    const sidebar = ['Contact', '052-111-2233', 'Ashdod', 'Skills', 'Forklift operation', 'Inventory counts'];
    expect(findFullName([...sidebar, 'Noa Katz-Peretz', 'Warehouse Supervisor', 'Experience'])).toBe(
      'Noa Katz-Peretz',
    );
    expect(
      findFullName([...sidebar, 'Gil Oren', 'Logistics', 'Experience'], 6, 'gil.oren.wh@gmail.com'),
    ).toBe('Gil Oren');
    const arabic = ['للتواصل', '050-1112233', 'المهارات الفنية', '• تركيب أنظمة التكييف', '• قراءة المخططات'];
    expect(findFullName([...arabic, 'سامي النجار', 'فني تبريد وتكييف', 'الخبرة'])).toBe('سامي النجار');
  });

  it('never takes a list item for the name, nor a line after work began', () => {
    expect(
      findFullName(['יצירת קשר', '054-1112233', 'כישורים', '• ניהול צוות עובדים', '• הרכבת רהיטים']),
    ).toBe('');
    expect(
      findFullName([
        'Contact',
        '052-111-2233',
        'Ashdod',
        'Skills',
        'Forklift',
        'Excel',
        'Experience',
        'Egged Tours',
        'Tour Guide',
      ]),
    ).toBe('');
  });

  it('reads the name an English resume writes only in its e-mail, never a Hebrew one', () => {
    const lines = ['Warehouse Supervisor', 'Experience', 'Shift Lead, 2018 – 2023'];
    expect(findFullName(lines, 6, 'oren.shalev@gmail.com')).toBe('Oren Shalev');
    expect(findFullName(lines, 6, 'jobs.center@gmail.com')).toBe('');
    expect(findFullName(lines, 6, 'oren.shalev.wh@gmail.com')).toBe('');
    expect(
      findFullName(['מנהל משמרת', 'ניסיון', 'אחראי משמרת, 2018 – 2023'], 6, 'oren.shalev@gmail.com'),
    ).toBe('');
  });

  it('never takes a summary line a PDF wrapped for the name', () => {
    expect(
      findFullName([
        'קורות חיים – טכנאי מעליות',
        'על עצמי',
        'טכנאי עם ניסיון רב בתיקון מעליות',
        'ולוחות פיקוד',
        'ניסיון',
      ]),
    ).toBe('');
  });

  it('reads the name under a sign-off when the top names none', () => {
    expect(
      findFullName([
        'קורות חיים – מנעולנית מוסמכת',
        'ניסיון',
        'מנעולנית, 2015 – היום',
        'בכבוד רב,',
        'רונית שמעוני',
      ]),
    ).toBe('רונית שמעוני');
    expect(
      findFullName(['CURRICULUM VITAE', 'Experience', 'Cashier, 2019 – 2022', 'Best regards, Eyal Bar']),
    ).toBe('Eyal Bar');
    expect(findFullName(['السيرة الذاتية', 'الخبرة', 'بائع، 2018 – 2020', 'مع التحية،', 'ليلى الشامي'])).toBe(
      'ليلى الشامي',
    );
  });

  it('keeps a sign-off and signature out of the last skills list', () => {
    const text =
      'Eyal Bar\nStore Manager\nAreas of strength\nStock control; Staff scheduling\nRegards,\nEyal Bar';
    expect(parseResume(text, { now: NOW }).skills).not.toContain('Eyal Bar');
  });
});

describe('age, round 8', () => {
  it('reads a birth year after "נולד:" or "נולדה:" with a colon', () => {
    expect(findAge('נולדה: 1990', NOW)).toBe(35);
    expect(findAge('טלפון 050-1234567 | נולד: 12.01.1980', NOW)).toBe(45);
  });
});

describe('skills headings, round 8', () => {
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
      'المؤهلات التقنية',
    ])
      expect(headingKind(heading), heading).toBe('skills');
    expect(headingKind('המכללה')).toBeNull();
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

describe('education, round 8', () => {
  it('reads no degree in the month "March" of a date line, and no year of work is lost to it', () => {
    expect(levelOf('March 2016 – June 2020')).toBe('');
    expect(levelOf('M.Arch, Technion, 2012')).toBe('master');
    const text = 'Ron Tal\nExperience\nBlue Clinic — Receptionist\nMarch 2015 – March 2020\n';
    expect(parseResume(text, { now: NOW }).experienceYears).toBeGreaterThan(4.9);
  });

  it("does not take the field from a school's name when the degree names its own subject", () => {
    expect(
      findEducation(['Certificate in Optical Dispensing, Tel Aviv School of Medicine, 2014'], []).field,
    ).toBe('');
    expect(findEducation(['B.A., Faculty of Agriculture, Rehovot'], []).field).toBe('agriculture');
  });

  it("reads an Arabic practical engineer's diploma written out and agricultural sciences", () => {
    expect(findEducation(['دبلوم هندسي تطبيقي في الميكانيكا – كلية أورط، 2010'], []).field).toBe(
      'mechanical-engineering',
    );
    expect(findEducation(['بكالوريوس في العلوم الزراعية – جامعة القدس، 2015'], []).field).toBe('agriculture');
  });
});

describe('location, round 8', () => {
  it('reads no city from a head line whose "@" joins a title and a workplace', () => {
    const text =
      'Contact\n052-111-2233\ngil.oren@gmail.com\nRehovot\nGil Oren\nExperience\nParalegal @ Haifa Magistrates Court | 2019 – 2023';
    expect(parseResume(text, { now: NOW }).location).toBe('rehovot');
  });
});

describe('matching, round 8', () => {
  it("knows a dental assistant in a job ad's masculine title and in Arabic", () => {
    expect(findSkills('סייע לרופא שיניים').map((h) => h.concept.id)).toContain('dental-assisting');
    expect(findSkills('مساعدة طبيب الأسنان').map((h) => h.concept.id)).toContain('dental-assisting');
    expect(findSkills('Registered Dental Hygienist').map((h) => h.concept.id)).toContain('dental-hygiene');
  });
});

describe('titles, round 8', () => {
  it('ends an English title before the Hebrew or Arabic workplace it ran into', () => {
    expect(roleInLine('Import Coordinator צים שירותי ספנות 2019 – 2022')).toBe('Import Coordinator');
    expect(roleInLine('Quality Engineer شركة الجليل للأغذية')).toBe('Quality Engineer');
    expect(roleInLine('QA Engineer בכיר')).toBe('QA Engineer בכיר');
  });
});
