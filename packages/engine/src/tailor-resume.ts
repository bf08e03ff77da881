import { splitEntries, yearsOfExperience, type ExperienceEntry } from './experience-entries.ts';
import { analyzeJob, type JobProfile, type JobTerm } from './job-profile.ts';
import { detectLanguage, type EngineLanguage } from './language.ts';
import { byRelevance, relevance, termHits, type TermHit } from './relevance.ts';
import { findDegree, findRole, recentOrgs } from './resume-facts.ts';
import { RESUME_HEADINGS, composeSummary } from './resume-phrases.ts';
import { splitResumeSections, type ResumeSection, type SectionKind } from './resume-sections.ts';
import { isListableSkill, reorderSkillsSection } from './skills-section.ts';
import { IndexedText } from './term-matcher.ts';
import { isBulletLine, stableHash } from './text-units.ts';

/**
 * Tailoring a resume to a job, with no model: every line of the resume is kept as written (no
 * employer, date or degree is added or changed); a summary aimed at the job is added, built only
 * from facts in the resume; the skills and experience the job asks for come first. The added text
 * is in the resume's language.
 */

export interface TailorResumeInput {
  resume: string;
  jobTitle?: string;
  jobDescription?: string;
  jobRequirements?: string;
  personalInfo?: { fullName?: string; email?: string; phone?: string; linkedIn?: string };
  /** false: reorder only, no summary. */
  enhance?: boolean;
  /** The year "present" means; defaults to the latest year the resume mentions. */
  referenceYear?: number;
}

export interface TailoredResume {
  text: string;
  language: EngineLanguage;
  /** Job terms the resume shows, as the resume writes them, most important first. */
  matchedSkills: string[];
  /** Skills the job asks for that the resume does not show (never claimed in the text). */
  missingSkills: string[];
}

const SECTION_ORDER: SectionKind[] = [
  'summary',
  'skills',
  'experience',
  'projects',
  'education',
  'certifications',
  'military',
  'volunteering',
  'languages',
  'other',
];

const SKILL_KINDS = new Set<JobTerm['kind']>(['tech', 'field', 'term']);

function latestYear(text: string): number | undefined {
  const years = Array.from(text.matchAll(/\b(?:19[5-9]\d|20\d\d)\b/g), (m) => Number(m[0]));
  return years.length ? Math.max(...years) : undefined;
}

function block(heading: string, lines: string[]): string[] {
  return lines.length ? [heading, ...lines] : [];
}

/** Bullets that show what the job asks for move up; the lines before them stay first. */
function reorderEntryDetails(entry: ExperienceEntry, terms: JobTerm[]): string[] {
  if (!entry.details.every(isBulletLine)) return entry.lines;
  return [...entry.head, ...byRelevance(entry.details, (line) => relevance(line, terms))];
}

function experienceBlocks(section: ResumeSection, terms: JobTerm[], language: EngineLanguage): string[][] {
  const entries = splitEntries(section.lines);
  const scored = entries.map((entry) => ({ entry, score: relevance(entry.lines.join('\n'), terms) }));
  const top = Math.max(0, ...scored.map((s) => s.score));
  const relevant = scored.filter((s) => s.score > 0 && s.score >= Math.max(1, 0.3 * top));
  const others = scored.filter((s) => !relevant.includes(s));
  const lines = (list: typeof scored) => list.flatMap((s) => reorderEntryDetails(s.entry, terms));
  if (relevant.length === 0 || others.length === 0) return [block(section.heading, lines(scored))];
  const headings = RESUME_HEADINGS[language];
  return [
    block(headings.relevantExperience, lines(relevant)),
    block(headings.additionalExperience, lines(others)),
  ];
}

function projectBlock(section: ResumeSection, terms: JobTerm[]): string[] {
  const entries = splitEntries(section.lines);
  const ordered = byRelevance(entries, (e) => relevance(e.lines.join('\n'), terms));
  return block(
    section.heading,
    ordered.flatMap((e) => reorderEntryDetails(e, terms)),
  );
}

interface Context {
  job: JobProfile;
  language: EngineLanguage;
  hits: TermHit[];
  referenceYear: number;
  enhance: boolean;
}

