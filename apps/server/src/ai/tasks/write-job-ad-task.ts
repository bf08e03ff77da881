import { z } from 'zod';
import { writeJobAd } from '@gius/engine/write-job-ad';
import type { AiTaskDefinition } from '../task-definition.ts';

const SYSTEM = `You are an experienced recruiter who writes job ads that people read and share.
Write two versions of the ad, both in the language of the job details (Hebrew, Arabic or English):
1. facebook: a Facebook post. A one-line hook with an emoji, short paragraphs (one or two sentences), the requirements
   as bullets starting with "• ", advantages apart, the details (location, employment type, company), a call to apply,
   and 4 to 8 relevant hashtags on the last line. No markdown.
2. whatsapp: a short WhatsApp message that is easy to forward: the title in *bold* (WhatsApp style, single asterisks),
   one line of details, one sentence about the job, up to four key requirements as "• " bullets, how to apply.
Use only the facts given; invent no salary, benefit, address or requirement. In Hebrew write gender-inclusive
("דרוש/ה").
Answer with JSON: {"facebook": "...", "whatsapp": "..."}.`;

export const writeJobAdTask: AiTaskDefinition<'writeJobAd'> = {
  output: z.object({ facebook: z.string().min(1), whatsapp: z.string().min(1) }),
  builtin: (input) => {
    const ad = writeJobAd(input);
    return { facebook: ad.facebook, whatsapp: ad.whatsapp };
  },
  prompt: (input) => ({ system: SYSTEM, user: JSON.stringify(input, null, 2) }),
};
