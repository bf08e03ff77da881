import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * Round 24 (scans24): what OCR does to a scanned resume's lines that the parser must tolerate,
 * each kind with the clean text it must not change.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

describe('round 24: scans24 — a range whose first year a scan cut to two digits is no phone', () => {
  it('reads a Hebrew degree whose range opens "00 - 2014"', () => {
    const fields = parse([
      'מיכל אברהמי',
      'טלפון: 054-7721936',
      'ניסיון תעסוקתי',
      '2014 – היום | אחות בקהילה, מכבי שירותי בריאות, רעננה',
      'השכלה',
      '00 - 2014 תואר ראשון בסיעוד (B.A), אוניברסיטת תל אביב',
      '2015 קורס על בסיסי בסוכרת',
    ]);
    expect(fields.educationLevel).toBe('bachelor');
    expect(fields.educationField).toBe('nursing');
  });

  it('reads an English degree whose range opens "05 - 2013"', () => {
    const fields = parse([
      'Dana Levi',
      'Phone: 052-4418830',
      'Experience',
      '2015 – present | Registered Nurse, Sheba Medical Center',
      'Education',
      '05 - 2013 B.Sc. in Nursing, Tel Aviv University',
      '2016 Wound care course',
    ]);
    expect(fields.educationLevel).toBe('bachelor');
    expect(fields.educationField).toBe('nursing');
  });

  it('reads an Arabic degree whose range opens "08 - 2012"', () => {
    const fields = parse([
      'سلمى خطيب',
      'الهاتف: 050-7712864',
      'الخبرة العملية',
      '2014 – حتى الآن | ممرضة، مستشفى رمبام، حيفا',
      'التعليم',
      '08 - 2012 بكالوريوس في التمريض، جامعة حيفا',
      '2016 دورة العناية بالجروح',
    ]);
    expect(fields.educationLevel).toBe('bachelor');
    expect(fields.educationField).toBe('nursing');
  });

  it('still sets apart a phone line under a list, in its usual forms', () => {
    for (const phone of ['052-4418830', '052 441 8830', '+972 52-441-8830', '03-6123456']) {
      const fields = parse([
        'Dana Levi',
        'Experience',
        '2015 – present | Registered Nurse, Sheba Medical Center',
        'Languages',
        'Hebrew, English',
        `Tel Aviv | ${phone}`,
      ]);
      expect(fields.phone).not.toBe('');
      expect(fields.languages).toEqual(['he', 'en']);
    }
  });
});

describe("round 24: scans24 — a sentence's last word wrapped onto its own line is no heading", () => {
  it('keeps the next Hebrew job when the wrapped word is "מחשבים."', () => {
    const fields = parse([
      'אלון ברק | System Administrator',
      'alon.barak.it@gmail.com | 052-9013374',
      'ניסיון תעסוקתי',
      '2020 – היום: System Administrator, Strauss Group',
      'ניהול Windows Server, סביבת VMware, Office 365, ניהול רשת ותקשורת, פריסת',
      'מחשבים.',
      '2017 – 2020: טכנאי תמיכה, נס טכנולוגיות',
      'תמיכה במשתמשים, התקנת מחשבים ומדפסות.',
      'השכלה',
      'הנדסאי אלקטרוניקה, מכללת אורט בראודה, 2014–2016',
    ]);
    expect(fields.jobTitles).toEqual(['System Administrator', 'טכנאי תמיכה']);
    expect(fields.experienceYears).toBe(8.5);
  });

  it('keeps the next English job when the wrapped word is "tools."', () => {
    const fields = parse([
      'Alon Barak',
      'alon.barak@gmail.com | 052-9013374',
      'Experience',
      '2020 – present: System Administrator, Strauss Group',
      'Managed Windows Server, VMware, Office 365 and the network, and trained users in the',
      'tools.',
      '2017 – 2020: Help Desk Technician, Ness Technologies',
      'Supported users and installed printers.',
      'Education',
      'Practical Engineer in Electronics, ORT Braude College, 2014–2016',
    ]);
    expect(fields.jobTitles).toEqual(['System Administrator', 'Help Desk Technician']);
    expect(fields.experienceYears).toBe(8.5);
  });

  it('keeps the next Arabic job when the wrapped word is "المهارات."', () => {
    const fields = parse([
      'سامر حداد',
      'samer.haddad@gmail.com | 052-9013374',
      'الخبرة العملية',
      '2020 – حتى الآن: مدير أنظمة، شركة ستراوس',
      'إدارة الخوادم والشبكات ودعم المستخدمين وتدريب الموظفين الجدد على أهم',
      'المهارات.',
      '2017 – 2020: فني دعم تقني، شركة نس',
      'دعم المستخدمين وتركيب الطابعات.',
      'التعليم',
      'دبلوم هندسة إلكترونيات، كلية أورط، 2014–2016',
    ]);
    expect(fields.jobTitles).toEqual(['مدير أنظمة', 'فني دعم تقني']);
    expect(fields.experienceYears).toBe(8.5);
  });

  it('still reads a heading after a line that ends with a mark, or written with no full stop', () => {
    const head = [
      'אלון ברק',
      'alon.barak.it@gmail.com | 052-9013374',
      'ניסיון תעסוקתי',
      '2017 – 2020: טכנאי תמיכה, נס טכנולוגיות',
    ];
    for (const [duties, heading] of [
      ['תמיכה במשתמשים, התקנת מחשבים ומדפסות, כבילת רשת ופריסת עמדות.', 'מחשבים.'],
      ['תמיכה במשתמשים, התקנת מחשבים ומדפסות, כבילת רשת ופריסת עמדות', 'מחשבים'],
    ]) {
      const fields = parse([
        ...head,
        duties!,
        heading!,
        'Excel, Word, Outlook',
        '2010 – 2012: קופאי, שופרסל',
      ]);
      // The line of programs is a list under its heading, not the job's duties; the dated job after
      // the list goes back to the experience (columns24: a heading read between a job's lines), after
      // the first job, not as part of it.
      expect(fields.jobTitles).toEqual(['טכנאי תמיכה', 'קופאי']);
      expect(fields.skills).toContain('Excel');
    }
  });
});

