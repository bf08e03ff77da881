import { asciiDigits } from './text-units.ts';

/**
 * Phone numbers in resume text, normalised: Israeli mobile (05X), landline (02/03/04/08/09) and
 * VoIP (07X) numbers in any usual spelling (052-1234567, 052 123 4567, +972-52-123-4567,
 * (03) 612-3456), and international numbers written with + or 00. Year ranges (2019-2023), dates
 * and ID numbers are not phones: an Israeli number must have the right length and prefix.
 */

export interface PhoneNumber {
  /** +972521234567 */
  e164: string;
  /** 052-1234567 for Israeli numbers, the E.164 form for others. */
  national: string;
}

/** A run of digits with the separators phones use, optionally led by + or 00. */
const CANDIDATE = /(?:\+|\b00)?\(?\d[\d \t().\-–]{6,20}\d/g;

const MOBILE_OR_VOIP = /^0(?:5\d|7\d)\d{7}$/;
const LANDLINE = /^0[23489]\d{7}$/;

function israeli(national: string): PhoneNumber | null {
  if (MOBILE_OR_VOIP.test(national)) {
    return { e164: `+972${national.slice(1)}`, national: `${national.slice(0, 3)}-${national.slice(3)}` };
  }
  if (LANDLINE.test(national)) {
    return { e164: `+972${national.slice(1)}`, national: `${national.slice(0, 2)}-${national.slice(2)}` };
  }
  return null;
}

function fromDigits(raw: string): PhoneNumber | null {
  const international = /^\s*(?:\+|00)/.test(raw);
  let digits = raw.replace(/\D/g, '');
  if (international && digits.startsWith('00')) digits = digits.slice(2);
  if (international || digits.startsWith('972')) {
    if (digits.startsWith('972')) {
      const rest = digits.slice(3).replace(/^0/, '');
      return israeli(`0${rest}`);
    }
    return international && digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0')
      ? { e164: `+${digits}`, national: `+${digits}` }
      : null;
  }
  return israeli(digits);
}

/**
 * Digit groups of a phone inside an Arabic line can come out of a PDF in reverse order
 * (4567-123-050): read the groups backwards when only that reading is a phone.
 */
function reversedGroups(raw: string): string {
  return raw
    .trim()
    .split(/[\s\-–.]+/)
    .reverse()
    .join('-');
}

/** A run of digits as written, or its groups read backwards. */
function phoneIn(raw: string): PhoneNumber | null {
  return fromDigits(raw) ?? (/[\s\-–.]/.test(raw.trim()) ? fromDigits(reversedGroups(raw)) : null);
}

/**
 * One or two digits and a space before a phone ("7 054-2290341"): a phone icon, a bullet or a short
 * word a scan read as a digit, which made the run no phone's length.
 */
const STRAY_LEADING_DIGITS = /^\s*\d{1,2}[ \t]+(?=\(?0)/;

const ID_LABEL =
  /(?:ת\.?\s?ז\.?|ת["״]ז|תעודת\s+זהות|\bID(?:\s+(?:no\.?|number))?|رقم\s+الهوية|الهوية|هوية)\s*[:.]?\s*$/iu;

/** A phone a narrow column cut after its prefix's dash: "054-" / "7702318". */
const WRAPPED_PHONE = /(?<![\d+])((?:\+972[- ]?|0)\d{1,2}[-–])[ \t]*\r?\n[ \t]*(\d{3}[- ]?\d{4})(?!\d)/g;

/** Every phone number in the text, in order, each once. */
export function findPhoneNumbers(text: string): PhoneNumber[] {
  const found: PhoneNumber[] = [];
  const plain = asciiDigits(text).replace(WRAPPED_PHONE, '$1$2');
  for (const match of plain.matchAll(CANDIDATE)) {
    const raw = match[0];
    // An ID number (ת.ז. 034567891) can have a landline's shape: what its label says it is, it is.
    if (ID_LABEL.test(plain.slice(Math.max(0, match.index - 16), match.index))) continue;
    // Year ranges and dates are written with these shapes; a phone never is.
    if (/^\s*(?:19|20)\d\d\s*[-–]\s*(?:19|20)\d\d\s*$/.test(raw)) continue;
    const phone = phoneIn(raw) ?? phoneIn(raw.replace(STRAY_LEADING_DIGITS, ''));
    if (phone && !found.some((p) => p.e164 === phone.e164)) found.push(phone);
  }
  return found;
}

/**
 * The person's phone: the first Israeli mobile number when the text gives one beside a landline
 * ("בית: 04-8123456, נייד: 054-1234567"), else the first phone number, or null.
 */
export function findPhoneNumber(text: string): PhoneNumber | null {
  const all = findPhoneNumbers(text);
  return all.find((p) => p.e164.startsWith('+9725')) ?? all[0] ?? null;
}
