import type { TPersonalInfo } from './career-tools.ts';

/**
 * Personal details picked from resume text (spec section 5), sent with a resume upgrade.
 */

const NOT_IN_NAME = ['@', 'http', 'www', 'linkedin'];

/**
 * The first non-empty line that contains no at-sign, "http", "www" or "linkedin" (in any case)
 * and has at least two words.
 */
export function extractFullName(text: string): string {
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const lower = line.toLowerCase();
    if (NOT_IN_NAME.some((word) => lower.includes(word))) continue;
    if (line.split(/\s+/).length >= 2) return line;
  }
  return '';
}

// Bounded parts (RFC 5321: a local part of at most 64 characters, labels of at most 63): an
// unbounded `+` before the @ rescans a long run of letters from every position (quadratic time).
const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}/;

/**
 * The first e-mail address. A "+" (or dot or dash) in front of it is not its own: in a PDF the "+"
 * of a neighbouring phone number can land on it ("+dana@mail.com").
 */
export function extractEmail(text: string): string {
  return (joinWrappedEmail(text).match(EMAIL)?.[0] ?? '').replace(/^[+.-]+/, '');
}

/**
 * An address cut at a line's end, and the rest of its domain on the next line alone. An icon may
 * stand after the cut: a right-to-left sidebar draws "✉" at the line's end ("dana@mashkanta- ✉").
 */
const WRAPPED_EMAIL =
  /(@[A-Za-z0-9-]{0,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.?)[ \t]*(?:[^\w\s@.,;:|/\\-]{1,3}[ \t]*)?\r?\n[ \t]*([A-Za-z]{1,24}(?:\.[A-Za-z]{2,24}){0,2}\.?)[ \t]*(?=\r?\n|$)/;
const LONG_TLD = ['com', 'net', 'org', 'edu', 'info'];
/** The end of a domain as an address's next line may hold it: "il", "co.il", "com". */
const DOMAIN_TAIL = /^(?:[a-z0-9-]{1,63}\.){0,2}(?:il|com|net|org|edu|info|io|ac|co|gov|ps|jo|ru|uk)$/i;

/**
 * An address too long for its line, cut before its "@" or after a dot of its name: the name alone on
 * a line ("hila.abramov.medical.secretary" / "@gmail.com", "dana.levi." / "work@gmail.com").
 */
const WRAPPED_NAME =
  /(?<=^|\n)[ \t]*([A-Za-z0-9._%+-]{2,64})[ \t]*\r?\n[ \t]*((?:[A-Za-z0-9._%+-]{0,64})@[A-Za-z0-9-]{1,63}\.)/;

/**
 * A narrow column of a PDF wraps an address that the Word file keeps whole ("dana@gmail." /
 * "com", "dana@gmail.co" / "m", "dana.levi" / "@gmail.com", "dana@gm" / "ail.com"): the rest is
 * joined back when the cut ends on a dot or comes right before the "@", when it completes a
 * top-level domain the cut began ("co" + "m"), or when the domain had no dot before the cut.
 */
function joinWrappedEmail(text: string): string {
  const named = text.replace(WRAPPED_NAME, (all, head: string, rest: string) =>
    /[._-]$/.test(head) || rest.startsWith('@') ? `${head}${rest}` : all,
  );
  return named.replace(WRAPPED_EMAIL, (all, head: string, cut: string) => {
    // In a right-to-left column the dot at the cut is drawn at the end of the line after it
    // ("dana@walla" / "co.il." for "dana@walla." / "co.il").
    const movedDot = cut.endsWith('.') && !head.endsWith('.');
    const rest = movedDot ? cut.slice(0, -1) : cut;
    if (movedDot) return DOMAIN_TAIL.test(rest) ? `${head}.${rest}` : all;
    const label = head.slice(head.lastIndexOf('.') + 1);
    // A label cannot end on a dash, so "dana@mashkanta-" / "plus.co.il" goes on.
    const cutOnDot = head.endsWith('.') || head.endsWith('-');
    const completes = head.includes('.') && LONG_TLD.includes((label + rest).toLowerCase());
    // A domain with no dot yet ("dana@gm" / "ail.com") is no address until its rest comes.
    const cutInDomain = !head.includes('.') && rest.includes('.');
    return cutOnDot || completes || cutInDomain ? `${head}${rest}` : all;
  });
}

/** Digits, spaces, dashes and parentheses with an optional leading plus, on one line. */
const PHONE_CANDIDATE = /\+?[\d \t()-]{9,}/g;
/** Only years joined by dashes or spaces, as in 2019-2023: a date range, not a phone. */
const YEARS_ONLY = /^(?:(?:19|20)\d\d[\s-]*)+$/;

function trimUnbalancedParens(value: string): string {
  let v = value.trim();
  if (v.startsWith('(') && !v.includes(')')) v = v.slice(1).trim();
  if (v.endsWith('(')) v = v.slice(0, -1).trim();
  if (v.endsWith(')') && !v.includes('(')) v = v.slice(0, -1).trim();
  return v.replace(/[\s-]+$/, '');
}

/**
 * A phone number: 7 or more digits, with an optional plus, spaces, dashes and parentheses, and at
 * least 9 characters in all. Runs of years (2019-2023) are date ranges and are skipped.
 */
export function extractPhone(text: string): string {
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const candidate = trimUnbalancedParens(match[0]);
    const digits = candidate.replace(/\D/g, '').length;
    if (digits >= 7 && candidate.length >= 9 && !YEARS_ONLY.test(candidate)) return candidate;
  }
  return '';
}

const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub|profile)\/[^\s,;|<>()"']+/i;

/** A LinkedIn profile address, as written in the resume. */
export function extractLinkedIn(text: string): string {
  return (text.match(LINKEDIN)?.[0] ?? '').replace(/[.:]+$/, '');
}

export function extractPersonalInfo(text: string): TPersonalInfo {
  return {
    fullName: extractFullName(text),
    email: extractEmail(text),
    phone: extractPhone(text),
    linkedIn: extractLinkedIn(text),
  };
}
