import { detectLanguage, type EngineLanguage } from './language.ts';
import type { SkillConcept, SkillKind } from './skill-concept.ts';
import { SKILLS } from './skill-lexicon.ts';
import { isFalseFriend, lineAround, namesDataAbout } from './resume-skills.ts';
import { isStopword } from './stopwords.ts';
import { IndexedText, phraseForms, type Token } from './term-matcher.ts';
import {
  isBulletLine,
  lineAt,
  nonEmptyLines,
  splitListItems,
  stableHash,
  stripBullet,
  trimEdges,
} from './text-units.ts';
import { inferJobTitle } from './job-title.ts';
import { townSpans } from './resume-location.ts';
import { isNotAToolWord } from './resume-tools.ts';

/** What a job asks for, read from its title, description and requirements. */

export interface JobInput {
  jobTitle?: string;
  jobDescription?: string;
  requirements?: string;
  companyName?: string;
  location?: string;
  employmentType?: string;
}

export interface JobTerm {
  /** Identity for de-duplication: the concept id or the normalised word. */
  key: string;
  /** Spellings to look for in a resume: a lexicon concept's aliases or the word itself. */
  phrases: string[][];
  /** The term as the job writes it (or the concept's label). */
  label: string;
  weight: number;
  kind: SkillKind | 'term' | 'word';
  concept?: SkillConcept;
  niceToHave: boolean;
}

export interface RequirementItem {
  text: string;
  niceToHave: boolean;
}

export interface JobProfile {
  language: EngineLanguage;
  title: string;
  companyName: string;
  location: string;
  employmentType: string;
  /** Prose of the description, without its bullet lines and without a requirements block. */
  descriptionProse: string[];
  /** Bullet lines of the description (duties). */
  duties: string[];
  requirements: RequirementItem[];
  /** Sorted by weight, heaviest first. */
  terms: JobTerm[];
  seniority: 'junior' | 'senior' | 'any';
  /** A number from the whole input, for choices that must not change between runs. */
  seed: number;
}