describe('round 24: scans24 — a middle dot read as a spaced full stop', () => {
  it('parts an English title from its employer at " . "', () => {
    const fields = parse([
      'Noa Peretz',
      'noa.peretz@gmail.com | 054-3318820',
      'Experience',
      'Tier 2 SOC Analyst . CyberArk (via Matrix), Petah Tikva . 2023 - Present',
      'SOC Analyst Tier 1 · Bank Leumi, Lod · 2021 – 2023',
    ]);
    expect(fields.jobTitles).toEqual(['Tier 2 SOC Analyst', 'SOC Analyst Tier 1']);
    expect(fields.experienceYears).toBe(4.5);
  });

  it('parts a Hebrew title from its employer at " . "', () => {
    const fields = parse([
      'נועה פרץ',
      'noa.peretz@gmail.com | 054-3318820',
      'ניסיון תעסוקתי',
      'אנליסטית SOC . בנק לאומי, לוד . 2021 - היום',
    ]);
    expect(fields.jobTitles).toEqual(['אנליסטית SOC']);
    expect(fields.experienceYears).toBe(4.5);
  });

  it('parts an Arabic title from its employer at " . "', () => {
    const fields = parse([
      'نور خوري',
      'nour.khoury@gmail.com | 054-3318820',
      'الخبرة العملية',
      'محاسبة . مكتب حداد للمحاسبة، الناصرة . 2021 - حتى الآن',
    ]);
    expect(fields.jobTitles).toEqual(['محاسبة']);
    expect(fields.experienceYears).toBe(4.5);
  });

  it('leaves full stops that end a sentence or an abbreviation', () => {
    const fields = parse([
      'Noa Peretz',
      'noa.peretz@gmail.com | 054-3318820',
      'Experience',
      'SOC Analyst, Bank Leumi, Lod, 2021 – 2023',
      'Triaged alerts. Wrote detection rules.',
      'Education',
      'B.Sc. Computer Science, Ben-Gurion University',
    ]);
    expect(fields.jobTitles).toEqual(['SOC Analyst']);
    expect(fields.educationLevel).toBe('bachelor');
    expect(fields.educationField).toBe('computer-science');
  });
});

