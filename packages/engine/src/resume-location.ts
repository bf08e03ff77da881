import { ISRAELI_CITIES, type City } from './israeli-cities.ts';
import { isRoleWord } from './resume-facts.ts';
import { type IndexedText, indexedLine, PhraseIndex, phraseWords } from './term-matcher.ts';

/**
 * Where the person lives: a city named on an address line ("כתובת: רחוב הרצל 5, חולון", "Location:
 * Haifa", "السكن: الناصرة") or among the contact lines. A city seen only in a job or a school
 * ("Intel, Haifa"; "אוניברסיטת תל אביב") is where they worked or studied, not where they live.
 */

/** "ק. אתא", "ק.ביאליק": a "קריית" written short, as addresses often have it. */
const shortKiryat = (name: string) =>
  name.startsWith('קריית ') ? [`ק. ${name.slice(6)}`, `ק.${name.slice(6)}`] : [];

/**
 * "אשקלוו" for "אשקלון": a scan's final nun read short as a vav (at 200 dpi its tail is a pixel or
 * two). The Hebrew name so misread is a spelling of the town too (no other town is so named).
 */
const finalNunReadShort = (name: string) =>
  /[\u05D0-\u05EA]ן$/u.test(name) ? [`${name.slice(0, -1)}ו`] : [];

const CITY_PHRASES: Array<{ city: City; words: string[] }> = ISRAELI_CITIES.flatMap((city) =>
  [city.he, city.en, city.ar, ...city.aliases, ...shortKiryat(city.he), ...finalNunReadShort(city.he)].map(
    (name) => ({
      city,
      words: phraseWords(name),
    }),
  ),
).sort((a, b) => b.words.length - a.words.length);

/**
 * A town's Latin name as its spellings meet: no apostrophe, "kh" and "ch" as "h", "gh" as "g", "tz" as
 * "z", "q" as "k", a doubled letter once ("Zichron Ya'akov", "Zikhron Yaakov"; "Hertzliya", "Herzliya";
 * "Yoqne'am", "Yokneam"; "Nahariyya", "Nahariya"), the Arabic article one way ("Umm el-Fahm", "Umm
 * al-Fahm"), "Kafr" and "Kfar", "Bet" and "Beit" one word, "-iyye" and "-iya" one ending ("Baka
 * al-Garbiya", "Baqa el-Gharbiyye"), a hard "c" as "k" and "iya" as "ia" ("Daliat El Carmel", "Daliyat
 * al-Karmel").
 */
function foldLatin(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/['’`]/g, '')
      // The Arabic article however written ("Umm el-Fahm", "Jisr a-Zarqa", "Yafa an-Naseriyye").
      .replace(/\b(?:[ae]l|[ae]?[sztdnr]|[ae]sh|a)-(?=[a-z])|\b[ae]l\s+(?=[a-z]{3})/g, 'al ')
      // "Kfar", "Kafr", "Kefar"; "Beit", "Bet", "Beth", "Bayt": one word each.
      .replace(/\b(?:kafr|kefar|kfr)\b/g, 'kfar')
      .replace(/\b(?:bet|beth|bayt)\b/g, 'beit')
      .replace(/kh|ch/g, 'h')
      // "Carmel" and "Karmel": a hard c is a k ("Daliat El Carmel", "Daliyat al-Karmel").
      .replace(/c(?=[aoulr])/g, 'k')
      .replace(/gh/g, 'g')
      .replace(/tz/g, 'z')
      .replace(/q/g, 'k')
      .replace(/([a-z])\1+/g, '$1')
      // "-iyye", "-iyya", "-iya", "-iyeh": one ending.
      .replace(/iy[ae]h?\b/g, 'ia')
      // "Daliyat" and "Daliat": a y between i and a vowel is not written by every spelling.
      .replace(/iy(?=[aeou])/g, 'i')
  );
}

const FOLDED_CITY_PHRASES: Array<{ city: City; words: string[] }> = ISRAELI_CITIES.flatMap((city) =>
  [city.en, ...city.aliases]
    .filter((name) => /[a-z]/i.test(name))
    .map((name) => ({ city, words: phraseWords(foldLatin(name)) })),
).sort((a, b) => b.words.length - a.words.length);
/** The two lists by their phrases' first words (`PhraseIndex`). */
const CITY_INDEX = new PhraseIndex(CITY_PHRASES.map((p) => p.words));
const FOLDED_CITY_INDEX = new PhraseIndex(FOLDED_CITY_PHRASES.map((p) => p.words));

const CITY_BY_ID = new Map(ISRAELI_CITIES.map((city) => [city.id, city]));

export function cityById(id: string): City | undefined {
  return CITY_BY_ID.get(id);
}

export function cityName(id: string, locale: 'he' | 'en' | 'ar'): string {
  const city = CITY_BY_ID.get(id);
  return city ? city[locale] : '';
}

