import { z } from 'zod';
import { cannotReadImages, type AiTaskDefinition } from '../task-definition.ts';

const SYSTEM = `You read scanned resumes. The images are the pages of one resume, first page first.
Write out all of its text exactly as it is written: in its own language (Hebrew, Arabic or English, often mixed),
never translated, corrected or summarised. Keep the order of the lines as a person reads them (right to left for
Hebrew and Arabic lines), one line of the resume per line of text; keep names, e-mail addresses, phone numbers,
ID numbers and dates exactly. Leave out nothing you can read and add nothing that is not there.
Answer with JSON: {"text": "..."}; when no text can be read, {"text": ""}.`;

export const readResumeImagesTask: AiTaskDefinition<'readResumeImages'> = {
  output: z.object({ text: z.string() }),
  needsImages: true,
  temperature: 0,
  // The offline engine reads no pictures (the OCR task is the offline way to read a scan).
  builtin: () => {
    throw cannotReadImages();
  },
  prompt: (input) => ({
    system: SYSTEM,
    user: [
      { type: 'text', text: `The resume has ${input.pages.length} page(s).` },
      ...input.pages.map((page) => ({
        type: 'image_url' as const,
        image_url: { url: `data:image/png;base64,${page.png.toString('base64')}` },
      })),
    ],
  }),
};