function summaryBlock(sections: ResumeSection[], header: string[], ctx: Context): string[] {
  const original = sections.filter((s) => s.kind === 'summary');
  const experience = sections.filter((s) => s.kind === 'experience').flatMap((s) => splitEntries(s.lines));
  const education = sections.filter((s) => s.kind === 'education').flatMap((s) => s.lines);
  const kinds = (k: (kind: JobTerm['kind']) => boolean) =>
    ctx.hits.filter((h) => k(h.term.kind)).map((h) => h.surface);
  const jobWantsLanguages = ctx.job.terms.some((t) => t.kind === 'language');
  // The resume's own summary already says how long: do not say it again in other words.
  const statesYears = original.some((s) => s.lines.some((l) => YEARS_STATED.test(l)));
  const generated = ctx.enhance
    ? composeSummary(
        {
          role: findRole(header, experience, ctx.referenceYear),
          years: statesYears ? 0 : yearsOfExperience(experience, ctx.referenceYear),
          orgs: recentOrgs(experience),
          skills: withoutContained(unique(ctx.hits.filter(isListableSkill).map((h) => h.surface))).slice(
            0,
            4,
          ),
          softSkills: unique(kinds((k) => k === 'soft')).slice(0, 2),
          targetTitle: ctx.job.title,
          degree: findDegree(education, ctx.language === 'ar' ? '، ' : ', '),
          languages: jobWantsLanguages ? unique(kinds((k) => k === 'language')).slice(0, 3) : [],
        },
        ctx.language,
        ctx.job.seed ^ stableHash(header.join('\n')),
      )
    : '';
  const heading = original[0]?.heading ?? RESUME_HEADINGS[ctx.language].summary;
  return block(heading, [generated, ...original.flatMap((s) => s.lines)].filter(Boolean));
}

const YEARS_STATED = /\b(?:years?|yrs)\b|שנים|שנות|שנה|سنوات|سنة|أعوام|عام/i;

/** "BI" is left out when "Power BI" is there. */
function withoutContained(values: string[]): string[] {
  return values.filter(
    (v) => !values.some((other) => other !== v && other.toLowerCase().split(/\s+/).includes(v.toLowerCase())),
  );
}

function unique(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = v.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function personalHeader(info: TailorResumeInput['personalInfo']): string[] {
  if (!info) return [];
  const contact = [info.email, info.phone, info.linkedIn].filter((v): v is string => Boolean(v?.trim()));
  return [info.fullName?.trim() ?? '', contact.join(' | ')].filter(Boolean);
}

export function tailorResume(input: TailorResumeInput): TailoredResume {
  const language = detectLanguage(input.resume);
  const job = analyzeJob({
    jobTitle: input.jobTitle,
    jobDescription: input.jobDescription,
    requirements: input.jobRequirements,
  });
  const structure = splitResumeSections(input.resume);
  const resumeIndex = new IndexedText(input.resume);
  const hits = termHits(resumeIndex, job.terms);
  const ctx: Context = {
    job,
    language,
    hits,
    referenceYear: input.referenceYear ?? latestYear(input.resume) ?? 2000,
    enhance: input.enhance !== false,
  };
  const header = structure.header.length ? structure.header : personalHeader(input.personalInfo);
  const bySection = (kind: SectionKind) => structure.sections.filter((s) => s.kind === kind);

  const blocks: string[][] = [header];
  for (const kind of SECTION_ORDER) {
    if (kind === 'summary') blocks.push(summaryBlock(structure.sections, header, ctx));
    else if (kind === 'skills') {
      blocks.push(reorderSkillsSection(bySection('skills'), hits, job.terms, language));
    } else if (kind === 'experience') {
      bySection('experience').forEach((s) => blocks.push(...experienceBlocks(s, job.terms, language)));
    } else if (kind === 'projects') {
      bySection('projects').forEach((s) => blocks.push(projectBlock(s, job.terms)));
    } else {
      bySection(kind).forEach((s) => blocks.push(s.heading ? block(s.heading, s.lines) : s.lines));
    }
  }

  const matched = hits.filter((h) => h.term.kind !== 'word').map((h) => h.surface);
  const missing = job.terms
    .filter((t) => SKILL_KINDS.has(t.kind) && !t.niceToHave && !hits.some((h) => h.term === t))
    .map((t) => t.label);
  return {
    text: blocks
      .filter((b) => b.length > 0)
      .map((b) => b.join('\n'))
      .join('\n\n'),
    language,
    matchedSkills: unique(matched),
    missingSkills: unique(missing),
  };
}