// Opening the line or a part of it ("📍 Location:", "| כתובת:"): "פרויקט מגדלי מגורים בלוד" names a
// project, not a home.
const ADDRESS_LABEL =
  /(?:^|[|•·,،;])[^\p{L}|•·,،;]*(?:כתובת|מקום\s+מגורים|מגורים|עיר\s+מגורים|גר\s+ב|גרה\s+ב|\baddress|\blocation|\blives\s+in|\bcity|\bresidence|\bbased\s+in|العنوان|عنوان\s+السكن|مكان\s+السكن|السكن|الإقامة|مكان\s+الإقامة|المدينة)\s*[:：-]?/iu;

/** Words that make a city part of an institution's name. */
const INSTITUTION =
  /(?:אוניברסיט|מכללת|מכללה|הטכניון|סמינר|בית\s+חולים|university|college|institute|hospital|municipality|עיריית|جامعة|كلية|معهد|مستشفى|بلدية)\s*$/iu;
const INSTITUTION_AFTER = /^\s*(?:university|college|institute|municipality)/i;
/**
 * A street named after a town ("רח' ירושלים 14, קריית אונו", "12 Haifa Road, Tel Aviv", "شارع
 * الناصرة"): the town of the address is the one after it.
 */
const STREET_BEFORE = /(?<!\p{L})(?:רח['׳]?|רחוב|שד['׳]|שדרות|דרך|شارع|طريق)\s*(?:ال)?$/iu;
const STREET_AFTER = /^\s*(?:st\.|st\b|street\b|road\b|rd\.|blvd\b|boulevard\b|ave\b|avenue\b)/i;

/** Where a text names a town, any town, in any of its spellings. */
export function townSpans(indexed: IndexedText): Array<[number, number]> {
  return CITY_INDEX.candidates(indexed).flatMap((i) =>
    indexed.find(CITY_PHRASES[i]!.words).map((hit): [number, number] => [hit.start, hit.end]),
  );
}

/**
 * The first city named in a line, when it is not part of an institution's name; a Latin name
 * spelled otherwise than the list's is looked for folded.
 */
export function cityInLine(line: string): City | null {
  return (
    cityIn(line, CITY_PHRASES, CITY_INDEX) ??
    (/[a-z]/i.test(line) ? cityIn(foldLatin(line), FOLDED_CITY_PHRASES, FOLDED_CITY_INDEX) : null)
  );
}

function cityIn(
  line: string,
  phrases: Array<{ city: City; words: string[] }>,
  index: PhraseIndex,
): City | null {
  const indexed = indexedLine(line);
  let best: { city: City; start: number } | null = null;
  for (const i of index.candidates(indexed)) {
    const { city, words } = phrases[i]!;
    for (const hit of indexed.find(words)) {
      const before = line.slice(0, hit.start);
      const after = line.slice(hit.end);
      if (INSTITUTION.test(before) || INSTITUTION_AFTER.test(after)) continue;
      if (STREET_BEFORE.test(before) || STREET_AFTER.test(after)) continue;
      // "מאפרת כלות" (a make-up artist) is no "אפרת" after "מ": a town read through a prefix letter
      // whose whole word is a trade.
      if (/\p{L}$/u.test(before) && isRoleWord(wordAround(line, hit.start))) continue;
      if (!best || hit.start < best.start) best = { city, start: hit.start };
    }
  }
  return best?.city ?? null;
}

function wordAround(line: string, at: number): string {
  const start = line.slice(0, at).search(/\p{L}+$/u);
  const end = line.slice(at).search(/[^\p{L}]|$/u);
  return line.slice(start < 0 ? at : start, at + end);
}

const ONLY_A_CITY = /^[\p{L}\s'"׳״\-–,.()]+$/u;
const ICONS_AROUND = /^[\p{So}\p{Sk}\uFE0F\s]+|[\p{So}\p{Sk}\uFE0F\s]+$/gu;
const COUNTRY = /(?:israel|ישראל|إسرائيل|اسرائيل|البلاد)/giu;
/** The district after a town ("Ramat Gan, Tel Aviv District, Israel", as LinkedIn writes a location). */
const DISTRICT = /(?:[\p{L}-]+\s+){1,2}district\b|מחוז\s+(?:ה)?\p{L}+/giu;

/** A text that names a town and nothing else: "Haifa", "ראשון לציון", "بئر السبع". */
export function isTownOnly(text: string): boolean {
  const city = cityInLine(text);
  return city !== null && cityOnly(text, city);
}

function cityOnly(line: string, city: City): boolean {
  const rest = line.replace(COUNTRY, ' ').replace(DISTRICT, ' ');
  const names = [city.he, city.en, city.ar, ...city.aliases].sort((a, b) => b.length - a.length);
  let left = rest;
  for (const name of names)
    left = left.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), ' ');
  if (!/\p{L}{2,}/u.test(left.replace(/(?<!\p{L})[בל](?=\s)/gu, ' '))) return true;
  return /[a-z]/i.test(rest) && latinTownOnly(rest, city);
}