const NICE_TO_HAVE = /(יתרון|advantage|a plus|nice to have|preferred|bonus|ميزة|يفضل|أفضلية|افضلية)/i;
const REQUIREMENTS_HEADING =
  /^(?:דרישות(?: התפקיד| המשרה)?|מה אנחנו מחפשים|requirements|qualifications|what we(?:'re| are) looking for|must have|المتطلبات|متطلبات الوظيفة|المؤهلات)\s*:?\s*$/i;
// Read from the title only: in the text these words say other things ("لقب أول" is a first degree,
// "عدد كبير" a large number, "reporting to the team lead" the hire's manager).
const SENIOR_TITLE =
  /(?<!\p{L})(?:senior|sr\.|סניור|בכיר|בכירה|ראש צוות|team lead|principal|staff engineer|خبير|كبير|أول)(?!\p{L})/iu;
const JUNIOR =
  /(junior|ג'וניור|גוניור|מתחיל|מתחילה|ללא ניסיון|entry level|student|סטודנט|סטודנטית|مبتدئ|حديث التخرج)/i;

/** A requirement said to be a must: "Hebrew required", "עברית – חובה", "العبرية شرط". */
export const MUST = /(?:חובה|must|mandatory|required|essential|إلزامي|شرط|ضروري)/iu;

/**
 * An item that names its own experience or knowledge ("hotel experience an advantage", "ניסיון
 * במלונאות – יתרון", "خبرة في الفنادق ميزة") is a clause of its own, not the end of a list.
 */
const OWN_CLAUSE = /(?<!\p{L})(?:experience|knowledge|familiarity|ניסיון|ידע|היכרות|خبرة|معرفة)(?!\p{L})/iu;

/**
 * The requirement items, each a must or an advantage. An advantage said at the end of a comma list
 * is said of the whole list ("Experience with a WMS, SAP EWM an advantage", "Priority, SAP –
 * יתרון"), back to an item that says it is a must ("Hebrew required, English an advantage"); one
 * said by a clause of its own is said of that clause ("Customer service experience, hotel
 * experience an advantage": customer service is a must).
 */
function requirementItems(text: string): RequirementItem[] {
  return nonEmptyLines(text).flatMap((line) =>
    line.split(/\s*[;؛]\s*/).flatMap((piece) => {
      // Clauses of their own are items however long ("خبرة في خدمة الزبائن، خبرة في الفنادق - ميزة").
      const clauses = stripBullet(piece).split(/\s*[,،]\s*/);
      const items =
        clauses.length > 1 && clauses.every((c) => OWN_CLAUSE.test(c))
          ? clauses.map((c) => trimEdges(c, null, /[.]/).trim())
          : splitListItems(piece);
      let advantage = false;
      return items
        .reverse()
        .map((item) => {
          let niceToHave: boolean;
          if (NICE_TO_HAVE.test(item)) {
            niceToHave = true;
            advantage = !OWN_CLAUSE.test(item);
          } else {
            if (MUST.test(item)) advantage = false;
            niceToHave = advantage;
          }
          return { text: item, niceToHave };
        })
        .reverse();
    }),
  );
}

/**
 * What an ad's sentence says before its hiring verb describes the employer, not the hire: "לחברת
 * הנדסה ובנייה באשקלון דרוש/ה מנהל/ת משרד", "لمركز علاج طبيعي خاص نبحث عن…", "A construction
 * firm is looking for an office manager". The employer's trade is no skill the job asks for.
 */
const HIRING_VERB =
  /(?<!\p{L})(?:דרוש|דרושה|דרושים|דרושות|מחפש|מחפשת|מחפשים|מגייס|מגייסת|מגייסים|نبحث|تبحث|يبحث|مطلوب|مطلوبة|is looking|are looking|is hiring|are hiring|seeks|is seeking|are seeking)(?!\p{L})/iu;

export function withoutEmployerClause(sentence: string): string {
  const verb = HIRING_VERB.exec(sentence);
  return verb ? sentence.slice(verb.index) : sentence;
}

/** Splits job details into prose, duties and requirement lines (a "Requirements:" block). */
function splitDescription(description: string): {
  prose: string[];
  duties: string[];
  requirementLines: string[];
} {
  const prose: string[] = [];
  const duties: string[] = [];
  const requirementLines: string[] = [];
  let inRequirements = false;
  for (const line of nonEmptyLines(description)) {
    if (REQUIREMENTS_HEADING.test(line)) {
      inRequirements = true;
      continue;
    }
    if (inRequirements) requirementLines.push(line);
    else if (isBulletLine(line)) duties.push(stripBullet(line));
    else prose.push(line);
  }
  return { prose, duties, requirementLines };
}

/** Aliases of every lexicon concept as word lists, computed once. */
const CONCEPT_PHRASES = new Map<SkillConcept, string[][]>(
  SKILLS.map((c) => [c, c.aliases.flatMap(phraseForms)]),
);

/**
 * A word that names a tool rather than saying something: PostgreSQL, B2B, C#, Node.js, AWS, or a
 * capitalised word in the middle of a sentence (Zustand, Vite).
 */
function looksTechnical(raw: string, text: string, start: number): boolean {
  if (!/^[.A-Za-z]/.test(raw) || raw.length < 2) return false;
  if (
    /[\d+#.]/.test(raw) ||
    /^[A-Z]{2,}$/.test(raw) ||
    /^[a-z]+[A-Z]/.test(raw) ||
    /^[A-Z][a-z]+[A-Z]/.test(raw)
  ) {
    return true;
  }
  if (!/^[A-Z]/.test(raw)) return false;
  // A line's first word is capitalised by its place ("Keep the ERP up to date"), as after a stop.
  const before = text.slice(0, start);
  return before.trim().length > 0 && !/[.!?:;•\-–*\n(]\s*$/.test(before);
}

const THING_AFTER_LANGUAGE =
  /^\s+(?:cuisine|food|dishes|kitchen|restaurants?|bistro|caf[eé]|bakery|pastry|products?|brands?|companies|company|firm|community|style|coffee|wine|cheese|yogurt|bread|pizza|menu)\b/i;
const THING_BEFORE_LANGUAGE =
  /(?:מסעדה|מסעדת|מסעדות|מטבח|מאפייה|מאפיית|קונדיטוריה|פיצרייה|חברה|חברת|קהילה|מנות|מנה|סגנון|קפה|مطعم|مطاعم|مطبخ|مأكولات|أطباق|حلويات|شركة|جالية|قهوة|مخبز)\s+(?:ה|ال)?$/u;

/**
 * A language's name that qualifies a thing ("Italian cuisine", "Thai restaurant", "מסעדה איטלקית",
 * "الشركة الإيطالية") says what the business is, not a language the job asks for.
 */
function qualifiesAThing(text: string, start: number, end: number): boolean {
  const { before, after } = lineAround(text, start, end);
  return THING_AFTER_LANGUAGE.test(after) || THING_BEFORE_LANGUAGE.test(before);
}

const ROLES_BEFORE =
  /(?:לתפקידי|תפקידי|למשרות|משרות|لوظائف|وظائف|لمناصب)\s+(?:ה|ال)?(?:[\p{L}"]+\s*(?:,|ו-?|و)\s*)*(?:ה|ال)?$/u;
const ROLES_AFTER =
  /^\s*(?:(?:,\s*|\s+(?:and|&|or)\s+)[\p{L}/-]+\s*)*(?:roles|positions|openings|vacancies|hires)\b/iu;

/**
 * The roles a recruiter fills ("לתפקידי פיתוח ו-QA", "for R&D and QA roles", "لوظائف البرمجة"): what the
 * hiring is for, not a skill the recruiter must have.
 */
function namesRolesFilled(text: string, start: number, end: number): boolean {
  const { before, after } = lineAround(text, start, end);
  return ROLES_BEFORE.test(before) || ROLES_AFTER.test(after);
}

/**
 * The capitalised Latin words that run on from `tokens[i]`, joined by spaces only, in a Hebrew or
 * Arabic line: there a run of Latin words is one name ("MS Project", "Google Ads"), not a term each
 * ("MS", "Project"). In an English line capitals also mark headings and sentence starts, so a run
 * is not read there.
 */
function latinNameRun(tokens: Token[], i: number, text: string): Token[] {
  if (!/[\u0590-\u05FF\u0600-\u06FF]/.test(lineAt(text, tokens[i]!.start))) return [];
  const run = [tokens[i]!];
  for (let j = i + 1; j < tokens.length; j++) {
    const next = tokens[j]!;
    const raw = text.slice(next.start, next.end);
    if (!/^ +$/.test(text.slice(run[run.length - 1]!.end, next.start)) || !/^[A-Z0-9]/.test(raw)) break;
    run.push(next);
  }
  return run;
}

/** Where a job names a term: what it says of the candidate outranks what it says of the work. */
type TermSource = 'title' | 'prose' | 'required' | 'advantage';

function addTerm(
  terms: Map<string, JobTerm>,
  said: Map<string, Set<TermSource>>,
  term: JobTerm,
  from: TermSource,
): void {
  const existing = terms.get(term.key);
  if (!existing) terms.set(term.key, term);
  else existing.weight += term.weight;
  said.set(term.key, (said.get(term.key) ?? new Set()).add(from));
}

/**
 * The key of a plain word already asked that is this one with or without a prefix: "فعاليات" in
 * the title (cut to "عاليات", its first letter read as "and") and "الفعاليات" in a duty (cut to
 * "فعاليات") are one word, one ask, not two named twice among the concerns. Only a word as written
 * among the other's forms counts: two words that merely share a deeper cut stay apart.
 */
function sameWordAsked(terms: Map<string, JobTerm>, variants: readonly string[]): string | undefined {
  for (const term of terms.values()) {
    if (term.kind !== 'word') continue;
    const written = term.phrases[0]![0]!;
    if (variants.includes(written) || term.phrases.some((p) => p[0] === variants[0])) return term.key;
  }
  return undefined;
}

/**
 * A term is an advantage when a requirement line says so and neither the title nor a required line
 * names it: "Forklift licence an advantage" under duties that mention the forklifts on the floor.
 */
const advantageOnly = (from: Set<TermSource>) =>
  from.has('advantage') && !from.has('title') && !from.has('required');

function collectTerms(title: string, prose: string, requirements: RequirementItem[]): JobTerm[] {
  const sources: Array<{ text: IndexedText; weight: number; from: TermSource; isTitle: boolean }> = [
    { text: new IndexedText(title), weight: 3, from: 'title', isTitle: true },
    { text: new IndexedText(prose), weight: 1, from: 'prose', isTitle: false },
    ...requirements.map((r) => ({
      text: new IndexedText(r.text),
      weight: r.niceToHave ? 1 : 2,
      from: r.niceToHave ? ('advantage' as const) : ('required' as const),
      isTitle: false,
    })),
  ];
  const terms = new Map<string, JobTerm>();
  const said = new Map<string, Set<TermSource>>();
  for (const source of sources) {
    // A town the ad names is where the job is (the location factor's), or an employer's, never an
    // ask: "Ashdod" in "for its Ashdod office" would count a resume that lives there twice.
    const towns = townSpans(source.text);
    const covered: Array<[number, number]> = [];
    // Longer names own their words: "Power BI" is Power BI, not also BI.
    const found = SKILLS.flatMap((concept) =>
      CONCEPT_PHRASES.get(concept)!.flatMap((words) =>
        source.text
          .find(words)
          // An ad's lines are its items: no name runs from one into the next ("…at our warehouse" /
          // "Work with the forwarder" is no warehouse work).
          .filter((hit) => !source.text.text.slice(hit.start, hit.end).includes('\n'))
          .filter((hit) => !isFalseFriend(concept.id, source.text.text, hit.start, hit.end))
          .filter(
            (hit) => concept.kind !== 'language' || !qualifiesAThing(source.text.text, hit.start, hit.end),
          )
          .filter((hit) => !namesRolesFilled(source.text.text, hit.start, hit.end))
          .filter((hit) => !namesDataAbout(concept.id, source.text.text, hit.start, hit.end))
          .map((hit) => ({ concept, hit })),
      ),
    ).sort((a, b) => b.hit.end - b.hit.start - (a.hit.end - a.hit.start));
    const owned: Array<{ concept: SkillConcept; start: number; end: number }> = [];
    for (const { concept, hit } of found) {
      if (owned.some((o) => o.concept !== concept && hit.start >= o.start && hit.end <= o.end)) continue;
      owned.push({ concept, start: hit.start, end: hit.end });
    }
    for (const concept of SKILLS) {
      const phrases = CONCEPT_PHRASES.get(concept)!;
      const hits = owned.filter((o) => o.concept === concept).sort((a, b) => a.start - b.start);
      if (hits.length === 0) continue;
      hits.forEach((h) => covered.push([h.start, h.end]));
      addTerm(
        terms,
        said,
        {
          key: concept.id,
          phrases,
          label:
            concept.kind === 'tech' ? concept.label.en : source.text.text.slice(hits[0]!.start, hits[0]!.end),
          weight: source.weight * (concept.kind === 'soft' ? 0.6 : 1),
          kind: concept.kind,
          concept,
          niceToHave: false,
        },
        source.from,
      );
    }
    const text = source.text.text;
    const tokens = source.text.tokens.filter(
      (token) =>
        !covered.some(([s, e]) => token.start >= s && token.end <= e) &&
        !towns.some(([s, e]) => token.start < e && token.end > s) &&
        !namesRolesFilled(source.text.text, token.start, token.end),
    );
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      const raw = text.slice(token.start, token.end);
      // Words of the title say what the job is, not which tools it needs.
      // A capitalised place or people ("in central Israel", "an Israeli licence") or a kind of
      // business ("B2B") is no tool either, as on a resume (resume-tools).
      const techLike = !source.isTitle && looksTechnical(raw, text, token.start) && !isNotAToolWord(raw);
      const name = techLike ? latinNameRun(tokens, i, text) : [];
      if (name.length > 1) {
        const bases = name.map((t) => t.variants[t.variants.length - 1]!);
        addTerm(
          terms,
          said,
          {
            key: bases.join(' '),
            phrases: [bases],
            label: text.slice(name[0]!.start, name[name.length - 1]!.end),
            weight: source.weight * 0.75,
            kind: 'term',
            niceToHave: false,
          },
          source.from,
        );
        i += name.length - 1;
        continue;
      }
      if (isStopword(token.variants)) continue;
      if (source.isTitle && isScheduleWord(token.variants)) continue;
      const own = token.variants[token.variants.length - 1]!;
      const same = sameWordAsked(terms, token.variants);
      const base = same ?? own;
      if (/^\d+$/.test(base)) continue;
      // The same word with another prefix keeps every form it was written in.
      if (same !== undefined && same !== own) {
        const asked = terms.get(same)!.phrases;
        for (const v of token.variants) if (!asked.some((p) => p[0] === v)) asked.push([v]);
      }
      const isLatin = /^[.a-z]/i.test(raw);
      if (!techLike && base.length < (isLatin ? 4 : 3)) continue;
      addTerm(
        terms,
        said,
        {
          key: base,
          phrases: token.variants.map((v) => [v]),
          label: raw,
          weight: source.weight * (techLike ? 0.75 : 0.2),
          kind: techLike ? 'term' : 'word',
          niceToHave: false,
        },
        source.from,
      );
    }
  }
  for (const term of terms.values()) term.niceToHave = advantageOnly(said.get(term.key)!);
  return [...terms.values()].sort((a, b) => b.weight - a.weight);
}

/**
 * Words of a title that say when the work is done, not what it is ("אופה לילה", "Night Baker",
 * "حارس ليلي", "Weekend Cashier"): no ask of their own, else anyone who once worked nights met a
 * part of a baker's job. Availability for shifts is read from the requirements as a concept.
 */
const SCHEDULE_WORDS = new Set(
  `לילה לילות בוקר ערב ערבים צהריים סופש סופ"ש סוף_שבוע זמני זמנית עונתי עונתית
  night nights overnight morning mornings evening evenings weekend weekends seasonal temporary
  ليل ليلي ليلية ليلا صباحي صباحية مسائي مسائية موسمي موسمية مؤقت مؤقتة`.split(/\s+/),
);
export const isScheduleWord = (variants: readonly string[]) => variants.some((v) => SCHEDULE_WORDS.has(v));

export function analyzeJob(input: JobInput): JobProfile {
  const description = input.jobDescription ?? '';
  const split = splitDescription(description);
  const requirementText = [input.requirements ?? '', ...split.requirementLines].join('\n');
  const requirements = requirementItems(requirementText);
  const title = (input.jobTitle ?? '').trim() || inferJobTitle(description);
  const all = [title, description, input.requirements ?? ''].join('\n');
  return {
    language: detectLanguage(all),
    title,
    companyName: (input.companyName ?? '').trim(),
    location: (input.location ?? '').trim(),
    employmentType: (input.employmentType ?? '').trim(),
    descriptionProse: split.prose,
    duties: split.duties,
    requirements,
    terms: collectTerms(
      title,
      [...split.prose.map(withoutEmployerClause), ...split.duties].join('\n'),
      requirements,
    ),
    seniority: SENIOR_TITLE.test(title) ? 'senior' : JUNIOR.test(all) ? 'junior' : 'any',
    seed: stableHash(all),
  };
}
