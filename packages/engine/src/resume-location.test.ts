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
