import { describe, expect, it } from 'vitest';
import { mayOpenWithRole } from './claimed-skills.ts';
import { saysSelf } from './experience-entries.ts';
import { roleInLine } from './resume-titles.ts';

/**
 * Round 28 (perf28): the parse made cheaper without changing what it reads. Each shortcut answers
 * as the slower read it stands for.
 */

/** settingOfOpeningRole's full read: the role the opening starts with, then a join and nothing more. */
function opensWithRoleAndJoin(opening: string): boolean {
  const role = roleInLine(opening.replace(/\s+\S*$/u, '')) || roleInLine(opening);
  return (
    role !== '' &&
    role.split(/\s+/).length <= 3 &&
    opening.startsWith(role) &&
    /^\s*(?:ב-?|في|ب|in|at)?\s*(?:ה|ال|a|an|the)?\s*$/iu.test(opening.slice(role.length))
  );
}

describe('round 28: perf28 — an opening is read for a role only where a short role and its join can be', () => {
  // Openings before a skill word, as a line of duties or a title with its setting writes them.
  const OPENINGS = [
    // Hebrew
    'אחות מוסמכת ב',
    'מטפלת בגיל ה',
    'מטפלת ב-',
    'טבח ',
    'פיתוח שירותים ב-',
    'פרויקט 3: פיתוח רכיבים ב-',
    'ניהול צוות של 12 עובדים ב',
    'אחראית משמרת בה',
    // English
    'Nurse in ',
    'Registered Nurse in the ',
    'Sous Chef at a ',
    'Built the data pipeline in ',
    'Team Leader, customer service at ',
    'Cook',
    // Arabic
    'ممرضة في ',
    'مساعدة في روضة ',
    'معلمة في ال',
    'مهندس برمجيات في شركة ',
    'تطوير واجهات المستخدم باستخدام ',
    'سائق ب',
  ];

  it('lets through every opening the full read finds a role and its join in (he / en / ar)', () => {
    const found = OPENINGS.filter(opensWithRoleAndJoin);
    expect(found.length).toBeGreaterThanOrEqual(6);
    for (const opening of found) expect(mayOpenWithRole(opening), opening).toBe(true);
  });

  it('turns away an opening whose only join follows four words or more', () => {
    expect(mayOpenWithRole('פרויקט 3: פיתוח רכיבים ב-')).toBe(false);
    expect(mayOpenWithRole('ניהול צוות של 12 עובדים ב')).toBe(false);
    expect(mayOpenWithRole('Built the data pipeline in ')).toBe(false);
    expect(mayOpenWithRole('Led the migration of reports to')).toBe(false);
    expect(mayOpenWithRole('مهندس برمجيات في شركة كبيرة ')).toBe(false);
    expect(mayOpenWithRole('تطوير واجهات المستخدم الحديثة باستخدام ')).toBe(false);
  });

  it('turns away an empty opening and one ending in a word no join is written with', () => {
    expect(mayOpenWithRole('')).toBe(false);
    for (const opening of [
      'ניהול צוות ומלאי גדול',
      'Managed customer accounts for',
      'إدارة المخزون والطلبيات لدى',
    ])
      expect(mayOpenWithRole(opening), opening).toBe(opening.split(/\s+/).length <= 3);
  });

  it('answers as the full read on every cut of the openings', () => {
    for (const opening of OPENINGS)
      for (let end = 0; end <= opening.length; end++) {
        const cut = opening.slice(0, end);
        if (opensWithRoleAndJoin(cut)) expect(mayOpenWithRole(cut), cut).toBe(true);
      }
  });
});

describe('round 28: perf28 — the person saying what they were, one pattern per language', () => {
  /** The single pattern saysSelf stands for. */
  const SELF_SAID =
    /\b(?:I|we)\s+(?:was|am|have\s+been|had\s+been|worked|work|started|joined|served|began)\b|(?<!\p{L})(?:הייתי|עבדתי|שימשתי|התחלתי|אני)(?!\p{L})|(?<!\p{L})(?:كنت|عملت|اشتغلت|أعمل|بدأت|أنا)(?!\p{L})/iu;
  const LINES = [
    'Before that I was a DevOps Engineer at Check Point (2018–2021).',
    'Since 2019 I have worked as a warehouse picker.',
    'We started the night shift in 2020.',
    'Was a cashier at the supermarket.',
    'לפני כן, בין 2005 ל-2012, עבדתי כמשתלן במשתלת הדקל.',
    'הייתי קופאית בסופר-פארם.',
    'אנימציה ועיצוב גרפי, 2019.',
    'قبل ذلك، من 2009 إلى 2014، عملت سائقاً في شركة النور.',
    'أنا معلمة رياضيات منذ 2016.',
    'عملتها لاحقاً، 2018.',
    'Iwas written together, 2015.',
  ];

  it('says what the single pattern says, in Hebrew, English and Arabic', () => {
    for (const line of LINES) expect(saysSelf(line), line).toBe(SELF_SAID.test(line));
  });

  it('finds the person in each language and not a word that only holds the same letters', () => {
    expect(saysSelf('הייתי קופאית בסופר-פארם.')).toBe(true);
    expect(saysSelf('Since 2019 I worked as a warehouse picker.')).toBe(true);
    expect(saysSelf('أنا معلمة رياضيات منذ 2016.')).toBe(true);
    expect(saysSelf('אנימציה ועיצוב גרפי, 2019.')).toBe(false);
    expect(saysSelf('Iwas written together, 2015.')).toBe(false);
    expect(saysSelf('عملتها لاحقاً، 2018.')).toBe(false);
  });
});
