import type { JobTerm } from './job-profile.ts';
import type { EngineLanguage } from './language.ts';
import { byRelevance, relevance, type TermHit } from './relevance.ts';
import { RESUME_HEADINGS } from './resume-phrases.ts';
import type { ResumeSection } from './resume-sections.ts';
import { IndexedText } from './term-matcher.ts';
import { isBulletLine, splitSkillLine } from './text-units.ts';

/**
 * The skills section with what the job asks for first: items within a line and lines within the
 * section move up by relevance, and skills the job wants that the resume shows elsewhere (in an
 * experience bullet, say) are listed first, in the resume's words. Nothing is dropped.
 */

interface SkillLine {
  label: string;
  items: string[];
  separator: string;
  original: string;
}

function separatorOf(line: string): string {
  if (line.includes('،')) return '، ';
  if (/\s\|\s/.test(line)) return ' | ';
  if (/\s[•·]\s/.test(line)) return ' • ';
  if (line.includes(';')) return '; ';
  return ', ';
}

function parseLine(line: string): SkillLine {
  const labelled = line.match(/^([^:：]{1,40})[:：]\s*(.+)$/);
  const label = labelled && !/[,،|]/.test(labelled[1]!) ? labelled[1]!.trim() : '';
  const body = label ? labelled![2]! : line;
  return { label, items: splitSkillLine(body), separator: separatorOf(body), original: line };
}

function render(line: SkillLine, items: string[]): string {
  if (line.items.length <= 1) return line.original;
  const bullet = isBulletLine(line.original) && !line.label ? '• ' : '';
  return `${bullet}${line.label ? `${line.label}: ` : ''}${items.join(line.separator)}`;
}

const SKILL_KINDS = new Set<JobTerm['kind']>(['tech', 'field', 'term']);

/** Tools always; a field only when the title or the requirements ask for it ("sales reporting" is not sales). */
export function isListableSkill(hit: TermHit): boolean {
  if (!SKILL_KINDS.has(hit.term.kind)) return false;
  return hit.term.kind !== 'field' || hit.term.weight >= 2;
}

/** "BI" when "Power BI" is also shown: the longer name says it. */
function containedInAnother(hit: TermHit, hits: TermHit[]): boolean {
  const word = hit.surface.toLowerCase();
  return hits.some(
    (o) => o !== hit && o.surface.toLowerCase().split(/\s+/).includes(word) && o.surface.length > word.length,
  );
}

export function reorderSkillsSection(
  sections: ResumeSection[],
  hits: TermHit[],
  terms: JobTerm[],
  language: EngineLanguage,
): string[] {
  const wanted = hits.filter((h) => isListableSkill(h) && !containedInAnother(h, hits));
  const joiner = language === 'ar' ? '، ' : ', ';
  if (sections.length === 0) {
    const shown = [...wanted, ...hits.filter((h) => h.term.kind === 'soft')].map((h) => h.surface);
    const unique = [...new Set(shown)];
    return unique.length ? [RESUME_HEADINGS[language].keySkills, unique.join(joiner)] : [];
  }
  const out: string[] = [];
  sections.forEach((section, index) => {
    const scoreOf = (item: string) => relevance(item, terms);
    const lines = section.lines.map((text) => {
      const line = parseLine(text);
      return {
        line,
        items: byRelevance(line.items, scoreOf),
        score: Math.max(0, ...line.items.map(scoreOf)),
      };
    });
    const ordered = byRelevance(lines, (l) => l.score);
    const texts = ordered.map((l) => render(l.line, l.items));
    if (index === 0) {
      const listed = new IndexedText(section.lines.join('\n'));
      const extras = [...new Set(wanted.filter((h) => !listed.has(h.surface)).map((h) => h.surface))];
      const top = ordered[0];
      if (extras.length && top && !top.line.label && top.line.items.length > 1) {
        // Into the first list when it is a plain list, else on a line of their own.
        texts[0] = render(top.line, byRelevance([...top.items, ...extras], scoreOf));
      } else if (extras.length) {
        texts.unshift(extras.join(top?.line.separator ?? joiner));
      }
    }
    out.push(section.heading, ...texts);
  });
  return out;
}
