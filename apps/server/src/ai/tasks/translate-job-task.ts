import { z } from 'zod';
import { translateJobKnownParts } from '@gius/engine/content/translate-job';
import type { AiTaskDefinition } from '../task-definition.ts';

const LANGUAGE_NAMES = { he: 'Hebrew', en: 'English', ar: 'Arabic' } as const;

export const translateJobTask: AiTaskDefinition<'translateJob'> = {
  output: z.object({
    title: z.string().nullable(),
    description: z.string().nullable(),
    requirements: z.string().nullable(),
    location: z.string().nullable(),
    untranslated: z.array(z.enum(['title', 'description', 'requirements', 'location'])),
  }),
  builtin: (input) => translateJobKnownParts(input.job, input.to),
  prompt: (input) => ({
    system: `You are a professional translator of job ads. Translate every field of the job given into
${LANGUAGE_NAMES[input.to]}: the meaning exactly, nothing added or left out, the same line breaks and bullets.
Keep technology names (React, SQL), company names and e-mail addresses as they are. In Hebrew write
gender-inclusive ("מפתח/ת"). A place name is written as that language writes it.
Answer with JSON: {"title": "...", "description": "...", "requirements": "...", "location": "...", "untranslated": []}.`,
    user: JSON.stringify(input.job, null, 2),
  }),
  temperature: 0.2,
};