describe("round 24: scans24 — an address's Arabic comma read as a hamza on the town", () => {
  it('reads the town of "العنوان: حيفاء وادي النسناس"', () => {
    const fields = parse(['سامي عوض', 'العنوان: حيفاء وادي النسناس', 'الهاتف: 052-4419873']);
    expect(fields.location).toBe('haifa');
  });

  it('reads the town of "العنوان: يافاء شارع يفت"', () => {
    const fields = parse(['سامي عوض', 'العنوان: يافاء شارع يفت 12', 'الهاتف: 052-4419873']);
    expect(fields.location).toBe('jaffa');
  });

  it('leaves an address whose words end in a hamza and a town after them as it was', () => {
    const fields = parse(['سامي عوض', 'العنوان: حي الزهراء، الناصرة', 'الهاتف: 052-4419873']);
    expect(fields.location).toBe('nazareth');
    const plain = parse(['سامي عوض', 'العنوان: حيفا، وادي النسناس', 'الهاتف: 052-4419873']);
    expect(plain.location).toBe('haifa');
  });
});

describe("round 24: scans24 — a range's dash lost, its colon read between the years", () => {
  it('reads a Hebrew range "2009 :2015"', () => {
    const fields = parse([
      'רונית שושן – חשבת שכר',
      'ronit.shoshan@gmail.com | 052-3341987',
      'ניסיון תעסוקתי',
      '2015 – היום: חשבת שכר בכירה, חילן, פתח תקווה',
      '2009 :2015 חשבת שכר, משרד רו"ח גולן-ברק, תל אביב',
    ]);
    expect(fields.jobTitles).toEqual(['חשבת שכר בכירה', 'חשבת שכר']);
    expect(fields.experienceYears).toBe(16.5);
  });

  it('reads an Arabic range "2010 :2016"', () => {
    const fields = parse([
      'رنا حداد',
      'rana.haddad@gmail.com | 052-3341987',
      'الخبرة العملية',
      '2016 – حتى الآن: محاسبة رواتب، شركة حيلان، حيفا',
      '2010 :2016 موظفة رواتب، بلدية الناصرة',
    ]);
    expect(fields.experienceYears).toBe(15.5);
  });

  it('reads an English range "2012 :2018"', () => {
    const fields = parse([
      'Dana Cohen',
      'dana.cohen@gmail.com | 052-3341987',
      'Experience',
      '2018 – present: Payroll Accountant, Hilan, Petah Tikva',
      '2012 :2018 Payroll Clerk, Tel Aviv Municipality',
    ]);
    expect(fields.experienceYears).toBe(13.5);
  });

  it('leaves a year with its colon before the next year as it was', () => {
    const fields = parse([
      'Dana Cohen',
      'dana.cohen@gmail.com | 052-3341987',
      'Experience',
      '2018 – present: Payroll Accountant, Hilan, Petah Tikva',
      'Courses',
      '2012: Payroll course, 2014: Excel course',
    ]);
    expect(fields.experienceYears).toBe(7.5);
  });
});

describe('round 24: scans24 — the capital I of a short acronym read as a small l', () => {
  it('reads "Bl Developer" and "Ul Designer" as BI and UI titles', () => {
    const fields = parse([
      'Eitan Brodsky',
      'eitan.brodsky@gmail.com | 052-3341987',
      'Experience',
      'Payoneer, Ul Designer, 2021 – present',
      'Isracard, Bl Developer, 2018 – 2021',
    ]);
    expect(fields.jobTitles).toEqual(['UI Designer', 'BI Developer']);
  });

  it('reads a Hebrew and an Arabic title with "Bl" and "lT"', () => {
    const he = parse([
      'איתן ברודסקי',
      'eitan.brodsky@gmail.com | 052-3341987',
      'ניסיון תעסוקתי',
      '2018 – 2021: מפתח Bl, ישראכרט',
    ]);
    expect(he.jobTitles).toEqual(['מפתח BI']);
    const ar = parse([
      'إيتان برودسكي',
      'eitan.brodsky@gmail.com | 052-3341987',
      'الخبرة العملية',
      '2018 – 2021: مدير lT، شركة ألفا',
    ]);
    expect(ar.jobTitles).toEqual(['مدير IT']);
  });

  it('leaves names and symbols with a small l as they are', () => {
    const fields = parse([
      'Al Brodsky',
      'al.brodsky@gmail.com | 052-3341987',
      'Experience',
      'Lab Technician, NaCl Labs, 2018 – 2021',
    ]);
    expect(fields.fullName).toBe('Al Brodsky');
    expect(fields.jobTitles).toEqual(['Lab Technician']);
  });
});
