import { describe, expect, it } from 'vitest';
import { headingKind } from './resume-sections.ts';
import { parseResume } from './resume-fields.ts';

/**
 * Kinds that tuning-ob (written blind in round 26) showed, each written here in Hebrew, English and
 * Arabic where it applies (round 26, helper fresh26b).
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (text: string) => parseResume(text, { now: NOW });

describe('round 26: fresh26b — skills lists written otherwise', () => {
  it('parts a skills line at spaced dashes between three items or more', () => {
    const he = parse(
      'נועה כהן\n050-1234567\n\nניסיון\n2018 – היום | טכנאית מעבדה, מכבי\n\nכישורים\nספירת דם – כימיה קלינית – בנק דם – Cobas\n',
    );
    expect(he.skills).toEqual(expect.arrayContaining(['ספירת דם', 'כימיה קלינית', 'בנק דם', 'Cobas']));
    const en = parse(
      'Dana Green\n050-1234567\n\nExperience\n2018 – present | Lab technician, Maccabi\n\nSkills\nBlood count (CBC) – Clinical chemistry – Blood bank – Sysmex\n',
    );
    expect(en.skills).toEqual(
      expect.arrayContaining(['Blood count (CBC)', 'Clinical chemistry', 'Blood bank', 'Sysmex']),
    );
    const ar = parse(
      'سماح عثمان\n050-1234567\n\nالخبرة\n2018 – اليوم | فنية مختبر، مكابي\n\nالمهارات\nتعداد الدم (CBC) – الكيمياء السريرية – بنك الدم – LIS\n',
    );
    expect(ar.skills).toEqual(
      expect.arrayContaining(['تعداد الدم (CBC)', 'الكيمياء السريرية', 'بنك الدم', 'LIS']),
    );
  });

  it('keeps one item and its level when a single dash follows it', () => {
    const en = parse('Dana Green\n050-1234567\n\nSkills\nBookkeeping – advanced\nPayroll\n');
    expect(en.skills.join('|')).not.toMatch(/advanced/);
  });

  it('keeps a bracket that holds a code of letters and digits, drops one that holds a count', () => {
    const en = parse(
      'Noam Fried\n050-1234567\n\nSkills\nGroup management; Jeep driving (4x4); Ambulance driving (C1 licence); Storytelling (10 years)\n',
    );
    expect(en.skills).toEqual(
      expect.arrayContaining(['Jeep driving (4x4)', 'Ambulance driving (C1 licence)', 'Storytelling']),
    );
    const he = parse('נועם פרידמן\n050-1234567\n\nכישורים\nהדרכת קבוצות, נהיגת שטח (4x4), סיפור סיפורים\n');
    expect(he.skills).toContain('נהיגת שטח (4x4)');
    const ar = parse(
      'نوح فريد\n050-1234567\n\nالمهارات\nإرشاد مجموعات، قيادة سيارة إسعاف (رخصة C1)، سرد القصص\n',
    );
    expect(ar.skills).toContain('قيادة سيارة إسعاف (رخصة C1)');
  });

  it('keeps two abbreviations that share the words after them as one item', () => {
    const en = parse('Dana Levi\n050-1234567\n\nSkills\nAirway management\nIV / IO access\nTriage\n');
    expect(en.skills).toContain('IV / IO access');
    expect(en.skills).not.toContain('IV');
    // (A list of three or more names joined by slashes is still a list: skills26's rule, text-units.ts.)
    const three = parse('Dana Levi\n050-1234567\n\nSkills\nAirway management / Triage / Splinting\n');
    expect(three.skills).toEqual(expect.arrayContaining(['Airway management', 'Triage', 'Splinting']));
  });
});

describe('round 26: fresh26b — credentials after a name', () => {
  it('drops short capitals after a name written in lower case or in another script', () => {
    expect(parse('Hannah Rosen RVN\nVeterinary Nurse\n052-9912460\n').fullName).toBe('Hannah Rosen');
    expect(parse('מיכל לוי RN\nאחות מוסמכת\n052-9912460\n').fullName).toBe('מיכל לוי');
    expect(parse('سامر خوري RN\nممرض\n052-9912460\n').fullName).toBe('سامر خوري');
  });

  it('keeps the last word of a name written all in capitals', () => {
    expect(parse('WARREN JACOBS\nHerzliya · 058-7702614\n').fullName).toBe('Warren Jacobs');
  });
});

describe('round 26: fresh26b — a list of work whose piece reads as a role', () => {
  it('reads the duties of a line whose later piece names a role', () => {
    const en = parse(
      'Warren Jacobs\n058-7702614\n\nExperience\nSite Foreman, Murray Construction, Johannesburg (2008 – 2016)\n  Concrete works, scheduling subcontractors, site safety\n',
    );
    expect(en.skills).toEqual(expect.arrayContaining(['Concrete works', 'site safety']));
    const he = parse(
      'יוסי לוי\n058-7702614\n\nניסיון\nמנהל עבודה, שיכון ובינוי, חולון (2008 – 2016)\n  יציקות בטון, תיאום קבלני משנה, בטיחות באתר\n',
    );
    expect(he.skills).toEqual(expect.arrayContaining(['יציקות בטון', 'בטיחות באתר']));
    const ar = parse(
      'سامي حداد\n058-7702614\n\nالخبرة\nمراقب عمل، شركة البناء، الناصرة (2008 – 2016)\n  صب الباطون، تنسيق مقاولين ثانويين، السلامة في الموقع\n',
    );
    expect(ar.skills).toEqual(expect.arrayContaining(['صب الباطون']));
  });
});

describe('round 26: fresh26b — headings and fields of study', () => {
  it('reads "what I bring to …" as a skills heading', () => {
    expect(headingKind('מה אני מביא לכיתה')).toBe('skills');
    expect(headingKind('What I bring to patients')).toBe('skills');
    expect(headingKind('ما أقدمه للمرضى')).toBe('skills');
    expect(headingKind('מה אני מביאה')).toBe('skills');
  });

  it('reads nutritional sciences and business economics as their fields', () => {
    expect(
      parse(
        'Rahaf Masarwa\n053-6623418\n\nEducation\n2012-2016 | B.Sc. Nutritional Sciences, Hebrew University\n',
      ).educationField,
    ).toBe('nutrition');
    expect(
      parse('رهف مصاروة\n053-6623418\n\nالتعليم\n2012-2016 | B.Sc. Nutritional Sciences، الجامعة العبرية\n')
        .educationField,
    ).toBe('nutrition');
    expect(
      parse(
        'Gil Avraham\n054-9912270\n\nEducation\nBA (Hons) Business Economics, University of Manchester, 1999\n',
      ).educationField,
    ).toBe('economics');
    expect(
      parse('גיל אברהם\n054-9912270\n\nהשכלה\nBA Business Economics, University of Manchester, 1999\n')
        .educationField,
    ).toBe('economics');
  });
});

describe('round 26: fresh26b — roles as dated bullets under a workplace', () => {
  it('reads each dated bullet under a workplace line as a role of its own', () => {
    const he = parse(
      'רונית לוי\n050-1234567\n\nניסיון\nבנק לאומי, סניף רעננה\n- בנקאית לקוחות (2019 – היום)\n- טלרית (2015 – 2019)\nמשרד רו"ח כהן – מנהלת חשבונות, 2013–2015\n',
    );
    expect(he.jobTitles).toEqual(expect.arrayContaining(['בנקאית לקוחות', 'טלרית']));
    expect(he.experienceYears).toBeGreaterThanOrEqual(10);
    const en = parse(
      'Ronit Levy\n050-1234567\n\nExperience\nBank Leumi, Raanana branch\n- Personal banker (2019 – present)\n- Bank teller (2015 – 2019)\n',
    );
    expect(en.jobTitles).toEqual(expect.arrayContaining(['Personal banker', 'Bank teller']));
    expect(en.experienceYears).toBeGreaterThanOrEqual(10);
    const ar = parse(
      'سهى خليل\n050-1234567\n\nالخبرة العملية:\nبنك هبوعليم، فرع الطيبة\n- مستشارة مصرفية (2019 – اليوم)\n- صرّافة (2015 – 2019)\n',
    );
    expect(ar.jobTitles).toEqual(expect.arrayContaining(['مستشارة مصرفية', 'صرّافة']));
    expect(ar.experienceYears).toBeGreaterThanOrEqual(10);
  });

  it('keeps dated duty bullets under a dated job as its details', () => {
    const en = parse(
      'Ronit Levy\n050-1234567\n\nExperience\nPersonal banker, Bank Leumi, 2015 – present\n- Managed 300 private clients\n- Mortgage advice\n',
    );
    expect(en.jobTitles).toEqual(['Personal banker']);
  });
});
