import { describe, expect, it } from 'vitest';
import { parseResume, tolerateOcr } from './resume-fields.ts';
import { findPhoneNumber } from './phone-number.ts';
import { headingKind } from './resume-sections.ts';

const now = new Date('2025-06-15T00:00:00Z');

describe('round 28: scans28 — a phone after a digit a scan read for its icon or a short word', () => {
  it('is the phone still (he, en, ar)', () => {
    expect(findPhoneNumber('7 054-2290341 · yosef.amar@gmail.com')?.e164).toBe('+972542290341');
    expect(findPhoneNumber('Phone 8 052 123 4567')?.e164).toBe('+972521234567');
    expect(findPhoneNumber('حيفا 44 04-8123456')?.e164).toBe('+97248123456');
  });

  it('gives the resume its phone (he, en, ar)', () => {
    const he = parseResume(
      'יוסף עמאר\n7 054-2290341 · yosef.amar@gmail.com\n\nניסיון\n2013 - היום מנעולן\n',
      {
        now,
      },
    );
    expect(he.phone).toBe('+972542290341');
    const en = parseResume(
      'Dana Levi\n7 052-1234567 | dana.levi@gmail.com\n\nExperience\n2019 - present Nurse\n',
      {
        now,
      },
    );
    expect(en.phone).toBe('+972521234567');
    const ar = parseResume('رنا خطيب\n7 050-7654321 · rana.k@gmail.com\n\nالخبرة\n2019 - الآن ممرضة\n', {
      now,
    });
    expect(ar.phone).toBe('+972507654321');
  });

  it('leaves a run of digits that is no phone once the digit is gone', () => {
    expect(findPhoneNumber('12 2019 2020 2021')).toBeNull();
    expect(findPhoneNumber('מספר הזמנה 7 123456789')).toBeNull();
  });
});

describe('round 28: scans28 — a name line whose dash kept one of its spaces', () => {
  it('is the name without the role after the dash (he, en, ar)', () => {
    const he = parseResume('יוסף עמאר- מנעולן\nלוד · 054-2290341\n\nניסיון\n2013 - היום מנעולן עצמאי\n', {
      now,
    });
    expect(he.fullName).toBe('יוסף עמאר');
    const en = parseResume('John Smith- Welder\nHaifa · 054-2290341\n\nExperience\n2013 - present Welder\n', {
      now,
    });
    expect(en.fullName).toBe('John Smith');
    const ar = parseResume('سامر حداد -لحام\nحيفا · 054-2290341\n\nالخبرة\n2013 - الآن لحام\n', { now });
    expect(ar.fullName).toBe('سامر حداد');
  });

  it('keeps a hyphenated surname whole', () => {
    expect(parseResume('Anna Cohen-Levi\n054-2290341\n', { now }).fullName).toBe('Anna Cohen-Levi');
    expect(parseResume('נועה בן-דוד\n054-2290341\n', { now }).fullName).toBe('נועה בן-דוד');
  });
});

describe('round 28: scans28 — a range\'s "present" word read as a zero and ones or sevens', () => {
  it("is the line's own script's word again (he, ar), and gives the job its years", () => {
    expect(tolerateOcr('0170-2012 אינסטלטור עצמאי, טבריה')).toBe('היום-2012 אינסטלטור עצמאי, טבריה');
    expect(tolerateOcr('2015 - 0710 فني صيانة، حيفا')).toBe('2015 - الآن فني صيانة، حيفا');
    const he = parseResume('אבי סויסה\n054-2217736\n\nניסיון\n0170-2012 אינסטלטור עצמאי, טבריה\n', { now });
    expect(he.experienceYears).toBe(13.5);
  });

  it('is left in an English line and beside no year', () => {
    expect(tolerateOcr('2019 - 0170 Store Manager, Shufersal')).toBe('2019 - 0170 Store Manager, Shufersal');
    expect(tolerateOcr('קוד 0170 - מחסן 7')).toBe('קוד 0170 - מחסן 7');
  });
});

describe('round 28: scans28 — a heading in two scripts whose one half a scan misread', () => {
  it('is the kind its other half names (he, en, ar)', () => {
    expect(headingKind('וש | כישורים')).toBe('skills');
    expect(headingKind('Ay | Skills')).toBe('skills');
    expect(headingKind('וש | المهارات')).toBe('skills');
    expect(headingKind('פו | השכלה')).toBe('education');
  });

  it('is no heading for a job and its field, written in one script', () => {
    expect(headingKind('מורה | חינוך')).toBeNull();
    expect(headingKind('Teacher | Education')).toBeNull();
    expect(headingKind('معلمة | التعليم')).toBeNull();
  });

  it("gives the resume the section's skills", () => {
    const he = parseResume(
      'רנא דחלה\n052-4479061\n\nוש | כישורים\nהחלקה בקרטין / צביעת שיער / תספורות ערב\n\nניסיון\n2017 - היום מעצבת שיער\n',
      { now },
    );
    expect(he.skills).toContain('החלקה בקרטין');
    const ar = parseResume(
      'رنا دحلة\n052-4479061\n\nוש | المهارات\nتسريحات عرائس / صبغ الشعر / قص الشعر\n\nالخبرة\n2017 - الآن مصففة شعر\n',
      { now },
    );
    expect(ar.skills).toContain('تسريحات عرائس');
    const en = parseResume(
      'Rana Dahla\n052-4479061\n\nAy | Skills\nKeratin smoothing / Bridal styling / Hair colouring\n\nExperience\n2017 - present Hairdresser\n',
      { now },
    );
    expect(en.skills).toContain('Keratin smoothing');
  });
});

describe('round 28: scans28 — a heading a scan read with one letter as a look-alike', () => {
  it('is the heading still (he, en, ar)', () => {
    expect(headingKind('כישוריס')).toBe('skills');
    expect(headingKind('מיומנויוח')).toBe('skills');
    expect(headingKind('SKlLLS')).toBe('skills');
    expect(headingKind('Kev Skills')).toBe('skills');
    expect(headingKind('المهاراث')).toBe('skills');
    expect(headingKind('المهازات')).toBe('skills');
  });

  it('is no heading when short, two letters off, or a word with digits', () => {
    expect(headingKind('שפית')).toBeNull();
    expect(headingKind('כשוריס')).toBeNull();
    expect(headingKind('Ski11s')).toBeNull();
  });

  it("gives the resume the section's items (he, en, ar)", () => {
    const he = parseResume('דנה כהן\n050-1234567\n\nכישוריס\nתפעול מכונת שרינק\nליקוט בקורא ידני\n', { now });
    expect(he.skills).toContain('תפעול מכונת שרינק');
    const en = parseResume(
      'Dana Cohen\n050-1234567\n\nSkilis\nShrink wrap machine operation\nHandheld picking\n',
      { now },
    );
    expect(en.skills).toContain('Handheld picking');
    const ar = parseResume('رنا حداد\n050-1234567\n\nالمهاراث\nتشغيل آلة التغليف\nترتيب المنصات\n', { now });
    expect(ar.skills).toContain('ترتيب المنصات');
  });
});
