import { phraseWords, tokenize } from './term-matcher.ts';

/**
 * Work with children and youth: what a requirement line asks when it says "ניסיון בעבודה עם ילדים",
 * "experience working with children or youth", "خبرة في العمل مع الأطفال وأبناء الشبيبة". No trade
 * of its own: a kindergarten's assistant, a teacher, a nanny, a youth worker, a school counsellor, a
 * children's librarian or a social worker for youth at risk all have done it, and a line that asked
 * nothing ranked an engineer with the job's languages above them. Met by a resume's titles: by
 * their occupation (teaching, early childhood, counselling, youth work, special education) or by
 * the children their words name ("מטפלת בתינוקות", "ספרנית לילדים ונוער", "Nanny").
 */

export const CHILD_WORK = 'child-work';
export const CHILD_WORK_LABELS = {
  en: 'Work with children',
  he: 'עבודה עם ילדים',
  ar: 'العمل مع الأطفال',
} as const;

/** Occupations whose work is with children or youth. */
const CHILD_WORK_OCCUPATIONS = new Set([
  'early-childhood',
  'teaching',
  'counseling',
  'community-work',
  'differentiated-instruction',
]);

/** Words that name children or youth, or the places of their care, normalised as texts are. */
const CHILD_WORDS = new Set(
  [
    'ילד',
    'ילדה',
    'ילדים',
    'ילדות',
    'נוער',
    'תינוק',
    'תינוקות',
    'פעוט',
    'פעוטות',
    'פעוטון',
    'צהרון',
    'child',
    'children',
    'kid',
    'kids',
    'youth',
    'teen',
    'teens',
    'teenagers',
    'adolescents',
    'baby',
    'babies',
    'infant',
    'infants',
    'toddler',
    'toddlers',
    'nanny',
    'babysitter',
    'preschool',
    'kindergarten',
    'pupils',
    'طفل',
    'الأطفال',
    'طفولة',
    'رضع',
    'الشبيبة',
    'يافعين',
    'مراهقين',
    'روضة',
    'حضانة',
  ].flatMap((w) => phraseWords(w)),
);

/** Two words that together name a place of children's care ("גני שפה", "מעון יום"). */
const CHILD_PAIRS = new Map<string, Set<string>>([
  ['גן', new Set(['שפה', 'חובה', 'טרום', 'תקשורת'])],
  ['גני', new Set(['שפה', 'חובה', 'טרום', 'תקשורת'])],
  ['מעון', new Set(['יום'])],
  ['day', new Set(['care', 'camp'])],
]);

type Tokens = ReturnType<typeof tokenize>;
// ("children's": a possessive's ending is looked through.)
const isChildWord = (token: Tokens[number]) =>
  token.variants.some((v) => CHILD_WORDS.has(v) || CHILD_WORDS.has(v.replace(/['’]s$/, '')));

function namesChildren(tokens: Tokens): boolean {
  for (let i = 0; i < tokens.length; i++) {
    if (isChildWord(tokens[i]!)) return true;
    const next = tokens[i + 1]?.variants[0];
    if (next && tokens[i]!.variants.some((v) => CHILD_PAIRS.get(v)?.has(next))) return true;
  }
  return false;
}

/** Does a title name work with children or youth, by its occupation or its words? */
export function titlesWorkWithChildren(titles: readonly string[], titleConcepts: readonly string[]): boolean {
  if (titleConcepts.some((id) => CHILD_WORK_OCCUPATIONS.has(id))) return true;
  return titles.some((t) => t && namesChildren(tokenize(t)));
}

/** "with", "care of": the words before children that make them the work's object. */
const WITH_WORDS = new Set(
  ['עם', 'with', 'مع', 'טיפול', 'caring', 'care', 'رعاية'].flatMap((w) => phraseWords(w)),
);
const WITH_REACH = 3;

/**
 * Does a requirement line ask experience with children or youth ("עבודה עם ילדים בגיל הרך",
 * "working with kids", "العمل مع الأطفال")? A child word within three words after "with" or "care
 * of"; children named otherwise ("children's books") ask nothing.
 */
export function asksChildWork(line: string): boolean {
  const tokens = tokenize(line);
  for (let i = 0; i < tokens.length; i++) {
    if (!tokens[i]!.variants.some((v) => WITH_WORDS.has(v))) continue;
    for (let j = i + 1; j <= i + WITH_REACH && j < tokens.length; j++)
      if (isChildWord(tokens[j]!)) return true;
  }
  return false;
}
