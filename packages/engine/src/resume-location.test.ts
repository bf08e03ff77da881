import { describe, expect, it } from 'vitest';
import { cityInLine, findLocation } from './resume-location.ts';

const none = { header: [], contact: [], fullName: '' };

describe('a town whose final nun a scan read as a vav', () => {
  it('is the town ("אשקלוו" for "אשקלון")', () => {
    expect(cityInLine('אשקלוו')?.id).toBe('ashkelon');
    expect(cityInLine('רח׳ הרצל 4, ראשון לציוו')?.id).toBe('rishon-lezion');
    expect(findLocation(['אורית בן-חמו', '050-7731846', 'אשקלוו'], { ...none, header: ['אשקלוו'] })?.id).toBe(
      'ashkelon',
    );
  });

  it('leaves other words ending in a vav alone', () => {
    expect(cityInLine('עכו')?.id).toBe('acre');
    expect(cityInLine('ניהול קו ייצור')).toBeNull();
  });
});

describe('a street named after a town', () => {
  it('is not the town: the address names the town after it', () => {
    expect(cityInLine("רח' חיפה 22, גבעתיים")?.id).toBe('givatayim');
    expect(cityInLine('רחוב ירושלים 5, בת ים')?.id).toBe('bat-yam');
    expect(cityInLine('12 Haifa Road, Tel Aviv')?.id).toBe('tel-aviv');
    expect(cityInLine('شارع الناصرة 3، عكا')?.id).toBe('acre');
    expect(cityInLine('ירושלים')?.id).toBe('jerusalem');
  });
});

describe("a location line with the town's district", () => {
  it('is an address, as LinkedIn writes it', () => {
    const lines = ['Dana Levi', 'Analyst', 'Holon, Tel Aviv District, Israel', 'Experience', 'Haifa, Israel'];
    expect(findLocation(lines, none)?.id).toBe('holon');
  });
});

describe('a town spelled in Latin letters otherwise than the list', () => {
  it('is found with its apostrophe, kh or ch, tz, q or doubled letter folded', () => {
    const ids = ["Zichron Ya'akov", 'Hertzliya', 'Nahariyya', "Yoqne'am"].map((s) => cityInLine(s)?.id);
    expect(ids).toEqual(['zichron-yaakov', 'herzliya', 'nahariya', 'yokneam']);
  });

  it('finds none in a name', () => {
    expect(cityInLine('Rachel Cohen')).toBeNull();
    expect(cityInLine('Michael Katz')).toBeNull();
  });
});

describe('round 17: a town under the other names people write', () => {
  it('a Latin name with the Arabic article, Kafr or Bet written otherwise', () => {
    expect(cityInLine('Deir el-Asad')?.id).toBe('deir-al-asad');
    expect(cityInLine('Kfar Manda, Israel')?.id).toBe('kafr-manda');
    expect(cityInLine('Bet Shemesh')?.id).toBe('beit-shemesh');
    expect(cityInLine('Baka el-Garbiyya')?.id).toBe('baqa-al-gharbiyye');
    expect(cityInLine('Majd el-Krum')?.id).toBe('majd-al-krum');
  });

  it('the Arabic a Hebrew-speaking town is written in, and short Hebrew forms', () => {
    expect(cityInLine('السكن: اشدود')?.id).toBe('ashdod');
    expect(cityInLine('اشكلون')?.id).toBe('ashkelon');
    expect(cityInLine('الناصرة العليا')?.id).toBe('nof-hagalil');
    expect(cityInLine('كرمئيل')?.id).toBe('karmiel');
    expect(cityInLine('ترشيحا')?.id).toBe('maalot-tarshiha');
    expect(cityInLine('מגורים: כפ"ס')?.id).toBe('kfar-saba');
    expect(cityInLine('ב"ב')?.id).toBe('bnei-brak');
  });

  it('a neighbourhood before its town', () => {
    expect(findLocation(['כתובת: שכונת רמות, י-ם'], none)?.id).toBe('jerusalem');
    expect(findLocation(['Address: Neve Sha’anan, Haifa'], none)?.id).toBe('haifa');
    expect(findLocation(['العنوان: حي الكبابير، حيفا'], none)?.id).toBe('haifa');
  });
});

describe('round 19: where the person works and where they live', () => {
  it('a town joined with its surroundings in a headline gives way to a line of the town alone', () => {
    const lines = ['שלמה דהן', 'מוביל דירות | נתניה והשרון', '052-7781234', 'אבן יהודה'];
    expect(findLocation(lines, { ...none, header: lines.slice(0, 3), contact: ['052-7781234'] })?.id).toBe(
      'even-yehuda',
    );
    const ar = ['سامي ناصر', 'سائق تاكسي | الناصرة وضواحيها', '050-6629014', 'يافة الناصرة'];
    expect(findLocation(ar, { ...none, header: ar.slice(0, 3), contact: ['050-6629014'] })?.id).toBe(
      'yafa-an-naseriyye',
    );
  });

  it('the area is the town when no line says more', () => {
    const lines = ['Dana Levi', 'Delivery driver | Tel Aviv area', 'dana@gmail.com'];
    expect(findLocation(lines, { ...none, header: lines })?.id).toBe('tel-aviv');
  });

  it('a town beside profile links is an address line', () => {
    expect(findLocation(['Noa Katz', 'Rehovot | linkedin.com/in/noakatz'], none)?.id).toBe('rehovot');
    expect(findLocation(['محمد حسن', 'www.mhassan.dev • طمرة'], none)?.id).toBe('tamra');
    expect(findLocation(['Node.js | Holon'], none)).toBeNull();
  });
});

describe('round 19: a trade that reads as a town after a prefix letter', () => {
  it('is no town ("מאפרת", a make-up artist, is not מ + "אפרת")', () => {
    const lines = ['רותם גבאי', 'מאפרת כלות', '050-2214408'];
    expect(findLocation(lines, { ...none, header: lines })).toBeNull();
    expect(
      findLocation(['הילה כץ | מאפרת ומעצבת שיער', '050-2214408'], {
        ...none,
        contact: ['הילה כץ | מאפרת ומעצבת שיער'],
      }),
    ).toBeNull();
  });

  it('while a town after "from" or "in" stays the town', () => {
    expect(cityInLine('נהג מחיפה')?.id).toBe('haifa');
    expect(cityInLine('גרה באפרת')?.id).toBe('efrat');
  });
});
