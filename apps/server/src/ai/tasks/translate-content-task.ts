import { z } from 'zod';
import { translateFixedPhrases } from '@gius/engine/content/translate-content';
import type { AiTaskDefinition } from '../task-definition.ts';

const LANGUAGE_NAMES = { he: 'Hebrew', en: 'English', ar: 'Arabic' } as const;

export const translateContentTask: AiTaskDefinition<'translateContent'> = {
  output: z.object({ text: z.string().min(1), untranslatedLines: z.number().int().min(0) }),
  builtin: (input) => {
    const done = translateFixedPhrases(input.text, input.from, input.to);
    return { text: done.text, untranslatedLines: done.untranslatedLines };
  },
  prompt: (input) => ({
    system: `You are a professional translator of recruitment posts and marketing texts. Translate the text given
from ${LANGUAGE_NAMES[input.from]} into ${LANGUAGE_NAMES[input.to]}: the meaning exactly, nothing added or left out, the
same lines, emoji, bullets and *bold* marks. Keep links exactly as they are, technology names (React, SQL) and company
names. Translate hashtags into fitting hashtags of the target language (letters, digits and _ only). In Hebrew write
gender-inclusive ("דרוש/ה").
Answer with JSON: {"text": "...", "untranslatedLines": 0}.`,
    user: input.text,
  }),
  temperature: 0.2,
};
