import { z } from 'zod';
import { NETWORK_LIMITS, SOCIAL_NETWORKS } from '@gius/shared/content';
import { writeSocialPost } from '@gius/engine/content/social-posts';
import type { AiTaskDefinition } from '../task-definition.ts';

const LANGUAGE_NAMES = { he: 'Hebrew', en: 'English', ar: 'Arabic' } as const;

const RULES: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  linkedin: 'LinkedIn: professional, up to 3,000 characters, short paragraphs, 3 to 5 hashtags at the end.',
  facebook: 'Facebook: warm, a hook line with an emoji, short paragraphs, "• " bullets, 4 to 8 hashtags.',
  instagram:
    'Instagram: no link in the text (links do not work in captions): say the link to apply is in the bio; up to 2,200 characters and at most 30 hashtags (10 to 15 is good).',
  x: 'X: at most 280 characters as X counts them (a link counts 23 whatever its length; emoji count 2), one or two lines, the link, up to 3 hashtags.',
  whatsapp:
    'WhatsApp: plain text, the title in *bold* (single asterisks), short, no hashtags, easy to forward.',
  telegram: 'Telegram: plain text, no markdown, up to 4,096 characters, up to 5 hashtags.',
};

function system(language: 'he' | 'en' | 'ar', networks: string[]): string {
  return `You are an experienced recruiter who writes social posts for a job that people read and share.
Write one post per network, in ${LANGUAGE_NAMES[language]}, from the job details given (translate them when they
are in another language). Each post includes the job's link given for its network exactly as given (except
Instagram). Rules per network:
${networks.map((n) => `- ${RULES[n as keyof typeof RULES]}`).join('\n')}
Use only the facts given; invent no salary, benefit, address, requirement or perk. Hashtags fit the job and the
language (letters, digits and _ only). In Hebrew write gender-inclusive ("דרוש/ה"). Keep technology names
(React, SQL) in Latin letters.
Answer with JSON: {"posts": [{"network": "...", "text": "..."}]}, one entry per network asked for.`;
}

export const writeSocialPostsTask: AiTaskDefinition<'writeSocialPosts'> = {
  output: z.object({
    posts: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), text: z.string().min(1) })).min(1),
  }),
  builtin: (input) => ({
    posts: input.posts.map(({ network, link }) => ({
      network,
      text: writeSocialPost({ job: input.job, network, language: input.language, link }),
    })),
  }),
  prompt: (input) => ({
    system: system(
      input.language,
      input.posts.map((p) => p.network),
    ),
    user: JSON.stringify(
      {
        job: input.job,
        posts: input.posts.map((p) => ({ ...p, maxLength: NETWORK_LIMITS[p.network].maxLength })),
      },
      null,
      2,
    ),
  }),
};
