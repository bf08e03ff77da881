import { levelOf } from './education.ts';
import type { SkillConcept } from './skill-concept.ts';
import { SKILLS } from './skill-lexicon.ts';
import { IndexedText, phraseWords } from './term-matcher.ts';

/**
 * Skills of the lexicon (tools, fields, soft skills) a resume shows, in the order they first
 * appear. Spoken languages are read on their own (resume-languages.ts). Longer names are matched
 * first and own their words ("GitHub Actions" is CI/CD, not also Git). A field or a soft skill does
 * not count where it names a degree ("B.A. Communications"), nor where it is what the data or a
 * team was about ("sales data", "נתוני מכירות", "for the finance team", "recruitment for
 * operations roles").
 */

const SKILL_PHRASES: Array<{ concept: SkillConcept; words: string[] }> = SKILLS.filter(
  (concept) => concept.kind !== 'language',
)
  .flatMap((concept) => concept.aliases.map((alias) => ({ concept, words: phraseWords(alias) })))
  .sort((a, b) => b.words.length - a.words.length || b.words.join(' ').length - a.words.join(' ').length);

/**
 * "Excel" as a verb ("excel at"), "Mobile" as a phone label ("Mobile: 054…"), "office" as a place
 * ("office manager", "back office").
 */
const FALSE_FRIENDS: Record<string, { before?: RegExp; after?: RegExp }> = {
  excel: { after: /^(?:led|s)?\s+(?:at|in)\b/i },
  mobile: { after: /^\s*(?:phone\s*)?[:：]?\s*[+\d(]/i },
  office: {
    before: /(?:back|post|head|front|box)\s+$/i,
    after: /^\s+(?:manager|administrat|assistant|space)/i,
  },
};

const SUBJECT_AFTER =
  /^\s*(?:and\s+[a-z]+\s+)?(?:data|reports?|dashboards?|team|roles?|department|kpis?|figures)\b/i;
const SUBJECT_BEFORE = /(?:נתוני|דוחות|דו"חות|לתפקידי|תפקידי|بيانات|تقارير)\s+(?:[\p{L}"]+\s+ו)?$/u;

/** Broad fields that are often only what the work was about ("sales data"), not a skill. */
const BROAD = new Set([
  'sales',
  'marketing',
  'logistics',
  'operations',
  'finance',
  'hr',
  'customer-service',
  'retail',
]);

/** One-letter or common-word names counted only as an item of a list: "Java, Python, C, React". */
const LIST_ITEMS: Record<string, string> = { C: 'c-lang', R: 'r-lang', Go: 'go' };
const BY_ID = new Map(SKILLS.map((c) => [c.id, c]));

/**
 * Skills said with a number in the middle, which a list of names cannot hold: "ניהול מלאי וצוות
 * של 4 עובדים", "Lead a team of three", "ליווי 60 לקוחות", "Managed 40 publisher accounts".
 */
const PATTERNS: Array<{ id: string; pattern: RegExp }> = [
  {
    id: 'team-lead',
    pattern:
      /(?:ניהול|הובלת|ניהלתי|הובלתי|\bmanag(?:e|es|ed|ing)\b|\blead(?:s|ing)?\b|\bled\b|إدارة|قيادة)[^.\n]{0,50}?(?:צוות\s+של\s+(?:\d+|[א-ת]+)\s|\bteams?\s+of\s+(?:\d+|[a-z]+)\b|فريق\s+من\s+\d+)/giu,
  },
  {
    id: 'account-management',
    pattern:
      /(?:ליווי|ניהול\s+תיק\s+של)\s+\d+\s+לקוחות|\bmanag(?:e|ed|ing)\s+\d+\s+(?:[a-z]+\s+)?accounts\b/giu,
  },
];

export interface SkillHit {
  concept: SkillConcept;
  /** The words as the resume writes them. */
  surface: string;
  start: number;
}

function lineAround(
  text: string,
  start: number,
  end: number,
): { before: string; after: string; line: string } {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const to = text.indexOf('\n', end);
  const lineEnd = to < 0 ? text.length : to;
  return {
    before: text.slice(from, start),
    after: text.slice(end, lineEnd),
    line: text.slice(from, lineEnd),
  };
}

function counts(concept: SkillConcept, text: string, start: number, end: number): boolean {
  const { before, after, line } = lineAround(text, start, end);
  const falseFriend = FALSE_FRIENDS[concept.id];
  if (falseFriend?.before?.test(before) || falseFriend?.after?.test(after)) return false;
  if (concept.kind === 'tech') return true;
  if (levelOf(line) && !/^\s*[•\-–*]/.test(line)) return false;
  return !BROAD.has(concept.id) || (!SUBJECT_AFTER.test(after) && !SUBJECT_BEFORE.test(before));
}

function listItemHits(text: string): SkillHit[] {
  const hits: SkillHit[] = [];
  for (const match of text.matchAll(/(?<=^|[,،|]\s*)(C|R|Go)(?=\s*(?:[,،|]|$))/gm)) {
    const line = text.slice(text.lastIndexOf('\n', match.index) + 1).split('\n')[0] ?? '';
    if (!/[,،|]/.test(line)) continue;
    const concept = BY_ID.get(LIST_ITEMS[match[1]!]!);
    if (concept) hits.push({ concept, surface: match[1]!, start: match.index });
  }
  return hits;
}

export function findSkills(text: string | IndexedText): SkillHit[] {
  const indexed = typeof text === 'string' ? new IndexedText(text) : text;
  const first = new Map<string, SkillHit>();
  const claimed: Array<[number, number, string]> = [];
  for (const { concept, words } of SKILL_PHRASES) {
    for (const hit of indexed.find(words)) {
      if (claimed.some(([s, e, id]) => id !== concept.id && hit.start < e && hit.end > s)) continue;
      if (!counts(concept, indexed.text, hit.start, hit.end)) continue;
      claimed.push([hit.start, hit.end, concept.id]);
      const known = first.get(concept.id);
      if (!known || hit.start < known.start)
        first.set(concept.id, { concept, surface: hit.surface, start: hit.start });
    }
  }
  for (const hit of listItemHits(indexed.text)) {
    if (!first.has(hit.concept.id)) first.set(hit.concept.id, hit);
  }
  for (const { id, pattern } of PATTERNS) {
    pattern.lastIndex = 0;
    const match = first.has(id) ? null : pattern.exec(indexed.text);
    const concept = BY_ID.get(id);
    if (match && concept) first.set(id, { concept, surface: match[0], start: match.index });
  }
  return [...first.values()].sort((a, b) => a.start - b.start);
}
