import { describe, expect, it } from 'vitest';
import { findFullName } from './person-name.ts';
import { analyzeResume } from './resume-analysis.ts';
import { cityInLine } from './resume-location.ts';

const now = new Date('2026-11-01');
const read = (text: string) => analyzeResume(text, { now });

describe('round 26: names26 — names and home towns written in every way', () => {
  it('reads a trade word as a Hebrew or Arabic surname, where a role puts no role word (he / ar / en)', () => {
    const he = read(
      'מיכל נגר\nאחות מוסמכת\n052-3456789 | michal.n@gmail.com | חולון\n\nניסיון תעסוקתי\n2019 – היום: אחות, בית חולים וולפסון',
    );
    expect(he.fullName).toBe('מיכל נגר');
    expect(he.location).toBe('holon');
    const ar = read(
      'سامي حلاق – ممرض مسجل\nهاتف: 052-3456789\nالسكن: الناصرة\n\nالخبرة المهنية\n2019 – حتى الآن: ممرض، مستشفى رمبام',
    );
    expect(ar.fullName).toBe('سامي حلاق');
    expect(ar.location).toBe('nazareth');
    const en = read(
      'Personal Details\nName: Ron Shomer\nPhone: 052-3456789\nHolon\n\nExperience\n2019 – Present: Guard, G4S',
    );
    expect(en.fullName).toBe('Ron Shomer');
    // A role still opens with its word: no name is read from a headline.
    expect(findFullName(['נגר רהיטים', '052-3456789'])).toBe('');
    expect(findFullName(['ممرضة مسجلة', '052-3456789'])).toBe('');
  });

  it('reads "أمين"/"أمينة" opening a name as the given name, not a keeper (ar / en)', () => {
    expect(
      read('أمين طريف\nممرض مسجل\n052-3456789 | يركا\n\nالخبرة المهنية\n2019 – حتى الآن: ممرض').fullName,
    ).toBe('أمين طريف');
    expect(read('[صورة] أمينة سعيد\nشفاعمرو | 052-3456789\n\nالخبرة\n2020 – حتى الآن: معلمة').fullName).toBe(
      'أمينة سعيد',
    );
    expect(findFullName(['أمين الحارس – ممرض', '052-3456789'])).toBe('أمين الحارس');
    // The keeper with what he keeps stays a role.
    expect(findFullName(['أمين صندوق', '052-3456789'])).toBe('');
    expect(read('Amin Tarif\nRegistered Nurse\n052-3456789 | Yarka').fullName).toBe('Amin Tarif');
  });

  it('reads "ben" written small between a given name and a surname (en / he / ar)', () => {
    const en = read(
      'Curriculum Vitae\nEyal ben Yosef – Registered Nurse\nLocation: Kiryat Shemona\nPhone: 052-3456789',
    );
    expect(en.fullName).toBe('Eyal ben Yosef');
    expect(en.location).toBe('kiryat-shmona');
    expect(findFullName(['אייל בן יוסף', '052-3456789'])).toBe('אייל בן יוסף');
    expect(findFullName(['محمد بن سالم', '052-3456789'])).toBe('محمد بن سالم');
  });

  it('keeps a town among the words of a name the label or the sign-off says is one (en / he / ar)', () => {
    const labelled = read(
      'Personal Details\nName: Adv. Maya Ariel\nPhone: 052-3456789\nShefa-Amr\n\nExperience\n2019 – Present: Lawyer',
    );
    expect(labelled.fullName).toBe('Maya Ariel');
    expect(labelled.location).toBe('shfaram');
    const signed = read(
      'Registered Nurse\nHaifa | 052-3456789\n\nExperience\n2019 – Present: Nurse, Rambam\n\nSincerely,\nMaya Ariel',
    );
    expect(signed.fullName).toBe('Maya Ariel');
    expect(read('פרטים אישיים\nשם: אפרת יוסף\nטלפון: 052-3456789\nחיפה').fullName).toBe('אפרת יוסף');
    expect(
      read('ممرضة\nحيفا | 052-3456789\n\nالخبرة\n2019 – حتى الآن: ممرضة\n\nمع التحية،\nرنا عرابة').fullName,
    ).toBe('رنا عرابة');
  });

  it('reads no name from a residence line or a quarter with its town, over or under the name (he / ar / en)', () => {
    const he = read(
      '052-3456789 · cand@gmail.com\nרמת אביב, תל אביב\nהדס נהרי\nאחות מוסמכת\n\nניסיון תעסוקתי\n2019 – היום: אחות',
    );
    expect(he.fullName).toBe('הדס נהרי');
    expect(he.location).toBe('tel-aviv');
    const lives = read(
      'אחות מוסמכת\nגרה בפתח תקוה | 052-3456789\n\nניסיון תעסוקתי\n2019 – היום: אחות\n\nבברכה,\nניר לוי-שטרן',
    );
    expect(lives.fullName).toBe('ניר לוי-שטרן');
    expect(lives.location).toBe('petah-tikva');
    const ar = read(
      '052-3456789 · cand@gmail.com\nمقيم في شفا عمرو\nسلمان حسن حلبي\nممرض مسجل\n\nالخبرة المهنية\n2019 – حتى الآن: ممرض',
    );
    expect(ar.fullName).toBe('سلمان حسن حلبي');
    expect(ar.location).toBe('shfaram');
    const en = read(
      '052-3456789 · cand@gmail.com\nRamat Aviv, Tel Aviv\nNir Ben-Ami\nRegistered Nurse\n\nExperience\n2019 – Present: Nurse',
    );
    expect(en.fullName).toBe('Nir Ben-Ami');
    expect(en.location).toBe('tel-aviv');
  });

  it('reads a Latin town spelled otherwise, and never as a name (en, with he / ar spellings beside)', () => {
    expect(cityInLine('Daliat El Carmel')?.id).toBe('daliyat-al-karmel');
    expect(cityInLine('Kiryat Shemona')?.id).toBe('kiryat-shmona');
    expect(cityInLine('Upper Nazareth')?.id).toBe('nof-hagalil');
    expect(cityInLine("Shefa'amr")?.id).toBe('shfaram');
    expect(cityInLine('Carmiel')?.id).toBe('karmiel');
    const en = read(
      '052-3456789 · cand@gmail.com\nUmm el Fahem\nYousef El-Khatib\nRegistered Nurse\n\nExperience\n2019 – Present: Nurse',
    );
    expect(en.fullName).toBe('Yousef El-Khatib');
    expect(en.location).toBe('umm-al-fahm');
    const end = read(
      'Registered Nurse\nDaliat El Carmel | 052-3456789\n\nExperience\n2019 – Present: Nurse\n\nSincerely,\nHila Tal',
    );
    expect(end.fullName).toBe('Hila Tal');
    expect(end.location).toBe('daliyat-al-karmel');
    expect(read('רונית אלמוג\nدالية الكرمل | 052-3456789').location).toBe('daliyat-al-karmel');
    expect(read('רונית אלמוג\nנצרת עילית | 052-3456789').location).toBe('nof-hagalil');
  });
});