/**
 * A Latin town spelled otherwise than its names ("Umm el Fahem", "Daliat El Carmel"), the text being
 * only that town: its folded words are one of the town's folded names.
 */
function latinTownOnly(text: string, city: City): boolean {
  const words = phraseWords(foldLatin(text)).join(' ');
  return [city.en, ...city.aliases].some((name) => phraseWords(foldLatin(name)).join(' ') === words);
}

export interface LocationLines {
  /** Lines above the first section heading. */
  header: string[];
  /** Lines with an e-mail address or a phone number, wherever they are. */
  contact: string[];
  /** The person's name, left out of the lines it is on (Ariel and Elad are names and cities). */
  fullName: string;
  /** The name as written in its other script beside it ("Ariel Mamo" after "אריאל ממו"), left out too. */
  otherNames?: string[];
}

/**
 * The Arabic comma after a word ending in alef read by a scan as a hamza joined to it ("العنوان: حيفاء
 * وادي النسناس" for "حيفا، وادي النسناس"): looked at only when the address names no town as read.
 */
const COMMA_READ_AS_HAMZA = /(?<=\p{Script=Arabic}{2}ا)ء(?=\s)/gu;

/** The city the person lives in, or null when the resume does not say. */
export function findLocation(allLines: string[], where: LocationLines): City | null {
  const names = [where.fullName, ...(where.otherNames ?? [])].filter(Boolean);
  const strip = (line: string) => names.reduce((text, name) => text.replace(name, ' '), line);
  for (const line of allLines) {
    const label = line.match(ADDRESS_LABEL);
    if (!label || label.index === undefined) continue;
    const address = strip(line.slice(label.index + label[0].length));
    const city = cityInLine(address) ?? cityInLine(address.replace(COMMA_READ_AS_HAMZA, '،'));
    if (city) return city;
  }
  let area: City | null = null;
  for (const line of [...where.header, ...where.contact]) {
    const city = cityInLine(strip(line));
    if (city && namesAnArea(strip(line), city)) area ??= city;
    else if (city) return city;
  }
  // A line that is only a city ("Haifa, Israel", "רמת גן") is an address wherever the layout put it.
  // (A pin or another symbol before or after it is an address's icon: "📍 דבורייה".) So is a town
  // beside links and contacts alone ("Haifa | github.com/dana", "חולון · linkedin.com/in/dana").
  for (const raw of allLines) {
    const line = raw.replace(ICONS_AROUND, '');
    const city = line.length > 40 || !ONLY_A_CITY.test(line) ? townBesideLinks(line) : cityInLine(line);
    if (city && (cityOnly(line, city) || townBesideLinks(line) === city)) return city;
  }
  return area;
}

const LINE_PARTS = /\s*[|•·,،;]\s*|\s+[-–—]\s+/u;

/**
 * A town and another place joined, or a town's surroundings ("נהג מונית | חיפה והקריות", "Haifa and
 * the Krayot", "حيفا والكريوت", "Tel Aviv area", "אזור השרון"): where the person works, which an
 * address line, when there is one, says more exactly.
 */
const AREA_WORDS =
  /(?:(?<=\s)(?:ו|و)(?=\p{L}{2})|\b(?:and|&)\s|\b(?:area|region|surroundings)\b|(?<!\p{L})(?:ו?ה?סביבה|ו?סביבתה|אזור|איזור|ה?קריות|منطقة|المنطقة|ضواحي|وضواحيها)(?!\p{L}))/iu;
function namesAnArea(line: string, city: City): boolean {
  const part = line.split(LINE_PARTS).find((p) => cityInLine(p)?.id === city.id);
  return part !== undefined && !cityOnly(part, city) && AREA_WORDS.test(part);
}

/** A profile's link, an e-mail address or a phone number: a contact, as a part of a line. */
const LINK_OR_CONTACT =
  /^(?:\S+@\S+|(?:https?:\/\/|www\.)\S+|[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|dev|me|il|co\.il)(?:\/\S*)?|\+?\d[\d\s().-]{7,}\d)$/iu;
/** The town of a line whose other parts are links and contacts: "Haifa | github.com/liordahan". */
function townBesideLinks(line: string): City | null {
  if (!/[|•·,،;]/u.test(line) || line.length > 120) return null;
  const parts = line.split(LINE_PARTS).filter(Boolean);
  const towns = parts.filter((p) => !LINK_OR_CONTACT.test(p));
  if (towns.length !== 1 || towns.length === parts.length) return null;
  const city = cityInLine(towns[0]!);
  return city && cityOnly(towns[0]!, city) ? city : null;
}
