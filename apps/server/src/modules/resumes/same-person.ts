import { identityKeys } from './identity-service.ts';

/**
 * One person across the places a company meets them (an application with the candidate's own
 * resume, resumes in its pool): the identity keys the pool's duplicates use (ID number, e-mail,
 * phone), normalised so the columns' national phone and the parser's international one agree.
 */

export interface PersonFacts {
  idNumber?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** "+972 52-123 4567" and "052-1234567" are one phone. */
function nationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('972')) return `0${digits.slice(3)}`;
  return phone.trim().startsWith('+') ? `+${digits}` : digits;
}

/** The keys of one person's facts as `kind:value` strings; none for empty facts. */
export function personKeys(...facts: PersonFacts[]): string[] {
  const keys = new Set<string>();
  for (const f of facts) {
    const { keys: found } = identityKeys({
      idNumber: f.idNumber ?? '',
      email: f.email ?? '',
      phone: f.phone ? nationalPhone(f.phone) : '',
      fullName: '',
    });
    // A phone of a few digits (an extension, a misread) would join strangers.
    for (const k of found)
      if (k.kind !== 'phone' || k.value.replace(/\D/g, '').length >= 9) keys.add(`${k.kind}:${k.value}`);
  }
  return [...keys];
}

const KIND_ORDER = ['id_number', 'email', 'phone'];
const strength = (key: string) => KIND_ORDER.indexOf(key.slice(0, key.indexOf(':')));

/**
 * Pairs each applicant (someone who applied with their own resume) with at most one person of the
 * company's pool sharing a key, the strongest key first (ID number, e-mail, phone), and each pool
 * person with at most one applicant. Pool people are never joined to each other here: the pool's
 * own review decides that ("not the same person" stays two people, even when they share a phone).
 */
export function pairWithPool<A, P>(
  applicants: A[],
  pool: P[],
  keysOf: { applicant: (a: A) => string[]; pool: (p: P) => string[] },
): Map<A, P> {
  const byKey = new Map<string, P[]>();
  for (const p of pool) {
    for (const key of keysOf.pool(p)) {
      const list = byKey.get(key);
      if (list) list.push(p);
      else byKey.set(key, [p]);
    }
  }
  const taken = new Set<P>();
  const pairs = new Map<A, P>();
  for (const a of applicants) {
    const keys = [...keysOf.applicant(a)].sort((x, y) => strength(x) - strength(y));
    for (const key of keys) {
      const p = byKey.get(key)?.find((candidate) => !taken.has(candidate));
      if (p === undefined) continue;
      taken.add(p);
      pairs.set(a, p);
      break;
    }
  }
  return pairs;
}
