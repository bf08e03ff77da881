/**
 * The Israeli identity number (ת.ז.): nine digits, the last a check digit. Pad to nine, weigh the
 * digits 1,2,1,2,…, take the digit sum of each product (a product over 9 loses 9), and the total must
 * divide by 10. 123456782 passes, 123456789 does not.
 */

export function isValidIsraeliId(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{5,9}$/.test(digits) || /^0+$/.test(digits)) return false;
  const padded = digits.padStart(9, '0');
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const product = Number(padded[i]) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
}

/** "ת.ז.", "ת"ז", "מספר זהות", "ID", "I.D. number", "رقم الهوية", "هوية": the words before an ID number. */
const ID_LABEL =
  /(?:ת\.?\s?ז\.?|ת["״׳']ז|תעודת\s+זהות|מספר\s+זהות|מס['׳]?\s*זהות|\bI\.?D\.?(?:\s+(?:No\.?|number|#))?|\bidentity\s+(?:number|card)|رقم\s+(?:ال)?هوية|(?:ال)?هوية(?:\s+رقم)?|بطاقة\s+(?:ال)?هوية)\s*[:：#-]?\s*((?:\d[\s-]?){5,8}\d)(?!\d)/giu;

/**
 * A labelled Israeli ID number in the text: one whose check digit is right, else nine digits right
 * after the label as written (a typo of the candidate's is still the number they gave; identity
 * keys join people on right ones only); '' otherwise.
 */
export function findIsraeliId(text: string): string {
  let written = '';
  for (const match of text.matchAll(ID_LABEL)) {
    const digits = match[1]!.replace(/[\s-]/g, '');
    if (digits.length >= 8 && isValidIsraeliId(digits)) return digits.padStart(9, '0');
    if (!written && digits.length === 9 && !/^0+$/.test(digits)) written = digits;
  }
  if (written) return written;
  // A label OCR could not read ("ת.ז." as "د"): a nine-digit number with a right check digit on a
  // line of personal details (a birth date, a marital status) is still the ID.
  for (const line of text.split('\n')) {
    if (!PERSONAL_DETAILS.test(line)) continue;
    for (const match of line.matchAll(/(?<![\d+\-/.])(\d{9})(?![\d\-/.])/g))
      if (isValidIsraeliId(match[1]!)) return match[1]!;
  }
  return '';
}

const PERSONAL_DETAILS =
  /(?:תאריך\s+לידה|שנת\s+לידה|נשוי|נשואה|רווק|רווקה|גרוש|גרושה|date\s+of\s+birth|born|married|single|تاريخ\s+الميلاد|متزوج|متزوجة|أعزب|عزباء)/iu;
