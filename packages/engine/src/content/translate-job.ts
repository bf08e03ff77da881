import type { EngineLanguage } from '../language.ts';
import { cityInLine } from '../resume-location.ts';

/**
 * What the builtin engine can translate of a job with certainty: a location that is a known city.
 * Free text (title, description, requirements) cannot be translated offline: it is left as it is and
 * named, never replaced by a word-for-word guess. (The employment type is a code the pages already
 * show in the reader's language.)
 */

export interface JobTranslationInput {
  title: string;
  description: string;
  requirements: string;
  location: string;
}

export interface JobTranslationOutput {
  title: string | null;
  description: string | null;
  requirements: string | null;
  location: string | null;
  untranslated: Array<'title' | 'description' | 'requirements' | 'location'>;
}

export function translateJobKnownParts(job: JobTranslationInput, to: EngineLanguage): JobTranslationOutput {
  const city = cityInLine(job.location);
  // Only a location that is the city's name alone ("תל אביב", not "תל אביב, קומה 3").
  const known =
    city && [city.he, city.en, city.ar, ...city.aliases].includes(job.location.trim()) ? city : null;
  return {
    title: null,
    description: null,
    requirements: null,
    location: known ? known[to] : null,
    untranslated: ['title', 'description', 'requirements', ...(known ? [] : (['location'] as const))],
  };
}
