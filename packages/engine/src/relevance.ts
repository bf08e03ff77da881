import type { JobTerm } from './job-profile.ts';
import { IndexedText } from './term-matcher.ts';

/** How much of what the job asks for a piece of resume text shows, and which terms. */

export interface TermHit {
  term: JobTerm;
  /** The words as the resume writes them. */
  surface: string;
}

export function termHits(text: string | IndexedText, terms: JobTerm[]): TermHit[] {
  const indexed = typeof text === 'string' ? new IndexedText(text) : text;
  const hits: TermHit[] = [];
  for (const term of terms) {
    for (const phrase of term.phrases) {
      const found = indexed.find(phrase)[0];
      if (found) {
        hits.push({ term, surface: found.surface });
        break;
      }
    }
  }
  return hits;
}

/** Sum of the weights of the job's terms the text shows, each counted once. */
export function relevance(text: string | IndexedText, terms: JobTerm[]): number {
  return termHits(text, terms).reduce((sum, hit) => sum + hit.term.weight, 0);
}

/** Stable sort: higher score first, the original order among equals. */
export function byRelevance<T>(items: T[], score: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
}
