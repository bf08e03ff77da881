import { explainMatch, type MatchExplanation } from '@gius/engine/match-explanation';
import type { Locale } from '@gius/engine/match-phrases';
import type { ExplainMatchInput } from '../../ai/ai-tasks.ts';

/** What an application keeps of its score: the engine's match, and the provider's wording if any. */
export interface StoredMatch {
  match: ExplainMatchInput['match'];
  /** Sentences a model wrote from the same evidence, in one language. */
  written?: MatchExplanation & { locale: Locale };
}

/** Strengths, concerns and recommendation in the reader's language. */
export function matchText(stored: StoredMatch | null, locale: Locale): MatchExplanation | null {
  if (!stored) return null;
  if (stored.written && stored.written.locale === locale) {
    const { strengths, concerns, recommendation } = stored.written;
    return { strengths, concerns, recommendation };
  }
  return explainMatch(stored.match, locale);
}
