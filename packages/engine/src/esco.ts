import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normalizeForMatch } from './text-units.ts';

/**
 * Occupations and their essential skills from ESCO (the European Commission's classification,
 * v1.1.1; see esco/NOTICE.md), as scripts/build-esco.ts derives them: what an occupation needs
 * when a job names it and lists little else, and skill names the lexicon does not know.
 * Read from disk once, on first use, and shared by every caller of the thread.
 */

export interface EscoOccupation {
  label: string;
  alt: string[];
  he?: string[];
  ar?: string[];
  /** Indices into `EscoData.skills`: the occupation's essential skills. */
  skills: number[];
  /** Lexicon concept ids its essential skills name. */
  concepts: string[];
}

export interface EscoData {
  source: string;
  /** Each skill's label, then its shorter alternative labels. */
  skills: string[][];
  occupations: EscoOccupation[];
}

interface EscoIndex {
  data: EscoData;
  /** Normalised occupation name (English, Hebrew or Arabic) -> occupation. */
  occupationByName: Map<string, EscoOccupation>;
  /** Normalised skill name -> the skill's label. */
  skillByName: Map<string, string>;
  longestName: number;
}

/** A name as words compared: normalised, split at anything but letters, digits and apostrophes. */
function nameWords(text: string): string[] {
  return normalizeForMatch(text)
    .split(/[^\p{L}\p{N}'"]+/u)
    .filter(Boolean);
}
const key = (text: string) => nameWords(text).join(' ');

const DATA_FILE = fileURLToPath(new URL('../esco/esco.json', import.meta.url));
let index: EscoIndex | null | undefined;

function load(): EscoIndex | null {
  if (index !== undefined) return index;
  let data: EscoData;
  try {
    data = JSON.parse(fs.readFileSync(DATA_FILE, 'utf8')) as EscoData;
  } catch {
    // Without the derived file the engine works as before, on its own lexicon.
    index = null;
    return index;
  }
  const occupationByName = new Map<string, EscoOccupation>();
  // Alternative labels first, so that an occupation's own label wins over another's alternative,
  // and the names Gius added win over both.
  for (const o of data.occupations) for (const name of o.alt) occupationByName.set(key(name), o);
  for (const o of data.occupations) occupationByName.set(key(o.label), o);
  for (const o of data.occupations)
    for (const name of [...(o.he ?? []), ...(o.ar ?? [])]) occupationByName.set(key(name), o);
  const skillByName = new Map<string, string>();
  for (const names of data.skills)
    for (const name of names) {
      const k = key(name);
      if (!skillByName.has(k)) skillByName.set(k, names[0]!);
    }
  let longestName = 1;
  for (const key of occupationByName.keys()) longestName = Math.max(longestName, key.split(' ').length);
  index = { data, occupationByName, skillByName, longestName };
  return index;
}

/**
 * The occupation a job or resume title names: the title itself, or its longest run of words that
 * is an occupation's name ("Night Baker" -> baker, "מנהלת חשבונות בכירה" -> bookkeeper).
 */
export function occupationOfTitle(title: string): EscoOccupation | null {
  const esco = load();
  if (!esco) return null;
  const words = nameWords(title);
  for (let length = Math.min(words.length, esco.longestName); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const name = words.slice(start, start + length).join(' ');
      // "Event Planner": one word many occupations are headed by ("planner", "manager") names
      // none of them in a longer title (ESCO lists "planner" for a land planner).
      if (length === 1 && words.length > 1 && (headCounts().get(name) ?? 0) >= GENERIC_HEAD) continue;
      const found = esco.occupationByName.get(name);
      if (found) return found;
    }
  }
  return null;
}

/** ESCO's label for a skill named exactly so ("Customs clearance", "apply HACCP"), or null. */
export function escoSkillNamed(text: string): string | null {
  return load()?.skillByName.get(key(text)) ?? null;
}

let vocabulary: Set<string> | undefined;
/**
 * The words of ESCO's English skill names, lower-cased ("design", "system", "triage", "show"):
 * common words of work. A Title Case run of them alone names a thing, not a product.
 */
export function escoSkillWords(): ReadonlySet<string> {
  if (vocabulary) return vocabulary;
  vocabulary = new Set<string>();
  for (const names of load()?.data.skills ?? [])
    for (const name of names)
      for (const word of name.toLowerCase().split(/[^a-z]+/)) if (word) vocabulary.add(word);
  return vocabulary;
}

/** The labels of an occupation's essential skills. */
export function essentialSkillLabels(occupation: EscoOccupation): string[] {
  const esco = load();
  return esco ? occupation.skills.map((i) => esco.data.skills[i]![0]!) : [];
}

/**
 * The head nouns of ESCO's English occupation names ("tour guide", "crane operator", "night
 * auditor", "head of procurement"): the word before "of", else the last word. A head counts when
 * two names or more share it and it reads as a person: an agent's ending (-er, -or, -ist, -ian,
 * -ant, -man...) or one of the few heads without one. Words that also name things a resume lists
 * (a printer, a server, a mixer, a compiler), nobody in particular (member, person) or are common
 * surnames (Smith, Cooper, Miller) are left out.
 */
const AGENT_ENDING = /(?:er|or|ist|ian|ant|ent|eer|man|woman|person|ess|ee|ier|yst|wright|smith|herd|maid)$/;
const HEADS_WITHOUT_AGENT_ENDING = new Set(
  `guide chief judge warden escort osteopath athlete masseur masseuse constable advocate vet entrepreneur
  bailiff jockey chauffeur chaplain diplomat homeopath stonemason deckhand magistrate missionary
  boatswain co-pilot astronaut dean aide`.split(/\s+/),
);
const NOT_A_PERSON = new Set(
  `equipment person member woman man printer monitor compiler reader processor configurator filler hanger tier
  layer closer caller taker drawer anchor roller selector extractor mixer blender grinder washer dryer player
  poster marker buffer runner breaker copier holder server sampler development employment creator provider
  supplier integrator observer collector conductor presser spinner winder feeder cutter sander slicer
  chipper splitter catcher burner blower pusher neutralizer purifier applicator reproducer calibrator
  manipulator excavator sprayer caster tuner roaster fermenter boner sexer laster rater skiver firer
  straightener bearer climber mover shopper describer measurer ironer planer proofer stacker bleacher
  coverer inker remover greaser oiler clicker cementer annealer beveler hand-beveller blaster gatherer
  recycler responder signaller logger mounter jointer canner packager notator prompter master tender
  setter finisher grader dresser carrier plater trimmer etcher screener fixer commissioner governor
  minister servant sweeper organizer organiser arranger drafter draughter constuctor techinician enginer
  upholster chiropractic
  smith cooper miller butler potter carver weaver brewer hunter farmer dean sawyer joiner dyer spinner`.split(
    /\s+/,
  ),
);
/** How many of ESCO's English occupation names each head noun heads. */
let heads: Map<string, number> | undefined;
function headCounts(): Map<string, number> {
  if (heads) return heads;
  heads = new Map<string, number>();
  for (const o of load()?.data.occupations ?? [])
    for (const name of [o.label, ...o.alt]) {
      const words = name
        .toLowerCase()
        .replace(/\([^)]*\)/g, ' ')
        .split(/[\s/]+/)
        .filter(Boolean);
      const of = words.indexOf('of');
      const head = (of > 0 ? words[of - 1]! : (words.at(-1) ?? '')).replace(/[^a-z-]/g, '');
      if (head) heads.set(head, (heads.get(head) ?? 0) + 1);
    }
  return heads;
}
/** A head shared by this many occupation names or more names a kind of role, not one occupation. */
const GENERIC_HEAD = 5;

let roleHeads: Set<string> | undefined;

export function escoRoleHeads(): ReadonlySet<string> {
  if (roleHeads) return roleHeads;
  roleHeads = new Set(
    [...headCounts()]
      .filter(
        ([head, n]) =>
          n >= 2 &&
          !head.endsWith('s') &&
          !NOT_A_PERSON.has(head) &&
          (AGENT_ENDING.test(head) || HEADS_WITHOUT_AGENT_ENDING.has(head)),
      )
      .map(([head]) => head),
  );
  return roleHeads;
}
